import { expect, signIn, test, PASSWORD } from './support/fixtures';
import { adminToken, createAdmin, uniqueEmail } from './support/api';

test('sign-in with wrong credentials shows the error and keeps the typed email', async ({ page, server }) => {
  await page.goto(`${server.url}/_/#/login`);
  await expect(page.getByRole('heading', { name: 'Admin sign in' })).toBeVisible();
  await expect(page).toHaveTitle('Login - Larder');
  await page.getByLabel('Email').fill(server.admin.email);
  await page.getByLabel('Password').fill('wrong-password-123');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Invalid login credentials.')).toBeVisible();
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.getByLabel('Email')).toHaveValue(server.admin.email);
});

test('empty sign-in shows field errors without calling the server', async ({ page, server }) => {
  await page.goto(`${server.url}/_/#/login`);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Cannot be blank.')).toHaveCount(2);
  await page.getByLabel('Email').fill('x');
  // editing a field clears its error only
  await expect(page.getByText('Cannot be blank.')).toHaveCount(1);
});

test('sign-in succeeds, shows the sidebar and sets the page title with the app name', async ({
  page,
  server,
}) => {
  await signIn(page, server.url, server.admin);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Collections' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Logs' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Settings' })).toBeVisible();
  // PocketBase's default app name is "Acme"
  await expect(page).toHaveTitle('Collections - Acme - Larder');
  await expect(page.getByRole('navigation', { name: 'Collections' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Docs' })).toHaveAttribute('href', /docs/);
  await expect(page.getByRole('link', { name: 'Larder v0.15.0' })).toHaveAttribute('href', /releases/);
});

test('demoEmail and demoPassword prefill the sign-in form', async ({ page, server }) => {
  await page.goto(`${server.url}/_/#/login?demoEmail=demo%40example.com&demoPassword=demo-pass-123`);
  await expect(page.getByLabel('Email')).toHaveValue('demo@example.com');
  await expect(page.getByLabel('Password')).toHaveValue('demo-pass-123');
});

test('route guards: signed-out users go to /login, signed-in users skip guest pages', async ({
  page,
  server,
}) => {
  await page.goto(`${server.url}/_/#/settings/admins`);
  await expect(page).toHaveURL(/#\/login$/);
  await page.goto(`${server.url}/_/#/request-password-reset`);
  await expect(page.getByRole('heading', { name: 'Forgotten admin password' })).toBeVisible();

  await signIn(page, server.url, server.admin);
  await page.goto(`${server.url}/_/#/login`);
  await expect(page).toHaveURL(/#\/collections(\?collectionId=\w+)?$/);
  await page.goto(`${server.url}/_/#/request-password-reset`);
  await expect(page).toHaveURL(/#\/collections(\?collectionId=\w+)?$/);
});

test('the installer flag on any route other than the root sends the user to the root', async ({
  page,
  server,
}) => {
  await signIn(page, server.url, server.admin);
  // the server drops the flag from the entry page; a client-side hash change keeps it
  await page.evaluate(() => history.replaceState(null, '', '?installer#/collections'));
  await page.evaluate(() => (location.hash = '#/logs'));
  await expect(page).toHaveURL(/\?installer#\/$/);
});

test('unknown paths show the not-found page with a way back', async ({ page, server }) => {
  await page.goto(`${server.url}/_/#/no/such/page`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found - Larder');
  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  await expect(page).toHaveURL(/#\/login$/);
});

test('logout from the avatar menu clears the session and goes to /login', async ({ page, server }) => {
  await signIn(page, server.url, server.admin);
  await page.getByRole('button', { name: 'Admin menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Manage admins' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/#\/login$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('pocketbase_auth'))).toBeNull();
  await page.goto(`${server.url}/_/#/collections`);
  await expect(page).toHaveURL(/#\/login$/);
});

test('the avatar menu links to Manage admins and closes on route change and Escape', async ({
  page,
  server,
}) => {
  await signIn(page, server.url, server.admin);
  const trigger = page.getByRole('button', { name: 'Admin menu' });
  await trigger.click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(trigger).toBeFocused();
  await trigger.click();
  await page.getByRole('menuitem', { name: 'Manage admins' }).click();
  await expect(page).toHaveURL(/#\/settings\/admins$/);
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(page).toHaveTitle('Admins - Acme - Larder');
});

test('a 401 from the server logs out and goes to /login', async ({ page, server }) => {
  // a second admin whose tokens we invalidate by rotating the admin token secret
  const admin = { email: uniqueEmail('expire'), password: PASSWORD };
  await createAdmin(server.url, admin, await adminToken(server.url, server.admin));
  await signIn(page, server.url, admin);
  await page.goto(`${server.url}/_/#/settings/admins`);
  await expect(page.getByRole('cell', { name: admin.email })).toBeVisible();

  const token = await adminToken(server.url, server.admin);
  const secret = 'x'.repeat(20) + Date.now().toString(36).padStart(30, '0');
  await fetch(`${server.url}/api/settings`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: token },
    body: JSON.stringify({ adminAuthToken: { secret, duration: 1209600 } }),
  }).then((r) => expect(r.status).toBe(200));

  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.getByRole('heading', { name: 'Admin sign in' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('pocketbase_auth'))).toBeNull();
});

test('a route change clears form errors', async ({ page, server }) => {
  await page.goto(`${server.url}/_/#/login`);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Cannot be blank.')).toHaveCount(2);
  await page.getByRole('link', { name: 'Forgotten password?' }).click();
  await page.getByRole('link', { name: 'Back to login' }).click();
  await expect(page.getByRole('heading', { name: 'Admin sign in' })).toBeVisible();
  await expect(page.getByText('Cannot be blank.')).toHaveCount(0);
});
