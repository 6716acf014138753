import type { Locator, Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { changeOnServer, gridCell, holdRequests, openGrid, serverRecord } from './support/grid';
import { adminToken } from './support/api';
import {
  createCollection,
  createRecordsInOrder,
  uniqueName,
  type CollectionInfo,
  type RecordInfo,
} from './support/records';
import { MORE_XSS, watchXss, XSS } from './support/xss';

// The records grid with hostile text, against the real server: script payloads pasted into every
// text-bearing type are stored as typed (or refused with the reason) and only ever shown as text,
// links exist for http(s) addresses alone; every mode of the grid passes axe in both themes and both
// directions; and a whole row is edited with the keyboard alone.

const PAYLOADS: readonly string[] = [...XSS, ...MORE_XSS];

/** Values of the select field: markup among them, as a collection's author may have written. */
const CHOICES = ['plain', XSS[0], XSS[1], XSS[3]];

/**
 * An address the server's url check takes (a user name before an @) but that is no http(s) URL: as
 * a link it would run `window.__xss=10`, as the browser decodes a javascript: URL before running it.
 */
const JS_URL = 'javascript:window.__xss=10%2F%2F@example.com';

/** An email the server refuses: markup before the @. */
const BAD_EMAIL = '<img src=x onerror=window.__xss=11>@example.com';

/** `text` as cells show it: a right-to-left override as its visible marker. */
const shown = (text: string) => text.replaceAll('\u202E', '⟨U+202E⟩');

/** Rows of cells as a spreadsheet copies them: a cell that starts with a quote is quoted. */
const tsv = (rows: readonly (readonly string[])[]) =>
  rows
    .map((row) =>
      row.map((cell) => (cell.startsWith('"') ? `"${cell.replaceAll('"', '""')}"` : cell)).join('\t'),
    )
    .join('\n');

/**
 * A collection with a field of every text-bearing type, in the order a pasted row fills them, and a
 * relation to records whose display field holds the payloads (the records returned, one per payload).
 */
async function safetyCollection(
  url: string,
  token: string,
): Promise<{ coll: CollectionInfo; targets: RecordInfo[] }> {
  const refs = await createCollection(url, token, {
    name: uniqueName('gridsafe_refs'),
    schema: [{ name: 'name', type: 'text' }],
  });
  const targets = await createRecordsInOrder(
    url,
    token,
    refs.id,
    PAYLOADS.map((name) => ({ name })),
  );
  const coll = await createCollection(url, token, {
    name: uniqueName('gridsafe'),
    schema: [
      { name: 'title', type: 'text' },
      { name: 'mail', type: 'email' },
      { name: 'link', type: 'url' },
      { name: 'num', type: 'number' },
      { name: 'choice', type: 'select', options: { maxSelect: 1, values: CHOICES } },
      { name: 'data', type: 'json' },
      { name: 'body', type: 'editor' },
      {
        name: 'ref',
        type: 'relation',
        options: { collectionId: refs.id, maxSelect: 1, displayFields: ['name'] },
      },
      { name: 'tags', type: 'select', options: { maxSelect: 2, values: ['red', XSS[0], 'blue'] } },
      { name: 'code', type: 'text', options: { pattern: '^[a-z]*$' } },
    ],
  });
  return { coll, targets };
}

/**
 * Every element inside `root` that pasted markup could have made, and every attribute that runs
 * script. The dashboard's own icons are the one kind of <svg> allowed: hidden from assistive
 * technology, and without attributes of their own that a payload sets.
 */
async function injectedMarkup(root: Locator): Promise<string[]> {
  return root.evaluate((body) => {
    const found: string[] = [];
    for (const el of body.querySelectorAll('*')) {
      const tag = el.tagName.toLowerCase();
      const isIcon = tag === 'svg' && el.getAttribute('aria-hidden') === 'true';
      if (
        ['img', 'script', 'svg', 'iframe', 'details', 'math', 'style', 'object', 'embed'].includes(tag) &&
        !isIcon
      )
        found.push(`<${tag}>`);
      for (const attr of el.getAttributeNames())
        if (attr.startsWith('on') || attr === 'srcdoc') found.push(`${tag}[${attr}]`);
    }
    return found;
  });
}

/** The addresses of the grid's links that are not http(s). */
async function nonHttpLinks(page: Page): Promise<string[]> {
  return page
    .locator('[data-records-table] a[href]')
    .evaluateAll((links) =>
      (links as HTMLAnchorElement[])
        .filter((a) => a.protocol !== 'http:' && a.protocol !== 'https:')
        .map((a) => a.getAttribute('href') ?? ''),
    );
}

test('an XSS corpus pasted into every text-bearing type is stored as typed and shown only as text', async ({
  adminPage: { page, url },
  server,
}) => {
  const ran = watchXss(page);
  const token = await adminToken(url, server.admin);
  const { coll, targets } = await safetyCollection(url, token);
  // newest first: the grid's rows are the records in reverse order of making
  const made = await createRecordsInOrder(
    url,
    token,
    coll.id,
    Array.from({ length: PAYLOADS.length + 1 }, () => ({})),
  );
  const rows = [...made].reverse();
  const refused = rows[PAYLOADS.length];
  // one row per payload: every text-bearing cell holds it, or the closest value the type can hold
  const links = PAYLOADS.map((_, i) =>
    i === 0 ? JS_URL : `https://example.com/${i}?q="><script>window.__xss=12</script>`,
  );
  const choices = PAYLOADS.map((_, i) => CHOICES[i % CHOICES.length]);
  const pasted = PAYLOADS.map((p, i) => [p, '', links[i], p, choices[i], p, p, targets[i].id]);
  // and a row the server refuses as a whole: its email holds markup
  pasted.push(['refused row', BAD_EMAIL]);

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url });
  await openGrid(page, url, coll);
  const grid = page.getByRole('grid', { name: 'Records' });
  await (await gridCell(page, rows[0].id, 'title')).click();
  await page.evaluate((text) => navigator.clipboard.writeText(text), tsv(pasted));
  await page.keyboard.press('ControlOrMeta+v');

  const dialog = page.getByRole('dialog', {
    name: `Paste ${PAYLOADS.length * 6 + 2} values into ${rows.length} records?`,
  });
  await expect(dialog).toBeVisible();
  // a number cannot hold a payload: each is listed, as text
  await expect(dialog).toContainText(`${PAYLOADS.length} values are skipped`);
  for (const [i, p] of PAYLOADS.entries())
    await expect(dialog).toContainText(`num of ${rows[i].id}: “${shown(p)}” — Not a valid number.`);
  await dialog.getByRole('button', { name: 'Paste', exact: true }).click();
  await expect(dialog).toContainText(`${PAYLOADS.length} records saved.`);
  // the server refuses the email with markup, and the record keeps its values
  await expect(dialog).toContainText('1 record refused the paste:');
  await expect(dialog).toContainText(`${refused.id}: mail:`);
  expect(await injectedMarkup(dialog)).toEqual([]);
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toHaveCount(0);

  for (const [i, p] of PAYLOADS.entries()) {
    const stored = await serverRecord(url, token, coll, rows[i].id);
    expect(stored, `record of payload ${i}`).toMatchObject({
      title: p,
      mail: '',
      link: links[i],
      num: 0,
      choice: choices[i],
      data: p,
      body: p,
      ref: targets[i].id,
    });
  }
  expect(await serverRecord(url, token, coll, refused.id)).toMatchObject({ title: '', mail: '' });

  const expectShownAsText = async () => {
    for (const [i, p] of PAYLOADS.entries()) {
      await expect(await gridCell(page, rows[i].id, 'title')).toHaveText(shown(p));
      await expect(await gridCell(page, rows[i].id, 'choice')).toHaveText(shown(choices[i]));
      await expect(await gridCell(page, rows[i].id, 'data')).toHaveText(shown(JSON.stringify(p)));
      await expect(await gridCell(page, rows[i].id, 'ref')).toHaveText(shown(p));
      const link = await gridCell(page, rows[i].id, 'link');
      if (i === 0) {
        // an address that is not http(s) is text, never a link
        await expect(link).toHaveText(JS_URL);
        await expect(link.locator('a')).toHaveCount(0);
      } else await expect(link.getByRole('link')).toHaveAttribute('href', links[i]);
    }
    expect(await injectedMarkup(grid.locator('tbody'))).toEqual([]);
    expect(await nonHttpLinks(page)).toEqual([]);
    expect(await ran()).toEqual({ flag: null, alerts: [] });
  };
  await expectShownAsText();

  // as the server has them, after a reload
  await page.reload();
  await expect(grid).toBeVisible();
  await expectShownAsText();
});

