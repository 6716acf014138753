import { expectNoA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { changeOnServer, gridCell, holdRequests, openGrid, serverRecord } from './support/grid';
import { adminToken, api, uniqueEmail } from './support/api';
import { createCollection, createRecordsInOrder, uniqueName, type CollectionInfo } from './support/records';
import { recordRow } from './support/screens';

// The records screen as a spreadsheet grid, against the real server: the grid mode is chosen in the
// toolbar and remembered; arrows move a roving focus; typed cells are read by their field's type and
// saved as a PATCH of that field alone; a value the type cannot read, one the server refuses, and one
// someone changed meanwhile each keep what was typed and say why.

async function gridCollection(url: string, token: string): Promise<CollectionInfo> {
  return createCollection(url, token, {
    name: uniqueName('grid'),
    schema: [
      { name: 'title', type: 'text' },
      { name: 'n', type: 'number' },
      { name: 'flag', type: 'bool' },
      { name: 'status', type: 'select', options: { maxSelect: 1, values: ['draft', 'live'] } },
      { name: 'code', type: 'text', options: { pattern: '^[a-z]*$' } },
    ],
  });
}

test('cells edit in place by keyboard alone, each type read as its field reads it, saved one field at a time', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const coll = await gridCollection(url, token);
  // newest first: 'second' is the first row
  const [first, second] = await createRecordsInOrder(url, token, coll.id, [
    { title: 'first', n: 1 },
    { title: 'second', n: 2 },
  ]);
  await openGrid(page, url, coll);
  await expectNoA11yViolations(page);

  // a click focuses a cell; typing starts editing with that character, Enter saves and moves down
  const title = await gridCell(page, second.id, 'title');
  await title.click();
  await expect(title).toBeFocused();
  await page.keyboard.type('Renamed');
  const editor = page.getByRole('textbox', { name: 'title', exact: true });
  await expect(editor).toHaveValue('Renamed');
  await expectNoA11yViolations(page);
  await page.keyboard.press('Enter');
  await expect(await gridCell(page, first.id, 'title')).toBeFocused();
  await expect.poll(async () => (await serverRecord(url, token, coll, second.id)).title).toBe('Renamed');
  await expect(title).toHaveText('Renamed');

  // a number the type cannot read stays in the editor with the reason; Escape gives the value back
  await page.keyboard.press('ArrowRight');
  const n = await gridCell(page, first.id, 'n');
  await expect(n).toBeFocused();
  await page.keyboard.type('12abc');
  await page.keyboard.press('Enter');
  const numberEditor = page.getByRole('textbox', { name: 'n', exact: true });
  await expect(numberEditor).toHaveValue('12abc');
  await expect(numberEditor).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert').filter({ hasText: 'Not a valid number.' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(n).toBeFocused();
  await expect(n).toHaveText('1');
  expect((await serverRecord(url, token, coll, first.id)).n).toBe(1);

  // F2 edits the value as it is; Tab saves and moves right
  await page.keyboard.press('F2');
  await page.keyboard.press('End');
  await page.keyboard.type('5');
  await page.keyboard.press('Tab');
  await expect.poll(async () => (await serverRecord(url, token, coll, first.id)).n).toBe(15);
  const flag = await gridCell(page, first.id, 'flag');
  await expect(flag).toBeFocused();

  // Space flips a bool at once
  await page.keyboard.press('Space');
  await expect.poll(async () => (await serverRecord(url, token, coll, first.id)).flag).toBe(true);

  // a single select offers the field's values
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  const select = page.getByRole('combobox', { name: 'status', exact: true });
  await select.selectOption('live');
  await select.press('Enter');
  await expect.poll(async () => (await serverRecord(url, token, coll, first.id)).status).toBe('live');
  // Enter on the last row stays there
  await expect(await gridCell(page, first.id, 'status')).toBeFocused();

  // Home goes to the row's first cell (its checkbox), Alt+Enter opens the record
  await page.keyboard.press('Home');
  await expect(recordRow(page, first.id).locator('td[aria-colindex="1"]')).toBeFocused();
  await page.keyboard.press('Alt+Enter');
  await expect(page.getByRole('dialog', { name: `Edit ${coll.name} record` })).toBeVisible();
});

