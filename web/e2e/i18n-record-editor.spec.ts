import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { openCollection } from './support/screens';
import { adminToken, api } from './support/api';
import { createCollection, createRecord, uniqueName, type CollectionInfo } from './support/records';

// The record editor and the API docs panel in German and Arabic, on the real backend: the texts
// come from the language's catalog (plurals included), code samples stay as they are, and Arabic
// lays the page out right to left.

type Lang = 'de' | 'ar';

/** Stores the language choice for the next load of the dashboard (any page of the origin will do). */
async function chooseLanguage(page: Page, url: string, lang: Lang): Promise<void> {
  await page.goto(`${url}/api/health`);
  await page.evaluate((value) => localStorage.setItem('larder_language', value), lang);
}

async function notesCollection(url: string, token: string): Promise<CollectionInfo> {
  return createCollection(url, token, {
    name: uniqueName('lang'),
    schema: [
      { name: 'title', type: 'text', required: true },
      { name: 'note', type: 'text' },
      { name: 'extra', type: 'text' },
    ],
  });
}

/**
 * Opens the editor of a record ('new': a new one) from the address, as a link to it would, so no
 * other screen's texts are involved.
 */
async function openEditor(page: Page, url: string, coll: CollectionInfo, recordId: string) {
  await page.goto(`${url}/_/#/collections?collectionId=${coll.id}&recordId=${recordId}`);
}

const CASES = [
  {
    lang: 'de' as const,
    dir: 'ltr',
    editTitle: (name: string) => `Datensatz in ${name} bearbeiten`,
    newTitle: (name: string) => `Neuer Datensatz in ${name}`,
    save: 'Änderungen speichern',
    create: 'Erstellen',
    requiredHint: 'Der Feldwert darf nicht leer sein.',
    idTooShort: 'Muss mindestens 15 Zeichen lang sein.',
    conflict: 'Dieser Datensatz wurde auf dem Server geändert, nachdem Sie ihn geöffnet haben.',
    twoDiffer: '2 Felder weichen ab; Ihre Änderungen überschneiden sich nicht.',
    showDifferences: 'Unterschiede anzeigen',
    serverColumn: 'Auf dem Server',
    month: 'Monat',
    march: 'März',
    hour: 'Stunde',
    day15: '15. März 2024',
  },
  {
    lang: 'ar' as const,
    dir: 'rtl',
    editTitle: (name: string) => `تعديل سجل في ${name}`,
    newTitle: (name: string) => `سجل جديد في ${name}`,
    save: 'حفظ التغييرات',
    create: 'إنشاء',
    requiredHint: 'يجب ألا تكون قيمة الحقل فارغة.',
    idTooShort: 'يجب ألا يقل عن 15 حرفًا.',
    conflict: 'تغيّر هذا السجل على الخادم بعد أن فتحته.',
    // Arabic's dual: two fields take their own form, without the number
    twoDiffer: 'يختلف حقلان؛ لا تتداخل تغييراتك.',
    showDifferences: 'إظهار الاختلافات',
    serverColumn: 'على الخادم',
    month: 'الشهر',
    march: 'مارس',
    hour: 'الساعة',
    day15: '15 مارس 2024',
  },
];

