import { readRecordToken } from './recordToken';

function base64url(value: string): string {
  return Buffer.from(value, 'utf8')
    .toString('base64')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

const tokenOf = (payload: unknown) =>
  [base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' })), base64url(JSON.stringify(payload)), 'sig'].join(
    '.',
  );

describe('readRecordToken', () => {
  it('reads the collection and the email of a verification or reset token', () => {
    const token = tokenOf({
      id: 'r1',
      type: 'authRecord',
      collectionId: '_pb_users_auth_',
      email: 'zoë@example.com',
    });
    expect(readRecordToken(token)).toEqual({
      collectionId: '_pb_users_auth_',
      email: 'zoë@example.com',
      newEmail: '',
    });
  });

  it('reads the new address of an email change token', () => {
    const token = tokenOf({
      id: 'r1',
      type: 'authRecord',
      collectionId: 'c1',
      email: 'old@example.com',
      newEmail: 'new@example.com',
    });
    expect(readRecordToken(token)).toMatchObject({ collectionId: 'c1', newEmail: 'new@example.com' });
  });

  it('refuses an admin token, a token without collection and anything unreadable', () => {
    expect(readRecordToken(tokenOf({ id: 'a1', type: 'admin', email: 'a@example.com' }))).toBeNull();
    expect(readRecordToken(tokenOf({ id: 'r1', type: 'authRecord', email: 'a@example.com' }))).toBeNull();
    expect(readRecordToken(tokenOf({ id: 'r1', type: 'authRecord', collectionId: 42 }))).toBeNull();
    expect(readRecordToken('not-a-token')).toBeNull();
    expect(readRecordToken('a.%%%.c')).toBeNull();
    expect(readRecordToken('')).toBeNull();
  });
});
