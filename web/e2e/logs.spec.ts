import { request as httpRequest } from 'node:http';
import type { Locator, Page } from '@playwright/test';
import { adminToken, api } from './support/api';
import { hashQuery, holdChunkUntilRequest } from './support/screens';
import { expect, test } from './support/fixtures';

// Every test makes its own real (logged) requests, tagged with a unique marker in the query string
// (`…?tag=<marker>-…`), and filters the screen by `url~"?tag=<marker>"`. The `?` and `=` of that text
// are percent-encoded in the dashboard's own /api/logs URLs, so those never match. (PocketBase 0.15
// does not log /api/health or /api/logs calls; auth-methods is a logged guest call answering 200.)

let counter = 0;
function marker(): string {
  counter += 1;
  return `lg${Date.now().toString(36)}x${counter}`;
}

function tagFilter(tag: string): string {
  return `url~"?tag=${tag}"`;
}

/** A logged guest request answering 200. */
function guestPath(tag: string): string {
  return `/api/collections/users/auth-methods?tag=${tag}`;
}

/** A raw HTTP request (no URL encoding by a client), so HTML can reach the logged URL verbatim. */
function rawRequest(baseUrl: string, path: string, headers: Record<string, string> = {}): Promise<number> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method: 'GET', headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Waits until the backend has written `count` logs matching the filter (logs are written async). */
async function waitForLogs(baseUrl: string, token: string, filter: string, count: number): Promise<void> {
  await expect
    .poll(
      async () => {
        const res = await api<{ totalItems: number }>(
          baseUrl,
          `/api/logs/requests?perPage=1&filter=${encodeURIComponent(filter)}`,
          { token },
        );
        return res.totalItems;
      },
      { timeout: 15_000 },
    )
    .toBe(count);
}

async function openLogs(page: Page, baseUrl: string, filter = ''): Promise<void> {
  const query = filter ? `?filter=${encodeURIComponent(filter)}` : '';
  await page.goto(`${baseUrl}/_/#/logs${query}`);
  await expect(page.getByRole('heading', { name: 'Request logs' })).toBeVisible();
}

const logRows = (page: Page) => page.locator('[data-log-row]');
const rowWith = (page: Page, text: string) => logRows(page).filter({ hasText: text });
const panelValue = (panel: Locator, label: string) =>
  panel
    .locator('tr')
    .filter({ has: panel.page().getByRole('rowheader', { name: label, exact: true }) })
    .locator('td');

test('admin requests stay hidden until "Include requests by admins" is ticked, and the choice is remembered', async ({
  adminPage: { page, url, admin },
}) => {
  const tag = marker();
  const token = await adminToken(url, admin);
  await rawRequest(url, guestPath(`${tag}-guest`));
  await api(url, `/api/collections/users/records?tag=${tag}-admin&perPage=1`, { token });
  await waitForLogs(url, token, tagFilter(tag), 2);

  await openLogs(page, url, tagFilter(tag));
  const toggle = page.getByRole('checkbox', { name: 'Include requests by admins' });
  await expect(toggle).not.toBeChecked();
  await expect(rowWith(page, `${tag}-guest`)).toBeVisible();
  await expect(page.getByText('Showing 1 of 1')).toBeVisible();
  await expect(rowWith(page, `${tag}-admin`)).toHaveCount(0);

  await toggle.check();
  await expect(rowWith(page, `${tag}-admin`)).toBeVisible();
  await expect(page.getByText('Showing 2 of 2')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^2 logs$/ })).toBeVisible();

  await page.reload();
  await expect(toggle).toBeChecked();
  await expect(rowWith(page, `${tag}-admin`)).toBeVisible();
  await expect(rowWith(page, `${tag}-guest`)).toBeVisible();

  await toggle.uncheck();
  await expect(rowWith(page, `${tag}-admin`)).toHaveCount(0);
  await page.reload();
  await expect(toggle).not.toBeChecked();
});

