import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { adminToken, api, createAdmin, uniqueEmail, type AdminCredentials } from './api';
import { startServer, type RunningServer } from './server';

export const PASSWORD = 'correct-horse-42';

interface WorkerFixtures {
  /** One real server per worker, with a first admin already created. */
  server: RunningServer & { admin: AdminCredentials };
}

interface TestFixtures {
  /** Console errors a test provokes on purpose (e.g. a request it aborts): substrings to accept. */
  expectedConsoleErrors: string[];
  /** Fails the test on any console error or uncaught page error. */
  consoleGuard: void;
  /** A page signed in as a fresh admin of the shared server (via the real login form). */
  adminPage: { page: Page; admin: AdminCredentials; url: string };
  /**
   * Another admin at the same time: a page of a browser context of its own (its own storage and
   * session), signed in as another fresh admin, with the same console guard as `page`.
   */
  otherAdminPage: { page: Page; admin: AdminCredentials };
}

/** Collects the console errors and uncaught errors of `page`, but those listed in `expected`. */
export function watchConsole(page: Page, expected: readonly string[]): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    // Chromium reports every 4xx/5xx response as a console error of its own; tests that
    // provoke server errors assert on the UI instead. Everything else our code logs counts.
    const text = msg.text();
    if (msg.type() !== 'error' || text.startsWith('Failed to load resource: the server responded')) return;
    if (expected.some((e) => text.includes(e))) return;
    errors.push(text);
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

export async function signIn(page: Page, url: string, creds: AdminCredentials): Promise<void> {
  await page.goto(`${url}/_/#/login`);
  await page.getByLabel('Email').fill(creds.email);
  await page.getByLabel('Password').fill(creds.password);
  await page.getByRole('button', { name: 'Login' }).click();
  // settled: the collections screen has opened its first collection (every test server has `users`),
  // so nothing the page still does after this can pick up data the test creates next
  await expect(page).toHaveURL(/#\/collections\?collectionId=\w+$/);
}

/**
 * Signs in as the SDK would after the sign-in form: the session the server hands out is stored under
 * the SDK's key before the dashboard loads. The form itself has tests of its own; every other test
 * starts signed in without typing, which saves a page load per test.
 */
export async function signInThroughApi(page: Page, url: string, creds: AdminCredentials): Promise<void> {
  const auth = await api<{ token: string; admin: unknown }>(url, '/api/admins/auth-with-password', {
    method: 'POST',
    body: { identity: creds.email, password: creds.password },
  });
  // any page of the origin gives access to its localStorage; the health check is the smallest
  await page.goto(`${url}/api/health`);
  await page.evaluate(
    (stored) => localStorage.setItem('pocketbase_auth', stored),
    JSON.stringify({ token: auth.token, model: auth.admin }),
  );
  await page.goto(`${url}/_/#/collections`);
  // settled as after the form: the collections screen has opened its first collection, or on a
  // phone (narrower than 600 px) shows the list of collections as a screen of its own
  const isPhone = (page.viewportSize()?.width ?? 1280) < 600;
  if (isPhone) await expect(page.locator('[data-compact]').first()).toBeVisible();
  else await expect(page).toHaveURL(/#\/collections\?collectionId=\w+$/);
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer();
      const admin = { email: uniqueEmail('first'), password: PASSWORD };
      await createAdmin(server.url, admin);
      await use({ ...server, admin });
      await server.stop();
    },
    { scope: 'worker' },
  ],
  // eslint-disable-next-line no-empty-pattern
  expectedConsoleErrors: async ({}, use) => {
    await use([]);
  },
  consoleGuard: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors = watchConsole(page, expectedConsoleErrors);
      await use();
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
  adminPage: async ({ page, server }, use) => {
    const admin = { email: uniqueEmail(), password: PASSWORD };
    await createAdmin(server.url, admin, await adminToken(server.url, server.admin));
    await signInThroughApi(page, server.url, admin);
    await use({ page, admin, url: server.url });
  },
  otherAdminPage: async ({ browser, server, expectedConsoleErrors }, use) => {
    const admin = { email: uniqueEmail('other'), password: PASSWORD };
    await createAdmin(server.url, admin, await adminToken(server.url, server.admin));
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = watchConsole(page, expectedConsoleErrors);
    await signIn(page, server.url, admin);
    await use({ page, admin });
    await context.close();
    expect(errors, 'console errors of the other admin').toEqual([]);
  },
});

export { expect };

/**
 * A server of the test's own (a fresh data dir and admin per test), for tests that stop it, start it
 * again at the same address, or need it empty. Read `own.server` inside the test: `restart()` replaces it.
 */
export function useOwnServer(prefix: string) {
  const own = {
    admin: { email: uniqueEmail(prefix), password: PASSWORD } as AdminCredentials,
    server: null as unknown as RunningServer,
    dataDir: '',
    /** Starts the server again on the same port and data dir (after `server.stop()`). */
    async restart(): Promise<void> {
      own.server = await startServer({ dataDir: own.dataDir, port: Number(new URL(own.server.url).port) });
    },
  };
  test.beforeEach(async () => {
    own.dataDir = mkdtempSync(join(tmpdir(), `larder-e2e-${prefix}-`));
    own.server = await startServer({ dataDir: own.dataDir });
    await createAdmin(own.server.url, own.admin);
  });
  test.afterEach(async ({ page }) => {
    // the page goes first: a server stopped under an open page cuts its realtime stream, which the
    // browser reports as a console error (net::ERR_INCOMPLETE_CHUNKED_ENCODING) that the console
    // guard, torn down after this hook, would count
    await page.close();
    await own.server.stop();
    rmSync(own.dataDir, { recursive: true, force: true });
  });
  return own;
}
