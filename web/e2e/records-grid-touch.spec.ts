import type { Locator } from '@playwright/test';
import { adminToken } from './support/api';
import { expectNoA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { gridCell, serverRecord } from './support/grid';
import { createCollection, createRecordsInOrder, uniqueName, type CollectionInfo } from './support/records';
import { recordRow } from './support/screens';
import { expectFocusShown, expectTarget, tapGridOn } from './support/touch';

// The records grid on a phone (390×844, touch, a mobile browser): everything is done with taps, as
// no hover and no double click can be relied on. A tap focuses a cell, a tap on the focused cell edits
// it (or flips a bool, or opens the record for a cell edited in the record panel); the on-screen
// keyboard's Enter and a tap elsewhere commit.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

async function touchCollection(url: string, token: string): Promise<CollectionInfo> {
  return createCollection(url, token, {
    name: uniqueName('touch'),
    schema: [
      { name: 'title', type: 'text' },
      { name: 'n', type: 'number' },
      { name: 'flag', type: 'bool' },
      { name: 'status', type: 'select', options: { maxSelect: 1, values: ['draft', 'live'] } },
      { name: 'body', type: 'editor' },
    ],
  });
}

test('cells focus, edit and save by taps; the on-screen Enter and a tap elsewhere commit', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const coll = await touchCollection(url, token);
  // newest first: 'second' is the first row
  const [first, second] = await createRecordsInOrder(url, token, coll.id, [
    { title: 'first', n: 1 },
    { title: 'second', n: 2 },
  ]);
  await tapGridOn(page, url, coll);
  await expect(
    page.getByText('By touch: tap a cell to choose it, then tap it again to edit it.'),
  ).toBeVisible();

  // a tap focuses a cell and shows it; it does not edit yet
  const title = await gridCell(page, second.id, 'title');
  await title.tap();
  await expectFocusShown(title);
  const editor = page.getByRole('textbox', { name: 'title', exact: true });
  await expect(editor).toHaveCount(0);

  // a second tap on the focused cell edits it; the keyboard's Enter saves
  await title.tap();
  await expect(editor).toBeFocused();
  await expect(editor).toHaveValue('second');
  await editor.fill('Tapped');
  await expectNoA11yViolations(page);
  await editor.press('Enter');
  await expect(editor).toHaveCount(0);
  await expect.poll(async () => (await serverRecord(url, token, coll, second.id)).title).toBe('Tapped');
  await expect(title).toHaveText('Tapped');

  // Enter moved the focus down a row: one tap edits that cell, and a tap elsewhere commits too
  const otherTitle = await gridCell(page, first.id, 'title');
  await expectFocusShown(otherTitle);
  await otherTitle.tap();
  await expect(editor).toHaveValue('first');
  await editor.fill('Left by a tap');
  const n = await gridCell(page, first.id, 'n');
  await n.tap();
  await expect(editor).toHaveCount(0);
  await expect.poll(async () => (await serverRecord(url, token, coll, first.id)).title).toBe('Left by a tap');
  await expectFocusShown(n);

  // a value the type cannot read stays in the editor with its reason
  await n.tap();
  const numberEditor = page.getByRole('textbox', { name: 'n', exact: true });
  await expect(numberEditor).toBeFocused();
  await numberEditor.fill('12abc');
  await numberEditor.press('Enter');
  await expect(numberEditor).toHaveValue('12abc');
  await expect(numberEditor).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert').filter({ hasText: 'Not a valid number.' })).toBeVisible();
  await numberEditor.fill('7');
  await numberEditor.press('Enter');
  await expect.poll(async () => (await serverRecord(url, token, coll, first.id)).n).toBe(7);
});

test('a bool flips and a select opens by taps; the row controls are touch targets; the table scrolls sideways', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const coll = await touchCollection(url, token);
  const [record] = await createRecordsInOrder(url, token, coll.id, [{ title: 'one', status: 'draft' }]);
  await tapGridOn(page, url, coll);

  // the bool: the first tap focuses it, the next one flips it, and the one after back
  const flag = await gridCell(page, record.id, 'flag');
  await flag.tap();
  await expectFocusShown(flag);
  expect((await serverRecord(url, token, coll, record.id)).flag).toBe(false);
  await flag.tap();
  await expect.poll(async () => (await serverRecord(url, token, coll, record.id)).flag).toBe(true);
  await flag.tap();
  await expect.poll(async () => (await serverRecord(url, token, coll, record.id)).flag).toBe(false);

  // the select: a tap on the focused cell gives its list of values, a tap elsewhere commits the choice
  const status = await gridCell(page, record.id, 'status');
  await status.tap();
  await status.tap();
  const select = page.getByRole('combobox', { name: 'status', exact: true });
  await expect(select).toBeFocused();
  await expectNoA11yViolations(page);
  await select.selectOption('live');
  await flag.tap();
  await expect(select).toHaveCount(0);
  await expect.poll(async () => (await serverRecord(url, token, coll, record.id)).status).toBe('live');

  // the table scrolls sideways inside its box, its first columns staying where they are
  const row = recordRow(page, record.id);
  const scroll = page.locator('[data-records-scroll]');
  await scroll.evaluate((el) => (el.scrollLeft = 0));
  const [selectCell, first, second] = [0, 1, 2].map((i) => row.locator('td').nth(i));
  const x = async (cell: Locator) => (await cell.boundingBox())!.x;
  const before = { select: await x(selectCell), first: await x(first), second: await x(second) };
  expect(await scroll.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await scroll.evaluate((el) => (el.scrollLeft = 200));
  await expect.poll(() => x(second)).toBeLessThan(before.second - 150);
  expect(await x(selectCell)).toBe(before.select);
  expect(await x(first)).toBe(before.first);
  expect(await page.evaluate(() => window.scrollX)).toBe(0);

  // the row's checkbox (through its label) and its open control are big enough for a finger
  const checkbox = row.getByRole('checkbox');
  await expectTarget(row.locator('td').first().locator('label'), 'the selection box');
  await expectTarget(row.getByRole('button', { name: `Open record ${record.id}` }), 'the open control');
  await checkbox.tap();
  await expect(checkbox).toBeChecked();
});

test('the record panel opens by a tap on the open control and on a focused rich-text cell', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const coll = await touchCollection(url, token);
  const [record] = await createRecordsInOrder(url, token, coll.id, [{ title: 'one', body: '<p>text</p>' }]);
  await tapGridOn(page, url, coll);
  const panel = page.getByRole('dialog', { name: `Edit ${coll.name} record` });

  await recordRow(page, record.id)
    .getByRole('button', { name: `Open record ${record.id}` })
    .tap();
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Close', exact: true }).first().tap();
  await expect(panel).toHaveCount(0);

  const body = await gridCell(page, record.id, 'body');
  await body.tap();
  await expectFocusShown(body);
  await expect(panel).toHaveCount(0);
  await body.tap();
  await expect(panel).toBeVisible();
});
