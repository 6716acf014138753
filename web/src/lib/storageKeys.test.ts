import {
  clearStoredData,
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

describe('clearStoredData (logout)', () => {
  it('removes drafts and the file token but keeps preferences', () => {
    localStorage.setItem(STORAGE_KEYS.recordDraft('c1', 'r1'), '{}');
    localStorage.setItem(STORAGE_KEYS.adminDraft('new'), '{}');
    localStorage.setItem(STORAGE_KEYS.adminFileToken, 'tok');
    localStorage.setItem(STORAGE_KEYS.hiddenColumns('c1'), '["a"]');
    writeStoredBool(STORAGE_KEYS.logsIncludeAdmins, true);
    clearStoredData();
    expect(localStorage.getItem(STORAGE_KEYS.recordDraft('c1', 'r1'))).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.adminDraft('new'))).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.adminFileToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.hiddenColumns('c1'))).toBe('["a"]');
    expect(readStoredBool(STORAGE_KEYS.logsIncludeAdmins, false)).toBe(true);
  });

  it('removes the import draft (a pasted collections configuration)', () => {
    localStorage.setItem(STORAGE_KEYS.importDraft, '{"values":{"text":"[]"}}');
    clearStoredData();
    expect(localStorage.getItem(STORAGE_KEYS.importDraft)).toBeNull();
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
