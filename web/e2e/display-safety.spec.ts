import { request as httpRequest } from 'node:http';
import type { Locator, Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe';
import { expect, signIn, test, useOwnServer, PASSWORD } from './support/fixtures';
import { adminToken, api, createAdmin } from './support/api';
import { createCollection, createRecord, uniqueName, type CollectionInfo } from './support/records';
import { openCollection, recordRow } from './support/screens';

// What the dashboard shows of stored identifiers reads in stored order: each bidirectional control
// character (here U+202E, RIGHT-TO-LEFT OVERRIDE) is shown as a visible marker instead of silently
// reversing what follows it; what is stored or sent keeps the character. And stored rich text with
// inline handlers opens without a single Content-Security-Policy report.

const RLO = '\u202E';
const MARKER = '⟨U+202E⟩';
const WARNING =
  'This contains invisible direction characters (shown as ⟨U+202E⟩) that can make it read differently.';

/** `text` as the dashboard shows it: each U+202E as its marker. */
const shown = (text: string) => text.replaceAll(RLO, MARKER);

let counter = 0;
/** A unique ASCII tag per call. */
function tag(): string {
  counter += 1;
  return `ds${Date.now().toString(36)}${counter}`;
}

/**
 * Whether the characters of `locator` are laid out left to right in the order they are stored (as
 * ASCII text is): a control character in the DOM would lay out what follows it right to left.
 */
function readsInStoredOrder(locator: Locator): Promise<boolean> {
  return locator.evaluate((root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    let last = -Infinity;
    let lineTop = -Infinity;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getBoundingClientRect();
        if (rect.width === 0) continue; // nothing drawn (white space at a line end, a control)
        if (rect.top > lineTop + rect.height / 2) {
          // a wrapped value goes on on the next line down, from its start again
          lineTop = rect.top;
          last = -Infinity;
        } else if (rect.top < lineTop - rect.height / 2) return false;
        if (rect.left < last - 0.5) return false;
        last = rect.left;
      }
    }
    return true;
  });
}

/** Checks that `locator` shows `stored` with its markers, in stored order, each marker named by its tooltip. */
async function expectMarked(locator: Locator, stored: string): Promise<void> {
  await expect(locator).toHaveText(shown(stored));
  expect(await locator.textContent()).not.toContain(RLO);
  const markers = locator.locator('[data-bidi-marker]');
  await expect(markers).toHaveCount(stored.split(RLO).length - 1);
  for (const marker of await markers.all()) {
    await expect(marker).toHaveAttribute('title', 'RIGHT-TO-LEFT OVERRIDE');
    await expect(marker).toHaveText(MARKER);
  }
  expect(await readsInStoredOrder(locator)).toBe(true);
}

/** The records-table cell of `column` in `row`. */
async function recordCell(page: Page, row: Locator, column: string): Promise<Locator> {
  await expect(row).toBeVisible(); // the table of the collection opened last is in
  const headers = await page.locator('[data-records-table] thead th').allTextContents();
  const index = headers.indexOf(column);
  expect(index, `column ${column}`).toBeGreaterThanOrEqual(0);
  return row.locator('td').nth(index);
}

/** A raw HTTP request: the path and headers go out as the UTF-8 bytes given, unencoded. */
function rawRequest(baseUrl: string, path: string, headers: Record<string, string>): Promise<number> {
  const { hostname, port } = new URL(baseUrl);
  // Node sends request lines and headers as latin1: the UTF-8 bytes of each string, one per char
  const bytes = (text: string) => Buffer.from(text, 'utf8').toString('latin1');
  const raw = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, bytes(v)]));
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path: bytes(path), method: 'GET', headers: raw }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

