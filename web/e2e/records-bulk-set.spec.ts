import type { Locator, Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { gridCell, openGrid, serverRecord } from './support/grid';
import { adminToken, api } from './support/api';
import {
  createCollection,
  createRecord,
  createRecordsInOrder,
  uniqueName,
  type CollectionInfo,
  type RecordInfo,
} from './support/records';
import { openCollection, recordRow } from './support/screens';

// 'Set field' on the selected records of the grid, against the real server: one value, read as
// the field's cell reads it, written into the selected records or every record matching the
// screen's filter; the server's refusals are listed per record, and the records saved are one
// undo step.

const DIALOG = 'Set a field on many records';

async function bulkCollection(url: string, token: string): Promise<CollectionInfo> {
  const name = uniqueName('bulk');
  const body = {
    name,
    schema: [
      { name: 'title', type: 'text' },
      { name: 'n', type: 'number' },
      { name: 'flag', type: 'bool' },
      { name: 'status', type: 'select', options: { maxSelect: 1, values: ['draft', 'live'] } },
      { name: 'code', type: 'text' },
      { name: 'data', type: 'json' },
    ],
    // index names are one namespace for the whole database
    indexes: [`CREATE UNIQUE INDEX idx_u_${name} ON ${name} (code)`],
  };
  return createCollection(url, token, body);
}

async function select(page: Page, records: readonly RecordInfo[]): Promise<void> {
  for (const record of records)
    await page.getByRole('checkbox', { name: `Select record ${record.id}` }).check();
}

async function openDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Set field' }).click();
  const dialog = page.getByRole('dialog', { name: DIALOG });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('sets a text field on the selected records by keyboard alone, and one Ctrl+Z restores them all', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const coll = await bulkCollection(url, token);
  const records = await createRecordsInOrder(url, token, coll.id, [
    { title: 'one', code: 'a' },
    { title: 'two', code: 'b' },
    { title: 'three', code: 'c' },
    { title: 'four', code: 'd' },
  ]);
  const chosen = records.slice(0, 3);

  // the plain table has no 'Set field': the dialog's code comes with the grid
  await openCollection(page, url, coll);
  await select(page, chosen);
  const bar = page.getByRole('region', { name: 'Selected records' });
  await expect(bar).toContainText('Selected 3 records');
  await expect(bar.getByRole('button', { name: 'Delete selected' })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Set field' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Edit in grid' }).click();
  const open = bar.getByRole('button', { name: 'Set field' });
  await expect(open).toBeVisible();

  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: DIALOG });
  await expect(dialog).toBeVisible();
  const selectedScope = dialog.getByRole('radio', { name: 'Selected 3 records' });
  await expect(selectedScope).toBeChecked();
  await expect(selectedScope).toBeFocused();
  await expect(dialog.getByRole('radio', { name: 'All 4 records of the collection' })).not.toBeChecked();
  // the fields a cell edits in place, the json field left to the record editor
  const field = dialog.getByRole('combobox', { name: 'Field' });
  await expect(field.locator('option')).toHaveText(['title', 'n', 'flag', 'status', 'code']);
  await page.keyboard.press('Tab');
  await expect(field).toBeFocused();
  await page.keyboard.press('Tab');
  const value = dialog.getByRole('textbox', { name: 'Value' });
  await expect(value).toBeFocused();
  await page.keyboard.type('Bulk <b>title</b>');
  await expect(dialog.getByRole('button', { name: 'Set title on 3 records' })).toBeVisible();
  await expectNoA11yViolations(page, 'dialog[open]');
  await page.keyboard.press('Enter');

  await expect(dialog.getByRole('status').filter({ hasText: '3 records saved.' })).toBeVisible();
  await expectNoA11yViolations(page, 'dialog[open]');
  const close = dialog.getByRole('button', { name: 'Close', exact: true }).last();
  await expect(close).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  const titles = async () =>
    Promise.all(records.map(async (r) => (await serverRecord(url, token, coll, r.id)).title));
  expect(await titles()).toEqual(['Bulk <b>title</b>', 'Bulk <b>title</b>', 'Bulk <b>title</b>', 'four']);
  // markup typed stays text
  await expect(recordRow(page, chosen[0].id)).toContainText('Bulk <b>title</b>');

  // one step undoes the whole set
  await expect(page.getByRole('button', { name: 'Undo' })).toBeEnabled();
  await (await gridCell(page, records[3].id, 'title')).click();
  await page.keyboard.press('ControlOrMeta+z');
  await expect.poll(titles).toEqual(['one', 'two', 'three', 'four']);
  await expect(page.getByText('Undone: Set title on 3 records')).toBeVisible();
});

