import { Admin } from 'pocketbase';
import { confirm, confirmQueue } from '../lib/confirm';
import { readDraft, registerDraftWriter, writeDraft } from '../lib/drafts';
import type { SessionEnd } from '../lib/sessionEnd';
import { toast, toasts } from '../lib/toasts';
import { logout, onSessionEnd, pb, queryCancelKey, refreshSession, session } from './client';
import { prefetch, takePrefetched } from './prefetch';

/** A token the SDK takes as valid (it reads `exp` only). */
function tokenFor(adminId: string, version = 1): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return `${part({ alg: 'HS256' })}.${part({ id: adminId, type: 'admin', exp, v: version })}.sig`;
}

const AUTH_KEY = 'pocketbase_auth';
const adminModel = (id: string) => ({ id, email: `${id}@example.com`, avatar: 0, created: '', updated: '' });

function signIn(adminId: string): string {
  const token = tokenFor(adminId);
  pb.authStore.save(token, new Admin(adminModel(adminId)));
  return token;
}

/** What another tab does to the shared localStorage, and the `storage` event this tab then gets. */
function otherTabWrites(value: { token: string; model: object } | null): void {
  const oldValue = localStorage.getItem(AUTH_KEY);
  const newValue = value ? JSON.stringify(value) : null;
  if (newValue === null) localStorage.removeItem(AUTH_KEY);
  else localStorage.setItem(AUTH_KEY, newValue);
  window.dispatchEvent(
    new StorageEvent('storage', { key: AUTH_KEY, oldValue, newValue, storageArea: localStorage }),
  );
}

function otherTabSignsIn(adminId: string, version = 1): string {
  const token = tokenFor(adminId, version);
  otherTabWrites({ token, model: adminModel(adminId) });
  return token;
}

/** Every session end the client reports, while the test runs. */
function watchEnds(): SessionEnd[] {
  const ends: SessionEnd[] = [];
  const stop = onSessionEnd((end) => ends.push(end));
  onTestFinished(() => {
    stop();
  });
  return ends;
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
  it('clears auth and the file token, keeps drafts and preferences, and ends the session', () => {
    const ends = watchEnds();
    signIn('a1');
    localStorage.setItem('larder_admin_draft_new', '{"owner":"a1","values":{}}');
    localStorage.setItem('larder_admin_file_token', 'file-token');
    localStorage.setItem('larder_logs_include_admins', 'true');
    logout();
    expect(pb.authStore.token).toBe('');
    expect(session.get()).toMatchObject({ token: '', admin: null, isValid: false });
    expect(localStorage.getItem('larder_admin_file_token')).toBeNull();
    expect(localStorage.getItem('larder_admin_draft_new')).toBe('{"owner":"a1","values":{}}');
    expect(localStorage.getItem('larder_logs_include_admins')).toBe('true');
    expect(ends).toEqual([{ adminId: 'a1', nextAdminId: null, cause: 'logout' }]);
  });

  it('with no session (the installer), still removes the file token and ends nothing', () => {
    const ends = watchEnds();
    localStorage.setItem('larder_admin_file_token', 'file-token');
    logout();
    expect(localStorage.getItem('larder_admin_file_token')).toBeNull();
    expect(ends).toEqual([]);
  });
});

