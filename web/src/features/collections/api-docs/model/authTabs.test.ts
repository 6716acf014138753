import { apiDocTabs } from './apiDocs';
import { BASE_URL, auth, tab } from './apiDocs.fixtures';

describe('apiDocTabs: methods, paths and rules', () => {
  it('gives each auth endpoint its method and path', () => {
    const tabs = apiDocTabs(auth({ allowEmailAuth: true, allowOAuth2Auth: true }), BASE_URL);
    const paths = Object.fromEntries(tabs.map((t) => [t.id, `${t.method} ${t.path}`]));
    expect(paths['auth-with-password']).toBe('POST /api/collections/users/auth-with-password');
    expect(paths['auth-with-oauth2']).toBe('POST /api/collections/users/auth-with-oauth2');
    expect(paths['auth-refresh']).toBe('POST /api/collections/users/auth-refresh');
    expect(paths['request-verification']).toBe('POST /api/collections/users/request-verification');
    expect(paths['confirm-verification']).toBe('POST /api/collections/users/confirm-verification');
    expect(paths['request-password-reset']).toBe('POST /api/collections/users/request-password-reset');
    expect(paths['confirm-password-reset']).toBe('POST /api/collections/users/confirm-password-reset');
    expect(paths['request-email-change']).toBe('POST /api/collections/users/request-email-change');
    expect(paths['confirm-email-change']).toBe('POST /api/collections/users/confirm-email-change');
    expect(paths['auth-methods']).toBe('GET /api/collections/users/auth-methods');
    expect(paths['list-external-auths']).toBe('GET /api/collections/users/records/:id/external-auths');
    expect(paths['unlink-external-auth']).toBe(
      'DELETE /api/collections/users/records/:id/external-auths/:provider',
    );
    expect(tab(tabs, 'unlink-external-auth').pathParams.map((p) => p.name)).toEqual(['id', 'provider']);
  });

  it("answers 403 'You are not allowed to perform this request.' for another record's OAuth2 accounts", () => {
    const tabs = apiDocTabs(auth({ allowOAuth2Auth: true }), BASE_URL);
    const bodies = tab(tabs, 'list-external-auths').responses.map((r) => [r.status, JSON.parse(r.body)]);
    expect(bodies.map(([status]) => status)).toEqual([200, 401, 403, 404]);
    expect(bodies[2][1].message).toBe('You are not allowed to perform this request.');
  });
});

describe('apiDocTabs: parameters', () => {
  it('documents the auth form bodies', () => {
    const tabs = apiDocTabs(
      auth({ allowEmailAuth: true, allowUsernameAuth: true, allowOAuth2Auth: true }),
      BASE_URL,
    );
    const body = (id: string) => tab(tabs, id).bodyParams.map((p) => p.name);
    expect(body('auth-with-password')).toEqual(['identity', 'password']);
    expect(body('auth-with-oauth2')).toEqual([
      'provider',
      'code',
      'codeVerifier',
      'redirectUrl',
      'createData',
    ]);
    expect(body('request-verification')).toEqual(['email']);
    expect(body('confirm-verification')).toEqual(['token']);
    expect(body('request-password-reset')).toEqual(['email']);
    expect(body('confirm-password-reset')).toEqual(['token', 'password', 'passwordConfirm']);
    expect(body('request-email-change')).toEqual(['newEmail']);
    expect(body('confirm-email-change')).toEqual(['token', 'password']);
    expect(tab(tabs, 'auth-with-password').bodyParams[0].description).toContain('username or email');
  });
});
