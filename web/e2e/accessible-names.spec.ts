import type { Locator, Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { adminToken, api } from './support/api';
import { openEditCollection } from './support/collectionEditor';
import { createCollection, createRecord, uniqueName } from './support/records';
import { openCollection } from './support/screens';

// Accessible names that say what the screen shows: each control's name starts with, or contains, its
// visible text (what a voice-control user says to reach it), and headings read their parts apart. Every
// check reads the accessibility tree: exact role names and aria snapshots.

async function appName(url: string, token: string): Promise<string> {
  const settings = await api<{ meta: { appName: string } }>(url, '/api/settings', { token });
  return settings.meta.appName;
}

/** The one level-1 heading of the page, found by its exact accessible name. */
const pageHeading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

test('page headings read their breadcrumb parts apart; the document title is unchanged', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const app = await appName(url, token);
  const coll = await createCollection(url, token, {
    name: uniqueName('named'),
    schema: [{ name: 'title', type: 'text' }],
  });

  await page.goto(`${url}/_/#/settings/admins`);
  await expect(pageHeading(page, 'Settings / Admins')).toBeVisible();
  await expect(page.getByRole('main')).toMatchAriaSnapshot('- heading "Settings / Admins" [level=1]');
  await expect(page).toHaveTitle(`Admins - ${app} - Larder`);

  await page.goto(`${url}/_/#/settings/export-collections`);
  await expect(pageHeading(page, 'Settings / Export collections')).toBeVisible();
  await expect(page.getByRole('main')).toMatchAriaSnapshot(
    '- heading "Settings / Export collections" [level=1]',
  );
  await expect(page).toHaveTitle(`Export collections - ${app} - Larder`);

  await openCollection(page, url, coll);
  await expect(pageHeading(page, `Collections / ${coll.name}`)).toBeVisible();
  await expect(page.getByRole('main')).toMatchAriaSnapshot(
    `- heading "Collections / ${coll.name}" [level=1]`,
  );
  await expect(page).toHaveTitle(`Collections - ${app} - Larder`);
  // the name read is the text shown
  await expect(pageHeading(page, `Collections / ${coll.name}`)).toHaveText(`Collections / ${coll.name}`);
  await expectNoA11yViolations(page);
});

test('the API rules buttons are named by their visible text first, then by their rule', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const coll = await createCollection(url, token, {
    name: uniqueName('ruled'),
    schema: [{ name: 'title', type: 'text' }],
  });
  await openCollection(page, url, coll);
  const panel = await openEditCollection(page);
  await panel.getByRole('tab', { name: 'API Rules' }).click();
  const listRule = panel.locator('[data-rule="listRule"]');

  // locked: Unlock
  const unlock = listRule.getByRole('button', { name: 'Unlock: List/Search rule', exact: true });
  await expect(unlock).toHaveText('Unlock');
  await expect(listRule).toMatchAriaSnapshot(`
    - text: List/Search rule
    - 'button "Unlock: List/Search rule"': Unlock
    - paragraph: Admins only
  `);
  for (const rule of ['View rule', 'Create rule', 'Update rule', 'Delete rule'])
    await expect(panel.getByRole('button', { name: `Unlock: ${rule}`, exact: true })).toHaveText('Unlock');

  // unlocked (by keyboard): Set Admins only
  await unlock.press('Enter');
  const setAdminsOnly = listRule.getByRole('button', {
    name: 'Set Admins only: List/Search rule',
    exact: true,
  });
  await expect(setAdminsOnly).toHaveText('Set Admins only');
  await expect(listRule).toMatchAriaSnapshot(`
    - text: List/Search rule
    - 'button "Set Admins only: List/Search rule"': Set Admins only
  `);
  await expectNoA11yViolations(page);
  await setAdminsOnly.press('Enter');
  await expect(unlock).toHaveText('Unlock');
  await expect(listRule).toContainText('Admins only');
});

