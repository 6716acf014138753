import {
  afterSessionEnd,
  OTHER_ADMIN_ELSEWHERE,
  resolveRedirect,
  SIGNED_OUT_ELSEWHERE,
  type GuardInput,
} from './guards';
import { ROUTES } from './routes';
import { isEndUserPage } from '../lib/endUserCalls';

const base: GuardInput = { path: '/logs', guard: 'auth', hasInstallerFlag: false, isSignedIn: true };

describe('resolveRedirect', () => {
  it("sends any non-root path carrying the installer flag to '/'", () => {
    expect(resolveRedirect({ ...base, hasInstallerFlag: true })).toBe('/');
    expect(
      resolveRedirect({ ...base, path: '/login', guard: 'guest', hasInstallerFlag: true, isSignedIn: false }),
    ).toBe('/');
    expect(resolveRedirect({ ...base, path: '/nope', guard: null, hasInstallerFlag: true })).toBe('/');
  });

  it('stays on the root with the installer flag (the installer shows), signed in or not', () => {
    expect(resolveRedirect({ path: '/', guard: null, hasInstallerFlag: true, isSignedIn: false })).toBeNull();
    expect(resolveRedirect({ path: '/', guard: null, hasInstallerFlag: true, isSignedIn: true })).toBeNull();
  });

  it("sends the root without the flag to '/collections' when signed in", () => {
    expect(resolveRedirect({ path: '/', guard: null, hasInstallerFlag: false, isSignedIn: true })).toBe(
      '/collections',
    );
  });

  it("sends the root without the flag to '/login' when signed out", () => {
    expect(resolveRedirect({ path: '/', guard: null, hasInstallerFlag: false, isSignedIn: false })).toBe(
      '/login',
    );
  });

  it("sends a signed-in admin away from guest-only routes to '/'", () => {
    expect(
      resolveRedirect({ path: '/login', guard: 'guest', hasInstallerFlag: false, isSignedIn: true }),
    ).toBe('/');
    expect(
      resolveRedirect({
        path: '/request-password-reset',
        guard: 'guest',
        hasInstallerFlag: false,
        isSignedIn: true,
      }),
    ).toBe('/');
  });

  it('sends an admin signed in on a guest page back to where their session had ended, when it did', () => {
    const login = { path: '/login', guard: 'guest', hasInstallerFlag: false, isSignedIn: true } as const;
    expect(resolveRedirect({ ...login, returnTo: '/collections?collectionId=c1&recordId=r1' })).toBe(
      '/collections?collectionId=c1&recordId=r1',
    );
    expect(resolveRedirect({ ...login, returnTo: null })).toBe('/');
    // never on the installer, nor anywhere else
    expect(resolveRedirect({ ...login, hasInstallerFlag: true, returnTo: '/logs' })).toBe('/');
    expect(resolveRedirect({ ...login, path: '/', guard: 'none', returnTo: '/logs' })).toBe('/collections');
  });

  it('lets a signed-out user use guest-only routes', () => {
    expect(
      resolveRedirect({ path: '/login', guard: 'guest', hasInstallerFlag: false, isSignedIn: false }),
    ).toBeNull();
  });

  it("sends a signed-out user away from auth routes to '/'", () => {
    expect(resolveRedirect({ ...base, isSignedIn: false })).toBe('/');
    expect(resolveRedirect({ ...base, path: '/settings/admins', isSignedIn: false })).toBe('/');
  });

  it('lets a signed-in admin use auth routes', () => {
    expect(resolveRedirect(base)).toBeNull();
  });

  it('never redirects open routes or unknown paths', () => {
    for (const isSignedIn of [true, false]) {
      expect(
        resolveRedirect({
          path: '/users/confirm-verification/t',
          guard: 'none',
          hasInstallerFlag: false,
          isSignedIn,
        }),
      ).toBeNull();
      expect(
        resolveRedirect({ path: '/does-not-exist', guard: null, hasInstallerFlag: false, isSignedIn }),
      ).toBeNull();
    }
  });
});

describe('afterSessionEnd', () => {
  const end = (cause: 'logout' | 'rejected' | 'elsewhere', nextAdminId: string | null = null) => ({
    adminId: 'a1',
    nextAdminId,
    cause,
  });

  it('takes a dashboard page to sign-in when the session was refused, remembering where it was, silently', () => {
    expect(afterSessionEnd(end('rejected'), 'auth')).toEqual({
      rememberReturnTo: true,
      navigateTo: '/login',
      notice: null,
    });
  });

  it('does the same for a sign-out in another tab, and says so', () => {
    expect(afterSessionEnd(end('elsewhere'), 'auth')).toEqual({
      rememberReturnTo: true,
      navigateTo: '/login',
      notice: SIGNED_OUT_ELSEWHERE,
    });
  });

  it('starts anew at the start page, remembering nothing, when another admin signed in elsewhere', () => {
    expect(afterSessionEnd(end('elsewhere', 'a2'), 'auth')).toEqual({
      rememberReturnTo: false,
      navigateTo: '/',
      notice: OTHER_ADMIN_ELSEWHERE,
    });
  });

  it('stays for the same admin signed in again, for its own sign-out, and on pages that are not the dashboard', () => {
    const stay = { rememberReturnTo: false, navigateTo: null, notice: null };
    expect(afterSessionEnd(end('elsewhere', 'a1'), 'auth')).toEqual(stay);
    expect(afterSessionEnd(end('logout'), 'auth')).toEqual(stay);
    for (const guard of ['guest', 'none', null] as const) {
      expect(afterSessionEnd(end('elsewhere'), guard)).toEqual(stay);
      expect(afterSessionEnd(end('elsewhere', 'a2'), guard)).toEqual(stay);
      expect(afterSessionEnd(end('rejected'), guard)).toEqual(stay);
    }
  });
});

describe('the routes open to anyone', () => {
  it("are the installer and the end-user pages, whose calls never carry the admin's token", () => {
    const open = ROUTES.filter((route) => route.guard === 'none' && route.pattern !== '/');
    expect(open.length).toBeGreaterThan(0);
    for (const route of open)
      expect(isEndUserPage(route.pattern.replace(':token', 'eyJ.x.y')), route.pattern).toBe(true);
  });
});
