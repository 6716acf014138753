import { SESSION_KEYS } from './storageKeys';

// Where the admin was when their session ended without them signing out (a 401 mid-work, a sign-out
// in another tab): after signing in again they return there, the open panel included (it is part of
// the address), with their draft. The place belongs to that admin: another admin signing in to this
// tab starts at the start page.

interface Stored {
  path: string;
  admin: string;
}

/** Only dashboard paths are kept: never the sign-in pages themselves, never another site. */
function isReturnable(path: string): boolean {
  return /^\/[^/]/.test(path) && !/^\/(login|request-password-reset|confirm-password-reset)\b/.test(path);
}

function read(): Stored | null {
  try {
    const raw = sessionStorage.getItem(SESSION_KEYS.returnTo);
    const stored = raw ? (JSON.parse(raw) as Partial<Stored>) : null;
    if (typeof stored?.path !== 'string' || typeof stored.admin !== 'string') return null;
    return { path: stored.path, admin: stored.admin };
  } catch {
    return null;
  }
}

/** Remembers `path` as where `adminId` returns after signing in again. */
export function rememberReturnTo(path: string, adminId: string): void {
  if (!isReturnable(path) || !adminId) return;
  try {
    sessionStorage.setItem(SESSION_KEYS.returnTo, JSON.stringify({ path, admin: adminId }));
  } catch {
    // storage disabled: the admin lands on the start page instead
  }
}

/** Where `adminId` returns now that they are signed in, or null (nothing remembered, or for another admin). */
export function peekReturnTo(adminId: string): string | null {
  const stored = read();
  return stored && stored.admin === adminId && isReturnable(stored.path) ? stored.path : null;
}

/** Forgets the remembered place (once it was used, or another admin signed in). */
export function forgetReturnTo(): void {
  try {
    sessionStorage.removeItem(SESSION_KEYS.returnTo);
  } catch {
    // nothing stored
  }
}