test('record editor: the relation and upload buttons say what they show; a multi-select is a named group', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const people = await createCollection(url, token, {
    name: uniqueName('people'),
    schema: [{ name: 'name', type: 'text' }],
  });
  await createRecord(url, token, people.id, { name: 'named-person' });
  const coll = await createCollection(url, token, {
    name: uniqueName('labelled'),
    schema: [
      { name: 'tags', type: 'select', options: { values: ['red', 'green', 'blue'], maxSelect: 3 } },
      { name: 'owner', type: 'relation', options: { collectionId: people.id, maxSelect: 1 } },
      { name: 'members', type: 'relation', options: { collectionId: people.id, maxSelect: null } },
      { name: 'docs', type: 'file', options: { maxSelect: 2, maxSize: 5242880, mimeTypes: [], thumbs: [] } },
      { name: 'cover', type: 'file', options: { maxSelect: 1, maxSize: 5242880, mimeTypes: [], thumbs: [] } },
    ],
  });
  await openCollection(page, url, coll);
  await page.getByRole('button', { name: 'New record' }).first().click();
  const panel = page.getByRole('dialog', { name: `New ${coll.name} record` });
  await expect(panel).toBeVisible();

  // the group carries the field's name; each checkbox only its own value
  const tags = panel.getByRole('group', { name: 'tags', exact: true });
  await expect(tags).toMatchAriaSnapshot(`
    - group "tags":
      - checkbox "red"
      - text: red
      - checkbox "green"
      - text: green
      - checkbox "blue"
      - text: blue
  `);
  await expect(panel.getByRole('checkbox', { name: /tags/ })).toHaveCount(0);
  const green = tags.getByRole('checkbox', { name: 'green', exact: true });
  await green.focus();
  await page.keyboard.press('Space');
  await expect(green).toBeChecked();

  // the relation openers: their text, with the field as context
  const owner = panel.getByRole('button', { name: 'owner: Select record', exact: true });
  const members = panel.getByRole('button', { name: 'members: Select records', exact: true });
  await expect(owner).toHaveText('Select record');
  await expect(members).toHaveText('Select records');
  // the upload buttons likewise
  await expect(panel.getByRole('button', { name: 'docs: Upload files', exact: true })).toHaveText(
    'Upload files',
  );
  await expect(panel.getByRole('button', { name: 'cover: Upload file', exact: true })).toHaveText(
    'Upload file',
  );
  await expect(panel).toMatchAriaSnapshot(`
    - 'button "owner: Select record"': Select record
    - text: members
    - 'button "members: Select records"': Select records
    - text: docs
    - 'button "docs: Upload files"': Upload files
  `);
  await expectNoA11yViolations(page);

  // the opener still opens the picker by keyboard
  await owner.press('Enter');
  const picker = page.getByRole('dialog', { name: `Select ${people.name} records` });
  await expect(picker).toBeVisible();
  await picker.getByRole('button', { name: 'Cancel' }).click();
  await expect(picker).toHaveCount(0);
  await expect(owner).toBeVisible();
});

/** Every (accessible name, visible text) pair the button goes through from now on. */
async function recordNames(button: Locator): Promise<() => Promise<Array<[string, string]>>> {
  await button.evaluate((el) => {
    const seen: Array<[string, string]> = [];
    (window as unknown as { __names: typeof seen }).__names = seen;
    new MutationObserver(() =>
      seen.push([el.getAttribute('aria-label') ?? '', el.textContent ?? '']),
    ).observe(el, { attributes: true, childList: true, characterData: true, subtree: true });
  });
  return () =>
    button.page().evaluate(() => (window as unknown as { __names: Array<[string, string]> }).__names);
}

test('the API preview copy button is named by the text it shows, Copied included', async ({
  adminPage: { page, url },
  server,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const token = await adminToken(url, server.admin);
  const coll = await createCollection(url, token, {
    name: uniqueName('previewed'),
    schema: [{ name: 'title', type: 'text' }],
  });
  await openCollection(page, url, coll);
  await page.getByRole('button', { name: 'API Preview' }).click();
  const docs = page.getByRole('dialog', { name: `API Preview: ${coll.name}` });
  await expect(docs).toBeVisible();
  const copy = docs.getByRole('button', { name: 'Copy JavaScript example', exact: true });
  await expect(copy).toHaveText('Copy');
  await expectNoA11yViolations(page);

  // 'Copied' shows for half a second: every state the button goes through is recorded as it happens
  const names = await recordNames(copy);
  await copy.press('Enter');
  await expect.poll(names).toContainEqual(['Copied JavaScript example', 'Copied']);
  await expect(docs.getByRole('button', { name: 'Copy JavaScript example', exact: true })).toHaveText('Copy');
  for (const [name, text] of await names()) expect(name.startsWith(text)).toBe(true);
});
