import type { Page } from '@playwright/test';
import { expect, test, PASSWORD } from './support/fixtures';
import { adminToken, createAdmin, uniqueEmail } from './support/api';

/** A row of the admins table, found by the email in its cells (rows have no label hiding them). */
const adminRow = (page: Page, email: string) => page.locator('[data-admin-row]').filter({ hasText: email });

test('the admins table lists admins and marks the signed-in one with You', async ({ adminPage }) => {
  const { page, admin, url } = adminPage;
  await page.goto(`${url}/_/#/settings/admins`);
  await expect(page.getByRole('heading', { name: /Admins/ })).toBeVisible();
  const row = adminRow(page, admin.email);
  await expect(row).toBeVisible();
  await expect(row.getByText('You', { exact: true })).toBeVisible();
  for (const column of ['id', 'email', 'created', 'updated'])
    await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
});

test('creating an admin validates on the client and shows server errors under the field', async ({
  adminPage,
}) => {
  const { page, admin, url } = adminPage;
  await page.goto(`${url}/_/#/settings/admins`);
  await page.getByRole('button', { name: 'New admin' }).click();
  const panel = page.getByRole('dialog', { name: 'New admin' });
  await expect(panel).toBeVisible();
  const create = panel.getByRole('button', { name: 'Create' });
  await expect(create).toBeDisabled();

  await panel.getByLabel('Email').fill(admin.email); // already taken: only the server knows
  await panel.getByLabel('Password', { exact: true }).fill('short');
  await panel.getByLabel('Password confirm').fill('short');
  await create.click();
  await expect(panel.getByText('Minimum 10 characters.')).toHaveCount(2);

  await panel.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await panel.getByLabel('Password confirm').fill(PASSWORD);
  await create.click();
  const emailError = panel.getByRole('alert').filter({ hasText: 'Admin email already exists.' });
  await expect(emailError).toBeVisible();
  await expect(panel.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  // editing the field clears its error
  const email = uniqueEmail('created');
  await panel.getByLabel('Email').fill(email);
  await expect(panel.getByLabel('Email')).not.toHaveAttribute('aria-invalid', 'true');

  await panel.getByRole('radio', { name: 'Avatar 4' }).check();
  await create.click();
  await expect(page.getByText('Successfully created admin.')).toBeVisible();
  await expect(panel).toBeHidden();
  const row = adminRow(page, email);
  await expect(row).toBeVisible();
  await expect(row.locator('svg[data-avatar="4"]')).toBeVisible();
});

test('editing yourself updates the sidebar avatar at once; Save is enabled only with changes', async ({
  adminPage,
}) => {
  const { page, admin, url } = adminPage;
  await page.goto(`${url}/_/#/settings/admins`);
  await adminRow(page, admin.email).click();
  const panel = page.getByRole('dialog', { name: 'Edit admin' });
  const save = panel.getByRole('button', { name: 'Save changes' });
  await expect(save).toBeDisabled();
  await expect(panel.getByLabel('Password', { exact: true })).toHaveCount(0);
  await panel.getByRole('checkbox', { name: 'Change password' }).check();
  await expect(save).toBeEnabled();
  await expect(panel.getByLabel('Password', { exact: true })).toBeVisible();
  await panel.getByRole('checkbox', { name: 'Change password' }).uncheck();
  await expect(save).toBeDisabled();

  await panel.getByRole('radio', { name: 'Avatar 7' }).check();
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Successfully updated admin.')).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Admin menu' }).locator('svg[data-avatar="7"]'),
  ).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('pocketbase_auth') ?? '{}'));
  expect(stored.model.avatar).toBe(7);
});

