import type { Locator, Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { changeOnServer, gridCell, holdRequests, openGrid, serverRecord } from './support/grid';
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

/** A collection with a multiple select, a relation to a collection of two records, and json. */
async function kindsCollection(url: string, token: string) {
  const refs = await createCollection(url, token, {
    name: uniqueName('bulk_ref'),
    schema: [{ name: 'name', type: 'text' }],
  });
  const targets = await createRecordsInOrder(url, token, refs.id, [
    { name: 'alpha target' },
    { name: 'beta target' },
  ]);
  const coll = await createCollection(url, token, {
    name: uniqueName('bulk_kinds'),
    schema: [
      { name: 'title', type: 'text' },
      { name: 'tags', type: 'select', options: { maxSelect: 2, values: ['red', 'green', 'blue'] } },
      {
        name: 'owners',
        type: 'relation',
        options: { collectionId: refs.id, maxSelect: null, displayFields: ['name'] },
      },
      { name: 'data', type: 'json' },
      { name: 'body', type: 'editor' },
    ],
  });
  const records = await createRecordsInOrder(url, token, coll.id, [
    { title: 'one', tags: ['red'], owners: [targets[0].id], data: { n: 1 } },
    { title: 'two', tags: [], owners: [], data: null },
    { title: 'three', tags: ['green'], owners: [targets[1].id], data: [3] },
    { title: 'four', tags: ['blue'], owners: [targets[0].id], data: 'four' },
  ]);
  const stored = async (name: string) =>
    Promise.all(records.map(async (r) => (await serverRecord(url, token, coll, r.id))[name]));
  return { refs, targets, coll, records, stored };
}

/** Presses Tab until `target` has focus (proving it is reachable by keyboard), at most `max` times. */
async function tabTo(page: Page, target: Locator, max = 30): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Closes the dialog on its result, then undoes the set with Ctrl+Z from a cell of the last record. */
async function closeAndUndo(page: Page, dialog: Locator, record: RecordInfo, label: string): Promise<void> {
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toBeHidden();
  await (await gridCell(page, record.id, 'title')).click();
  await page.keyboard.press('ControlOrMeta+z');
  await expect(page.getByText(`Undone: ${label}`)).toBeVisible();
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
  // the fields a cell edits in place, the json field's code editor among them
  const field = dialog.getByRole('combobox', { name: 'Field' });
  await expect(field.locator('option')).toHaveText(['title', 'n', 'flag', 'status', 'code', 'data']);
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

test('a record changed on the server while the set runs is skipped, not overwritten', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const coll = await bulkCollection(url, token);
  // seven records: one more than the writes in flight at once, so the last waits for a place
  const records = await createRecordsInOrder(
    url,
    token,
    coll.id,
    Array.from({ length: 7 }, (_, i) => ({ title: `title ${i}`, code: `c${i}` })),
  );
  await openGrid(page, url, coll);
  await select(page, records);
  const dialog = await openDialog(page);
  await dialog.getByRole('textbox', { name: 'Value' }).fill('bulk');
  // the writes are held on their way, as a slow server would hold them
  const isWrite = (address: URL) => address.pathname.startsWith(`/api/collections/${coll.id}/records/`);
  const { release } = await holdRequests(page, isWrite, (request) => request.method() === 'PATCH');
  const sent = new Set<string>();
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && isWrite(new URL(request.url())))
      sent.add(new URL(request.url()).pathname.split('/').pop()!);
  });
  await dialog.getByRole('button', { name: 'Set title on 7 records' }).click();
  await expect.poll(() => sent.size).toBe(6);
  const waiting = records.find((r) => !sent.has(r.id))!;
  // another admin changes the record still waiting; realtime brings it to this tab
  await changeOnServer(url, token, coll, waiting.id, { title: 'theirs' });
  await expect(await gridCell(page, waiting.id, 'title')).toHaveText('theirs');
  release();

  await expect(dialog).toContainText('6 records saved.');
  await expect(dialog).toContainText('1 record was skipped: it changed on the server meanwhile.');
  expect((await serverRecord(url, token, coll, waiting.id)).title).toBe('theirs');
  for (const record of records.filter((r) => r !== waiting))
    expect((await serverRecord(url, token, coll, record.id)).title).toBe('bulk');
  await page.unroute(isWrite);
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

