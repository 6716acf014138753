import type { Page, Request } from '@playwright/test';
import { expect, signIn, test, useOwnServer } from './support/fixtures';
import { adminToken, api } from './support/api';
import { expectNoA11yViolations } from './support/axe';
import { createCollection, createRecordWithFiles, uniqueName } from './support/records';
import { openCollection } from './support/screens';
import { s3SettingsFor, useLoopbackS3, type LoopbackS3 } from './support/s3';

// Files storage on a server of each test's own (the storage settings are global) and an
// S3-compatible server on loopback that checks signatures.

interface S3Settings {
  enabled: boolean;
  endpoint: string;
  bucket: string;
  region: string;
  accessKey: string;
  secret: string;
  forcePathStyle: boolean;
}

const SAVED = 'Successfully saved files storage settings.';
const SAVED_BUT_FAILED = 'Successfully saved but failed to establish S3 connection.';
const CONNECTED = 'S3 connected successfully';
const FAILED = 'Failed to establish S3 connection';
const MASK = '******';

/** A bucket name of its own for each call (S3 names: lowercase, digits, hyphens). */
const uniqueBucket = () => uniqueName('bucket').toLowerCase().replace(/_/g, '-');

test.describe('files storage', () => {
  const own = useOwnServer('storage');
  const loopback = useLoopbackS3();

  const token = () => adminToken(own.server.url, own.admin);
  const readS3 = async () =>
    (await api<{ s3: S3Settings }>(own.server.url, '/api/settings', { token: await token() })).s3;
  const storeS3 = async (s3: Partial<S3Settings>) =>
    api(own.server.url, '/api/settings', { method: 'PATCH', token: await token(), body: { s3 } });
  /** Good settings for the loopback server, with a new bucket of their own. */
  const goodS3 = async (s3: LoopbackS3): Promise<S3Settings> => {
    const bucket = uniqueBucket();
    await s3.createBucket(bucket);
    return s3SettingsFor(s3, bucket);
  };
  const openStorage = async (page: Page) => {
    await signIn(page, own.server.url, own.admin);
    await page.goto(`${own.server.url}/_/#/settings/storage`);
    await expect(page.getByRole('heading', { name: 'Files storage' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Files storage' })).toContainText('Settings');
  };
  /** The settings PATCHes the page sends, as parsed bodies. */
  const patches = (page: Page) => {
    const sent: Array<Record<string, unknown>> = [];
    page.on('request', (req: Request) => {
      if (req.method() === 'PATCH' && new URL(req.url()).pathname === '/api/settings')
        sent.push(req.postDataJSON() as Record<string, unknown>);
    });
    return sent;
  };
  const status = (page: Page) => page.getByRole('status', { name: 'S3 connection' });
  const toast = (page: Page, type: 'success' | 'warning', text: string) =>
    page.locator(`[data-toast="${type}"]`, { hasText: text });

  test('the loopback S3 server works with the real backend: test, upload, download, wrong secret refused', async () => {
    const { s3 } = loopback;
    const url = own.server.url;
    const settings = await goodS3(s3);
    await storeS3(settings);
    await api(url, '/api/settings/test/s3', { method: 'POST', token: await token() });
    const docs = await createCollection(url, await token(), {
      name: uniqueName('docs'),
      schema: [{ name: 'file', type: 'file', options: { maxSelect: 1, maxSize: 5242880 } }],
    });
    const record = await createRecordWithFiles(
      url,
      await token(),
      docs.name,
      {},
      { file: [['hello.txt', 'hello s3', 'text/plain']] },
    );
    const key = `${docs.id}/${record.id}/${record.file as string}`;
    expect(await s3.listKeys(settings.bucket)).toEqual([key]);
    expect((await s3.readObject(settings.bucket, key))?.toString()).toBe('hello s3');
    const download = await fetch(`${url}/api/files/${docs.name}/${record.id}/${record.file as string}`);
    expect(await download.text()).toBe('hello s3');

    await storeS3({ secret: 'not-the-secret' });
    await expect(api(url, '/api/settings/test/s3', { method: 'POST', token: await token() })).rejects.toThrow(
      /SignatureDoesNotMatch/,
    );
  });

  test('enable S3 with good values: PATCH holds only {s3}, saved and connected; the test runs again on a fresh load', async ({
    page,
  }) => {
    const { s3 } = loopback;
    const bucket = uniqueBucket();
    await s3.createBucket(bucket);
    await openStorage(page);
    const sent = patches(page);
    const toggle = page.getByRole('switch', { name: 'Use S3 storage' });
    await expect(toggle).not.toBeChecked();
    await expect(page.getByLabel('Endpoint')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
    await expect(status(page)).toBeEmpty();
    await expectNoA11yViolations(page);

    await toggle.check();
    await page.getByLabel('Endpoint').fill(s3.endpoint);
    await page.getByLabel('Bucket').fill(bucket);
    await page.getByLabel('Region').fill(s3.region);
    await page.getByLabel('Access key').fill(s3.accessKey);
    await page.getByLabel('Secret').fill(s3.secret);
    await page.getByLabel('Force path-style addressing').check();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'success', SAVED)).toBeVisible();
    await expect(status(page)).toHaveText(CONNECTED);
    await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
    expect(sent).toEqual([{ s3: s3SettingsFor(s3, bucket) }]);
    expect(await readS3()).toEqual({ ...(sent[0].s3 as S3Settings), secret: MASK });
    // the answer replaced the form: the secret is now the server's, masked and read-only
    await expect(page.getByLabel('Secret')).toHaveValue(MASK);
    await expect(page.getByLabel('Secret')).not.toBeEditable();

    const tests = s3.requests.length;
    await page.reload();
    await expect(status(page)).toHaveText(CONNECTED);
    // the fresh load tested the stored settings against the S3 server again
    expect(s3.requests.length).toBeGreaterThan(tests);
    await expect(page.getByLabel('Bucket')).toHaveValue(bucket);
    await expectNoA11yViolations(page);
  });

  test('a wrong bucket or endpoint: the save warns, the status fails with the server message as a tooltip for pointer, keyboard and screen reader', async ({
    page,
  }) => {
    const { s3 } = loopback;
    await storeS3(await goodS3(s3));
    await openStorage(page);
    await expect(status(page)).toHaveText(CONNECTED);

    await page.getByLabel('Bucket').fill('no-such-bucket');
    await page.getByRole('button', { name: 'Save changes' }).click();
    const warned = toast(page, 'warning', SAVED_BUT_FAILED);
    await expect(warned).toBeVisible();
    await expect(page.getByText(SAVED, { exact: true })).toHaveCount(0);
    const failed = status(page).getByRole('button', { name: FAILED });
    await expect(failed).toBeVisible();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toBeHidden();
    // the server's own words, as its description for screen readers
    await expect(failed).toHaveAccessibleDescription(/Failed to upload a test file.*NoSuchBucket/s);
    await failed.hover();
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toContainText('NoSuchBucket: The specified bucket does not exist');
    await page.mouse.move(0, 0);
    await expect(tooltip).toBeHidden();
    await failed.focus();
    await expect(tooltip).toBeVisible();
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(tooltip).toBeHidden();

    // an endpoint where no S3 server listens (port 1 on loopback)
    await warned.getByRole('button', { name: 'Dismiss' }).click();
    await expect(warned).toHaveCount(0);
    await page.getByLabel('Endpoint').fill('http://127.0.0.1:1');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(warned).toBeVisible();
    await expect(failed).toHaveAccessibleDescription(/connection refused/);
    expect((await readS3()).endpoint).toBe('http://127.0.0.1:1');
  });

  test('switching the storage warns that existing files must be migrated by hand, naming the old and the new storage', async ({
    page,
  }) => {
    const { s3 } = loopback;
    await openStorage(page);
    const toggle = page.getByRole('switch', { name: 'Use S3 storage' });
    const warning = page.getByRole('alert').filter({ hasText: 'migrate' });
    await expect(warning).toHaveCount(0);
    await toggle.check();
    await expect(warning).toHaveText(
      "If you have existing uploaded files, you'll have to migrate them manually from the local file system to the S3 storage.",
    );
    await expectNoA11yViolations(page);
    await toggle.uncheck();
    await expect(warning).toHaveCount(0);
    await toggle.check();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(warning).toHaveCount(0);
    await expect(toggle).not.toBeChecked();

    await storeS3(await goodS3(s3));
    await page.reload();
    await expect(status(page)).toHaveText(CONNECTED);
    await toggle.uncheck();
    await expect(warning).toHaveText(
      "If you have existing uploaded files, you'll have to migrate them manually from the S3 storage to the local file system.",
    );
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'success', SAVED)).toBeVisible();
    await expect(warning).toHaveCount(0);
    // S3 off: no test, no status; the server kept the S3 values
    await expect(status(page)).toBeEmpty();
    expect(await readS3()).toMatchObject({ enabled: false, endpoint: s3.endpoint, secret: MASK });
  });

  test('the masked secret is never sent back: another value saved, the stored secret still connects; a new one is typed after Set new value', async ({
    page,
  }) => {
    const { s3 } = loopback;
    await storeS3(await goodS3(s3));
    const otherBucket = uniqueBucket();
    await s3.createBucket(otherBucket);
    await openStorage(page);
    const sent = patches(page);
    const secret = page.getByLabel('Secret');
    await expect(secret).toHaveValue(MASK);
    await expect(secret).not.toBeEditable();
    await expect(status(page)).toHaveText(CONNECTED);

    await page.getByLabel('Bucket').fill(otherBucket);
    // the draft of what was typed holds no secret either
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('larder_settings_draft_storage')))
      .toContain(otherBucket);
    expect(await page.evaluate(() => localStorage.getItem('larder_settings_draft_storage'))).not.toContain(
      'secret',
    );
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'success', SAVED)).toBeVisible();
    await expect(status(page)).toHaveText(CONNECTED);
    expect(sent).toHaveLength(1);
    expect(sent[0].s3).not.toHaveProperty('secret');
    expect(JSON.stringify(sent[0])).not.toContain(MASK);
    expect((await readS3()).bucket).toBe(otherBucket);

    // Set new value: empty and editable, focused; Cancel brings the mask back
    await page.getByRole('button', { name: 'Set new value' }).click();
    await expect(secret).toHaveValue('');
    await expect(secret).toBeEditable();
    await expect(secret).toBeFocused();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(secret).toHaveValue(MASK);
    await expect(secret).not.toBeEditable();

    // a wrong new secret is sent and refused by the S3 server; the right one connects again
    await page.getByRole('button', { name: 'Set new value' }).click();
    await secret.fill('a-wrong-secret');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'warning', SAVED_BUT_FAILED)).toBeVisible();
    await expect(status(page).getByRole('button', { name: FAILED })).toHaveAccessibleDescription(
      /SignatureDoesNotMatch/,
    );
    expect((sent[1].s3 as S3Settings).secret).toBe('a-wrong-secret');
    await page.getByRole('button', { name: 'Set new value' }).click();
    await secret.fill(s3.secret);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(status(page)).toHaveText(CONNECTED);
  });

  test('required values are checked before sending while S3 is on; server errors land under their inputs', async ({
    page,
  }) => {
    await openStorage(page);
    const sent = patches(page);
    await page.getByRole('switch', { name: 'Use S3 storage' }).check();
    await page.getByRole('button', { name: 'Save changes' }).click();
    for (const label of ['Endpoint', 'Bucket', 'Region', 'Access key', 'Secret']) {
      await expect(page.getByLabel(label)).toHaveAccessibleDescription('Missing required value.');
    }
    await expect(page.getByLabel('Endpoint')).toBeFocused();
    expect(sent).toEqual([]);
    await expectNoA11yViolations(page);

    await page.getByLabel('Endpoint').fill('not a url');
    await page.getByLabel('Bucket').fill('b');
    await page.getByLabel('Region').fill('r');
    await page.getByLabel('Access key').fill('k');
    await page.getByLabel('Secret').fill('s');
    await expect(page.getByLabel('Endpoint')).not.toHaveAccessibleDescription('Missing required value.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByLabel('Endpoint')).toHaveAccessibleDescription('Must be a valid URL.');
    expect(sent).toHaveLength(1);
    expect((await readS3()).enabled).toBe(false);
    // with S3 off nothing is required, nothing else is sent: the server keeps the S3 values it had
    await page.getByRole('switch', { name: 'Use S3 storage' }).uncheck();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'success', SAVED)).toBeVisible();
    expect(sent[1]).toEqual({ s3: { enabled: false } });
    expect(await readS3()).toMatchObject({ enabled: false, endpoint: '', bucket: '' });
    await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
  });

  test('a file uploaded to a record after S3 is enabled here ends up in the S3 bucket and is served from it', async ({
    page,
  }) => {
    const { s3 } = loopback;
    const settings = await goodS3(s3);
    const docs = await createCollection(own.server.url, await token(), {
      name: uniqueName('docs'),
      schema: [{ name: 'attachment', type: 'file', options: { maxSelect: 1, maxSize: 5242880 } }],
    });
    await openStorage(page);
    await page.getByRole('switch', { name: 'Use S3 storage' }).check();
    await page.getByLabel('Endpoint').fill(settings.endpoint);
    await page.getByLabel('Bucket').fill(settings.bucket);
    await page.getByLabel('Region').fill(settings.region);
    await page.getByLabel('Access key').fill(settings.accessKey);
    await page.getByLabel('Secret').fill(settings.secret);
    await page.getByLabel('Force path-style addressing').check();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(status(page)).toHaveText(CONNECTED);
    // the connection test leaves nothing behind
    expect(await s3.listKeys(settings.bucket)).toEqual([]);

    await openCollection(page, own.server.url, docs);
    await page.getByRole('button', { name: 'New record' }).first().click();
    const panel = page.getByRole('dialog', { name: `New ${docs.name} record` });
    await panel.locator('input[type="file"]').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('kept in S3'),
    });
    await panel.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Successfully created record.')).toBeVisible();
    const keys = await s3.listKeys(settings.bucket);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(new RegExp(`^${docs.id}/\\w{15}/notes_\\w+\\.txt$`));
    expect((await s3.readObject(settings.bucket, keys[0]))?.toString()).toBe('kept in S3');
    const [, recordId, filename] = keys[0].split('/');
    const served = await fetch(`${own.server.url}/api/files/${docs.name}/${recordId}/${filename}`);
    expect(await served.text()).toBe('kept in S3');
  });
  test('loading while the test runs; a save cancels a running test and tests the new settings', async ({
    page,
  }) => {
    const { s3 } = loopback;
    await storeS3(await goodS3(s3));
    const otherBucket = uniqueBucket();
    await s3.createBucket(otherBucket);
    // the first test request is held until released, the rest go through
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let isFirst = true;
    await page.route('**/api/settings/test/s3', async (route) => {
      if (!isFirst) return route.continue();
      isFirst = false;
      await held;
      // the page has aborted it meanwhile: nothing is left to continue
      await route.continue().catch(() => undefined);
    });
    const aborted: string[] = [];
    page.on('requestfailed', (req) => {
      if (req.url().endsWith('/api/settings/test/s3')) aborted.push(req.failure()?.errorText ?? '');
    });

    await openStorage(page);
    await expect(status(page)).toHaveText('Testing the S3 connection…');
    await expectNoA11yViolations(page);
    await page.getByLabel('Bucket').fill(otherBucket);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'success', SAVED)).toBeVisible();
    await expect(status(page)).toHaveText(CONNECTED);
    expect(aborted).toEqual(['net::ERR_ABORTED']);
    expect((await readS3()).bucket).toBe(otherBucket);
    release();
  });

  test("a test the S3 side never answers gives up after 30 s: 'S3 test connection timeout.'", async ({
    page,
  }) => {
    const { s3 } = loopback;
    await storeS3(await goodS3(s3));
    // the page's clock is driven by the test; the test request never gets an answer
    await page.clock.install();
    await page.route('**/api/settings/test/s3', () => undefined);
    await openStorage(page);
    await expect(status(page)).toHaveText('Testing the S3 connection…');
    await page.clock.fastForward(29_000);
    await expect(status(page)).toHaveText('Testing the S3 connection…');
    await page.clock.fastForward(1_000);
    const failed = status(page).getByRole('button', { name: FAILED });
    await expect(failed).toHaveAccessibleDescription('S3 test connection timeout.');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('a stored XSS payload in the S3 values stays text', async ({ page }) => {
    const payload = '<img src=x onerror="window.__xss=1">';
    await storeS3({
      enabled: true,
      endpoint: loopback.s3.endpoint,
      bucket: payload,
      region: payload,
      accessKey: payload,
      secret: payload,
      forcePathStyle: true,
    });
    await openStorage(page);
    for (const label of ['Bucket', 'Region', 'Access key']) {
      await expect(page.getByLabel(label)).toHaveValue(payload);
    }
    await expect(status(page).getByRole('button', { name: FAILED })).toBeVisible();
    await status(page).getByRole('button', { name: FAILED }).hover();
    await expect(page.getByRole('tooltip')).toBeVisible();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  });

  test('the whole flow by keyboard: switch, values, save, the failure tooltip, a new secret', async ({
    page,
  }) => {
    const { s3 } = loopback;
    const bucket = uniqueBucket();
    await s3.createBucket(bucket);
    await openStorage(page);
    const toggle = page.getByRole('switch', { name: 'Use S3 storage' });
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(toggle).toBeChecked();
    const typeInto = async (label: string, value: string) => {
      await page.keyboard.press('Tab');
      await expect(page.getByLabel(label)).toBeFocused();
      await page.keyboard.type(value);
    };
    await typeInto('Endpoint', s3.endpoint);
    await typeInto('Bucket', bucket);
    await typeInto('Region', s3.region);
    await typeInto('Access key', s3.accessKey);
    await typeInto('Secret', 'a-wrong-secret');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Force path-style addressing')).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Save changes' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toast(page, 'warning', SAVED_BUT_FAILED)).toBeVisible();

    // from the switch, the failure label is next: its tooltip shows on focus, Escape hides it
    const failed = status(page).getByRole('button', { name: FAILED });
    await toggle.focus();
    await page.keyboard.press('Tab');
    await expect(failed).toBeFocused();
    await expect(page.getByRole('tooltip')).toContainText('SignatureDoesNotMatch');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toBeHidden();

    // on to the secret's Set new value, a new secret, Enter saves
    for (const label of ['Endpoint', 'Bucket', 'Region', 'Access key', 'Secret']) {
      await page.keyboard.press('Tab');
      await expect(page.getByLabel(label)).toBeFocused();
    }
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Set new value' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Secret')).toBeFocused();
    await page.keyboard.type(s3.secret);
    await page.keyboard.press('Enter');
    await expect(status(page)).toHaveText(CONNECTED);
    await expect(toast(page, 'success', SAVED)).toBeVisible();
  });
});
