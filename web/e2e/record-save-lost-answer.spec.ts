import type { Page, Route } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe';
import { expect, PASSWORD, test } from './support/fixtures';
import { adminToken, api, createAdmin, uniqueEmail } from './support/api';
import { openCollection, recordRow } from './support/screens';
import {
  createCollection,
  createRecord,
  createRecordWithFiles,
  PNG_1X1,
  uniqueName,
  type CollectionInfo,
  type RecordInfo,
} from './support/records';

// Writes that reach the real server and are committed, while their answer is lost on the way back:
// the request is passed on with route.fetch() and the browser's request then aborted, exactly what a
// server going down after writing looks like to the page.

test.use({ expectedConsoleErrors: ['ERR_CONNECTION_RESET', 'ERR_CONNECTION_REFUSED'] });

const MAYBE_SAVED = 'The server did not answer, so this save may or may not have been applied.';
const CONFLICT = 'This record was changed on the server after you opened it.';

/** Commits every `method` request to `path` on the server, then loses its answer. */
async function loseAnswers(page: Page, method: string, path: string): Promise<() => Promise<void>> {
  const matches = (url: URL) => url.pathname === path;
  const handler = async (route: Route) => {
    if (route.request().method() !== method) return route.fallback();
    await route.fetch();
    await route.abort('connectionreset');
  };
  await page.route(matches, handler);
  return () => page.unroute(matches, handler);
}

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

async function notesCollection(url: string, token: string): Promise<CollectionInfo> {
  return createCollection(url, token, {
    name: uniqueName('lost'),
    schema: [
      { name: 'title', type: 'text' },
      { name: 'note', type: 'text' },
      { name: 'count', type: 'number' },
      { name: 'docs', type: 'file', options: { maxSelect: 3, maxSize: 5242880, mimeTypes: [], thumbs: [] } },
    ],
  });
}

test('an update whose answer was lost may have been saved; Save again recognises it and uploads nothing twice', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const coll = await notesCollection(url, token);
  const record = await createRecordWithFiles(
    url,
    token,
    coll.id,
    { title: 'before', note: 'n', count: '5' },
    { docs: [['old.png', PNG_1X1, 'image/png']] },
  );
  const recordPath = `/api/collections/${coll.id}/records/${record.id}`;
  await openCollection(page, url, coll);
  await recordRow(page, record.id).click();
  const panel = page.getByRole('dialog', { name: `Edit ${coll.name} record` });
  await panel.getByLabel('title', { exact: true }).fill('after');
  await panel.getByLabel('count', { exact: true }).fill('');
  await panel
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: 'report.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1X1) });

  const restore = await loseAnswers(page, 'PATCH', recordPath);
  await panel.getByRole('button', { name: 'Save changes' }).click();
  const notice = panel.getByRole('alert').filter({ hasText: MAYBE_SAVED });
  await expect(notice).toBeVisible();
  await expect(notice).not.toContainText('nothing was saved');
  await expectNoA11yViolations(page, 'dialog[open]');
  // what was typed is still there, and the server did apply the write
  await expect(panel.getByLabel('title', { exact: true })).toHaveValue('after');
  await expect(panel.getByLabel('count', { exact: true })).toHaveValue('');
  await expect(panel.getByText('report.png')).toBeVisible();
  const applied = await getRecord(url, token, coll, record.id);
  expect(applied).toMatchObject({ title: 'after', count: 0 });
  expect(applied.docs as string[]).toHaveLength(2);
  await restore();

  // the write is recognised as this editor's own: the usual success, no conflict, no second upload
  await panel.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Successfully updated record.')).toBeVisible();
  await expect(panel).toHaveCount(0);
  await expect(page.getByText(CONFLICT)).toHaveCount(0);
  expect(await getRecord(url, token, coll, record.id)).toMatchObject({
    title: 'after',
    note: 'n',
    count: 0,
    docs: applied.docs,
    updated: applied.updated,
  });
});

test('after a lost update, what the admin typed since is all Save sends next', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const coll = await notesCollection(url, token);
  const record = await createRecord(url, token, coll.id, { title: 'before', note: 'n' });
  await openCollection(page, url, coll);
  await recordRow(page, record.id).click();
  const panel = page.getByRole('dialog', { name: `Edit ${coll.name} record` });
  await panel.getByLabel('title', { exact: true }).fill('after');

  const restore = await loseAnswers(page, 'PATCH', `/api/collections/${coll.id}/records/${record.id}`);
  await panel.getByRole('button', { name: 'Save changes' }).click();
  await expect(panel.getByText(MAYBE_SAVED, { exact: false })).toBeVisible();
  await restore();

  // typed after the lost save, then Ctrl+S: the panel stays on the saved record
  await panel.getByLabel('note', { exact: true }).fill('typed since');
  await page.keyboard.press('ControlOrMeta+S');
  await expect(page.getByText('Successfully updated record.')).toBeVisible();
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  expect(await getRecord(url, token, coll, record.id)).toMatchObject({ title: 'after', note: 'typed since' });
});

test('a save that could not read the record first says nothing was saved, since nothing was sent', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const coll = await notesCollection(url, token);
  const record = await createRecord(url, token, coll.id, { title: 'before' });
  const recordPath = `/api/collections/${coll.id}/records/${record.id}`;
  await openCollection(page, url, coll);
  // the editor reads the record once on opening (to catch up with changes made before it listened)
  const caughtUp = page.waitForResponse(
    (r) => new URL(r.url()).pathname === recordPath && r.request().method() === 'GET',
  );
  await recordRow(page, record.id).click();
  const panel = page.getByRole('dialog', { name: `Edit ${coll.name} record` });
  await caughtUp;
  await panel.getByLabel('title', { exact: true }).fill('after');

  const refused = (route: Route) =>
    route.request().method() === 'GET' ? route.abort('connectionrefused') : route.fallback();
  const isRecord = (u: URL) => u.pathname === recordPath;
  await page.route(isRecord, refused);
  await panel.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    panel.getByRole('alert').filter({ hasText: 'Could not reach the server, so nothing was saved.' }),
  ).toBeVisible();
  expect(await getRecord(url, token, coll, record.id)).toMatchObject({ title: 'before' });
  await page.unroute(isRecord, refused);

  await panel.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Successfully updated record.')).toBeVisible();
  expect(await getRecord(url, token, coll, record.id)).toMatchObject({ title: 'after' });
});

