// Every localStorage key the dashboard uses (spec §3 "Local storage holds").
export const STORAGE_KEYS = {
  /** Admin auth (token and model): the SDK's default LocalAuthStore key. */
  adminAuth: 'pocketbase_auth',
  /** Admin file token for protected files. */
  adminFileToken: 'larder_admin_file_token',
  /** The 'Include requests by admins' choice on the logs screen. */
  logsIncludeAdmins: 'larder_logs_include_admins',
  /** Hidden record columns, one entry per collection id. */
  hiddenColumns: (collectionId: string) => `larder_hidden_columns_${collectionId}`,
  /** Record drafts, keyed by collection id and record id. */
  recordDraft: (collectionId: string, recordId: string) => `larder_record_draft_${collectionId}_${recordId}`,
  /** Last address used in the test-email popup. */
  lastTestEmail: 'larder_last_test_email',
} as const;

export function readStoredBool(key: string, fallback: boolean): boolean {
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return fallback;
    return raw === 'true';
  } catch {
    return fallback;
  }
}

export function writeStoredBool(key: string, value: boolean): void {
  try {
    localStorage.setItem(key, value ? 'true' : 'false');
  } catch {
    // storage full or disabled: the choice just isn't remembered
  }
}