test('a value the server refuses keeps what was typed, listed with its reason, Retry and Revert', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const coll = await gridCollection(url, token);
  const [record] = await createRecordsInOrder(url, token, coll.id, [{ title: 't', code: 'abc' }]);
  await openGrid(page, url, coll);

  const code = await gridCell(page, record.id, 'code');
  await code.dblclick();
  const editor = page.getByRole('textbox', { name: 'code', exact: true });
  await editor.fill('NOT LOWER');
  await editor.press('Enter');
  const unsaved = page.getByRole('region', { name: 'Unsaved changes' });
  await expect(unsaved).toContainText('1 change not saved');
  await expect(unsaved).toContainText(`code of ${record.id}:`);
  await expect(code).toContainText('NOT LOWER');
  await expectNoA11yViolations(page);
  expect((await serverRecord(url, token, coll, record.id)).code).toBe('abc');

  await unsaved.getByRole('button', { name: 'Revert' }).click();
  await expect(unsaved).toHaveCount(0);
  await expect(code).toHaveText('abc');
});

test('a cell someone changed while it was typed in offers both values, and the choice is kept', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const coll = await gridCollection(url, token);
  const [record] = await createRecordsInOrder(url, token, coll.id, [{ title: 'before' }]);
  await openGrid(page, url, coll);

  const title = await gridCell(page, record.id, 'title');
  await title.click();
  await page.keyboard.press('Enter');
  const editor = page.getByRole('textbox', { name: 'title', exact: true });
  await editor.fill('mine');
  await changeOnServer(url, token, coll, record.id, { title: 'theirs', code: 'seen' });
  // the change has come through realtime once the other field of the same write shows
  await expect(await gridCell(page, record.id, 'code')).toHaveText('seen');
  await editor.press('Enter');
  const unsaved = page.getByRole('region', { name: 'Unsaved changes' });
  await expect(unsaved).toContainText('changed on the server to “theirs” while you typed “mine”');
  expect((await serverRecord(url, token, coll, record.id)).title).toBe('theirs');

  await unsaved.getByRole('button', { name: 'Save mine' }).click();
  await expect(unsaved).toHaveCount(0);
  await expect.poll(async () => (await serverRecord(url, token, coll, record.id)).title).toBe('mine');
  await expect(title).toHaveText('mine');
});

test('a value someone wrote while ours was on its way is named after ours replaced it, and can be put back', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const coll = await gridCollection(url, token);
  const [record] = await createRecordsInOrder(url, token, coll.id, [{ title: 'before' }]);
  await openGrid(page, url, coll);
  // our write is held on its way, as a slow network would hold it
  const isRecord = (address: URL) => address.pathname === `/api/collections/${coll.id}/records/${record.id}`;
  const { release, sent } = await holdRequests(page, isRecord, (request) => request.method() === 'PATCH');

  const title = await gridCell(page, record.id, 'title');
  await title.click();
  // the copy of the record the edit fetches when it begins is in before the commit, as it is for
  // an admin who types: the write leaves at Enter
  const fresh = page.waitForResponse((answer) => isRecord(new URL(answer.url())));
  await page.keyboard.type('mine');
  await fresh;
  await page.keyboard.press('Enter');
  // someone else writes only once ours has left (a loaded machine may take a moment to send it)
  await sent;
  await changeOnServer(url, token, coll, record.id, { title: 'theirs', code: 'seen' });
  await expect(await gridCell(page, record.id, 'code')).toHaveText('seen');
  release();

  const unsaved = page.getByRole('region', { name: 'Unsaved changes' });
  await expect(unsaved).toContainText(
    'title of ' +
      record.id +
      ' was changed on the server to “theirs” while your “mine” was on its way, and yours replaced it.',
  );
  expect((await serverRecord(url, token, coll, record.id)).title).toBe('mine');
  await expectNoA11yViolations(page);

  await unsaved.getByRole('button', { name: 'Put theirs back' }).click();
  await expect(unsaved).toHaveCount(0);
  await expect.poll(async () => (await serverRecord(url, token, coll, record.id)).title).toBe('theirs');
  await expect(title).toHaveText('theirs');
  await page.unroute(isRecord);
});