test('changing an admin password takes effect on the server', async ({ adminPage, server }) => {
  const { page, url } = adminPage;
  const other = { email: uniqueEmail('pw'), password: PASSWORD };
  await createAdmin(url, other, await adminToken(url, server.admin));
  await page.goto(`${url}/_/#/settings/admins`);
  await adminRow(page, other.email).click();
  const panel = page.getByRole('dialog', { name: 'Edit admin' });
  await panel.getByRole('checkbox', { name: 'Change password' }).check();
  await panel.getByLabel('Password', { exact: true }).fill('changed-password-1');
  await panel.getByLabel('Password confirm').fill('changed-password-1');
  await panel.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Successfully updated admin.')).toBeVisible();
  await expect(adminToken(url, { email: other.email, password: 'changed-password-1' })).resolves.toBeTruthy();
});

test('deleting an admin asks first with No focused, and removes it after Yes', async ({
  adminPage,
  server,
}) => {
  const { page, url } = adminPage;
  const other = { email: uniqueEmail('del'), password: PASSWORD };
  await createAdmin(url, other, await adminToken(url, server.admin));
  await page.goto(`${url}/_/#/settings/admins`);
  await adminRow(page, other.email).click();
  const panel = page.getByRole('dialog', { name: 'Edit admin' });
  await panel.getByRole('button', { name: 'Delete' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Confirmation' });
  await expect(confirmation).toContainText('Do you really want to delete the selected admin?');
  await expect(confirmation.getByRole('button', { name: 'No' })).toBeFocused();
  await confirmation.getByRole('button', { name: 'No' }).click();
  await expect(panel).toBeVisible();

  await panel.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Confirmation' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Successfully deleted admin.')).toBeVisible();
  await expect(adminRow(page, other.email)).toHaveCount(0);
});

test('closing the panel with unsaved changes asks first; Escape and overlay click both go through it', async ({
  adminPage,
}) => {
  const { page, url } = adminPage;
  await page.goto(`${url}/_/#/settings/admins`);
  await page.getByRole('button', { name: 'New admin' }).click();
  const panel = page.getByRole('dialog', { name: 'New admin' });
  await panel.getByLabel('Email').fill('typed@example.com');
  await page.keyboard.press('Escape');
  const confirmation = page.getByRole('dialog', { name: 'Confirmation' });
  await expect(confirmation).toContainText(
    'You have unsaved changes. Do you really want to close the panel?',
  );
  await page.keyboard.press('Escape'); // No
  await expect(panel).toBeVisible();
  await expect(panel.getByLabel('Email')).toHaveValue('typed@example.com');

  await page.mouse.click(100, 400); // the overlay, left of the panel
  await confirmation.getByRole('button', { name: 'Yes' }).click();
  await expect(panel).toBeHidden();

  // without changes Escape closes at once
  await page.getByRole('button', { name: 'New admin' }).click();
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
});