test('an admin email with a direction control reads in stored order; the input warns and the value is saved as typed', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const email = `admin${RLO}evil-${tag()}@example.com`;
  const stored = await createAdmin(url, { email, password: PASSWORD }, token);

  await page.goto(`${url}/_/#/settings/admins`);
  const row = page.locator('[data-admin-row]').filter({ hasText: shown(email) });
  await expectMarked(row.locator('td').nth(2), email);
  // the marker stands out from the text around it
  const marker = row.locator('[data-bidi-marker]');
  expect(await marker.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(
    await row
      .locator('td')
      .nth(2)
      .evaluate((el) => getComputedStyle(el).backgroundColor),
  );
  await expectNoA11yViolations(page);

  // the panel shows the stored value in the input, with the warning under it
  await row.click();
  const panel = page.getByRole('dialog', { name: 'Edit admin' });
  const input = panel.getByLabel('Email');
  await expect(input).toHaveValue(email);
  await expect(panel.getByText(WARNING)).toBeVisible();
  await expect(input).toHaveAccessibleDescription(WARNING);
  await expect(panel.locator('dd.mono')).toHaveText(stored.id);
  await expectNoA11yViolations(page);
  // saving another change sends the email untouched
  await panel.getByRole('radio', { name: 'Avatar 3' }).check();
  await panel.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Successfully updated admin.')).toBeVisible();
  const saved = await api<{ email: string; avatar: number }>(url, `/api/admins/${stored.id}`, { token });
  expect(saved).toMatchObject({ email, avatar: 3 });

  // a new admin: the warning shows as the control is typed, and goes with it; the value is sent as typed
  await page.getByRole('button', { name: 'New admin' }).click();
  const created = page.getByRole('dialog', { name: 'New admin' });
  const typed = `new${RLO}moc-${tag()}@example.com`;
  await created.getByLabel('Email').fill('plain@example.com');
  await expect(created.getByText(WARNING)).toHaveCount(0);
  await created.getByLabel('Email').fill(typed);
  await expect(created.getByText(WARNING)).toBeVisible();
  await created.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await created.getByLabel('Password confirm').fill(PASSWORD);
  const post = page.waitForRequest((r) => r.url().endsWith('/api/admins') && r.method() === 'POST');
  await created.getByRole('button', { name: 'Create' }).click();
  expect(((await post).postDataJSON() as { email: string }).email).toBe(typed);
  await expect(created).toBeHidden();
  const list = await api<{ items: { email: string }[] }>(
    url,
    `/api/admins?filter=${encodeURIComponent(`email="${typed}"`)}`,
    { token },
  );
  expect(list.items.map((a) => a.email)).toEqual([typed]);
  await expectMarked(
    page
      .locator('[data-admin-row]')
      .filter({ hasText: shown(typed) })
      .locator('td')
      .nth(2),
    typed,
  );
});