describe('a sign-out in another tab', () => {
  it('ends the session here at once: drafts written first, then requests, realtime, prefetches, questions and toasts dropped', async () => {
    signIn('a1');
    const ends = watchEnds();
    const order: string[] = [];
    const unregister = registerDraftWriter(() => {
      order.push('draft');
      writeDraft('larder_record_draft_c_r', 'a1', { title: 'typed' });
    });
    const cancel = vi.spyOn(pb, 'cancelAllRequests').mockImplementation(() => {
      order.push('cancel');
      return pb;
    });
    const unsubscribe = vi.spyOn(pb.realtime, 'unsubscribe').mockImplementation(async () => {
      order.push('realtime');
    });
    onTestFinished(() => {
      unregister();
      cancel.mockRestore();
      unsubscribe.mockRestore();
    });
    prefetch('collections', () => Promise.resolve([]));
    const question = confirm('Do you really want to delete the selected record?');
    toast.error('Only admins can perform this action.');
    localStorage.setItem('larder_admin_file_token', 'file-token');
    const generation = session.get().generation;

    otherTabWrites(null);

    expect(order).toEqual(['draft', 'cancel', 'realtime']);
    expect(unsubscribe).toHaveBeenCalledWith();
    expect(readDraft('larder_record_draft_c_r', 'a1')?.values).toEqual({ title: 'typed' });
    expect(takePrefetched('collections')).toBeNull();
    expect(confirmQueue.get()).toEqual([]);
    await expect(question).resolves.toBe(false);
    expect(toasts.get()).toEqual([]);
    expect(localStorage.getItem('larder_admin_file_token')).toBeNull();
    expect(ends).toEqual([{ adminId: 'a1', nextAdminId: null, cause: 'elsewhere' }]);
    expect(session.get()).toMatchObject({ admin: null, isValid: false, generation: generation + 1 });
  });

  it('followed by a sign-in of the same admin before this tab heard of it still starts a new session', () => {
    signIn('a1');
    const ends = watchEnds();
    const generation = session.get().generation;
    // the sign-in is in storage already when the event of the removal is handled
    const token = tokenFor('a1', 2);
    localStorage.setItem(AUTH_KEY, JSON.stringify({ token, model: adminModel('a1') }));
    window.dispatchEvent(
      new StorageEvent('storage', { key: AUTH_KEY, newValue: null, storageArea: localStorage }),
    );
    expect(ends).toEqual([{ adminId: 'a1', nextAdminId: 'a1', cause: 'elsewhere' }]);
    expect(session.get()).toMatchObject({ token, isValid: true, generation: generation + 1 });
  });

  it('of the whole storage (cleared) ends the session too', () => {
    signIn('a1');
    const ends = watchEnds();
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    expect(ends).toEqual([{ adminId: 'a1', nextAdminId: null, cause: 'elsewhere' }]);
  });
});

describe('a sign-in in another tab', () => {
  it('as another admin ends this session and brings in theirs', () => {
    signIn('a1');
    const ends = watchEnds();
    const token = otherTabSignsIn('a2');
    expect(ends).toEqual([{ adminId: 'a1', nextAdminId: 'a2', cause: 'elsewhere' }]);
    expect(session.get()).toMatchObject({ token, isValid: true });
    expect(session.get().admin?.id).toBe('a2');
  });

  it('while signed out here brings the session in and ends nothing', () => {
    const ends = watchEnds();
    const generation = session.get().generation;
    otherTabSignsIn('a1');
    expect(ends).toEqual([]);
    expect(session.get()).toMatchObject({ isValid: true, generation });
    expect(session.get().admin?.id).toBe('a1');
  });

  it('of a refreshed token of the same admin only updates the token', () => {
    signIn('a1');
    const ends = watchEnds();
    const generation = session.get().generation;
    const token = otherTabSignsIn('a1', 2);
    expect(ends).toEqual([]);
    expect(session.get()).toMatchObject({ token, isValid: true, generation });
  });

  it('is not heard from other keys', () => {
    signIn('a1');
    const ends = watchEnds();
    const before = session.get();
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: 'larder_admin_file_token',
        newValue: null,
        storageArea: localStorage,
      }),
    );
    expect(ends).toEqual([]);
    expect(session.get()).toBe(before);
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

  it("go out without the admin's token; every other call keeps it, and leaves at once", async () => {
    const token = signIn('a1');
    // no hook stays installed: the SDK would make every request wait for it before leaving
    expect(pb.beforeSend).toBeUndefined();
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
    // the hook of an end user's call is gone once the call has left
    expect(pb.beforeSend).toBeUndefined();
    expect(pb.authStore.token).toBe(token);
  });

  it('leave in the same task as the call: a request made while the entry still runs goes out then', () => {
    signIn('a1');
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => {}));
    onTestFinished(() => fetchSpy.mockRestore());
    void pb.collections.getList(1, 1, once);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
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
    const ends = watchEnds();
    const data = { code: 401, message: 'x' };
    expect(
      await pb.afterSend!(responseAt('http://h/api/collections/users/confirm-email-change', 401), data),
    ).toBe(data);
    history.replaceState(null, '', '#/users/confirm-verification/eyJ.x.y');
    await pb.afterSend!(responseAt('http://h/api/collections/users/records', 401), data);
    expect(pb.authStore.token).toBe(token);
    expect(ends).toEqual([]);

    history.replaceState(null, '', '#/collections');
    await pb.afterSend!(responseAt('http://h/api/collections/users/records', 401), data);
    expect(pb.authStore.token).toBe('');
    expect(ends).toEqual([{ adminId: 'a1', nextAdminId: null, cause: 'rejected' }]);
  });
});
