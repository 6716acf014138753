import { isNavigationBlocked } from './router';

// A chunk that fails to load after the server was upgraded (its old hashed name now 404s). The
// page reloads once by itself to pick up the new build, unless something unsaved would be lost;
// a second failure within a minute shows the error instead of reloading in a loop.

const RELOAD_KEY = 'larder_stale_chunk_reload_at';
const RELOAD_WINDOW_MS = 60_000;

/** The messages browsers and Vite give a failed dynamic import or module preload. */
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading chunk [\w-]+ failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || (typeof message === 'string' && CHUNK_ERROR.test(message));
}

function lastReloadAt(): number {
  try {
    return Number(sessionStorage.getItem(RELOAD_KEY)) || 0;
  } catch {
    return 0;
  }
}

/**
 * Reloads the page to load the new build, once: returns false (and does nothing) when it already
 * did so within the last minute, or when a panel holds unsaved changes.
 */
export function reloadForNewVersion(now = Date.now()): boolean {
  if (isNavigationBlocked()) return false;
  if (now - lastReloadAt() < RELOAD_WINDOW_MS) return false;
  try {
    sessionStorage.setItem(RELOAD_KEY, String(now));
  } catch {
    return false; // without storage we could not tell a loop from a first try
  }
  window.location.reload();
  return true;
}
