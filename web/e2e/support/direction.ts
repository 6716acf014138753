import { expect, type Page } from '@playwright/test';

// The writing direction of the dashboard in browser tests. Until the dashboard has a language switch,
// the tests set `<html dir>` by hand once the dashboard has loaded; when Arabic can be chosen, this is
// the one place to choose it instead.

export type Direction = 'ltr' | 'rtl';

/** Lays the loaded dashboard out in `direction`. */
export async function showInDirection(page: Page, direction: Direction): Promise<void> {
  await page.evaluate((dir) => document.documentElement.setAttribute('dir', dir), direction);
  await expect(page.locator('html')).toHaveAttribute('dir', direction);
}
