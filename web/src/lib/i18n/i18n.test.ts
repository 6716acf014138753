import { compileCatalog } from '../../../build/i18nCatalogs';
import type { Messages } from '@lingui/core';
import { activateLanguage, catalog, formatNumber, language, namespaced, preferredLanguage } from './index';

const english = compileCatalog({
  hello: 'Hello {name}',
  records: '{count, plural, one {# record} other {# records}}',
  onlyEnglish: 'Only in English',
});
const german = namespaced({
  './demo.json': compileCatalog({
    hello: 'Hallo {name}',
    records: '{count, plural, one {# Datensatz} other {# Datensätze}}',
  }) as Messages,
});

afterEach(() => activateLanguage('en'));

describe('catalog', () => {
  const t = catalog('demo', english as Record<'hello' | 'records' | 'onlyEnglish', unknown>);

  it('shows English, the source, with its placeholders and plurals', () => {
    expect(t('hello', { name: 'Ada' })).toBe('Hello Ada');
    expect(t('records', { count: 1 })).toBe('1 record');
    expect(t('records', { count: 1234 })).toBe('1,234 records');
  });

  it('switches to the active language, and falls back to English for a key it lacks', () => {
    activateLanguage('de', german);
    expect(language.get()).toBe('de');
    expect(t('hello', { name: 'Ada' })).toBe('Hallo Ada');
    expect(t('records', { count: 1234 })).toBe('1.234 Datensätze');
    expect(t('onlyEnglish')).toBe('Only in English');
    activateLanguage('en');
    expect(t('hello', { name: 'Ada' })).toBe('Hello Ada');
  });

  it('formats numbers for the language', () => {
    expect(formatNumber(1234.5)).toBe('1,234.5');
    activateLanguage('de', german);
    expect(formatNumber(1234.5)).toBe('1.234,5');
  });
});

describe('preferredLanguage', () => {
  it("takes the first of the browser's languages the dashboard has, by primary subtag", () => {
    expect(preferredLanguage(['fr-FR', 'de-AT', 'en'])).toBe('de');
    expect(preferredLanguage(['ar-EG'])).toBe('ar');
    expect(preferredLanguage(['ES'])).toBe('es');
  });

  it('falls back to English', () => {
    expect(preferredLanguage(['fr', 'ja'])).toBe('en');
    expect(preferredLanguage([])).toBe('en');
  });
});
