import { addNavigationGuard, getHashLocation, isNavigationBlocked, navigate } from './router';

function nextHashChange(): Promise<void> {
  return new Promise((resolve) =>
    window.addEventListener('hashchange', () => setTimeout(resolve, 0), { once: true }),
  );
}

function guard(answer: boolean) {
  const confirm = vi.fn(async () => answer);
  const remove = addNavigationGuard({ isBlocking: () => true, confirm });
  return { confirm, remove };
}

describe('navigate', () => {
  it('pushes or replaces the hash and keeps the real query (installer flag) alone', () => {
    navigate('/logs', { force: true });
    const length = history.length;
    navigate('/settings/admins?filter=x');
    expect(history.length).toBe(length + 1);
    expect(getHashLocation().path).toBe('/settings/admins');
    expect(getHashLocation().query.get('filter')).toBe('x');
    navigate('/settings', { replace: true });
    expect(history.length).toBe(length + 1);
    expect(location.hash).toBe('#/settings');
  });
});

describe('navigation guards', () => {
  beforeEach(() => navigate('/settings/admins', { force: true }));

  it('hold our own navigation until the guard agrees', async () => {
    const no = guard(false);
    navigate('/logs');
    await vi.waitFor(() => expect(no.confirm).toHaveBeenCalled());
    expect(getHashLocation().path).toBe('/settings/admins');
    no.remove();

    const yes = guard(true);
    navigate('/logs');
    await vi.waitFor(() => expect(getHashLocation().path).toBe('/logs'));
    yes.remove();
  });

  it('undo a link or a typed address when the answer is No, and follow it on Yes', async () => {
    const no = guard(false);
    const changed = nextHashChange();
    location.hash = '#/collections';
    await changed;
    await vi.waitFor(() => expect(no.confirm).toHaveBeenCalled());
    await vi.waitFor(() => expect(location.hash).toBe('#/settings/admins'));
    expect(getHashLocation().path).toBe('/settings/admins');
    no.remove();

    const yes = guard(true);
    location.hash = '#/collections';
    await vi.waitFor(() => expect(getHashLocation().path).toBe('/collections'));
    expect(location.hash).toBe('#/collections');
    yes.remove();
  });

  it('undo Back when the answer is No, keeping the history as it was', async () => {
    navigate('/logs', { force: true });
    navigate('/settings/admins?admin=new', { force: true });
    const length = history.length;
    const no = guard(false);
    history.back();
    await vi.waitFor(() => expect(no.confirm).toHaveBeenCalled());
    await vi.waitFor(() => expect(location.hash).toBe('#/settings/admins?admin=new'));
    expect(history.length).toBe(length);
    no.remove();

    // the entry behind is still /logs: Back without a guard goes there
    history.back();
    await vi.waitFor(() => expect(getHashLocation().path).toBe('/logs'));
  });

  it('ask about a Back made while a question is open once that question is answered No', async () => {
    navigate('/logs', { force: true });
    navigate('/settings/admins?admin=new', { force: true });
    const answers: Array<(yes: boolean) => void> = [];
    const confirm = vi.fn(() => new Promise<boolean>((resolve) => answers.push(resolve)));
    const remove = addNavigationGuard({ isBlocking: () => true, confirm });

    location.hash = '#/collections';
    await vi.waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(location.hash).toBe('#/settings/admins?admin=new'));
    // Back while the question about the typed address is still open: undone, not lost
    const back = nextHashChange();
    history.back();
    await back;
    await vi.waitFor(() => expect(location.hash).toBe('#/settings/admins?admin=new'));
    expect(confirm).toHaveBeenCalledTimes(1);

    answers[0](false);
    await vi.waitFor(() => expect(confirm).toHaveBeenCalledTimes(2));
    expect(getHashLocation().path).toBe('/settings/admins');
    expect(getHashLocation().query.get('admin')).toBe('new');
    answers[1](true);
    await vi.waitFor(() => expect(getHashLocation().path).toBe('/logs'));
    expect(location.hash).toBe('#/logs');
    remove();
  });

  it('drop a move made while a question is open when that question is answered Yes', async () => {
    navigate('/logs', { force: true });
    navigate('/settings/admins?admin=new', { force: true });
    const answers: Array<(yes: boolean) => void> = [];
    const confirm = vi.fn(() => new Promise<boolean>((resolve) => answers.push(resolve)));
    const remove = addNavigationGuard({ isBlocking: () => true, confirm });

    navigate('/collections');
    await vi.waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    const back = nextHashChange();
    history.back();
    await back;
    await vi.waitFor(() => expect(location.hash).toBe('#/settings/admins?admin=new'));
    answers[0](true);
    await vi.waitFor(() => expect(getHashLocation().path).toBe('/collections'));
    expect(confirm).toHaveBeenCalledTimes(1);
    remove();
  });

  it('are skipped by a forced navigation (session ended, logout)', () => {
    const no = guard(false);
    expect(isNavigationBlocked()).toBe(true);
    navigate('/login', { force: true });
    expect(getHashLocation().path).toBe('/login');
    expect(no.confirm).not.toHaveBeenCalled();
    no.remove();
  });
});