test('a record the server refuses is listed with its reason, and the others are saved', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const coll = await bulkCollection(url, token);
  const records = await createRecordsInOrder(url, token, coll.id, [
    { title: 'one', code: 'a' },
    { title: 'two', code: 'b' },
  ]);
  await openGrid(page, url, coll);
  await select(page, records);
  const dialog = await openDialog(page);
  await dialog.getByRole('combobox', { name: 'Field' }).selectOption('code');
  await dialog.getByRole('textbox', { name: 'Value' }).fill('same');
  await dialog.getByRole('button', { name: 'Set code on 2 records' }).click();

  // the unique index takes the first write and refuses the second, whichever it is
  await expect(dialog).toContainText('1 record saved.');
  await expect(dialog).toContainText('1 record refused the value:');
  const codes = await Promise.all(
    records.map(async (r) => (await serverRecord(url, token, coll, r.id)).code),
  );
  const refused = records[codes.indexOf('same') === 0 ? 1 : 0];
  expect([...codes].sort()).toEqual(codes[0] === 'same' ? ['b', 'same'] : ['a', 'same']);
  await expect(dialog.getByRole('listitem')).toHaveText([`${refused.id}: code: Value must be unique.`]);
  await expectNoA11yViolations(page, 'dialog[open]');
});

test('"All matching the filter" writes exactly the records matching it, past the first page', async ({
  adminPage: { page, url },
  server,
}) => {
  // 600 records made and 550 written: far more requests than any other test
  test.setTimeout(120_000);
  const token = await adminToken(url, server.admin);
  const coll = await bulkCollection(url, token);
  const numbers = Array.from({ length: 600 }, (_, i) => i + 1);
  for (let i = 0; i < numbers.length; i += 50)
    await Promise.all(
      numbers.slice(i, i + 50).map((n) => createRecord(url, token, coll.id, { n, code: `c${n}` })),
    );

  // the field set is in the filter: a record written stops matching, which must not shift a page
  const filter = 'n > 50 && flag = false';
  await openGrid(page, url, coll, `&filter=${encodeURIComponent(filter)}`);
  await page
    .getByRole('checkbox', { name: /^Select record / })
    .first()
    .check();
  const dialog = await openDialog(page);
  await dialog.getByRole('radio', { name: 'All 550 matching the filter' }).check();
  await dialog.getByRole('combobox', { name: 'Field' }).selectOption('flag');
  const value = dialog.getByRole('checkbox', { name: 'Value' });
  await expect(value).not.toBeChecked();
  await value.check();
  await dialog.getByRole('button', { name: 'Set flag on 550 records' }).click();
  // 550 requests, six at a time, on a machine shared with the other tests' servers
  await expect(dialog.getByRole('status').filter({ hasText: '550 records saved.' })).toBeVisible({
    timeout: 60_000,
  });

  const list = (f: string) =>
    api<{ totalItems: number }>(
      url,
      `/api/collections/${coll.id}/records?perPage=1&filter=${encodeURIComponent(f)}`,
      { token },
    );
  expect((await list('flag = true')).totalItems).toBe(550);
  expect((await list('flag = true && n <= 50')).totalItems).toBe(0);
  expect((await list('flag = false')).totalItems).toBe(50);
});

