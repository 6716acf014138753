import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { adminToken, api } from './support/api';
import { expectNoA11yViolations } from './support/axe';
import { createCollection, uniqueName } from './support/records';

// Export collections on the real server: the preview, Copy and the download are the same text, the
// server's collections without created and updated, indented 4 spaces; and a choice of collections.

const COPIED = 'The configuration was copied to your clipboard!';
const XSS = '<img src=x onerror="window.__xss=1">';

interface CollectionJson {
  id: string;
  name: string;
  [key: string]: unknown;
}

/** GET /api/collections as the export loads it (100 per page, sorted by updated), every page. */
async function serverCollections(url: string, token: string): Promise<CollectionJson[]> {
  const items: CollectionJson[] = [];
  for (let page = 1; ; page += 1) {
    const result = await api<{ totalPages: number; items: CollectionJson[] }>(
      url,
      `/api/collections?page=${page}&perPage=100&sort=updated`,
      { token },
    );
    items.push(...result.items);
    if (page >= result.totalPages) return items;
  }
}

/** The export text of these collections, built here independently of the dashboard's code. */
function expectedText(collections: CollectionJson[]): string {
  const stripped = collections.map((collection) => {
    const copy: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(collection)) {
      if (key !== 'created' && key !== 'updated') copy[key] = value;
    }
    return copy;
  });
  return JSON.stringify(stripped, null, 4);
}

const preview = (page: Page) => page.locator('[data-code-editor]');
const editable = (page: Page) => preview(page).locator('.cm-content');

