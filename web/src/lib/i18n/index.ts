import { setupI18n, type Messages } from '@lingui/core';
import { createStore } from '../store';

// The interface's texts live in message catalogs (src/locales/{language}/{namespace}.json), written
// in ICU MessageFormat and compiled at build time (build/i18nCatalogs.ts), so only Lingui's small
// interpreter ships. English is the source: each part of the code imports its own English namespace
// statically (it travels in that part's chunk), while another language is one lazily loaded
// catalog holding every namespace. A text missing from that catalog falls back to its English.

export const LANGUAGES = {
  en: { name: 'English', dir: 'ltr' },
  de: { name: 'Deutsch', dir: 'ltr' },
  es: { name: 'Español', dir: 'ltr' },
  ar: { name: 'العربية', dir: 'rtl' },
} as const;

export type Language = keyof typeof LANGUAGES;
export const SOURCE_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(LANGUAGES, value);
}

/**
 * The first of the browser's preferred languages that the dashboard has (matched on the primary
 * subtag, so 'de-AT' picks German), else English.
 */
export function preferredLanguage(browserLanguages: readonly string[]): Language {
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return SOURCE_LANGUAGE;
}

/** Values a message's placeholders take: numbers are formatted for the language (plurals, `#`). */
export type MessageValues = Record<string, string | number>;

export type Translate<K extends string> = (key: K, values?: MessageValues) => string;

const i18n = setupI18n({ locale: SOURCE_LANGUAGE, messages: { [SOURCE_LANGUAGE]: {} } });

/** The language on screen; components re-render through ui/useLanguage when it changes. */
export const language = createStore<Language>(SOURCE_LANGUAGE);

/** Prefixes a namespace's keys with its name: the ids of one language's whole catalog. */
export function namespaced(files: Record<string, Messages>): Messages {
  const all: Messages = {};
  for (const [file, messages] of Object.entries(files)) {
    const ns = file.replace(/^.*\//, '').replace(/\.json$/, '');
    for (const [key, message] of Object.entries(messages)) all[`${ns}.${key}`] = message;
  }
  return all;
}

/**
 * The translate function of one namespace. `english` is the namespace's English catalog, imported
 * by the code that shows its texts: it is what the source language shows, and the fallback of any
 * key another language's catalog lacks.
 */
export function catalog<K extends string>(ns: string, english: Record<K, unknown>): Translate<K> {
  const source = english as unknown as Messages;
  return (key, values) => i18n._(`${ns}.${key}`, values, { message: source[key] as string });
}

/** Makes `lang` the language of the texts, with `messages` its whole catalog (none for English). */
export function activateLanguage(lang: Language, messages?: Messages): void {
  if (messages) i18n.load(lang, messages);
  i18n.activate(lang);
  language.set(lang);
}

/** A number as the language writes it (digits grouping, decimal mark). */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(language.get(), options).format(value);
}
