import type { Page, Request, Response } from '@playwright/test';
import { adminToken, api, createAdmin, uniqueEmail, type AdminCredentials } from './support/api';
import { expectNoA11yViolations } from './support/axe';
import { expect, PASSWORD, test as base, watchConsole } from './support/fixtures';
import { createCollection, createRecord, uniqueName, type CollectionInfo } from './support/records';
import { openCollection, recordRow } from './support/screens';

// One admin session, several tabs: the session lives in localStorage, shared by every tab of the
// browser, so a sign-out or a sign-in in one tab reaches the others at once. Two pages of one
// browser context are two tabs of one browser.

interface Tabs {
  /** The tab the `adminPage` fixture signed in. */
  a: Page;
  /** A second tab of the same browser, opened after the sign-in (on about:blank). */
  b: Page;
  url: string;
  admin: AdminCredentials;
  adminId: string;
}

const test = base.extend<{ tabs: Tabs }>({
  tabs: async ({ adminPage, expectedConsoleErrors }, use) => {
    const a = adminPage.page;
    const b = await a.context().newPage();
    const errors = watchConsole(b, expectedConsoleErrors);
    const adminId = await a.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('pocketbase_auth') ?? '{}') as { model: { id: string } }).model.id,
    );
    await use({ a, b, url: adminPage.url, admin: adminPage.admin, adminId });
    await b.close();
    expect(errors, 'console errors of the second tab').toEqual([]);
  },
});

const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');
const isSubscription = (request: Request) =>
  request.url().endsWith('/api/realtime') && request.method() === 'POST';

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Admin menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/#\/login$/);
}

