import { isEndUserCall } from './endUserCalls';

describe('isEndUserCall', () => {
  it('matches the three record confirmation calls, under any base path and with a query', () => {
    expect(isEndUserCall('http://127.0.0.1:8090/api/collections/users/confirm-verification')).toBe(true);
    expect(
      isEndUserCall('https://example.com/pb/api/collections/_pb_users_auth_/confirm-password-reset'),
    ).toBe(true);
    expect(isEndUserCall('/api/collections/members/confirm-email-change?lang=en')).toBe(true);
  });

  it('leaves every admin call alone, the admin password reset included', () => {
    expect(isEndUserCall('http://127.0.0.1:8090/api/admins/confirm-password-reset')).toBe(false);
    expect(isEndUserCall('http://127.0.0.1:8090/api/collections/users/request-verification')).toBe(false);
    expect(isEndUserCall('http://127.0.0.1:8090/api/collections/users/records')).toBe(false);
    expect(isEndUserCall('http://127.0.0.1:8090/api/collections/users/records/confirm-verification')).toBe(
      false,
    );
    expect(isEndUserCall('http://127.0.0.1:8090/api/collections/users/confirm-verification-x')).toBe(false);
  });
});
