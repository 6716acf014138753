import type { Locator, Page, Request } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { adminToken, api } from './support/api';
import { getCollection, openCard, openEditCollection } from './support/collectionEditor';
import { createCollection, createRecord, uniqueName, type RecordInfo } from './support/records';
import { openCollection, recordRow } from './support/screens';

// An impossible value is never saved as something else: the server would store 0 for a number it
// cannot store as typed and an empty date for an impossible one, without an error. The dashboard
// refuses such text under its input, sends nothing, and keeps what was typed; the stored value stays.

const STORED_DATE = '2024-05-01 10:00:00.000Z';

/**
 * Writes the page sends from now on (method and path; realtime subscriptions aside), and reads of
 * the paths `alsoReads` accepts: what a save would send.
 */
function watchSaves(page: Page, alsoReads: (path: string) => boolean = () => false): string[] {
  const sent: string[] = [];
  page.on('request', (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (!path.includes('/api/') || path.endsWith('/api/realtime')) return;
    if (request.method() !== 'GET' || alsoReads(path)) sent.push(`${request.method()} ${path}`);
  });
  return sent;
}

/** Checks the refusal: the message under the input, which keeps the typed text and has the focus. */
async function expectRefused(input: Locator, typed: string, message: string): Promise<void> {
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription(new RegExp(`^${message.replace('.', '\\.')}`));
  await expect(input).toHaveValue(typed);
}

test.describe('record editor', () => {
  /** A collection with a number and a date field, and a record holding 5 and a date. */
  async function setUp(url: string, token: string) {
    const collection = await createCollection(url, token, {
      name: uniqueName('values'),
      schema: [
        { name: 'count', type: 'number' },
        { name: 'due', type: 'date' },
      ],
    });
    const record = await createRecord(url, token, collection.id, { count: 5, due: STORED_DATE });
    return { collection, record };
  }

  const cases = [
    { name: 'an impossible number (1e309) is refused', field: 'count', typed: '1e309' },
    { name: 'a number that underflows to 0 (1e-400) is refused', field: 'count', typed: '1e-400' },
    {
      name: 'an impossible date (2024-02-30 10:00:00) is refused',
      field: 'due',
      typed: '2024-02-30 10:00:00',
    },
    {
      name: 'a date with month 13 (2024-13-45 10:00:00) is refused',
      field: 'due',
      typed: '2024-13-45 10:00:00',
    },
    { name: "a date typed as words ('not a date') is refused", field: 'due', typed: 'not a date' },
  ] as const;

  for (const { name, field, typed } of cases) {
    test(`${name} and the stored value is kept`, async ({ adminPage: { page, url }, server }) => {
      const token = await adminToken(url, server.admin);
      const { collection, record } = await setUp(url, token);
      await openCollection(page, url, collection);
      await recordRow(page, record.id).click();
      const panel = page.getByRole('dialog', { name: `Edit ${collection.name} record` });
      const input = panel.getByLabel(field, { exact: true });
      await expect(input).toHaveValue(field === 'count' ? '5' : STORED_DATE.slice(0, 19));

      await input.fill(typed);
      if (field === 'due') await input.press('Tab'); // the calendar reads the text and closes
      const sent = watchSaves(page, (path) => path.endsWith(`/records/${record.id}`));
      await panel.getByRole('button', { name: 'Save changes' }).click();

      await expectRefused(input, typed, field === 'count' ? 'Not a valid number.' : 'Not a valid date.');
      await expect(input).toBeFocused();
      // the date input takes the focus without its calendar, which would cover the message
      await expect(panel.locator('.flatpickr-calendar.open')).toHaveCount(0);
      await expect(panel).toBeVisible();
      await expectNoA11yViolations(page);
      expect(sent).toEqual([]);
      const stored = await api<RecordInfo>(url, `/api/collections/${collection.id}/records/${record.id}`, {
        token,
      });
      expect(stored.count).toBe(5);
      expect(stored.due).toBe(STORED_DATE);
    });
  }
});

test('an impossible logs max days (1e309) is refused and the stored settings are kept', async ({
  adminPage: { page, url },
  server,
}) => {
  const token = await adminToken(url, server.admin);
  const readMaxDays = async () =>
    (await api<{ logs: { maxDays: number } }>(url, '/api/settings', { token })).logs.maxDays;
  const before = await readMaxDays();
  await page.goto(`${url}/_/#/settings`);
  const input = page.getByLabel('Logs max days retention');
  await expect(input).toHaveValue(String(before));

  await input.fill('1e309');
  const sent = watchSaves(page);
  await page.getByRole('button', { name: 'Save changes' }).click();

  await expectRefused(input, '1e309', 'Not a valid number.');
  await expect(input).toBeFocused();
  await expectNoA11yViolations(page);
  expect(sent).toEqual([]);
  expect(await readMaxDays()).toBe(before);
});

test.describe('collection options', () => {
  async function setUp(page: Page, url: string, token: string) {
    const collection = await createCollection(url, token, {
      name: uniqueName('options'),
      schema: [
        { name: 'count', type: 'number', options: { min: 1, max: null } },
        { name: 'due', type: 'date', options: { min: '2024-01-01 00:00:00.000Z', max: '' } },
      ],
    });
    await openCollection(page, url, collection);
    const panel = await openEditCollection(page);
    return { collection, panel };
  }

  test('an impossible number field min (1e309) is refused and the stored collection is kept', async ({
    adminPage: { page, url },
    server,
  }) => {
    const token = await adminToken(url, server.admin);
    const { collection, panel } = await setUp(page, url, token);
    const input = (await openCard(panel, 'count')).getByLabel('Min', { exact: true });
    await expect(input).toHaveValue('1');

    await input.fill('1e309');
    const sent = watchSaves(page);
    await panel.getByRole('button', { name: 'Save changes' }).click();

    await expectRefused(input, '1e309', 'Not a valid number.');
    await expectNoA11yViolations(page);
    expect(sent).toEqual([]);
    const stored = await getCollection(url, token, collection.id);
    expect(stored.schema.find((f) => f.name === 'count')?.options.min).toBe(1);
  });

  test('an impossible date field min (2024-02-30 10:00:00) is refused and the stored collection is kept', async ({
    adminPage: { page, url },
    server,
  }) => {
    const token = await adminToken(url, server.admin);
    const { collection, panel } = await setUp(page, url, token);
    const input = (await openCard(panel, 'due')).getByLabel('Min date (UTC)');
    await expect(input).toHaveValue('2024-01-01 00:00:00');

    await input.fill('2024-02-30 10:00:00');
    await input.press('Tab'); // the calendar reads the text and closes
    const sent = watchSaves(page);
    await panel.getByRole('button', { name: 'Save changes' }).click();

    await expectRefused(input, '2024-02-30 10:00:00', 'Not a valid date.');
    await expectNoA11yViolations(page);
    expect(sent).toEqual([]);
    const stored = await getCollection(url, token, collection.id);
    expect(stored.schema.find((f) => f.name === 'due')?.options.min).toBe('2024-01-01 00:00:00.000Z');
  });
});