test('search and sort are kept in the URL and survive a reload', async ({ adminPage, server }) => {
  const { page, url } = adminPage;
  const marker = `findme${Date.now().toString(36)}`;
  const target = { email: `${marker}@example.com`, password: PASSWORD };
  await createAdmin(url, target, await adminToken(url, server.admin));
  await page.goto(`${url}/_/#/settings/admins`);

  await page.getByRole('searchbox', { name: 'Search admins' }).fill(marker);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#/settings/admins\\?filter=${marker}$`));
  await expect(page.locator('[data-admin-row]')).toHaveCount(1);
  await expect(adminRow(page, target.email)).toBeVisible();

  await page.getByRole('button', { name: 'email' }).click();
  await expect(page).toHaveURL(/sort=email/);
  await expect(page.getByRole('columnheader', { name: 'email' })).toHaveAttribute('aria-sort', 'ascending');

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search admins' })).toHaveValue(marker);
  await expect(page.locator('[data-admin-row]')).toHaveCount(1);
  await expect(page.getByRole('columnheader', { name: 'email' })).toHaveAttribute('aria-sort', 'ascending');

  // a filter with an operator is sent as typed
  await page.getByRole('searchbox', { name: 'Search admins' }).fill(`email = "${target.email}"`);
  await page.keyboard.press('Enter');
  await expect(adminRow(page, target.email)).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search admins' }).fill(`${marker}-nobody`);
  await page.keyboard.press('Enter');
  await expect(page.getByText('No admins found.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/#\/settings\/admins\?sort=email$/);
  await expect(page.getByRole('searchbox', { name: 'Search admins' })).toHaveValue('');
});

test('rows open the editor with Enter and with Space as well as a click', async ({ adminPage }) => {
  const { page, admin, url } = adminPage;
  await page.goto(`${url}/_/#/settings/admins`);
  const panel = page.getByRole('dialog', { name: 'Edit admin' });
  for (const key of ['Enter', ' ']) {
    await adminRow(page, admin.email).focus();
    await page.keyboard.press(key);
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  }
});

test('Cancel with unsaved changes asks before closing the panel', async ({ adminPage }) => {
  const { page, url } = adminPage;
  await page.goto(`${url}/_/#/settings/admins`);
  await page.getByRole('button', { name: 'New admin' }).click();
  const panel = page.getByRole('dialog', { name: 'New admin' });
  await panel.getByLabel('Email').fill('typed@example.com');
  await panel.getByRole('button', { name: 'Cancel' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Confirmation' });
  await expect(confirmation).toContainText(
    'You have unsaved changes. Do you really want to close the panel?',
  );
  await confirmation.getByRole('button', { name: 'No' }).click();
  await expect(panel.getByLabel('Email')).toHaveValue('typed@example.com');
  // focus returns where it was once the question is answered
  await expect(panel.getByRole('button', { name: 'Cancel' })).toBeFocused();

  await panel.getByRole('button', { name: 'Cancel' }).click();
  await confirmation.getByRole('button', { name: 'Yes' }).click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/#\/settings\/admins$/);
});

test('a route change or Back with unsaved changes asks first; No keeps the panel and what was typed', async ({
  adminPage,
}) => {
  const { page, url } = adminPage;
  await page.goto(`${url}/_/#/logs`);
  await page.goto(`${url}/_/#/settings/admins`);
  await page.getByRole('button', { name: 'New admin' }).click();
  const panel = page.getByRole('dialog', { name: 'New admin' });
  await panel.getByLabel('Email').fill('typed@example.com');
  const confirmation = page.getByRole('dialog', { name: 'Confirmation' });

  // an address typed or a link followed elsewhere
  await page.evaluate(() => (location.hash = '#/collections'));
  await expect(confirmation).toContainText('You have unsaved changes.');
  await confirmation.getByRole('button', { name: 'No' }).click();
  await expect(page).toHaveURL(/#\/settings\/admins\?admin=new$/);
  await expect(panel.getByLabel('Email')).toHaveValue('typed@example.com');

  // Back
  await page.evaluate(() => history.back());
  await expect(confirmation).toBeVisible();
  await confirmation.getByRole('button', { name: 'No' }).click();
  await expect(page).toHaveURL(/#\/settings\/admins\?admin=new$/);
  await expect(panel.getByLabel('Email')).toHaveValue('typed@example.com');

  await page.evaluate(() => history.back());
  await confirmation.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/#\/logs$/);
  await expect(page.getByRole('heading', { name: 'Request logs' })).toBeVisible();
  await expect(panel).toHaveCount(0);
});

test('Back onto an entry the router never stamped still asks first, and No keeps the panel', async ({
  adminPage,
}) => {
  const { page, url } = adminPage;
  await page.goto(`${url}/_/#/collections`);
  await expect(page.getByRole('heading', { name: /^Collections/ })).toBeVisible();
  // two hash changes in one task: when the first one's event runs, its entry is already left
  await page.evaluate(() => {
    location.hash = '#/logs';
    location.hash = '#/settings/admins';
  });
  await page.getByRole('button', { name: 'New admin' }).click();
  const panel = page.getByRole('dialog', { name: 'New admin' });
  await panel.getByLabel('Email').fill('typed@example.com');
  const confirmation = page.getByRole('dialog', { name: 'Confirmation' });

  await page.evaluate(() => history.back());
  await expect(confirmation).toContainText('You have unsaved changes.');
  await confirmation.getByRole('button', { name: 'No' }).click();
  await expect(page).toHaveURL(/#\/settings\/admins\?admin=new$/);
  await expect(panel.getByLabel('Email')).toHaveValue('typed@example.com');

  await page.evaluate(() => history.back());
  await confirmation.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/#\/logs$/);
  await expect(page.getByRole('heading', { name: 'Request logs' })).toBeVisible();
});

test('the Edit admin panel keeps its content while it closes (no flip to New admin with password fields)', async ({
  adminPage,
}) => {
  const { page, admin, url } = adminPage;
  await page.goto(`${url}/_/#/settings/admins`);
  await adminRow(page, admin.email).click();
  const panel = page.getByRole('dialog', { name: 'Edit admin' });
  await expect(panel).toBeVisible();
  // record every title and password field the panel shows until it is gone
  await page.evaluate(() => {
    const seen = new Set<string>();
    (window as unknown as { seen: Set<string> }).seen = seen;
    const record = () => {
      document.querySelectorAll('dialog h2').forEach((h) => seen.add(`title:${h.textContent}`));
      if (document.querySelector('dialog input[type="password"]')) seen.add('password field');
    };
    record();
    new MutationObserver(record).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  await panel.getByRole('button', { name: 'Cancel' }).click();
  await expect(panel).toHaveCount(0);
  const seen = await page.evaluate(() => [...(window as unknown as { seen: Set<string> }).seen]);
  expect(seen).toEqual(['title:Edit admin']);
});

test("the password rule 'Minimum 10 characters.' shows from the start for a new admin and with Change password", async ({
  adminPage,
}) => {
  const { page, admin, url } = adminPage;
  await page.goto(`${url}/_/#/settings/admins?admin=new`);
  const panel = page.getByRole('dialog', { name: 'New admin' });
  await expect(panel.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    'Minimum 10 characters.',
  );
  await panel.getByRole('button', { name: 'Cancel' }).click();
  await expect(panel).toBeHidden();

  await adminRow(page, admin.email).click();
  const edit = page.getByRole('dialog', { name: 'Edit admin' });
  await edit.getByRole('checkbox', { name: 'Change password' }).check();
  await expect(edit.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    'Minimum 10 characters.',
  );
});

test('a reload keeps what was typed in an open panel: the panel reopens and offers the draft back', async ({
  adminPage,
}) => {
  const { page, url } = adminPage;
  await page.goto(`${url}/_/#/settings/admins`);
  await page.getByRole('button', { name: 'New admin' }).click();
  const panel = page.getByRole('dialog', { name: 'New admin' });
  await panel.getByLabel('Email').fill('kept@example.com');
  await panel.getByRole('radio', { name: 'Avatar 5' }).check();
  // leaving the page asks the browser's own question first
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.type());
    void d.accept();
  });
  await page.reload();
  expect(dialogs).toEqual(['beforeunload']);
  const reopened = page.getByRole('dialog', { name: 'New admin' });
  await expect(reopened.getByRole('status')).toContainText('You have unsaved changes from');
  await reopened.getByRole('button', { name: 'Restore draft' }).click();
  await expect(reopened.getByLabel('Email')).toHaveValue('kept@example.com');
  await expect(reopened.getByRole('radio', { name: 'Avatar 5' })).toBeChecked();
  // Discard on a later visit forgets it
  await reopened.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog', { name: 'Confirmation' }).getByRole('button', { name: 'Yes' }).click();
  await page.getByRole('button', { name: 'New admin' }).click();
  await expect(page.getByRole('button', { name: 'Restore draft' })).toHaveCount(0);
});
