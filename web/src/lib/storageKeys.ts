// Every localStorage key the dashboard uses, in one place.
export const STORAGE_KEYS = {
  /** Admin auth (token and model): the SDK's default LocalAuthStore key. */
  adminAuth: 'pocketbase_auth',
  /** Admin file token for protected files. */
  adminFileToken: 'larder_admin_file_token',
  /** The 'Include requests by admins' choice on the logs screen. */
  logsIncludeAdmins: 'larder_logs_include_admins',
  /** Hidden record columns, one entry per collection id. */
  hiddenColumns: (collectionId: string) => `larder_hidden_columns_${collectionId}`,
  /** The records table's column order, widths, pins and row height, one entry per collection id. */
  columnLayout: (collectionId: string) => `larder_column_layout_${collectionId}`,
  /** Record drafts, keyed by collection id and record id. */
  recordDraft: (collectionId: string, recordId: string) => `larder_record_draft_${collectionId}_${recordId}`,
  /** Admin panel drafts: the id of the admin, or 'new'. */
  adminDraft: (adminId: string) => `larder_admin_draft_${adminId}`,
  /** Collection editor drafts: the id of the collection, or 'new'. */
  collectionDraft: (collectionId: string) => `larder_collection_draft_${collectionId}`,
  /** Settings page drafts (secrets left out), one per page: 'application', 'mail', 'storage', 'tokens'… */
  settingsDraft: (page: string) => `larder_settings_draft_${page}`,
  /** The collections configuration pasted or loaded on the import page, not yet imported. */
  importDraft: 'larder_import_draft',
  /** Last address used in the test-email popup. */
  lastTestEmail: 'larder_last_test_email',
  /**
   * The colour theme chosen in this browser: 'light', 'dark', or absent for the system's. The
   * script that sets the theme before first paint (public/theme-init.js) reads it under this name.
   */
  theme: 'larder_theme',
  /** The interface language chosen in this browser ('en', 'de'…), or absent for the browser's own. */
  language: 'larder_language',
  /**
   * '1' when the records are edited as a spreadsheet grid in this browser (absent: the plain table).
   * The build's line in public/theme-init.js reads it too, to preload the grid's chunk.
   */
  recordsGrid: 'larder_records_grid',
} as const;

/** Keys in sessionStorage (this tab only). */
export const SESSION_KEYS = {
  /** Where the admin was when the session ended (a 401): the sign-in page returns there. */
  returnTo: 'larder_return_to',
} as const;

/**
 * The stored keys that belong to a session rather than to an admin's work: the end of a session
 * removes them. Drafts are not among them: they carry their admin (lib/drafts) and wait for that
 * admin's next sign-in.
 */
export const SESSION_DATA_KEYS = [STORAGE_KEYS.adminFileToken];

/** Removes what belongs to the ended session (the file token); drafts and preferences stay. */
export function clearSessionData(): void {
  try {
    for (const key of SESSION_DATA_KEYS) localStorage.removeItem(key);
  } catch {
    // storage disabled: nothing was stored either
  }
}

/**
 * Whether a `storage` event (another tab wrote localStorage) is about the admin session: a change of
 * the SDK's auth key, or the whole storage cleared.
 */
export function isAdminAuthChange(event: Pick<StorageEvent, 'key' | 'storageArea'>): boolean {
  if (event.storageArea !== null && event.storageArea !== localStorage) return false;
  return event.key === null || event.key === STORAGE_KEYS.adminAuth;
}

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

export function readStoredString(key: string, fallback = ''): string {
  try {
    return localStorage.getItem(key) ?? fallback;
  } catch {
    return fallback;
  }
}

export function writeStoredString(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // storage full or disabled: the value just isn't remembered
  }
}
