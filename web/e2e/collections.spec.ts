import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { hashQuery, holdChunkUntilRequest, openCollection, recordRow, recordRows } from './support/screens';
import { adminToken, api } from './support/api';
import { XSS } from './support/xss';
import {
  createCollection,
  createRecord,
  createRecordsInOrder,
  createRecordWithFiles,
  PNG_1X1,
  uniqueName,
} from './support/records';

// The collections screen on real data: every test creates its own collections (unique names).

const rows = recordRows;
const rowWith = recordRow;
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Collections' });

test('the sidebar lists auth, then base, then view collections, filters as typed and marks the selected one', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const tag = uniqueName('sb');
  const base = await createCollection(url, token, {
    name: `${tag}_a_base`,
    schema: [{ name: 'title', type: 'text' }],
  });
  const auth = await createCollection(url, token, { name: `${tag}_z_auth`, type: 'auth' });
  const view = await createCollection(url, token, {
    name: `${tag}_m_view`,
    type: 'view',
    options: { query: `select id, title from ${base.name}` },
  });

  await openCollection(page, url, base);
  const search = sidebar(page).getByRole('searchbox', { name: 'Search collections' });
  await expect(search).toHaveAttribute('placeholder', 'Search collections...');
  await search.fill(tag.toUpperCase()); // case-insensitive
  await expect(sidebar(page).getByRole('link')).toHaveText([auth.name, base.name, `${view.name}view`]);
  await expect(sidebar(page).getByRole('link', { name: base.name })).toHaveAttribute('aria-current', 'page');

  await search.fill(`${tag}-nothing`);
  await expect(sidebar(page).getByText('No collections found.')).toBeVisible();

  // keyboard: from the search box to a collection
  await search.fill(tag);
  await search.focus();
  await page.keyboard.press('Tab');
  await expect(sidebar(page).getByRole('link', { name: auth.name })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => hashQuery(page).get('collectionId')).toBe(auth.id);
  await expect(page.getByRole('heading', { name: new RegExp(auth.name) })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('without a collection in the address the first one opens; an unknown one says it was not found', async ({
  adminPage: { page, url },
}) => {
  await page.goto(`${url}/_/#/collections`);
  const first = sidebar(page).getByRole('link').first();
  await expect(first).toHaveAttribute('aria-current', 'page');
  const firstName = (await first.textContent()) ?? '';
  await expect(page.getByRole('heading', { name: new RegExp(firstName) })).toBeVisible();
  expect(hashQuery(page).get('collectionId')).toBeTruthy();

  await page.goto(`${url}/_/#/collections?collectionId=no_such_collection`);
  await expect(
    page.getByText('The collection “no_such_collection” was not found.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('filter and sort live in the URL, survive a reload and follow Back; a bad filter says the list could not load', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const posts = await createCollection(url, token, {
    name: uniqueName('posts'),
    schema: [
      { name: 'title', type: 'text' },
      { name: 'rank', type: 'number' },
    ],
  });
  await createRecordsInOrder(url, token, posts.id, [
    { title: 'alpha', rank: 2 },
    { title: 'beta', rank: 3 },
    { title: 'gamma', rank: 1 },
  ]);

  await openCollection(page, url, posts);
  await expect(rows(page)).toHaveCount(3);
  // default sort: newest first
  await expect(rows(page).first()).toContainText('gamma');
  await expect(page.locator('[data-list-count]')).toHaveText('Showing 3 of 3');

  // plain text searches the text-like fields
  const request = page.waitForRequest((r) => r.url().includes('/records?') && r.url().includes('filter='));
  await page.getByRole('textbox', { name: 'Search records' }).click();
  await page.keyboard.type('bet');
  await page.keyboard.press('Enter');
  const sent = new URL((await request).url()).searchParams.get('filter') ?? '';
  expect(sent).toContain('title~"bet"');
  expect(sent).toContain('id~"bet"');
  await expect(rows(page)).toHaveCount(1);
  expect(hashQuery(page).get('filter')).toBe('bet');

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(rows(page)).toHaveCount(3);

  // sort cycles ascending, descending, none
  const rank = page.getByRole('columnheader', { name: 'rank' });
  await rank.getByRole('button').click();
  await expect(rank).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows(page).first()).toContainText('gamma');
  expect(hashQuery(page).get('sort')).toBe('rank');
  await rank.getByRole('button').click();
  await expect(rank).toHaveAttribute('aria-sort', 'descending');
  await expect(rows(page).first()).toContainText('beta');

  await page.reload();
  await expect(rank).toHaveAttribute('aria-sort', 'descending');
  await expect(rows(page).first()).toContainText('beta');
  await page.goBack();
  await expect(rank).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows(page).first()).toContainText('gamma');

  await rank.getByRole('button').click();
  await rank.getByRole('button').click();
  await expect(rank).toHaveAttribute('aria-sort', 'none');

  // a filter the server rejects: the list says so, no toast
  await page.getByRole('textbox', { name: 'Search records' }).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('nofield = 1');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Could not load the records.')).toBeVisible();
  await expect(page.getByText('No records found.')).toHaveCount(0);
  await expect(page.locator('[data-toast]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Clear filters' })).toBeVisible();

  // a filter with no match: the empty text and Clear filters
  await page.goto(
    `${url}/_/#/collections?collectionId=${posts.id}&filter=${encodeURIComponent('rank > 100')}`,
  );
  await expect(page.getByText('No records found.')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(rows(page)).toHaveCount(3);
});

