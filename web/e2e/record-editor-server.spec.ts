import { expect, signIn, test, useOwnServer } from './support/fixtures';
import { adminToken, api } from './support/api';
import { createCollection } from './support/records';

// The record editor against a server of its own that goes away in the middle of a save.

const own = useOwnServer('save');

test.describe('a save while the server goes away', () => {
  // the refused connections while it is down, and the realtime stream it cuts when it stops
  test.use({
    expectedConsoleErrors: [
      'ERR_CONNECTION_REFUSED',
      'ERR_CONNECTION_RESET',
      'Failed to fetch',
      'ERR_INCOMPLETE_CHUNKED_ENCODING',
    ],
  });

  test('keeps the form and the draft, and once the server is back saves the record exactly once', async ({
    page,
  }) => {
    const token = await adminToken(own.server.url, own.admin);
    const notes = await createCollection(own.server.url, token, {
      name: 'notes',
      schema: [
        { name: 'title', type: 'text' },
        { name: 'body', type: 'json' },
      ],
    });
    await signIn(page, own.server.url, own.admin);
    await page.goto(`${own.server.url}/_/#/collections?collectionId=${notes.id}`);
    await page.getByRole('button', { name: 'New record' }).first().click();
    const panel = page.getByRole('dialog', { name: 'New notes record' });
    await panel.getByLabel('title', { exact: true }).fill('typed before the outage');

    // 1. the create reaches the server, but its answer is lost on the way back
    await page.route('**/api/collections/*/records?*', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await route.fetch();
      await route.abort('connectionreset');
    });
    await panel.getByRole('button', { name: 'Create' }).click();
    const unreachable = panel.getByText(
      'The server did not answer, so this save may or may not have been applied.',
      {
        exact: false,
      },
    );
    await expect(unreachable).toBeVisible();
    await page.unroute('**/api/collections/*/records?*');

    // 2. the server is down: the same message (the lost create may have been applied), the form intact
    await own.server.stop();
    await panel.getByRole('button', { name: 'Create' }).click();
    await expect(unreachable).toBeVisible();
    await expect(panel.getByLabel('title', { exact: true })).toHaveValue('typed before the outage');
    const draft = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('larder_record_draft_')),
    );
    expect(draft).toHaveLength(1);

    // 3. back: Save succeeds, and the record the lost answer had created is the one kept
    await own.restart();
    await panel.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Successfully created record.')).toBeVisible();
    await expect(panel).toHaveCount(0);
    const { items } = await api<{ items: Array<{ title: string }> }>(
      own.server.url,
      `/api/collections/${notes.id}/records`,
      { token },
    );
    expect(items.map((item) => item.title)).toEqual(['typed before the outage']);
    expect(
      await page.evaluate(() =>
        Object.keys(localStorage).filter((key) => key.startsWith('larder_record_draft_')),
      ),
    ).toEqual([]);
  });
});
