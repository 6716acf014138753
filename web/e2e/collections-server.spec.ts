import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expectNoA11yViolations } from './support/axe';
import { expect, signIn, test, PASSWORD } from './support/fixtures';
import { adminToken, api, createAdmin, uniqueEmail } from './support/api';
import { createCollection, createRecord } from './support/records';
import { startServer, type RunningServer } from './support/server';

// Collections screen cases that need a server of their own: no collections at all, and a server
// that stops and starts again under an open table.

let server: RunningServer;
let dataDir: string;
const admin = { email: uniqueEmail('own'), password: PASSWORD };

test.beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'larder-e2e-own-'));
  server = await startServer({ dataDir });
  await createAdmin(server.url, admin);
});
test.afterEach(async () => {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test('with no collections at all the screen says how to create one', async ({ page }) => {
  const token = await adminToken(server.url, admin);
  await api(server.url, '/api/collections/users', { method: 'DELETE', token });
  await page.goto(`${server.url}/_/#/login`);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('No collections yet.')).toBeVisible();
  await expect(page.getByText('Create your first collection', { exact: false })).toBeVisible();
  await expectNoA11yViolations(page);
});

test.describe('a server that stops and starts again', () => {
  // the refused connections while it is down, and the realtime stream it cuts when it stops
  test.use({
    expectedConsoleErrors: ['ERR_CONNECTION_REFUSED', 'Failed to fetch', 'ERR_INCOMPLETE_CHUNKED_ENCODING'],
  });

  test('lists say they could not load without a toast, and realtime reconnects by itself', async ({
    page,
  }) => {
    const port = Number(new URL(server.url).port);
    const token = await adminToken(server.url, admin);
    const feed = await createCollection(server.url, token, {
      name: 'feed',
      schema: [{ name: 'title', type: 'text' }],
    });
    await createRecord(server.url, token, feed.id, { title: 'before' });
    await signIn(page, server.url, admin);
    const subscribed = page.waitForResponse(
      (r) => r.url().endsWith('/api/realtime') && r.request().method() === 'POST',
    );
    await page.goto(`${server.url}/_/#/collections?collectionId=${feed.id}`);
    await expect(page.locator('[data-record-row]').filter({ hasText: 'before' })).toBeVisible();
    await subscribed;

    await server.stop();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByText('Could not load the records.')).toBeVisible();
    await expect(page.locator('[data-record-row]')).toHaveCount(0);
    await expect(page.locator('[data-toast]')).toHaveCount(0);

    const resubscribed = page.waitForResponse(
      (r) => r.url().endsWith('/api/realtime') && r.request().method() === 'POST' && r.status() === 204,
      { timeout: 30_000 },
    );
    server = await startServer({ dataDir, port });
    // the list comes back by itself, and so does the realtime subscription
    await expect(page.locator('[data-record-row]').filter({ hasText: 'before' })).toBeVisible({
      timeout: 15_000,
    });
    await resubscribed;
    await createRecord(server.url, token, feed.id, { title: 'after-restart' });
    await expect(page.getByRole('button', { name: '+1 new record' })).toBeVisible();
  });
});
