import type { Locator, Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { openCollection, recordRow } from './support/screens';
import { adminToken, api } from './support/api';
import {
  createCollection,
  createRecord,
  createRecordWithFiles,
  PNG_1X1,
  uniqueName,
  type CollectionInfo,
  type RecordInfo,
} from './support/records';

// The record editor on the real backend: every test creates its own collections (unique names).

const rowWith = recordRow;

function getRecord(url: string, token: string, collection: CollectionInfo, id: string) {
  return api<RecordInfo>(url, `/api/collections/${collection.id}/records/${id}`, { token });
}

async function listRecords(url: string, token: string, collection: CollectionInfo) {
  return (
    await api<{ items: RecordInfo[] }>(url, `/api/collections/${collection.id}/records?perPage=200`, {
      token,
    })
  ).items;
}

/** Types into the json code editor (a textarea until CodeMirror takes over; both carry the label). */
async function typeJson(panel: Locator, label: string, text: string): Promise<void> {
  const box = panel.getByRole('textbox', { name: label, exact: true });
  // CodeMirror takes over from the plain textarea once its chunk is in (loaded when the pointer
  // comes over the box, built after the panel paints): act on the editor, not on the textarea it hides
  // (the field's wrapper stays; an action aimed at the textarea could wait for ever once it is hidden)
  const named = box.page().getByRole('textbox', { name: label, exact: true });
  await panel.locator('[data-code-editor]').filter({ has: named }).hover();
  await expect(box).toHaveAttribute('contenteditable', 'true');
  await box.click();
  await expect(box).toBeFocused();
  await box.page().keyboard.press('ControlOrMeta+A');
  await box.page().keyboard.press('Delete');
  if (text) await box.page().keyboard.insertText(text);
}

const ALL_TYPES = (refsId: string) => [
  { name: 'title', type: 'text', required: true, options: { min: 2, max: 400 } },
  { name: 'count', type: 'number', options: { min: 0, max: 1000 } },
  { name: 'done', type: 'bool' },
  { name: 'mail', type: 'email' },
  { name: 'site', type: 'url' },
  { name: 'due', type: 'date' },
  { name: 'color', type: 'select', options: { values: ['red', 'green', 'blue'], maxSelect: 1 } },
  { name: 'tags', type: 'select', options: { values: ['a', 'b', 'c'], maxSelect: 2 } },
  { name: 'data', type: 'json' },
  { name: 'docs', type: 'file', options: { maxSelect: 2, maxSize: 5242880, mimeTypes: [], thumbs: [] } },
  { name: 'ref', type: 'relation', options: { collectionId: refsId, maxSelect: 1, displayFields: ['name'] } },
  { name: 'body', type: 'editor' },
];

test('a record of every field type is created, edited and cleared through the editor', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const refs = await createCollection(url, token, {
    name: uniqueName('refs'),
    schema: [{ name: 'name', type: 'text' }],
  });
  const target = await createRecord(url, token, refs.id, { name: 'target-one' });
  const all = await createCollection(url, token, { name: uniqueName('all'), schema: ALL_TYPES(refs.id) });

  await openCollection(page, url, all);
  await page.getByRole('button', { name: 'New record' }).first().click();
  const panel = page.getByRole('dialog', { name: `New ${all.name} record` });
  await expect(panel).toBeVisible();
  await expect(panel.getByLabel('id', { exact: true })).toHaveAttribute(
    'placeholder',
    'Leave empty to auto generate',
  );
  await expect(panel.getByText('Requires the field value NOT to be empty.')).toBeVisible();
  await expect(panel.getByText('Min 2 characters · Max 400 characters')).toBeVisible();

  await panel.getByLabel('title', { exact: true }).fill('First\nsecond line');
  await panel.getByLabel('count', { exact: true }).fill('42.5');
  await panel.getByLabel('done', { exact: true }).check();
  await panel.getByLabel('mail', { exact: true }).fill('someone@example.com');
  await panel.getByLabel('site', { exact: true }).fill('https://example.com/a');
  const due = panel.getByLabel('due', { exact: true });
  await due.click();
  await expect(panel.locator('.flatpickr-calendar.open')).toBeVisible();
  await expectNoA11yViolations(page);
  await due.fill('2026-01-02 03:04:05');
  await due.press('Tab');
  await panel.getByLabel('color', { exact: true }).selectOption('green');
  const tags = panel.getByRole('group', { name: 'tags' });
  await tags.getByLabel('a', { exact: true }).check();
  await tags.getByLabel('b', { exact: true }).check();
  await tags.getByLabel('c', { exact: true }).check();
  await expect(panel.getByText('Select up to 2 items.')).toBeVisible();
  await expect(tags.getByLabel('a', { exact: true })).not.toBeChecked();
  await typeJson(panel, 'data', '{"k": [1, 2]}');
  await panel.locator('input[type="file"]').setInputFiles([
    { name: 'one.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1X1) },
    { name: 'two.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') },
  ]);
  await expect(panel.getByText('one.png')).toBeVisible();
  const body = panel.getByRole('textbox', { name: 'body' });
  await body.click();
  await page.keyboard.type('Rich words');

  await panel.getByRole('button', { name: 'ref: Select record', exact: true }).click();
  const picker = page.getByRole('dialog', { name: `Select ${refs.name} records` });
  await expect(picker).toBeVisible();
  await picker.getByText('target-one').click();
  await picker.getByRole('button', { name: 'Set selection' }).click();
  await expect(picker).toHaveCount(0);
  await expect(panel.getByText('target-one')).toBeVisible();

  await panel.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Successfully created record.')).toBeVisible();
  await expect(panel).toHaveCount(0);

  const [created] = await listRecords(url, token, all);
  expect(created.id).toMatch(/^[a-z0-9]{15}$/);
  // multipart carries line breaks as CRLF, as every browser encodes form data
  expect((created.title as string).replace(/\r\n/g, '\n')).toBe('First\nsecond line');
  expect(created).toMatchObject({
    count: 42.5,
    done: true,
    mail: 'someone@example.com',
    site: 'https://example.com/a',
    due: '2026-01-02 03:04:05.000Z',
    color: 'green',
    tags: ['b', 'c'],
    data: { k: [1, 2] },
    ref: target.id,
    body: '<p>Rich words</p>',
  });
  expect((created.docs as string[]).length).toBe(2);
  await expect(rowWith(page, created.id)).toBeVisible();

  // edit: change some, clear the others
  await rowWith(page, created.id).click();
  const edit = page.getByRole('dialog', { name: `Edit ${all.name} record` });
  await expect(edit.getByLabel('id', { exact: true })).toHaveValue(created.id);
  await expect(edit.getByLabel('id', { exact: true })).toHaveAttribute('readonly', '');
  const save = edit.getByRole('button', { name: 'Save changes' });
  await expect(save).toBeDisabled();
  await edit.getByLabel('title', { exact: true }).fill('Edited');
  await expect(save).toBeEnabled();
  await edit.getByLabel('count', { exact: true }).fill('');
  await edit.getByLabel('done', { exact: true }).uncheck();
  await edit.getByLabel('mail', { exact: true }).fill('');
  await edit.getByLabel('site', { exact: true }).fill('');
  await edit.getByRole('button', { name: 'Clear' }).click();
  await edit.getByLabel('color', { exact: true }).selectOption('');
  const editTags = edit.getByRole('group', { name: 'tags' });
  await editTags.getByLabel('b', { exact: true }).uncheck();
  await editTags.getByLabel('c', { exact: true }).uncheck();
  await typeJson(edit, 'data', '');
  const [doc1, doc2] = created.docs as string[];
  await edit.getByRole('button', { name: `Remove ${doc1}` }).click();
  await edit.getByRole('button', { name: `Remove ${doc2}` }).click();
  await edit.getByRole('button', { name: /^Remove target-one/ }).click();
  const editBody = edit.getByRole('textbox', { name: 'body' });
  await editBody.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await save.click();
  await expect(page.getByText('Successfully updated record.')).toBeVisible();
  await expect(edit).toHaveCount(0);

  const cleared = await getRecord(url, token, all, created.id);
  expect(cleared).toMatchObject({
    title: 'Edited',
    count: 0,
    done: false,
    mail: '',
    site: '',
    due: '',
    color: '',
    tags: [],
    data: null,
    docs: [],
    ref: '',
    body: '',
  });
});

