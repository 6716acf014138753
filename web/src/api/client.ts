import PocketBase, { Admin, type SendOptions } from 'pocketbase';
import { dismissConfirms } from '../lib/confirm';
import { writeOpenDrafts } from '../lib/drafts';
import { isEndUserPage, isEndUserRequest } from '../lib/endUserCalls';
import { isAbortError } from '../lib/errors';
import { parseHash } from '../lib/hashRoute';
import { sessionEnd, type SessionEnd, type SessionEndCause } from '../lib/sessionEnd';
import { createStore } from '../lib/store';
import { clearSessionData, isAdminAuthChange } from '../lib/storageKeys';
import { dismissAllToasts } from '../lib/toasts';
import { clearPrefetched } from './prefetch';

/** The path the tab shows now (the address, not the router's copy of it: the two agree but for tests). */
function currentPath(): string {
  return parseHash(window.location.hash).path;
}

let handleForbidden: () => void = () => {};

/** The app decides where a 403 (not allowed) takes the admin. */
export function setForbiddenHandler(handler: () => void): void {
  handleForbidden = handler;
}

/** Removes the Authorization header the SDK put on a request (see LarderClient). */
function withoutAuthorization(url: string, options: SendOptions): { url: string; options: SendOptions } {
  const headers = { ...options.headers };
  for (const name of Object.keys(headers)) if (name.toLowerCase() === 'authorization') delete headers[name];
  return { url, options: { ...options, headers } };
}

/**
 * The SDK client with the end-user rule (lib/endUserCalls), applied to every request it sends: an end
 * user's call (a record confirmation, wherever it is made) and every call of an end-user page go out
 * without the admin's token, which the SDK adds to every request when an admin is signed in in this
 * browser (the server would act on and log the call as the admin's). The end-user pages have no token
 * of their own to send.
 *
 * The token is taken off by the SDK's `beforeSend` hook, set only for the length of such a call: the
 * SDK reads the hook synchronously, before its first await, so no other request can pass through it.
 * A hook set for good would make every request wait a microtask before it leaves, and the requests
 * sent while the entry script is still being evaluated would then wait for the whole entry.
 */
class LarderClient extends PocketBase {
  override send<T = unknown>(path: string, reqOptions: SendOptions): Promise<T> {
    if (!isEndUserRequest(this.buildUrl(path), currentPath())) return super.send<T>(path, reqOptions);
    const hook = this.beforeSend;
    this.beforeSend = withoutAuthorization;
    try {
      return super.send<T>(path, reqOptions);
    } finally {
      this.beforeSend = hook;
    }
  }
}

/**
 * The one SDK client. The API lives one level above the dashboard folder (`../` from `/_/`);
 * VITE_API_URL points the dashboard at another PocketBase 0.15 server.
 * Auth is kept in localStorage by the SDK's default store (key `pocketbase_auth`), shared by every
 * tab of the browser: see the session below for how a tab follows what another tab does with it.
 */
export const pb = new LarderClient(import.meta.env.VITE_API_URL || '../');
// A 401 ends the session (the session below cancels every request and tells the app); a
// 403 cancels all. afterSend sees every response before the SDK turns it into an error, so this is
// the one place.
pb.afterSend = (response, data) => {
  // an end user's call says nothing about the admin session (it went without the admin's token)
  if (isEndUserRequest(response.url, currentPath())) return data;
  if (response.status === 401 && pb.authStore.token) {
    clearAuth('rejected');
  } else if (response.status === 403) {
    pb.cancelAllRequests();
    handleForbidden();
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
  /**
   * How many sessions have ended in this tab: the app keys its screens on it, so the screens of a
   * new session (another admin's, or the same admin's after a sign-out) start anew.
   */
  generation: number;
}

function readSession(generation: number): Session {
  const model = pb.authStore.model;
  const admin = model instanceof Admin ? model : null;
  return { token: pb.authStore.token, admin, isValid: pb.authStore.isValid && admin !== null, generation };
}

/** The admin whose screens the tab shows: signed in, or with a token that has only just expired. */
const shownAdmin = (s: Session) => (s.token && s.admin ? s.admin.id : null);
/** The admin signed in now, or null. */
const signedInAdmin = (s: Session) => (s.isValid && s.admin ? s.admin.id : null);

export const session = createStore<Session>(readSession(0));

const sessionEndHooks = new Set<(end: SessionEnd) => void>();

/**
 * Runs `hook` whenever the admin session this tab shows ends, whatever ended it (a sign-out here or
 * in another tab, another admin signing in in another tab, a 401): e.g. clearing the query cache, or
 * taking the tab to the sign-in page. Hooks run after the session's data is dropped, before the new
 * session reaches the screens.
 */
export function onSessionEnd(hook: (end: SessionEnd) => void): () => void {
  sessionEndHooks.add(hook);
  return () => sessionEndHooks.delete(hook);
}

/**
 * Drops everything the ended session brought into this tab, before the screens learn of it: first
 * what the admin typed is stored as drafts (for that admin, offered back at their next sign-in),
 * then requests in flight, the realtime stream, waiting prefetches, the file token, open questions and
 * toasts go; the hooks (the query cache, the app's navigation) follow.
 */
function dropSession(end: SessionEnd): void {
  writeOpenDrafts();
  pb.cancelAllRequests();
  // without subscriptions the SDK closes its EventSource (and stops reconnecting) at once
  pb.realtime
    .unsubscribe()
    .catch((err: unknown) => console.warn('Could not close the realtime stream.', err));
  clearPrefetched();
  clearSessionData();
  dismissConfirms();
  dismissAllToasts();
  sessionEndHooks.forEach((hook) => hook(end));
}

/**
 * Brings the session store up to date with the SDK's auth (which reads localStorage, so it is
 * already what another tab wrote), ending the session the tab shows first when it is over.
 */
function followAuth(cause: SessionEndCause, wasInterrupted = false): void {
  const before = session.get();
  const next = readSession(before.generation);
  const end = sessionEnd(shownAdmin(before), signedInAdmin(next), cause, wasInterrupted);
  if (end) dropSession(end);
  session.set(end ? { ...next, generation: before.generation + 1 } : next);
}

/** Why this tab clears the auth, while it does (the SDK's onChange does not say). */
let clearing: SessionEndCause | null = null;

function clearAuth(cause: SessionEndCause): void {
  clearing = cause;
  try {
    pb.authStore.clear();
  } finally {
    clearing = null;
  }
}

// This tab's own changes (sign-in, a refreshed token, a clear not made through clearAuth: a stored
// session found expired)…
pb.authStore.onChange(() => followAuth(clearing ?? 'rejected'));
// …and those of the other tabs, which the browser reports with a `storage` event. A removed key is a
// sign-out even when the tab reads a session again by then (signed in again at once, in between).
window.addEventListener('storage', (event) => {
  if (isAdminAuthChange(event)) followAuth('elsewhere', event.newValue === null);
});

/** Signs out: the session ends in this tab (and, through localStorage, in every other tab). */
export function logout(): void {
  clearAuth('logout');
  // with no session to end (the installer), what a session leaves still goes
  clearSessionData();
}

/**
 * Refreshes the stored admin session (POST /api/admins/auth-refresh): the stored model stays
 * current, and a token the server no longer accepts ends in a 401 (→ sign-in) before the admin
 * types anything. A server that cannot be reached keeps the session as it is.
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
