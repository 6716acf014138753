import { isEndUserCall, isEndUserPage, isEndUserRequest } from './endUserCalls';

describe('isEndUserCall', () => {
  it('matches the three record confirmation calls, under any base path and with a query', () => {
    expect(isEndUserCall('http://127.0.0.1:8090/api/collections/users/confirm-verification')).toBe(true);
    expect(
      isEndUserCall('https://example.com/pb/api/collections/_pb_users_auth_/confirm-password-reset'),
    ).toBe(true);
    expect(isEndUserCall('/api/collections/members/confirm-email-change?lang=en')).toBe(true);
  });

  it('matches the email change request, which only the record itself may make', () => {
    expect(isEndUserCall('http://127.0.0.1:8090/api/collections/users/request-email-change')).toBe(true);
  });

  it('leaves every admin call alone: the admin password reset, and the emails the record editor sends', () => {
    expect(isEndUserCall('http://127.0.0.1:8090/api/admins/confirm-password-reset')).toBe(false);
    expect(isEndUserCall('http://127.0.0.1:8090/api/admins/request-password-reset')).toBe(false);
    expect(isEndUserCall('http://127.0.0.1:8090/api/collections/users/request-verification')).toBe(false);
    expect(isEndUserCall('http://127.0.0.1:8090/api/collections/users/request-password-reset')).toBe(false);
    expect(isEndUserCall('http://127.0.0.1:8090/api/collections/users/records')).toBe(false);
    expect(isEndUserCall('http://127.0.0.1:8090/api/collections/users/records/confirm-verification')).toBe(
      false,
    );
    expect(isEndUserCall('http://127.0.0.1:8090/api/collections/users/confirm-verification-x')).toBe(false);
  });
});

describe('isEndUserPage', () => {
  it('is every record email link under both prefixes, and the OAuth2 redirect page', () => {
    for (const prefix of ['users', 'auth'])
      for (const page of ['confirm-password-reset', 'confirm-verification', 'confirm-email-change'])
        expect(isEndUserPage(`/${prefix}/${page}/eyJ.a-b_c.d`), `${prefix}/${page}`).toBe(true);
    expect(isEndUserPage('/auth/oauth2-redirect')).toBe(true);
  });

  it("is none of the admin's pages, the admin password reset link included", () => {
    for (const path of [
      '/',
      '/login',
      '/collections',
      '/settings/admins',
      '/confirm-password-reset/eyJ.a.b',
      '/request-password-reset',
      '/users/confirm-verification',
      '/users/confirm-verification/t/x',
      '/users/oauth2-redirect',
      '/other/confirm-verification/t',
    ])
      expect(isEndUserPage(path), path).toBe(false);
  });
});

describe('isEndUserRequest', () => {
  it('is an end-user call from any page, and any call from an end-user page', () => {
    const records = 'http://h/api/collections/users/records';
    const verify = 'http://h/api/collections/users/confirm-verification';
    expect(isEndUserRequest(verify, '/collections')).toBe(true);
    expect(isEndUserRequest(records, '/users/confirm-password-reset/t')).toBe(true);
    expect(
      isEndUserRequest('http://h/api/collections/users/request-verification', '/auth/confirm-verification/t'),
    ).toBe(true);
    expect(isEndUserRequest(records, '/collections')).toBe(false);
    expect(isEndUserRequest('http://h/api/collections/users/request-verification', '/collections')).toBe(
      false,
    );
  });
});