async function signInHere(page: Page, creds: AdminCredentials): Promise<void> {
  await page.getByLabel('Email').fill(creds.email);
  await page.getByLabel('Password').fill(creds.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

async function titledCollection(url: string, token: string): Promise<CollectionInfo> {
  return createCollection(url, token, {
    name: uniqueName('tabs'),
    schema: [{ name: 'title', type: 'text' }],
  });
}

/** Opens the record's editor in `page`, once it follows the record (nothing of it is still to go out). */
async function openEditor(page: Page, url: string, collection: CollectionInfo, recordId: string) {
  await openCollection(page, url, collection);
  // the editor subscribes to the record, then fetches it once (api/records: useRecordRealtime)
  const steps: string[] = [];
  const onResponse = (response: Response) => {
    const request = response.request();
    if (isSubscription(request) && request.postData()?.includes(`/${recordId}"`)) steps.push('subscribed');
    else if (request.method() === 'GET' && new RegExp(`/records/${recordId}(\\?|$)`).test(request.url()))
      steps.push('fetched');
  };
  page.on('response', onResponse);
  await recordRow(page, recordId).click();
  const panel = page.getByRole('dialog', { name: `Edit ${collection.name} record` });
  await expect(panel).toBeVisible();
  await expect.poll(() => steps.join(' ')).toMatch(/subscribed.*fetched/);
  page.off('response', onResponse);
  return panel;
}

const storedDraft = (page: Page, key: string) =>
  page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null') as unknown, key);

test('signing out in one tab takes the other to sign-in at once: its realtime stream closes and its data goes', async ({
  tabs: { a, b, url },
  server,
  otherAdminPage,
}) => {
  const token = await adminToken(url, server.admin);
  const collection = await titledCollection(url, token);
  const record = await createRecord(url, token, collection.id, { title: 'shown-before-sign-out' });

  // tab B follows the collection over realtime, with the record's editor open and a question asked
  const streamOpened = b.waitForRequest((r) => r.url().endsWith('/api/realtime') && r.method() === 'GET');
  const subscribed = b.waitForResponse((r) => isSubscription(r.request()));
  await openCollection(b, url, collection);
  expect((await subscribed).status()).toBe(204);
  const stream = await streamOpened;
  let isStreamClosed = false;
  b.on('requestfailed', (request) => {
    if (request === stream) isStreamClosed = true;
  });
  const panel = await openEditor(b, url, collection, record.id);
  await panel.getByLabel('title', { exact: true }).fill('typed-in-tab-b');
  await b.keyboard.press('Escape');
  await expect(b.getByRole('dialog', { name: 'Confirmation' })).toBeVisible();
  await b.evaluate(() => {
    (window as { larderTab?: string }).larderTab = 'not reloaded';
  });
  const requestsAfter: string[] = [];
  b.on('request', (request) => {
    if (isApi(request)) requestsAfter.push(`${request.method()} ${request.url()}`);
  });

  // another admin's browser follows the same collection: it hears of what is created next
  const other = otherAdminPage.page;
  const otherSubscribed = other.waitForResponse((r) => isSubscription(r.request()));
  await openCollection(other, url, collection);
  expect((await otherSubscribed).status()).toBe(204);

  await signOut(a);

  // tab B by itself, without a reload
  await expect(b).toHaveURL(/#\/login$/);
  await expect(b.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(
    b.getByRole('status').filter({ hasText: 'You were signed out in another tab.' }),
  ).toBeVisible();
  expect(await b.evaluate(() => (window as { larderTab?: string }).larderTab)).toBe('not reloaded');
  await expect.poll(() => isStreamClosed, { message: "tab B's realtime stream is closed" }).toBe(true);
  // nothing of the session stays on the page: no panel, no question, no collection, no record
  await expect(b.getByRole('dialog')).toHaveCount(0);
  await expect(b.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  for (const text of [collection.name, record.id, 'shown-before-sign-out', 'typed-in-tab-b'])
    await expect(b.locator('body')).not.toContainText(text);

  // an admin-only change made after the sign-out: the other browser is told, tab B hears nothing
  const created = await createRecord(url, token, collection.id, { title: 'created-after-sign-out' });
  await expect(other.getByRole('button', { name: '+1 new record' })).toBeVisible();
  await expect(b.locator('body')).not.toContainText(created.id);
  await expect(b.locator('body')).not.toContainText('created-after-sign-out');
  expect(requestsAfter).toEqual([]);

  await expectNoA11yViolations(b);
});

test('what was typed in the signed-out tab is kept for its admin and comes back there after signing in again', async ({
  tabs: { a, b, url, admin, adminId },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const collection = await titledCollection(url, token);
  const record = await createRecord(url, token, collection.id, { title: 'saved title' });
  const panel = await openEditor(b, url, collection, record.id);
  await panel.getByLabel('title', { exact: true }).fill('typed in tab B, never saved');
  const editorUrl = b.url();

  await signOut(a);
  await expect(b).toHaveURL(/#\/login$/);
  // the sign-out deleted nothing: the draft waits for its admin
  const key = `larder_record_draft_${collection.id}_${record.id}`;
  expect(await storedDraft(b, key)).toMatchObject({
    owner: adminId,
    values: { fields: { title: 'typed in tab B, never saved' } },
  });

  // a reload of the sign-in page loses nothing either
  await b.reload();
  await signInHere(b, admin);
  // back to the editor, which offers the draft
  await expect(b).toHaveURL(editorUrl);
  await expect(panel.getByLabel('title', { exact: true })).toHaveValue('saved title');
  await panel.getByRole('button', { name: 'Restore draft' }).click();
  await expect(panel.getByLabel('title', { exact: true })).toHaveValue('typed in tab B, never saved');
  // tab A, which signed out itself, follows the sign-in to the start page
  await expect(a).toHaveURL(/#\/collections\?collectionId=\w+$/);
});

test("another admin signing in in another tab starts this tab anew for them, without the first admin's draft", async ({
  tabs: { a, b, url, adminId },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const second = { email: uniqueEmail('second'), password: PASSWORD };
  const { id: secondId } = await createAdmin(url, second, token);
  await api(url, `/api/admins/${secondId}`, { method: 'PATCH', token, body: { avatar: 5 } });
  const collection = await titledCollection(url, token);
  const record = await createRecord(url, token, collection.id, { title: 'saved title' });
  const panel = await openEditor(b, url, collection, record.id);
  await panel.getByLabel('title', { exact: true }).fill('typed by the first admin');

  await signOut(a);
  await expect(b).toHaveURL(/#\/login$/);
  await signInHere(a, second);
  await expect(a).toHaveURL(/#\/collections\?collectionId=\w+$/);

  // tab B is the second admin's now, at the start page rather than the first admin's editor
  await expect(b).toHaveURL(/#\/collections\?collectionId=\w+$/);
  await expect(b.getByRole('button', { name: 'Admin menu' }).locator('svg[data-avatar="5"]')).toBeVisible();
  await expect(panel).toHaveCount(0);
  await expect(b.locator('body')).not.toContainText('typed by the first admin');

  // the same record: the first admin's draft is not offered to the second
  const reopened = await openEditor(b, url, collection, record.id);
  await expect(reopened.getByLabel('title', { exact: true })).toHaveValue('saved title');
  await expect(reopened.getByRole('button', { name: 'Restore draft' })).toHaveCount(0);
  // and it is still kept for the first admin
  expect(await storedDraft(b, `larder_record_draft_${collection.id}_${record.id}`)).toMatchObject({
    owner: adminId,
    values: { fields: { title: 'typed by the first admin' } },
  });
});
