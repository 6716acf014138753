import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, signIn, test, PASSWORD, useOwnServer } from './support/fixtures';
import { createAdmin, uniqueEmail } from './support/api';
import { startServer, type RunningServer } from './support/server';

// The dashboard under a strict Content-Security-Policy, after the server was upgraded while a tab
// was open (stale chunks), and while the server is stopped and started again.

const BUILT_DASHBOARD = resolve(import.meta.dirname, '../dist');

/** Every screen of the route table, with a text that shows once it rendered. */
const SCREENS: Array<[string, RegExp | string]> = [
  ['/collections', 'Collections'],
  ['/logs', 'Request logs'],
  ['/settings', 'Application'],
  ['/settings/admins', 'Admins'],
  ['/settings/mail', 'Mail settings'],
  ['/settings/storage', 'Files storage'],
  ['/settings/auth-providers', 'Auth providers'],
  ['/settings/tokens', 'Token options'],
  ['/settings/export-collections', 'Export collections'],
  ['/settings/import-collections', 'Import collections'],
];

async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

test('every screen works under the Content-Security-Policy without a single violation', async ({
  adminPage: { page, url },
}) => {
  const response = await fetch(`${url}/_/`);
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');
  expect(response.headers.get('referrer-policy')).toBe('same-origin');

  const violations = await recordCspViolations(page);
  await page.goto('about:blank'); // a new document, so the init script runs
  for (const [path, heading] of SCREENS) {
    await page.goto(`${url}/_/#${path}`);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    expect(await violations(), `CSP violations on ${path}`).toEqual([]);
  }
  // the lazily loaded filter editor (it writes its own styles) and a panel
  await page.goto(`${url}/_/#/logs`);
  const search = page.getByRole('textbox', { name: 'Search logs' });
  await search.click();
  await page.keyboard.type('status');
  await expect(page.locator('.cm-editor')).toBeVisible();
  await page.goto(`${url}/_/#/settings/admins`);
  await page.getByRole('button', { name: 'New admin' }).click();
  await expect(page.getByRole('dialog', { name: 'New admin' })).toBeVisible();
  expect(await violations()).toEqual([]);
});

/**
 * The entry page of every build gets the same modification time, as a fast upgrade within one second
 * would: a browser revalidating it by Last-Modified would keep the old build's page.
 */
const SAME_SECOND = new Date('2026-01-01T00:00:00Z');

/** Simulates an upgrade: every hashed asset gets a new name, and the files that name them follow. */
function rebuildWithNewChunkNames(dir: string, suffix: string): void {
  const assets = join(dir, 'assets');
  const renames = readdirSync(assets)
    .filter((name) => /\.(js|css)$/.test(name))
    .map((name) => [name, name.replace(/\.(js|css)$/, `${suffix}.$1`)] as const);
  const textFiles = [join(dir, 'index.html'), ...renames.map(([name]) => join(assets, name))];
  for (const file of textFiles) {
    let text = readFileSync(file, 'utf8');
    for (const [from, to] of renames) text = text.split(from).join(to);
    writeFileSync(file, text);
  }
  for (const [from, to] of renames) renameSync(join(assets, from), join(assets, to));
  utimesSync(join(dir, 'index.html'), SAME_SECOND, SAME_SECOND);
}

test.describe('after an upgrade while the tab is open', () => {
  let dashboardDir: string;
  let upgraded: RunningServer;
  const admin = { email: uniqueEmail('stale'), password: PASSWORD };

  test.use({
    // the old chunk's 404 and the failed dynamic import are what this test provokes
    expectedConsoleErrors: [
      'Failed to fetch dynamically imported module',
      'Failed to load resource',
      'Refused to apply style',
    ],
  });

  test.beforeEach(async () => {
    dashboardDir = mkdtempSync(join(tmpdir(), 'larder-dashboard-'));
    cpSync(BUILT_DASHBOARD, dashboardDir, { recursive: true });
    utimesSync(join(dashboardDir, 'index.html'), SAME_SECOND, SAME_SECOND);
    upgraded = await startServer({ env: { LARDER_DASHBOARD_DIR: dashboardDir } });
    await createAdmin(upgraded.url, admin);
  });
  test.afterEach(async ({ page }) => {
    // the page goes first: a server stopped under an open page cuts its realtime stream (a console error)
    await page.close();
    await upgraded.stop();
    rmSync(dashboardDir, { recursive: true, force: true });
  });

  test('a stale chunk reloads the page once by itself, then says a new version is available', async ({
    page,
  }) => {
    await signIn(page, upgraded.url, admin);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

    rebuildWithNewChunkNames(dashboardDir, 'v2');
    const reloaded = page.waitForEvent('load');
    await page.getByRole('link', { name: 'Logs' }).click();
    await reloaded;
    await expect(page.getByRole('heading', { name: 'Request logs' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);

    // a second upgrade within the minute: no reload loop, the admin is told and can reload
    rebuildWithNewChunkNames(dashboardDir, 'v3');
    await page.goto(`${upgraded.url}/_/#/settings/admins`);
    await expect(page.getByText('A new version of the dashboard is available.')).toBeVisible();
    // the rest of the dashboard keeps working
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.locator('[data-admin-row]').filter({ hasText: admin.email })).toBeVisible();
  });
});

test.describe('while the server is down', () => {
  const own = useOwnServer('down');

  test.use({ expectedConsoleErrors: ['ERR_CONNECTION_REFUSED', 'Failed to fetch'] });

  test('lists say they could not load and recover by themselves; what was typed survives a failed save', async ({
    page,
  }) => {
    await signIn(page, own.server.url, own.admin);
    await page.goto(`${own.server.url}/_/#/settings/admins`);
    const row = page.locator('[data-admin-row]').filter({ hasText: own.admin.email });
    await expect(row).toBeVisible();

    await own.server.stop();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByText('Could not load the admins.')).toBeVisible();
    await expect(page.getByText('The server cannot be reached.', { exact: false })).toBeVisible();
    await expect(page.getByText('No admins found.')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

    // typing into a panel while the server is down, then saving: nothing is lost
    const email = uniqueEmail('typed');
    await page.getByRole('button', { name: 'New admin' }).click();
    const panel = page.getByRole('dialog', { name: 'New admin' });
    await panel.getByLabel('Email').fill(email);
    await panel.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await panel.getByLabel('Password confirm').fill(PASSWORD);
    await panel.getByRole('button', { name: 'Create' }).click();
    await expect(page.locator('[data-toast]').first()).toBeVisible();
    await expect(panel).toBeVisible();
    await expect(panel.getByLabel('Email')).toHaveValue(email);

    await own.restart();
    // the list reloads by itself once the server answers
    await expect(page.getByText('Could not load the admins.')).toHaveCount(0, { timeout: 15_000 });
    await panel.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Successfully created admin.')).toBeVisible();
    await expect(page.locator('[data-admin-row]').filter({ hasText: email })).toBeVisible();

    // the logs screen says the same and offers Retry
    await page.goto(`${own.server.url}/_/#/logs`);
    await expect(page.getByRole('heading', { name: 'Request logs' })).toBeVisible();
    await own.server.stop();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByText('Could not load the logs.')).toBeVisible();
    await expect(page.getByText('No logs found.')).toHaveCount(0);
    await own.restart();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('Could not load the logs.')).toHaveCount(0);
  });
});