/** `authors` (name) and `books` (title, a single relation to authors shown by name). */
async function createAuthorsAndBooks(url: string, token: string) {
  const authors = await createCollection(url, token, {
    name: uniqueName('authors'),
    schema: [{ name: 'name', type: 'text' }],
  });
  const books = await createCollection(url, token, {
    name: uniqueName('books'),
    schema: [
      { name: 'title', type: 'text' },
      {
        name: 'author',
        type: 'relation',
        options: { collectionId: authors.id, maxSelect: 1, displayFields: ['name'], cascadeDelete: false },
      },
    ],
  });
  return { authors, books };
}

test('a fresh load asks for the collections and the first records page while its page chunks load, once each', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const { authors, books } = await createAuthorsAndBooks(url, token);
  const amy = await createRecord(url, token, authors.id, { name: 'Amy' });
  await createRecord(url, token, books.id, { title: 'first-book', author: amy.id });
  await createRecord(url, token, books.id, { title: 'second-book', author: amy.id });
  await createRecord(url, token, books.id, { title: 'other', author: amy.id });

  const isList = (u: string) => /\/api\/collections\?/.test(u);
  const isRecords = (u: string) => u.includes(`/api/collections/${books.id}/records?`);
  const sent: string[] = [];
  page.on('request', (r) => {
    if (isList(r.url()) || isRecords(r.url())) sent.push(r.url());
  });
  // only the boot-time prefetch can ask for records before the collections screen's chunk runs
  const recordsBeforeChunk = await holdChunkUntilRequest(
    page,
    /\/assets\/collections-view-[\w-]+\.js$/,
    isRecords,
  );
  // by name, with a search and a sort in the address
  await page.goto(`${url}/_/#/collections?collectionId=${books.name}&filter=book&sort=-title`);
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).first()).toContainText('second-book');
  expect(recordsBeforeChunk()).toBe(true);

  // the page took both prefetched answers over instead of asking again
  expect(sent.filter(isList)).toHaveLength(1);
  const records = sent.filter(isRecords);
  expect(records).toHaveLength(1);
  const params = new URL(records[0]).searchParams;
  expect(params.get('sort')).toBe('-title');
  expect(params.get('expand')).toBe('author');
  expect(params.get('filter')).toContain('title~"book"');

  // a new search is the page's own request
  await page.getByRole('textbox', { name: 'Search records' }).fill('other');
  await page.keyboard.press('Enter');
  await expect(rows(page)).toHaveCount(1);
  expect(sent.filter(isRecords)).toHaveLength(2);
});

