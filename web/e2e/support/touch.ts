import { expect, type Locator, type Page } from '@playwright/test';
import type { CollectionInfo } from './records';
import { openCollection } from './screens';
import { MIN_TARGET } from './smallScreens';

// The records grid as its touch tests reach it: turned on by a tap, a focused cell's ring, and the
// size of a touch target.

/** Turns the grid on from the toolbar by a tap. */
export async function tapGridOn(page: Page, url: string, coll: CollectionInfo): Promise<void> {
  await openCollection(page, url, coll);
  const toggle = page.getByRole('button', { name: 'Edit in grid' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.tap();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('grid', { name: 'Records' })).toBeVisible();
}

/** The focused cell shows it: the focus ring is drawn (a tap does not make the browser show one). */
export async function expectFocusShown(cell: Locator): Promise<void> {
  await expect(cell).toBeFocused();
  await expect(cell).not.toHaveCSS('box-shadow', 'none');
}

/** `target` is at least a finger's size in both directions. */
export async function expectTarget(target: Locator, what: string): Promise<void> {
  const box = (await target.boundingBox())!;
  expect(box.width, `${what} width`).toBeGreaterThanOrEqual(MIN_TARGET);
  expect(box.height, `${what} height`).toBeGreaterThanOrEqual(MIN_TARGET);
}