test('the grid mode is remembered, arrows follow the text direction, and typed markup stays text', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const coll = await gridCollection(url, token);
  const [record] = await createRecordsInOrder(url, token, coll.id, [{ title: 'x', n: 3 }]);
  await openGrid(page, url, coll);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Edit in grid' })).toHaveAttribute('aria-pressed', 'true');
  // the page's first script loaded the preloading script, which preloaded the grid's chunk and
  // applied its style sheet: the chunk was fetched once, by the preload or the import that reused it
  const loaded = await page.evaluate(() => ({
    files: performance.getEntriesByType('resource').map((entry) => entry.name.split('/').pop()!),
    preloads: [
      ...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload], link[rel=stylesheet]'),
    ].map((link) => `${link.rel} ${link.href.split('/').pop()}`),
  }));
  expect(loaded.files).toContain('grid-preload.js');
  expect(loaded.files.filter((name) => /^gridLib-[^/]+\.js$/.test(name))).toHaveLength(1);
  expect(loaded.preloads).toContainEqual(expect.stringMatching(/^modulepreload gridLib-[^/]+\.js$/));
  expect(loaded.preloads).toContainEqual(expect.stringMatching(/^stylesheet gridLib-[^/]+\.css$/));

  const payload = '<img src=x onerror="window.__gridXss=1">';
  const title = await gridCell(page, record.id, 'title');
  await title.click();
  await page.keyboard.press('Enter');
  const editor = page.getByRole('textbox', { name: 'title', exact: true });
  await editor.fill(payload);
  await editor.press('Enter');
  await expect.poll(async () => (await serverRecord(url, token, coll, record.id)).title).toBe(payload);
  await expect(title).toHaveText(payload);
  expect(await page.evaluate(() => (window as { __gridXss?: number }).__gridXss)).toBeUndefined();

  // right to left: ArrowLeft moves to the next column
  await page.evaluate(() => document.documentElement.setAttribute('dir', 'rtl'));
  await title.click();
  await page.keyboard.press('ArrowLeft');
  await expect(await gridCell(page, record.id, 'n')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(title).toBeFocused();
});

test('a held ArrowDown goes on past the loaded rows once the next page comes, losing no key', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const coll = await gridCollection(url, token);
  // newest first: the 45th record made is the first row
  const made = await createRecordsInOrder(
    url,
    token,
    coll.id,
    Array.from({ length: 45 }, (_, i) => ({ title: `row ${i}` })),
  );
  await openGrid(page, url, coll);
  await (await gridCell(page, made[44].id, 'title')).click();
  // the second page is held until every key has been pressed, as a slow server would hold it
  const isSecondPage = (address: URL) =>
    address.pathname.endsWith(`/records`) && address.searchParams.get('page') === '2';
  const { release } = await holdRequests(page, isSecondPage);
  for (let i = 0; i < 35; i++) await page.keyboard.press('ArrowDown');
  // 29 moves reached the last loaded row; the 6 pressed while the page loaded are kept
  await expect(await gridCell(page, made[15].id, 'title')).toBeFocused();
  release();
  await expect(await gridCell(page, made[9].id, 'title')).toBeFocused();
  await page.unroute(isSecondPage);
});

test('a held ArrowDown far below the first screen keeps the focus on the cell it reached', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const coll = await gridCollection(url, token);
  // newest first: the 120th record made is the first row; four pages of 30
  const made = await createRecordsInOrder(
    url,
    token,
    coll.id,
    Array.from({ length: 120 }, (_, i) => ({ title: `row ${i}` })),
  );
  await openGrid(page, url, coll);
  await (await gridCell(page, made[119].id, 'title')).click();
  // a held key: one keydown after another with no key up, far past the rows drawn at first, so
  // the rows scrolled past are taken out of the page while the focus moves on
  for (let i = 0; i < 100; i++) await page.keyboard.down('ArrowDown');
  await page.keyboard.up('ArrowDown');
  const reached = await gridCell(page, made[19].id, 'title');
  await expect(reached).toBeFocused();
  await page.keyboard.type('typed here');
  await expect(page.getByRole('textbox', { name: 'title', exact: true })).toHaveValue('typed here');
  await page.keyboard.press('Escape');
  await expect(reached).toBeFocused();
});

