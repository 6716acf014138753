import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe';
import { expect, test, watchConsole } from './support/fixtures';

// The colour theme: Light, Dark or System (the default, following prefers-color-scheme live), chosen
// from the admin menu, stored per browser, followed by the other tabs, and in place before the first
// frame of a load (public/theme-init.js).

/** The page background of each theme (--color-bg of tokens.css). */
const BACKGROUND = { light: 'rgb(246, 247, 249)', dark: 'rgb(17, 22, 29)' };

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

async function expectTheme(page: Page, expected: 'light' | 'dark'): Promise<void> {
  await expect.poll(() => theme(page)).toBe(expected);
  await expect.poll(() => background(page)).toBe(BACKGROUND[expected]);
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme))
    .toBe(expected);
}

async function choose(page: Page, choice: 'Light' | 'Dark' | 'System'): Promise<void> {
  await page.getByRole('button', { name: 'Admin menu' }).click();
  await page.getByRole('menuitemradio', { name: choice }).click();
}

test.use({ colorScheme: 'light' });

test('Dark from the admin menu switches at once and holds through a reload, with no frame of light', async ({
  adminPage: { page },
}) => {
  await expectTheme(page, 'light');
  await page.getByRole('button', { name: 'Admin menu' }).click();
  const group = page.getByRole('group', { name: 'Theme' });
  await expect(group.getByRole('menuitemradio')).toHaveText(['Light', 'Dark', 'System']);
  await expect(group.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'true');
  await group.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expectTheme(page, 'dark');

  await page.getByRole('button', { name: 'Admin menu' }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'false');
  await page.keyboard.press('Escape');

  // What the page looks like at its very first frame: the theme when <body> is parsed, and the
  // background at the first animation frame (rendering waits for the stylesheet, so that frame is
  // the first one painted).
  await page.addInitScript(() => {
    const seen: { atBody?: string; firstFrame?: string } = {};
    (window as unknown as { firstLook: typeof seen }).firstLook = seen;
    new MutationObserver((_, observer) => {
      if (!document.body) return;
      seen.atBody = document.documentElement.dataset.theme ?? 'none';
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
    requestAnimationFrame(() => {
      seen.firstFrame = getComputedStyle(document.body ?? document.documentElement).backgroundColor;
    });
  });
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const firstLook = await page.evaluate(() => (window as unknown as { firstLook: object }).firstLook);
  expect(firstLook).toEqual({ atBody: 'dark', firstFrame: BACKGROUND.dark });
  await expectTheme(page, 'dark');

  // back to Light, stored as such
  await choose(page, 'Light');
  await expectTheme(page, 'light');
  expect(await page.evaluate(() => localStorage.getItem('larder_theme'))).toBe('light');
});

test('System follows the system preference live, and Light or Dark override it', async ({
  adminPage: { page },
}) => {
  await expectTheme(page, 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectTheme(page, 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expectTheme(page, 'light');

  await choose(page, 'Dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expectTheme(page, 'dark');
  await choose(page, 'System');
  await expectTheme(page, 'light');
  expect(await page.evaluate(() => localStorage.getItem('larder_theme'))).toBeNull();
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectTheme(page, 'dark');
});

test('another tab of the browser follows the choice at once', async ({ adminPage: { page, url } }) => {
  const other = await page.context().newPage();
  const errors = watchConsole(other, []);
  await other.goto(`${url}/_/#/logs`);
  await expectTheme(other, 'light');

  await choose(page, 'Dark');
  await expectTheme(other, 'dark');
  await other.getByRole('button', { name: 'Admin menu' }).click();
  await expect(other.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
  await other.keyboard.press('Escape');

  await choose(page, 'System');
  await expectTheme(other, 'light');
  await other.close();
  expect(errors, 'console errors of the other tab').toEqual([]);
});

test('the logs chart is drawn anew in the colours of the theme chosen', async ({
  adminPage: { page, url },
}) => {
  await page.goto(`${url}/_/#/logs`);
  const chart = page.getByRole('region', { name: 'Requests over time' });
  await expect(chart).toHaveAttribute('data-chart-ready', 'true');
  const canvas = chart.locator('canvas');
  await expect(canvas).toHaveCount(1);
  /** Pixels of the canvas in the grid colour (--color-border) of each theme. */
  const gridPixels = () =>
    canvas.evaluate((el: HTMLCanvasElement) => {
      const { data } = el.getContext('2d')!.getImageData(0, 0, el.width, el.height);
      const count = { light: 0, dark: 0 };
      for (let i = 0; i < data.length; i += 4) {
        const rgb = `${data[i]},${data[i + 1]},${data[i + 2]}`;
        if (rgb === '221,225,231') count.light++;
        else if (rgb === '50,60,74') count.dark++;
      }
      return count;
    });
  await expect.poll(gridPixels).toMatchObject({ dark: 0 });
  expect((await gridPixels()).light).toBeGreaterThan(100);

  await choose(page, 'Dark');
  await expect.poll(async () => (await gridPixels()).dark).toBeGreaterThan(100);
  expect((await gridPixels()).light).toBe(0);
});

test('the theme is chosen by keyboard alone, with a visible focus in both themes', async ({
  adminPage: { page },
}) => {
  const trigger = page.getByRole('button', { name: 'Admin menu' });
  await trigger.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Manage admins' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitemradio', { name: 'Light' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const dark = page.getByRole('menuitemradio', { name: 'Dark' });
  await expect(dark).toBeFocused();
  await expectNoA11yViolations(page, '[role="menu"]');
  await page.keyboard.press('Enter');
  await expectTheme(page, 'dark');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(trigger).toBeFocused();

  // the trigger's focus ring shows in the dark theme; Space opens the menu there too
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(trigger).toBeFocused();
  await expect.poll(() => trigger.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
  await page.keyboard.press(' ');
  await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
  // End goes to the last item (Logout); Home back to the first, then down past Light and Dark
  await page.keyboard.press('End');
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeFocused();
  await page.keyboard.press('Home');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitemradio', { name: 'System' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectTheme(page, 'light');
});