async function openExport(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/_/#/settings/export-collections`);
  await expect(page.getByRole('heading', { name: 'Export collections' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Export collections' })).toContainText('Settings');
  // the highlighted editor has taken over from the plain textarea
  await expect(editable(page)).toBeVisible();
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const setClipboard = (page: Page, text: string) =>
  page.evaluate((value) => navigator.clipboard.writeText(value), text);

/** What Ctrl+A then Ctrl+C inside the preview copies: the editor's whole selection. */
async function selectAllAndCopy(page: Page): Promise<string> {
  await setClipboard(page, 'nothing copied');
  await editable(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+C');
  return clipboard(page);
}

async function downloadedText(page: Page): Promise<{ name: string; text: string }> {
  const [download]: [Download, void] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download as JSON' }).click(),
  ]);
  return { name: download.suggestedFilename(), text: readFileSync(await download.path(), 'utf8') };
}

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

test('the preview, Copy and the download are the server collections without created/updated, indented 4', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  // a rule, a select choice and a text pattern carrying markup: data, shown as text only
  await createCollection(url, token, {
    name: uniqueName('export_xss'),
    schema: [
      { name: 'title', type: 'text', options: { pattern: XSS } },
      { name: 'kind', type: 'select', options: { maxSelect: 1, values: [XSS] } },
    ],
  }).then((created) =>
    api(url, `/api/collections/${created.id}`, {
      method: 'PATCH',
      token,
      body: { listRule: `title = '${XSS}'` },
    }),
  );
  await createCollection(url, token, {
    name: uniqueName('export_plain'),
    schema: [{ name: 'n', type: 'number' }],
  });
  const expected = expectedText(await serverCollections(url, token));
  expect(expected).toContain(XSS.replace(/"/g, '\\"'));

  const listed: URL[] = [];
  page.on('request', (request) => {
    const requested = new URL(request.url());
    if (requested.pathname === '/api/collections') listed.push(requested);
  });
  await openExport(page, url);
  // loaded 100 per batch, sorted by updated
  expect(listed.length).toBeGreaterThan(0);
  for (const requested of listed) {
    expect(requested.searchParams.get('perPage')).toBe('100');
    expect(requested.searchParams.get('sort')).toBe('+updated');
  }
  // highlighted: the JSON's tokens are styled spans, and the editor is read-only
  expect(await editable(page).locator('.cm-line span').count()).toBeGreaterThan(0);
  await expect(editable(page)).toHaveAttribute('aria-readonly', 'true');

  // Ctrl+A inside it selects the whole JSON and nothing else
  expect(await selectAllAndCopy(page)).toBe(expected);
  const selectionIsInside = await page.evaluate(() => {
    const selection = window.getSelection();
    const content = document.querySelector('[data-code-editor] .cm-content');
    return (
      !!selection &&
      !!content &&
      !!selection.anchorNode &&
      !!selection.focusNode &&
      content.contains(selection.anchorNode) &&
      content.contains(selection.focusNode)
    );
  });
  expect(selectionIsInside).toBe(true);

  // typing changes nothing
  await page.keyboard.press('End');
  await page.keyboard.type('oops');
  expect(await selectAllAndCopy(page)).toBe(expected);

  // the markup stayed text: no image, no script run
  await expect(preview(page).locator('img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

  // Copy: the same text, and the toast for 3 s
  await setClipboard(page, 'nothing copied');
  await page.clock.install();
  // installed clocks keep flowing with real time: paused, the page's time moves only by runFor,
  // so a slow clipboard read on a busy machine cannot eat into the toast's 3 s
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  const toast = page.getByText(COPIED, { exact: true });
  await expect(toast).toBeVisible();
  expect(await clipboard(page)).toBe(expected);
  await page.clock.runFor(2_900);
  await expect(toast).toBeVisible();
  await page.clock.runFor(200);
  await expect(toast).toHaveCount(0);

  // Download as JSON: a .json file with the same text
  const download = await downloadedText(page);
  expect(download.name).toBe('pb_schema.json');
  expect(download.text).toBe(expected);
});

test('choosing collections (by keyboard) changes the preview, Copy and the download', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const first = await createCollection(url, token, {
    name: uniqueName('export_first'),
    schema: [{ name: 'a', type: 'text' }],
  });
  const second = await createCollection(url, token, {
    name: uniqueName('export_second'),
    schema: [{ name: 'b', type: 'bool' }],
  });
  const all = await serverCollections(url, token);
  const only = (...ids: string[]) => expectedText(all.filter((c) => ids.includes(c.id)));

  await openExport(page, url);
  const selectAll = page.getByRole('checkbox', { name: /^Select all/ });
  await expect(selectAll).toBeChecked();
  await expect(selectAll).toHaveAccessibleName(`Select all (${all.length} of ${all.length} selected)`);
  for (const collection of all) {
    await expect(page.getByRole('checkbox', { name: collection.name, exact: true })).toBeChecked();
  }

  // Space on the focused select-all clears everything: '[]', nothing to copy or download
  await selectAll.focus();
  await page.keyboard.press('Space');
  await expect(selectAll).not.toBeChecked();
  expect(await selectAllAndCopy(page)).toBe('[]');
  await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Download as JSON' })).toBeDisabled();
  await expect(page.getByText('Select at least one collection to copy or download.')).toBeVisible();

  // two collections, chosen by keyboard, in the server's order whatever the order of choosing
  await page.getByRole('checkbox', { name: second.name, exact: true }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('checkbox', { name: first.name, exact: true }).focus();
  await page.keyboard.press('Space');
  await expect(selectAll).toHaveJSProperty('indeterminate', true);
  await expect(selectAll).toHaveAccessibleName(`Select all (2 of ${all.length} selected)`);
  const two = only(first.id, second.id);
  expect(JSON.parse(two).map((c: CollectionJson) => c.name)).toEqual([first.name, second.name]);
  expect(await selectAllAndCopy(page)).toBe(two);

  await setClipboard(page, 'nothing copied');
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByText(COPIED, { exact: true })).toBeVisible();
  expect(await clipboard(page)).toBe(two);
  expect((await downloadedText(page)).text).toBe(two);

  // one taken out again
  await page.getByRole('checkbox', { name: first.name, exact: true }).uncheck();
  expect(await selectAllAndCopy(page)).toBe(only(second.id));
  expect((await downloadedText(page)).text).toBe(only(second.id));

  // select-all from 'some' chooses everything again
  await selectAll.focus();
  await page.keyboard.press('Space');
  await expect(selectAll).toBeChecked();
  expect(await selectAllAndCopy(page)).toBe(expectedText(all));
});

test('the buttons and the preview are reached by keyboard; Copy works from the keyboard', async ({
  adminPage: { page, url },
  server,
}) => {
  const expected = expectedText(await serverCollections(url, await adminToken(url, server.admin)));
  await openExport(page, url);
  const copy = page.getByRole('button', { name: 'Copy', exact: true });
  const download = page.getByRole('button', { name: 'Download as JSON' });

  // Tab from the last collection checkbox: the preview, then Copy, then Download as JSON
  await page.getByRole('checkbox').last().focus();
  await page.keyboard.press('Tab');
  await expect(editable(page)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(copy).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(download).toBeFocused();

  await setClipboard(page, 'nothing copied');
  await copy.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(COPIED, { exact: true })).toBeVisible();
  expect(await clipboard(page)).toBe(expected);

  await expectNoA11yViolations(page);
});

test('a failed load says so and Retry loads the collections', async ({ adminPage: { page, url } }) => {
  let failing = true;
  await page.route(/\/api\/collections\?/, (route) =>
    failing
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ code: 500, message: 'The database is busy.', data: {} }),
        })
      : route.continue(),
  );
  await page.goto(`${url}/_/#/settings/export-collections`);
  const alert = page.getByRole('alert').filter({ hasText: 'Could not load the collections.' });
  await expect(alert).toContainText('The database is busy.');
  await expect(page.getByRole('button', { name: 'Download as JSON' })).toHaveCount(0);
  await expectNoA11yViolations(page);

  failing = false;
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(editable(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download as JSON' })).toBeEnabled();
});