test('a lost update followed by another admin’s change is still shown as a conflict', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const coll = await notesCollection(url, token);
  const record = await createRecord(url, token, coll.id, { title: 'before', note: 'n' });
  const recordPath = `/api/collections/${coll.id}/records/${record.id}`;
  await openCollection(page, url, coll);
  await recordRow(page, record.id).click();
  const panel = page.getByRole('dialog', { name: `Edit ${coll.name} record` });
  await panel.getByLabel('title', { exact: true }).fill('mine');

  const restore = await loseAnswers(page, 'PATCH', recordPath);
  await panel.getByRole('button', { name: 'Save changes' }).click();
  await expect(panel.getByText(MAYBE_SAVED, { exact: false })).toBeVisible();
  await restore();
  // someone else changes another field
  await api(url, recordPath, { method: 'PATCH', token, body: { note: 'theirs' } });

  await panel.getByRole('button', { name: 'Save changes' }).click();
  const conflict = panel.getByRole('alert').filter({ hasText: CONFLICT });
  await expect(conflict).toContainText("1 field differs; your changes don't overlap.");
  await conflict.getByRole('button', { name: 'Show differences' }).click();
  await expect(conflict.getByRole('row', { name: /note/ })).toContainText('theirs');
  await expect(conflict.getByRole('row', { name: /title/ })).toHaveCount(0);
  await expectNoA11yViolations(page, 'dialog[open]');
  expect(await getRecord(url, token, coll, record.id)).toMatchObject({ title: 'mine', note: 'theirs' });
});

test('a create whose answer was lost says so honestly, and Create again makes the record once', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const coll = await notesCollection(url, token);
  await openCollection(page, url, coll);
  await page.getByRole('button', { name: 'New record' }).first().click();
  const panel = page.getByRole('dialog', { name: `New ${coll.name} record` });
  await panel.getByLabel('title', { exact: true }).fill('first');

  const restore = await loseAnswers(page, 'POST', `/api/collections/${coll.id}/records`);
  await panel.getByRole('button', { name: 'Create' }).click();
  const notice = panel.getByRole('alert').filter({ hasText: MAYBE_SAVED });
  await expect(notice).toBeVisible();
  await expectNoA11yViolations(page, 'dialog[open]');
  await expect(panel.getByLabel('title', { exact: true })).toHaveValue('first');
  expect(await listRecords(url, token, coll)).toHaveLength(1);
  await restore();

  // more typed before trying again: the record made by the lost create gets it
  await panel.getByLabel('note', { exact: true }).fill('added later');
  await panel.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Successfully created record.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const items = await listRecords(url, token, coll);
  expect(items).toHaveLength(1);
  expect(items[0]).toMatchObject({ title: 'first', note: 'added later' });
});

test('a bulk delete whose answer was lost says the record may or may not have been deleted', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const coll = await notesCollection(url, token);
  const lost = await createRecord(url, token, coll.id, { title: 'lost answer' });
  const plain = await createRecord(url, token, coll.id, { title: 'plain' });
  await openCollection(page, url, coll);
  await expect(recordRow(page, plain.id)).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select all loaded records' }).check();

  await loseAnswers(page, 'DELETE', `/api/collections/${coll.id}/records/${lost.id}`);
  await page
    .getByRole('region', { name: 'Selected records' })
    .getByRole('button', { name: 'Delete selected' })
    .click();
  await page.getByRole('dialog', { name: 'Confirmation' }).getByRole('button', { name: 'Yes' }).click();

  await expect(
    page.getByText(
      'The server did not answer for 1 of the 2 selected records: it may or may not have been deleted.',
    ),
  ).toBeVisible();
  const failures = page.getByRole('alert').filter({ hasText: 'may not have been deleted and stay selected' });
  await expect(failures).toContainText(
    `${lost.id}: The server did not answer, so it may or may not have been deleted.`,
  );
  await expect(failures).not.toContainText('could not be deleted');
  await expectNoA11yViolations(page);
  // both are gone on the server, and the list, reloaded, shows it
  expect(await listRecords(url, token, coll)).toEqual([]);
  await expect(recordRow(page, lost.id)).toHaveCount(0);
});

test('an admin save whose answer was lost says it may have gone through; saving again succeeds', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const email = uniqueEmail('lost');
  const other = await createAdmin(url, { email, password: PASSWORD }, token);
  await page.goto(`${url}/_/#/settings/admins`);
  await page.locator('[data-admin-row]').filter({ hasText: email }).click();
  const panel = page.getByRole('dialog', { name: 'Edit admin' });
  await panel.getByRole('radio', { name: 'Avatar 6' }).check();

  const restore = await loseAnswers(page, 'PATCH', `/api/admins/${other.id}`);
  await panel.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    page.getByText('The server did not answer, so this may or may not have gone through.'),
  ).toBeVisible();
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('radio', { name: 'Avatar 6' })).toBeChecked();
  expect(await api(url, `/api/admins/${other.id}`, { token })).toMatchObject({ avatar: 6 });
  await restore();

  await panel.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Successfully updated admin.')).toBeVisible();
  await expect(panel).toHaveCount(0);
});
