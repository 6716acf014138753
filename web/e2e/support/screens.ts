// Locators and navigation shared by the browser tests of several screens.
import { expect, type Page } from '@playwright/test';
import type { CollectionInfo } from './records';

/** The query inside the hash route (`#/collections?collectionId=…`). */
export function hashQuery(page: Page): URLSearchParams {
  const hash = new URL(page.url()).hash;
  return new URLSearchParams(hash.includes('?') ? hash.slice(hash.indexOf('?') + 1) : '');
}

/** The rows of the records table. */
export const recordRows = (page: Page) => page.locator('[data-record-row]');

/** The records-table row holding `text` (an id, a value). */
export const recordRow = (page: Page, text: string) => recordRows(page).filter({ hasText: text });

/** Opens the records of a collection and waits for its heading. */
export async function openCollection(
  page: Page,
  url: string,
  collection: Pick<CollectionInfo, 'id' | 'name'>,
  query = '',
): Promise<void> {
  await page.goto(`${url}/_/#/collections?collectionId=${collection.id}${query}`);
  await expect(page.getByRole('heading', { name: new RegExp(collection.name) })).toBeVisible();
}

/**
 * Prepares a fresh load (the page goes to about:blank) on which the page chunk whose file matches
 * `chunk` is held back until a request `isRequest` accepts has gone out, or 10 s have passed. The page
 * cannot ask for anything before its chunk runs, so a request seen first was started at boot. Returns
 * the answer, known once the chunk has been asked for: true when the request went out first.
 */
export async function holdChunkUntilRequest(
  page: Page,
  chunk: RegExp,
  isRequest: (url: string) => boolean,
): Promise<() => boolean | null> {
  await page.goto('about:blank');
  let requestFirst: boolean | null = null;
  const sent = page.waitForRequest((r) => isRequest(r.url()), { timeout: 10_000 });
  await page.route(chunk, async (route) => {
    requestFirst ??= await sent.then(
      () => true,
      () => false,
    );
    await route.continue();
  });
  return () => requestFirst;
}