test('the search autocompletes fields, goes into the URL, survives a reload, and the chart shows the total', async ({
  adminPage: { page, url, admin },
}) => {
  const tag = marker();
  const token = await adminToken(url, admin);
  for (const suffix of ['a', 'b', 'c']) await rawRequest(url, guestPath(`${tag}-${suffix}`));
  await waitForLogs(url, token, tagFilter(tag), 3);

  await openLogs(page, url);
  await expect(page.locator('[data-chart-ready="true"]')).toBeVisible();
  // the editor loads when the search box is reached for (pointer or focus), not with the screen
  await expect(page.getByRole('textbox', { name: 'Search logs' })).toHaveAttribute(
    'placeholder',
    'Search term or filter like status >= 400',
  );
  await page.getByRole('textbox', { name: 'Search logs' }).focus();
  const editor = page.locator('.cm-content[aria-label="Search logs"]');
  await expect(editor).toBeVisible();
  await expect(page.getByText('Search term or filter like status >= 400')).toBeVisible();

  // Autocomplete offers the searchable fields; Enter picks the suggestion.
  await editor.click();
  await page.keyboard.type('sta');
  await page.getByRole('option', { name: 'status' }).click();
  await expect(editor).toHaveText('status');
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');

  // A filter with an operator is sent as typed; Enter submits it.
  await page.keyboard.type(tagFilter(tag));
  await page.keyboard.press('Enter');
  await expect.poll(() => hashQuery(page).get('filter')).toBe(tagFilter(tag));
  await expect(page.getByText('Showing 3 of 3')).toBeVisible();
  const chart = page.getByRole('region', { name: 'Requests over time' });
  await expect(chart.getByRole('status')).toHaveText('3 logs');
  await expect(chart).toHaveAttribute('data-chart-ready', 'true');
  await expect(chart.locator('canvas')).toHaveCount(1);

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Search logs' })).toHaveValue(tagFilter(tag));
  await expect(page.getByText('Showing 3 of 3')).toBeVisible();
  await expect(chart.getByRole('status')).toHaveText('3 logs');

  // One match: the singular label.
  await openLogs(page, url, `url~"?tag=${tag}-b"`);
  await expect(chart.getByRole('status')).toHaveText('1 log');
  await expect(logRows(page)).toHaveCount(1);
});

test('a fresh load asks for the logs and the chart stats while its page chunks load, once each', async ({
  adminPage: { page, url, admin },
}) => {
  const tag = marker();
  const token = await adminToken(url, admin);
  for (const suffix of ['a', 'b']) await rawRequest(url, guestPath(`${tag}-${suffix}`));
  await waitForLogs(url, token, tagFilter(tag), 2);

  const isList = (u: string) => new URL(u).pathname.endsWith('/api/logs/requests');
  const isStats = (u: string) => new URL(u).pathname.endsWith('/api/logs/requests/stats');
  const sent: string[] = [];
  page.on('request', (r) => {
    if (isList(r.url()) || isStats(r.url())) sent.push(r.url());
  });
  // only the boot-time prefetch can ask for logs before the logs page's chunk runs
  const listBeforeChunk = await holdChunkUntilRequest(page, /\/assets\/LogsPage-[\w-]+\.js$/, isList);
  await page.goto(`${url}/_/#/logs?filter=${encodeURIComponent(tagFilter(tag))}`);
  await expect(rowWith(page, `${tag}-a`)).toBeVisible();
  await expect(rowWith(page, `${tag}-b`)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^2 logs$/ })).toBeVisible();
  expect(listBeforeChunk()).toBe(true);

  // the page and its chart took the prefetched answers over instead of asking again
  expect(sent.filter(isList)).toHaveLength(1);
  expect(sent.filter(isStats)).toHaveLength(1);
  const filter = new URL(sent.filter(isList)[0]).searchParams.get('filter') ?? '';
  expect(filter).toContain(tagFilter(tag));
  expect(filter).toContain('auth!="admin"');
});

test('Load more (N) appends the next page of 30', async ({ adminPage: { page, url, admin } }) => {
  const tag = marker();
  const token = await adminToken(url, admin);
  for (let i = 0; i < 35; i++) await rawRequest(url, guestPath(`${tag}-n${i}-end`));
  await waitForLogs(url, token, tagFilter(tag), 35);

  // a screen far shorter than the 35 rows with the rows drawn past it, whether the list goes by its
  // own height or by the window's before that is measured, so scrolling to the end takes the
  // first rows out
  await page.setViewportSize({ width: 1280, height: 500 });
  await openLogs(page, url, tagFilter(tag));
  await expect(page.getByText('Showing 30 of 35')).toBeVisible();
  // Newest first: the first request is on page 2.
  await expect(rowWith(page, `${tag}-n34-end`)).toBeVisible();
  const loadMore = page.getByRole('button', { name: 'Load more (5)' });
  await expect(loadMore).toBeVisible();
  await loadMore.click();
  await expect(page.getByText('Showing 35 of 35')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Load more/ })).toHaveCount(0);

  // Rows are virtualised: scroll the list to its end to find the oldest one.
  await logRows(page).first().hover();
  await page.mouse.wheel(0, 5000);
  await expect(rowWith(page, `${tag}-n0-end`)).toBeVisible();
  await expect(rowWith(page, `${tag}-n34-end`)).toHaveCount(0);
});

