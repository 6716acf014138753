// Route rules of spec §2, as a pure function: where (if anywhere) the user must go instead.

export type RouteGuard = 'guest' | 'auth' | 'none';

export interface GuardInput {
  path: string;
  guard: RouteGuard | null;
  hasInstallerFlag: boolean;
  isSignedIn: boolean;
}

export function resolveRedirect({ path, guard, hasInstallerFlag, isSignedIn }: GuardInput): string | null {
  if (hasInstallerFlag && path !== '/') return '/';
  if (path === '/') {
    if (hasInstallerFlag) return null;
    return isSignedIn ? '/collections' : '/login';
  }
  if (guard === 'guest' && isSignedIn) return '/';
  if (guard === 'auth' && !isSignedIn) return '/';
  return null;
}
