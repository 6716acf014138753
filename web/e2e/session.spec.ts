import type { Page } from '@playwright/test';
import { adminToken, api, createAdmin, rotateAdminTokens, uniqueEmail } from './support/api';
import { expect, PASSWORD, signIn, test } from './support/fixtures';
import { startServer } from './support/server';

// Session rules: refresh on start, 401 → sign-in without losing what was typed and back to where
// the admin was, logout clears the session's data but keeps each admin's drafts.

const storedModel = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('pocketbase_auth') ?? '{}').model ?? null);

async function freshAdmin(server: { url: string; admin: { email: string; password: string } }) {
  const admin = { email: uniqueEmail('session'), password: PASSWORD };
  const { id } = await createAdmin(server.url, admin, await adminToken(server.url, server.admin));
  return { ...admin, id };
}

test('the session is refreshed on start, so the stored admin follows the server', async ({
  page,
  server,
}) => {
  const admin = await freshAdmin(server);
  await signIn(page, server.url, admin);
  expect((await storedModel(page)).avatar).toBe(0);
  // changed elsewhere (another tab, another admin)
  await api(server.url, `/api/admins/${admin.id}`, {
    method: 'PATCH',
    token: await adminToken(server.url, server.admin),
    body: { avatar: 6 },
  });
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/admins/auth-refresh') && r.ok());
  await page.reload();
  await refreshed;
  await expect.poll(async () => (await storedModel(page))?.avatar).toBe(6);
  await expect(
    page.getByRole('button', { name: 'Admin menu' }).locator('svg[data-avatar="6"]'),
  ).toBeVisible();
});

test('a token the server no longer accepts sends the admin to sign-in at start, and back after it', async ({
  page,
  server,
}) => {
  const admin = await freshAdmin(server);
  await signIn(page, server.url, admin);
  await page.goto(`${server.url}/_/#/settings/admins?sort=email`);
  await expect(page.getByRole('cell', { name: admin.email })).toBeVisible();
  await rotateAdminTokens(server.url, server.admin);

  await page.reload();
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.locator('[data-toast]')).toHaveCount(0);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/#\/settings\/admins\?sort=email$/);
});

test('a 401 in the middle of a form keeps what was typed, shows no error toast, and returns there after sign-in', async ({
  page,
  server,
}) => {
  const admin = await freshAdmin(server);
  await signIn(page, server.url, admin);
  await page.goto(`${server.url}/_/#/settings/admins`);
  await page.getByRole('button', { name: 'New admin' }).click();
  await expect(page).toHaveURL(/#\/settings\/admins\?admin=new$/);
  const panel = page.getByRole('dialog', { name: 'New admin' });
  const typed = uniqueEmail('typed');
  await panel.getByLabel('Email').fill(typed);
  await panel.getByRole('radio', { name: 'Avatar 3' }).check();
  await panel.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await panel.getByLabel('Password confirm').fill(PASSWORD);

  // the session ends on the server while the admin is typing
  await rotateAdminTokens(server.url, server.admin);
  await panel.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.locator('[data-toast="error"]')).toHaveCount(0);

  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/#\/settings\/admins\?admin=new$/);
  const reopened = page.getByRole('dialog', { name: 'New admin' });
  await expect(reopened).toBeVisible();
  await reopened.getByRole('button', { name: 'Restore draft' }).click();
  await expect(reopened.getByLabel('Email')).toHaveValue(typed);
  await expect(reopened.getByRole('radio', { name: 'Avatar 3' })).toBeChecked();
  // passwords are never kept in a draft
  await expect(reopened.getByLabel('Password', { exact: true })).toHaveValue('');
});

test("logout clears the session and the file token, and keeps preferences and each admin's drafts", async ({
  page,
  server,
}) => {
  const admin = await freshAdmin(server);
  await signIn(page, server.url, admin);
  await page.goto(`${server.url}/_/#/settings/admins`);
  await page.getByRole('button', { name: 'New admin' }).click();
  await page.getByRole('dialog', { name: 'New admin' }).getByLabel('Email').fill('draft@example.com');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('larder_admin_draft_new')))
    .toContain('draft@example.com');
  // a confirmed close discards the draft
  await page.getByRole('dialog', { name: 'New admin' }).getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog', { name: 'Confirmation' }).getByRole('button', { name: 'Yes' }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('larder_admin_draft_new'))).toBeNull();

  await page.evaluate(() => {
    localStorage.setItem('larder_admin_draft_x', '{"owner":"x","values":{}}');
    localStorage.setItem('larder_record_draft_c_r', '{"owner":"x","values":{}}');
    localStorage.setItem('larder_admin_file_token', 'token');
    localStorage.setItem('larder_logs_include_admins', 'true');
  });
  await page.getByRole('button', { name: 'Admin menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/#\/login$/);
  const stored = await page.evaluate(() => Object.keys(localStorage).sort());
  // a draft is offered back only to its admin, after their next sign-in (lib/drafts)
  expect(stored).toEqual(['larder_admin_draft_x', 'larder_logs_include_admins', 'larder_record_draft_c_r']);
});

test('the installer falls back to sign-in when the admin was created but signing in failed', async ({
  page,
  expectedConsoleErrors,
}) => {
  const fresh = await startServer();
  try {
    expectedConsoleErrors.push('net::ERR_FAILED');
    await page.goto(`${fresh.url}/_/`);
    const email = uniqueEmail('installer');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Password confirm').fill(PASSWORD);
    // the network drops the sign-in request that follows the creation
    await page.route('**/api/admins/auth-with-password', (route) => route.abort('failed'));
    await page.getByRole('button', { name: 'Create and login' }).click();
    await expect(page).toHaveURL(`${fresh.url}/_/#/login`);
    await expect(page.locator('[data-toast="error"]')).toContainText(
      'The admin was created, but signing in failed',
    );
    await page.unroute('**/api/admins/auth-with-password');

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/#\/collections(\?collectionId=\w+)?$/);
  } finally {
    // the page goes first: a server stopped under an open page cuts its realtime stream (a console error)
    await page.close();
    await fresh.stop();
  }
});