test('a row opens the Request log panel; HTML in a URL or user agent shows as text and never runs', async ({
  adminPage: { page, url, admin },
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const tag = marker();
  const token = await adminToken(url, admin);
  const xssPath = `/api/collections/nope/records?tag=${tag}-xss&q=<script>alert(1)</script><img/src=x/onerror=alert(2)>`;
  const agent = '<img src=x onerror=alert(1)>';
  expect(await rawRequest(url, xssPath, { 'User-Agent': agent, Referer: 'javascript:alert(3)' })).toBe(404);
  expect(
    await rawRequest(url, guestPath(`${tag}-ok`), {
      'User-Agent': 'larder-e2e',
      Referer: `https://example.com/${tag}`,
    }),
  ).toBe(200);
  await waitForLogs(url, token, tagFilter(tag), 2);

  await openLogs(page, url, tagFilter(tag));
  const xssRow = rowWith(page, `${tag}-xss`);
  await expect(xssRow).toContainText('<script>alert(1)</script><img/src=x/onerror=alert(2)>');
  await expect(xssRow.getByRole('img', { name: 'Has error' })).toBeVisible();
  await expect(xssRow.getByText('404', { exact: true })).toBeVisible();
  await expect(rowWith(page, `${tag}-ok`).getByRole('img', { name: 'Has error' })).toHaveCount(0);
  // Status >= 400 in the error colour, GET in the info colour (design tokens).
  const tokenColor = (name: string) =>
    page.evaluate((n) => {
      const probe = document.createElement('span');
      probe.style.color = `var(${n})`;
      document.body.append(probe);
      const color = getComputedStyle(probe).color;
      probe.remove();
      return color;
    }, name);
  await expect(xssRow.getByText('404', { exact: true })).toHaveCSS(
    'color',
    await tokenColor('--color-danger'),
  );
  await expect(rowWith(page, `${tag}-ok`).getByText('200', { exact: true })).not.toHaveCSS(
    'color',
    await tokenColor('--color-danger'),
  );
  await expect(xssRow.getByText('GET', { exact: true })).toHaveCSS('color', await tokenColor('--color-info'));

  await xssRow.click();
  const panel = page.getByRole('dialog', { name: 'Request log' });
  await expect(panel).toBeVisible();
  for (const label of [
    'ID',
    'Status',
    'Method',
    'Auth',
    'URL',
    'Referer',
    'Remote IP',
    'User IP',
    'UserAgent',
    'Meta',
    'Created',
  ]) {
    await expect(panel.getByRole('rowheader', { name: label, exact: true })).toBeVisible();
  }
  await expect(panelValue(panel, 'ID')).toHaveText(/^\w{15}$/);
  await expect(panelValue(panel, 'Status')).toHaveText('404');
  await expect(panelValue(panel, 'Method')).toHaveText('GET');
  await expect(panelValue(panel, 'Auth')).toHaveText('guest');
  await expect(panelValue(panel, 'URL')).toHaveText(xssPath);
  await expect(panelValue(panel, 'UserAgent')).toHaveText(agent);
  await expect(panelValue(panel, 'Referer')).toHaveText('javascript:alert(3)');
  await expect(panelValue(panel, 'Referer').getByRole('link')).toHaveCount(0);
  await expect(panelValue(panel, 'Remote IP')).toHaveText('127.0.0.1');
  await expect(panelValue(panel, 'Meta')).toContainText('"errorMessage":');
  await expect(panelValue(panel, 'Created')).toHaveText(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/);
  await expect(page.locator('img[src="x"], script:text("alert")')).toHaveCount(0);
  await panel.locator('footer').getByRole('button', { name: 'Close' }).click();
  await expect(panel).toBeHidden();

  // Keyboard: a focused row opens on Enter.
  await rowWith(page, `${tag}-ok`).focus();
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  const link = panelValue(panel, 'Referer').getByRole('link', { name: `https://example.com/${tag}` });
  await expect(link).toHaveAttribute('href', `https://example.com/${tag}`);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(panelValue(panel, 'Status')).toHaveText('200');
  await expect(panelValue(panel, 'Meta')).toHaveText('N/A');
  await expect(panelValue(panel, 'UserAgent')).toHaveText('larder-e2e');
  await panel.locator('footer').getByRole('button', { name: 'Close' }).click();
  await expect(panel).toBeHidden();
  expect(dialogs).toEqual([]);
});

test("'No logs found.' offers 'Clear filters', which clears the search", async ({
  adminPage: { page, url, admin },
}) => {
  const tag = marker();
  const token = await adminToken(url, admin);
  await rawRequest(url, guestPath(`${tag}-seen`));
  await waitForLogs(url, token, tagFilter(tag), 1);

  await openLogs(page, url, `url~"?tag=${tag}-missing"`);
  await expect(page.getByText('No logs found.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Requests over time' }).getByRole('status')).toHaveText(
    '0 logs',
  );
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/#\/logs$/);
  // Empty search: its placeholder shows.
  await expect(page.getByRole('textbox', { name: 'Search logs' })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Search logs' })).toHaveAttribute(
    'placeholder',
    'Search term or filter like status >= 400',
  );
  await expect(page.getByText('No logs found.')).toBeHidden();
  await expect(rowWith(page, `${tag}-seen`)).toBeVisible();
});

