import PocketBase, { Admin } from 'pocketbase';
import { navigate } from '../app/router';
import { createStore } from '../lib/store';

/**
 * The one SDK client. The API lives one level above the dashboard folder (`../` from `/_/`);
 * VITE_API_URL points the dashboard at another PocketBase 0.15 server.
 * Auth is kept in localStorage by the SDK's default store (key `pocketbase_auth`).
 */
export const pb = new PocketBase(import.meta.env.VITE_API_URL || '../');

// Spec §4: a 401 cancels all requests and logs out to /login; a 403 cancels all and goes to '/'.
// afterSend sees every response before the SDK turns it into an error, so this is the one place.
pb.afterSend = (response, data) => {
  if (response.status === 401 && pb.authStore.token) {
    pb.cancelAllRequests();
    pb.authStore.clear();
    navigate('/login', { replace: true });
  } else if (response.status === 403) {
    pb.cancelAllRequests();
    navigate('/', { replace: true });
  }
  return data;
};

/** Ties a React Query abort signal to the SDK's cancel key, so a dropped query aborts its request. */
export function cancelKey(key: string, signal?: AbortSignal): string {
  signal?.addEventListener('abort', () => pb.cancelRequest(key), { once: true });
  return key;
}

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

export function logout(): void {
  pb.cancelAllRequests();
  pb.authStore.clear();
}
