import { Admin } from 'pocketbase';
import { logout, onLogout, pb, queryCancelKey, refreshSession } from './client';

/** A token the SDK takes as valid (it reads `exp` only). */
function tokenFor(adminId: string, version = 1): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return `${part({ alg: 'HS256' })}.${part({ id: adminId, type: 'admin', exp, v: version })}.sig`;
}

const adminModel = (id: string) => ({ id, email: `${id}@example.com`, avatar: 0, created: '', updated: '' });

function signIn(adminId: string): string {
  const token = tokenFor(adminId);
  pb.authStore.save(token, new Admin(adminModel(adminId)));
  return token;
}

afterEach(() => {
  pb.authStore.clear();
  history.replaceState(null, '', '#/');
});

describe('queryCancelKey', () => {
  it('differs for two lists of the same resource with different parameters, so they never abort each other', () => {
    const table = queryCancelKey(['records', 'list', { collection: 'posts', filter: '', sort: '-created' }]);
    const picker = queryCancelKey(['records', 'list', { collection: 'posts', filter: '', sort: '' }]);
    expect(table).not.toBe(picker);
    expect(queryCancelKey(['logs', 'list'], undefined, 1)).not.toBe(
      queryCancelKey(['logs', 'list'], undefined, 2),
    );
  });

  it('cancels the request when React Query drops the query (its signal aborts)', () => {
    const cancel = vi.spyOn(pb, 'cancelRequest');
    const controller = new AbortController();
    const key = queryCancelKey(['admins', 'list'], controller.signal);
    controller.abort();
    expect(cancel).toHaveBeenCalledWith(key);
    cancel.mockRestore();
  });
});

describe('logout', () => {
  it('clears auth, the stored data keys and runs the logout hooks (the query cache)', () => {
    const hook = vi.fn();
    const remove = onLogout(hook);
    pb.authStore.save('token', null);
    localStorage.setItem('larder_admin_draft_new', '{}');
    localStorage.setItem('larder_logs_include_admins', 'true');
    logout();
    expect(pb.authStore.token).toBe('');
    expect(localStorage.getItem('larder_admin_draft_new')).toBeNull();
    expect(localStorage.getItem('larder_logs_include_admins')).toBe('true');
    expect(hook).toHaveBeenCalledTimes(1);
    remove();
  });
});

describe('end-user calls', () => {
  const responseAt = (url: string, status: number) => {
    const response = new Response(null, { status });
    Object.defineProperty(response, 'url', { value: url });
    return response;
  };

  /** Every request by what it is, with the Authorization header it went out with. */
  function captureRequests(): Map<string, string | null> {
    const sent = new Map<string, string | null>();
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const body = init?.body ? (JSON.parse(String(init.body)) as { token?: string; email?: string }) : {};
      const path = new URL(String(input), 'http://h').pathname.replace(/^.*\/api\//, '');
      const what = body.token ?? body.email;
      sent.set(what ? `${path} ${what}` : path, new Headers(init?.headers).get('Authorization'));
      return new Response(null, { status: 204 });
    });
    onTestFinished(() => fetchSpy.mockRestore());
    return sent;
  }

  const once = { $autoCancel: false };

  it("go out without the admin's token, by a hook installed once; every other call keeps it", async () => {
    const token = signIn('a1');
    const installed = pb.beforeSend;
    expect(installed).toBeTypeOf('function');
    const sent = captureRequests();
    const users = pb.collection('users');
    await Promise.all([
      users.requestVerification('a@example.com', {}, once),
      users.confirmVerification('t1', {}, once),
      users.confirmPasswordReset('t2', 'a', 'a', {}, once),
      pb.admins.confirmPasswordReset('t3', 'a', 'a', {}, once),
      users.confirmEmailChange('t4', 'p', {}, once),
      users.requestPasswordReset('b@example.com', {}, once),
      users.requestEmailChange('new@example.com', {}, once),
      pb.admins.requestPasswordReset('c@example.com', {}, once),
    ]);
    expect(Object.fromEntries(sent)).toEqual({
      'collections/users/request-verification a@example.com': token,
      'collections/users/confirm-verification t1': null,
      'collections/users/confirm-password-reset t2': null,
      'admins/confirm-password-reset t3': token,
      'collections/users/confirm-email-change t4': null,
      'collections/users/request-password-reset b@example.com': token,
      'collections/users/request-email-change': null,
      'admins/request-password-reset c@example.com': token,
    });
    // no call swaps the hook
    expect(pb.beforeSend).toBe(installed);
    expect(pb.authStore.token).toBe(token);
  });

  it("are every call made while an end-user page shows: none carries the admin's token", async () => {
    signIn('a1');
    history.replaceState(null, '', '#/users/confirm-password-reset/eyJ.x.y');
    const sent = captureRequests();
    const users = pb.collection('users');
    await Promise.all([
      users.requestVerification('a@example.com', {}, once),
      users.requestPasswordReset('b@example.com', {}, once),
      users.getList(1, 1, once),
      pb.settings.getAll(once),
    ]);
    expect(Object.fromEntries(sent)).toEqual({
      'collections/users/request-verification a@example.com': null,
      'collections/users/request-password-reset b@example.com': null,
      'collections/users/records': null,
      settings: null,
    });
  });

  it('on an end-user page, the admin session is not even refreshed', async () => {
    signIn('a1');
    history.replaceState(null, '', '#/auth/confirm-verification/eyJ.x.y');
    const sent = captureRequests();
    await refreshSession();
    expect(sent.size).toBe(0);
    history.replaceState(null, '', '#/collections');
    await refreshSession();
    expect([...sent.keys()]).toEqual(['admins/auth-refresh']);
  });

  it('never end the admin session, even when answered 401', async () => {
    const token = signIn('a1');
    const cancel = vi.spyOn(pb, 'cancelAllRequests');
    onTestFinished(() => cancel.mockRestore());
    const data = { code: 401, message: 'x' };
    expect(
      await pb.afterSend!(responseAt('http://h/api/collections/users/confirm-email-change', 401), data),
    ).toBe(data);
    history.replaceState(null, '', '#/users/confirm-verification/eyJ.x.y');
    await pb.afterSend!(responseAt('http://h/api/collections/users/records', 401), data);
    expect(pb.authStore.token).toBe(token);
    expect(cancel).not.toHaveBeenCalled();

    history.replaceState(null, '', '#/collections');
    await pb.afterSend!(responseAt('http://h/api/collections/users/records', 401), data);
    expect(pb.authStore.token).toBe('');
    expect(cancel).toHaveBeenCalled();
  });
});