test('sorting by a relation uses its displayFields', async ({ adminPage: { page, url }, server }) => {
  const token = await adminToken(url, server.admin);
  const { authors, books } = await createAuthorsAndBooks(url, token);
  const zed = await createRecord(url, token, authors.id, { name: 'Zed' });
  const amy = await createRecord(url, token, authors.id, { name: 'Amy' });
  await createRecord(url, token, books.id, { title: 'by-zed', author: zed.id });
  await createRecord(url, token, books.id, { title: 'by-amy', author: amy.id });

  await openCollection(page, url, books);
  // relations show the expanded record by its displayFields
  await expect(rowWith(page, 'by-zed')).toContainText('Zed');
  const request = page.waitForRequest(
    (r) => r.url().includes('/records?') && r.url().includes('sort=author'),
  );
  await page.getByRole('columnheader', { name: 'author' }).getByRole('button').click();
  expect(new URL((await request).url()).searchParams.get('sort')).toBe('author.name');
  await expect(rows(page).first()).toContainText('by-amy');
  await page.getByRole('columnheader', { name: 'author' }).getByRole('button').click();
  await expect(rows(page).first()).toContainText('by-zed');
});

test('hidden columns are remembered per collection across a reload', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const notes = await createCollection(url, token, {
    name: uniqueName('notes'),
    schema: [
      { name: 'title', type: 'text' },
      { name: 'body', type: 'text' },
    ],
  });
  await createRecord(url, token, notes.id, { title: 'hello', body: 'world' });
  await openCollection(page, url, notes);
  await expect(page.getByRole('columnheader', { name: 'body' })).toBeVisible();

  await page.getByRole('button', { name: 'Toggle columns' }).click();
  const columns = page.getByRole('group', { name: 'Columns' });
  await expectNoA11yViolations(page);
  await columns.getByRole('checkbox', { name: 'body', exact: true }).uncheck();
  await page.keyboard.press('Escape');
  await expect(columns).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Toggle columns' })).toBeFocused();
  await expect(page.getByRole('columnheader', { name: 'body' })).toHaveCount(0);

  await page.reload();
  await expect(rowWith(page, 'hello')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'body' })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'title' })).toBeVisible();
  expect(
    await page.evaluate((id) => localStorage.getItem(`larder_hidden_columns_${id}`), notes.id),
  ).toContain('body');
});

test('auth collections show username, email and a named verified icon; Load more appends pages of 30', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const members = await createCollection(url, token, { name: uniqueName('members'), type: 'auth' });
  const password = 'member-password-1';
  await Promise.all(
    Array.from({ length: 35 }, (_, i) =>
      createRecord(url, token, members.id, {
        username: `member${i}`,
        email: `member${i}@example.com`,
        password,
        passwordConfirm: password,
        verified: i === 0,
      }),
    ),
  );
  await openCollection(page, url, members);
  for (const column of ['id', 'username', 'email', 'created', 'updated'])
    await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  await expect(page.locator('[data-list-count]')).toHaveText('Showing 30 of 35');
  await expect(page.getByRole('table', { name: 'Records' })).toHaveAttribute('aria-rowcount', '31');
  await page.getByRole('button', { name: 'Load more (5 remaining)' }).click();
  await expect(page.locator('[data-list-count]')).toHaveText('Showing 35 of 35');
  await expect(page.getByRole('button', { name: /Load more/ })).toHaveCount(0);

  await page.goto(
    `${url}/_/#/collections?collectionId=${members.id}&filter=${encodeURIComponent('username = "member0"')}`,
  );
  await expect(rowWith(page, 'member0').getByRole('img', { name: 'Verified' })).toBeVisible();
  await page.goto(
    `${url}/_/#/collections?collectionId=${members.id}&filter=${encodeURIComponent('username = "member1"')}`,
  );
  await expect(rowWith(page, 'member1').getByRole('img', { name: 'Unverified' })).toBeVisible();
});

