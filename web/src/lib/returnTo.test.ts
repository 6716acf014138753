import { rememberReturnTo, takeReturnTo } from './returnTo';

describe('return after signing in again', () => {
  beforeEach(() => sessionStorage.clear());

  it('gives back the remembered path once', () => {
    rememberReturnTo('/settings/admins?admin=new');
    expect(takeReturnTo()).toBe('/settings/admins?admin=new');
    expect(takeReturnTo()).toBeNull();
  });

  it('never remembers the sign-in pages or anything that is not a dashboard path', () => {
    for (const path of [
      '/login',
      '/request-password-reset',
      '/confirm-password-reset/x',
      '//evil.example',
      'x',
    ])
      rememberReturnTo(path);
    expect(takeReturnTo()).toBeNull();
  });
});
