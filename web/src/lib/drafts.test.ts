import {
  mergeDraft,
  readDraft,
  registerDraftWriter,
  removeDraft,
  withoutKeys,
  writeDraft,
  writeOpenDrafts,
} from './drafts';

describe('drafts', () => {
  beforeEach(() => localStorage.clear());

  it('are offered back only to the admin who typed them', () => {
    writeDraft('k', 'admin1', { email: 'a@example.com' });
    expect(readDraft('k', 'admin1')?.values).toEqual({ email: 'a@example.com' });
    expect(readDraft('k', 'admin2')).toBeNull();
  });

  it('belong to an admin: a form of no signed-in admin neither stores nor is offered one', () => {
    writeDraft('k', 'admin1', { email: 'typed@example.com' });
    writeDraft('k', '', { email: '' });
    expect(readDraft('k', 'admin1')?.values).toEqual({ email: 'typed@example.com' });
    localStorage.setItem('k', JSON.stringify({ owner: '', savedAt: 1, values: { x: 1 } }));
    expect(readDraft('k', '')).toBeNull();
  });

  it('survive a reload (they live in localStorage) until removed', () => {
    writeDraft('k', 'a', { x: 1 });
    expect(JSON.parse(localStorage.getItem('k')!).values).toEqual({ x: 1 });
    removeDraft('k');
    expect(readDraft('k', 'a')).toBeNull();
  });

  it('remember the version they were typed on, when the form gives one', () => {
    writeDraft('k', 'a', { x: 1 }, { id: 'c1', updated: '2024-05-01 10:00:00.000Z' });
    expect(readDraft('k', 'a')?.basedOn).toEqual({ id: 'c1', updated: '2024-05-01 10:00:00.000Z' });
    writeDraft('k', 'a', { x: 2 });
    expect(readDraft('k', 'a')).not.toHaveProperty('basedOn');
  });

  it('that the browser refuses report it and take the older draft with them', () => {
    expect(writeDraft('k', 'a', { text: 'old' })).toBe(true);
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    try {
      expect(writeDraft('k', 'a', { text: 'new and too large' })).toBe(false);
    } finally {
      setItem.mockRestore();
    }
    // a reload must not bring back the older text in place of what was typed
    expect(readDraft('k', 'a')).toBeNull();
  });

  it('ignore unreadable stored text', () => {
    localStorage.setItem('k', '{not json');
    expect(readDraft('k', 'a')).toBeNull();
  });

  it('never keep passwords', () => {
    expect(
      withoutKeys({ email: 'e', password: 'p', passwordConfirm: 'p' }, ['password', 'passwordConfirm']),
    ).toEqual({
      email: 'e',
    });
  });
});

describe('writeOpenDrafts (the session is ending)', () => {
  beforeEach(() => localStorage.clear());

  it('has every open form store its draft, and forgets a form once it unregisters', () => {
    const closed = vi.fn();
    const unregister = registerDraftWriter(() => writeDraft('a', 'admin1', { title: 'typed' }));
    const unregisterClosed = registerDraftWriter(closed);
    unregisterClosed();
    writeOpenDrafts();
    expect(readDraft('a', 'admin1')?.values).toEqual({ title: 'typed' });
    expect(closed).not.toHaveBeenCalled();
    unregister();
  });

  it('goes on past a form that fails, and says so', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const unregisterFailing = registerDraftWriter(() => {
      throw new Error('broken form');
    });
    const unregister = registerDraftWriter(() => writeDraft('b', 'admin1', { x: 1 }));
    writeOpenDrafts();
    expect(readDraft('b', 'admin1')?.values).toEqual({ x: 1 });
    expect(warn).toHaveBeenCalledWith('Could not store a draft.', expect.any(Error));
    unregisterFailing();
    unregister();
    warn.mockRestore();
  });
});

describe('draft keys and restore', () => {
  it('leave out nested secrets by dotted path, keeping their siblings', () => {
    const values = { meta: { appName: 'A' }, smtp: { host: 'h', password: 'secret' } };
    expect(withoutKeys(values, ['smtp.password'])).toEqual({ meta: { appName: 'A' }, smtp: { host: 'h' } });
    expect(values.smtp.password).toBe('secret');
    expect(withoutKeys({ a: 1 }, ['missing.deep'])).toEqual({ a: 1 });
  });

  it('restore over the loaded values object by object, so a secret left out of the draft stays', () => {
    expect(mergeDraft({ host: 'old', password: '******', tags: [1, 2] }, { host: 'new', tags: [3] })).toEqual(
      {
        host: 'new',
        password: '******',
        tags: [3],
      },
    );
    expect(mergeDraft('loaded', 'typed')).toBe('typed');
  });
});
