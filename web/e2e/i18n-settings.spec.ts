import type { Page } from '@playwright/test';
import { expect, signInThroughApi, test, useOwnServer } from './support/fixtures';
import { adminToken, api } from './support/api';
import { expectNoA11yViolations } from './support/axe';
import { createCollection } from './support/records';

// The settings pages in German and Arabic: the language chosen in this browser (stored before the
// dashboard loads) gives their labels, buttons, popups and messages, plurals included, and Arabic
// lays the page out right to left. Each test has a server of its own: saving settings changes them
// for everyone on a shared one.

type Lang = 'de' | 'ar';

const own = useOwnServer('i18n-settings');

async function openIn(page: Page, lang: Lang, path: string): Promise<void> {
  await page.addInitScript((chosen) => localStorage.setItem('larder_language', chosen), lang);
  await signInThroughApi(page, own.server.url, own.admin);
  await page.goto(`${own.server.url}/_/#${path}`);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

const direction = (page: Page) => page.evaluate(() => document.documentElement.dir);

test('the application settings page in German: labels, a missing value, the save', async ({ page }) => {
  await openIn(page, 'de', '/settings');
  await expect(page.getByRole('heading', { name: 'Anwendung' })).toBeVisible();
  const name = page.getByLabel('Anwendungsname');
  await expect(name).toHaveValue('Acme');
  await expect(page.getByLabel('Anwendungs-URL')).toHaveValue('http://localhost:8090');
  await expect(page.getByLabel('Maximale Aufbewahrungsdauer der Protokolle in Tagen')).toHaveValue('5');
  await expect(
    page.getByLabel('Steuerelemente zum Erstellen und Bearbeiten von Sammlungen ausblenden'),
  ).not.toBeChecked();
  expect(await direction(page)).toBe('ltr');

  // a check made before sending speaks German too
  await name.fill('');
  await page.getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(page.getByText('Pflichtwert fehlt.')).toBeVisible();

  await name.fill('Vorratskammer');
  await page.getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(page.getByText('Anwendungseinstellungen erfolgreich gespeichert.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Abbrechen' })).toHaveCount(0);
  const saved = await api<{ meta: { appName: string } }>(own.server.url, '/api/settings', {
    token: await adminToken(own.server.url, own.admin),
  });
  expect(saved.meta.appName).toBe('Vorratskammer');
});

test('the application settings page in Arabic, right to left', async ({ page }) => {
  await openIn(page, 'ar', '/settings');
  await expect(page.getByRole('heading', { name: 'التطبيق' })).toBeVisible();
  await expect(page.getByLabel('اسم التطبيق')).toHaveValue('Acme');
  await expect(
    page.getByText('قد يمنع هذا إجراء تغييرات غير مقصودة على المخطط في بيئة الإنتاج.'),
  ).toBeVisible();
  expect(await direction(page)).toBe('rtl');
  await expectNoA11yViolations(page);
});

test('the mail page and its test-email popup in German', async ({ page }) => {
  await openIn(page, 'de', '/settings/mail');
  await expect(page.getByLabel('Absendername')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'E-Mail-Vorlagen' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Vorlage für die Bestätigung/ })).toBeVisible();
  await expect(page.getByLabel('SMTP-Mailserver verwenden (empfohlen)')).toBeVisible();

  await page.getByRole('button', { name: 'Test-E-Mail senden' }).click();
  const popup = page.getByRole('dialog', { name: 'Test-E-Mail senden' });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('group', { name: 'Vorlage' })).toBeVisible();
  await expect(popup.getByRole('radio', { name: 'Bestätigung' })).toBeChecked();
  await expect(popup.getByRole('radio', { name: 'Passwort zurücksetzen' })).toBeVisible();
  await expect(popup.getByRole('radio', { name: 'E-Mail-Änderung' })).toBeVisible();
  await expect(popup.getByLabel('An E-Mail-Adresse')).toBeVisible();
  await expect(popup.getByRole('button', { name: 'Senden' })).toBeVisible();
  // the footer's Close (the corner's close button carries the same name, without text)
  await popup.getByText('Schließen', { exact: true }).click();
  await expect(popup).toBeHidden();
});

test('the mail page and its test-email popup in Arabic, right to left and accessible', async ({ page }) => {
  await openIn(page, 'ar', '/settings/mail');
  await expect(page.getByLabel('اسم المرسل')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'قوالب البريد الإلكتروني' })).toBeVisible();
  expect(await direction(page)).toBe('rtl');
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'إرسال بريد تجريبي' }).click();
  const popup = page.getByRole('dialog', { name: 'إرسال بريد تجريبي' });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('radio', { name: 'التحقق' })).toBeChecked();
  await expect(popup.getByLabel('إلى عنوان البريد الإلكتروني')).toBeVisible();
  await expect(popup.getByText('إغلاق', { exact: true })).toBeVisible();
  await expectNoA11yViolations(page, 'dialog[open]');
});

