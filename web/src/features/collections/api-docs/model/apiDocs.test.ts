import { apiDocTabs } from './apiDocs';
import { BASE_URL, base, auth, view, ids } from './apiDocs.fixtures';

describe('apiDocTabs: which tabs', () => {
  it('gives a base collection list, view, create, update, delete and realtime', () => {
    const tabs = apiDocTabs(base(), BASE_URL);
    expect(ids(tabs)).toEqual(['list', 'view', 'create', 'update', 'delete', 'realtime']);
    expect(tabs.map((t) => t.label)).toEqual([
      'List/Search',
      'View',
      'Create',
      'Update',
      'Delete',
      'Realtime',
    ]);
  });

  it('drops create, update, delete and realtime for a view', () => {
    expect(ids(apiDocTabs(view, BASE_URL))).toEqual(['list', 'view']);
  });

  it('adds every auth tab when password and OAuth2 auth are allowed', () => {
    const tabs = apiDocTabs(
      auth({ allowEmailAuth: true, allowUsernameAuth: true, allowOAuth2Auth: true }),
      BASE_URL,
    );
    expect(ids(tabs)).toEqual([
      'list',
      'view',
      'create',
      'update',
      'delete',
      'realtime',
      'auth-with-password',
      'auth-with-oauth2',
      'auth-refresh',
      'request-verification',
      'confirm-verification',
      'request-password-reset',
      'confirm-password-reset',
      'request-email-change',
      'confirm-email-change',
      'auth-methods',
      'list-external-auths',
      'unlink-external-auth',
    ]);
    expect(tabs.slice(6).map((t) => t.label)).toEqual([
      'Auth with password',
      'Auth with OAuth2',
      'Auth refresh',
      'Request verification',
      'Confirm verification',
      'Request password reset',
      'Confirm password reset',
      'Request email change',
      'Confirm email change',
      'List auth methods',
      'List OAuth2 accounts',
      'Unlink OAuth2 account',
    ]);
  });

  it('keeps the password tab with only username or only email auth', () => {
    expect(ids(apiDocTabs(auth({ allowUsernameAuth: true }), BASE_URL))).toContain('auth-with-password');
    expect(ids(apiDocTabs(auth({ allowEmailAuth: true }), BASE_URL))).toContain('auth-with-password');
  });

  it('hides the password tab without username and email auth, and the OAuth2 tabs without OAuth2', () => {
    const tabs = ids(apiDocTabs(auth({ allowEmailAuth: false, allowUsernameAuth: false }), BASE_URL));
    expect(tabs).not.toContain('auth-with-password');
    expect(tabs).not.toContain('auth-with-oauth2');
    expect(tabs).not.toContain('list-external-auths');
    expect(tabs).not.toContain('unlink-external-auth');
    expect(tabs).toContain('auth-refresh');
    expect(tabs).toContain('auth-methods');
    expect(tabs).toHaveLength(6 + 8);
  });

  it('shows the OAuth2 tabs without password auth', () => {
    const tabs = ids(apiDocTabs(auth({ allowOAuth2Auth: true }), BASE_URL));
    expect(tabs).toEqual(
      expect.arrayContaining(['auth-with-oauth2', 'list-external-auths', 'unlink-external-auth']),
    );
    expect(tabs).not.toContain('auth-with-password');
  });
});

describe('apiDocTabs: methods, paths and rules', () => {
  it('gives each response status once per tab (the status tabs)', () => {
    for (const t of apiDocTabs(auth({ allowEmailAuth: true, allowOAuth2Auth: true }), BASE_URL)) {
      const statuses = t.responses.map((r) => r.status);
      expect(new Set(statuses).size).toBe(statuses.length);
      for (const r of t.responses) expect(() => JSON.parse(r.body)).not.toThrow();
    }
  });
});
