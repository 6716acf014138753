import type { Locator } from '@playwright/test';
import { adminToken } from './support/api';
import { expectNoA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { gridCell, serverRecord } from './support/grid';
import { createCollection, createRecordsInOrder, uniqueName } from './support/records';
import { expectFocusShown, expectTarget, tapGridOn } from './support/touch';

// The records grid's other editors on a phone (390×844, touch, a mobile browser), by taps alone:
// a tap focuses a cell and a tap on the focused cell opens its editor, as for text; from there the
// date's calendar, the list of a multiple select, the json dialog and the relation picker are each
// driven by taps, and a file cell opens the record panel. The on-screen keyboard is page.keyboard.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const START = '2024-05-10 08:30:00.123Z';

/** A collection with the editors' fields, and the collection its relation points to. */
async function editorsCollection(url: string, token: string) {
  const refs = await createCollection(url, token, {
    name: uniqueName('touch_refs'),
    schema: [{ name: 'title', type: 'text' }],
  });
  const coll = await createCollection(url, token, {
    name: uniqueName('touch_eds'),
    schema: [
      { name: 'date', type: 'date' },
      { name: 'tags', type: 'select', options: { maxSelect: 3, values: ['red', 'green', 'blue'] } },
      { name: 'data', type: 'json' },
      {
        name: 'ref',
        type: 'relation',
        options: { collectionId: refs.id, maxSelect: 1, displayFields: ['title'] },
      },
      { name: 'file', type: 'file', options: { maxSelect: 1, maxSize: 5242880, mimeTypes: [], thumbs: [] } },
    ],
  });
  return { refs, coll };
}

/** A tap focuses the cell (and opens nothing yet), the next tap on it opens its editor. */
async function tapTwice(cell: Locator): Promise<void> {
  await cell.tap();
  await expectFocusShown(cell);
  await cell.tap();
}

test('a date is picked from its calendar by taps and saved by a tap elsewhere', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const { coll } = await editorsCollection(url, token);
  const [record] = await createRecordsInOrder(url, token, coll.id, [{ date: START }]);
  await tapGridOn(page, url, coll);

  const date = await gridCell(page, record.id, 'date');
  await date.tap();
  await expectFocusShown(date);
  const editor = page.getByRole('textbox', { name: 'date', exact: true });
  await expect(editor).toHaveCount(0);
  await date.tap();
  await expect(editor).toBeFocused();
  await expect(editor).toHaveValue(START);

  // the calendar's button is big enough for a finger, and a tap on it opens the calendar on its day
  const pick = page.getByRole('button', { name: 'Pick a date' });
  await expectTarget(pick, "the calendar's button");
  await pick.tap();
  const calendar = page.getByRole('dialog', { name: 'Calendar' });
  await expect(calendar.locator('.flatpickr-calendar.open')).toBeVisible();
  await expect(pick).toHaveAttribute('aria-expanded', 'true');
  const day = (label: string) => calendar.locator(`.flatpickr-day[aria-label="${label}"]`);
  await expect(day('May 10, 2024')).toBeFocused();
  await expectNoA11yViolations(page);

  // a tapped day goes into the input (its time kept) and closes the calendar; nothing is saved yet
  await day('May 21, 2024').tap();
  await expect(calendar).toHaveCount(0);
  await expect(editor).toBeFocused();
  await expect(editor).toHaveValue('2024-05-21 08:30:00.123Z');
  expect((await serverRecord(url, token, coll, record.id)).date).toBe(START);

  // a tap on another cell commits it, and focuses that cell
  const tags = await gridCell(page, record.id, 'tags');
  await tags.tap();
  await expect(editor).toHaveCount(0);
  await expect
    .poll(async () => (await serverRecord(url, token, coll, record.id)).date)
    .toBe('2024-05-21 08:30:00.123Z');
  await expect(date).toHaveText('2024-05-21 08:30:00 UTC');
  await expectFocusShown(tags);
});