test('json values are stored as JSON when valid, else as the typed text', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const coll = await createCollection(url, token, {
    name: uniqueName('json'),
    schema: [{ name: 'data', type: 'json' }],
  });
  const record = await createRecord(url, token, coll.id, { data: null });
  await openCollection(page, url, coll);
  const cases: Array<[string, unknown]> = [
    ['true', true],
    ['12.5', 12.5],
    ['null', null],
    ['[1, "a"]', [1, 'a']],
    ['"quoted"', 'quoted'],
    ['plain words', 'plain words'],
    ['[1, 2', '[1, 2'],
  ];
  for (const [typed, stored] of cases) {
    await rowWith(page, record.id).click();
    const panel = page.getByRole('dialog', { name: `Edit ${coll.name} record` });
    await typeJson(panel, 'data', typed);
    await panel.getByRole('button', { name: 'Save changes' }).click();
    await expect(panel).toHaveCount(0);
    expect((await getRecord(url, token, coll, record.id)).data, typed).toEqual(stored);
  }
});

test('files: thumbnails, upload limit, delete one, and a protected file opens with a token', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const coll = await createCollection(url, token, {
    name: uniqueName('files'),
    schema: [
      { name: 'pics', type: 'file', options: { maxSelect: 2, maxSize: 5242880, mimeTypes: [], thumbs: [] } },
      {
        name: 'secret',
        type: 'file',
        options: { maxSelect: 1, maxSize: 5242880, mimeTypes: [], thumbs: [], protected: true },
      },
    ],
  });
  const record = await createRecordWithFiles(
    url,
    token,
    coll.id,
    {},
    {
      pics: [
        ['a.png', PNG_1X1, 'image/png'],
        ['b.png', PNG_1X1, 'image/png'],
      ],
      secret: [['hidden.txt', 'top secret', 'text/plain']],
    },
  );
  const [a, b] = record.pics as string[];
  await openCollection(page, url, coll);
  await rowWith(page, record.id).click();
  const panel = page.getByRole('dialog', { name: `Edit ${coll.name} record` });
  await expect(panel.locator(`img[src*="${a}"][src*="thumb=100x100"]`)).toBeVisible();
  // at the limit: uploads are blocked with a message
  await expect(panel.getByText('Select up to 2 files.')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'pics: Upload files', exact: true })).toBeDisabled();

  const secretLink = panel.getByRole('link', { name: /hidden/ });
  await expect(secretLink).toHaveAttribute('href', /token=/);
  const href = await secretLink.getAttribute('href');
  const served = await fetch(new URL(href!, url));
  expect(served.status).toBe(200);
  expect(await served.text()).toBe('top secret');

  await panel.getByRole('button', { name: `Remove ${a}` }).click();
  await expect(panel.getByRole('button', { name: `Restore ${a}` })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'pics: Upload files', exact: true })).toBeEnabled();
  await panel.getByRole('button', { name: `Restore ${a}` }).click();
  await expect(panel.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  await panel.getByRole('button', { name: `Remove ${a}` }).click();
  await panel
    .locator('input[type="file"]')
    .first()
    .setInputFiles({
      name: 'c.png',
      mimeType: 'image/png',
      buffer: Buffer.from(PNG_1X1),
    });
  await panel.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Successfully updated record.')).toBeVisible();
  const saved = await getRecord(url, token, coll, record.id);
  expect(saved.pics as string[]).toHaveLength(2);
  expect(saved.pics).toContain(b);
  expect(saved.pics).not.toContain(a);
  expect((saved.pics as string[]).some((name) => name.startsWith('c'))).toBe(true);
});

