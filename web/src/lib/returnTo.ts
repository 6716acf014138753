import { SESSION_KEYS } from './storageKeys';

// Where the admin was when their session ended (a 401 mid-work): after signing in again they
// return there, the open panel included (it is part of the address), with their draft.

/** Only dashboard paths are kept: never the sign-in pages themselves, never another site. */
function isReturnable(path: string): boolean {
  return /^\/[^/]/.test(path) && !/^\/(login|request-password-reset|confirm-password-reset)\b/.test(path);
}

export function rememberReturnTo(path: string): void {
  if (!isReturnable(path)) return;
  try {
    sessionStorage.setItem(SESSION_KEYS.returnTo, path);
  } catch {
    // storage disabled: the admin lands on the start page instead
  }
}

/** The remembered path, once (it is forgotten as it is read). */
export function takeReturnTo(): string | null {
  try {
    const path = sessionStorage.getItem(SESSION_KEYS.returnTo);
    sessionStorage.removeItem(SESSION_KEYS.returnTo);
    return path && isReturnable(path) ? path : null;
  } catch {
    return null;
  }
}
