import type { Locator } from '@playwright/test';
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
  pickOptions,
  saveCollection,
} from './support/collectionEditor';
import { createCollection, uniqueName } from './support/records';
import { openCollection } from './support/screens';

// The collection editor on the real backend: each test creates collections of its own (unique names).

test('a base collection with every field type and option is created and read back from the server', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const name = uniqueName('every_type');
  const panel = await openNewCollection(page);
  await expectNoA11yViolations(page);
  await collectionName(panel).fill(`${name} x`); // slugified as typed
  await expect(collectionName(panel)).toHaveValue(`${name}_x`);
  await collectionName(panel).fill(name);

  let c = await addField(panel, 'Plain text', 'title');
  await c.getByLabel('Nonempty').check();
  await c.getByLabel('Min length').fill('2');
  await c.getByLabel('Max length').fill('100');
  await c.getByLabel('Regex pattern').fill('^[a-z ]+$');

  await addField(panel, 'Rich editor', 'body');
  c = await addField(panel, 'Number', 'count');
  await expect(c.getByLabel('Nonzero')).toBeVisible();
  await c.getByLabel('Min', { exact: true }).fill('-5');
  await c.getByLabel('Max', { exact: true }).fill('10.5');
  c = await addField(panel, 'Bool', 'done');
  await expect(c.getByLabel('Nonfalsey')).toBeVisible();
  c = await addField(panel, 'Email', 'mail');
  await c.getByLabel('Only domains').fill('example.com, test.org');
  await expect(c.getByLabel('Except domains')).toBeDisabled();
  c = await addField(panel, 'Url', 'site');
  await c.getByLabel('Except domains').fill('bad.com');
  c = await addField(panel, 'DateTime', 'due');
  await c.getByLabel('Min date (UTC)').fill('2024-01-02 03:04:05');
  await c.getByLabel('Min date (UTC)').press('Tab');
  c = await addField(panel, 'Select', 'color');
  await c.getByLabel('Choices').fill('red, green, blue');
  await c.getByLabel('Multiple').check();
  await expect(c.getByLabel('Max select')).toHaveValue('3');
  await c.getByLabel('Max select').fill('2');
  c = await addField(panel, 'File', 'docs');
  await c.getByLabel('Multiple').check();
  await expect(c.getByLabel('Max select')).toHaveValue('99');
  await c.getByLabel('Max select').fill('3');
  await c.getByLabel('Max file size (bytes)').fill('1000');
  await c.getByLabel('Thumb sizes').fill('100x100, 0x50, 20x30f');
  await c.getByRole('button', { name: 'Images' }).click();
  await c.getByLabel('Protected').check();
  c = await addField(panel, 'Relation', 'owner');
  await pickOptions(c, 'Collection', ['users']);
  await c.getByLabel('Multiple').check();
  await c.getByLabel('Min select').fill('1');
  await c.getByLabel('Max select').fill('2');
  await pickOptions(c, 'Display fields', ['email', 'username']);
  await c.getByLabel('Cascade delete').check();
  await expectNoA11yViolations(page);
  await addField(panel, 'Json', 'meta');

  await saveCollection(panel);
  await expect(page.getByText('Successfully created collection.')).toBeVisible();
  await expect(panel).toHaveCount(0);
  // the new collection opens, in the sidebar and the records screen
  await expect(page.getByRole('heading', { name: new RegExp(name) })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Collections' }).getByRole('link', { name }),
  ).toBeVisible();

  const saved = await getCollection(url, token, name);
  const field = (n: string) => saved.schema.find((f) => f.name === n)!;
  expect(saved.schema.map((f) => [f.name, f.type])).toEqual([
    ['title', 'text'],
    ['body', 'editor'],
    ['count', 'number'],
    ['done', 'bool'],
    ['mail', 'email'],
    ['site', 'url'],
    ['due', 'date'],
    ['color', 'select'],
    ['docs', 'file'],
    ['owner', 'relation'],
    ['meta', 'json'],
  ]);
  expect(field('title')).toMatchObject({
    required: true,
    options: { min: 2, max: 100, pattern: '^[a-z ]+$' },
  });
  expect(field('count').options).toMatchObject({ min: -5, max: 10.5 });
  expect(field('mail').options).toMatchObject({
    onlyDomains: ['example.com', 'test.org'],
    exceptDomains: [],
  });
  expect(field('site').options).toMatchObject({ exceptDomains: ['bad.com'] });
  expect(String(field('due').options.min)).toMatch(/^2024-01-02 03:04:05/);
  expect(field('color').options).toMatchObject({ values: ['red', 'green', 'blue'], maxSelect: 2 });
  expect(field('docs').options).toMatchObject({
    maxSelect: 3,
    maxSize: 1000,
    thumbs: ['100x100', '0x50', '20x30f'],
    protected: true,
  });
  expect(field('docs').options.mimeTypes).toEqual(
    expect.arrayContaining(['image/jpeg', 'image/png', 'image/svg+xml', 'image/gif', 'image/webp']),
  );
  expect(field('owner').options).toMatchObject({
    collectionId: (await getCollection(url, token, 'users')).id,
    minSelect: 1,
    maxSelect: 2,
    cascadeDelete: true,
    displayFields: ['username', 'email'],
  });

  // opened again, nothing is changed: Save stays disabled and each option shows its saved value
  const edit = await (async () => {
    await page.getByRole('button', { name: 'Edit collection' }).click();
    return page.getByRole('dialog', { name: 'Edit collection' });
  })();
  await expect(edit.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  const owner = await openCard(edit, 'owner');
  await expect(owner.getByRole('button', { name: /Collection/ }).first()).toBeDisabled();
  await expect(owner.getByLabel('Max select')).toHaveValue('2');
});