test('a text the field cannot read keeps the dialog open with the reason; select and bool fields', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const coll = await bulkCollection(url, token);
  const records = await createRecordsInOrder(url, token, coll.id, [
    { title: 'one', n: 1, status: 'draft', code: 'a' },
    { title: 'two', n: 2, status: 'draft', code: 'b' },
  ]);
  const stored = async (name: string) =>
    Promise.all(records.map(async (r) => (await serverRecord(url, token, coll, r.id))[name]));
  await openGrid(page, url, coll);
  await select(page, records);
  let dialog = await openDialog(page);
  const field = dialog.getByRole('combobox', { name: 'Field' });
  await field.selectOption('n');
  const value = dialog.getByRole('textbox', { name: 'Value' });
  await value.fill('12abc');
  await value.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('Not a valid number.');
  await expect(value).toHaveAttribute('aria-invalid', 'true');
  await expect(value).toBeFocused();
  await expectNoA11yViolations(page, 'dialog[open]');
  await dialog.getByRole('button', { name: 'Set n on 2 records' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Value' })).toHaveValue('12abc');
  expect(await stored('n')).toEqual([1, 2]);

  // what was typed for a field stays while another is chosen
  await field.selectOption('title');
  await expect(value).toHaveValue('');
  await field.selectOption('n');
  await expect(value).toHaveValue('12abc');

  // a single select offers the field's values
  await field.selectOption('status');
  const choice = dialog.getByRole('combobox', { name: 'Value' });
  await expect(choice.locator('option')).toHaveText(['(empty)', 'draft', 'live']);
  await choice.selectOption('live');
  await dialog.getByRole('button', { name: 'Set status on 2 records' }).click();
  await expect(dialog).toContainText('2 records saved.');
  expect(await stored('status')).toEqual(['live', 'live']);
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toBeHidden();

  // a bool is a checkbox; unchecked sets false
  dialog = await openDialog(page);
  await dialog.getByRole('combobox', { name: 'Field' }).selectOption('flag');
  await dialog.getByRole('checkbox', { name: 'Value' }).check();
  await dialog.getByRole('button', { name: 'Set flag on 2 records' }).click();
  await expect(dialog).toContainText('2 records saved.');
  expect(await stored('flag')).toEqual([true, true]);
});

for (const lang of ['de', 'ar'] as const) {
  test(`the dialog speaks ${lang}, its counts as the language's plurals`, async ({
    adminPage: { page, url },
    server,
  }) => {
    const token = await adminToken(url, server.admin);
    const coll = await bulkCollection(url, token);
    const records = await createRecordsInOrder(url, token, coll.id, [
      { title: 'one', code: 'a' },
      { title: 'two', code: 'b' },
      { title: 'three', code: 'c' },
    ]);
    await page.addInitScript((chosen) => localStorage.setItem('larder_language', chosen), lang);
    await page.goto(`${url}/_/#/collections?collectionId=${coll.id}`);
    await page.reload();
    const three = await page.evaluate((l) => new Intl.NumberFormat(l).format(3), lang);
    const text =
      lang === 'de'
        ? {
            toggle: 'Im Raster bearbeiten',
            select: (id: string) => `Datensatz ${id} auswählen`,
            open: 'Feld setzen',
            title: 'Ein Feld in vielen Datensätzen setzen',
            scope: `${three} ausgewählte Datensätze`,
            confirm: `title in ${three} Datensätzen setzen`,
            saved: `${three} Datensätze gespeichert.`,
          }
        : {
            toggle: 'التعديل في الشبكة',
            select: (id: string) => `تحديد السجل ${id}`,
            open: 'تعيين حقل',
            title: 'تعيين حقل في سجلات كثيرة',
            scope: `${three} سجلات محددة`,
            confirm: `تعيين title في ${three} سجلات`,
            saved: `حُفظت ${three} سجلات.`,
          };
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await page.getByRole('button', { name: text.toggle }).click();
    for (const record of records) await page.getByRole('checkbox', { name: text.select(record.id) }).check();
    await page.getByRole('button', { name: text.open }).click();
    const dialog = page.getByRole('dialog', { name: text.title });
    await expect(dialog.getByRole('radio', { name: text.scope })).toBeChecked();
    await dialog.getByRole('textbox').fill('x');
    if (lang === 'ar') await expectNoA11yViolations(page, 'dialog[open]');
    await dialog.getByRole('button', { name: text.confirm }).click();
    await expect(dialog.getByRole('status').filter({ hasText: text.saved })).toBeVisible();
  });
}
