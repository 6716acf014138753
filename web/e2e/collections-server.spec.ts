import { expectNoA11yViolations } from './support/axe';
import { expect, signIn, test, useOwnServer } from './support/fixtures';
import { adminToken, api } from './support/api';
import { createCollection, createRecord } from './support/records';

// Collections screen cases that need a server of their own: no collections at all, and a server
// that stops and starts again under an open table.

const own = useOwnServer('own');

test('with no collections at all the screen says how to create one', async ({ page }) => {
  const token = await adminToken(own.server.url, own.admin);
  await api(own.server.url, '/api/collections/users', { method: 'DELETE', token });
  await page.goto(`${own.server.url}/_/#/login`);
  await page.getByLabel('Email').fill(own.admin.email);
  await page.getByLabel('Password').fill(own.admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('No collections yet.')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Create your first collection' }).click();
  await expect(page.getByRole('dialog', { name: 'New collection' })).toBeVisible();
});

test.describe('a server that stops and starts again', () => {
  // the refused connections while it is down, and the realtime stream it cuts when it stops
  test.use({
    expectedConsoleErrors: ['ERR_CONNECTION_REFUSED', 'Failed to fetch', 'ERR_INCOMPLETE_CHUNKED_ENCODING'],
  });

  test('lists say they could not load without a toast, and realtime reconnects by itself', async ({
    page,
  }) => {
    const token = await adminToken(own.server.url, own.admin);
    const feed = await createCollection(own.server.url, token, {
      name: 'feed',
      schema: [{ name: 'title', type: 'text' }],
    });
    await createRecord(own.server.url, token, feed.id, { title: 'before' });
    await signIn(page, own.server.url, own.admin);
    const subscribed = page.waitForResponse(
      (r) => r.url().endsWith('/api/realtime') && r.request().method() === 'POST',
    );
    await page.goto(`${own.server.url}/_/#/collections?collectionId=${feed.id}`);
    await expect(page.locator('[data-record-row]').filter({ hasText: 'before' })).toBeVisible();
    await subscribed;

    await own.server.stop();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByText('Could not load the records.')).toBeVisible();
    await expect(page.locator('[data-record-row]')).toHaveCount(0);
    await expect(page.locator('[data-toast]')).toHaveCount(0);

    const resubscribed = page.waitForResponse(
      (r) => r.url().endsWith('/api/realtime') && r.request().method() === 'POST' && r.status() === 204,
      { timeout: 30_000 },
    );
    await own.restart();
    // the list comes back by itself, and so does the realtime subscription
    await expect(page.locator('[data-record-row]').filter({ hasText: 'before' })).toBeVisible({
      timeout: 15_000,
    });
    await resubscribed;
    await createRecord(own.server.url, token, feed.id, { title: 'after-restart' });
    await expect(page.getByRole('button', { name: '+1 new record' })).toBeVisible();
  });
});