/** posts (title, body) next to the server's users, before the page loads the collections. */
async function seedPosts(): Promise<void> {
  await createCollection(own.server.url, await adminToken(own.server.url, own.admin), {
    name: 'posts',
    schema: [
      { name: 'title', type: 'text' },
      { name: 'body', type: 'text' },
    ],
  });
}

/**
 * Loads a configuration that renames the title of posts and adds a notes collection: two
 * collections to import, the diff of posts long enough to fold unchanged lines.
 */
async function loadChangedConfiguration(page: Page): Promise<void> {
  const token = await adminToken(own.server.url, own.admin);
  const { items } = await api<{ items: { name: string; schema: { name: string }[] }[] }>(
    own.server.url,
    '/api/collections?perPage=500',
    { token },
  );
  const config = structuredClone(items);
  config.find((c) => c.name === 'posts')!.schema[0].name = 'headline';
  config.push({
    id: 'notes_id_000001',
    name: 'notes',
    schema: [{ id: 'note_text', name: 'text', type: 'text', options: {} }],
  } as never);
  await page.locator('input[type="file"]').setInputFiles({
    name: 'collections.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(config, null, 4)),
  });
}

/** The plural category Arabic gives `n` (the browser may write the number in Arabic digits). */
const arabicDigits = (text: string) => Number(text.replace(/[٠-٩]/g, (d) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(d))));

test("the import page's review in German, with its plurals", async ({ page }) => {
  await seedPosts();
  await openIn(page, 'de', '/settings/import-collections');
  await expect(page.getByRole('heading', { name: 'Sammlungen importieren' })).toBeVisible();
  await expect(page.getByLabel('Fehlende Sammlungen und Felder löschen')).toBeChecked();
  await loadChangedConfiguration(page);

  const changes = page.getByRole('region', { name: 'Erkannte Änderungen' });
  await expect(changes).toContainText('2 Sammlungen: 0 gelöscht, 1 geändert, 1 hinzugefügt');
  await expect(changes).toContainText('Geändertes Feld headline (vorher title)');

  await page.getByRole('button', { name: 'Prüfen', exact: true }).click();
  const popup = page.getByRole('dialog', { name: 'Änderungen prüfen' });
  await expect(
    popup.getByRole('table', { name: /^notes: 0 Zeilen entfernt, \d+ hinzugefügt$/ }),
  ).toBeVisible();
  await expect(
    popup.getByRole('button', { name: /^\d+ unveränderte Zeilen? anzeigen$/ }).first(),
  ).toBeVisible();
  await expect(popup.getByRole('button', { name: 'Bestätigen und importieren' })).toBeVisible();
});

test("the import page's review in Arabic: the dual, the diff's plural, right to left and accessible", async ({
  page,
}) => {
  await seedPosts();
  await openIn(page, 'ar', '/settings/import-collections');
  await expect(page.getByRole('heading', { name: 'استيراد المجموعات' })).toBeVisible();
  await loadChangedConfiguration(page);

  const changes = page.getByRole('region', { name: 'التغييرات المكتشفة' });
  // two collections take the dual form
  await expect(changes).toContainText('مجموعتان: 0 محذوفة، 1 معدّلة، 1 مضافة');
  expect(await direction(page)).toBe('rtl');

  await page.getByRole('button', { name: 'مراجعة', exact: true }).click();
  const popup = page.getByRole('dialog', { name: 'مراجعة التغييرات' });
  // no removed line takes the zero form
  await expect(
    popup.getByRole('table', { name: /^notes: لا أسطر محذوفة، والأسطر المضافة: [\d٠-٩]+$/ }),
  ).toBeVisible();
  const unfold = popup.getByRole('button', { name: /^عرض / }).first();
  await expect(unfold).toBeVisible();
  // the word follows the number's plural category (3–10 أسطر, 11–99 سطرًا, 100+ سطر)
  const label = (await unfold.textContent()) ?? '';
  const [, digits, noun] = /^عرض ([\d٠-٩]+) (\S+) دون تغيير$/.exec(label) ?? [];
  const nouns: Record<string, string> = { few: 'أسطر', many: 'سطرًا', other: 'سطر' };
  expect(noun).toBe(nouns[new Intl.PluralRules('ar').select(arabicDigits(digits))]);
  await expectNoA11yViolations(page, 'dialog[open]');
});