test('the relation picker pages by 100, keeps the selection across searches and selects a nested new record', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const people = await createCollection(url, token, {
    name: uniqueName('people'),
    schema: [{ name: 'name', type: 'text' }],
  });
  for (let i = 0; i < 105; i++) {
    await createRecord(url, token, people.id, { name: `person-${String(i).padStart(3, '0')}` });
  }
  const teams = await createCollection(url, token, {
    name: uniqueName('teams'),
    schema: [
      { name: 'title', type: 'text' },
      {
        name: 'members',
        type: 'relation',
        options: { collectionId: people.id, maxSelect: null, displayFields: ['name'] },
      },
    ],
  });
  await openCollection(page, url, teams);
  await page.getByRole('button', { name: 'New record' }).first().click();
  const panel = page.getByRole('dialog', { name: `New ${teams.name} record` });
  await panel.getByLabel('title', { exact: true }).fill('Team A');
  await panel.getByRole('button', { name: 'members: Select records', exact: true }).click();
  const picker = page.getByRole('dialog', { name: `Select ${people.name} records` });
  await expect(picker.getByText('No selected records.')).toBeVisible();
  await expectNoA11yViolations(page);
  // newest first, 100 per page (records made in the same millisecond may swap places, so the
  // check is on the oldest one, five places past the page)
  await expect(picker.getByText('person-104')).toBeVisible();
  await expect(picker.getByText('person-000')).toHaveCount(0);
  await picker.getByText('person-104').click();
  await picker.getByRole('button', { name: /Load more/ }).click();
  await picker.getByText('person-000').click();
  // a search keeps what was selected
  const search = picker.getByRole('searchbox', { name: `Search ${people.name} records` });
  await search.fill('nobody-matches-this');
  await search.press('Enter');
  await expect(picker.getByText('No records found.')).toBeVisible();
  await picker.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(picker.getByText('Selected (2)')).toBeVisible();

  // a nested editor for the target collection; its new record is then selected
  await picker.getByRole('button', { name: 'New record' }).click();
  const nested = page.getByRole('dialog', { name: `New ${people.name} record` });
  await expect(nested).toBeVisible();
  await nested.getByLabel('name', { exact: true }).fill('person-new');
  await nested.getByRole('button', { name: 'Create' }).click();
  await expect(nested).toHaveCount(0);
  await expect(picker.getByText('Selected (3)')).toBeVisible();
  await picker.getByRole('button', { name: 'Set selection' }).click();
  await expect(panel.getByText('person-new')).toBeVisible();
  await panel.getByRole('button', { name: 'Create' }).click();
  await expect(panel).toHaveCount(0);

  const [team] = await listRecords(url, token, teams);
  const names = await Promise.all(
    (team.members as string[]).map(async (id) => (await getRecord(url, token, people, id)).name),
  );
  expect(names).toEqual(['person-104', 'person-000', 'person-new']);
});

