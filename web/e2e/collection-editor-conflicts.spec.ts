import type { Locator, Page, Request } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { adminToken, api } from './support/api';
import {
  addField,
  card,
  editorPanel,
  fieldCards,
  getCollection,
  openCard,
  openEditCollection,
  openNewCollection,
  saveCollection,
} from './support/collectionEditor';
import { createCollection, createRecord, uniqueName, type CollectionInfo } from './support/records';
import { openCollection } from './support/screens';

// Two admins, one schema: the collection editor never sends a schema that drops fields its admin
// never saw, and says plainly what went wrong when a save cannot be done. Admin A is `adminPage`,
// admin B `otherAdminPage` (a browser context of its own); both edit the same collection.

const CHANGED = 'This collection was changed on the server after you opened it.';

/** A collection with a text field `title` and a number field `views`. */
function postsCollection(url: string, token: string): Promise<CollectionInfo> {
  return createCollection(url, token, {
    name: uniqueName('posts'),
    schema: [
      { name: 'title', type: 'text', options: {} },
      { name: 'views', type: 'number', options: {} },
    ],
  });
}

/** Every PATCH, POST or DELETE the page sends to /api/collections… from now on. */
function collectionWrites(page: Page): Request[] {
  const writes: Request[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/collections'))
      writes.push(request);
  });
  return writes;
}

const fieldNames = (panel: Locator) =>
  fieldCards(panel)
    .getByRole('textbox', { name: /^Name of the/ })
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

/** Admin A adds a plain text field named `name` in the editor, saves, and a record gets a value in it. */
async function adminAddsField(page: Page, url: string, token: string, coll: CollectionInfo, name: string) {
  await openCollection(page, url, coll);
  const panel = await openEditCollection(page);
  await addField(panel, 'Plain text', name);
  await saveCollection(panel, 'Save changes');
  await expect(page.getByText('Successfully updated collection.')).toBeVisible();
  await expect(panel).toHaveCount(0);
  return createRecord(url, token, coll.id, { title: 'first', [name]: 'typed by A' });
}

/** B's editor, opened on the collection before A saved. */
async function openStaleEditor(page: Page, url: string, coll: CollectionInfo): Promise<Locator> {
  await openCollection(page, url, coll);
  return openEditCollection(page);
}

