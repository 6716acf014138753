import { expect, signIn, test, useOwnServer } from './support/fixtures';
import { adminToken, api } from './support/api';
import { expectNoA11yViolations } from './support/axe';

// Application settings on a server of each test's own: a save changes the app name and hideControls
// for every other test of a shared server.

interface Meta {
  appName: string;
  appUrl: string;
  hideControls: boolean;
}

test.describe('application settings', () => {
  const own = useOwnServer('app-settings');

  const readSettings = async () =>
    api<{ meta: Meta; logs: { maxDays: number } }>(own.server.url, '/api/settings', {
      token: await adminToken(own.server.url, own.admin),
    });

  test('load with a loader, Save and Cancel only when changed, Cancel resets, a save follows at once', async ({
    page,
  }) => {
    await signIn(page, own.server.url, own.admin);
    await page.goto(`${own.server.url}/_/#/settings`);
    await expect(page.getByRole('heading', { name: 'Application' })).toBeVisible();
    const name = page.getByLabel('Application name');
    await expect(name).toHaveValue('Acme');
    await expect(page.getByLabel('Application URL')).toHaveValue('http://localhost:8090');
    await expect(page.getByLabel('Logs max days retention')).toHaveValue('5');
    const save = page.getByRole('button', { name: 'Save changes' });
    const cancel = page.getByRole('button', { name: 'Cancel' });
    await expect(save).toHaveCount(0);
    await expect(cancel).toHaveCount(0);
    await expectNoA11yViolations(page);

    await name.fill('Pantry');
    await expect(save).toBeEnabled();
    await cancel.click();
    await expect(name).toHaveValue('Acme');
    await expect(save).toHaveCount(0);

    await name.fill('Pantry');
    await page.getByLabel('Logs max days retention').fill('12');
    await page.getByLabel('Hide collection create and edit controls').check();
    await expect(page.getByText('This could prevent making accidental schema changes')).toBeVisible();
    await save.click();
    await expect(page.getByText('Successfully saved application settings.')).toBeVisible();
    await expect(save).toHaveCount(0);
    await expect(page).toHaveTitle('Application settings - Pantry - Larder');
    const saved = await readSettings();
    expect(saved.meta).toMatchObject({ appName: 'Pantry', hideControls: true });
    expect(saved.logs.maxDays).toBe(12);

    // the collection controls follow at once, without a reload
    await page.getByRole('link', { name: 'Collections', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'users' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'New collection' })).toHaveCount(0);
  });

  test('a missing value is caught before sending, a server error lands under its input, nothing typed is lost', async ({
    page,
  }) => {
    await signIn(page, own.server.url, own.admin);
    await page.goto(`${own.server.url}/_/#/settings`);
    const name = page.getByLabel('Application name');
    await expect(name).toHaveValue('Acme');
    await name.fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Missing required value.')).toBeVisible();
    await expect(name).toBeFocused();

    await name.fill('Kept name');
    const url = page.getByLabel('Application URL');
    await url.fill('not a url');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Must be a valid URL.')).toBeVisible();
    await expect(name).toHaveValue('Kept name');
    expect((await readSettings()).meta.appName).toBe('Acme');
    // the error clears once the value changes
    await url.fill('https://pantry.example.com');
    await expect(page.getByText('Must be a valid URL.')).toHaveCount(0);
  });

  test('leaving with unsaved changes asks first; what was typed survives a reload as a draft', async ({
    page,
  }) => {
    await signIn(page, own.server.url, own.admin);
    await page.goto(`${own.server.url}/_/#/settings`);
    const name = page.getByLabel('Application name');
    await expect(name).toHaveValue('Acme');
    await name.fill('Typed before leaving');

    await page.getByRole('link', { name: 'Logs' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmation' });
    await expect(
      dialog.getByText('You have unsaved changes. Do you really want to discard them?'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(page).toHaveURL(/#\/settings$/);
    await expect(name).toHaveValue('Typed before leaving');

    await page.reload();
    await page.getByRole('button', { name: 'Restore draft' }).click();
    await expect(name).toHaveValue('Typed before leaving');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Successfully saved application settings.')).toBeVisible();
    expect((await readSettings()).meta.appName).toBe('Typed before leaving');
    await page.reload();
    await expect(name).toHaveValue('Typed before leaving');
    await expect(page.getByRole('button', { name: 'Restore draft' })).toHaveCount(0);
  });
});
