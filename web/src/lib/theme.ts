import { createStore } from './store';
import { readStoredString, STORAGE_KEYS } from './storageKeys';

// The colour theme: a choice stored per browser (Light, Dark, or System, the default), resolved
// against the system's preference and applied as `data-theme` and `color-scheme` on <html>, which
// tokens.css and the native controls follow. public/theme-init.js applies the stored choice before
// first paint; this module keeps it current afterwards.

export type ThemeChoice = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

export const THEME_CHOICES: readonly ThemeChoice[] = ['light', 'dark', 'system'];

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The stored choice; anything else stored (or nothing, or no storage) is the system's. */
export function readThemeChoice(): ThemeChoice {
  const raw = readStoredString(STORAGE_KEYS.theme);
  return raw === 'light' || raw === 'dark' ? raw : 'system';
}

/** Stores the choice; System is stored as no entry, so the default needs nothing stored. */
export function writeThemeChoice(choice: ThemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(STORAGE_KEYS.theme);
    else localStorage.setItem(STORAGE_KEYS.theme, choice);
  } catch {
    // storage full or disabled: the choice holds for this page only
  }
}

export function resolveTheme(choice: ThemeChoice, systemIsDark: boolean): ResolvedTheme {
  if (choice === 'system') return systemIsDark ? 'dark' : 'light';
  return choice;
}

/** The query of the system's preference, or null where the browser cannot tell (treated as light). */
function darkQuery(win: Window): MediaQueryList | null {
  return typeof win.matchMedia === 'function' ? win.matchMedia(DARK_QUERY) : null;
}

export function applyTheme(theme: ResolvedTheme, root: HTMLElement = document.documentElement): void {
  root.dataset.theme = theme;
  // native controls, scrollbars and the canvas behind the page follow the theme too
  root.style.colorScheme = theme;
}

/** The current choice, for the menu that offers it. */
export const themeChoice = createStore<ThemeChoice>('system');

/** The theme now on screen, for drawings that read colours once (the logs chart) and must redraw. */
export const resolvedTheme = createStore<ResolvedTheme>('light');

function refresh(win: Window): void {
  const choice = readThemeChoice();
  const theme = resolveTheme(choice, darkQuery(win)?.matches ?? false);
  applyTheme(theme, win.document.documentElement);
  themeChoice.set(choice);
  resolvedTheme.set(theme);
}

/** Makes `choice` this browser's theme, stored for the next visit and for the other tabs. */
export function chooseTheme(choice: ThemeChoice, win: Window = window): void {
  writeThemeChoice(choice);
  refresh(win);
}

/**
 * Applies the stored choice and keeps it current: System follows the system's preference as it
 * changes (e.g. at nightfall), and a choice made in another tab is followed here. Returns the stop.
 */
export function startTheme(win: Window = window): () => void {
  refresh(win);
  const query = darkQuery(win);
  const onSystemChange = () => refresh(win);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.theme) refresh(win);
  };
  query?.addEventListener('change', onSystemChange);
  win.addEventListener('storage', onStorage);
  return () => {
    query?.removeEventListener('change', onSystemChange);
    win.removeEventListener('storage', onStorage);
  };
}