test('values typed one after another, Enter after each, all reach their cells in full', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const coll = await gridCollection(url, token);
  const made = await createRecordsInOrder(
    url,
    token,
    coll.id,
    Array.from({ length: 3 }, (_, i) => ({ title: `old ${i}` })),
  );
  await openGrid(page, url, coll);
  await (await gridCell(page, made[2].id, 'title')).click();
  // every request for a record (the writes) is held until every key is typed, as a slow server
  // would hold it: the keys after each Enter must reach the next cell all the same
  const { release } = await holdRequests(page, (address) => /\/records\/[a-z0-9]+$/.test(address.pathname));
  await page.keyboard.type('first value');
  await page.keyboard.press('Enter');
  await page.keyboard.type('second value');
  await page.keyboard.press('Enter');
  await page.keyboard.type('third value');
  await page.keyboard.press('Enter');
  release();
  for (const [record, value] of [
    [made[2], 'first value'],
    [made[1], 'second value'],
    [made[0], 'third value'],
  ] as const) {
    await expect.poll(async () => (await serverRecord(url, token, coll, record.id)).title).toBe(value);
    await expect(await gridCell(page, record.id, 'title')).toHaveText(value);
  }
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('Ctrl+C copies the selected range as tab-separated text and an HTML table', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const coll = await gridCollection(url, token);
  const [, newer] = await createRecordsInOrder(url, token, coll.id, [
    { title: 'two\tparts', n: 2 },
    { title: 'first', n: 1.5 },
  ]);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url });
  await openGrid(page, url, coll);

  await (await gridCell(page, newer.id, 'title')).click();
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Shift+ArrowDown');
  await expect(page.locator('[data-records-table] td[aria-selected="true"]')).toHaveCount(4);
  await expectNoA11yViolations(page);
  await page.keyboard.press('ControlOrMeta+c');
  const copied = await page.evaluate(async () => {
    const [item] = await navigator.clipboard.read();
    const text = await (await item.getType('text/plain')).text();
    const html = await (await item.getType('text/html')).text();
    return { text, html };
  });
  expect(copied.text).toBe('first\t1.5\n"two\tparts"\t2');
  expect(copied.html).toContain('<td>first</td><td>1.5</td>');
});

test('Ctrl+Z and Ctrl+Shift+Z undo and redo cell changes, leaving a record someone changed since', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const coll = await gridCollection(url, token);
  const [record] = await createRecordsInOrder(url, token, coll.id, [{ title: 'one', n: 1 }]);
  await openGrid(page, url, coll);
  const title = await gridCell(page, record.id, 'title');
  const stored = async () => serverRecord(url, token, coll, record.id);

  await title.click();
  await page.keyboard.type('two');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await stored()).title).toBe('two');
  await expect(title).toBeFocused();
  // the change is in the history once the server's answer is in, which may come after it stored it
  await expect(page.getByRole('button', { name: 'Undo' })).toBeEnabled();
  await page.keyboard.press('ControlOrMeta+z');
  await expect.poll(async () => (await stored()).title).toBe('one');
  await expect(page.getByText(`Undone: title of ${record.id}`)).toBeVisible();
  await expect(title).toHaveText('one');
  await expect(page.getByRole('button', { name: 'Redo' })).toBeEnabled();
  await page.keyboard.press('ControlOrMeta+Shift+z');
  await expect.poll(async () => (await stored()).title).toBe('two');
  await expect(title).toHaveText('two');

  // someone else writes the record: the undo leaves their value and says so
  await changeOnServer(url, token, coll, record.id, { title: 'theirs' });
  await expect(title).toHaveText('theirs'); // realtime
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(
    page.getByText('1 record was changed on the server since, so its value was kept.'),
  ).toBeVisible();
  expect((await stored()).title).toBe('theirs');
});

