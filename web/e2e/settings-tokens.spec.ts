import { expect, signIn, test, useOwnServer } from './support/fixtures';
import { adminToken, api } from './support/api';
import { expectNoA11yViolations } from './support/axe';

// Token options on a server of each test's own: invalidating tokens signs out everyone who uses
// that server.

test.describe('token options', () => {
  const own = useOwnServer('tokens');

  type TokenSettings = Record<string, { duration: number; secret: string }>;
  const readSettings = async () =>
    api<TokenSettings>(own.server.url, '/api/settings', {
      token: await adminToken(own.server.url, own.admin),
    });

  test('durations load and save; Invalidate sets a new secret, clicking again takes it back', async ({
    page,
  }) => {
    await signIn(page, own.server.url, own.admin);
    await page.goto(`${own.server.url}/_/#/settings/tokens`);
    const records = page.getByRole('group', { name: 'Record tokens' });
    const admins = page.getByRole('group', { name: 'Admin tokens' });
    await expect(records.getByLabel('Auth token duration (in seconds)')).toHaveValue('1209600');
    await expect(records.getByLabel('Email verification token duration (in seconds)')).toHaveValue('604800');
    await expect(records.getByLabel('Password reset token duration (in seconds)')).toHaveValue('1800');
    await expect(records.getByLabel('Email change token duration (in seconds)')).toHaveValue('1800');
    await expect(records.getByLabel('Protected file access token duration (in seconds)')).toHaveValue('300');
    await expect(admins.getByLabel('Auth token duration (in seconds)')).toHaveValue('1209600');
    await expect(admins.getByLabel('Password reset token duration (in seconds)')).toHaveValue('1800');
    await expect(admins.getByLabel('Protected file access token duration (in seconds)')).toHaveValue('300');
    await expect(page.getByRole('button', { name: 'Invalidate all previously issued tokens' })).toHaveCount(
      8,
    );
    await expectNoA11yViolations(page);

    // Invalidate toggles: active, then back (nothing left to save)
    const invalidate = records
      .getByRole('button', { name: 'Invalidate all previously issued tokens' })
      .first();
    await invalidate.click();
    await expect(invalidate).toHaveAttribute('aria-pressed', 'true');
    await expect(records.getByText('A new secret is set')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save changes' })).toBeEnabled();
    await expectNoA11yViolations(page);
    await invalidate.click();
    await expect(invalidate).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);

    const before = await readSettings();
    await records.getByLabel('Email change token duration (in seconds)').fill('900');
    const patch = page.waitForRequest((r) => r.url().endsWith('/api/settings') && r.method() === 'PATCH');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Successfully saved tokens options.')).toBeVisible();
    // masked secrets are never sent back
    expect((await patch).postData()).not.toContain('******');
    const after = await readSettings();
    expect(after.recordEmailChangeToken.duration).toBe(900);
    expect(after.recordAuthToken).toEqual(before.recordAuthToken);
    await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
  });

  test('saving an invalidated record auth secret rejects the tokens issued before', async ({ page }) => {
    const token = await adminToken(own.server.url, own.admin);
    const email = `user-${Date.now()}@example.com`;
    await api(own.server.url, '/api/collections/users/records', {
      method: 'POST',
      token,
      body: { email, password: 'user-pass-123', passwordConfirm: 'user-pass-123' },
    });
    const { token: userToken } = await api<{ token: string }>(
      own.server.url,
      '/api/collections/users/auth-with-password',
      { method: 'POST', body: { identity: email, password: 'user-pass-123' } },
    );
    const refresh = () =>
      fetch(`${own.server.url}/api/collections/users/auth-refresh`, {
        method: 'POST',
        headers: { Authorization: userToken },
      });
    expect((await refresh()).status).toBe(200);

    await signIn(page, own.server.url, own.admin);
    await page.goto(`${own.server.url}/_/#/settings/tokens`);
    const records = page.getByRole('group', { name: 'Record tokens' });
    await expect(records.getByLabel('Auth token duration (in seconds)')).toHaveValue('1209600');
    // keyboard: Tab from the duration to its Invalidate control, Space presses it
    await records.getByLabel('Auth token duration (in seconds)').focus();
    await page.keyboard.press('Tab');
    await expect(
      records.getByRole('button', { name: 'Invalidate all previously issued tokens' }).first(),
    ).toBeFocused();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Successfully saved tokens options.')).toBeVisible();
    expect((await refresh()).status).toBe(401);
  });

  test('saving an invalidated admin auth secret signs the admin out on the next request', async ({
    page,
  }) => {
    await signIn(page, own.server.url, own.admin);
    await page.goto(`${own.server.url}/_/#/settings/tokens`);
    const admins = page.getByRole('group', { name: 'Admin tokens' });
    await expect(admins.getByLabel('Auth token duration (in seconds)')).toHaveValue('1209600');
    await admins.getByRole('button', { name: 'Invalidate all previously issued tokens' }).first().click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Successfully saved tokens options.')).toBeVisible();

    // the next request answers 401: the dashboard goes to the sign-in page, and signing in works again
    await page.getByRole('link', { name: 'Logs' }).click();
    await expect(page).toHaveURL(/#\/login$/);
    await page.getByLabel('Email').fill(own.admin.email);
    await page.getByLabel('Password').fill(own.admin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { name: 'Request logs' })).toBeVisible();
  });

  test('an empty duration is caught before sending; a server error lands under its input', async ({
    page,
  }) => {
    await signIn(page, own.server.url, own.admin);
    await page.goto(`${own.server.url}/_/#/settings/tokens`);
    const duration = page
      .getByRole('group', { name: 'Admin tokens' })
      .getByLabel('Password reset token duration (in seconds)');
    await expect(duration).toHaveValue('1800');
    await duration.fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Missing required value.')).toBeVisible();
    await expect(duration).toBeFocused();
    // the server refuses less than 5 seconds
    await duration.fill('2');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Must be no less than 5.')).toBeVisible();
    expect((await readSettings()).adminPasswordResetToken.duration).toBe(1800);
  });
});
