// Route rules, as pure functions: where (if anywhere) the user must go instead, and what the tab
// does when the admin session it shows ends.
import type { SessionEnd } from '../lib/sessionEnd';

export type RouteGuard = 'guest' | 'auth' | 'none';

export interface GuardInput {
  path: string;
  guard: RouteGuard | null;
  hasInstallerFlag: boolean;
  isSignedIn: boolean;
  /**
   * Where the signed-in admin returns (their session had ended there: lib/returnTo), when a guest
   * page sends them on; the start page otherwise.
   */
  returnTo?: string | null;
}

export function resolveRedirect({
  path,
  guard,
  hasInstallerFlag,
  isSignedIn,
  returnTo,
}: GuardInput): string | null {
  if (hasInstallerFlag && path !== '/') return '/';
  if (path === '/') {
    if (hasInstallerFlag) return null;
    return isSignedIn ? '/collections' : '/login';
  }
  if (guard === 'guest' && isSignedIn) return returnTo ?? '/';
  if (guard === 'auth' && !isSignedIn) return '/';
  return null;
}

export interface SessionEndAction {
  /** Remember the address, so the same admin comes back to it after signing in again. */
  rememberReturnTo: boolean;
  /** Where the tab goes (past any unsaved-changes question: the session is gone), or null. */
  navigateTo: string | null;
  /** Why the screen changed under the admin's eyes, when it was not their doing here. */
  notice: string | null;
}

export const SIGNED_OUT_ELSEWHERE = 'You were signed out in another tab.';
export const OTHER_ADMIN_ELSEWHERE = 'Another admin signed in in another tab.';

const STAY: SessionEndAction = { rememberReturnTo: false, navigateTo: null, notice: null };

/**
 * What a tab on a page guarded by `guard` does when the session it shows ends (its data is already
 * dropped): signed out (a 401, another tab) it goes to sign-in, remembering where it was; another
 * admin signed in elsewhere starts at the start page; the same admin signed in again stays, the
 * page starting anew. Pages open to anyone and the sign-in pages stay; so does a tab that signed out
 * itself (the sign-out takes it to sign-in).
 */
export function afterSessionEnd(end: SessionEnd, guard: RouteGuard | null): SessionEndAction {
  if (end.cause === 'logout' || guard !== 'auth' || end.nextAdminId === end.adminId) return STAY;
  const isElsewhere = end.cause === 'elsewhere';
  if (end.nextAdminId === null)
    return {
      rememberReturnTo: true,
      navigateTo: '/login',
      notice: isElsewhere ? SIGNED_OUT_ELSEWHERE : null,
    };
  return { rememberReturnTo: false, navigateTo: '/', notice: OTHER_ADMIN_ELSEWHERE };
}
