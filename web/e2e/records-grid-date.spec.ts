import type { Locator, Page } from '@playwright/test';
import { adminToken } from './support/api';
import { expectNoA11yViolations } from './support/axe';
import { showInDirection } from './support/direction';
import { expect, test } from './support/fixtures';
import { gridCell, openGrid, serverRecord } from './support/grid';
import { createCollection, createRecordsInOrder, uniqueName, type CollectionInfo } from './support/records';

// A date cell of the records grid, against the real server: its value is typed as before, and a
// calendar (its button, or Alt+ArrowDown in the input) writes a picked date into the input, which
// Enter then saves like typed text. Escape closes the calendar before it cancels the edit, and no
// typed text is lost on the way.

const START = '2024-05-10 08:30:00.123Z';
/** How the cell shows START when it is not edited. */
const START_SHOWN = '2024-05-10 08:30:00 UTC';

async function dateCollection(url: string, token: string): Promise<CollectionInfo> {
  return createCollection(url, token, {
    name: uniqueName('griddate'),
    schema: [
      { name: 'title', type: 'text' },
      { name: 'due', type: 'date' },
    ],
  });
}

/** A collection with one record due at START, its grid open, and that record's due cell. */
async function openDueCell(page: Page, url: string, token: string) {
  const coll = await dateCollection(url, token);
  const [record] = await createRecordsInOrder(url, token, coll.id, [{ title: 'task', due: START }]);
  await openGrid(page, url, coll);
  const cell = await gridCell(page, record.id, 'due');
  return { coll, record, cell };
}

const calendarOf = (page: Page) => page.getByRole('dialog', { name: 'Calendar' });
const dayOf = (calendar: Locator, label: string) => calendar.locator(`.flatpickr-day[aria-label="${label}"]`);

test('the calendar opens by Alt+ArrowDown and by its button, a picked day goes into the input, Enter saves it', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const { coll, record, cell } = await openDueCell(page, url, token);

  // by keyboard alone: Enter edits the text as it is, Alt+ArrowDown opens the calendar on its day
  await cell.click();
  await page.keyboard.press('Enter');
  const editor = page.getByRole('textbox', { name: 'due', exact: true });
  await expect(editor).toHaveValue(START);
  await editor.press('Alt+ArrowDown');
  const calendar = calendarOf(page);
  await expect(calendar.locator('.flatpickr-calendar.open')).toBeVisible();
  await expect(dayOf(calendar, 'May 10, 2024')).toBeFocused();
  await expect(page.getByRole('button', { name: 'Pick a date' })).toHaveAttribute('aria-expanded', 'true');
  await expectNoA11yViolations(page);

  // arrows move between days, Enter picks one: into the input (time and milliseconds kept), not saved
  await page.keyboard.press('ArrowRight');
  await expect(dayOf(calendar, 'May 11, 2024')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(calendar).toHaveCount(0);
  await expect(editor).toBeFocused();
  await expect(editor).toHaveValue('2024-05-11 08:30:00.123Z');
  expect((await serverRecord(url, token, coll, record.id)).due).toBe(START);

  // by the pointer: the button opens it, a click on a day picks it
  await page.getByRole('button', { name: 'Pick a date' }).click();
  await expect(dayOf(calendar, 'May 11, 2024')).toBeFocused();
  await dayOf(calendar, 'May 20, 2024').click();
  await expect(calendar).toHaveCount(0);
  await expect(editor).toBeFocused();
  await expect(editor).toHaveValue('2024-05-20 08:30:00.123Z');

  // Enter saves it as typed text is saved
  await page.keyboard.press('Enter');
  await expect(editor).toHaveCount(0);
  await expect
    .poll(async () => (await serverRecord(url, token, coll, record.id)).due)
    .toBe('2024-05-20 08:30:00.123Z');
  await expect(cell).toHaveText('2024-05-20 08:30:00 UTC');
});

