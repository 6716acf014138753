import type { Locator, Page, TestInfo } from '@playwright/test';
import { adminToken, api } from './support/api';
import { expectNoA11yViolations } from './support/axe';
import { showInDirection, type Direction } from './support/direction';
import { expect, test } from './support/fixtures';
import { createCollection, createRecord, uniqueName, type CollectionInfo } from './support/records';
import { openCollection, recordRow } from './support/screens';

// The layout mirrors in a right-to-left page: the main screens are laid out from the right (the main
// sidebar on the right, side panels opening from the left, a table's first column on the right), the
// tab arrows follow the screen, and machine text (filters, code) stays left to right. Every screen is
// checked in both directions by geometry, and a full-page screenshot of each is attached to the report
// for a look by eye (no baseline images: the data differs from run to run).

const DIRECTIONS: Direction[] = ['ltr', 'rtl'];
/** The page side where a line starts and where it ends, in each direction. */
const START = { ltr: 'left', rtl: 'right' } as const;
const END = { ltr: 'right', rtl: 'left' } as const;

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, 'laid out').not.toBeNull();
  return found!;
}

/** Asserts that `locator` touches the `side` edge of the page (and not the other one). */
async function expectAtPageEdge(locator: Locator, side: 'left' | 'right'): Promise<void> {
  const width = await locator.page().evaluate(() => document.documentElement.clientWidth);
  const { x, width: w } = await box(locator);
  const [near, far] = side === 'left' ? [x, width - (x + w)] : [width - (x + w), x];
  expect(Math.abs(near), `distance to the ${side} edge`).toBeLessThanOrEqual(1);
  expect(far, 'distance to the other edge').toBeGreaterThan(100);
}

/** Asserts that `first` lies entirely on the `side` of `second`. */
async function expectBeside(first: Locator, side: 'left' | 'right', second: Locator): Promise<void> {
  const a = await box(first);
  const b = await box(second);
  if (side === 'left') expect(a.x + a.width).toBeLessThanOrEqual(b.x + 1);
  else expect(a.x).toBeGreaterThanOrEqual(b.x + b.width - 1);
}

/** Asserts that a table's first header cell sits at the table's `side` edge. */
async function expectFirstColumnAt(table: Locator, side: 'left' | 'right'): Promise<void> {
  const whole = await box(table);
  const first = await box(table.locator('thead th').first());
  const distance = side === 'left' ? first.x - whole.x : whole.x + whole.width - (first.x + first.width);
  expect(Math.abs(distance), `first column at the ${side} of the table`).toBeLessThanOrEqual(2);
  await expectBeside(table.locator('thead th').first(), side, table.locator('thead th').nth(1));
}

/** The visible box of a side panel (the <dialog> itself covers the whole page). */
const panelBox = (panel: Locator) => panel.locator(':scope > div').first();

const computedDirection = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).direction);

/** Waits for the finite animations to end (a panel sliding in is not yet where it stays). */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** The common frame of every screen: the main sidebar at the start side, the page in the direction. */
async function expectFrame(page: Page, dir: Direction): Promise<void> {
  expect(await computedDirection(page.locator('body'))).toBe(dir);
  await expectAtPageEdge(page.getByRole('navigation', { name: 'Main' }), START[dir]);
}