test('a paste over several records asks first, lists what it skips, and saves the rest', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const coll = await gridCollection(url, token);
  const [older, newer] = await createRecordsInOrder(url, token, coll.id, [
    { title: 'b', n: 2 },
    { title: 'a', n: 1 },
  ]);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url });
  await openGrid(page, url, coll);

  await (await gridCell(page, newer.id, 'title')).click();
  await page.evaluate(() => navigator.clipboard.writeText('pasted a\t10\npasted b\tnot a number\nbelow\t3'));
  await page.keyboard.press('ControlOrMeta+v');
  const dialog = page.getByRole('dialog', { name: 'Paste 3 values into 2 records?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('1 value is skipped');
  await expect(dialog).toContainText(`n of ${older.id}: “not a number” — Not a valid number.`);
  await expect(dialog).toContainText('1 pasted row falls below the last loaded record');
  await expectNoA11yViolations(page, 'dialog[open]');
  expect((await serverRecord(url, token, coll, newer.id)).title).toBe('a');

  await dialog.getByRole('button', { name: 'Paste', exact: true }).click();
  await expect(dialog).toContainText('2 records saved.');
  const a = await serverRecord(url, token, coll, newer.id);
  const b = await serverRecord(url, token, coll, older.id);
  expect([a.title, a.n, b.title, b.n]).toEqual(['pasted a', 10, 'pasted b', 2]);
  await dialog.getByRole('button', { name: 'Close' }).last().click();

  // the whole paste is one undo step
  await (await gridCell(page, newer.id, 'title')).click();
  await page.keyboard.press('ControlOrMeta+z');
  // the two records are written back side by side: either may be answered first
  await expect.poll(async () => (await serverRecord(url, token, coll, older.id)).title).toBe('b');
  await expect.poll(async () => (await serverRecord(url, token, coll, newer.id)).n).toBe(1);
});

test('a multiple select is ticked in a list under its cell, within the field limit', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const coll = await createCollection(url, token, {
    name: uniqueName('grid_tags'),
    schema: [
      { name: 'tags', type: 'select', options: { maxSelect: 2, values: ['red', 'green', 'blue'] } },
      { name: 'note', type: 'text' },
    ],
  });
  const [record] = await createRecordsInOrder(url, token, coll.id, [{ tags: ['green'] }]);
  await openGrid(page, url, coll);
  const tags = await gridCell(page, record.id, 'tags');

  // Enter opens the list on the ticked value; Up, Down and Space tick; Enter saves in the list's order
  await tags.click();
  await page.keyboard.press('Enter');
  const list = page.getByRole('group', { name: 'tags', exact: true });
  await expect(list.getByRole('checkbox', { name: 'green' })).toBeFocused();
  await expect(list.getByRole('checkbox', { name: 'green' })).toBeChecked();
  await expectNoA11yViolations(page);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Space');
  await expect(list.getByRole('checkbox', { name: 'red' })).toBeChecked();
  await page.keyboard.press('Enter');
  await expect(list).toBeHidden();
  await expect
    .poll(async () => (await serverRecord(url, token, coll, record.id)).tags)
    .toEqual(['red', 'green']);
  await expect(tags).toBeFocused();

  // a third value is over the field's limit: the list stays open with the reason, Escape leaves it as it was
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await page.keyboard.press('Enter');
  await expect(list.getByRole('alert')).toHaveText('Select up to 2 items.');
  await expect(list.getByRole('checkbox', { name: 'blue' })).toBeChecked();
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(tags).toBeFocused();
  await expect(tags).toContainText('red');
  await expect(tags).toContainText('green');
  await expect(tags).not.toContainText('blue');

  // unticking all empties the field; Tab saves and moves to the next column
  await page.keyboard.press('F2');
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect.poll(async () => (await serverRecord(url, token, coll, record.id)).tags).toEqual([]);
  await expect(await gridCell(page, record.id, 'note')).toBeFocused();
});

