import { logout, onLogout, pb, queryCancelKey } from './client';

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
