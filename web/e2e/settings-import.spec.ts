import type { Page } from '@playwright/test';
import { expect, signInThroughApi, test, useOwnServer } from './support/fixtures';
import { adminToken, api } from './support/api';
import { expectNoA11yViolations } from './support/axe';
import { createCollection, createRecord, type CollectionInfo } from './support/records';

// Import collections on a server of each test's own: an import replaces the whole schema. Every
// result is read back through GET /api/collections.

const DELETE_QUESTION =
  'Do you really want to delete the following collection fields and their related records data:';
const IMPORTED = 'Successfully imported collections configuration.';
const UP_TO_DATE = 'Your collections configuration is already up-to-date!';

interface Field {
  id: string;
  name: string;
  type: string;
  options: Record<string, unknown>;
  [key: string]: unknown;
}
interface Collection {
  id: string;
  name: string;
  created?: string;
  updated?: string;
  schema: Field[];
  [key: string]: unknown;
}

test.describe('import collections', () => {
  const own = useOwnServer('import');
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  const token = () => adminToken(own.server.url, own.admin);
  const listCollections = async () =>
    (
      await api<{ items: Collection[] }>(own.server.url, '/api/collections?perPage=500&sort=name', {
        token: await token(),
      })
    ).items;
  const byName = (list: Collection[], name: string) => list.find((c) => c.name === name);

  /** posts (title, body) and tags (label) next to the server's users. */
  async function seed(): Promise<{ posts: CollectionInfo; tags: CollectionInfo }> {
    const t = await token();
    const posts = await createCollection(own.server.url, t, {
      name: 'posts',
      schema: [
        { name: 'title', type: 'text' },
        { name: 'body', type: 'text' },
      ],
    });
    const tags = await createCollection(own.server.url, t, {
      name: 'tags',
      schema: [{ name: 'label', type: 'text' }],
    });
    return { posts, tags };
  }

  /** The server's collections as an export gives them (created and updated kept here, on purpose). */
  const current = async () => structuredClone(await listCollections());

  async function openImport(page: Page) {
    await signInThroughApi(page, own.server.url, own.admin);
    await page.goto(`${own.server.url}/_/#/settings/import-collections`);
    await expect(page.getByRole('heading', { name: 'Import collections' })).toBeVisible();
  }

  const editor = (page: Page) => page.getByRole('textbox', { name: 'Collections configuration (JSON)' });
  /** The editor's text: the plain textarea's value, or the code editor's lines once it has taken over. */
  const editorText = (page: Page) =>
    editor(page).evaluate((el) => (el instanceof HTMLTextAreaElement ? el.value : (el.textContent ?? '')));
  const changes = (page: Page) => page.getByRole('region', { name: 'Detected changes' });
  const change = (page: Page, kind: string, name: string) =>
    changes(page)
      .getByRole('listitem')
      .filter({ has: page.getByText(kind, { exact: true }) })
      .filter({ hasText: name })
      .first();
  const review = (page: Page) => page.getByRole('button', { name: 'Review', exact: true });
  const popup = (page: Page) => page.getByRole('dialog', { name: 'Review changes' });
  const confirmation = (page: Page) => page.getByRole('dialog', { name: 'Confirmation' });
  /** The footer's Close (the header's × is also named Close). */
  const closePopup = (page: Page) => popup(page).locator('footer').getByRole('button', { name: 'Close' });

  /** Pastes `value` into the editor from the clipboard (Ctrl+A, Ctrl+V), as an admin does. */
  async function paste(page: Page, value: unknown) {
    const text = typeof value === 'string' ? value : JSON.stringify(value, null, 4);
    await page.evaluate((t) => navigator.clipboard.writeText(t), text);
    // the code editor takes over from the plain textarea once its chunk is in (hovering asks for it);
    // clicking only after that, so the click never holds on to a textarea the swap then hides
    await editor(page).hover();
    await expect(page.locator('[data-code-editor] .cm-content[role="textbox"]')).toBeVisible();
    await editor(page).click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('ControlOrMeta+V');
  }

  const importRequest = (page: Page) =>
    page.waitForRequest((r) => r.url().endsWith('/api/collections/import') && r.method() === 'PUT');

  test('paste, Detected changes, Review side by side, Confirm and import; created and updated are stripped', async ({
    page,
  }) => {
    await seed();
    const config = await current();
    const posts = byName(config, 'posts')!;
    posts.schema[0].name = 'headline';
    posts.schema.push({ id: 'views_field', name: 'views', type: 'number', options: {} } as Field);
    config.push({
      id: 'comments_id_001',
      name: 'comments',
      created: '2030-01-01 00:00:00.000Z',
      updated: '2030-01-01 00:00:00.000Z',
      schema: [{ id: 'msg_field', name: 'message', type: 'text', options: {} } as Field],
    });

    await openImport(page);
    await expect(page.getByLabel('Delete missing collections and fields')).toBeChecked();
    await expect(review(page)).toBeDisabled();
    await paste(page, config);
    await expect(changes(page)).toBeVisible();
    await expect(change(page, 'Changed', 'posts')).toContainText('Changed field headline (was title)');
    await expect(change(page, 'Changed', 'posts')).toContainText('Added field views');
    await expect(change(page, 'Added', 'comments')).toBeVisible();
    await expect(changes(page).getByRole('listitem').filter({ hasText: 'tags' })).toHaveCount(0);
    await expect(changes(page).getByText('Deleted', { exact: true })).toHaveCount(0);

    await review(page).click();
    const dialog = popup(page);
    await expect(dialog).toBeVisible();
    const postsDiff = dialog.getByRole('table', { name: /^posts: \d+ lines? removed, \d+ added$/ });
    await expect(postsDiff).toBeVisible();
    // old | new on one row, marked for screen readers
    const renamed = postsDiff.getByRole('row').filter({ hasText: '"name": "headline"' });
    await expect(renamed).toContainText('Removed: "name": "title",');
    await expect(renamed).toContainText('Added: "name": "headline",');
    const commentsDiff = dialog.getByRole('table', { name: /^comments: 0 lines removed, \d+ added$/ });
    await expect(commentsDiff).toContainText('"name": "message"');
    await expect(commentsDiff).not.toContainText('2030-01-01');

    const put = importRequest(page);
    await dialog.getByRole('button', { name: 'Confirm and import' }).click();
    const body = (await put).postDataJSON() as { collections: Collection[]; deleteMissing: boolean };
    await expect(page.getByText(IMPORTED)).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(body.deleteMissing).toBe(true);
    for (const c of body.collections) {
      expect(c).not.toHaveProperty('created');
      expect(c).not.toHaveProperty('updated');
    }
    // the form resets
    await expect(changes(page)).toHaveCount(0);
    await expect(review(page)).toBeDisabled();
    expect(await editorText(page)).not.toContain('headline');

    const after = await listCollections();
    expect(byName(after, 'posts')?.schema.map((f) => f.name)).toEqual(['headline', 'body', 'views']);
    expect(byName(after, 'comments')).toMatchObject({ id: 'comments_id_001' });
    expect(byName(after, 'comments')?.created).not.toContain('2030');
    expect(byName(after, 'tags')).toBeDefined();
    expect(byName(after, 'users')).toBeDefined();
  });

  test('a .json file loads through the file input; other files are refused', async ({ page }) => {
    await seed();
    const config = await current();
    config.push({ id: 'from_file_00001', name: 'from_file', schema: [{ name: 'x', type: 'text' } as Field] });
    await openImport(page);
    const input = page.locator('input[type="file"]');
    await expect(input).toHaveAttribute('accept', '.json,application/json');

    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('[]') });
    await expect(page.getByText('Only .json files can be imported.')).toBeVisible();
    await expect(changes(page)).toHaveCount(0);

    await input.setInputFiles({
      name: 'collections.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(config)),
    });
    await expect(change(page, 'Added', 'from_file')).toBeVisible();
    await expect.poll(() => editorText(page)).toContain('from_file');
  });

  test("a malformed file says 'Failed to load the imported JSON.'; one without collections says 'Invalid collections configuration.' and clears the input", async ({
    page,
  }) => {
    await seed();
    await openImport(page);
    const input = page.locator('input[type="file"]');
    await paste(page, await current());
    await expect(page.getByText(UP_TO_DATE)).toBeVisible();

    await input.setInputFiles({
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from('[{"id": '),
    });
    await expect(page.getByText('Failed to load the imported JSON.')).toBeVisible();
    // what was there stays
    await expect(page.getByText(UP_TO_DATE)).toBeVisible();

    await input.setInputFiles({
      name: 'empty.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"collections": []}'),
    });
    await expect(page.getByText('Invalid collections configuration.')).toBeVisible();
    await expect(page.getByText(UP_TO_DATE)).toHaveCount(0);
    expect(await editorText(page)).not.toContain('posts');
    await expect(page.getByRole('button', { name: 'Clear' })).toHaveCount(0);
  });

  test('the same configuration is up to date; an invalid one says so; Review needs changes', async ({
    page,
  }) => {
    await seed();
    await openImport(page);
    await paste(page, await current());
    await expect(page.getByText(UP_TO_DATE)).toBeVisible();
    await expect(review(page)).toBeDisabled();

    await paste(page, [{ name: 'no_id' }]);
    await expect(page.getByText('Invalid collections configuration.')).toBeVisible();
    await expect(editor(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(review(page)).toBeDisabled();
    await paste(page, '{ not json');
    await expect(page.getByText('Invalid collections configuration.')).toBeVisible();
    await expect(review(page)).toBeDisabled();
  });

  test('deletions are confirmed first, listing collection.* and collection.field (id); No keeps everything, Yes deletes', async ({
    page,
  }) => {
    const { posts, tags } = await seed();
    const t = await token();
    await createRecord(own.server.url, t, 'tags', { label: 'kept' });
    const config = (await current()).filter((c) => c.name !== 'tags');
    const body = byName(config, 'posts')!.schema.find((f) => f.name === 'body')!;
    byName(config, 'posts')!.schema = byName(config, 'posts')!.schema.filter((f) => f !== body);

    await openImport(page);
    await paste(page, config);
    await expect(change(page, 'Deleted', 'tags')).toBeVisible();
    await expect(change(page, 'Changed', 'posts')).toContainText('Deleted field body');
    await review(page).click();
    await expect(popup(page).getByRole('region', { name: 'Deleted tags' })).toBeVisible();
    await expectNoA11yViolations(page, 'dialog[open]');

    let puts = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/collections/import')) puts += 1;
    });
    await popup(page).getByRole('button', { name: 'Confirm and import' }).click();
    const ask = confirmation(page);
    await expect(ask).toContainText(DELETE_QUESTION);
    const list = ask.getByRole('list', { name: DELETE_QUESTION });
    await expect(list.getByRole('listitem')).toHaveText(['tags.*', `posts.body (${body.id})`]);
    await expect(ask.getByRole('button', { name: 'No' })).toBeFocused();
    await expectNoA11yViolations(page, 'dialog[aria-label="Confirmation"]');
    await ask.getByRole('button', { name: 'No' }).click();
    await expect(ask).toBeHidden();
    await expect(popup(page)).toBeVisible();
    expect(puts).toBe(0);
    let after = await listCollections();
    expect(byName(after, 'tags')?.id).toBe(tags.id);
    expect(byName(after, 'posts')?.schema.map((f) => f.name)).toEqual(['title', 'body']);

    await popup(page).getByRole('button', { name: 'Confirm and import' }).click();
    await confirmation(page).getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText(IMPORTED)).toBeVisible();
    after = await listCollections();
    expect(byName(after, 'tags')).toBeUndefined();
    expect(byName(after, 'posts')).toMatchObject({ id: posts.id });
    expect(byName(after, 'posts')?.schema.map((f) => f.name)).toEqual(['title']);
  });

  test("with 'Delete missing collections and fields' off, other collections and fields stay", async ({
    page,
  }) => {
    await seed();
    const config = (await current()).filter((c) => c.name === 'posts');
    const posts = config[0];
    posts.schema = [
      posts.schema[0],
      { id: 'extra_field', name: 'extra', type: 'bool', options: {} } as Field,
    ];

    await openImport(page);
    await paste(page, config);
    await expect(change(page, 'Deleted', 'tags')).toBeVisible();
    await page.getByLabel('Delete missing collections and fields').uncheck();
    await expect(changes(page).getByText('Deleted', { exact: true })).toHaveCount(0);
    await expect(change(page, 'Changed', 'posts')).toHaveText(/Added field extra$/);

    await review(page).click();
    const put = importRequest(page);
    await popup(page).getByRole('button', { name: 'Confirm and import' }).click();
    // nothing would be deleted: no question
    expect((await put).postDataJSON()).toMatchObject({ deleteMissing: false });
    await expect(page.getByText(IMPORTED)).toBeVisible();
    await expect(confirmation(page)).toHaveCount(0);
    const after = await listCollections();
    expect(byName(after, 'tags')).toBeDefined();
    expect(byName(after, 'users')).toBeDefined();
    expect(byName(after, 'posts')?.schema.map((f) => f.name)).toEqual(['title', 'body', 'extra']);
    // the form resets: the option is on again
    await expect(page.getByLabel('Delete missing collections and fields')).toBeChecked();
  });

  test("'Replace with original ids' takes the existing ids of the same names, relation references included", async ({
    page,
  }) => {
    const { posts } = await seed();
    const t = await token();
    const record = await createRecord(own.server.url, t, 'posts', { title: 'still here' });
    // posts as exported from another server: other ids, one more field, and a collection pointing at it
    const config = await current();
    const other = byName(config, 'posts')!;
    other.id = 'other_posts_id1';
    other.schema = other.schema.map((f) => ({ ...f, id: `other_${f.name}` }));
    other.schema.push({ id: 'other_summary', name: 'summary', type: 'text', options: {} } as Field);
    config.push({
      id: 'comments_id_001',
      name: 'comments',
      schema: [
        {
          id: 'comment_post',
          name: 'post',
          type: 'relation',
          options: { collectionId: 'other_posts_id1', cascadeDelete: false, maxSelect: 1, displayFields: [] },
        } as Field,
      ],
    });

    await openImport(page);
    await paste(page, config);
    const alert = page.getByRole('alert').filter({ hasText: 'same names as existing ones but other ids' });
    await expect(alert).toBeVisible();
    // as it is, posts would be deleted and created anew
    await expect(change(page, 'Deleted', 'posts')).toBeVisible();
    await expect(change(page, 'Added', 'posts')).toBeVisible();
    await expectNoA11yViolations(page);

    await alert.getByRole('button', { name: 'Replace with original ids' }).click();
    await expect(alert).toBeHidden();
    await expect(change(page, 'Changed', 'posts')).toHaveText(/Added field summary$/);
    await expect(changes(page).getByText('Deleted', { exact: true })).toHaveCount(0);
    await expect(change(page, 'Added', 'comments')).toBeVisible();

    await review(page).click();
    await popup(page).getByRole('button', { name: 'Confirm and import' }).click();
    await expect(page.getByText(IMPORTED)).toBeVisible();
    const after = await listCollections();
    expect(byName(after, 'posts')?.id).toBe(posts.id);
    expect(byName(after, 'posts')?.schema.map((f) => [f.id, f.name])).toEqual([
      ...posts.schema.map((f) => [f.id, f.name]),
      ['other_summary', 'summary'],
    ]);
    expect(byName(after, 'comments')?.schema[0].options.collectionId).toBe(posts.id);
    // the same collection: its records are still there
    const kept = await api<{ title: string }>(own.server.url, `/api/collections/posts/records/${record.id}`, {
      token: t,
    });
    expect(kept.title).toBe('still here');
  });

  test("the server's errors are shown per collection; nothing changes and the text stays", async ({
    page,
  }) => {
    await seed();
    const config = await current();
    const posts = byName(config, 'posts')!;
    posts.listRule = 'title ==== 1';
    posts.schema.push({
      id: 'status_field',
      name: 'status',
      type: 'select',
      options: { maxSelect: 1, values: [] },
    } as Field);
    await openImport(page);
    await paste(page, config);
    await expect(change(page, 'Changed', 'posts')).toContainText('Added field status');
    await review(page).click();
    await popup(page).getByRole('button', { name: 'Confirm and import' }).click();
    const errors = popup(page).getByRole('alert').filter({ hasText: 'The import failed.' });
    await expect(errors).toContainText('The import failed.');
    await expect(errors).toContainText('Collection posts');
    await expect(errors.getByRole('listitem')).toHaveText([
      'listRule: Invalid filter rule.',
      'schema.2.options.values: cannot be blank (field "status")',
    ]);
    // the collection's own section says it too, and a button leads there
    await expect(popup(page).getByRole('list', { name: 'Errors of posts' })).toContainText(
      'listRule: Invalid filter rule.',
    );
    await expect(errors.getByRole('button', { name: 'Show posts' })).toBeVisible();
    await expect(popup(page).getByRole('button', { name: 'Confirm and import' })).toBeEnabled();
    await expectNoA11yViolations(page, 'dialog[open]');
    await closePopup(page).click();
    await expect(popup(page)).toBeHidden();
    // the page keeps the text, its changes and the errors next to the collection
    await expect(change(page, 'Changed', 'posts')).toContainText('listRule: Invalid filter rule.');
    const after = byName(await listCollections(), 'posts');
    expect(after?.schema.map((f) => f.name)).toEqual(['title', 'body']);
    expect(after?.listRule).toBeNull();
  });

  test('a paste too large for the browser storage says it will be lost on reload, and no older paste comes back', async ({
    page,
  }) => {
    await seed();
    const config = await current();
    await openImport(page);
    // an earlier, smaller paste is kept as a draft
    await paste(page, { collections: config.slice(0, 1) });
    await expect.poll(() => page.evaluate(() => localStorage.getItem('larder_import_draft'))).not.toBeNull();

    // the origin's storage is filled up to less than the next paste needs
    await page.evaluate(() => {
      const chunk = 'x'.repeat(256 * 1024);
      for (let i = 0; ; i++) {
        try {
          localStorage.setItem(`test_filler_${i}`, chunk);
        } catch {
          break;
        }
      }
    });
    byName(config, 'posts')!.listRule = '';
    await paste(page, JSON.stringify(config, null, 4) + ' '.repeat(1024 * 1024));
    await expect(change(page, 'Changed', 'posts')).toBeVisible();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'This draft is too large to keep in this browser; it will be lost on reload.' }),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('larder_import_draft'))).toBeNull();

    // a reload starts empty: the older, smaller paste is not brought back in place of the lost one
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Import collections' })).toBeVisible();
    await expect(review(page)).toBeDisabled();
    expect(await editorText(page)).toBe('');
    await expect(changes(page)).toHaveCount(0);
  });

  test.describe('when the server is down', () => {
    test.use({ expectedConsoleErrors: ['ERR_CONNECTION_REFUSED', 'Failed to fetch'] });

    test('the pasted text survives a failed import and a reload', async ({ page }) => {
      await seed();
      const config = await current();
      byName(config, 'posts')!.listRule = '';
      await openImport(page);
      await paste(page, config);
      await expect(change(page, 'Changed', 'posts')).toBeVisible();
      await page.reload();
      await expect(change(page, 'Changed', 'posts')).toBeVisible();

      await review(page).click();
      await own.server.stop();
      await popup(page).getByRole('button', { name: 'Confirm and import' }).click();
      await expect(popup(page).getByRole('alert').filter({ hasText: 'The import failed.' })).toContainText(
        'The import failed.',
      );
      await closePopup(page).click();
      await expect(change(page, 'Changed', 'posts')).toBeVisible();

      await own.restart();
      await page.reload();
      await expect(change(page, 'Changed', 'posts')).toBeVisible();
      await review(page).click();
      await popup(page).getByRole('button', { name: 'Confirm and import' }).click();
      await expect(page.getByText(IMPORTED)).toBeVisible();
      expect(byName(await listCollections(), 'posts')?.listRule).toBe('');
      // an import that succeeded forgets the draft
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Import collections' })).toBeVisible();
      await expect(review(page)).toBeDisabled();
      expect(await page.evaluate(() => localStorage.getItem('larder_import_draft'))).toBeNull();
    });
  });

  test("names, rules and field names holding markup stay text in the list, the diff and the failed import's alert", async ({
    page,
  }) => {
    await seed();
    const xss = '<img src=x onerror=window.__xss=1>';
    const config = await current();
    const posts = byName(config, 'posts')!;
    posts.listRule = `title = "${xss}"`;
    posts.schema[0].name = `t${xss}`;
    config.push({ id: 'xss_collection1', name: `x${xss}`, schema: [{ name: xss, type: 'text' } as Field] });
    await openImport(page);
    await paste(page, config);
    await expect(change(page, 'Added', `x${xss}`)).toBeVisible();
    await expect(change(page, 'Changed', 'posts')).toContainText(`Changed field t${xss} (was title)`);
    await review(page).click();
    await expect(popup(page).getByRole('region', { name: `Added x${xss}` })).toContainText(
      `"name": "x${xss}"`,
    );
    await popup(page).getByRole('button', { name: 'Confirm and import' }).click();
    // the server refuses such names
    await expect(popup(page).getByRole('alert').filter({ hasText: 'The import failed.' })).toContainText(
      'Failed to import the collections configuration.',
    );
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  });

  test('the whole flow by keyboard', async ({ page }) => {
    await seed();
    const config = (await current()).filter((c) => c.name !== 'tags');
    byName(config, 'posts')!.viewRule = '';
    await openImport(page);
    await page.evaluate((t) => navigator.clipboard.writeText(t), JSON.stringify(config, null, 4));
    await page.getByRole('button', { name: 'Load from JSON file' }).focus();
    await page.keyboard.press('Tab');
    await expect(editor(page)).toBeFocused();
    await page.keyboard.press('ControlOrMeta+V');
    await expect(change(page, 'Deleted', 'tags')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Delete missing collections and fields')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Clear' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(review(page)).toBeFocused();
    await page.keyboard.press('Enter');

    // the diff takes the focus (arrow keys scroll it); folded lines open with Enter
    const region = popup(page).getByRole('region', { name: 'Changes to import' });
    await expect(region).toBeFocused();
    await page.keyboard.press('Tab');
    const unfold = popup(page)
      .getByRole('button', { name: /^Show \d+ unchanged lines$/ })
      .first();
    await expect(unfold).toBeFocused();
    const rows = await popup(page).getByRole('row').count();
    await page.keyboard.press('Enter');
    await expect.poll(() => popup(page).getByRole('row').count()).toBeGreaterThan(rows);

    // on to Confirm and import (through the remaining fold buttons and Close)
    const confirmButton = popup(page).getByRole('button', { name: 'Confirm and import' });
    for (let i = 0; i < 30 && !(await confirmButton.evaluate((el) => el === document.activeElement)); i += 1)
      await page.keyboard.press('Tab');
    await expect(confirmButton).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(confirmation(page).getByRole('button', { name: 'No' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(confirmation(page).getByRole('button', { name: 'Yes' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(IMPORTED)).toBeVisible();
    const after = await listCollections();
    expect(byName(after, 'tags')).toBeUndefined();
    expect(byName(after, 'posts')?.viewRule).toBe('');
  });

  test('axe: the page with detected changes and the review popup', async ({ page }) => {
    await seed();
    const config = await current();
    byName(config, 'posts')!.schema[0].name = 'headline';
    await openImport(page);
    await expectNoA11yViolations(page);
    await paste(page, config);
    await expect(change(page, 'Changed', 'posts')).toBeVisible();
    await expectNoA11yViolations(page);
    await review(page).click();
    await expect(popup(page).getByRole('table', { name: /^posts:/ })).toBeVisible();
    await expectNoA11yViolations(page, 'dialog[open]');
  });
});
