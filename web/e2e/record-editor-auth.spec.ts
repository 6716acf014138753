import { expectNoA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { adminToken, api, uniqueEmail } from './support/api';
import { FakeOidcProvider } from './support/oauth2';
import { createCollection, uniqueName, type RecordInfo } from './support/records';
import { SmtpSink } from './support/smtp';

// Auth records in the editor, with the real server's mail sent to a loopback SMTP sink and OAuth2
// accounts linked through the real server's own OAuth2 flow (a fake OpenID Connect provider).

let sink: SmtpSink;
let oidc: FakeOidcProvider;
test.beforeEach(async ({ server }) => {
  sink = new SmtpSink();
  await sink.start();
  oidc = new FakeOidcProvider();
  await oidc.start();
  const token = await adminToken(server.url, server.admin);
  await api(server.url, '/api/settings', {
    method: 'PATCH',
    token,
    body: {
      meta: { appUrl: server.url, senderAddress: 'noreply@example.com', senderName: 'Larder test' },
      smtp: { enabled: true, host: '127.0.0.1', port: sink.port, tls: false, username: '', password: '' },
    },
  });
  await oidc.configure(server.url, token);
});
test.afterEach(async () => {
  await sink.stop();
  await oidc.stop();
});

test('an auth record is created with a password, gets its verification and reset emails, and its OAuth2 link is unlinked', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const members = await createCollection(url, token, {
    name: uniqueName('members'),
    type: 'auth',
    schema: [{ name: 'nick', type: 'text' }],
    options: { allowEmailAuth: true, allowOAuth2Auth: true, allowUsernameAuth: true, minPasswordLength: 8 },
  });
  const email = uniqueEmail('member');

  await page.goto(`${url}/_/#/collections?collectionId=${members.id}`);
  await page.getByRole('button', { name: 'New record' }).first().click();
  const panel = page.getByRole('dialog', { name: `New ${members.name} record` });
  await expect(panel.getByLabel('Username')).toHaveAttribute('placeholder', 'Leave empty to auto generate');
  await expectNoA11yViolations(page);
  await panel.getByLabel('Email', { exact: true }).fill(email);
  await panel.getByRole('button', { name: /Public/ }).click();
  await panel.getByLabel('Password', { exact: true }).fill('member-pass-1');
  await panel.getByLabel('Password confirm').fill('member-pass-2');
  await panel.getByLabel('nick', { exact: true }).fill('Nicky');
  await panel.getByRole('button', { name: 'Create' }).click();
  // the server's field error shows under its input and clears on edit
  const mismatch = panel.getByRole('alert').filter({ hasText: /match/i });
  await expect(mismatch).toBeVisible();
  await panel.getByLabel('Password confirm').fill('member-pass-1');
  await expect(mismatch).toHaveCount(0);
  await panel.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Successfully created record.')).toBeVisible();

  const { items } = await api<{ items: RecordInfo[] }>(url, `/api/collections/${members.id}/records`, {
    token,
  });
  const member = items[0];
  expect(member).toMatchObject({ email, emailVisibility: true, verified: false, nick: 'Nicky' });
  expect(member.username).toMatch(/\w+/);
  await api(url, `/api/collections/${members.id}/auth-with-password`, {
    method: 'POST',
    body: { identity: email, password: 'member-pass-1' },
  });

  // existing auth record: tabs, emails from the dropdown
  await page.locator('[data-record-row]').filter({ hasText: member.id }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${members.name} record` });
  await expect(edit.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
  await expectNoA11yViolations(page);
  await edit.getByRole('button', { name: 'Record actions' }).click();
  await page.getByRole('menuitem', { name: 'Send verification email' }).click();
  const confirmBox = page.getByRole('dialog', { name: 'Confirmation' });
  await expect(confirmBox).toContainText(`Do you really want to send a verification email to ${email}?`);
  await confirmBox.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(`Successfully sent verification email to ${email}.`)).toBeVisible();
  const verification = await sink.waitFor(email);
  expect(verification.text).toMatch(/confirm-verification\/[\w.-]+/);

  sink.messages.length = 0;
  await edit.getByRole('button', { name: 'Record actions' }).click();
  await page.getByRole('menuitem', { name: 'Send password reset email' }).click();
  await expect(confirmBox).toContainText(`Do you really want to send a password reset email to ${email}?`);
  await confirmBox.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(`Successfully sent password reset email to ${email}.`)).toBeVisible();
  const reset = await sink.waitFor(email);
  expect(reset.text).toMatch(/confirm-password-reset\/[\w.-]+/);

  // verified: asks first, and a No reverts the toggle
  const verified = edit.getByLabel('Verified');
  await verified.click();
  await expect(confirmBox).toContainText('verified');
  await confirmBox.getByRole('button', { name: 'No' }).click();
  await expect(verified).not.toBeChecked();

  // Change password reveals the fields; turning it off clears them
  await edit.getByLabel('Change password').check();
  await edit.getByLabel('Password', { exact: true }).fill('something-new');
  await edit.getByLabel('Change password').uncheck();
  await edit.getByLabel('Change password').check();
  await expect(edit.getByLabel('Password', { exact: true })).toHaveValue('');
  await edit.getByLabel('Change password').uncheck();

  // linked providers: none, then one linked through the server's OAuth2 flow, then unlinked
  await edit.getByRole('tab', { name: 'Authorized providers' }).click();
  await expect(edit.getByText('No linked OAuth2 providers.')).toBeVisible();
  await oidc.link(url, members.name, { sub: 'oidc-user-1', email });
  await edit.getByRole('tab', { name: 'Account' }).click();
  await page.getByRole('button', { name: 'Close' }).first().click();
  await expect(edit).toHaveCount(0);
  await page.locator('[data-record-row]').filter({ hasText: member.id }).click();
  await edit.getByRole('tab', { name: 'Authorized providers' }).click();
  await expect(edit.getByText('oidc', { exact: true })).toBeVisible();
  await expectNoA11yViolations(page);
  await edit.getByRole('button', { name: 'Unlink oidc' }).click();
  await expect(confirmBox).toContainText('Do you really want to unlink the oidc provider?');
  await confirmBox.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Successfully unlinked the oidc provider.')).toBeVisible();
  await expect(edit.getByText('No linked OAuth2 providers.')).toBeVisible();
  const links = await api<unknown[]>(
    url,
    `/api/collections/${members.id}/records/${member.id}/external-auths`,
    {
      token,
    },
  );
  expect(links).toEqual([]);
});