test('record ids, emails, text, relation chips, picked file names and the preview show direction controls as markers', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const members = await createCollection(url, token, {
    name: uniqueName('members'),
    type: 'auth',
    schema: [
      { name: 'title', type: 'text' },
      { name: 'docs', type: 'file', options: { maxSelect: 3, maxSize: 100000 } },
    ],
  });
  // ids are 15 bytes: the control character is 3 of them
  const id = `adm${RLO}${tag().slice(-9).padStart(9, '0')}`;
  const email = `u${RLO}ser-${tag()}@example.com`;
  const title = `adm${RLO}gnp.exe`;
  await createRecord(url, token, members.id, {
    id,
    email,
    title,
    password: PASSWORD,
    passwordConfirm: PASSWORD,
  });

  await openCollection(page, url, members);
  const row = recordRow(page, shown(id));
  // the id's own text, beside the verified mark of an auth record (class names are hashed in builds)
  await expectMarked((await recordCell(page, row, 'id')).locator(':scope > span > span:not([role])'), id);
  await expectMarked(await recordCell(page, row, 'email'), email);
  await expectMarked(await recordCell(page, row, 'title'), title);
  await expect(row.getByRole('checkbox', { name: `Select record ${shown(id)}` })).toBeVisible();
  await expectNoA11yViolations(page);

  // the editor: the id and email inputs hold the stored values and warn; the text is saved as typed
  await row.click();
  const panel = page.getByRole('dialog', { name: `Edit ${members.name} record` });
  await expect(panel.getByLabel('id', { exact: true })).toHaveValue(id);
  await expect(panel.getByLabel('id', { exact: true })).toHaveAccessibleDescription(WARNING);
  await expect(panel.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(panel.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(WARNING);
  await expect(panel.getByLabel('title', { exact: true })).toHaveValue(title);
  // a picked file's name, before it is uploaded (the server renames files it stores)
  await panel.locator('input[type="file"]').setInputFiles({
    name: `report${RLO}fdp.exe`,
    mimeType: 'text/plain',
    buffer: Buffer.from('hello'),
  });
  const picked = panel.locator('li[data-new]');
  await expectMarked(picked.locator('[title]').first(), `report${RLO}fdp.exe`);
  await expect(picked.getByRole('button', { name: `Remove report${MARKER}fdp.exe` })).toBeVisible();
  await expectNoA11yViolations(page);
  await picked.getByRole('button', { name: `Remove report${MARKER}fdp.exe` }).click();
  const newTitle = `new${RLO}txt.exe`;
  await panel.getByLabel('title', { exact: true }).fill(newTitle);
  await panel.getByRole('button', { name: 'Save changes' }).click();
  await expect(panel).toHaveCount(0);
  const saved = await api<{ id: string; email: string; title: string }>(
    url,
    `/api/collections/${members.id}/records/${encodeURIComponent(id)}`,
    { token },
  );
  expect(saved).toMatchObject({ id, email, title: newTitle });
  await expectMarked(await recordCell(page, recordRow(page, shown(id)), 'title'), newTitle);

  // a relation chip labelled by the id, and the relation cell
  const refs = await createCollection(url, token, {
    name: uniqueName('refs'),
    schema: [
      { name: 'name', type: 'text' },
      { name: 'owner', type: 'relation', options: { collectionId: members.id, maxSelect: 1 } },
    ],
  });
  const ref = await createRecord(url, token, refs.id, { name: 'has-owner', owner: id });
  await openCollection(page, url, refs);
  await expectMarked(
    (await recordCell(page, recordRow(page, ref.id), 'owner')).locator('[title]').first(),
    id,
  );
  await recordRow(page, ref.id).click();
  const refPanel = page.getByRole('dialog', { name: `Edit ${refs.name} record` });
  const chip = refPanel.getByRole('list', { name: 'Selected owner records' }).getByRole('listitem');
  await expectMarked(chip.locator('span').first(), id);
  // the tooltip names the record by its label and id, markers in both
  await expect(chip).toHaveAttribute('title', `${shown(id)} (${shown(id)})`);
  await expect(chip.getByRole('button', { name: `Remove ${shown(id)}` })).toBeVisible();
  await expectNoA11yViolations(page);
  await refPanel.getByRole('button', { name: 'Close' }).first().click();
  await expect(refPanel).toHaveCount(0);

  // the read-only preview (a view)
  const view = await createCollection(url, token, {
    name: uniqueName('mview'),
    type: 'view',
    options: { query: `select id, title from ${members.name}` },
  });
  await openCollection(page, url, view);
  await recordRow(page, shown(id)).click();
  const preview = page.getByRole('dialog', { name: `Preview ${view.name} record` });
  const previewValue = (label: string) =>
    preview
      .locator('tr')
      .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
      .locator('td');
  await expectMarked(previewValue('id'), id);
  await expectMarked(previewValue('title'), newTitle);
  await expectNoA11yViolations(page);
});

test('a logged URL and user agent with direction controls read in stored order in the logs table and panel', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const mark = tag();
  const path = `/api/collections/users/auth-methods?tag=${mark}-adm${RLO}gnp.exe`;
  const agent = `agent/${RLO}evil`;
  expect(await rawRequest(url, path, { 'User-Agent': agent })).toBe(200);
  const filter = `url~"?tag=${mark}"`;
  await expect
    .poll(
      async () =>
        (
          await api<{ items: { url: string; userAgent: string }[] }>(
            url,
            `/api/logs/requests?filter=${encodeURIComponent(filter)}`,
            { token },
          )
        ).items,
      { timeout: 15_000 },
    )
    .toEqual([expect.objectContaining({ url: path, userAgent: agent })]);

  await page.goto(`${url}/_/#/logs?filter=${encodeURIComponent(filter)}`);
  const row = page.locator('[data-log-row]').filter({ hasText: mark });
  const urlCell = row.locator('td').nth(1);
  await expectMarked(urlCell.locator(':scope > span').last(), path);
  await expect(urlCell).toHaveAttribute('title', shown(path));
  await expectNoA11yViolations(page);

  await row.click();
  const panel = page.getByRole('dialog', { name: 'Request log' });
  const value = (label: string) =>
    panel
      .locator('tr')
      .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
      .locator('td');
  await expectMarked(value('URL'), path);
  await expectMarked(value('UserAgent'), agent);
  await expectNoA11yViolations(page);
});