test('a draft survives a reload and is offered back; Discard forgets it', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const coll = await createCollection(url, token, {
    name: uniqueName('draft'),
    schema: [
      { name: 'title', type: 'text' },
      { name: 'notes', type: 'json' },
    ],
  });
  const record = await createRecord(url, token, coll.id, { title: 'saved title' });
  await openCollection(page, url, coll);
  await rowWith(page, record.id).click();
  const panel = page.getByRole('dialog', { name: `Edit ${coll.name} record` });
  await panel.getByLabel('title', { exact: true }).fill('typed but not saved');
  await typeJson(panel, 'notes', '{"kept": true}');
  await page.reload();
  await expect(panel).toBeVisible();
  await expect(panel.getByLabel('title', { exact: true })).toHaveValue('saved title');
  await expect(panel.getByRole('button', { name: 'Restore draft' })).toBeVisible();
  await panel.getByRole('button', { name: 'Restore draft' }).click();
  await expect(panel.getByLabel('title', { exact: true })).toHaveValue('typed but not saved');
  await expect(panel.getByRole('textbox', { name: 'notes', exact: true })).toContainText('"kept": true');
  await panel.getByRole('button', { name: 'Save changes' }).click();
  await expect(panel).toHaveCount(0);
  expect(await getRecord(url, token, coll, record.id)).toMatchObject({
    title: 'typed but not saved',
    notes: { kept: true },
  });
  // saved: no draft is left to offer
  await rowWith(page, record.id).click();
  await expect(panel.getByRole('button', { name: 'Restore draft' })).toHaveCount(0);

  await panel.getByLabel('title', { exact: true }).fill('second draft');
  await page.reload();
  await panel.getByRole('button', { name: 'Discard' }).click();
  await expect(panel.getByRole('button', { name: 'Restore draft' })).toHaveCount(0);
  await page.reload();
  await expect(panel.getByLabel('title', { exact: true })).toHaveValue('typed but not saved');
  await expect(panel.getByRole('button', { name: 'Restore draft' })).toHaveCount(0);
});

