import { expect, test } from './support/fixtures';
import { startServer, type RunningServer } from './support/server';
import { uniqueEmail } from './support/api';

// The installer needs a data dir with no admin, so these tests start their own server.
let fresh: RunningServer;
test.beforeEach(async () => {
  fresh = await startServer();
});
test.afterEach(async ({ page }) => {
  // the page goes first: a server stopped under an open page cuts its realtime stream (a console error)
  await page.close();
  await fresh.stop();
});

test('a fresh data dir redirects the dashboard to the installer, which creates the first admin and signs in', async ({
  page,
}) => {
  const redirect = await fetch(`${fresh.url}/_/`, { redirect: 'manual' });
  expect(redirect.status).toBe(307);
  expect(redirect.headers.get('location')).toBe('?installer#');

  await page.goto(`${fresh.url}/_/`);
  await expect(page).toHaveURL(/\/_\/\?installer#\/?$/);
  await expect(
    page.getByRole('heading', { name: 'Create your first admin account in order to continue' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Installer - Larder');

  // bad input gets clear errors and loses nothing
  const email = uniqueEmail('installer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Password confirm').fill('short');
  await page.getByRole('button', { name: 'Create and login' }).click();
  await expect(page.getByText('Minimum 10 characters.')).toHaveCount(2);
  await expect(page.getByLabel('Email')).toHaveValue(email);

  await page.getByLabel('Password', { exact: true }).fill('first-admin-pass');
  await page.getByLabel('Password confirm').fill('first-admin-pass');
  await page.getByRole('button', { name: 'Create and login' }).click();

  // the query string is cleared, the page reloads signed in
  await expect(page).toHaveURL(new RegExp(`^${fresh.url}/_/#/collections(\\?collectionId=\\w+)?$`));
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  // with an admin, the installer flag is dropped by the server
  const back = await fetch(`${fresh.url}/_/?installer`, { redirect: 'manual' });
  expect(back.status).toBe(307);
  expect(back.headers.get('location')).toBe('?');
});

test('the installer logs out any stored session', async ({ page }) => {
  await page.goto(`${fresh.url}/_/?installer#`);
  await page.evaluate(() =>
    localStorage.setItem('pocketbase_auth', JSON.stringify({ token: 'x.y.z', model: { id: 'abc' } })),
  );
  await page.reload();
  await expect(
    page.getByRole('heading', { name: 'Create your first admin account in order to continue' }),
  ).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('pocketbase_auth'))).toBeNull();
});

test('the dashboard is served with no-store for the entry page, immutable hashed assets and gzip', async () => {
  const index = await fetch(`${fresh.url}/_/?installer`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(index.status).toBe(200);
  expect(index.headers.get('cache-control')).toBe('no-store');
  const html = await index.text();
  const asset = html.match(/(?:src|href)="\.\/(assets\/[^"]+\.js)"/)?.[1];
  expect(asset).toBeTruthy();
  const assetRes = await fetch(`${fresh.url}/_/${asset}`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(assetRes.status).toBe(200);
  expect(assetRes.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(assetRes.headers.get('content-encoding')).toBe('gzip');
  // the stock API keeps working beside the dashboard
  const health = await fetch(`${fresh.url}/api/health`);
  expect(await health.json()).toMatchObject({ code: 200 });
});