test('collection and field names of an import show their direction controls in the changes and the diff', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const { items } = await api<{ items: CollectionInfo[] }>(url, '/api/collections?perPage=500', { token });
  const name = `imp${RLO}orted_${tag()}`;
  const field = `fi${RLO}eld`;
  // a new collection, and a new field of the existing `users` (nothing is imported)
  const config = [
    ...items.map((c) =>
      c.name === 'users' ? { ...c, schema: [...c.schema, { name: field, type: 'text' }] } : c,
    ),
    { id: `i${tag()}`.slice(0, 15).padEnd(15, '0'), name, type: 'base', schema: [] },
  ];
  await page.goto(`${url}/_/#/settings/import-collections`);
  await page.locator('input[type="file"]').setInputFiles({
    name: 'collections.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(config)),
  });
  const changes = page.getByRole('region', { name: 'Detected changes' });
  const added = changes.getByRole('listitem').filter({ hasText: shown(name) });
  await expectMarked(added.locator('span').filter({ hasText: shown(name) }), name);
  const users = changes
    .getByRole('listitem')
    .filter({ has: page.getByRole('list', { name: 'Fields of users' }) });
  await expectMarked(users.getByRole('list').getByRole('listitem'), `Added field ${field}`);
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Review', exact: true }).click();
  const popup = page.getByRole('dialog', { name: 'Review changes' });
  for (const [table, line] of [
    [new RegExp(`^${shown(name).replace(/[+]/g, '\\+')}: `), `"name": "${shown(name)}"`],
    [/^users: /, `"name": "${shown(field)}"`],
  ] as const) {
    const cell = popup.getByRole('table', { name: table }).locator('td').filter({ hasText: line });
    await expect(cell).toHaveCount(1);
    await expect(cell.locator('[data-bidi-marker]')).toHaveAttribute('title', 'RIGHT-TO-LEFT OVERRIDE');
    expect(await cell.textContent()).not.toContain(RLO);
  }
  await expectNoA11yViolations(page);
});

test.describe('the document title', () => {
  const own = useOwnServer('title');

  test('shows a direction control of the app name as its marker', async ({ page }) => {
    const token = await adminToken(own.server.url, own.admin);
    await api(own.server.url, '/api/settings', {
      method: 'PATCH',
      token,
      body: { meta: { appName: `Ac${RLO}me` } },
    });
    await signIn(page, own.server.url, own.admin);
    await expect(page).toHaveTitle(`Collections - Ac${MARKER}me - Larder`);
  });
});

test('rich text with inline handlers opens in the preview and the editor without a CSP report or console error', async ({
  adminPage: { page, url },
  server,
}) => {
  // every securitypolicyviolation of the page's documents, counted from the first script on
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  const violations = () =>
    page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const token = await adminToken(url, server.admin);
  const notes = await createCollection(url, token, {
    name: uniqueName('richnotes'),
    schema: [
      { name: 'title', type: 'text' },
      { name: 'body', type: 'editor' },
    ],
  });
  const payload = '<img src=x onerror=alert(1)><p onload="x()">hi</p><svg onload=alert(2)>';
  const record = await createRecord(url, token, notes.id, { title: 'handlers', body: payload });
  const view = await createCollection(url, token, {
    name: uniqueName('richview'),
    type: 'view',
    options: { query: `select id, title, body from ${notes.name}` },
  });

  await page.goto('about:blank'); // a new document, so the init script runs in the dashboard's
  await openCollection(page, url, view);
  await recordRow(page, record.id).click();
  const preview = page.getByRole('dialog', { name: `Preview ${view.name} record` });
  await expect(preview.getByText('hi', { exact: true })).toBeVisible();
  await preview.getByRole('button', { name: 'Close' }).first().click();
  await expect(preview).toHaveCount(0);

  await openCollection(page, url, notes);
  await recordRow(page, record.id).click();
  const panel = page.getByRole('dialog', { name: `Edit ${notes.name} record` });
  const body = panel.getByRole('textbox', { name: 'body', exact: true });
  await expect(body).toHaveText('hi');
  await expect(body.locator('p')).toHaveText('hi');
  await expect(page.locator('[onerror], [onload]')).toHaveCount(0);

  expect(await violations()).toEqual([]);
  expect(dialogs).toEqual([]);
  // the stored value is left as it was (opening sends nothing)
  const stored = await api<{ body: string }>(url, `/api/collections/${notes.id}/records/${record.id}`, {
    token,
  });
  expect(stored.body).toBe(payload);
  // and the console guard of the fixtures fails the test on any console error
});