/** Attaches a full-page screenshot, and in a right-to-left page checks it with axe. */
async function record(page: Page, testInfo: TestInfo, screen: string, dir: Direction): Promise<void> {
  await settled(page);
  await testInfo.attach(`${screen}-${dir}.png`, {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
  if (dir === 'rtl') await expectNoA11yViolations(page);
}

/** A collection with text, email, URL and JSON fields, and one record. */
async function collectionWithRecord(url: string, token: string): Promise<CollectionInfo> {
  const collection = await createCollection(url, token, {
    name: uniqueName('mirrored'),
    schema: [
      { name: 'title', type: 'text' },
      { name: 'contact', type: 'email' },
      { name: 'site', type: 'url' },
      { name: 'data', type: 'json' },
    ],
  });
  await createRecord(url, token, collection.id, {
    title: 'A title',
    contact: 'someone@example.com',
    site: 'https://example.com/page',
    data: { list: [1, 2], text: 'مرحبا' },
  });
  return collection;
}

for (const dir of DIRECTIONS) {
  test.describe(`${dir} layout`, () => {
    test(`the records screen (${dir})`, async ({ adminPage: { page, url }, server }, testInfo) => {
      const collection = await collectionWithRecord(url, await adminToken(url, server.admin));
      await openCollection(page, url, collection);
      await showInDirection(page, dir);
      await expect(recordRow(page, 'someone@example.com')).toBeVisible();
      await expectFrame(page, dir);

      // the collections list sits between the main sidebar and the records
      const collections = page.getByRole('navigation', { name: 'Collections' });
      await expectBeside(page.getByRole('navigation', { name: 'Main' }), START[dir], collections);
      await expectBeside(collections, START[dir], page.getByRole('heading', { name: /Collections/ }));
      await expectFirstColumnAt(page.getByRole('table'), START[dir]);

      // an arrow along the line is mirrored, an icon without a direction is not
      const logsIcon = page.getByRole('link', { name: 'Logs' }).locator('svg');
      const collectionsIcon = page.getByRole('link', { name: 'Collections' }).locator('svg');
      const transform = (icon: Locator) => icon.evaluate((el) => getComputedStyle(el).transform);
      expect(await transform(logsIcon)).toBe(dir === 'rtl' ? 'matrix(-1, 0, 0, 1, 0, 0)' : 'none');
      expect(await transform(collectionsIcon)).toBe('none');

      // an email cell reads left to right in any page
      const emailCell = recordRow(page, 'someone@example.com').getByRole('cell', {
        name: 'someone@example.com',
      });
      expect(await computedDirection(emailCell)).toBe('ltr');

      // the filter is code: left to right, as the plain input and as the editor that takes over
      const filter = page.getByRole('textbox', { name: 'Search records' });
      expect(await computedDirection(filter)).toBe('ltr');
      await filter.click();
      const editor = page.locator('[data-filter-editor] .cm-content');
      await expect(editor).toBeFocused();
      expect(await computedDirection(editor)).toBe('ltr');
      await page.keyboard.type('title != ""');
      // the typed text starts at the field's left edge, whatever the page's direction
      const gaps = await page.locator('[data-filter-editor] .cm-line').evaluate((line) => {
        const text = document.createRange();
        text.selectNodeContents(line);
        const typed = text.getBoundingClientRect();
        const field = line.getBoundingClientRect();
        return { left: typed.left - field.left, right: field.right - typed.right };
      });
      expect(gaps.left).toBeLessThan(gaps.right);
      await page.keyboard.press('Escape');
      await record(page, testInfo, 'records', dir);
    });

    test(`the record editor panel (${dir})`, async ({ adminPage: { page, url }, server }, testInfo) => {
      const collection = await collectionWithRecord(url, await adminToken(url, server.admin));
      await openCollection(page, url, collection);
      await showInDirection(page, dir);
      await recordRow(page, 'someone@example.com').click();
      const panel = page.getByRole('dialog', { name: `Edit ${collection.name} record` });
      await expect(panel).toBeVisible();
      await settled(page);
      await expectFrame(page, dir);

      // the panel opens from the end side, over the records
      await expectAtPageEdge(panelBox(panel), END[dir]);
      expect(await computedDirection(panel.getByRole('textbox', { name: 'title' }))).toBe(dir);
      expect(await computedDirection(panel.getByRole('textbox', { name: 'contact' }))).toBe('ltr');
      expect(await computedDirection(panel.getByRole('textbox', { name: 'site' }))).toBe('ltr');

      // the JSON editor is code: left to right, as the textarea and as the editor that takes over
      const json = panel.locator('[data-code-editor]');
      expect(await computedDirection(json)).toBe('ltr');
      await json.locator('textarea').click();
      const content = json.locator('.cm-content');
      await expect(content).toBeFocused();
      expect(await computedDirection(content)).toBe('ltr');
      await expect(content).toContainText('"text": "مرحبا"');
      await record(page, testInfo, 'record-editor', dir);
    });

    test(`the collection editor panel and its tab keys (${dir})`, async ({
      adminPage: { page, url },
      server,
    }, testInfo) => {
      // an auth collection has three tabs, so the previous tab of the first is not also its next
      const collection = await createCollection(url, await adminToken(url, server.admin), {
        name: uniqueName('mirrored_auth'),
        type: 'auth',
        schema: [{ name: 'title', type: 'text' }],
      });
      await openCollection(page, url, collection);
      await showInDirection(page, dir);
      await page.getByRole('button', { name: 'Edit collection' }).click();
      const panel = page.getByRole('dialog', { name: 'Edit collection' });
      await expect(panel).toBeVisible();
      await settled(page);
      await expectFrame(page, dir);
      await expectAtPageEdge(panelBox(panel), END[dir]);

      // the tabs run along the line: the second one lies on the end side of the first
      const tabs = panel.getByRole('tablist', { name: 'Collection settings' });
      const fields = tabs.getByRole('tab', { name: 'Fields' });
      const rules = tabs.getByRole('tab', { name: 'API Rules' });
      const options = tabs.getByRole('tab', { name: 'Options' });
      await expectBeside(fields, START[dir], rules);
      await expectBeside(rules, START[dir], options);

      // the arrow pointing at a tab on screen goes to that tab
      const towardEnd = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
      const towardStart = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
      await fields.focus();
      await page.keyboard.press(towardEnd);
      await expect(rules).toHaveAttribute('aria-selected', 'true');
      await expect(rules).toBeFocused();
      await page.keyboard.press(towardEnd);
      await expect(options).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press(towardStart);
      await page.keyboard.press(towardStart);
      await expect(fields).toHaveAttribute('aria-selected', 'true');
      await expect(fields).toBeFocused();
      // from the first tab, the arrow toward the start wraps to the last
      await page.keyboard.press(towardStart);
      await expect(options).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Home');
      await expect(fields).toHaveAttribute('aria-selected', 'true');
      await record(page, testInfo, 'collection-editor', dir);
    });

    test(`the logs screen (${dir})`, async ({ adminPage: { page, url }, server }, testInfo) => {
      const tag = `rtl${Date.now().toString(36)}${dir}`;
      expect((await fetch(`${url}/api/collections/users/auth-methods?tag=${tag}`)).status).toBe(200);
      const filter = `url~"?tag=${tag}"`;
      const token = await adminToken(url, server.admin);
      // the server writes its logs a moment after answering
      await expect
        .poll(
          async () =>
            (
              await api<{ totalItems: number }>(
                url,
                `/api/logs/requests?perPage=1&filter=${encodeURIComponent(filter)}`,
                { token },
              )
            ).totalItems,
          { timeout: 15_000 },
        )
        .toBe(1);
      await page.goto(`${url}/_/#/logs?filter=${encodeURIComponent(filter)}`);
      await expect(page.locator('[data-log-row]')).toHaveCount(1);
      await showInDirection(page, dir);
      await expectFrame(page, dir);
      await expectFirstColumnAt(page.getByRole('table'), START[dir]);
      // the URL cell reads left to right in any page
      const urlCell = page.locator('[data-log-row]').getByRole('cell', { name: /auth-methods/ });
      expect(await computedDirection(urlCell)).toBe('ltr');
      expect(await computedDirection(page.getByRole('textbox', { name: 'Search logs' }))).toBe('ltr');
      await expect(page.getByRole('region', { name: 'Requests over time' })).toHaveAttribute(
        'data-chart-ready',
        'true',
      );
      await record(page, testInfo, 'logs', dir);
    });

    test(`a settings page (${dir})`, async ({ adminPage: { page, url } }, testInfo) => {
      await page.goto(`${url}/_/#/settings`);
      const appUrl = page.getByRole('textbox', { name: /Application URL/ });
      await expect(appUrl).toBeVisible();
      await showInDirection(page, dir);
      await expectFrame(page, dir);
      // the settings menu sits between the main sidebar and the form
      const settings = page.getByRole('navigation', { name: 'Settings' });
      await expectBeside(page.getByRole('navigation', { name: 'Main' }), START[dir], settings);
      await expectBeside(settings, START[dir], appUrl);
      expect(await computedDirection(appUrl)).toBe('ltr');
      expect(await computedDirection(page.getByRole('textbox', { name: /Application name/ }))).toBe(dir);
      await record(page, testInfo, 'settings', dir);
    });

    test(`the admins screen (${dir})`, async ({ adminPage: { page, url, admin } }, testInfo) => {
      await page.goto(`${url}/_/#/settings/admins`);
      const row = page.locator('[data-admin-row]').filter({ hasText: admin.email });
      await expect(row).toBeVisible();
      await showInDirection(page, dir);
      await expectFrame(page, dir);
      await expectFirstColumnAt(page.getByRole('table'), START[dir]);
      expect(await computedDirection(row.getByText(admin.email))).toBe('ltr');
      await record(page, testInfo, 'admins', dir);
    });
  });
}
