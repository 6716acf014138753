import { language } from '../lib/i18n';
import { STORAGE_KEYS } from '../lib/storageKeys';
import { t } from './messages';
import { applyLanguage, chooseLanguage, initialLanguage } from './language';

afterEach(async () => {
  localStorage.clear();
  await applyLanguage('en');
});

describe('initialLanguage', () => {
  it("is the stored choice, else the browser's, else English", () => {
    expect(initialLanguage(['de-DE'])).toBe('de');
    expect(initialLanguage(['fr'])).toBe('en');
    localStorage.setItem(STORAGE_KEYS.language, 'es');
    expect(initialLanguage(['de-DE'])).toBe('es');
    localStorage.setItem(STORAGE_KEYS.language, 'xx');
    expect(initialLanguage(['ar'])).toBe('ar');
  });
});

describe('applyLanguage', () => {
  it("loads the language's catalog and sets the page's lang and direction", async () => {
    await applyLanguage('ar');
    expect(language.get()).toBe('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(t('title.collections')).toBe('المجموعات');
    await applyLanguage('de');
    expect(document.documentElement.dir).toBe('ltr');
    expect(t('title.collections')).toBe('Sammlungen');
    await applyLanguage('en');
    expect(t('title.collections')).toBe('Collections');
  });

  it('lets the last choice win when an earlier catalog arrives later', async () => {
    const slow = applyLanguage('de');
    const fast = applyLanguage('en');
    await Promise.all([slow, fast]);
    expect(language.get()).toBe('en');
    expect(t('title.collections')).toBe('Collections');
  });

  it('stores a choice for the next visit', async () => {
    await chooseLanguage('es');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('es');
    expect(t('title.collections')).toBe('Colecciones');
  });
});