test('Delete clears a cell at once, and a range of several records after asking, as one undo step', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const coll = await gridCollection(url, token);
  const [older, newer] = await createRecordsInOrder(url, token, coll.id, [
    { title: 'b', n: 2, code: 'bb' },
    { title: 'a', n: 1, code: 'aa' },
  ]);
  await openGrid(page, url, coll);

  // one cell: cleared and saved at once
  await (await gridCell(page, newer.id, 'title')).click();
  await page.keyboard.press('Delete');
  await expect.poll(async () => (await serverRecord(url, token, coll, newer.id)).title).toBe('');

  // from the id column across title and n of both rows: the id is passed over, four values asked for
  await (await gridCell(page, newer.id, 'n')).click();
  await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('Delete');
  // the newer title is empty already, so three values in two records
  const dialog = page.getByRole('dialog', { name: 'Clear 3 values in 2 records?' });
  await expect(dialog).toBeVisible();
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(dialog.getByText('2 records saved.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect.poll(async () => (await serverRecord(url, token, coll, older.id)).title).toBe('');
  expect((await serverRecord(url, token, coll, older.id)).n).toBe(0);
  expect((await serverRecord(url, token, coll, newer.id)).n).toBe(0);
  expect((await serverRecord(url, token, coll, older.id)).code).toBe('bb');

  // one undo gives the whole range back
  await expect(page.getByRole('button', { name: 'Undo' })).toBeEnabled();
  await page.keyboard.press('ControlOrMeta+z');
  // the records are written back side by side: either may be answered first
  await expect.poll(async () => (await serverRecord(url, token, coll, older.id)).title).toBe('b');
  expect((await serverRecord(url, token, coll, older.id)).n).toBe(2);
  await expect.poll(async () => (await serverRecord(url, token, coll, newer.id)).n).toBe(1);
});

test('a relation cell opens the relation picker, and the chosen records show by their display field', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const refs = await createCollection(url, token, {
    name: uniqueName('grid_refs'),
    schema: [{ name: 'name', type: 'text' }],
  });
  const [first, second] = await createRecordsInOrder(url, token, refs.id, [
    { name: 'alpha target' },
    { name: 'beta target' },
  ]);
  const coll = await createCollection(url, token, {
    name: uniqueName('grid_rel'),
    schema: [
      { name: 'title', type: 'text' },
      {
        name: 'ref',
        type: 'relation',
        options: { collectionId: refs.id, maxSelect: 1, displayFields: ['name'] },
      },
    ],
  });
  const [record] = await createRecordsInOrder(url, token, coll.id, [{ title: 'row', ref: first.id }]);
  await openGrid(page, url, coll);
  const ref = await gridCell(page, record.id, 'ref');
  await expect(ref).toContainText('alpha target');

  // Enter opens the picker on the cell's record; the choice is saved as that one field
  await ref.click();
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog', { name: `Select ${refs.name} records` });
  await expect(picker).toBeVisible();
  await expect(picker.getByRole('radio', { name: /alpha target/ })).toBeChecked();
  await expectNoA11yViolations(page);
  await picker.getByRole('radio', { name: /beta target/ }).check();
  await picker.getByRole('button', { name: 'Set selection' }).click();
  await expect(picker).toHaveCount(0);
  await expect.poll(async () => (await serverRecord(url, token, coll, record.id)).ref).toBe(second.id);
  await expect(ref).toContainText('beta target');
  await expect(ref).toBeFocused();

  // closing the picker changes nothing
  await page.keyboard.press('F2');
  await expect(picker).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(picker).toHaveCount(0);
  await expect(ref).toBeFocused();
  expect((await serverRecord(url, token, coll, record.id)).ref).toBe(second.id);
});

test('a json cell is edited in a small code editor that keeps a value it cannot store', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const coll = await createCollection(url, token, {
    name: uniqueName('grid_json'),
    schema: [{ name: 'data', type: 'json' }],
  });
  const [record] = await createRecordsInOrder(url, token, coll.id, [{ data: { a: 1 } }]);
  await openGrid(page, url, coll);
  const data = await gridCell(page, record.id, 'data');

  await data.click();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `data of ${record.id}` });
  await expect(dialog).toBeVisible();
  const code = dialog.getByRole('textbox', { name: 'data' });
  await expect(code).toContainText('{"a":1}');
  await expectNoA11yViolations(page);

  // a number JSON cannot keep exactly stays as typed, with the reason, and nothing is sent
  await code.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('1e400');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('The number 1e400 cannot be stored exactly');
  await expect(code).toContainText('1e400');
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  expect((await serverRecord(url, token, coll, record.id)).data).toEqual({ a: 1 });

  // Ctrl+S saves JSON, and the focus is back on the cell
  await code.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('42');
  await page.keyboard.press('ControlOrMeta+s');
  await expect(dialog).toHaveCount(0);
  await expect.poll(async () => (await serverRecord(url, token, coll, record.id)).data).toBe(42);
  await expect(data).toBeFocused();
  await expect(data).toContainText('42');
});

