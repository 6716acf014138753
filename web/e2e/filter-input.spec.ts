import type { Page, Request, Route } from '@playwright/test';
import { hashQuery } from './support/screens';
import { expect, test } from './support/fixtures';

// The search box is a plain <input> until the CodeMirror chunk arrives, then the editor takes over.
// Each test holds the real chunk response until the middle of typing (it is delayed, never faked),
// so the swap happens at a known point between two keystrokes.

const EDITOR_CHUNK = '**/assets/FilterInputEditor-*.js';
const editor = (page: Page) => page.locator('[data-filter-editor] .cm-content[aria-label="Search logs"]');

/** Holds every request for the editor chunk until `release()`; `requested` settles once one is held. */
async function holdEditorChunk(page: Page): Promise<{ requested: Promise<void>; release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let onRequested!: () => void;
  const requested = new Promise<void>((resolve) => (onRequested = resolve));
  await page.route(EDITOR_CHUNK, async (route: Route) => {
    onRequested();
    await released;
    await route.continue();
  });
  return { requested, release };
}

/** The next request for the logs list (not the chart's stats). */
function nextListRequest(page: Page): Promise<Request> {
  return page.waitForRequest((r) => new URL(r.url()).pathname === '/api/logs/requests');
}

async function openLogsWithPlainSearch(page: Page, url: string) {
  const chunk = await holdEditorChunk(page);
  await page.goto(`${url}/_/#/logs`);
  await expect(page.getByRole('heading', { name: 'Request logs' })).toBeVisible();
  const plain = page.getByRole('textbox', { name: 'Search logs' });
  await expect(plain).toHaveJSProperty('tagName', 'INPUT');
  await plain.focus();
  // focusing asks for the editor chunk; it stays held, so the plain input keeps the keyboard
  await chunk.requested;
  return chunk;
}

test('typed input is never lost while the search editor loads', async ({ adminPage: { page, url } }) => {
  const chunk = await openLogsWithPlainSearch(page, url);
  await page.keyboard.type('status >');
  await expect(page.getByRole('textbox', { name: 'Search logs' })).toHaveValue('status >');

  chunk.release();
  await expect(editor(page)).toBeVisible();
  await expect(editor(page)).toBeFocused();
  await expect(editor(page)).toHaveText('status >');

  await page.keyboard.type('= 400');
  await expect(editor(page)).toHaveText('status >= 400');
  const list = nextListRequest(page);
  await page.keyboard.press('Enter');
  expect(new URL((await list).url()).searchParams.get('filter')).toBe('auth!="admin" && (status >= 400)');
  await expect.poll(() => hashQuery(page).get('filter')).toBe('status >= 400');
  await expect(editor(page)).toHaveText('status >= 400');
});

test('a selection made in the plain search box survives the swap to the editor, direction included', async ({
  adminPage: { page, url },
}) => {
  const chunk = await openLogsWithPlainSearch(page, url);
  await page.keyboard.type('status >= 500');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Shift+Home');
  const selected = () => page.evaluate(() => window.getSelection()?.toString() ?? '');
  const plainSelection = () =>
    page
      .getByRole('textbox', { name: 'Search logs' })
      .evaluate((el: HTMLInputElement) => el.value.slice(el.selectionStart ?? 0, el.selectionEnd ?? 0));
  expect(await plainSelection()).toBe('status >= ');

  chunk.release();
  await expect(editor(page)).toBeVisible();
  await expect(editor(page)).toBeFocused();
  expect(await selected()).toBe('status >= ');
  // The head stayed at the start: Shift+Right shrinks the selection rather than growing it.
  await page.keyboard.press('Shift+ArrowRight');
  expect(await selected()).toBe('tatus >= ');
  await page.keyboard.press('Shift+ArrowLeft');
  expect(await selected()).toBe('status >= ');

  // Typing replaces the selection.
  await page.keyboard.type('status != ');
  await expect(editor(page)).toHaveText('status != 500');
  const list = nextListRequest(page);
  await page.keyboard.press('Enter');
  expect(new URL((await list).url()).searchParams.get('filter')).toBe('auth!="admin" && (status != 500)');
  await expect.poll(() => hashQuery(page).get('filter')).toBe('status != 500');
});
