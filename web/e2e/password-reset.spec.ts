import { expect, signIn, test, PASSWORD } from './support/fixtures';
import { adminToken, api, createAdmin, uniqueEmail } from './support/api';
import { SmtpSink } from './support/smtp';

let sink: SmtpSink;
test.beforeEach(async ({ server }) => {
  sink = new SmtpSink();
  await sink.start();
  // point the real server's mailer at the loopback sink
  await api(server.url, '/api/settings', {
    method: 'PATCH',
    token: await adminToken(server.url, server.admin),
    body: {
      meta: { appUrl: server.url, senderAddress: 'noreply@example.com', senderName: 'Larder test' },
      smtp: { enabled: true, host: '127.0.0.1', port: sink.port, tls: false, username: '', password: '' },
    },
  });
});
test.afterEach(async () => {
  await sink.stop();
});

test('a forgotten password is reset through the emailed link, then the new password signs in', async ({
  page,
  server,
}) => {
  const admin = { email: uniqueEmail('reset'), password: PASSWORD };
  await createAdmin(server.url, admin, await adminToken(server.url, server.admin));

  await page.goto(`${server.url}/_/#/login`);
  await page.getByRole('link', { name: 'Forgotten password?' }).click();
  await expect(page).toHaveURL(/#\/request-password-reset$/);
  // the address changes before the page does: typing goes in once the request page shows
  await expect(page.getByRole('heading', { name: 'Forgotten admin password' })).toBeVisible();
  await page.getByLabel('Email').fill(admin.email);
  await page.getByRole('button', { name: 'Send recovery link' }).click();
  await expect(page.getByRole('status').filter({ hasText: admin.email })).toContainText('recovery link');

  const mail = await sink.waitFor(admin.email);
  const link = mail.text.match(/https?:\/\/[^\s"'<>]+\/_\/#\/confirm-password-reset\/[A-Za-z0-9._-]+/)?.[0];
  expect(link, 'reset link in the email').toBeTruthy();
  expect(link!.startsWith(server.url)).toBe(true);

  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Reset your admin password' })).toBeVisible();
  await expect(page.getByText(admin.email)).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('New password confirm').fill('short');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Minimum 10 characters.')).toHaveCount(2);

  const newPassword = 'brand-new-password-9';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('New password confirm').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/#\/login$/);

  await signIn(page, server.url, { email: admin.email, password: newPassword });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('an invalid reset token shows the server error and a way to request a new link', async ({
  page,
  server,
}) => {
  await page.goto(`${server.url}/_/#/confirm-password-reset/not-a-real-token`);
  await page.getByLabel('New password', { exact: true }).fill('valid-password-1');
  await page.getByLabel('New password confirm').fill('valid-password-1');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'invalid or has expired' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
});
