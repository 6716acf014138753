import type { Messages } from '@lingui/core';
import { activateLanguage, isLanguage, LANGUAGES, preferredLanguage, type Language } from '../lib/i18n';
import { readStoredString, STORAGE_KEYS } from '../lib/storageKeys';

// The interface language: the one chosen in this browser, else the first of the browser's own
// languages the dashboard has, else English. Choosing one loads its catalog (English needs none)
// and switches every text in place, without a reload; the other tabs follow through the storage
// event.

const CATALOGS: Record<Exclude<Language, 'en'>, () => Promise<{ default: Messages }>> = {
  de: () => import('../locales/de/index.ts'),
  es: () => import('../locales/es/index.ts'),
  ar: () => import('../locales/ar/index.ts'),
};

export function readLanguageChoice(): Language | null {
  const raw = readStoredString(STORAGE_KEYS.language);
  return isLanguage(raw) ? raw : null;
}

export function initialLanguage(browserLanguages: readonly string[] = navigator.languages ?? []): Language {
  return readLanguageChoice() ?? preferredLanguage(browserLanguages);
}

let pending = 0;

/** Loads `lang`'s catalog and switches to it; a later call wins over one still loading. */
export async function applyLanguage(
  lang: Language,
  root: HTMLElement = document.documentElement,
): Promise<void> {
  const ticket = ++pending;
  const messages = lang === 'en' ? undefined : (await CATALOGS[lang]()).default;
  if (ticket !== pending) return;
  root.lang = lang;
  root.dir = LANGUAGES[lang].dir;
  activateLanguage(lang, messages);
}

/** Makes `lang` this browser's language, stored for the next visit and for the other tabs. */
export function chooseLanguage(lang: Language): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEYS.language, lang);
  } catch {
    // storage full or disabled: the choice holds for this page only
  }
  return applyLanguage(lang);
}

/** Applies the initial language (resolved when its texts are ready) and follows the other tabs. */
export function startLanguage(win: Window = window): Promise<void> {
  win.addEventListener('storage', (event) => {
    if (event.key === null || event.key === STORAGE_KEYS.language) void applyLanguage(initialLanguage());
  });
  return applyLanguage(initialLanguage());
}