test('every mode of the grid passes axe in both themes and both directions', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const { coll, targets } = await safetyCollection(url, token);
  const [older, newer] = await createRecordsInOrder(url, token, coll.id, [
    { title: XSS[1], link: 'https://example.com/b', choice: XSS[0], data: { a: XSS[3] }, ref: targets[1].id },
    {
      title: 'plain',
      mail: 'a@example.com',
      link: JS_URL,
      num: 1.5,
      body: `<p>${XSS[0]}</p>`,
      tags: ['red', XSS[0]],
      ref: targets[0].id,
    },
  ]);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url });
  await openGrid(page, url, coll);
  const cell = (record: RecordInfo, column: string) => gridCell(page, record.id, column);

  // browsing: a cell has the focus
  const title = await cell(newer, 'title');
  await title.click();
  await expect(title).toBeFocused();
  await expectNoA11yViolations(page);

  // editing: a text editor, a single select, the list of a multiple select
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'title', exact: true })).toBeFocused();
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await (await cell(newer, 'choice')).click();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'choice', exact: true })).toBeFocused();
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await (await cell(newer, 'tags')).click();
  await page.keyboard.press('Enter');
  const list = page.getByRole('group', { name: 'tags', exact: true });
  await expect(list.getByRole('checkbox', { name: 'red' })).toBeFocused();
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();

  // a range over the link, number, select and JSON cells of both rows
  await (await cell(newer, 'link')).click();
  for (const key of ['Shift+ArrowRight', 'Shift+ArrowRight', 'Shift+ArrowRight', 'Shift+ArrowDown'])
    await page.keyboard.press(key);
  await expect(page.locator('[data-records-table] td[aria-selected="true"]')).toHaveCount(8);
  await expectNoA11yViolations(page);

  // the paste preview, over the whole page
  await title.click();
  await page.evaluate(() => navigator.clipboard.writeText('one\tnot@valid\nx\ty\tz\tnot a number'));
  await page.keyboard.press('ControlOrMeta+v');
  const paste = page.getByRole('dialog', { name: /^Paste \d+ values? into 2 records\?$/ });
  await expect(paste).toBeVisible();
  await expectNoA11yViolations(page);
  await paste.getByRole('button', { name: 'Close' }).last().click();
  await expect(paste).toHaveCount(0);

  // the bulk 'Set field' dialog, over the whole page
  for (const record of [older, newer])
    await page.getByRole('checkbox', { name: `Select record ${record.id}` }).check();
  await page.getByRole('button', { name: 'Set field' }).click();
  const bulk = page.getByRole('dialog', { name: 'Set a field on many records' });
  await expect(bulk).toBeVisible();
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(bulk).toHaveCount(0);
  for (const record of [older, newer])
    await page.getByRole('checkbox', { name: `Select record ${record.id}` }).uncheck();

  // the list of unsaved changes, with a value the server refuses
  const code = await cell(older, 'code');
  await code.dblclick();
  await page.getByRole('textbox', { name: 'code', exact: true }).fill('<b>NOT LOWER</b>');
  await page.keyboard.press('Enter');
  const unsaved = page.getByRole('region', { name: 'Unsaved changes' });
  await expect(unsaved).toContainText(`code of ${older.id}:`);
  await expectNoA11yViolations(page);

  // the columns menu
  await page.getByRole('button', { name: 'Toggle columns' }).click();
  await expect(page.getByRole('button', { name: 'Toggle columns' })).toHaveAttribute('aria-expanded', 'true');
  await expectNoA11yViolations(page);
});