for (const c of CASES) {
  test(`a new record's editor speaks ${c.lang}: its title, hint, Create and the id it refuses`, async ({
    adminPage: { page, url },
    server,
  }) => {
    const token = await adminToken(url, server.admin);
    const coll = await notesCollection(url, token);
    await chooseLanguage(page, url, c.lang);
    await openEditor(page, url, coll, 'new');
    const panel = page.getByRole('dialog', { name: c.newTitle(coll.name) });
    await expect(panel).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', c.dir);
    await expect(panel.getByText(c.requiredHint)).toBeVisible();
    await panel.getByLabel('id', { exact: true }).fill('short');
    await panel.getByLabel('title', { exact: true }).fill('x');
    await panel.getByRole('button', { name: c.create, exact: true }).click();
    await expect(panel.getByText(c.idTooShort)).toBeVisible();
    if (c.lang === 'ar') await expectNoA11yViolations(page, 'dialog[open]');
  });

  test(`the conflict notice speaks ${c.lang}, with the number of fields as the language says it`, async ({
    adminPage: { page, url },
    server,
  }) => {
    const token = await adminToken(url, server.admin);
    const coll = await notesCollection(url, token);
    const record = await createRecord(url, token, coll.id, { title: 'before', note: 'n', extra: 'e' });
    await chooseLanguage(page, url, c.lang);
    await openEditor(page, url, coll, record.id);
    const panel = page.getByRole('dialog', { name: c.editTitle(coll.name) });
    await panel.getByLabel('title', { exact: true }).fill('mine');
    await api(url, `/api/collections/${coll.id}/records/${record.id}`, {
      method: 'PATCH',
      token,
      body: { note: 'theirs', extra: 'theirs too' },
    });
    await panel.getByRole('button', { name: c.save, exact: true }).click();
    const conflict = panel.getByRole('alert').filter({ hasText: c.conflict });
    await expect(conflict).toContainText(c.twoDiffer);
    await conflict.getByRole('button', { name: c.showDifferences }).click();
    await expect(conflict.getByRole('columnheader', { name: c.serverColumn })).toBeVisible();
    await expect(conflict.getByRole('row', { name: /note/ })).toContainText('theirs');
    if (c.lang === 'ar') await expectNoA11yViolations(page, 'dialog[open]');
  });

  test(`the date picker names months and days in ${c.lang}, its labels from the catalog`, async ({
    adminPage: { page, url },
    server,
  }) => {
    const token = await adminToken(url, server.admin);
    const coll = await createCollection(url, token, {
      name: uniqueName('when'),
      schema: [{ name: 'when', type: 'date' }],
    });
    const record = await createRecord(url, token, coll.id, { when: '2024-03-15 10:00:00.000Z' });
    await chooseLanguage(page, url, c.lang);
    await openEditor(page, url, coll, record.id);
    const panel = page.getByRole('dialog', { name: c.editTitle(coll.name) });
    const input = panel.getByLabel('when', { exact: true });
    await input.click();
    const month = panel.getByRole('combobox', { name: c.month });
    await expect(month).toBeVisible();
    await expect(month.locator('option:checked')).toHaveText(c.march);
    await expect(panel.getByLabel(c.day15, { exact: true })).toBeVisible();
    await expect(panel.getByRole('spinbutton', { name: c.hour })).toBeVisible();
    // the value itself stays in the server's format, whatever the language
    await expect(input).toHaveValue('2024-03-15 10:00:00');
    await expectNoA11yViolations(page, 'dialog[open]');
  });
}

test('the API docs panel follows a language chosen in another tab, code samples untouched', async ({
  adminPage: { page, url },
  server,
  context,
}) => {
  const token = await adminToken(url, server.admin);
  const coll = await notesCollection(url, token);
  await openCollection(page, url, coll);
  await page.getByRole('button', { name: 'API Preview' }).click();
  await expect(page.getByRole('dialog', { name: `API Preview: ${coll.name}` })).toBeVisible();

  // another tab of this browser picks German, then Arabic: the open panel follows in place
  const other = await context.newPage();
  await chooseLanguage(other, url, 'de');
  const docs = page.getByRole('dialog', { name: `API-Vorschau: ${coll.name}` });
  await expect(docs).toBeVisible();
  const endpoints = docs.getByRole('tablist', { name: `API-Endpunkte von ${coll.name}` });
  await expect(endpoints.getByRole('tab')).toHaveText([
    'Auflisten/Suchen',
    'Anzeigen',
    'Erstellen',
    'Aktualisieren',
    'Löschen',
    'Echtzeit',
  ]);
  await endpoints.getByRole('tab', { name: 'Anzeigen' }).click();
  await expect(docs.getByText(`Ruft einen einzelnen Datensatz von ${coll.name} ab.`)).toBeVisible();
  await expect(docs.getByRole('heading', { name: 'SDK-Beispiel' })).toBeVisible();
  await expect(docs.getByRole('button', { name: 'JavaScript-Beispiel kopieren' })).toHaveText('Kopieren');
  await expect(docs.getByText(`/api/collections/${coll.name}/records/:id`)).toBeVisible();
  await expect(
    docs.getByText(`pb.collection('${coll.name}').getOne('RECORD_ID'`, { exact: false }),
  ).toBeVisible();

  await chooseLanguage(other, url, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const arabic = page.getByRole('dialog', { name: `معاينة API: ${coll.name}` });
  await expect(arabic.getByRole('tab', { name: 'عرض', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(arabic.getByRole('table', { name: 'معاملات المسار' })).toContainText('مطلوب');
  await expect(arabic.getByRole('button', { name: 'نسخ مثال JavaScript' })).toHaveText('نسخ');
  await expect(
    arabic.getByText(`pb.collection('${coll.name}').getOne('RECORD_ID'`, { exact: false }),
  ).toBeVisible();
  await expectNoA11yViolations(page, 'dialog[open]');
  await other.close();
});