const collectionName = (panel: Locator) => panel.getByRole('textbox', { name: /^Name( \*)?$/ });
const fieldNames = (panel: Locator) => fieldCards(panel).getByRole('textbox', { name: /^Name of the/ });

const namesOf = (panel: Locator) =>
  fieldNames(panel).evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

function fieldsPayload(names: string[]) {
  return names.map((name) => ({ name, type: 'text', options: {} }));
}

test('single/multiple switches, renames and removals ask first and list what changes; other changes save directly', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const users = await getCollection(url, token, 'users');
  const coll = await createCollection(url, token, {
    name: uniqueName('modes'),
    schema: [
      { name: 'title', type: 'text', options: {} },
      { name: 'old', type: 'text', options: {} },
      { name: 'tags', type: 'select', options: { values: ['a', 'b', 'c'], maxSelect: 3 } },
      { name: 'files', type: 'file', options: { maxSelect: 5, maxSize: 5242880, mimeTypes: [], thumbs: [] } },
      { name: 'refs', type: 'relation', options: { collectionId: users.id, maxSelect: null, minSelect: 1 } },
    ],
  });
  await openCollection(page, url, coll);
  let panel = await openEditCollection(page);
  const save = panel.getByRole('button', { name: 'Save changes' });
  await expect(save).toBeDisabled();

  // a rename asks first; Cancel keeps the panel and saves nothing
  await card(panel, 'old')
    .getByRole('textbox', { name: /^Name of the/ })
    .fill('renamed');
  await save.click();
  let confirmDialog = page.getByRole('dialog', { name: 'Confirm collection changes' });
  await expect(confirmDialog).toContainText('Renamed field old to renamed');
  await expect(confirmDialog).toContainText(
    "If any of the collection changes is part of another collection rule, filter or view query, you'll have to update it manually!",
  );
  await expectNoA11yViolations(page);
  await confirmDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirmDialog).toHaveCount(0);
  expect((await getCollection(url, token, coll.id)).schema.map((f) => f.name)).toContain('old');

  // multiple → single on select, file and relation, with the rename: one dialog lists them all
  for (const name of ['tags', 'files', 'refs']) {
    const c = await openCard(panel, name);
    await c.getByLabel('Single').check();
  }
  await save.click();
  confirmDialog = page.getByRole('dialog', { name: 'Confirm collection changes' });
  for (const name of ['tags', 'files', 'refs'])
    await expect(confirmDialog.getByRole('listitem').filter({ hasText: name })).toContainText(
      'Multiple to single value conversion of field (will keep only the last array item)',
    );
  await confirmDialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Successfully updated collection.')).toBeVisible();
  await expect(panel).toHaveCount(0);
  let saved = await getCollection(url, token, coll.id);
  const opt = (name: string) => saved.schema.find((f) => f.name === name)!.options;
  expect(saved.schema.map((f) => f.name)).toEqual(['title', 'renamed', 'tags', 'files', 'refs']);
  expect(opt('tags').maxSelect).toBe(1);
  expect(opt('files').maxSelect).toBe(1);
  expect(opt('refs')).toMatchObject({ maxSelect: 1, minSelect: null });

  // single → multiple saves without a question: select takes the number of choices, relation unlimited
  panel = await openEditCollection(page);
  await (await openCard(panel, 'tags')).getByLabel('Multiple').check();
  await expect(card(panel, 'tags').getByLabel('Max select')).toHaveValue('3');
  await (await openCard(panel, 'refs')).getByLabel('Multiple').check();
  await panel.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('dialog', { name: 'Confirm collection changes' })).toHaveCount(0);
  await expect(panel).toHaveCount(0);
  saved = await getCollection(url, token, coll.id);
  expect(opt('tags').maxSelect).toBe(3);
  expect(opt('refs').maxSelect).toBeNull();

  // removing a saved field marks it (Restore brings back its saved name); an unsaved one goes at once
  panel = await openEditCollection(page);
  await card(panel, 'renamed')
    .getByRole('textbox', { name: /^Name of the/ })
    .fill('renamed_again');
  await (await openCard(panel, 'renamed_again')).getByRole('button', { name: 'Remove field' }).click();
  const marked = fieldCards(panel).nth(1);
  await expect(marked).toContainText('Marked for deletion');
  await marked.getByRole('button', { name: 'Restore' }).click();
  await expect(marked.getByRole('textbox', { name: /^Name of the/ })).toHaveValue('renamed');
  await (await openCard(panel, 'title')).getByRole('button', { name: 'Remove field' }).click();
  const fresh = await addField(panel, 'Number', 'scratch');
  await fresh.getByRole('button', { name: 'Remove field' }).click();
  await expect(card(panel, 'scratch')).toHaveCount(0);
  await collectionName(panel).fill(`${coll.name}_b`);
  await panel.getByRole('button', { name: 'Save changes' }).click();
  confirmDialog = page.getByRole('dialog', { name: 'Confirm collection changes' });
  await expect(confirmDialog).toContainText(`Renamed collection ${coll.name} to ${coll.name}_b`);
  await expect(confirmDialog).toContainText('Removed field title');
  await expect(confirmDialog).toContainText(
    'All data associated with the removed fields will be permanently deleted!',
  );
  await confirmDialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(panel).toHaveCount(0);
  saved = await getCollection(url, token, coll.id);
  expect(saved.name).toBe(`${coll.name}_b`);
  expect(saved.schema.map((f) => f.name)).toEqual(['renamed', 'tags', 'files', 'refs']);
  // the sidebar and the records screen follow at once
  await expect(
    page.getByRole('navigation', { name: 'Collections' }).getByRole('link', { name: `${coll.name}_b` }),
  ).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /title/ })).toHaveCount(0);
});