test('a row opens a read-only preview of every field by click, Enter or Space, kept in the URL across a reload', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const items = await createCollection(url, token, {
    name: uniqueName('items'),
    schema: [
      { name: 'title', type: 'text' },
      { name: 'done', type: 'bool' },
      { name: 'tags', type: 'select', options: { values: ['red', 'blue'], maxSelect: 2 } },
      { name: 'data', type: 'json' },
      { name: 'due', type: 'date' },
      { name: 'site', type: 'url' },
    ],
  });
  const record = await createRecord(url, token, items.id, {
    title: 'x'.repeat(200),
    done: true,
    tags: ['red', 'blue'],
    data: { a: 1 },
    due: '2026-05-04 10:20:30.000Z',
    site: 'https://example.com/page',
  });
  await openCollection(page, url, items);
  const row = rowWith(page, record.id);
  // long text cut to 150 characters in the cell, the full text in the tooltip
  await expect(row.getByText('x'.repeat(150) + '…')).toBeVisible();
  await expect(row.getByText('x'.repeat(150) + '…')).toHaveAttribute('title', 'x'.repeat(200));
  await expect(row).toContainText('{"a":1}');
  await expect(row).toContainText('2026-05-04 10:20:30');
  await expect(row.getByRole('link', { name: 'https://example.com/page' })).toHaveAttribute(
    'target',
    '_blank',
  );

  await row.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: `Edit ${items.name} record` });
  await expect(panel).toBeVisible();
  await expect(panel.getByLabel('id', { exact: true })).toHaveValue(record.id);
  await expect(panel.getByLabel('title', { exact: true })).toHaveValue('x'.repeat(200));
  await expect(panel.getByRole('group', { name: 'tags' }).getByLabel('red')).toBeChecked();
  await expectNoA11yViolations(page);
  expect(hashQuery(page).get('recordId')).toBe(record.id);

  await page.reload();
  await expect(panel).toBeVisible();
  await expect(panel.getByLabel('id', { exact: true })).toHaveValue(record.id);
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  expect(hashQuery(page).get('recordId')).toBeNull();

  await row.focus();
  await page.keyboard.press(' ');
  await expect(panel).toBeVisible();
});

test('bulk delete: a record that cannot be deleted is named with the reason and stays selected, the rest go', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const tags = await createCollection(url, token, {
    name: uniqueName('tags'),
    schema: [{ name: 'label', type: 'text' }],
  });
  const used = await createRecord(url, token, tags.id, { label: 'used' });
  await createRecord(url, token, tags.id, { label: 'free1' });
  await createRecord(url, token, tags.id, { label: 'free2' });
  const posts = await createCollection(url, token, {
    name: uniqueName('tagged'),
    schema: [
      {
        name: 'tag',
        type: 'relation',
        required: true,
        options: { collectionId: tags.id, maxSelect: 1, cascadeDelete: false },
      },
    ],
  });
  await createRecord(url, token, posts.id, { tag: used.id });

  await openCollection(page, url, tags);
  await expect(rows(page)).toHaveCount(3);
  await page.getByRole('checkbox', { name: 'Select all loaded records' }).check();
  const bulk = page.getByRole('region', { name: 'Selected records' });
  await expect(bulk).toContainText('Selected 3 records');
  await bulk.getByRole('button', { name: 'Delete selected' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Confirmation' });
  await expect(confirmation).toContainText('Do you really want to delete the selected records?');
  await expectNoA11yViolations(page);
  await confirmation.getByRole('button', { name: 'Yes' }).click();

  const failures = page.getByRole('alert').filter({ hasText: 'could not be deleted' });
  await expect(failures).toContainText(used.id);
  await expect(bulk).toContainText('Selected 1 record');
  await expect(rows(page)).toHaveCount(1);
  await expect(rowWith(page, 'used').getByRole('checkbox')).toBeChecked();

  // one record, all fine
  await bulk.getByRole('button', { name: 'Reset' }).click();
  await expect(bulk).toHaveCount(0);
  const single = await createRecord(url, token, tags.id, { label: 'single' });
  await page.getByRole('button', { name: 'Refresh' }).click();
  await rowWith(page, single.id).getByRole('checkbox').check();
  await bulk.getByRole('button', { name: 'Delete selected' }).click();
  await expect(confirmation).toContainText('Do you really want to delete the selected record?');
  await confirmation.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Successfully deleted the selected record.')).toBeVisible();
  await expect(rowWith(page, single.id)).toHaveCount(0);
});

test('protected thumbnails share one file token request, cached for the next load', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const photos = await createCollection(url, token, {
    name: uniqueName('photos'),
    schema: [
      { name: 'title', type: 'text' },
      {
        name: 'image',
        type: 'file',
        options: { maxSelect: 1, maxSize: 100000, protected: true, thumbs: [] },
      },
      { name: 'doc', type: 'file', options: { maxSelect: 1, maxSize: 100000, protected: false } },
    ],
  });
  for (let i = 0; i < 4; i++)
    await createRecordWithFiles(
      url,
      token,
      photos.id,
      { title: `p${i}` },
      {
        image: [[`pic${i}.png`, PNG_1X1, 'image/png']],
        doc: [[`notes${i}.pdf`, '%PDF-1.4', 'application/pdf']],
      },
    );

  const tokenRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/files/token')) tokenRequests.push(r.method());
  });
  await openCollection(page, url, photos);
  const images = page.locator('[data-record-row] img');
  await expect(images).toHaveCount(4);
  await expect
    .poll(() => images.evaluateAll((els) => els.every((el) => (el as HTMLImageElement).naturalWidth > 0)))
    .toBe(true);
  expect(await images.first().getAttribute('src')).toContain('token=');
  expect(tokenRequests).toEqual(['POST']);
  // other files show a type icon named by the file
  await expect(rowWith(page, 'p0').getByRole('img', { name: /notes0.*\.pdf/ })).toBeVisible();

  await page.reload();
  await expect(images).toHaveCount(4);
  await expect
    .poll(() => images.evaluateAll((els) => els.every((el) => (el as HTMLImageElement).naturalWidth > 0)))
    .toBe(true);
  expect(tokenRequests).toEqual(['POST']);
});

