import type { Locator, Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { adminToken, api } from './support/api';
import { createCollection, createRecord, uniqueName, type CollectionInfo } from './support/records';
import { openCollection, recordRow } from './support/screens';

// The records table's column layout against the real server: widths (by keyboard and by dragging
// the edge), order (the menu's buttons and dragging a header), pinned columns, row height, all
// remembered per collection across a reload; 'Reset columns'; a stored layout that outlives a field;
// and the resize keys in right to left.

const LAYOUT_KEY = (collectionId: string) => `larder_column_layout_${collectionId}`;

/** The keys of the visible columns, in the table's order. */
const columnOrder = (page: Page) =>
  page
    .locator('[data-records-table] thead th[data-column]')
    .evaluateAll((cells) => cells.map((cell) => (cell as HTMLElement).dataset.column));

const header = (page: Page, key: string) =>
  page.locator(`[data-records-table] thead th[data-column="${key}"]`);

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, 'laid out').not.toBeNull();
  return found!;
}

/** The laid-out width of a column's header cell (whole pixels; the table may add a fraction). */
const headerWidth = async (page: Page, key: string) => Math.round((await box(header(page, key))).width);

async function storedLayout(page: Page, collectionId: string): Promise<Record<string, unknown> | null> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), LAYOUT_KEY(collectionId));
  return raw === null ? null : (JSON.parse(raw) as Record<string, unknown>);
}

async function wideCollection(url: string, token: string): Promise<CollectionInfo> {
  return createCollection(url, token, {
    name: uniqueName('cols'),
    schema: ['title', 'n', 'flag', 'note', 'more1', 'more2', 'more3'].map((name) => ({
      name,
      type: name === 'n' ? 'number' : name === 'flag' ? 'bool' : 'text',
    })),
  });
}

async function openMenu(page: Page, names = { toggle: 'Toggle columns', menu: 'Columns' }): Promise<Locator> {
  await page.getByRole('button', { name: names.toggle }).click();
  const menu = page.getByRole('group', { name: names.menu });
  await expect(menu).toBeVisible();
  return menu;
}

/**
 * Scrolls the table sideways and checks that the pinned columns (header and the record's cell) stay
 * where they were while `scrolled` goes by the scroll's amount.
 */
async function expectPinnedWhileScrolling(page: Page, recordId: string, pinned: string[], scrolled: string) {
  const scroll = page.locator('[data-records-scroll]');
  await scroll.evaluate((el) => (el.scrollLeft = 0));
  const order = await columnOrder(page);
  const cellOf = (key: string) =>
    recordRow(page, recordId)
      .locator('td')
      .nth(order.indexOf(key) + 1);
  const before = await Promise.all(
    [...pinned, scrolled].map(async (key) => (await box(header(page, key))).x),
  );
  const cellsBefore = await Promise.all(pinned.map(async (key) => (await box(cellOf(key))).x));
  const by = await scroll.evaluate((el) => {
    el.scrollLeft = 600;
    return el.scrollLeft;
  });
  expect(by).toBeGreaterThan(300);
  await expect
    .poll(async () => Math.round((await box(header(page, scrolled))).x))
    .toBe(Math.round(before[pinned.length] - by));
  for (const [i, key] of pinned.entries()) {
    expect(Math.round((await box(header(page, key))).x), `${key} header stays`).toBe(Math.round(before[i]));
    expect(Math.round((await box(cellOf(key))).x), `${key} cell stays`).toBe(Math.round(cellsBefore[i]));
    await expect(header(page, key)).toBeInViewport();
  }
  await scroll.evaluate((el) => (el.scrollLeft = 0));
}