test('a multiple select is set from its list of boxes, more values than it takes refused', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const { coll, records, stored } = await kindsCollection(url, token);
  const [, , , fourth] = records;
  await openGrid(page, url, coll);
  await select(page, records.slice(0, 3));
  const dialog = await openDialog(page);
  // the rich text field is left to the record panel
  const field = dialog.getByRole('combobox', { name: 'Field' });
  await expect(field.locator('option')).toHaveText(['title', 'tags', 'owners', 'data']);
  await field.selectOption('tags');
  const boxes = dialog.getByRole('group', { name: 'Value' });
  await expect(boxes.getByRole('checkbox')).toHaveCount(3);
  await expect(boxes.getByRole('checkbox', { checked: true })).toHaveCount(0);
  await expectNoA11yViolations(page, 'dialog[open]');

  // by keyboard as in the cell: Space ticks, Down moves on
  await boxes.getByRole('checkbox', { name: 'red' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await expect(boxes.getByRole('checkbox', { checked: true })).toHaveCount(3);
  await dialog.getByRole('button', { name: 'Set tags on 3 records' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Select up to 2 items.');
  await expect(boxes).toHaveAccessibleDescription('Select up to 2 items.');
  await expect(boxes.getByRole('checkbox', { name: 'red' })).toBeFocused();
  await expectNoA11yViolations(page, 'dialog[open]');
  expect(await stored('tags')).toEqual([['red'], [], ['green'], ['blue']]);

  await boxes.getByRole('checkbox', { name: 'green' }).uncheck();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Set tags on 3 records' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: '3 records saved.' })).toBeVisible();
  expect(await stored('tags')).toEqual([['red', 'blue'], ['red', 'blue'], ['red', 'blue'], ['blue']]);

  await closeAndUndo(page, dialog, fourth, 'Set tags on 3 records');
  await expect.poll(() => stored('tags')).toEqual([['red'], [], ['green'], ['blue']]);
});

test('a relation is set to records picked by keyboard, listed by their display fields', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const { refs, targets, coll, records, stored } = await kindsCollection(url, token);
  const [alpha, beta] = targets;
  await openGrid(page, url, coll);
  await select(page, records.slice(0, 3));
  const dialog = await openDialog(page);
  await dialog.getByRole('combobox', { name: 'Field' }).selectOption('owners');
  await expect(dialog.getByText('None chosen: the field is emptied.')).toBeVisible();
  const choose = dialog.getByRole('button', { name: 'Choose records' });
  await expectNoA11yViolations(page, 'dialog[open]');

  await tabTo(page, choose);
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog', { name: `Select ${refs.name} records` });
  await expect(picker).toBeVisible();
  const alphaBox = picker.getByRole('checkbox', { name: /alpha target/ });
  await expect(alphaBox).not.toBeChecked();
  await expectNoA11yViolations(page);
  await tabTo(page, alphaBox);
  await page.keyboard.press('Space');
  await tabTo(page, picker.getByRole('checkbox', { name: /beta target/ }));
  await page.keyboard.press('Space');
  await tabTo(page, picker.getByRole('button', { name: 'Set selection' }));
  await page.keyboard.press('Enter');
  await expect(picker).toBeHidden();

  const chosen = dialog.getByRole('list', { name: 'Value' });
  await expect(chosen.getByRole('listitem')).toHaveText(['alpha target', 'beta target']);
  await expect(choose).toBeFocused();
  await expectNoA11yViolations(page, 'dialog[open]');
  await tabTo(page, dialog.getByRole('button', { name: 'Set owners on 3 records' }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('status').filter({ hasText: '3 records saved.' })).toBeVisible();
  const both = [alpha.id, beta.id];
  expect(await stored('owners')).toEqual([both, both, both, [alpha.id]]);

  await closeAndUndo(page, dialog, records[3], 'Set owners on 3 records');
  await expect.poll(() => stored('owners')).toEqual([[alpha.id], [], [beta.id], [alpha.id]]);
});

test('json is read from the code editor as its cell reads it; a value it cannot store is kept', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const { coll, records, stored } = await kindsCollection(url, token);
  await openGrid(page, url, coll);
  await select(page, records.slice(0, 3));
  const dialog = await openDialog(page);
  await dialog.getByRole('combobox', { name: 'Field' }).selectOption('data');
  const code = dialog.getByRole('textbox', { name: 'Value' });
  await expect(code).toBeVisible();
  await expectNoA11yViolations(page, 'dialog[open]');

  await code.click();
  await page.keyboard.type('{"big": 1e400}');
  await dialog.getByRole('button', { name: 'Set data on 3 records' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'The number 1e400 cannot be stored exactly; put it in quotes to keep it as text.',
  );
  await expect(code).toHaveText('{"big": 1e400}');
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(code).toBeFocused();
  await expectNoA11yViolations(page, 'dialog[open]');
  expect(await stored('data')).toEqual([{ n: 1 }, null, [3], 'four']);

  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('{"k": [1, 2]}');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Set data on 3 records' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: '3 records saved.' })).toBeVisible();
  const set = { k: [1, 2] };
  expect(await stored('data')).toEqual([set, set, set, 'four']);

  await closeAndUndo(page, dialog, records[3], 'Set data on 3 records');
  await expect.poll(() => stored('data')).toEqual([{ n: 1 }, null, [3], 'four']);
});
