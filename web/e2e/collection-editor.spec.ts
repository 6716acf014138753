import { expectNoA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { adminToken } from './support/api';
import {
  addField,
  getCollection,
  openCard,
  openNewCollection,
  pickOptions,
  saveCollection,
} from './support/collectionEditor';
import { uniqueName } from './support/records';

// The collection editor on the real backend: each test creates collections of its own (unique names).

test('a base collection with every field type and option is created and read back from the server', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const name = uniqueName('every_type');
  const panel = await openNewCollection(page);
  await expectNoA11yViolations(page);
  await panel.getByLabel('Name').fill(`${name} x`); // slugified as typed
  await expect(panel.getByLabel('Name')).toHaveValue(`${name}_x`);
  await panel.getByLabel('Name').fill(name);

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