test('dragging across the chart filters by that time range; the chip clears it', async ({
  adminPage: { page, url, admin },
}) => {
  const tag = marker();
  const token = await adminToken(url, admin);
  await rawRequest(url, guestPath(`${tag}-one`));
  await rawRequest(url, guestPath(`${tag}-two`));
  await waitForLogs(url, token, tagFilter(tag), 2);

  await openLogs(page, url, tagFilter(tag));
  const chart = page.locator('[data-chart-ready="true"]');
  await expect(chart).toBeVisible();
  await expect(page.getByText('Showing 2 of 2')).toBeVisible();
  const over = chart.locator('.u-over');
  const box = await over.boundingBox();
  if (!box) throw new Error('chart plot area not found');
  const y = box.y + box.height / 2;
  const drag = async (fromX: number, toX: number) => {
    await page.mouse.move(fromX, y);
    await page.mouse.down();
    await page.mouse.move((fromX + toX) / 2, y, { steps: 4 });
    await page.mouse.move(toX, y, { steps: 4 });
    await page.mouse.up();
  };

  // The whole plot (released beyond its right edge) covers every hour shown: both logs stay.
  const listRequest = page.waitForRequest(
    (r) => r.url().includes('/api/logs/requests?') && decodeURIComponent(r.url()).includes('created >= "'),
  );
  await drag(box.x + 3, box.x + box.width + 40);
  await listRequest;
  await expect.poll(() => hashQuery(page).get('from')).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  expect(hashQuery(page).get('filter')).toBe(tagFilter(tag));
  const chip = page.getByText(
    /^Time range \d{4}-\d\d-\d\d \d\d:\d\d:\d\d – \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/,
  );
  await expect(chip).toBeVisible();
  await expect(page.getByText('Showing 2 of 2')).toBeVisible();

  await page.getByRole('button', { name: 'Clear time range' }).click();
  await expect(chip).toBeHidden();
  await expect(page).not.toHaveURL(/from=/);

  // The first part of the plot lies before any of these logs: nothing left.
  await expect(chart).toBeVisible();
  const box2 = await chart.locator('.u-over').boundingBox();
  if (!box2) throw new Error('chart plot area not found');
  await drag(box2.x + 2, box2.x + box2.width * 0.25);
  await expect(chip).toBeVisible();
  await expect(page.getByText('No logs found.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Requests over time' }).getByRole('status')).toHaveText(
    '0 logs',
  );
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(chip).toBeHidden();
  await expect(page).toHaveURL(/#\/logs$/);
});

test('Refresh reloads the list and the chart with requests made since', async ({
  adminPage: { page, url, admin },
}) => {
  const tag = marker();
  const token = await adminToken(url, admin);
  await rawRequest(url, guestPath(`${tag}-first`));
  await waitForLogs(url, token, tagFilter(tag), 1);

  await openLogs(page, url, tagFilter(tag));
  const chart = page.getByRole('region', { name: 'Requests over time' });
  await expect(page.getByText('Showing 1 of 1')).toBeVisible();
  await expect(chart.getByRole('status')).toHaveText('1 log');

  await rawRequest(url, guestPath(`${tag}-second`));
  await waitForLogs(url, token, tagFilter(tag), 2);
  await expect(rowWith(page, `${tag}-second`)).toHaveCount(0);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(rowWith(page, `${tag}-second`)).toBeVisible();
  await expect(page.getByText('Showing 2 of 2')).toBeVisible();
  await expect(chart.getByRole('status')).toHaveText('2 logs');
});

test('a filter the server rejects empties the list and the chart without any toast, and says the list could not load', async ({
  adminPage: { page, url },
}) => {
  const warnings: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'warning') warnings.push(msg.text());
  });
  const listFailed = page.waitForResponse(
    (r) => r.url().includes('/api/logs/requests?') && r.status() === 400,
  );
  const statsFailed = page.waitForResponse(
    (r) => r.url().includes('/api/logs/requests/stats') && r.status() === 400,
  );
  await openLogs(page, url, 'nosuchfield = 1');
  await Promise.all([listFailed, statsFailed]);
  // a failure never looks like empty data: it says so, with the server's reason and Retry
  const failure = page.getByRole('alert').filter({ hasText: 'Could not load the logs.' });
  await expect(failure).toBeVisible();
  await expect(failure.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByText('No logs found.')).toHaveCount(0);
  await expect(page.locator('[data-log-row]')).toHaveCount(0);
  await expect(page.locator('[data-chart-ready="true"]')).toHaveCount(0);
  // logged, never toasted
  await expect.poll(() => warnings.length).toBeGreaterThanOrEqual(2);
  await expect(page.locator('[data-toast]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/#\/logs$/);
});
