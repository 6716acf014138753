// Runs in the web Vitest suite (web/vite.config.ts includes bench/**/*.test.mjs).
import { describe, expect, it } from 'vitest';
import { catalogLanguage, LANGUAGE_NAMES, languageTexts, onlyActiveCatalog } from './language.mjs';

const base = 'http://127.0.0.1:8090/_/assets';

describe('catalogLanguage', () => {
  it('names the language of a catalog chunk', () => {
    expect(catalogLanguage(`${base}/de-B1x_9aQz.js`)).toBe('de');
    expect(catalogLanguage(`${base}/es-Cq2-Lm0P.js`)).toBe('es');
    expect(catalogLanguage(`${base}/ar-D4zzK1a8.js`)).toBe('ar');
  });

  it('is null for any other file, including chunks whose name only starts like a language', () => {
    expect(catalogLanguage(`${base}/index-B1x9aQz0.js`)).toBeNull();
    expect(catalogLanguage(`${base}/DateTimeInputPicker-B1x9aQz0.js`)).toBeNull();
    expect(catalogLanguage(`${base}/de-B1x9aQz0.css`)).toBeNull();
    expect(catalogLanguage(`${base}/desktop-B1x9aQz0.js`)).toBeNull();
    expect(catalogLanguage('http://127.0.0.1:8090/api/collections/de-x.js')).toBeNull();
    expect(catalogLanguage('not a url')).toBeNull();
  });
});

describe('onlyActiveCatalog', () => {
  const de = `${base}/de-B1x9aQz0.js`;
  const es = `${base}/es-Cq2Lm0P1.js`;

  it('is met when nothing came before and only the chosen catalog after', () => {
    expect(onlyActiveCatalog({ before: [], after: [de], active: 'de' })).toEqual({
      ok: true,
      seen: 'sign-in + /collections: none · after Deutsch: de-B1x9aQz0.js',
    });
  });

  it('is not met when a catalog loaded before any choice', () => {
    const r = onlyActiveCatalog({ before: [de], after: [de], active: 'de' });
    expect(r.ok).toBe(false);
    expect(r.seen).toBe('sign-in + /collections: de-B1x9aQz0.js · after Deutsch: de-B1x9aQz0.js');
  });

  it('is not met when another language came with the chosen one, or the chosen one never came', () => {
    expect(onlyActiveCatalog({ before: [], after: [de, es], active: 'de' }).ok).toBe(false);
    expect(onlyActiveCatalog({ before: [], after: [es], active: 'de' }).ok).toBe(false);
    expect(onlyActiveCatalog({ before: [], after: [], active: 'de' })).toEqual({
      ok: false,
      seen: 'sign-in + /collections: none · after Deutsch: none',
    });
  });

  it('lists a chunk requested twice once', () => {
    const r = onlyActiveCatalog({ before: [], after: [de, de], active: 'de' });
    expect(r.ok).toBe(true);
    expect(r.seen).toBe('sign-in + /collections: none · after Deutsch: de-B1x9aQz0.js');
  });
});

describe('languageTexts', () => {
  it('reads every text of the end point from the repository catalogs, different in each language', () => {
    const all = Object.keys(LANGUAGE_NAMES).map(languageTexts);
    for (const t of all)
      for (const key of ['nav', 'collections', 'docs', 'title', 'menu'])
        expect(typeof t[key] === 'string' && t[key].length > 0, `${t.lang}.${key}`).toBe(true);
    expect(languageTexts('de')).toMatchObject({ lang: 'de', name: 'Deutsch', collections: 'Sammlungen' });
    // the end point can only tell German from English by texts that differ
    for (const key of ['nav', 'collections', 'docs', 'title', 'menu'])
      expect(languageTexts('de')[key], key).not.toBe(languageTexts('en')[key]);
  });
});