test('a multiple select ticks by taps in its list, and a tap elsewhere saves the ticked values', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const { coll } = await editorsCollection(url, token);
  const [record] = await createRecordsInOrder(url, token, coll.id, [{ date: START }]);
  await tapGridOn(page, url, coll);

  const tags = await gridCell(page, record.id, 'tags');
  await tapTwice(tags);
  const list = page.getByRole('group', { name: 'tags', exact: true });
  await expect(list).toBeVisible();
  const [red, blue] = [
    list.getByRole('checkbox', { name: 'red' }),
    list.getByRole('checkbox', { name: 'blue' }),
  ];
  await expect(red).toBeFocused();
  await expectNoA11yViolations(page);

  // each value is a row big enough for a finger; a tap ticks it, and the list stays open
  await expectTarget(list.locator('label').filter({ hasText: 'blue' }), 'a value of the list');
  await red.tap();
  await blue.tap();
  await expect(red).toBeChecked();
  await expect(blue).toBeChecked();
  await blue.tap();
  await expect(blue).not.toBeChecked();
  await expect(list).toBeVisible();
  expect((await serverRecord(url, token, coll, record.id)).tags).toEqual([]);

  // a tap on another cell (the list has no button of its own) saves the ticked values
  const date = await gridCell(page, record.id, 'date');
  await date.tap();
  await expect(list).toHaveCount(0);
  await expect.poll(async () => (await serverRecord(url, token, coll, record.id)).tags).toEqual(['red']);
  await expect(tags).toHaveText('red');
  await expectFocusShown(date);
});

test('a json cell opens its dialog by taps; typed JSON is saved by a tap on Save', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const { coll } = await editorsCollection(url, token);
  const [record] = await createRecordsInOrder(url, token, coll.id, [{ data: { a: 1 } }]);
  await tapGridOn(page, url, coll);

  const data = await gridCell(page, record.id, 'data');
  await tapTwice(data);
  const dialog = page.getByRole('dialog', { name: `data of ${record.id}` });
  await expect(dialog).toBeVisible();
  const code = dialog.getByRole('textbox', { name: 'data' });
  await expect(code).toContainText('{"a":1}');
  await expectNoA11yViolations(page);

  // a tap puts the caret in the code; the on-screen keyboard replaces the text
  await code.tap();
  await expect(code).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('{"b":[2,3]}');
  await expect(code).toHaveText('{"b":[2,3]}');
  await dialog.getByRole('button', { name: 'Save', exact: true }).tap();
  await expect(dialog).toHaveCount(0);
  await expect
    .poll(async () => (await serverRecord(url, token, coll, record.id)).data)
    .toEqual({ b: [2, 3] });

  // the focus is back on the cell, which shows the value; a tap on it opens the dialog again
  await expectFocusShown(data);
  await expect(data).toContainText('{"b":[2,3]}');
  await data.tap();
  await expect(dialog).toBeVisible();
  await expect(code).toHaveText('{"b":[2,3]}');
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().tap();
  await expect(dialog).toHaveCount(0);
  await expectFocusShown(data);
});

test('a relation cell opens the picker by taps; a tapped record is saved by its confirm button', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const { refs, coll } = await editorsCollection(url, token);
  const [alpha, beta] = await createRecordsInOrder(url, token, refs.id, [
    { title: 'alpha' },
    { title: 'beta' },
  ]);
  const [record] = await createRecordsInOrder(url, token, coll.id, [{ ref: alpha.id }]);
  await tapGridOn(page, url, coll);

  const ref = await gridCell(page, record.id, 'ref');
  await expect(ref).toContainText('alpha');
  await tapTwice(ref);
  const picker = page.getByRole('dialog', { name: `Select ${refs.name} records` });
  await expect(picker).toBeVisible();
  await expect(picker.getByRole('radio', { name: /alpha/ })).toBeChecked();
  await expectNoA11yViolations(page);

  const choice = picker.getByRole('radio', { name: /beta/ });
  await choice.tap();
  await expect(choice).toBeChecked();
  await picker.getByRole('button', { name: 'Set selection' }).tap();
  await expect(picker).toHaveCount(0);
  await expect.poll(async () => (await serverRecord(url, token, coll, record.id)).ref).toBe(beta.id);
  await expect(ref).toContainText('beta');
  await expectFocusShown(ref);
});

test('a file cell opens the record panel by taps', async ({ adminPage: { page, url }, server }) => {
  const token = await adminToken(url, server.admin);
  const { coll } = await editorsCollection(url, token);
  const [record] = await createRecordsInOrder(url, token, coll.id, [{ date: START }]);
  await tapGridOn(page, url, coll);
  const panel = page.getByRole('dialog', { name: `Edit ${coll.name} record` });

  const file = await gridCell(page, record.id, 'file');
  await file.tap();
  await expectFocusShown(file);
  await expect(panel).toHaveCount(0);
  await file.tap();
  await expect(panel).toBeVisible();
  // where the cell's files are added
  await expect(panel.getByRole('button', { name: 'file: Upload file', exact: true })).toBeVisible();
  await expectNoA11yViolations(page);
});
