import { readStoredBool, STORAGE_KEYS, writeStoredBool } from './storageKeys';

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
