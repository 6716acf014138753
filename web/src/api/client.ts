import PocketBase, { Admin } from 'pocketbase';
import { isEndUserCall } from '../lib/endUserCalls';
import { isAbortError } from '../lib/errors';
import { createStore } from '../lib/store';
import { clearStoredData } from '../lib/storageKeys';
import { clearPrefetched } from './prefetch';
import { installUploadProgress } from './uploadProgress';

/**
 * The one SDK client. The API lives one level above the dashboard folder (`../` from `/_/`);
 * VITE_API_URL points the dashboard at another PocketBase 0.15 server.
 * Auth is kept in localStorage by the SDK's default store (key `pocketbase_auth`).
 */
export const pb = new PocketBase(import.meta.env.VITE_API_URL || '../');
// record writes with large files report their upload progress (the SDK's fetch has none)
installUploadProgress();

export type AuthErrorStatus = 401 | 403;
let handleAuthError: (status: AuthErrorStatus) => void = () => {};

/** The app decides where a 401 (session ended) or a 403 (not allowed) takes the admin. */
export function setAuthErrorHandler(handler: (status: AuthErrorStatus) => void): void {
  handleAuthError = handler;
}

// Spec §4: a 401 cancels all requests and logs out; a 403 cancels all. afterSend sees every
// response before the SDK turns it into an error, so this is the one place.
pb.afterSend = (response, data) => {
  // an end user's confirmation link says nothing about the admin session (see beforeSend)
  if (isEndUserCall(response.url)) return data;
  if (response.status === 401 && pb.authStore.token) {
    pb.cancelAllRequests();
    pb.authStore.clear();
    handleAuthError(401);
  } else if (response.status === 403) {
    pb.cancelAllRequests();
    handleAuthError(403);
  }
  return data;
};

/**
 * Runs an SDK call for an end user (the record confirmation links, which an end user may open in a
 * browser where an admin is signed in): its request goes out without the admin's token, which the
 * SDK adds to every request (the server would log the call as the admin's). The hook is in place only
 * while the call is made: the SDK runs it synchronously, before its first await, so no other request
 * can pass through it, and every other request goes out as before, without an extra step. The answer
 * never ends the admin session either (afterSend above).
 */
export function asEndUser<T>(call: () => Promise<T>): Promise<T> {
  const previous = pb.beforeSend;
  pb.beforeSend = (url, options) => {
    const headers = { ...options.headers };
    delete headers.Authorization;
    return previous ? previous(url, { ...options, headers }) : { url, options: { ...options, headers } };
  };
  try {
    return call();
  } finally {
    pb.beforeSend = previous;
  }
}

/**
 * The SDK's cancel key for a query: derived from the query key (and page), so two live queries of
 * the same resource with different parameters never abort each other; React Query's own abort
 * (the query was dropped or refetched) cancels the request.
 */
export function queryCancelKey(queryKey: readonly unknown[], signal?: AbortSignal, page?: number): string {
  const key = `q:${JSON.stringify(queryKey)}${page === undefined ? '' : `#${page}`}`;
  signal?.addEventListener('abort', () => pb.cancelRequest(key), { once: true });
  return key;
}

/** Writes are never auto-cancelled: two saves in a row both reach the server. */
export const NO_AUTO_CANCEL = { $autoCancel: false } as const;

export interface Session {
  token: string;
  admin: Admin | null;
  isValid: boolean;
}

function readSession(): Session {
  const model = pb.authStore.model;
  const admin = model instanceof Admin ? model : null;
  return { token: pb.authStore.token, admin, isValid: pb.authStore.isValid && admin !== null };
}

export const session = createStore<Session>(readSession());
pb.authStore.onChange(() => session.set(readSession()));

const logoutHooks = new Set<() => void>();

/** Runs `hook` on every logout (e.g. clearing the query cache, which loads after sign-in). */
export function onLogout(hook: () => void): () => void {
  logoutHooks.add(hook);
  return () => logoutHooks.delete(hook);
}

/** Signs out: cancels requests, clears auth, cached data and every stored key holding data. */
export function logout(): void {
  pb.cancelAllRequests();
  pb.authStore.clear();
  clearStoredData();
  clearPrefetched();
  logoutHooks.forEach((hook) => hook());
}

/**
 * Refreshes the stored admin session (POST /api/admins/auth-refresh, spec §7): the stored model
 * stays current, and a token the server no longer accepts ends in a 401 (→ sign-in) before the
 * admin types anything. A server that cannot be reached keeps the session as it is.
 */
export async function refreshSession(): Promise<void> {
  if (!pb.authStore.token || !session.get().isValid) return;
  try {
    await pb.admins.authRefresh({}, NO_AUTO_CANCEL);
  } catch (err) {
    if (!isAbortError(err)) console.warn('Could not refresh the admin session.', err);
  }
}
