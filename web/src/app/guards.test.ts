import { resolveRedirect, type GuardInput } from './guards';

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
