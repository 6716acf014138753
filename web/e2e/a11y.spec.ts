import { expectNoA11yViolations } from './support/axe';
import { expect, test, PASSWORD } from './support/fixtures';
import { adminToken, api, createAdmin, uniqueEmail } from './support/api';
import { startServer } from './support/server';

// axe-core on every screen and dialog built so far (no serious or critical violations), and the
// keyboard paths of menus, rows and confirmations.

test('the installer has no serious accessibility violations and shows the password rule from the start', async ({
  page,
}) => {
  const fresh = await startServer();
  try {
    await page.goto(`${fresh.url}/_/`);
    await expect(
      page.getByRole('heading', { name: 'Create your first admin account in order to continue' }),
    ).toBeVisible();
    await expect(page.getByText('Minimum 10 characters.')).toHaveCount(1);
    await expectNoA11yViolations(page);
  } finally {
    // the page goes first: a server stopped under an open page cuts its realtime stream (a console error)
    await page.close();
    await fresh.stop();
  }
});

test('the sign-in, request-reset and confirm-reset pages have no serious accessibility violations', async ({
  page,
  server,
}) => {
  await page.goto(`${server.url}/_/#/login`);
  await expect(page.getByRole('heading', { name: 'Admin sign in' })).toBeVisible();
  await expectNoA11yViolations(page);
  // with errors shown
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Cannot be blank.')).toHaveCount(2);
  await expectNoA11yViolations(page);

  await page.getByRole('link', { name: 'Forgotten password?' }).click();
  await expect(page).toHaveURL(/#\/request-password-reset$/);
  await expectNoA11yViolations(page);

  await page.goto(`${server.url}/_/#/confirm-password-reset/not-a-real-token`);
  await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
  await expect(page.getByText('Minimum 10 characters.')).toHaveCount(1);
  await expectNoA11yViolations(page);
});

test('the admins list, the admin panels and the delete confirmation have no serious violations', async ({
  adminPage: { page, url },
  server,
}) => {
  const other = { email: uniqueEmail('a11y'), password: PASSWORD };
  await createAdmin(url, other, await adminToken(url, server.admin));
  await page.goto(`${url}/_/#/settings/admins`);
  const row = page.locator('[data-admin-row]').filter({ hasText: other.email });
  await expect(row).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'New admin' }).click();
  const created = page.getByRole('dialog', { name: 'New admin' });
  await expect(created).toBeVisible();
  await expectNoA11yViolations(page);
  await created.getByRole('button', { name: 'Cancel' }).click();
  await expect(created).toHaveCount(0);

  await row.click();
  const panel = page.getByRole('dialog', { name: 'Edit admin' });
  await panel.getByText('Change password').click();
  await expectNoA11yViolations(page);

  // the confirmation returns focus to the button that opened it
  const deleteButton = panel.getByRole('button', { name: 'Delete' });
  await deleteButton.focus();
  await page.keyboard.press('Enter');
  const confirmation = page.getByRole('dialog', { name: 'Confirmation' });
  await expect(confirmation.getByRole('button', { name: 'No' })).toBeFocused();
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(confirmation).toHaveCount(0);
  await expect(deleteButton).toBeFocused();
  await expect(panel).toBeVisible();
});

test('the logs list, its empty state and the log panel have no serious violations', async ({
  adminPage: { page, url, admin },
}) => {
  const tag = `a11y${Date.now().toString(36)}`;
  expect((await fetch(`${url}/api/collections/users/auth-methods?tag=${tag}`)).status).toBe(200);
  const token = await adminToken(url, admin);
  const filter = `url~"?tag=${tag}"`;
  await expect
    .poll(
      async () =>
        (
          await api<{ totalItems: number }>(
            url,
            `/api/logs/requests?perPage=1&filter=${encodeURIComponent(filter)}`,
            { token },
          )
        ).totalItems,
      { timeout: 15_000 },
    )
    .toBe(1);

  await page.goto(`${url}/_/#/logs?filter=${encodeURIComponent(filter)}`);
  const row = page.locator('[data-log-row]').first();
  await expect(row).toBeVisible();
  await expectNoA11yViolations(page);

  // rows open by keyboard
  await row.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Request log' });
  await expect(panel).toBeVisible();
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);

  await page.goto(`${url}/_/#/logs?filter=${encodeURIComponent(`url~"nothing-${tag}"`)}`);
  await expect(page.getByText('No logs found.')).toBeVisible();
  await expectNoA11yViolations(page);
});

test('the avatar menu works by keyboard alone: ArrowDown opens, arrows/Home/End move, Tab and Escape close', async ({
  adminPage: { page },
}) => {
  const trigger = page.getByRole('button', { name: 'Admin menu' });
  await trigger.focus();
  await page.keyboard.press('ArrowDown');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  // the plain items and the theme choices (menuitemradio) share one arrow-key order
  const items = menu.locator('[role="menuitem"], [role="menuitemradio"]');
  await expect(items.first()).toBeFocused();
  await expectNoA11yViolations(page);
  await page.keyboard.press('End');
  await expect(items.last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(trigger).toBeFocused();

  await page.keyboard.press('ArrowDown');
  await expect(menu).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(menu).toHaveCount(0);

  // choosing an item by keyboard
  await trigger.focus();
  await page.keyboard.press('ArrowDown');
  await menu.getByRole('menuitem', { name: 'Manage admins' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/settings\/admins$/);
});

test('the not-found page has no serious violations', async ({ adminPage: { page, url } }) => {
  await page.goto(`${url}/_/#/no-such-page`);
  await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
  await expectNoA11yViolations(page);
});