test('the table follows changes made elsewhere: new records wait behind a pill, updates and deletes apply in place', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const feed = await createCollection(url, token, {
    name: uniqueName('feed'),
    schema: [{ name: 'title', type: 'text' }],
  });
  const first = await createRecord(url, token, feed.id, { title: 'first' });
  const gone = await createRecord(url, token, feed.id, { title: 'to-delete' });
  // the realtime connection is set up once the subscription request went through
  const subscribed = page.waitForResponse(
    (r) => r.url().endsWith('/api/realtime') && r.request().method() === 'POST',
  );
  await openCollection(page, url, feed);
  await expect(rows(page)).toHaveCount(2);
  expect((await subscribed).status()).toBe(204);

  await createRecord(url, token, feed.id, { title: 'from-elsewhere' });
  await expect(page.getByRole('button', { name: '+1 new record' })).toBeVisible();
  await expect(rows(page)).toHaveCount(2);

  await api(url, `/api/collections/${feed.id}/records/${first.id}`, {
    method: 'PATCH',
    token,
    body: { title: 'first-updated' },
  });
  await expect(rowWith(page, first.id)).toContainText('first-updated');

  await api(url, `/api/collections/${feed.id}/records/${gone.id}`, { method: 'DELETE', token });
  await expect(rowWith(page, gone.id)).toHaveCount(0);

  await page.getByRole('button', { name: '+1 new record' }).click();
  await expect(rowWith(page, 'from-elsewhere')).toBeVisible();
  await expect(page.getByRole('button', { name: /new record/ })).toHaveCount(0);

  // another collection: the subscription moves with it, the old one ends
  const other = await createCollection(url, token, {
    name: uniqueName('other'),
    schema: [{ name: 'title', type: 'text' }],
  });
  const moved = page.waitForRequest(
    (r) =>
      r.url().endsWith('/api/realtime') &&
      r.method() === 'POST' &&
      r.postData()?.includes(other.name) === true,
  );
  await openCollection(page, url, other);
  const subscriptions = ((await moved).postDataJSON() as { subscriptions: string[] }).subscriptions;
  expect(subscriptions).toEqual([`${other.name}/*`]);
});

