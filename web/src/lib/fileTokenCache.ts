// The admin file token for protected files: short-lived, so it is fetched when missing or about to
// expire, kept in localStorage (shared with other tabs) and shared by concurrent callers (one
// request). A failed fetch is logged and yields '' (callers then use the plain URL, which shows a
// file icon); the next call tries again.
import { readTokenPayload } from './jwt';
import { STORAGE_KEYS } from './storageKeys';

export interface FileTokenCacheOptions {
  /** Asks the server for a new token (POST /api/files/token). */
  fetchToken: () => Promise<string>;
  /** Where the token is stored; STORAGE_KEYS.adminFileToken by default. */
  storageKey?: string;
  /** The current time in milliseconds; Date.now by default. */
  now?: () => number;
  /** A token expiring within this many milliseconds counts as expired; 15000 by default. */
  marginMs?: number;
}

export interface FileTokenCache {
  /** A usable token: the stored one while it has more than the margin left, else a fresh one; '' when fetching failed. */
  get(): Promise<string>;
  /** Forgets the token (stored and in flight), e.g. on logout. */
  clear(): void;
}

/** Token expiry in milliseconds from the JWT `exp` claim (seconds); null when unreadable. */
function expiresAtMs(token: string): number | null {
  const exp = readTokenPayload(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}

/** Creates a file token cache that fetches at most once at a time and reuses the stored token until it nearly expires. */
export function createFileTokenCache(options: FileTokenCacheOptions): FileTokenCache {
  const { fetchToken, storageKey = STORAGE_KEYS.adminFileToken, now = Date.now, marginMs = 15000 } = options;
  // used only while localStorage is unavailable
  let memoryToken = '';
  let inFlight: Promise<string> | null = null;
  // bumped by clear(): a fetch started before it doesn't store its token
  let generation = 0;

  function readStored(): string {
    try {
      return localStorage.getItem(storageKey) ?? '';
    } catch {
      return memoryToken;
    }
  }

  function store(token: string): void {
    memoryToken = token;
    try {
      localStorage.setItem(storageKey, token);
    } catch {
      // storage full or disabled: the token lives in memory only
    }
  }

  function isFresh(token: string): boolean {
    const expiresAt = token ? expiresAtMs(token) : null;
    return expiresAt !== null && expiresAt - now() > marginMs;
  }

  function get(): Promise<string> {
    const stored = readStored();
    if (isFresh(stored)) return Promise.resolve(stored);
    if (inFlight) return inFlight;

    const started = generation;
    let fetched: Promise<string>;
    try {
      fetched = fetchToken();
    } catch (err) {
      fetched = Promise.reject(err);
    }
    const request: Promise<string> = fetched
      .then(
        (token) => {
          if (started === generation && token) store(token);
          return token;
        },
        (err: unknown) => {
          console.warn('Failed to load the file token.', err);
          return '';
        },
      )
      .finally(() => {
        if (inFlight === request) inFlight = null;
      });
    inFlight = request;
    return request;
  }

  function clear(): void {
    generation++;
    inFlight = null;
    memoryToken = '';
    try {
      localStorage.removeItem(storageKey);
    } catch {
      // storage disabled: nothing was stored
    }
  }

  return { get, clear };
}
