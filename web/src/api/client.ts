import PocketBase, { Admin } from 'pocketbase';
import { isEndUserPage, isEndUserRequest } from '../lib/endUserCalls';
import { isAbortError } from '../lib/errors';
import { parseHash } from '../lib/hashRoute';
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

/** The path the tab shows now (the address, not the router's copy of it: the two agree but for tests). */
function currentPath(): string {
  return parseHash(window.location.hash).path;
}

/**
 * The end-user rule, for every request the SDK sends (lib/endUserCalls): an end user's call (a record
 * confirmation, wherever it is made) and every call of an end-user page go out without the admin's
 * token, which the SDK adds to every request when an admin is signed in in this browser (the server
 * would act on and log the call as the admin's). Installed once, here, so no call can go around it;
 * the end-user pages have no token of their own to send.
 */
pb.beforeSend = (url, options) => {
  const headers = options.headers ?? {};
  const auth = Object.keys(headers).filter((name) => name.toLowerCase() === 'authorization');
  if (!auth.length || !isEndUserRequest(url, currentPath())) return { url, options };
  const kept = { ...headers };
  for (const name of auth) delete kept[name];
  return { url, options: { ...options, headers: kept } };
};

export type AuthErrorStatus = 401 | 403;
let handleAuthError: (status: AuthErrorStatus) => void = () => {};

/** The app decides where a 401 (session ended) or a 403 (not allowed) takes the admin. */
export function setAuthErrorHandler(handler: (status: AuthErrorStatus) => void): void {
  handleAuthError = handler;
}

// Spec §4: a 401 cancels all requests and logs out; a 403 cancels all. afterSend sees every
// response before the SDK turns it into an error, so this is the one place.
pb.afterSend = (response, data) => {
  // an end user's call says nothing about the admin session (it went without the admin's token)
  if (isEndUserRequest(response.url, currentPath())) return data;
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
  // an end-user page makes no admin call (its calls go without the admin's token anyway)
  if (isEndUserPage(currentPath())) return;
  try {
    await pb.admins.authRefresh({}, NO_AUTO_CANCEL);
  } catch (err) {
    if (!isAbortError(err)) console.warn('Could not refresh the admin session.', err);
  }
}