test('fields reorder by keyboard and by mouse, and the order is saved', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const coll = await createCollection(url, token, {
    name: uniqueName('order'),
    schema: fieldsPayload(['a', 'b', 'c']),
  });
  await openCollection(page, url, coll);
  const panel = await openEditCollection(page);
  const handle = (name: string) => panel.getByRole('button', { name: `Drag to reorder field ${name}` });
  // keyboard: pick up c, move it up twice, drop it; Escape during a drag cancels only the drag
  // each step waits for what a screen reader hears (dnd-kit takes the moves once a drag has started)
  const live = panel.locator('[id^="DndLiveRegion"]');
  // dnd-kit starts listening for the moves in a zero-delay timer queued by the key that picked the
  // field up; a timer queued now runs after it (timers of equal delay run in order)
  const afterQueuedTimers = () => page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await handle('b').focus();
  await page.keyboard.press('Space');
  await expect(live).toHaveText('Picked up field b, at position 2 of 3.');
  await afterQueuedTimers();
  await page.keyboard.press('ArrowDown');
  await expect(live).toHaveText('Field b is over position 3 of 3.');
  await page.keyboard.press('Escape');
  await expect(live).toHaveText('Moving field b was cancelled; it stays at position 2 of 3.');
  await expect(panel).toBeVisible();
  await expect.poll(() => namesOf(panel)).toEqual(['a', 'b', 'c']);
  await handle('c').focus();
  await page.keyboard.press('Space');
  await expect(live).toHaveText('Picked up field c, at position 3 of 3.');
  await afterQueuedTimers();
  await page.keyboard.press('ArrowUp');
  await expect(live).toHaveText('Field c is over position 2 of 3.');
  await page.keyboard.press('ArrowUp');
  await expect(live).toHaveText('Field c is over position 1 of 3.');
  await page.keyboard.press('Space');
  await expect(live).toHaveText('Field c was dropped at position 1 of 3.');
  await expect.poll(() => namesOf(panel)).toEqual(['c', 'a', 'b']);
  // mouse: drag b above a
  const from = await handle('b').boundingBox();
  const to = await handle('a').boundingBox();
  await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
  await page.mouse.down();
  await page.mouse.move(from!.x + from!.width / 2, from!.y - 10, { steps: 5 });
  await page.mouse.move(to!.x + to!.width / 2, to!.y + 2, { steps: 10 });
  await page.mouse.up();
  await expect.poll(() => namesOf(panel)).toEqual(['c', 'b', 'a']);
  await panel.getByRole('button', { name: 'Save changes' }).click();
  await expect(panel).toHaveCount(0);
  expect((await getCollection(url, token, coll.id)).schema.map((f) => f.name)).toEqual(['c', 'b', 'a']);
});

