import {
  clearSessionData,
  isAdminAuthChange,
  readStoredBool,
  readStoredString,
  STORAGE_KEYS,
  writeStoredBool,
  writeStoredString,
} from './storageKeys';

describe('storage keys', () => {
  it('builds per-collection and per-record keys', () => {
    expect(STORAGE_KEYS.hiddenColumns('c1')).not.toBe(STORAGE_KEYS.hiddenColumns('c2'));
    expect(STORAGE_KEYS.recordDraft('c1', 'r1')).toContain('c1');
    expect(STORAGE_KEYS.recordDraft('c1', 'r1')).toContain('r1');
    expect(STORAGE_KEYS.recordDraft('c1', 'r1')).not.toBe(STORAGE_KEYS.recordDraft('c1', 'r2'));
  });

  it('round-trips a boolean choice through localStorage', () => {
    const key = STORAGE_KEYS.logsIncludeAdmins;
    expect(readStoredBool(key, false)).toBe(false);
    expect(readStoredBool(key, true)).toBe(true);
    writeStoredBool(key, true);
    expect(readStoredBool(key, false)).toBe(true);
    writeStoredBool(key, false);
    expect(readStoredBool(key, true)).toBe(false);
  });
});

describe('clearSessionData (the end of a session)', () => {
  beforeEach(() => localStorage.clear());

  it("removes the file token, and keeps drafts (each is its admin's) and preferences", () => {
    localStorage.setItem(STORAGE_KEYS.recordDraft('c1', 'r1'), '{"owner":"a1"}');
    localStorage.setItem(STORAGE_KEYS.adminDraft('new'), '{"owner":"a1"}');
    localStorage.setItem(STORAGE_KEYS.importDraft, '{"owner":"a1","values":{"text":"[]"}}');
    localStorage.setItem(STORAGE_KEYS.adminFileToken, 'tok');
    localStorage.setItem(STORAGE_KEYS.hiddenColumns('c1'), '["a"]');
    writeStoredBool(STORAGE_KEYS.logsIncludeAdmins, true);
    clearSessionData();
    expect(localStorage.getItem(STORAGE_KEYS.adminFileToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.recordDraft('c1', 'r1'))).toBe('{"owner":"a1"}');
    expect(localStorage.getItem(STORAGE_KEYS.adminDraft('new'))).toBe('{"owner":"a1"}');
    expect(localStorage.getItem(STORAGE_KEYS.importDraft)).not.toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.hiddenColumns('c1'))).toBe('["a"]');
    expect(readStoredBool(STORAGE_KEYS.logsIncludeAdmins, false)).toBe(true);
  });
});

describe('isAdminAuthChange (a storage event from another tab)', () => {
  it("is a change of the SDK's auth key, or the whole localStorage cleared", () => {
    expect(isAdminAuthChange({ key: 'pocketbase_auth', storageArea: localStorage })).toBe(true);
    expect(isAdminAuthChange({ key: null, storageArea: localStorage })).toBe(true);
  });

  it('is not a change of another key, nor of sessionStorage', () => {
    expect(isAdminAuthChange({ key: STORAGE_KEYS.adminFileToken, storageArea: localStorage })).toBe(false);
    expect(isAdminAuthChange({ key: STORAGE_KEYS.recordDraft('c', 'r'), storageArea: localStorage })).toBe(
      false,
    );
    expect(isAdminAuthChange({ key: 'pocketbase_auth', storageArea: sessionStorage })).toBe(false);
  });
});

describe('stored strings', () => {
  it('remember a text (the last test-email address), with a fallback while none is stored', () => {
    expect(readStoredString(STORAGE_KEYS.lastTestEmail)).toBe('');
    expect(readStoredString(STORAGE_KEYS.lastTestEmail, 'x')).toBe('x');
    writeStoredString(STORAGE_KEYS.lastTestEmail, 'ops@example.com');
    expect(readStoredString(STORAGE_KEYS.lastTestEmail)).toBe('ops@example.com');
    expect(localStorage.getItem('larder_last_test_email')).toBe('ops@example.com');
  });
});
