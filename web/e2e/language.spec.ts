import type { Page, Request } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

// The interface language: the browser's by default, chosen from the admin menu, switched in place
// (no reload), stored per browser, followed by the other tabs; only the chosen language's catalog
// is ever fetched, and Arabic turns the page right to left.

const CATALOG_CHUNK = /\/assets\/(de|es|ar)-[\w-]+\.js$/;

function catalogRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const match = CATALOG_CHUNK.exec(new URL(request.url()).pathname);
    if (match) seen.push(match[1]);
  });
  return seen;
}

async function chooseLanguage(page: Page, menuLabel: string, name: string): Promise<void> {
  await page.getByRole('button', { name: menuLabel }).click();
  await page.getByRole('menuitemradio', { name }).click();
}

test('a language chosen from the menu switches every text in place, and holds through a reload', async ({
  adminPage: { page },
}) => {
  const catalogs = catalogRequests(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Collections' })).toBeVisible();
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  await page.getByRole('button', { name: 'Admin menu' }).click();
  const group = page.getByRole('group', { name: 'Language' });
  await expect(group.getByRole('menuitemradio')).toHaveText(['English', 'Deutsch', 'Español', 'العربية']);
  await expect(group.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
  await expect(group.getByRole('menuitemradio', { name: 'العربية' })).toHaveAttribute('lang', 'ar');
  await group.getByRole('menuitemradio', { name: 'Deutsch' }).click();

  const hauptnavigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(hauptnavigation.getByRole('link', { name: 'Sammlungen' })).toBeVisible();
  await expect(hauptnavigation.getByRole('link', { name: 'Einstellungen' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page).toHaveTitle(/^Sammlungen/);
  // switched in place: the page was not reloaded
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('larder_language'))).toBe('de');

  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  // only the chosen language's catalog was fetched, English needing none
  expect([...new Set(catalogs)]).toEqual(['de']);

  await chooseLanguage(page, 'Administratormenü', 'English');
  await expect(nav.getByRole('link', { name: 'Collections' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('Arabic turns the page right to left, and is checked by axe', async ({ adminPage: { page } }) => {
  await chooseLanguage(page, 'Admin menu', 'العربية');
  const nav = page.getByRole('navigation', { name: 'التنقل الرئيسي' });
  await expect(nav.getByRole('link', { name: 'المجموعات' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expectNoA11yViolations(page);
});

test("the browser's own language is the default, and a choice made in another tab is followed", async ({
  browser,
  server,
}) => {
  const context = await browser.newContext({ locale: 'es-ES' });
  try {
    const page = await context.newPage();
    await page.goto(`${server.url}/_/#/login`);
    await expect(page).toHaveTitle(/^Iniciar sesión/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    // a choice stored by another tab of the same browser is followed at once
    const other = await context.newPage();
    await other.goto(`${server.url}/_/#/login`);
    await expect(other).toHaveTitle(/^Iniciar sesión/);
    await other.evaluate(() => localStorage.setItem('larder_language', 'ar'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page).toHaveTitle(/^تسجيل الدخول/);
  } finally {
    await context.close();
  }
});