test('Ctrl+S saves and keeps the panel open; a close with changes asks; Duplicate and Delete', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const coll = await createCollection(url, token, {
    name: uniqueName('keys'),
    schema: [
      { name: 'title', type: 'text' },
      { name: 'doc', type: 'file', options: { maxSelect: 1, maxSize: 5242880, mimeTypes: [], thumbs: [] } },
    ],
  });
  const record = await createRecordWithFiles(
    url,
    token,
    coll.id,
    { title: 'original' },
    {
      doc: [['a.txt', 'x', 'text/plain']],
    },
  );
  await openCollection(page, url, coll);
  await rowWith(page, record.id).click();
  const panel = page.getByRole('dialog', { name: `Edit ${coll.name} record` });
  await panel.getByLabel('title', { exact: true }).fill('by keyboard');
  await page.keyboard.press('ControlOrMeta+s');
  const toast = page.locator('[data-toast="success"]', { hasText: 'Successfully updated record.' });
  await expect(toast).toBeVisible();
  await expect(panel).toBeVisible();
  // the toast shows above the open panel (inside its dialog, not behind it) and can be dismissed:
  // a click only lands when nothing covers the button
  const onTop = await toast.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return el.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
  });
  expect(onTop).toBe(true);
  await toast.getByRole('button', { name: 'Dismiss' }).click();
  await expect(toast).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  expect((await getRecord(url, token, coll, record.id)).title).toBe('by keyboard');

  // unsaved changes: every way of closing asks
  await panel.getByLabel('title', { exact: true }).fill('unsaved');
  await page.keyboard.press('Escape');
  const ask = page.getByRole('dialog', { name: 'Confirmation' });
  await expect(ask).toContainText('You have unsaved changes. Do you really want to close the panel?');
  await ask.getByRole('button', { name: 'No' }).click();
  await expect(panel.getByLabel('title', { exact: true })).toHaveValue('unsaved');

  // Duplicate asks to discard, then opens a new record with the values but no id and no files
  await panel.getByRole('button', { name: 'Record actions' }).click();
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  await expect(page.getByRole('dialog', { name: 'Confirmation' })).toContainText(
    'You have unsaved changes. Do you really want to discard them?',
  );
  await page.getByRole('dialog', { name: 'Confirmation' }).getByRole('button', { name: 'Yes' }).click();
  const copy = page.getByRole('dialog', { name: `New ${coll.name} record` });
  await expect(copy.getByLabel('title', { exact: true })).toHaveValue('by keyboard');
  await expect(copy.getByLabel('id', { exact: true })).toHaveValue('');
  await expect(copy.getByText(/a_\w+\.txt/)).toHaveCount(0);
  await copy.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Successfully created record.')).toBeVisible();
  expect(await listRecords(url, token, coll)).toHaveLength(2);

  // Delete confirms, toasts and the list updates
  await rowWith(page, record.id).click();
  await panel.getByRole('button', { name: 'Record actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Confirmation' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Successfully deleted record.')).toBeVisible();
  await expect(rowWith(page, record.id)).toHaveCount(0);
  expect(await listRecords(url, token, coll)).toHaveLength(1);
});

