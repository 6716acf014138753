import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe';
import { expect, signIn, test, useOwnServer } from './support/fixtures';
import { adminToken } from './support/api';
import { createCollection, createRecord, uniqueName } from './support/records';
import { openCollection, recordRow } from './support/screens';

// The shared components and the value checks speak the chosen language: a refused number under its
// input, a limit's plural, the unsaved-changes question and its buttons, a toast, and a list that
// cannot load. Only the texts of the shared parts are asserted; the screens around them are found by
// roles, field names and data attributes, which do not change with the language.

/** Reloads the page in `language` (the choice kept in localStorage, as the language menu keeps it). */
async function useLanguage(page: Page, language: string): Promise<void> {
  await page.evaluate((lang) => localStorage.setItem('larder_language', lang), language);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** A collection with a text (2 to 400 characters), a number and a select field, and one record. */
async function setUp(url: string, token: string) {
  const collection = await createCollection(url, token, {
    name: uniqueName('shared'),
    schema: [
      { name: 'title', type: 'text', options: { min: 2, max: 400 } },
      { name: 'count', type: 'number' },
      { name: 'tags', type: 'select', options: { maxSelect: 2, values: ['a', 'b', 'c'] } },
    ],
  });
  const record = await createRecord(url, token, collection.id, { title: 'Hello', count: 5 });
  return { collection, record };
}

const GERMAN = {
  language: 'de',
  dir: 'ltr',
  limits: 'Mindestens 2 Zeichen',
  invalidNumber: 'Keine gültige Zahl.',
  selectUpTo: 'Wählen Sie höchstens 2 Elemente aus.',
  question: 'Sie haben ungespeicherte Änderungen. Möchten Sie das Panel wirklich schließen?',
  confirm: 'Bestätigung',
  yes: 'Ja',
  no: 'Nein',
  dismiss: 'Schließen',
} as const;

const ARABIC = {
  language: 'ar',
  dir: 'rtl',
  // the dual: 'two characters at least'
  limits: 'حرفان كحد أدنى',
  invalidNumber: 'ليس رقمًا صالحًا.',
  selectUpTo: 'اختر عنصرين كحد أقصى.',
  question: 'لديك تغييرات غير محفوظة. هل تريد حقًا إغلاق اللوحة؟',
  confirm: 'تأكيد',
  yes: 'نعم',
  no: 'لا',
  dismiss: 'إغلاق',
} as const;

for (const texts of [GERMAN, ARABIC]) {
  test(`record editor checks, the close question and a toast in ${texts.language}`, async ({
    adminPage: { page, url },
    server,
  }) => {
    const token = await adminToken(url, server.admin);
    const { collection, record } = await setUp(url, token);
    await openCollection(page, url, collection);
    await useLanguage(page, texts.language);
    await expect(page.locator('html')).toHaveAttribute('dir', texts.dir);

    await recordRow(page, record.id).click();
    const panel = page.getByRole('dialog');
    const count = panel.getByLabel('count', { exact: true });
    await expect(count).toHaveValue('5');
    // the field-type registry's hint, a plural of the language
    await expect(panel.getByText(texts.limits)).toBeVisible();

    // a number the server cannot store as typed is refused under its input
    await count.fill('1e309');
    await count.press('Enter');
    await expect(count).toHaveAttribute('aria-invalid', 'true');
    await expect(count).toHaveAccessibleDescription(
      new RegExp(`^${texts.invalidNumber.replace('.', '\\.')}`),
    );

    // a third choice past the limit of two is refused with a plural message
    const tags = panel.getByRole('group', { name: 'tags' });
    for (const choice of ['a', 'b', 'c']) await tags.getByLabel(choice, { exact: true }).check();
    await expect(panel.getByText(texts.selectUpTo)).toBeVisible();

    // closing with unsaved changes asks first, in the language, No focused
    await page.keyboard.press('Escape');
    const question = page.getByRole('dialog', { name: texts.confirm });
    await expect(question).toContainText(texts.question);
    await expect(question.getByRole('button', { name: texts.no, exact: true })).toBeFocused();
    await expect(question.getByRole('button', { name: texts.yes, exact: true })).toBeVisible();
    if (texts.dir === 'rtl') await expectNoA11yViolations(page);
    await question.getByRole('button', { name: texts.no, exact: true }).click();
    await expect(question).toHaveCount(0);

    // a valid save shows a toast, dismissed by a button named in the language
    await count.fill('7');
    await count.press('Enter');
    const toast = page.locator('[data-toast="success"]');
    await expect(toast).toBeVisible();
    await toast.getByRole('button', { name: texts.dismiss, exact: true }).click();
    await expect(toast).toHaveCount(0);
    if (texts.dir === 'rtl') await expectNoA11yViolations(page);
  });
}

test.describe('a list that cannot load', () => {
  const own = useOwnServer('i18n-shared');

  test.use({ expectedConsoleErrors: ['ERR_CONNECTION_REFUSED', 'Failed to fetch'] });

  for (const { language, unreachable, retry, clear } of [
    {
      language: 'de',
      unreachable:
        'Der Server ist nicht erreichbar. Die Liste wird automatisch neu geladen, sobald er wieder antwortet.',
      retry: 'Erneut versuchen',
      clear: 'Leeren',
    },
    {
      language: 'ar',
      unreachable: 'لا يمكن الوصول إلى الخادم. سيُعاد تحميل القائمة تلقائيًا عندما يستجيب مجددًا.',
      retry: 'إعادة المحاولة',
      clear: 'مسح',
    },
  ]) {
    test(`says so in ${language} while the server is down`, async ({ page }) => {
      await signIn(page, own.server.url, own.admin);
      await page.goto(`${own.server.url}/_/#/settings/admins`);
      await useLanguage(page, language);
      await expect(page.locator('[data-admin-row]').filter({ hasText: own.admin.email })).toBeVisible();

      await own.server.stop();
      const search = page.locator('input[type="search"]');
      await search.fill('email ~ "nobody"');
      await search.press('Enter');
      const failure = page.getByRole('alert').filter({ hasText: unreachable });
      await expect(failure).toBeVisible();
      await expect(failure.getByRole('button', { name: retry, exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: clear, exact: true })).toBeVisible();
      if (language === 'ar') await expectNoA11yViolations(page);
    });
  }
});