test('widths, order, pins and row height are set by keyboard and pointer, kept across a reload, and reset', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const coll = await wideCollection(url, token);
  const record = await createRecord(url, token, coll.id, { title: 'Hello', n: 3, note: 'a note' });
  await openCollection(page, url, coll);
  await expect(recordRow(page, record.id)).toBeVisible();
  expect(await columnOrder(page)).toEqual([
    'id',
    'title',
    'n',
    'flag',
    'note',
    'more1',
    'more2',
    'more3',
    'created',
    'updated',
  ]);
  await expectNoA11yViolations(page);

  // the header's name is the column's alone, not joined by its resize handle's
  await expect(page.getByRole('columnheader', { name: 'title', exact: true })).toBeVisible();

  // resize by keyboard: the separator at the header's end edge, 16 px a press
  const titleEdge = page.getByRole('separator', { name: 'Resize title', exact: true });
  await expect(titleEdge).toHaveAttribute('aria-valuenow', '230');
  await titleEdge.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  await expect(titleEdge).toHaveAttribute('aria-valuenow', '246');
  await expect.poll(() => headerWidth(page, 'title')).toBe(246);

  // resize by dragging the edge
  const nEdge = page.getByRole('separator', { name: 'Resize n', exact: true });
  const edge = await box(nEdge);
  await page.mouse.move(edge.x + edge.width / 2, edge.y + edge.height / 2);
  await page.mouse.down();
  await page.mouse.move(edge.x + edge.width / 2 + 70, edge.y + edge.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(nEdge).toHaveAttribute('aria-valuenow', '200');
  await expect.poll(() => headerWidth(page, 'n')).toBe(200);

  // reorder by dragging a header onto another: it takes that place and does not sort
  const from = await box(header(page, 'flag'));
  const to = await box(header(page, 'title'));
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect
    .poll(async () => (await columnOrder(page)).slice(0, 5))
    .toEqual(['id', 'flag', 'title', 'n', 'note']);
  await expect(header(page, 'flag')).toHaveAttribute('aria-sort', 'none');
  expect(page.url()).not.toContain('sort=');

  // reorder by the menu's buttons with the keyboard: the focus stays on the button pressed, also when
  // its own row is the one put elsewhere in the list
  const menu = await openMenu(page);
  const flagDown = menu.getByRole('button', { name: 'Move flag down', exact: true });
  await flagDown.focus();
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await columnOrder(page)).slice(0, 4)).toEqual(['id', 'title', 'flag', 'n']);
  await expect(flagDown).toBeFocused();
  const noteUp = menu.getByRole('button', { name: 'Move note up', exact: true });
  await noteUp.focus();
  await page.keyboard.press('Enter');
  await expect(noteUp).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(noteUp).toBeFocused();
  await expect
    .poll(async () => (await columnOrder(page)).slice(0, 5))
    .toEqual(['id', 'title', 'note', 'flag', 'n']);
  // the id column stays first: it has no move buttons, and the one after it cannot go up
  await expect(menu.getByRole('button', { name: 'Move id up', exact: true })).toHaveCount(0);
  await expect(menu.getByRole('button', { name: 'Move title up', exact: true })).toHaveAttribute(
    'aria-disabled',
    'true',
  );

  // pin the first two columns, make the rows compact and hide one column
  const pinTitle = menu.getByRole('button', { name: 'Pin columns up to title', exact: true });
  await pinTitle.click();
  await expect(pinTitle).toHaveAttribute('aria-pressed', 'true');
  await expect(menu.getByRole('button', { name: 'Pin columns up to id', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(menu.getByRole('button', { name: 'Pin columns up to note', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await menu.getByRole('radio', { name: 'Compact' }).check();
  await menu.getByRole('checkbox', { name: 'more3' }).uncheck();
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect.poll(async () => Math.round((await box(recordRow(page, record.id))).height)).toBe(33);
  await expectPinnedWhileScrolling(page, record.id, ['id', 'title'], 'flag');

  // a reload keeps all of it
  const expected = ['id', 'title', 'note', 'flag', 'n', 'more1', 'more2', 'created', 'updated'];
  await page.reload();
  await expect(recordRow(page, record.id)).toBeVisible();
  expect(await columnOrder(page)).toEqual(expected);
  await expect(page.getByRole('separator', { name: 'Resize title', exact: true })).toHaveAttribute(
    'aria-valuenow',
    '246',
  );
  await expect(page.getByRole('separator', { name: 'Resize n', exact: true })).toHaveAttribute(
    'aria-valuenow',
    '200',
  );
  expect(await headerWidth(page, 'title')).toBe(246);
  expect(Math.round((await box(recordRow(page, record.id))).height)).toBe(33);
  await expectPinnedWhileScrolling(page, record.id, ['id', 'title'], 'flag');

  // the grid mode follows the same order and pins: ArrowRight from title goes to note
  await page.getByRole('button', { name: 'Edit in grid' }).click();
  await expect(page.getByRole('grid', { name: 'Records' })).toBeVisible();
  const row = recordRow(page, record.id);
  const titleCell = row.locator(`td[aria-colindex="${expected.indexOf('title') + 2}"]`);
  await expect(titleCell).toHaveText('Hello');
  await titleCell.click();
  await page.keyboard.press('ArrowRight');
  const noteCell = row.locator(`td[aria-colindex="${expected.indexOf('note') + 2}"]`);
  await expect(noteCell).toBeFocused();
  await expect(noteCell).toHaveText('a note');
  expect(Math.round((await box(row)).height)).toBe(33);
  await expectPinnedWhileScrolling(page, record.id, ['id', 'title'], 'flag');

  // reset: default order, widths and pins; the row height and the hidden column stay as chosen
  const again = await openMenu(page);
  await again.getByRole('button', { name: 'Reset columns' }).click();
  await expect
    .poll(() => columnOrder(page))
    .toEqual(['id', 'title', 'n', 'flag', 'note', 'more1', 'more2', 'created', 'updated']);
  await expect(page.getByRole('separator', { name: 'Resize title', exact: true })).toHaveAttribute(
    'aria-valuenow',
    '230',
  );
  await expect(page.getByRole('separator', { name: 'Resize n', exact: true })).toHaveAttribute(
    'aria-valuenow',
    '130',
  );
  await expect(again.getByRole('button', { name: 'Pin columns up to title', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(again.getByRole('radio', { name: 'Compact' })).toBeChecked();
  expect(await storedLayout(page, coll.id)).toEqual({
    order: [],
    widths: {},
    pinned: 1,
    rowHeight: 'compact',
  });
  await page.reload();
  await expect(recordRow(page, record.id)).toBeVisible();
  expect(await columnOrder(page)).toEqual([
    'id',
    'title',
    'n',
    'flag',
    'note',
    'more1',
    'more2',
    'created',
    'updated',
  ]);
});

test('a field deleted from the schema leaves the stored layout, and a new one takes its default place', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const coll = await createCollection(url, token, {
    name: uniqueName('cols'),
    schema: ['a', 'b', 'c'].map((name) => ({ name, type: 'text' })),
  });
  const record = await createRecord(url, token, coll.id, { a: 'x' });
  await openCollection(page, url, coll);
  await expect(recordRow(page, record.id)).toBeVisible();
  const menu = await openMenu(page);
  await menu.getByRole('button', { name: 'Move c up', exact: true }).click();
  const bEdge = page.getByRole('separator', { name: 'Resize b', exact: true });
  await bEdge.focus();
  await page.keyboard.press('End');
  await expect(bEdge).toHaveAttribute('aria-valuenow', '800');
  expect(await storedLayout(page, coll.id)).toMatchObject({
    order: ['id', 'a', 'c', 'b', 'created', 'updated'],
    widths: { b: 800 },
  });

  // b goes and d comes, from outside this page
  const [a, , c] = coll.schema;
  await api(url, `/api/collections/${coll.id}`, {
    method: 'PATCH',
    token,
    body: { schema: [a, c, { name: 'd', type: 'text' }] },
  });
  await page.reload();
  await expect(recordRow(page, record.id)).toBeVisible();
  // d follows c by default, so it comes right after c
  expect(await columnOrder(page)).toEqual(['id', 'a', 'c', 'd', 'created', 'updated']);
  await expect
    .poll(() => storedLayout(page, coll.id))
    .toMatchObject({ order: ['id', 'a', 'c', 'created', 'updated'], widths: {} });
  // the console guard of the fixtures fails the test on any error along the way
});

test('right to left: the resize keys move the edge the way they point, and the handle sits at the left', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const coll = await wideCollection(url, token);
  const record = await createRecord(url, token, coll.id, { title: 'مرحبا' });
  await page.goto(`${url}/api/health`);
  await page.evaluate(() => localStorage.setItem('larder_language', 'ar'));
  await openCollection(page, url, coll);
  await expect(recordRow(page, record.id)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');

  const edge = page.getByRole('separator', { name: 'تغيير عرض title', exact: true });
  const th = await box(header(page, 'title'));
  const handle = await box(edge);
  // the end edge of a right-to-left cell is its left side
  expect(Math.round(handle.x)).toBe(Math.round(th.x));
  await edge.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(edge).toHaveAttribute('aria-valuenow', '246');
  await expect.poll(() => headerWidth(page, 'title')).toBe(246);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(edge).toHaveAttribute('aria-valuenow', '214');
  // End and Home go to the widest and the narrowest, and an arrow goes no further
  await page.keyboard.press('End');
  await expect(edge).toHaveAttribute('aria-valuenow', '800');
  await page.keyboard.press('ArrowLeft');
  await expect(edge).toHaveAttribute('aria-valuenow', '800');
  await page.keyboard.press('Home');
  await expect(edge).toHaveAttribute('aria-valuenow', '60');
  await page.keyboard.press('ArrowRight');
  await expect(edge).toHaveAttribute('aria-valuenow', '60');
  // a double click on the edge gives the column its default width back
  await edge.dblclick();
  await expect(edge).toHaveAttribute('aria-valuenow', '230');
  await expect.poll(() => headerWidth(page, 'title')).toBe(230);

  const menu = await openMenu(page, { toggle: 'إظهار الأعمدة أو إخفاؤها', menu: 'الأعمدة' });
  await expect(menu.getByRole('button', { name: 'إعادة تعيين الأعمدة' })).toBeVisible();
  await expect(menu.getByRole('radio', { name: 'مريح' })).toBeChecked();
});