test('indexes are created, updated with collate and sort, deleted, and a rejected one turns red', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const coll = await createCollection(url, token, {
    name: uniqueName('idx'),
    schema: fieldsPayload(['title', 'slug']),
  });
  await openCollection(page, url, coll);
  let panel = await openEditCollection(page);
  await panel.getByRole('button', { name: 'New index' }).click();
  let dialog = page.getByRole('dialog', { name: 'Create index' });
  await expect(dialog.getByRole('button', { name: 'Set index' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'title', exact: true }).click();
  await dialog.getByLabel('Collate of title').selectOption('NOCASE');
  await dialog.getByLabel('Sort of title').selectOption('DESC');
  await dialog.getByRole('button', { name: 'slug', exact: true }).click();
  await dialog.getByLabel('Unique').check();
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Set index' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(panel.getByRole('button', { name: /^Edit index Unique: title, slug/ })).toBeVisible();
  await panel.getByRole('button', { name: 'Save changes' }).click();
  await expect(panel).toHaveCount(0);
  let saved = await getCollection(url, token, coll.id);
  expect(saved.indexes).toHaveLength(1);
  expect(saved.indexes[0]).toMatch(/^CREATE UNIQUE INDEX `idx_\w+` ON `\w+`/);
  expect(saved.indexes[0]).toMatch(/`title` COLLATE NOCASE DESC/);
  expect(saved.indexes[0]).toMatch(/`slug`/);

  // update: the saved collate and sort come back; sort ASC and drop slug
  panel = await openEditCollection(page);
  await panel.getByRole('button', { name: /^Edit index/ }).click();
  dialog = page.getByRole('dialog', { name: 'Update index' });
  await expect(dialog.getByLabel('Collate of title')).toHaveValue('NOCASE');
  await expect(dialog.getByLabel('Sort of title')).toHaveValue('DESC');
  await dialog.getByLabel('Sort of title').selectOption('ASC');
  await dialog.getByRole('button', { name: 'Remove column slug' }).click();
  await dialog.getByRole('button', { name: 'Set index' }).click();
  await panel.getByRole('button', { name: 'Save changes' }).click();
  await expect(panel).toHaveCount(0);
  saved = await getCollection(url, token, coll.id);
  expect(saved.indexes[0]).toMatch(/\(`title` COLLATE NOCASE ASC\)/);

  // a WHERE clause the server cannot read: the chip turns red with the server's message
  panel = await openEditCollection(page);
  await panel.getByRole('button', { name: 'New index' }).click();
  dialog = page.getByRole('dialog', { name: 'Create index' });
  await dialog.getByRole('button', { name: 'slug', exact: true }).click();
  await dialog.getByLabel(/^Where/).fill("slug IN ('a', 'b')");
  await dialog.getByRole('button', { name: 'Set index' }).click();
  await panel.getByRole('button', { name: 'Save changes' }).click();
  const bad = panel.getByRole('button', {
    name: /^Edit index slug \(error: Invalid CREATE INDEX expression\.\)/,
  });
  await expect(bad).toBeVisible();
  await expect(bad).toHaveAttribute('title', 'Invalid CREATE INDEX expression.');
  // deleting it clears the error; deleting the other one too leaves none on the server
  await bad.click();
  dialog = page.getByRole('dialog', { name: 'Update index' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await panel.getByRole('button', { name: /^Edit index Unique: title/ }).click();
  await page.getByRole('dialog', { name: 'Update index' }).getByRole('button', { name: 'Delete' }).click();
  await panel.getByRole('button', { name: 'Save changes' }).click();
  await expect(panel).toHaveCount(0);
  expect((await getCollection(url, token, coll.id)).indexes).toEqual([]);
});

test('API rules lock and unlock, autocomplete the collection fields, and save', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const coll = await createCollection(url, token, {
    name: uniqueName('rules'),
    schema: fieldsPayload(['title']),
  });
  await openCollection(page, url, coll);
  const panel = await openEditCollection(page);
  await panel.getByRole('tab', { name: /API Rules/ }).click();
  const listRule = panel.locator('[data-rule="listRule"]');
  await expect(listRule).toContainText('Admins only');
  await listRule.getByRole('button', { name: 'Unlock: List/Search rule' }).click();
  const editor = listRule.getByRole('textbox', { name: 'List/Search rule' });
  await editor.click();
  await expect(listRule.locator('.cm-content')).toBeVisible();
  await page.keyboard.type('tit');
  const completion = page.getByRole('listbox').getByRole('option', { name: /^title/ });
  await expect(completion).toBeVisible();
  await page.keyboard.press('Enter');
  await page.keyboard.type(' != "x"');
  await expect(listRule.locator('.cm-content')).toHaveText('title != "x"');
  // a rule is set: the tab carries the warning marker
  await expect(panel.getByRole('tab', { name: /API Rules/ })).toContainText('Some rules are set');
  // Set Admins only keeps the text aside; Unlock gives it back
  await listRule.getByRole('button', { name: 'Set Admins only: List/Search rule' }).click();
  await expect(listRule).toContainText('Admins only');
  await listRule.getByRole('button', { name: 'Unlock: List/Search rule' }).click();
  await expect(listRule.getByRole('textbox', { name: 'List/Search rule' })).toHaveText('title != "x"');
  // an unlocked empty rule lets everyone in, and says so
  const viewRule = panel.locator('[data-rule="viewRule"]');
  await viewRule.getByRole('button', { name: 'Unlock: View rule' }).click();
  await expect(viewRule).toContainText('Everyone, guests included, can perform this action.');
  await expect(panel.locator('[data-rule="createRule"]')).toContainText('dry save');
  // the list of available fields toggles
  await panel.getByRole('button', { name: 'Show available fields' }).click();
  await expect(panel.getByRole('list', { name: 'Available fields' })).toContainText('@request.auth.id');
  await expect(panel.getByRole('list', { name: 'Available fields' })).toContainText(
    `@collection.users.email`,
  );
  await panel.getByRole('button', { name: 'Hide available fields' }).click();
  await expectNoA11yViolations(page);
  await panel.getByRole('button', { name: 'Save changes' }).click();
  await expect(panel).toHaveCount(0);
  const saved = await getCollection(url, token, coll.id);
  expect(saved).toMatchObject({ listRule: 'title != "x"', viewRule: '', createRule: null, deleteRule: null });
});

test('a new auth collection starts with every sign-in method on and min length 8; its options save', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const name = uniqueName('members');
  const panel = await openNewCollection(page);
  await collectionName(panel).fill(name);
  await panel.getByRole('radio', { name: 'Auth' }).check();
  await panel.getByRole('tab', { name: 'Options' }).click();
  for (const title of ['Username/Password', 'Email/Password', 'OAuth2'])
    await expect(panel.getByRole('button', { name: new RegExp(`^${title}`) })).toContainText('Enabled');
  await expect(panel.getByLabel('Minimum password length')).toHaveValue('8');
  await expect(panel.getByRole('link', { name: 'Manage OAuth2 providers' })).toHaveCount(0);
  await panel.getByRole('button', { name: /^OAuth2/ }).click();
  await expect(panel.getByRole('link', { name: 'Manage OAuth2 providers' })).toHaveAttribute(
    'href',
    '#/settings/auth-providers',
  );
  await panel.getByRole('button', { name: /^Username\/Password/ }).click();
  await panel.getByLabel('Enable').uncheck();
  await expect(panel.getByRole('button', { name: /^Username\/Password/ })).toContainText('Disabled');
  await panel.getByRole('button', { name: /^Email\/Password/ }).click();
  await panel.getByLabel('Only domains').fill('example.com');
  await expect(panel.getByLabel('Except domains')).toBeDisabled();
  await panel.getByLabel('Minimum password length').fill('5');
  await expectNoA11yViolations(page);
  await panel.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(panel.getByRole('tab', { name: /Options/ })).toContainText('Has errors');
  await panel.getByLabel('Minimum password length').fill('10');
  await panel.getByRole('tab', { name: /API Rules/ }).click();
  const manage = panel.locator('[data-rule="options.manageRule"]');
  await manage.getByRole('button', { name: 'Unlock: Manage rule' }).click();
  await manage.getByRole('textbox', { name: 'Manage rule' }).click();
  await page.keyboard.insertText('@request.auth.id != ""');
  await panel.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(panel).toHaveCount(0);
  const saved = await getCollection(url, token, name);
  expect(saved.type).toBe('auth');
  expect(saved.options).toMatchObject({
    allowUsernameAuth: false,
    allowEmailAuth: true,
    allowOAuth2Auth: true,
    minPasswordLength: 10,
    onlyEmailDomains: ['example.com'],
    manageRule: '@request.auth.id != ""',
  });
});