test("a stale collection editor never deletes another admin's field: it shows what changed, and Merge keeps the field and its data", async ({
  adminPage: { page: pageA, url },
  otherAdminPage: { page: pageB },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const coll = await postsCollection(url, token);
  const panelB = await openStaleEditor(pageB, url, coll);

  const record = await adminAddsField(pageA, url, token, coll, 'notes');

  // B ticks Nonempty on another field and saves: nothing is sent, the panel says what changed
  const writes = collectionWrites(pageB);
  await (await openCard(panelB, 'title')).getByLabel('Nonempty').check();
  await saveCollection(panelB, 'Save changes');
  const notice = panelB.getByRole('alert').filter({ hasText: CHANGED });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Nothing was saved.');
  await expect(notice.getByRole('listitem')).toHaveText(['Field "notes" added (Plain text).']);
  expect(writes).toEqual([]);
  expect((await getCollection(url, token, coll.id)).schema.map((f) => f.name)).toEqual([
    'title',
    'views',
    'notes',
  ]);
  await expectNoA11yViolations(pageB);

  // by keyboard: the notice has the focus, Merge is the next stop
  await expect(notice).toBeFocused();
  await pageB.keyboard.press('Tab');
  await expect(notice.getByRole('button', { name: 'Merge' })).toBeFocused();
  await pageB.keyboard.press('Enter');
  const merged = panelB.getByRole('status').filter({ hasText: 'Your changes are now on the server' });
  await expect(merged).toBeVisible();
  await expect.poll(() => fieldNames(panelB)).toEqual(['title', 'views', 'notes']);
  await expect(card(panelB, 'title').getByLabel('Nonempty')).toBeChecked();
  await expectNoA11yViolations(pageB);

  await saveCollection(panelB, 'Save changes');
  await expect(pageB.getByText('Successfully updated collection.')).toBeVisible();
  await expect(panelB).toHaveCount(0);
  const saved = await getCollection(url, token, coll.id);
  expect(saved.schema.map((f) => [f.name, f.required ?? false])).toEqual([
    ['title', true],
    ['views', false],
    ['notes', false],
  ]);
  const kept = await api<{ notes: string }>(url, `/api/collections/${coll.id}/records/${record.id}`, {
    token,
  });
  expect(kept.notes).toBe('typed by A');
});

test("Reload takes the server's version after asking, and the next save goes through", async ({
  adminPage: { page: pageA, url },
  otherAdminPage: { page: pageB },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const coll = await postsCollection(url, token);
  const panelB = await openStaleEditor(pageB, url, coll);
  await adminAddsField(pageA, url, token, coll, 'notes');

  await (await openCard(panelB, 'title')).getByLabel('Nonempty').check();
  await saveCollection(panelB, 'Save changes');
  const notice = panelB.getByRole('alert').filter({ hasText: CHANGED });
  await notice.getByRole('button', { name: 'Reload' }).click();
  const question = pageB.getByRole('dialog', { name: 'Confirmation' });
  await expect(question).toContainText('You have unsaved changes. Do you really want to discard them?');
  await question.getByRole('button', { name: 'Yes' }).click();
  await expect(notice).toHaveCount(0);
  await expect.poll(() => fieldNames(panelB)).toEqual(['title', 'views', 'notes']);
  await expect(card(panelB, 'title').getByLabel('Nonempty')).not.toBeChecked();
  await expect(panelB.getByRole('button', { name: 'Save changes' })).toBeDisabled();

  await card(panelB, 'title').getByLabel('Nonempty').check();
  await saveCollection(panelB, 'Save changes');
  await expect(pageB.getByText('Successfully updated collection.')).toBeVisible();
  const saved = await getCollection(url, token, coll.id);
  expect(saved.schema.map((f) => [f.name, f.required ?? false])).toEqual([
    ['title', true],
    ['views', false],
    ['notes', false],
  ]);
});

test("a new field taking the default name of another admin's new field is flagged, never put in its place", async ({
  adminPage: { page: pageA, url },
  otherAdminPage: { page: pageB },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const coll = await postsCollection(url, token);
  const panelB = await openStaleEditor(pageB, url, coll);
  // both take the first free default name: 'field'
  const record = await adminAddsField(pageA, url, token, coll, 'field');
  const serverField = (await getCollection(url, token, coll.id)).schema.find((f) => f.name === 'field')!;

  const writes = collectionWrites(pageB);
  await panelB.getByRole('button', { name: 'New field' }).click();
  await pageB.getByRole('menuitem', { name: 'Plain text', exact: true }).click();
  await expect(
    fieldCards(panelB)
      .nth(2)
      .getByRole('textbox', { name: /^Name of the/ }),
  ).toHaveValue('field');
  await saveCollection(panelB, 'Save changes');
  const notice = panelB.getByRole('alert').filter({ hasText: CHANGED });
  await expect(notice).toContainText('The server has a field named like your new field "field"');
  expect(writes).toEqual([]);

  await notice.getByRole('button', { name: 'Merge' }).click();
  await expect.poll(() => fieldNames(panelB)).toEqual(['title', 'views', 'field', 'field']);
  const mine = fieldCards(panelB).nth(3);
  await expect(mine.getByRole('textbox', { name: /^Name of the/ })).toHaveAccessibleDescription(
    'A field on the server has this name now: rename yours.',
  );
  // saving as it is stays refused: two fields cannot share a name
  await saveCollection(panelB, 'Save changes');
  await expect(mine.getByRole('textbox', { name: /^Name of the/ })).toHaveAccessibleDescription(
    'Another field has this name.',
  );
  expect(writes).toEqual([]);

  await mine.getByRole('textbox', { name: /^Name of the/ }).fill('field_b');
  await saveCollection(panelB, 'Save changes');
  await expect(pageB.getByText('Successfully updated collection.')).toBeVisible();
  const saved = await getCollection(url, token, coll.id);
  expect(saved.schema.map((f) => f.name)).toEqual(['title', 'views', 'field', 'field_b']);
  expect(saved.schema.find((f) => f.name === 'field')!.id).toBe(serverField.id);
  const kept = await api<{ field: string }>(url, `/api/collections/${coll.id}/records/${record.id}`, {
    token,
  });
  expect(kept.field).toBe('typed by A');
});

test('a draft restored after a reload remembers the version it was typed on: a change made meanwhile is caught', async ({
  adminPage: { page: pageA, url },
  otherAdminPage: { page: pageB },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const coll = await postsCollection(url, token);
  const panelB = await openStaleEditor(pageB, url, coll);
  await (await openCard(panelB, 'title')).getByLabel('Nonempty').check();
  await expect
    .poll(() => pageB.evaluate((key) => localStorage.getItem(key), `larder_collection_draft_${coll.id}`))
    .toContain('"required":true');

  // B's tab is gone while A ticks Nonzero on views (every field B's draft has is still there)
  await pageB.goto('about:blank');
  await openCollection(pageA, url, coll);
  const panelA = await openEditCollection(pageA);
  await (await openCard(panelA, 'views')).getByLabel('Nonzero').check();
  await saveCollection(panelA, 'Save changes');
  await expect(pageA.getByText('Successfully updated collection.')).toBeVisible();

  // B comes back to the editor, which opens on A's version, and restores the draft typed on the older one
  await openCollection(pageB, url, coll, '&editCollection=' + coll.id);
  const panel = editorPanel(pageB, 'Edit collection');
  await panel.getByRole('button', { name: 'Restore draft' }).click();
  await expect((await openCard(panel, 'views')).getByLabel('Nonzero')).not.toBeChecked();

  const writes = collectionWrites(pageB);
  await saveCollection(panel, 'Save changes');
  const notice = panel.getByRole('alert').filter({ hasText: CHANGED });
  await expect(notice.getByRole('listitem')).toHaveText(['Field "views" changed: Nonzero.']);
  expect(writes).toEqual([]);
  await notice.getByRole('button', { name: 'Merge' }).click();
  await expect((await openCard(panel, 'views')).getByLabel('Nonzero')).toBeChecked();
  await saveCollection(panel, 'Save changes');
  await expect(pageB.getByText('Successfully updated collection.')).toBeVisible();
  const saved = await getCollection(url, token, coll.id);
  expect(saved.schema.map((f) => [f.name, f.required ?? false])).toEqual([
    ['title', true],
    ['views', true],
  ]);
});

test('a collection deleted meanwhile: the editor says so, sends nothing, and can close or keep the edits as a new collection', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const gone = 'This collection no longer exists on the server: it was deleted after you opened it.';

  // Close: the panel goes, after the unsaved-changes question
  const first = await postsCollection(url, token);
  let panel = await openStaleEditor(page, url, first);
  await (await openCard(panel, 'title')).getByLabel('Nonempty').check();
  await api(url, `/api/collections/${first.id}`, { method: 'DELETE', token });
  await saveCollection(panel, 'Save changes');
  let notice = panel.getByRole('alert').filter({ hasText: gone });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Close' }).click();
  const question = page.getByRole('dialog', { name: 'Confirmation' });
  await expect(question).toContainText('You have unsaved changes. Do you really want to close the panel?');
  await question.getByRole('button', { name: 'Yes' }).click();
  await expect(panel).toHaveCount(0);

  // Keep editing as a new collection: the same name, fields and edits, created anew
  const second = await postsCollection(url, token);
  panel = await openStaleEditor(page, url, second);
  await (await openCard(panel, 'title')).getByLabel('Nonempty').check();
  await addField(panel, 'Bool', 'done');
  await api(url, `/api/collections/${second.id}`, { method: 'DELETE', token });
  const writes = collectionWrites(page);
  await saveCollection(panel, 'Save changes');
  notice = panel.getByRole('alert').filter({ hasText: gone });
  await expect(notice).toContainText('Nothing was saved; your changes are still here.');
  expect(writes).toEqual([]);
  await expectNoA11yViolations(page);
  await notice.getByRole('button', { name: 'Keep editing as a new collection' }).click();
  const created = editorPanel(page, 'New collection');
  await expect(created).toBeVisible();
  await expect.poll(() => fieldNames(created)).toEqual(['title', 'views', 'done']);
  await saveCollection(created, 'Create');
  await expect(page.getByText('Successfully created collection.')).toBeVisible();
  await expect(created).toHaveCount(0);
  const saved = await getCollection(url, token, second.name);
  expect(saved.id).not.toBe(second.id);
  expect(saved.schema.map((f) => [f.name, f.type, f.required ?? false])).toEqual([
    ['title', 'text', true],
    ['views', 'number', false],
    ['done', 'bool', false],
  ]);
});

test.describe('a save while the server cannot be reached', () => {
  // the aborted requests, as Chromium reports them
  test.use({ expectedConsoleErrors: ['ERR_CONNECTION_REFUSED'] });

  test('says the server could not be reached, keeps the panel, the form and the draft, and saves once it is back', async ({
    adminPage: { page, url },
    server,
  }) => {
    const token = await adminToken(url, server.admin);
    const coll = await postsCollection(url, token);
    const panel = await openStaleEditor(page, url, coll);
    await (await openCard(panel, 'title')).getByLabel('Nonempty').check();
    await addField(panel, 'Number', 'score');

    const isCollection = (u: URL) => u.pathname === `/api/collections/${coll.id}`;
    await page.route(isCollection, (route) => route.abort('connectionrefused'));
    await saveCollection(panel, 'Save changes');
    const notice = panel.getByRole('alert').filter({ hasText: 'Could not reach the server' });
    await expect(notice).toContainText(
      'Could not reach the server, so nothing was saved. Everything you typed is still here (also as a draft in this browser); save again when the server is back.',
    );
    await expect(page.getByText('Something went wrong while processing your request.')).toHaveCount(0);
    await expectNoA11yViolations(page);
    await expect.poll(() => fieldNames(panel)).toEqual(['title', 'views', 'score']);
    await expect((await openCard(panel, 'title')).getByLabel('Nonempty')).toBeChecked();
    const draft = await page.evaluate(
      (key) => localStorage.getItem(key),
      `larder_collection_draft_${coll.id}`,
    );
    expect(draft).toContain('"score"');

    await page.unroute(isCollection);
    await saveCollection(panel, 'Save changes');
    await expect(page.getByText('Successfully updated collection.')).toBeVisible();
    await expect(panel).toHaveCount(0);
    const saved = await getCollection(url, token, coll.id);
    expect(saved.schema.map((f) => [f.name, f.required ?? false])).toEqual([
      ['title', true],
      ['views', false],
      ['score', false],
    ]);
  });
});

test("a new collection without fields says 'Cannot be blank.' where the fields would be, before any request", async ({
  adminPage: { page },
}) => {
  const panel = await openNewCollection(page);
  await panel.getByRole('textbox', { name: /^Name( \*)?$/ }).fill(uniqueName('empty'));
  const writes = collectionWrites(page);
  await saveCollection(panel, 'Create');
  const fields = panel.getByRole('list', { name: 'Schema fields' });
  await expect(fields).toHaveAccessibleDescription('Cannot be blank.');
  await expect(panel.getByRole('alert').filter({ hasText: 'Cannot be blank.' })).toBeVisible();
  await expect(panel.getByRole('tab', { name: /Fields/ })).toContainText('Has errors');
  expect(writes).toEqual([]);
  await expectNoA11yViolations(page);

  // a field clears it
  await addField(panel, 'Plain text', 'title');
  await expect(panel.getByText('Cannot be blank.')).toHaveCount(0);
});