// Inline handlers never reach an HTML parser: Chrome reports each one it parses to the page's
// Content-Security-Policy, even in an inert document where nothing can run, and logs an error that
// the console guard counts. A payload that ran would set window.__xss or open a dialog, which the
// test checks too.
test('an XSS corpus stored in every field type renders as inert text in cells, the editor and the relation picker', async ({
  adminPage: { page, url },
  server,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const token = await adminToken(url, server.admin);
  const refs = await createCollection(url, token, {
    name: uniqueName('xssrefs'),
    schema: [{ name: 'name', type: 'text' }],
  });
  const ref = await createRecord(url, token, refs.id, { name: XSS[0] });
  const evil = await createCollection(url, token, {
    name: uniqueName('xss'),
    schema: [
      { name: 'text', type: 'text' },
      { name: 'rich', type: 'editor' },
      { name: 'data', type: 'json' },
      { name: 'choice', type: 'select', options: { values: [XSS[1], 'plain'], maxSelect: 1 } },
      { name: 'link', type: 'url' },
      { name: 'mail', type: 'email' },
      { name: 'when', type: 'date' },
      { name: 'num', type: 'number' },
      { name: 'flag', type: 'bool' },
      {
        name: 'ref',
        type: 'relation',
        options: { collectionId: refs.id, maxSelect: 1, displayFields: ['name'] },
      },
      { name: 'files', type: 'file', options: { maxSelect: 3, maxSize: 100000 } },
    ],
  });
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(6)"><script>alert(7)</script></svg>';
  const record = await createRecordWithFiles(
    url,
    token,
    evil.id,
    {
      text: XSS.join(' '),
      rich: `<p>${XSS[0]}</p><script>alert(8)</script><img src=x onerror=alert(9)>safe-text`,
      data: JSON.stringify({ html: XSS[1], url: XSS[2] }),
      choice: XSS[1],
      link: 'https://example.com/?q="><script>alert(10)</script>',
      ref: ref.id,
    },
    { files: [['<img src=x onerror=alert(11)>.svg', svg, 'image/svg+xml']] },
  );

  await openCollection(page, url, evil);
  const row = rowWith(page, record.id);
  await expect(row).toContainText(XSS[0]);
  await expect(row).toContainText('safe-text');
  await expect(row).toContainText(XSS[1]);
  // the url field holds a real https link; the payload is in its text only
  await expect(row.getByRole('link')).toHaveAttribute('href', /^https:\/\/example\.com\//);
  await row.click();
  const panel = page.getByRole('dialog', { name: `Edit ${evil.name} record` });
  // every payload sits in an input as its value, or in the rich-text editor as text
  await expect(panel.getByLabel('text', { exact: true })).toHaveValue(XSS.join(' '));
  await expect(panel.getByLabel('choice', { exact: true })).toHaveValue(XSS[1]);
  await expect(panel.getByRole('textbox', { name: 'data', exact: true })).toContainText(XSS[1]);
  const rich = panel.getByRole('textbox', { name: 'rich', exact: true });
  await expect(rich).toContainText('safe-text');
  await expect(page.locator('[onerror], [onload], [onclick]')).toHaveCount(0);
  await expect(panel.getByText(XSS[0]).first()).toBeVisible(); // the related record's label
  // the uploaded SVG is listed as a file with a link to the server's copy, never inlined
  const fileLink = panel.locator('a[href*="/api/files/"]');
  await expect(fileLink.first()).toBeVisible();
  await expect(panel.locator('svg[onload], img[onerror], script, iframe')).toHaveCount(0);
  const served = await fetch(
    `${url}${new URL((await fileLink.first().getAttribute('href'))!, url).pathname}`,
  );
  expect(served.headers.get('content-disposition')).toMatch(/^attachment/);
  expect(served.headers.get('content-security-policy')).toContain('sandbox');
  // the relation picker lists the payload as text too
  await panel.getByRole('button', { name: 'ref: Select record', exact: true }).click();
  const picker = page.getByRole('dialog', { name: `Select ${refs.name} records` });
  await expect(picker.getByText(XSS[0]).first()).toBeVisible();
  await expect(picker.locator('svg[onload], img[onerror], script, iframe')).toHaveCount(0);
  await picker.getByRole('button', { name: 'Cancel' }).click();
  await expect(picker).toHaveCount(0);

  // a payload typed into every input is saved and shown back as text
  await panel.getByLabel('mail', { exact: true }).fill('a@example.com');
  await panel.getByLabel('text', { exact: true }).fill(XSS[3]);
  await panel.getByRole('button', { name: 'Save changes' }).click();
  await expect(panel).toHaveCount(0);
  await expect(row).toContainText(XSS[3]);

  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  // no link anywhere on the screen goes to javascript:
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''));
  expect(hrefs.filter((h) => /^\s*javascript:/i.test(h))).toEqual([]);
});

