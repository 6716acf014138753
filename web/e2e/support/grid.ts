import { expect, type Locator, type Page } from '@playwright/test';
import { api } from './api';
import type { CollectionInfo } from './records';
import { openCollection, recordRow } from './screens';

// The records grid as its browser tests reach it: turned on from the toolbar, a cell found by its
// column header, and the record as the server has it.

/** Opens a collection's records and turns the grid on (it is remembered per browser). */
export async function openGrid(page: Page, url: string, coll: CollectionInfo, query = ''): Promise<void> {
  await openCollection(page, url, coll, query);
  const toggle = page.getByRole('button', { name: 'Edit in grid' });
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('grid', { name: 'Records' })).toBeVisible();
}

/** The grid cell of `column` in the row of record `id`. */
export async function gridCell(page: Page, id: string, column: string): Promise<Locator> {
  const headers = await page.locator('[data-records-table] thead th').allTextContents();
  const index = headers.findIndex((text) => text.trim() === column);
  expect(index, `column ${column}`).toBeGreaterThanOrEqual(0);
  return recordRow(page, id).locator(`td[aria-colindex="${index + 1}"]`);
}

/** Changes a record on the server as another admin would, through the API. */
export async function changeOnServer(
  url: string,
  token: string,
  coll: CollectionInfo,
  id: string,
  body: Record<string, unknown>,
): Promise<void> {
  await api(url, `/api/collections/${coll.id}/records/${id}`, { method: 'PATCH', token, body });
}

/** The record as the server holds it now. */
export async function serverRecord(url: string, token: string, coll: CollectionInfo, id: string) {
  return api<Record<string, unknown>>(url, `/api/collections/${coll.id}/records/${id}`, { token });
}

/**
 * Holds the page's requests that `isHeld` picks (the rest of `match` go on) until `release` is
 * called, as a slow server would hold them; the real request is then sent unchanged. `sent`
 * resolves once the page has sent the first request that is held.
 */
export async function holdRequests(
  page: Page,
  match: (address: URL) => boolean,
  isHeld: (request: { method: () => string }) => boolean = () => true,
): Promise<{ release: () => void; sent: Promise<void> }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let markSent = () => {};
  const sent = new Promise<void>((resolve) => (markSent = resolve));
  await page.route(match, async (route) => {
    if (isHeld(route.request())) {
      markSent();
      await held;
    }
    await route.continue();
  });
  return { release, sent };
}