test('a record deleted while a cell is typed in keeps the typed text listed, with a notice', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const coll = await gridCollection(url, token);
  const [gone, stays] = await createRecordsInOrder(url, token, coll.id, [
    { title: 'doomed', n: 1 },
    { title: 'kept', n: 2 },
  ]);
  await openGrid(page, url, coll);

  await (await gridCell(page, gone.id, 'title')).click();
  await page.keyboard.type('typed before the delete');
  await api(url, `/api/collections/${coll.id}/records/${gone.id}`, { method: 'DELETE', token });
  await expect(recordRow(page, gone.id)).toHaveCount(0);
  await expect(
    page.getByText(
      `Record ${gone.id} was deleted on the server. What you typed in it stays in the list of unsaved changes.`,
    ),
  ).toBeVisible();
  const unsaved = page.getByRole('region', { name: 'Unsaved changes' });
  await expect(unsaved).toContainText(
    `title of ${gone.id}: “typed before the delete” was not saved: the record was deleted on the server.`,
  );
  await expectNoA11yViolations(page);
  await unsaved.getByRole('button', { name: 'Dismiss' }).click();
  await expect(unsaved).toHaveCount(0);

  // a refused value left open when the grid is turned off stays listed, and Retry says why again
  const n = await gridCell(page, stays.id, 'n');
  await n.click();
  await page.keyboard.type('12abc');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Not a valid number.' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit in grid' }).click();
  await expect(page.getByRole('grid', { name: 'Records' })).toHaveCount(0);
  await expect(unsaved).toContainText(
    `n of ${stays.id}: not saved: the cell closed before its value was committed.`,
  );
  await unsaved.getByRole('button', { name: 'Retry' }).click();
  await expect(unsaved).toContainText(`n of ${stays.id}: Not a valid number.`);
  expect((await serverRecord(url, token, coll, stays.id)).n).toBe(2);
});

test("an auth record's email visibility flips at once in the grid, and verified after asking", async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const members = await createCollection(url, token, {
    name: uniqueName('grid_members'),
    type: 'auth',
    schema: [],
  });
  const email = uniqueEmail('grid');
  const member = await api<{ id: string }>(url, `/api/collections/${members.id}/records`, {
    method: 'POST',
    token,
    body: { email, password: 'member-pass-1', passwordConfirm: 'member-pass-1' },
  });
  await openGrid(page, url, members);
  const stored = async () => serverRecord(url, token, members, member.id);

  const visibility = await gridCell(page, member.id, 'emailVisibility');
  await expect(visibility).toHaveText('False');
  await visibility.click();
  await page.keyboard.press('Space');
  await expect.poll(async () => (await stored()).emailVisibility).toBe(true);
  await expect(visibility).toHaveText('True');

  // verified asks first: No leaves it, Yes sets it
  await page.keyboard.press('ArrowRight');
  const verified = await gridCell(page, member.id, 'verified');
  await expect(verified).toBeFocused();
  const confirmBox = page.getByRole('dialog', { name: 'Confirmation' });
  await page.keyboard.press('Space');
  await expect(confirmBox).toContainText('Do you really want to mark this record as verified?');
  await confirmBox.getByRole('button', { name: 'No' }).click();
  expect((await stored()).verified).toBe(false);
  await expect(verified).toHaveText('False');
  await verified.click();
  await page.keyboard.press('Space');
  await confirmBox.getByRole('button', { name: 'Yes' }).click();
  await expect.poll(async () => (await stored()).verified).toBe(true);
  await expect(verified).toHaveText('True');

  // the plain table keeps the spec's columns
  await page.getByRole('button', { name: 'Edit in grid' }).click();
  await expect(page.locator('[data-records-table] thead th').filter({ hasText: 'verified' })).toHaveCount(0);
});

test('each grid cell is named by its value and tied to its column header, as a screen reader reads it', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const coll = await gridCollection(url, token);
  const [record] = await createRecordsInOrder(url, token, coll.id, [
    { title: 'hello', n: 3, flag: true, status: 'live', code: 'abc' },
  ]);
  await openGrid(page, url, coll);
  const grid = page.getByRole('grid', { name: 'Records' });
  const cellOf = async (column: string) => {
    const index = await grid
      .getByRole('columnheader', { name: column, exact: true })
      .getAttribute('aria-colindex');
    expect(index, `aria-colindex of the ${column} header`).not.toBeNull();
    return recordRow(page, record.id).locator(`[role="gridcell"][aria-colindex="${index}"]`);
  };
  for (const [column, value] of [
    ['title', 'hello'],
    ['n', '3'],
    ['flag', 'True'],
    ['status', 'live'],
    ['code', 'abc'],
  ])
    await expect(await cellOf(column)).toHaveAccessibleName(value);

  // moving by keyboard lands on the cell of the next column header
  await (await cellOf('title')).click();
  await page.keyboard.press('ArrowRight');
  await expect(await cellOf('n')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(await cellOf('flag')).toBeFocused();
});

