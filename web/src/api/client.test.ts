import { asEndUser, logout, onLogout, pb, queryCancelKey } from './client';

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

describe('end-user confirmation calls', () => {
  const responseAt = (url: string, status: number) => {
    const response = new Response(null, { status });
    Object.defineProperty(response, 'url', { value: url });
    return response;
  };

  it("go out without the admin's token, and only they: every other call keeps it", async () => {
    pb.authStore.save('admin-token', null);
    // each request by what it is (the end-user ones reach fetch a microtask later)
    const sent = new Map<string, string | null>();
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const { token, email } = JSON.parse(String(init?.body)) as { token?: string; email?: string };
      const path = new URL(String(input), 'http://h').pathname.replace(/^.*\/api\//, '');
      sent.set(`${path} ${token ?? email}`, new Headers(init?.headers).get('Authorization'));
      return new Response(null, { status: 204 });
    });
    const once = { $autoCancel: false };
    const users = pb.collection('users');
    // made in the same task as end-user calls, before, between and after them
    await Promise.all([
      users.requestVerification('a@example.com', {}, once),
      asEndUser(() => users.confirmVerification('t1', {}, once)),
      asEndUser(() => users.confirmPasswordReset('t2', 'a', 'a', {}, once)),
      pb.admins.confirmPasswordReset('t3', 'a', 'a', {}, once),
      asEndUser(() => users.confirmEmailChange('t4', 'p', {}, once)),
      users.confirmVerification('t5', {}, once),
    ]);
    expect(Object.fromEntries(sent)).toEqual({
      'collections/users/request-verification a@example.com': 'admin-token',
      'collections/users/confirm-verification t1': null,
      'collections/users/confirm-password-reset t2': null,
      'admins/confirm-password-reset t3': 'admin-token',
      'collections/users/confirm-email-change t4': null,
      'collections/users/confirm-verification t5': 'admin-token',
    });
    expect(pb.beforeSend).toBeUndefined();
    expect(pb.authStore.token).toBe('admin-token');
    fetchSpy.mockRestore();
    pb.authStore.clear();
  });

  it('never end the admin session, even when answered 401', async () => {
    pb.authStore.save('admin-token', null);
    const cancel = vi.spyOn(pb, 'cancelAllRequests');
    const data = { code: 401, message: 'x' };
    expect(
      await pb.afterSend!(responseAt('http://h/api/collections/users/confirm-email-change', 401), data),
    ).toBe(data);
    expect(pb.authStore.token).toBe('admin-token');
    expect(cancel).not.toHaveBeenCalled();
    await pb.afterSend!(responseAt('http://h/api/collections/users/records', 401), data);
    expect(pb.authStore.token).toBe('');
    expect(cancel).toHaveBeenCalled();
    cancel.mockRestore();
  });
});