test('Escape closes the calendar first and cancels the edit next; typed text outlives the calendar', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const { coll, record, cell } = await openDueCell(page, url, token);
  const editor = page.getByRole('textbox', { name: 'due', exact: true });
  const calendar = calendarOf(page);

  // a day picked, then Escape twice: the calendar goes, then the edit, and the value is as it was
  await cell.click();
  await page.keyboard.press('Enter');
  await editor.press('Alt+ArrowDown');
  await expect(dayOf(calendar, 'May 10, 2024')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(editor).toHaveValue('2024-05-09 08:30:00.123Z');
  await editor.press('Alt+ArrowDown');
  await expect(dayOf(calendar, 'May 9, 2024')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(calendar).toHaveCount(0);
  await expect(editor).toBeFocused();
  await expect(editor).toHaveValue('2024-05-09 08:30:00.123Z');
  await page.keyboard.press('Escape');
  await expect(editor).toHaveCount(0);
  await expect(cell).toBeFocused();
  await expect(cell).toHaveText(START_SHOWN);
  expect((await serverRecord(url, token, coll, record.id)).due).toBe(START);

  // half-typed text stays through the calendar opening and closing (by its button, then Escape)
  await page.keyboard.press('Enter');
  await editor.fill('2024-06-0');
  await page.getByRole('button', { name: 'Pick a date' }).click();
  await expect(calendar.locator('.flatpickr-calendar.open')).toBeVisible();
  await expect(editor).toHaveValue('2024-06-0');
  await page.keyboard.press('Escape');
  await expect(calendar).toHaveCount(0);
  await expect(editor).toBeFocused();
  await expect(editor).toHaveValue('2024-06-0');

  // an impossible date is refused with its reason and kept as typed, the calendar leaves it alone
  await editor.fill('2026-02-30');
  await editor.press('Enter');
  await expect(editor).toHaveValue('2026-02-30');
  await expect(editor).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert').filter({ hasText: 'Not a valid date.' })).toBeVisible();
  await editor.press('Alt+ArrowDown');
  await expect(calendar.locator('.flatpickr-calendar.open')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(editor).toBeFocused();
  await expect(editor).toHaveValue('2026-02-30');
  await page.keyboard.press('Escape');
  await expect(editor).toHaveCount(0);
  expect((await serverRecord(url, token, coll, record.id)).due).toBe(START);
});

test.describe('in a right-to-left page and the dark theme', () => {
  test.use({ colorScheme: 'dark' });

  test('the calendar opens under its cell, inside the window, and reads well', async ({
    adminPage: { page, url },
    server,
  }) => {
    const token = await adminToken(url, server.admin);
    const { coll, record, cell } = await openDueCell(page, url, token);
    await showInDirection(page, 'rtl');

    await cell.dblclick();
    const editor = page.getByRole('textbox', { name: 'due', exact: true });
    await page.getByRole('button', { name: 'Pick a date' }).click();
    const open = calendarOf(page).locator('.flatpickr-calendar.open');
    await expect(open).toBeVisible();
    // flatpickr slides the calendar in: measured once it is in place
    await open.evaluate((element) => Promise.all(element.getAnimations().map((a) => a.finished)));
    const [cellBox, calendarBox] = [await editor.boundingBox(), await open.boundingBox()];
    const width = await page.evaluate(() => document.documentElement.clientWidth);
    expect(cellBox && calendarBox).toBeTruthy();
    expect(calendarBox!.y).toBeGreaterThanOrEqual(cellBox!.y + cellBox!.height - 1);
    expect(calendarBox!.x).toBeGreaterThanOrEqual(0);
    expect(calendarBox!.x + calendarBox!.width).toBeLessThanOrEqual(width);
    await expectNoA11yViolations(page);

    await dayOf(calendarOf(page), 'May 1, 2024').click();
    await expect(editor).toHaveValue('2024-05-01 08:30:00.123Z');

    // a click elsewhere with the calendar open (the focus on its day) closes it and saves the cell
    await editor.press('Alt+ArrowDown');
    await expect(dayOf(calendarOf(page), 'May 1, 2024')).toBeFocused();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(calendarOf(page)).toHaveCount(0);
    await expect(editor).toHaveCount(0);
    await expect
      .poll(async () => (await serverRecord(url, token, coll, record.id)).due)
      .toBe('2024-05-01 08:30:00.123Z');
  });
});