test.describe('a cell saved while the server cannot be reached', () => {
  // the aborted requests, as Chromium reports them
  test.use({ expectedConsoleErrors: ['ERR_CONNECTION_REFUSED'] });

  test('stays marked unsaved with what was typed, listed with Retry, and saves once the server is back', async ({
    adminPage: { page, url },
    server,
  }) => {
    const token = await adminToken(url, server.admin);
    const coll = await gridCollection(url, token);
    const [record] = await createRecordsInOrder(url, token, coll.id, [{ title: 'before' }]);
    await openGrid(page, url, coll);
    const isRecord = (u: URL) => u.pathname === `/api/collections/${coll.id}/records/${record.id}`;
    await page.route(isRecord, (route) => route.abort('connectionrefused'));

    const title = await gridCell(page, record.id, 'title');
    await title.click();
    await page.keyboard.type('typed while away');
    await page.keyboard.press('Enter');
    const unsaved = page.getByRole('region', { name: 'Unsaved changes' });
    await expect(unsaved).toContainText(`title of ${record.id}:`);
    await expect(title).toContainText('typed while away');
    await expectNoA11yViolations(page);
    expect((await serverRecord(url, token, coll, record.id)).title).toBe('before');

    await page.unroute(isRecord);
    await unsaved.getByRole('button', { name: 'Retry' }).click();
    await expect
      .poll(async () => (await serverRecord(url, token, coll, record.id)).title)
      .toBe('typed while away');
    await expect(unsaved).toHaveCount(0);
    await expect(title).toHaveText('typed while away');
  });
});

test.describe('with the grid chunk slow or unreachable', () => {
  // the chunk's requests are refused below, which the browser reports in the console
  test.use({ expectedConsoleErrors: ['ERR_FAILED', 'The records grid could not be loaded'] });

  test('while the grid chunk is on its way the list says it is loading, then shows the grid', async ({
    adminPage: { page, url },
    server,
  }) => {
    const token = await adminToken(url, server.admin);
    const coll = await gridCollection(url, token);
    const [record] = await createRecordsInOrder(url, token, coll.id, [{ title: 'on its way' }]);
    await openGrid(page, url, coll);
    const isGridChunk = (address: URL) => /\/gridLib-[^/]+\.js$/.test(address.pathname);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(isGridChunk, async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    await expect(page.getByText('Loading records…')).toBeVisible();
    await expect(page.getByText(/^Showing 1 of 1/)).toBeVisible();
    await expect(page.getByRole('grid', { name: 'Records' })).toHaveCount(0);
    release();
    await expect(page.getByRole('grid', { name: 'Records' })).toBeVisible();
    await expect(recordRow(page, record.id)).toContainText('on its way');
    await expect(page.getByText('Loading records…')).toHaveCount(0);
    await page.unroute(isGridChunk);
  });

  test('the rows show as the plain table, and the admin is told', async ({
    adminPage: { page, url },
    server,
  }) => {
    const token = await adminToken(url, server.admin);
    const coll = await gridCollection(url, token);
    const [record] = await createRecordsInOrder(url, token, coll.id, [{ title: 'still here' }]);
    await openGrid(page, url, coll);
    // with the grid remembered, the rows wait for its chunk: when it cannot come they must still show
    const isGridChunk = (address: URL) => /\/gridLib-[^/]+\.js$/.test(address.pathname);
    await page.route(isGridChunk, (route) => route.abort());
    await page.reload();
    await expect(recordRow(page, record.id)).toContainText('still here');
    await expect(page.getByRole('grid', { name: 'Records' })).toHaveCount(0);
    await expect(page.getByText('The grid could not be loaded; the table stays as it is.')).toBeVisible();
    await page.unroute(isGridChunk);
  });
});