test('a whole row is edited with the keyboard alone, from the page load on', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const { coll } = await safetyCollection(url, token);
  const [record] = await createRecordsInOrder(url, token, coll.id, [{ title: 'before' }]);
  await openGrid(page, url, coll);
  // the grid mode is remembered: from this load on, no mouse at all
  await page.reload();
  const grid = page.getByRole('grid', { name: 'Records' });
  await expect(grid).toBeVisible();
  // the grid shows before its rows: Tab is pressed once the record's row is there to reach
  await expect(await gridCell(page, record.id, 'title')).toBeVisible();
  // Tab passes the sidebar (every collection of this worker's server), the toolbar and the header's
  // checkbox, and stops once in the grid's rows
  const focusIsOnCell = () =>
    page.evaluate(() => document.activeElement?.getAttribute('role') === 'gridcell');
  for (let i = 0; i < 500 && !(await focusIsOnCell()); i++) await page.keyboard.press('Tab');
  expect(await focusIsOnCell()).toBe(true);
  await page.keyboard.press('ControlOrMeta+Home');
  await expect(page.locator('[data-records-table] tbody td[aria-colindex="1"]')).toBeFocused();

  // past the checkbox cell and the id, each field in turn; each save is let land before the next cell
  // of the same record is edited (keys typed on at once are the next test's)
  const stored = () => serverRecord(url, token, coll, record.id);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(await gridCell(page, record.id, 'title')).toBeFocused();
  await page.keyboard.type('typed title');
  await page.keyboard.press('Tab');
  await expect.poll(async () => (await stored()).title).toBe('typed title');
  await page.keyboard.type('keys@example.com');
  await page.keyboard.press('Tab');
  await expect.poll(async () => (await stored()).mail).toBe('keys@example.com');
  await page.keyboard.press('F2');
  await page.keyboard.type('https://example.com/keys');
  await page.keyboard.press('Tab');
  await expect.poll(async () => (await stored()).link).toBe('https://example.com/keys');
  await page.keyboard.type('42');
  await page.keyboard.press('Tab');
  await expect.poll(async () => (await stored()).num).toBe(42);
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await stored()).choice).toBe(CHOICES[0]);
  await expect(await gridCell(page, record.id, 'choice')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  // JSON in its dialog: Tab reaches the code editor, Ctrl+S saves and gives the focus back to the cell
  await page.keyboard.press('Enter');
  const json = page.getByRole('dialog', { name: `data of ${record.id}` });
  await expect(json).toBeVisible();
  const code = json.getByRole('textbox', { name: 'data' });
  for (let i = 0; i < 5 && !(await code.evaluate((el) => el.contains(document.activeElement))); i++)
    await page.keyboard.press('Tab');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('{"k": [1, 2]}');
  await page.keyboard.press('ControlOrMeta+s');
  await expect(json).toHaveCount(0);
  await expect(await gridCell(page, record.id, 'data')).toBeFocused();
  // the rich text column opens no editor in place; the relation picker opens and Escape closes it
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(await gridCell(page, record.id, 'ref')).toBeFocused();
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog', { name: /^Select .* records$/ });
  await expect(picker).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(picker).toHaveCount(0);
  await expect(await gridCell(page, record.id, 'ref')).toBeFocused();
  // the multiple select's list: Space ticks, Enter saves; then a typed value Escape gives back
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Space');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await stored()).tags).toEqual(['red']);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type('unsaved');
  await page.keyboard.press('Escape');
  await expect(await gridCell(page, record.id, 'code')).toBeFocused();

  await expect.poll(stored).toMatchObject({
    title: 'typed title',
    mail: 'keys@example.com',
    link: 'https://example.com/keys',
    num: 42,
    choice: CHOICES[0],
    data: { k: [1, 2] },
    ref: '',
    tags: ['red'],
    code: '',
  });
});