test('a view has no bulk selection, no default sort without a created column, and opens the read-only preview', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const base = await createCollection(url, token, {
    name: uniqueName('vsrc'),
    schema: [{ name: 'title', type: 'text' }],
  });
  await createRecord(url, token, base.id, { title: 'seen-through-view' });
  const view = await createCollection(url, token, {
    name: uniqueName('vview'),
    type: 'view',
    options: { query: `select id, title from ${base.name}` },
  });
  const request = page.waitForRequest((r) => r.url().includes(`/collections/${view.id}/records?`));
  await openCollection(page, url, view);
  expect(new URL((await request).url()).searchParams.get('sort') ?? '').toBe('');
  const row = rowWith(page, 'seen-through-view');
  await expect(row).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Select all loaded records' })).toHaveCount(0);
  await expect(row.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'created' })).toHaveCount(0);
  await row.click();
  const panel = page.getByRole('dialog', { name: `Preview ${view.name} record` });
  await expect(panel).toContainText('seen-through-view');
});

test('the record preview shows up to 5 file fields', async ({ adminPage: { page, url }, server }) => {
  const token = await adminToken(url, server.admin);
  const names = ['f1', 'f2', 'f3', 'f4', 'f5', 'f6'];
  const base = await createCollection(url, token, {
    name: uniqueName('sixfiles'),
    schema: [
      { name: 'title', type: 'text' },
      ...names.map((name) => ({
        name,
        type: 'file',
        options: { maxSelect: 1, maxSize: 100000, mimeTypes: [], thumbs: [] },
      })),
    ],
  });
  await createRecordWithFiles(
    url,
    token,
    base.id,
    { title: 'six-files' },
    Object.fromEntries(names.map((name) => [name, [[`${name}.txt`, name, 'text/plain']]])),
  );
  const view = await createCollection(url, token, {
    name: uniqueName('sixview'),
    type: 'view',
    options: { query: `select id, title, ${names.join(', ')} from ${base.name}` },
  });
  await openCollection(page, url, view);
  await rowWith(page, 'six-files').click();
  const panel = page.getByRole('dialog', { name: `Preview ${view.name} record` });
  await expect(panel.getByRole('rowheader', { name: 'f5', exact: true })).toBeVisible();
  await expect(panel.getByRole('rowheader', { name: 'f6', exact: true })).toHaveCount(0);
  await expect(panel.getByRole('rowheader', { name: 'title', exact: true })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('the sidebar turns compact above 20 collections', async ({ adminPage: { page, url }, server }) => {
  const token = await adminToken(url, server.admin);
  const tag = uniqueName('many');
  const { totalItems } = await api<{ totalItems: number }>(url, '/api/collections?perPage=1', { token });
  // at least 21 in all
  const needed = Math.max(0, 21 - totalItems);
  const schema = [{ name: 'title', type: 'text' }];
  for (let i = 0; i < needed; i++) await createCollection(url, token, { name: `${tag}_${i}`, schema });
  const first = await createCollection(url, token, { name: `${tag}_first`, schema });
  await openCollection(page, url, first);
  await expect(sidebar(page)).toHaveAttribute('data-compact', 'true');
});

test('a thumbnail that fails to load shows the file icon and logs a warning', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const pics = await createCollection(url, token, {
    name: uniqueName('pics'),
    schema: [{ name: 'image', type: 'file', options: { maxSelect: 1, maxSize: 100000 } }],
  });
  const record = await createRecordWithFiles(
    url,
    token,
    pics.id,
    {},
    { image: [['lost.png', PNG_1X1, 'image/png']] },
  );
  // the file disappears from the server's storage (a broken upload, a manual clean-up)
  const stored = (record.image as string) ?? '';
  rmSync(join(server.dataDir, 'storage', pics.id, record.id), { recursive: true, force: true });
  expect(stored).toMatch(/^lost/);

  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await openCollection(page, url, pics);
  const row = rowWith(page, record.id);
  await expect(row.getByRole('img', { name: stored })).toBeVisible();
  await expect(row.locator('img')).toHaveCount(0);
  expect(warnings.some((w) => w.includes(`Failed to load the thumbnail of ${stored}`))).toBe(true);
});