test('a record deleted or changed elsewhere is reported in the panel before anything is overwritten', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const coll = await createCollection(url, token, {
    name: uniqueName('conflict'),
    schema: [
      { name: 'title', type: 'text' },
      { name: 'note', type: 'text' },
    ],
  });
  const record = await createRecord(url, token, coll.id, { title: 'one', note: 'n1' });
  await openCollection(page, url, coll);
  await rowWith(page, record.id).click();
  const panel = page.getByRole('dialog', { name: `Edit ${coll.name} record` });
  await panel.getByLabel('title', { exact: true }).fill('mine');
  // someone else changes the note
  await api(url, `/api/collections/${coll.id}/records/${record.id}`, {
    method: 'PATCH',
    token,
    body: { note: 'theirs' },
  });
  const notice = panel.getByText('This record was changed on the server after you opened it.');
  await expect(notice).toBeVisible();
  await panel.getByRole('button', { name: 'Show differences' }).click();
  await expect(panel.getByRole('row', { name: /note/ })).toContainText('theirs');
  await expectNoA11yViolations(page);
  await panel.getByRole('button', { name: 'Keep my changes' }).click();
  await expect(panel.getByLabel('note', { exact: true })).toHaveValue('theirs');
  await expect(panel.getByLabel('title', { exact: true })).toHaveValue('mine');
  await panel.getByRole('button', { name: 'Save changes' }).click();
  await expect(panel).toHaveCount(0);
  expect(await getRecord(url, token, coll, record.id)).toMatchObject({ title: 'mine', note: 'theirs' });

  // deleted while open: the save says so in the panel, without a toast, and keeps the form
  await rowWith(page, record.id).click();
  await panel.getByLabel('title', { exact: true }).fill('too late');
  await api(url, `/api/collections/${coll.id}/records/${record.id}`, { method: 'DELETE', token });
  await expect(panel.getByText(/no longer exists on the server/)).toBeVisible();
  await expect(panel.getByLabel('title', { exact: true })).toHaveValue('too late');
  await expect(page.locator('[data-toast="error"]')).toHaveCount(0);
});