test('keys typed after Tab while the cell waits for the server go to the next cell, none lost', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const { coll } = await safetyCollection(url, token);
  const [record] = await createRecordsInOrder(url, token, coll.id, [{ title: 'before' }]);
  await openGrid(page, url, coll);
  // every request for the record (the write, or the copy checked before it) is held, as a slow
  // server would hold it
  const isRecord = (address: URL) => address.pathname === `/api/collections/${coll.id}/records/${record.id}`;
  const { release } = await holdRequests(page, isRecord);

  const title = await gridCell(page, record.id, 'title');
  await title.click();
  await page.keyboard.type('typed title');
  await page.keyboard.press('Tab');
  await page.keyboard.type('keys@example.com');
  // the title waits marked as saving; what was typed after the Tab is in the next cell's editor
  await expect(page.getByRole('textbox', { name: 'mail', exact: true })).toHaveValue('keys@example.com');
  await expect(title).toContainText('typed title');
  // the waiting cell is marked in place; no list opens above the grid to push its rows down
  await expect(page.getByRole('region', { name: 'Unsaved changes' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(await gridCell(page, record.id, 'mail')).toBeFocused();
  release();
  await expect.poll(async () => (await serverRecord(url, token, coll, record.id)).title).toBe('typed title');
  await expect(title).toHaveText('typed title');
  expect((await serverRecord(url, token, coll, record.id)).mail).toBe('');
  await page.unroute(isRecord);
});

test.describe('with realtime unreachable', () => {
  // the dashboard's realtime connection is refused below, which the browser reports in the console
  test.use({ expectedConsoleErrors: ['ERR_FAILED'] });

  test('a change made while the cell was typed in is caught at the commit even before its realtime notice', async ({
    adminPage: { page, url },
    server,
  }) => {
    const token = await adminToken(url, server.admin);
    const { coll } = await safetyCollection(url, token);
    const [record] = await createRecordsInOrder(url, token, coll.id, [{ title: 'before' }]);
    // no realtime at all: only the server's copy asked for at the commit can show the other change
    const isRealtime = (address: URL) => address.pathname === '/api/realtime';
    await page.route(isRealtime, (route) => route.abort());
    await openGrid(page, url, coll);

    const title = await gridCell(page, record.id, 'title');
    await title.click();
    await page.keyboard.press('Enter');
    const editor = page.getByRole('textbox', { name: 'title', exact: true });
    await editor.fill('mine');
    await changeOnServer(url, token, coll, record.id, { title: 'theirs' });
    await editor.press('Enter');
    const unsaved = page.getByRole('region', { name: 'Unsaved changes' });
    await expect(unsaved).toContainText('changed on the server to “theirs” while you typed “mine”');
    expect((await serverRecord(url, token, coll, record.id)).title).toBe('theirs');
    await expect(title).toContainText('mine');
    await page.unroute(isRealtime);
  });
});

test('a cell typed in again while its first value is still being saved is no conflict with itself', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const { coll } = await safetyCollection(url, token);
  const [record] = await createRecordsInOrder(url, token, coll.id, [{ title: 'before' }]);
  await openGrid(page, url, coll);
  // the first write is held on its way, as a slow server would hold it
  const isRecord = (address: URL) => address.pathname === `/api/collections/${coll.id}/records/${record.id}`;
  const { release } = await holdRequests(page, isRecord, (request) => request.method() === 'PATCH');

  const title = await gridCell(page, record.id, 'title');
  await title.click();
  await page.keyboard.type('first');
  await page.keyboard.press('Enter');
  await expect(title).toContainText('first');
  await title.click();
  await page.keyboard.press('Enter');
  const editor = page.getByRole('textbox', { name: 'title', exact: true });
  await expect(editor).toHaveValue('first');
  await editor.fill('second');
  release();
  // the first write is answered (it is in the history) before the second is committed: the copy
  // fetched when the second edit began is then older than the record the grid holds
  await expect(page.getByRole('button', { name: 'Undo' })).toBeEnabled();
  await editor.press('Enter');
  await expect.poll(async () => (await serverRecord(url, token, coll, record.id)).title).toBe('second');
  await expect(title).toHaveText('second');
  await expect(page.getByRole('region', { name: 'Unsaved changes' })).toHaveCount(0);
  await page.unroute(isRecord);
});
