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