test('a record changed on the server while the list could not hear of it is caught up once its editor opens', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const coll = await createCollection(url, token, {
    name: uniqueName('catchup'),
    schema: [{ name: 'title', type: 'text' }],
  });
  const kept = await createRecord(url, token, coll.id, { title: 'old title' });
  const gone = await createRecord(url, token, coll.id, { title: 'soon deleted' });
  // the server refuses every realtime subscription: the list never hears of the changes below
  await page.route('**/api/realtime', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: '{"code":400,"message":"no","data":{}}',
        })
      : route.continue(),
  );
  await openCollection(page, url, coll);
  await expect(rowWith(page, kept.id)).toContainText('old title');
  await api(url, `/api/collections/${coll.id}/records/${kept.id}`, {
    method: 'PATCH',
    token,
    body: { title: 'new title' },
  });
  await api(url, `/api/collections/${coll.id}/records/${gone.id}`, { method: 'DELETE', token });
  await expect(rowWith(page, kept.id)).toContainText('old title');

  // opened with the list's old copy, the editor fetches the record once and follows the server
  await rowWith(page, kept.id).click();
  const panel = page.getByRole('dialog', { name: `Edit ${coll.name} record` });
  await expect(panel.getByLabel('title', { exact: true })).toHaveValue('new title');
  await expect(
    page.getByText('This record was updated on the server; the editor shows the new values.'),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);

  // the deleted one says so in its panel
  await rowWith(page, gone.id).click();
  await expect(panel.getByText(/no longer exists on the server/)).toBeVisible();
});
/** Presses Tab until `target` has focus (proving it is reachable by keyboard), at most `max` times. */
async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)))
      return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('a record is created by keyboard alone, and the open editor has no serious accessibility issue', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const refs = await createCollection(url, token, {
    name: uniqueName('kbrefs'),
    schema: [{ name: 'name', type: 'text' }],
  });
  const target = await createRecord(url, token, refs.id, { name: 'kb-target' });
  const coll = await createCollection(url, token, { name: uniqueName('kb'), schema: ALL_TYPES(refs.id) });
  await openCollection(page, url, coll);

  // start from the header (the sidebar before it lists every collection of the shared server)
  await page.getByRole('button', { name: 'Refresh' }).focus();
  const newButton = page.getByRole('button', { name: 'New record' }).first();
  await tabTo(page, newButton);
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: `New ${coll.name} record` });
  await expect(panel).toBeVisible();
  await expectNoA11yViolations(page);

  await tabTo(page, panel.getByLabel('title', { exact: true }));
  await page.keyboard.type('Typed by keyboard');
  await tabTo(page, panel.getByLabel('done', { exact: true }));
  await page.keyboard.press('Space');
  await tabTo(page, panel.getByLabel('due', { exact: true }));
  await page.keyboard.type('2026-02-03 04:05:06');
  await tabTo(page, panel.getByLabel('color', { exact: true }));
  await page.keyboard.press('ArrowDown');
  await tabTo(page, panel.getByRole('textbox', { name: 'data', exact: true }));
  await page.keyboard.type('[1, 2]');
  await tabTo(page, panel.getByRole('button', { name: 'ref: Select record', exact: true }));
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog', { name: `Select ${refs.name} records` });
  await expect(picker).toBeVisible();
  await expectNoA11yViolations(page);
  await tabTo(page, picker.getByRole('radio', { name: /kb-target/ }));
  await page.keyboard.press('Space');
  await tabTo(page, picker.getByRole('button', { name: 'Set selection' }));
  await page.keyboard.press('Enter');
  await expect(picker).toHaveCount(0);
  await tabTo(page, panel.getByRole('textbox', { name: 'body', exact: true }));
  await page.keyboard.type('Rich by keyboard');
  await tabTo(page, panel.getByRole('button', { name: 'Create' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Successfully created record.')).toBeVisible();

  const [created] = await listRecords(url, token, coll);
  expect(created).toMatchObject({
    title: 'Typed by keyboard',
    done: true,
    due: '2026-02-03 04:05:06.000Z',
    data: [1, 2],
    ref: target.id,
    body: '<p>Rich by keyboard</p>',
  });
  expect(created.color).not.toBe('');
});

test('Ctrl+S on a new record creates it and keeps the panel open on the saved record', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const coll = await createCollection(url, token, {
    name: uniqueName('ctrls'),
    schema: [{ name: 'title', type: 'text' }],
  });
  await openCollection(page, url, coll);
  await page.getByRole('button', { name: 'New record' }).first().click();
  const created = page.getByRole('dialog', { name: `New ${coll.name} record` });
  await created.getByLabel('title', { exact: true }).fill('kept open');
  await page.keyboard.press('ControlOrMeta+s');
  await expect(page.getByText('Successfully created record.')).toBeVisible();
  const [record] = await listRecords(url, token, coll);
  const edit = page.getByRole('dialog', { name: `Edit ${coll.name} record` });
  await expect(edit.getByLabel('id', { exact: true })).toHaveValue(record.id);
  await expect(edit.getByLabel('title', { exact: true })).toHaveValue('kept open');
  await expect(edit.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  expect(await listRecords(url, token, coll)).toHaveLength(1);
});

test('a large upload shows its progress while the record saves', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const coll = await createCollection(url, token, {
    name: uniqueName('upload'),
    schema: [
      { name: 'title', type: 'text' },
      {
        name: 'blob',
        type: 'file',
        options: { maxSelect: 1, maxSize: 20_000_000, mimeTypes: [], thumbs: [] },
      },
    ],
  });
  await openCollection(page, url, coll);
  await page.getByRole('button', { name: 'New record' }).first().click();
  const panel = page.getByRole('dialog', { name: `New ${coll.name} record` });
  await panel.locator('input[type="file"]').setInputFiles({
    name: 'big.bin',
    mimeType: 'application/octet-stream',
    buffer: Buffer.alloc(8 * 1024 * 1024, 7),
  });
  // the upload is slowed to 2 MB/s (DevTools network throttling), so the bar is seen moving
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 2 * 1024 * 1024,
  });
  await panel.getByRole('button', { name: 'Create' }).click();
  const bar = panel.getByRole('progressbar', { name: 'Uploading big.bin' });
  await expect(bar).toBeVisible();
  // the bytes sent move it, while the file is still on its way
  await expect
    .poll(() => bar.evaluate((el) => (el as HTMLProgressElement).value), { timeout: 10_000 })
    .toBeGreaterThan(0.1);
  await expect(page.getByText('Successfully created record.')).toBeVisible();
  const [record] = await listRecords(url, token, coll);
  expect(record.blob).toMatch(/^big_\w+\.bin$/);
});