test('a view collection: its query is rejected, then fixed and saved', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const name = uniqueName('view');
  const panel = await openNewCollection(page);
  await collectionName(panel).fill(name);
  await panel.getByRole('radio', { name: 'View' }).check();
  await expect(panel.getByRole('tab', { name: 'Query' })).toBeVisible();
  await panel.getByRole('tab', { name: /API Rules/ }).click();
  await expect(panel.locator('[data-rule]')).toHaveCount(2);
  await panel.getByRole('tab', { name: 'Query' }).click();
  const query = panel.getByRole('textbox', { name: /Select query/ });
  await query.click();
  await page.keyboard.insertText('SELECT id, nope FROM users');
  await panel.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(panel.getByRole('alert').filter({ hasText: 'Invalid query' })).toBeVisible();
  await expect(panel.getByRole('tab', { name: /Query/ })).toContainText('Has errors');
  await expectNoA11yViolations(page);
  await query.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText('SELECT id, email FROM users');
  await panel.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(panel).toHaveCount(0);
  const saved = await getCollection(url, token, name);
  expect(saved.type).toBe('view');
  expect(saved.options.query).toBe('SELECT id, email FROM users');
  expect(saved.schema.map((f) => f.name)).toEqual(['email']);
});

test('duplicate copies a collection with new index names; delete asks, removes it and says so', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const name = uniqueName('dup');
  const coll = await createCollection(url, token, { name, schema: fieldsPayload(['title']) });
  await api(url, `/api/collections/${coll.id}`, {
    method: 'PATCH',
    token,
    body: { indexes: [`CREATE INDEX \`idx_dup${coll.id}\` ON \`${name}\` (\`title\`)`] },
  });
  await openCollection(page, url, coll);
  let panel = await openEditCollection(page);
  await panel.getByRole('button', { name: 'Collection actions' }).click();
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  panel = page.getByRole('dialog', { name: 'New collection' });
  await expect(collectionName(panel)).toHaveValue(`${name}_duplicate`);
  await panel.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(panel).toHaveCount(0);
  const copy = await getCollection(url, token, `${name}_duplicate`);
  expect(copy.id).not.toBe(coll.id);
  expect(copy.schema.map((f) => f.name)).toEqual(['title']);
  expect(copy.indexes).toHaveLength(1);
  expect(copy.indexes[0]).not.toContain(`idx_dup${coll.id}`);
  expect(copy.indexes[0]).toContain(`\`${name}_duplicate\``);

  // delete the copy (now the open collection)
  await expect(page.getByRole('heading', { name: new RegExp(`${name}_duplicate`) })).toBeVisible();
  panel = await openEditCollection(page);
  await panel.getByRole('button', { name: 'Collection actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Confirmation' });
  await expect(confirmation).toContainText(
    `Do you really want to delete collection "${name}_duplicate" and all its records?`,
  );
  await confirmation.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(`Successfully deleted collection "${name}_duplicate".`)).toBeVisible();
  await expect(panel).toHaveCount(0);
  await expect(
    page.getByRole('navigation', { name: 'Collections' }).getByRole('link', { name: `${name}_duplicate` }),
  ).toHaveCount(0);
  const left = await api<{ items: { name: string }[] }>(url, `/api/collections?perPage=500`, { token });
  expect(left.items.map((c) => c.name)).not.toContain(`${name}_duplicate`);
});

