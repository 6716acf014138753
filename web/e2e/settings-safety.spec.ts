import type { Page } from '@playwright/test';
import { expect, signIn, test, useOwnServer } from './support/fixtures';
import { adminToken, api, type AdminCredentials } from './support/api';
import { FakeOidcProvider } from './support/oauth2';
import { createCollection, PNG_1X1, uniqueName } from './support/records';
import { s3SettingsFor, useLoopbackS3 } from './support/s3';
import { SmtpSink } from './support/smtp';

// Every settings page saved without touching a secret leaves every secret as it was. The server
// never sends a secret back (it masks them), so each one is proven by what only the right secret
// can do: the SMTP password logs in to the mail sink, the S3 secret signs requests the S3 server
// accepts, the OAuth2 client secret reaches the provider, and a token of each of the eight kinds
// issued before the saves is still accepted after them. Along the way nothing of the settings may
// reach localStorage or the console.

const SMTP_PASSWORD = 'smtp-secret-kept-1';
const USER_PASSWORD = 'user-pass-123';

const tokenFrom = (text: string, path: string): string => {
  const match = new RegExp(`${path}/([\\w.-]+)`).exec(text);
  if (!match) throw new Error(`no ${path} link in:\n${text}`);
  return match[1];
};

async function fileRequest(
  url: string,
  token: string,
  collection: string,
): Promise<{ id: string; doc: string }> {
  const form = new FormData();
  form.append('doc', new Blob([PNG_1X1], { type: 'image/png' }), 'shelf.png');
  const res = await fetch(`${url}/api/collections/${collection}/records`, {
    method: 'POST',
    headers: { Authorization: token },
    body: form,
  });
  if (!res.ok) throw new Error(`upload: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id: string; doc: string };
}

test.describe('settings safety', () => {
  const own = useOwnServer('safety');
  const loopback = useLoopbackS3();
  const sink = new SmtpSink();
  const oidc = new FakeOidcProvider();
  test.beforeAll(async () => {
    await sink.start();
    await oidc.start();
  });
  test.afterAll(async () => {
    await sink.stop();
    await oidc.stop();
  });

  test('saving every settings page without touching a secret keeps every secret; none reaches localStorage or the console', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const url = own.server.url;
    const { s3 } = loopback;
    const token = await adminToken(url, own.admin);

    // --- the secrets, set through the API
    const bucket = uniqueName('bucket').toLowerCase().replace(/_/g, '-');
    await s3.createBucket(bucket);
    await api(url, '/api/settings', {
      method: 'PATCH',
      token,
      body: {
        meta: { senderAddress: 'pantry@example.com' },
        smtp: {
          enabled: true,
          host: '127.0.0.1',
          port: sink.port,
          username: 'mailer',
          password: SMTP_PASSWORD,
        },
        s3: s3SettingsFor(s3, bucket),
      },
    });
    await oidc.configure(url, token);
    const secrets = [SMTP_PASSWORD, s3.secret, 'larder-test-secret'];

    // --- a token of each kind, issued before the saves
    const files = await createCollection(url, token, {
      name: uniqueName('shelves'),
      schema: [
        {
          name: 'doc',
          type: 'file',
          options: { maxSelect: 1, maxSize: 5242880, protected: true, thumbs: ['10x10'] },
        },
      ],
      // an auth record may view them (with a file token, as the files are protected)
      options: {},
    });
    await api(url, `/api/collections/${files.id}`, {
      method: 'PATCH',
      token,
      body: { viewRule: '@request.auth.id != ""' },
    });
    const shelf = await fileRequest(url, token, files.name);
    const fileUrl = (fileToken: string) =>
      `${url}/api/files/${files.id}/${shelf.id}/${shelf.doc}?token=${fileToken}`;

    // two users: a password reset (and an email change) renews a user's token key, which would
    // void that user's other tokens
    const email = `keeper-${Date.now()}@example.com`;
    const resetter = `resetter-${Date.now()}@example.com`;
    for (const address of [email, resetter]) {
      await api(url, '/api/collections/users/records', {
        method: 'POST',
        token,
        body: { email: address, password: USER_PASSWORD, passwordConfirm: USER_PASSWORD },
      });
    }
    const user = await api<{ token: string }>(url, '/api/collections/users/auth-with-password', {
      method: 'POST',
      body: { identity: email, password: USER_PASSWORD },
    });
    const userFileToken = (
      await api<{ token: string }>(url, '/api/files/token', { method: 'POST', token: user.token })
    ).token;
    const adminFileToken = (await api<{ token: string }>(url, '/api/files/token', { method: 'POST', token }))
      .token;
    await api(url, '/api/collections/users/request-verification', { method: 'POST', body: { email } });
    const verificationToken = tokenFrom((await sink.waitFor(email)).text, 'confirm-verification');
    sink.messages.length = 0;
    await api(url, '/api/collections/users/request-password-reset', {
      method: 'POST',
      body: { email: resetter },
    });
    const resetToken = tokenFrom((await sink.waitFor(resetter)).text, 'confirm-password-reset');
    sink.messages.length = 0;
    const newEmail = `moved-${Date.now()}@example.com`;
    await api(url, '/api/collections/users/request-email-change', {
      method: 'POST',
      token: user.token,
      body: { newEmail },
    });
    const emailChangeToken = tokenFrom((await sink.waitFor(newEmail)).text, 'confirm-email-change');
    await api(url, '/api/admins/request-password-reset', {
      method: 'POST',
      body: { email: own.admin.email },
    });
    const adminResetToken = tokenFrom((await sink.waitFor(own.admin.email)).text, 'confirm-password-reset');

    // --- every settings page saved through the dashboard, no secret touched
    const consoleLines: string[] = [];
    page.on('console', (msg) => consoleLines.push(msg.text()));
    await signIn(page, url, own.admin);
    const save = async (message: string) => {
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText(message)).toBeVisible();
      await expectNothingStored(page, secrets);
    };

    await page.goto(`${url}/_/#/settings`);
    await page.getByLabel('Application name').fill('Safe pantry');
    await save('Successfully saved application settings.');

    await page.goto(`${url}/_/#/settings/mail`);
    await page.getByLabel('Sender name').fill('Safe pantry mail');
    await save('Successfully saved mail settings.');

    await page.goto(`${url}/_/#/settings/storage`);
    await expect(page.getByRole('status', { name: 'S3 connection' })).toContainText(
      'S3 connected successfully',
    );
    await page.getByLabel('Region').fill('eu-west-1');
    await save('Successfully saved files storage settings.');
    await expect(page.getByRole('status', { name: 'S3 connection' })).toContainText(
      'S3 connected successfully',
    );

    await page.goto(`${url}/_/#/settings/auth-providers`);
    await page.getByRole('button', { name: 'OpenID Connect settings', exact: true }).click();
    const popup = page.getByRole('dialog', { name: 'OpenID Connect provider' });
    await expect(popup.getByLabel('Client secret')).toHaveValue('******');
    await popup.getByLabel('Client ID').fill('larder-test-renamed');
    await popup.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Successfully updated provider settings.')).toBeVisible();
    await expectNothingStored(page, secrets);

    await page.goto(`${url}/_/#/settings/tokens`);
    await page
      .getByRole('group', { name: 'Record tokens' })
      .getByLabel('Protected file access token duration (in seconds)')
      .fill('600');
    await save('Successfully saved tokens options.');

    // --- every secret still works
    sink.logins.length = 0;
    await api(url, '/api/settings/test/email', {
      method: 'POST',
      token,
      body: { email: 'check@example.com', template: 'verification' },
    });
    expect(sink.logins.map((l) => l.password)).toEqual([SMTP_PASSWORD]);

    await api(url, '/api/settings/test/s3', { method: 'POST', token });
    // a record file uploaded now lands in the bucket, and its thumbnail is served from there
    const stored = await fileRequest(url, token, files.name);
    const thumb = await fetch(
      `${url}/api/files/${files.id}/${stored.id}/${stored.doc}?thumb=10x10&token=${adminFileToken}`,
    );
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/png');
    const keys = await s3.listKeys(bucket);
    expect(keys).toContain(`${files.id}/${stored.id}/${stored.doc}`);
    expect(keys).toContain(`${files.id}/${stored.id}/thumbs_${stored.doc}/10x10_${stored.doc}`);

    const before = oidc.credentials.length;
    await oidc.link(url, 'users', { sub: 'safety-1', email: `oidc-${Date.now()}@example.com` });
    expect(oidc.credentials.slice(before)).toEqual([
      { clientId: 'larder-test-renamed', clientSecret: 'larder-test-secret' },
    ]);

    // the eight token kinds
    expect((await fetch(fileUrl(adminFileToken))).status).toBe(200); // adminFileToken
    expect((await fetch(fileUrl(userFileToken))).status).toBe(200); // recordFileToken
    await api(url, '/api/collections/users/auth-refresh', { method: 'POST', token: user.token }); // recordAuthToken
    await api(url, '/api/admins', { token }); // adminAuthToken
    await api(url, '/api/collections/users/confirm-verification', {
      method: 'POST',
      body: { token: verificationToken },
    });
    await api(url, '/api/collections/users/confirm-password-reset', {
      method: 'POST',
      body: { token: resetToken, password: 'user-pass-456', passwordConfirm: 'user-pass-456' },
    });
    await api(url, '/api/collections/users/confirm-email-change', {
      method: 'POST',
      body: { token: emailChangeToken, password: USER_PASSWORD },
    });
    const changed: AdminCredentials = { email: own.admin.email, password: 'admin-pass-changed-9' };
    await api(url, '/api/admins/confirm-password-reset', {
      method: 'POST',
      body: { token: adminResetToken, password: changed.password, passwordConfirm: changed.password },
    });
    await adminToken(url, changed);

    // nothing of the settings was written to the console either
    for (const line of consoleLines) {
      for (const secret of [...secrets, '******']) expect(line).not.toContain(secret);
    }
  });
});

/** localStorage holds neither a secret, nor a mask, nor a settings object (drafts leave secrets out). */
async function expectNothingStored(page: Page, secrets: string[]): Promise<void> {
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  for (const secret of [...secrets, '******']) expect(stored).not.toContain(secret);
  for (const group of ['"smtp"', '"s3"', 'Token"', 'Auth"']) expect(stored).not.toContain(group);
}