test('hideControls hides New collection and the edit gear, and the editor does not open from the address', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const coll = await createCollection(url, token, {
    name: uniqueName('hidden'),
    schema: fieldsPayload(['title']),
  });
  await api(url, '/api/settings', { method: 'PATCH', token, body: { meta: { hideControls: true } } });
  try {
    await page.goto(`${url}/_/#/collections?collectionId=${coll.id}&editCollection=${coll.id}`);
    await page.reload();
    await expect(page.getByRole('heading', { name: new RegExp(coll.name) })).toBeVisible();
    await expect(page.getByRole('button', { name: 'API Preview' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'New collection' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Edit collection' })).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  } finally {
    await api(url, '/api/settings', { method: 'PATCH', token, body: { meta: { hideControls: false } } });
  }
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Edit collection' })).toBeVisible();
});

test('a collection is created by keyboard alone', async ({ adminPage: { page, url }, server }) => {
  const token = await adminToken(url, server.admin);
  const name = uniqueName('keys');
  await page.getByRole('button', { name: 'New collection' }).focus();
  await page.keyboard.press('Enter');
  const panel = editorPanel(page);
  await expect(collectionName(panel)).toBeFocused();
  await page.keyboard.type(name);
  // Tab on to New field, open its menu, pick Plain text
  for (let i = 0; i < 20; i += 1) {
    await page.keyboard.press('Tab');
    if (
      await panel.getByRole('button', { name: 'New field' }).evaluate((el) => el === document.activeElement)
    )
      break;
  }
  await expect(panel.getByRole('button', { name: 'New field' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Plain text' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(
    fieldCards(panel)
      .first()
      .getByRole('textbox', { name: /^Name of the/ }),
  ).toBeFocused();
  await page.keyboard.type('headline');
  // the required flag sits in the open card's body, reached by Tab
  for (let i = 0; i < 10; i += 1) {
    await page.keyboard.press('Tab');
    if (await panel.getByLabel('Nonempty').evaluate((el) => el === document.activeElement)) break;
  }
  await page.keyboard.press('Space');
  await expect(panel.getByLabel('Nonempty')).toBeChecked();
  await page.keyboard.press('ControlOrMeta+S');
  await expect(panel).toHaveCount(0);
  const saved = await getCollection(url, token, name);
  expect(saved.schema).toMatchObject([{ name: 'headline', type: 'text', required: true }]);
});

test('the API preview documents each action of the collection, by kind', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const coll = await createCollection(url, token, {
    name: uniqueName('docs'),
    schema: fieldsPayload(['title']),
  });
  await openCollection(page, url, coll);
  await page.getByRole('button', { name: 'API Preview' }).click();
  let docs = page.getByRole('dialog', { name: `API Preview: ${coll.name}` });
  const tabs = docs.getByRole('tablist', { name: `${coll.name} API endpoints` }).getByRole('tab');
  await expect(tabs).toHaveText(['List/Search', 'View', 'Create', 'Update', 'Delete', 'Realtime']);
  await docs.getByRole('tab', { name: 'View' }).click();
  await expect(docs).toContainText(`/api/collections/${coll.name}/records/:id`);
  await expectNoA11yViolations(page);
  await docs.getByRole('button', { name: 'Close' }).last().click();
  await expect(docs).toHaveCount(0);

  const users = await getCollection(url, token, 'users');
  await openCollection(page, url, users);
  await page.getByRole('button', { name: 'API Preview' }).click();
  docs = page.getByRole('dialog', { name: 'API Preview: users' });
  await expect(docs.getByRole('tab', { name: 'Auth with password' })).toBeVisible();
  await expect(docs.getByRole('tab', { name: 'Unlink OAuth2 account' })).toBeVisible();
  await docs.getByRole('tab', { name: 'Auth with password' }).click();
  await expect(docs).toContainText('/api/collections/users/auth-with-password');
  await expectNoA11yViolations(page);
});

test('payloads stored in rules, an index and a view query stay text in the editor and the API preview', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const name = uniqueName('xss_rules');
  const coll = await createCollection(url, token, { name, schema: fieldsPayload(['title']) });
  const payloads = [
    '<img src=x onerror=window.__xss=1>',
    '"><script>window.__xss=2</script>',
    '<svg onload=window.__xss=3>',
  ];
  await api(url, `/api/collections/${coll.id}`, {
    method: 'PATCH',
    token,
    body: {
      listRule: `title = '${payloads[0]}'`,
      viewRule: `title != '${payloads[1].replace(/"/g, '')}'`,
      indexes: [
        `CREATE INDEX \`idx_x${coll.id}\` ON \`${name}\` (\`title\`) WHERE title != '${payloads[2]}'`,
      ],
    },
  });
  const view = await createCollection(url, token, {
    name: uniqueName('xss_view'),
    type: 'view',
    options: { query: `SELECT id, '${payloads[0]}' AS label FROM ${name}` },
  });

  await openCollection(page, url, coll);
  const panel = await openEditCollection(page);
  await panel.getByRole('button', { name: /^Edit index title/ }).click();
  const indexDialog = page.getByRole('dialog', { name: 'Update index' });
  await expect(indexDialog.getByLabel(/^Where/)).toHaveValue(`title != '${payloads[2]}'`);
  await expect(indexDialog).toContainText(payloads[2]);
  await indexDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(indexDialog).toHaveCount(0);
  await panel.getByRole('tab', { name: /API Rules/ }).click();
  await expect(panel.locator('[data-rule="listRule"]')).toContainText(payloads[0]);
  await panel.getByRole('button', { name: 'Cancel' }).click();
  await expect(panel).toHaveCount(0);
  await page.getByRole('button', { name: 'API Preview' }).click();
  const docs = page.getByRole('dialog', { name: `API Preview: ${name}` });
  await expect(docs).toContainText(payloads[0]);
  await docs.getByRole('button', { name: 'Close' }).last().click();

  await openCollection(page, url, view);
  const viewPanel = await openEditCollection(page);
  await expect(viewPanel.getByRole('textbox', { name: /Select query/ })).toContainText(payloads[0]);
  await expect(page.locator('img[onerror], svg[onload], script:not([src])')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test('a new collection being typed survives a reload as a draft', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const name = uniqueName('draft');
  const panel = await openNewCollection(page);
  await collectionName(panel).fill(name);
  await addField(panel, 'Number', 'amount');
  await page.reload();
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Restore draft' }).click();
  await expect(collectionName(panel)).toHaveValue(name);
  await expect.poll(() => namesOf(panel)).toEqual(['amount']);
  await panel.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(panel).toHaveCount(0);
  expect((await getCollection(url, token, name)).schema.map((f) => f.type)).toEqual(['number']);
  // the draft is gone once saved
  await page.getByRole('button', { name: 'New collection' }).click();
  await expect(editorPanel(page).getByRole('button', { name: 'Restore draft' })).toHaveCount(0);
});

test('the editor of the collection on screen is prepared hidden while the records show, and each opening shows the saved collection', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const coll = await createCollection(url, token, {
    name: uniqueName('prepared'),
    schema: fieldsPayload(['alpha', 'beta']),
  });
  await openCollection(page, url, coll);
  // prepared at idle: in the page, closed, out of sight and out of the accessibility tree
  const hiddenFieldNames = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('dialog:not([open]) input[aria-label^="Name of the"]')].map(
        (input) => (input as HTMLInputElement).value,
      ),
    );
  await expect.poll(hiddenFieldNames).toEqual(['alpha', 'beta']);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectNoA11yViolations(page);

  // the gear shows it, with the focus inside
  let panel = await openEditCollection(page);
  await expect(collectionName(panel)).toHaveValue(coll.name);
  expect(await namesOf(panel)).toEqual(['alpha', 'beta']);
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('dialog[open]'))).toBe(true);

  // what was typed and discarded does not come back with the next opening
  await fieldNames(panel).first().fill('alpha_typed');
  await page.keyboard.press('Escape');
  const discard = page.getByRole('dialog', { name: 'Confirmation' });
  await expect(discard).toContainText('You have unsaved changes. Do you really want to close the panel?');
  await discard.getByRole('button', { name: 'Yes' }).click();
  await expect(panel).toHaveCount(0);
  await expect.poll(hiddenFieldNames).toEqual(['alpha', 'beta']);
  panel = await openEditCollection(page);
  expect(await namesOf(panel)).toEqual(['alpha', 'beta']);

  // a saved change is what the next opening shows
  await fieldNames(panel).nth(1).fill('beta_saved');
  await saveCollection(panel, 'Save changes');
  await page
    .getByRole('dialog', { name: 'Confirm collection changes' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(page.getByText('Successfully updated collection.')).toBeVisible();
  await expect(panel).toHaveCount(0);
  expect((await getCollection(url, token, coll.id)).schema.map((f) => f.name)).toEqual([
    'alpha',
    'beta_saved',
  ]);
  await expect.poll(hiddenFieldNames).toEqual(['alpha', 'beta_saved']);
  panel = await openEditCollection(page);
  expect(await namesOf(panel)).toEqual(['alpha', 'beta_saved']);
  await expect(panel.getByRole('button', { name: 'Save changes' })).toBeDisabled();
});

test('the hidden editor whose chunk arrives after the page was left does not break the dashboard', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const coll = await createCollection(url, token, { name: uniqueName('left'), schema: fieldsPayload(['a']) });
  // a fresh load, on which the editor's chunk is held until the collections page is gone
  await page.goto('about:blank');
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = () => {};
  const isAsked = new Promise<void>((resolve) => (asked = resolve));
  await page.route(/CollectionEditorPanel-[\w-]+\.js$/, async (route) => {
    asked();
    await released;
    await route.continue();
  });
  await openCollection(page, url, coll);
  await isAsked;
  // past the page's delay before preparing, and idle twice: the hidden editor has rendered and waits
  // on its chunk
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        setTimeout(() => requestIdleCallback(() => requestIdleCallback(() => resolve())), 400),
      ),
  );
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings / Application' })).toBeVisible();
  const arrived = page.waitForResponse(/CollectionEditorPanel-[\w-]+\.js$/);
  release();
  await arrived;
  // a frame after the chunk ran: the console guard sees any error React threw for it
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  await expect(page.getByRole('heading', { name: 'Settings / Application' })).toBeVisible();
});
