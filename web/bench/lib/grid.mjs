// The records grid (the records screen's spreadsheet mode), ours only: the stock UI has no grid. On the
// records data of part 3 (seedRecords.mjs, bench_items) with two more fields, `note` (text) and
// `score` (number), so a paste of five columns goes into text and number columns only. Each run, in
// this order: first rows in grid and in table mode (fresh tabs), 200 held ArrowDown presses and one
// commit of a typed title (one tab), a 1,000-row paste preview and a 'Set field' on 1,000 records
// (one tab), then the same 1,000 PATCHes from a plain Node script.
//
// Every page gets, before any app code (addInitScript): the records probe of records.mjs (first-row
// frame, list response, window.__longTasks), a fetch wrapper that notes every PATCH the page sends
// ({ at: performance.now(), url, body } in window.__patches), and its localStorage: the grid mode on
// ('larder_records_grid' = '1', GridControls.tsx) or off, and the hidden columns of the paste tab.
import { fmtRuns, isNa, isStat, NA, ratioLimit, statOr, verdict } from './compare.mjs';
import { bounded, quiet, signedInState, VIEWPORT } from './pageTools.mjs';
import { probe, readCount, screenUrl, UI_SELECTORS } from './records.mjs';
import { cell, ratio, table } from './report.mjs';
import { api } from './servers.mjs';
import { itemId, ITEMS, TITLE_PREFIX } from './seedRecords.mjs';
import { exactVerdict, longestTaskIn, pasteText, pasteTitleCounts, pool, savedCount } from './gridStats.mjs';

export const MOVES = 200;
export const BULK_RECORDS = 1000;
/** The write concurrency of the dashboard's write queue (lib/writeQueue.ts), and of the script. */
export const CONCURRENCY = 6;
const GRID_KEY = 'larder_records_grid';
const hiddenKey = (collectionId) => `larder_hidden_columns_${collectionId}`;
/** The fields added to bench_items for this part. */
const EXTRA_FIELDS = [
  { name: 'note', type: 'text', options: {} },
  { name: 'score', type: 'number', options: {} },
];
/** The five pasted columns, in the paste tab's column order (the others are hidden there). */
export const PASTE_COLUMNS = [
  { name: 'title', type: 'text' },
  { name: 'body', type: 'text' },
  { name: 'amount', type: 'number' },
  { name: 'note', type: 'text' },
  { name: 'score', type: 'number' },
];
/** The field 'Set field' writes. */
const BULK_FIELD = 'amount';
const PASTE_HIDDEN = ['active', 'due', 'status', 'meta', 'author', 'attachment'];
const GRID_ROW = `${UI_SELECTORS.ours.table}[role="grid"] ${UI_SELECTORS.ours.row}`;
const TABLE_ROW = `${UI_SELECTORS.ours.table}:not([role="grid"]) ${UI_SELECTORS.ours.row}`;
/** Each step of a run is cut after this, with the reason. */
const STEP_LIMIT_MS = 300_000;
// under 16 ms / under 200 ms: a run exactly at the limit misses (verdict() lets ≤ pass)
const under = (x) => x - 1e-6;

/**
 * The filter of the paste and 'Set field' tab: the 1,000 newest seeded records (ids increase with
 * the row), so the tab loads exactly 1,000 rows and the select-all box selects exactly those.
 */
export const bulkFilter = (rows) => `id > "${itemId(rows - BULK_RECORDS)}"`;

/** Adds the text and number fields this part pastes into (an ALTER TABLE ADD COLUMN each: fast). */
export async function addGridFields(url, token, collectionId) {
  const coll = await api(url, `/api/collections/${collectionId}`, { token });
  await api(url, `/api/collections/${collectionId}`, {
    method: 'PATCH',
    token,
    body: { schema: [...coll.schema, ...EXTRA_FIELDS] },
  });
  const after = await api(url, `/api/collections/${collectionId}`, { token });
  const types = Object.fromEntries(after.schema.map((f) => [f.name, f.type]));
  for (const c of PASTE_COLUMNS)
    if (types[c.name] !== c.type)
      throw new Error(`${ITEMS}.${c.name} is not a ${c.type} field (${types[c.name]})`);
}

function pageSetup({ grid, gridKey, hidden, hiddenKey }) {
  try {
    if (grid) localStorage.setItem(gridKey, '1');
    else localStorage.removeItem(gridKey);
    if (hidden) localStorage.setItem(hiddenKey, JSON.stringify(hidden));
    else localStorage.removeItem(hiddenKey);
  } catch {
    // no storage: the page shows its defaults, and the run says what it saw
  }
  // the default buffer of 250 entries fills on a tab that loads 34 pages and sends 1,000 PATCHes; the
  // commit → PATCH step reads the PATCH's entry from it
  performance.setResourceTimingBufferSize(100_000);
  window.__patches = [];
  const original = window.fetch;
  window.fetch = function (input, init) {
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (method === 'PATCH')
      window.__patches.push({
        at: performance.now(),
        url: String(input instanceof Request ? input.url : input),
        body: typeof init?.body === 'string' ? init.body : null,
        type: new Headers(init?.headers).get('content-type'),
      });
    return original.apply(this, arguments);
  };
}

/** A context holding the session, every page of it in grid mode or not, with the probe. */
async function modeContext(browser, storageState, { grid, hidden = null, collectionId }) {
  const context = await browser.newContext({ storageState, viewport: VIEWPORT });
  await context.addInitScript(pageSetup, {
    grid,
    gridKey: GRID_KEY,
    hidden,
    hiddenKey: hiddenKey(collectionId),
  });
  await context.addInitScript(probe, {
    rowSelector: grid ? GRID_ROW : TABLE_ROW,
    titlePrefix: TITLE_PREFIX,
    collections: [collectionId, ITEMS],
  });
  return context;
}

/** A new tab on the records screen (with `query`), once a seeded row of the mode's table is visible. */
async function openScreen(context, url, collectionId, { grid, query = '', timeoutMs }) {
  const page = await context.newPage();
  await page.goto(`${screenUrl(url, collectionId)}${query}`);
  await page
    .locator(grid ? GRID_ROW : TABLE_ROW)
    .filter({ hasText: TITLE_PREFIX })
    .first()
    .waitFor({ state: 'visible', timeout: timeoutMs });
  if (grid)
    await page.getByRole('button', { name: 'Edit in grid', pressed: true }).waitFor({ timeout: timeoutMs });
  return page;
}

// ---------------------------------------------------------------------------------------------
// 5. First rows, grid vs table

/** One fresh page load; the end point is records.mjs's: the frame after the first seeded row. */
async function firstRows(context, url, collectionId, timeoutMs) {
  const page = await context.newPage();
  try {
    await page.goto(screenUrl(url, collectionId), { waitUntil: 'commit' });
    const shown = await page
      .waitForFunction(() => window.__rb.rowFrameAt !== null, null, { timeout: timeoutMs, polling: 50 })
      .then(
        () => true,
        () => false,
      );
    if (!shown) return NA(`no seeded row within ${timeoutMs / 1000} s`);
    await page
      .waitForFunction(() => window.__rb.listResponseEnd !== null, null, { timeout: 2000, polling: 50 })
      .catch(() => {});
    return await page.evaluate(() => ({ ...window.__rb }));
  } finally {
    await page.close();
  }
}

// ---------------------------------------------------------------------------------------------
// 1. Keyboard moves, 2. commit → PATCH

/** The first record row's cell of `column`, clicked, and the DOM focus on it. */
async function focusFirstCell(page, column) {
  const col = await page.evaluate((name) => {
    const heads = [...document.querySelectorAll('[data-records-table] thead th')];
    return heads.findIndex((th) => th.textContent.trim() === name);
  }, column);
  if (col < 0) throw new Error(`no '${column}' column`);
  const cellEl = page.locator(`[data-cell="0:${col}"]`);
  await cellEl.click();
  await page.waitForFunction((c) => document.activeElement?.getAttribute('data-cell') === `0:${c}`, col, {
    timeout: 5000,
  });
  return col;
}

async function movesAndCommit(context, url, collectionId, { run, timeoutMs, token }) {
  const page = await openScreen(context, url, collectionId, { grid: true, timeoutMs });
  try {
    await quiet(page, 15_000);
    await focusFirstCell(page, 'title');
    await quiet(page, 15_000);

    // 1. as a held key sends them: one keydown after another (auto-repeat set from the second on),
    // each waiting only for the page to take the key event
    const from = await page.evaluate(() => {
      const m = (window.__moves = { keys: 0 });
      window.addEventListener('keydown', (e) => e.key === 'ArrowDown' && (m.keys += 1), true);
      return performance.now();
    });
    for (let i = 0; i < MOVES; i += 1) await page.keyboard.down('ArrowDown');
    await page.keyboard.up('ArrowDown');
    const end = await page.evaluate(
      ({ sel }) =>
        new Promise((resolve) =>
          requestAnimationFrame(() =>
            setTimeout(() => {
              const cellAttr = document.activeElement?.getAttribute('data-cell') ?? null;
              const count = [...document.querySelectorAll(sel)].find((el) => /Showing/.test(el.textContent));
              resolve({
                to: performance.now(),
                cellAttr,
                count: count?.textContent ?? null,
                keys: window.__moves.keys,
              });
            }, 0),
          ),
        ),
      { sel: UI_SELECTORS.ours.count },
    );
    await quiet(page, 15_000);
    const settled = await readCount(page, UI_SELECTORS.ours.count);
    // the focus goes on to the rows the last keys went past once their page is in
    const settledCell = await page.evaluate(() => document.activeElement?.getAttribute('data-cell') ?? null);
    const tasks = await page.evaluate(() => window.__longTasks);
    const lt = longestTaskIn(tasks, from, end.to);
    const shown = /Showing\s+([\d,.\s]+?)\s+of/.exec(end.count ?? '');
    const moves = {
      longestTask: lt.max,
      longTasks: lt.count,
      ms: end.to - from,
      keys: end.keys,
      endRow: settledCell ? Number(settledCell.split(':')[0]) + 1 : null,
      rowAfterLastKey: end.cellAttr ? Number(end.cellAttr.split(':')[0]) + 1 : null,
      rowsLoaded: shown ? Number(shown[1].replace(/\D/g, '')) : null,
      rowsSettled: settled?.shown ?? null,
    };

    // 2. typed into the focused title cell (typing starts the edit), then Enter
    const text = `Grid bench edit ${run}`;
    await page.keyboard.type(text);
    await page.waitForFunction((t) => document.activeElement?.value === t, text, { timeout: 5000 });
    // the copy of the record the edit fetches when it begins has arrived, as it has for an admin who types
    await quiet(page, 15_000);
    const recordId = await page.evaluate(() => {
      window.__enter = null;
      window.addEventListener(
        'keydown',
        (e) => {
          if (e.key === 'Enter' && window.__enter === null) window.__enter = e.timeStamp;
        },
        true,
      );
      return document.activeElement.closest('[data-record-row]')?.getAttribute('data-id') ?? null;
    });
    await page.keyboard.press('Enter');
    const commit = await page.evaluate(
      ({ id, limit }) =>
        new Promise((resolve) => {
          const t0 = performance.now();
          const look = () => {
            const at = window.__enter;
            const call = window.__patches.find((p) => p.at >= at && p.url.includes(`/records/${id}`));
            // the record's requests after Enter: the copy the commit checks against, then the PATCH
            const entries = performance
              .getEntriesByType('resource')
              .filter((e) => e.startTime >= at && new URL(e.name).pathname.endsWith(`/records/${id}`))
              .sort((x, y) => x.startTime - y.startTime);
            const entry = call && entries.find((e) => e.startTime >= call.at - 0.5);
            const check = call ? entries.find((e) => e.startTime < call.at) : undefined;
            const checked = check ? check.responseEnd : null;
            const tasks = (window.__longTasks ?? []).filter((t) => t.start + t.duration >= at);
            const longest = tasks.reduce((m, t) => Math.max(m, t.duration), 0);
            if (entry && call) resolve({ enterAt: at, start: entry.startTime, call, checked, longest });
            else if (performance.now() - t0 > limit)
              resolve({ enterAt: at, start: null, call: call ?? null });
            else setTimeout(look, 20);
          };
          look();
        }),
      { id: recordId, limit: 15_000 },
    );
    if (commit.start === null)
      return {
        moves,
        commit: NA(commit.call ? 'PATCH sent, no resource timing entry' : 'no PATCH within 15 s of Enter'),
      };
    const saved = await api(url, `/api/collections/${collectionId}/records/${recordId}`, { token });
    return {
      moves,
      commit: {
        ms: commit.start - commit.enterAt,
        callMs: commit.call.at - commit.enterAt,
        checkedMs: commit.checked === null ? null : commit.checked - commit.enterAt,
        longestTask: commit.longest,
        body: commit.call.body,
        type: commit.call.type,
        url: new URL(commit.call.url).search,
        saved: saved.title === text,
      },
    };
  } finally {
    await page.close();
  }
}

// ---------------------------------------------------------------------------------------------
// 3. Paste preview, 4. 'Set field' on 1,000 records

/** Clicks 'Load more' until the screen shows every record of its filter (at most `capMs`). */
async function loadAll(page, capMs) {
  const button = page.getByRole('button', { name: /^Load more/ }).first();
  const t0 = Date.now();
  let count = await readCount(page, UI_SELECTORS.ours.count);
  let clicks = 0;
  while (count && count.shown < count.total) {
    if (Date.now() - t0 > capMs)
      throw new Error(`only ${count.shown} of ${count.total} rows loaded in ${capMs / 1000} s`);
    await button.click({ timeout: 20_000 });
    await page.waitForFunction(
      ([s, prev]) => {
        for (const el of document.querySelectorAll(s)) {
          const m = /Showing\s+([\d,.\s]+?)\s+of/.exec(el.textContent ?? '');
          if (m) return Number(m[1].replace(/\D/g, '')) > prev;
        }
        return false;
      },
      [UI_SELECTORS.ours.count, count.shown],
      { timeout: 20_000, polling: 'raf' },
    );
    clicks += 1;
    count = await readCount(page, UI_SELECTORS.ours.count);
  }
  return { rows: count?.shown ?? 0, total: count?.total ?? null, clicks, ms: Date.now() - t0 };
}

/** Arms the page's watch for a dialog title matching `pattern` (source of a RegExp) to be in the DOM. */
function dialogTitleWatch(pattern) {
  const re = new RegExp(pattern);
  const b = (window.__dlg = { domAt: null, frameAt: null, title: null });
  const check = () => {
    for (const h of document.querySelectorAll('dialog h2')) {
      const text = (h.textContent ?? '').trim();
      if (re.test(text)) return text;
    }
    return null;
  };
  const mo = new MutationObserver(() => {
    const title = check();
    if (title === null) return;
    b.domAt = performance.now();
    b.title = title;
    mo.disconnect();
    requestAnimationFrame(() => (b.frameAt = performance.now()));
  });
  mo.observe(document, { childList: true, subtree: true, characterData: true });
}

async function pasteAndBulk(context, url, collectionId, { run, rows, timeoutMs, token, ids }) {
  const query = `&filter=${encodeURIComponent(bulkFilter(rows))}`;
  const page = await openScreen(context, url, collectionId, { grid: true, query, timeoutMs });
  try {
    const load = await loadAll(page, 120_000);
    if (load.rows !== BULK_RECORDS)
      throw new Error(`the filter shows ${load.rows} records, not ${BULK_RECORDS}`);
    await quiet(page, 15_000);
    const heads = await page.evaluate(() =>
      [...document.querySelectorAll('[data-records-table] thead th')].map((th) => th.textContent.trim()),
    );
    const titleAt = heads.indexOf('title');
    const order = heads.slice(titleAt, titleAt + PASTE_COLUMNS.length);
    if (order.join() !== PASTE_COLUMNS.map((c) => c.name).join())
      throw new Error(
        `paste columns are ${order.join(', ')}, not ${PASTE_COLUMNS.map((c) => c.name).join(', ')}`,
      );
    await focusFirstCell(page, 'title');
    await quiet(page, 15_000);

    // 3. a synthetic paste event carrying the text, on the focused cell
    await page.evaluate((text) => (window.__pasteText = text), pasteText(BULK_RECORDS, PASTE_COLUMNS, run));
    await page.evaluate(dialogTitleWatch, '^Paste .+ into .+ records?\\?$');
    const pasted = await page.evaluate(() => {
      const data = new DataTransfer();
      data.setData('text/plain', window.__pasteText);
      const event = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
      const at = event.timeStamp;
      document.activeElement.dispatchEvent(event);
      return { at, taken: event.defaultPrevented };
    });
    let paste;
    const shown = await page
      .waitForFunction(() => window.__dlg.frameAt !== null, null, { timeout: 20_000, polling: 50 })
      .then(
        () => true,
        () => false,
      );
    if (!shown)
      paste = NA(`no paste preview within 20 s${pasted.taken ? '' : ' (the grid did not take the paste)'}`);
    else {
      await quiet(page, 15_000);
      const dlg = await page.evaluate(() => ({ ...window.__dlg, tasks: window.__longTasks }));
      const counts = pasteTitleCounts(dlg.title);
      const lt = longestTaskIn(dlg.tasks, pasted.at, dlg.domAt);
      const ltQuiet = longestTaskIn(dlg.tasks, pasted.at, Infinity);
      const expected =
        counts?.values === BULK_RECORDS * PASTE_COLUMNS.length && counts.records === BULK_RECORDS;
      paste = {
        ms: expected ? dlg.domAt - pasted.at : null,
        longestTask: lt.max,
        longestUntilQuiet: ltQuiet.max,
        title: dlg.title,
        counts,
      };
      // only the preview is measured: nothing is pasted
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: /^Paste / }).waitFor({ state: 'hidden', timeout: 10_000 });
      await quiet(page, 15_000);
    }

    // 4. select-all (the 1,000 loaded records), 'Set field' on amount
    const value = run * 10 + 1;
    await page.getByRole('checkbox', { name: 'Select all loaded records' }).check();
    const bar = page.getByRole('region', { name: 'Selected records' });
    await bar.getByText(/^Selected 1,?000 records$/).waitFor({ timeout: 10_000 });
    await bar.getByRole('button', { name: 'Set field' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set a field on many records' });
    await dialog.waitFor({ timeout: 10_000 });
    await dialog.getByRole('combobox', { name: 'Field' }).selectOption(BULK_FIELD);
    await dialog.getByRole('textbox', { name: 'Value' }).fill(String(value));
    const confirm = dialog.getByRole('button', { name: /^Set amount on 1,?000 records$/ });
    await confirm.waitFor({ timeout: 5000 });
    await quiet(page, 15_000);
    await page.evaluate(() => {
      const b = (window.__bulk = {
        clickAt: null,
        domAt: null,
        frameAt: null,
        text: null,
        patchesBefore: window.__patches.length,
      });
      window.addEventListener(
        'click',
        (e) => {
          if (b.clickAt === null && e.target.closest?.('dialog button[type=submit]')) b.clickAt = e.timeStamp;
        },
        true,
      );
      const mo = new MutationObserver(() => {
        for (const el of document.querySelectorAll('dialog [role=status]')) {
          const text = (el.textContent ?? '').trim();
          if (!/ records? saved\.$/.test(text)) continue;
          b.domAt = performance.now();
          b.text = text;
          mo.disconnect();
          requestAnimationFrame(() => (b.frameAt = performance.now()));
          return;
        }
      });
      mo.observe(document, { childList: true, subtree: true, characterData: true });
    });
    await confirm.click();
    await page.waitForFunction(() => window.__bulk.frameAt !== null, null, {
      timeout: 170_000,
      polling: 100,
    });
    const b = await page.evaluate(() => ({
      ...window.__bulk,
      patches: window.__patches.slice(window.__bulk.patchesBefore),
    }));
    const written = await api(
      url,
      `/api/collections/${collectionId}/records?perPage=1&filter=${encodeURIComponent(`${bulkFilter(rows)} && ${BULK_FIELD} = ${value}`)}`,
      { token },
    );
    const bulk = {
      ms: b.frameAt - b.clickAt,
      domMs: b.domAt - b.clickAt,
      saved: savedCount(b.text),
      onServer: written.totalItems,
      patches: b.patches.length,
      query: b.patches[0] ? new URL(b.patches[0].url).search : '',
      body: b.patches[0]?.body ?? null,
    };
    // 5. the same PATCHes by a plain fetch loop in this tab: the browser's own cost per request
    // (its network stack and the automation's instrumentation, on the same two cores as the
    // server), with the dashboard's realtime connection still holding one of the six connections
    await quiet(page, 15_000);
    const tabValue = run * 10 + 3;
    const tabRun = await page.evaluate(tabBulkSet, {
      ids,
      token,
      path: `/api/collections/${collectionId}/records/`,
      query: bulk.query,
      body: JSON.stringify({ [BULK_FIELD]: tabValue }),
      concurrency: CONCURRENCY,
    });
    const tabWritten = await api(
      url,
      `/api/collections/${collectionId}/records?perPage=1&filter=${encodeURIComponent(`${bulkFilter(rows)} && ${BULK_FIELD} = ${tabValue}`)}`,
      { token },
    );
    const tab = { ...tabRun, onServer: tabWritten.totalItems };
    return { load, paste, bulk, tab };
  } finally {
    await page.close();
  }
}

/** In the page: PATCHes with `fetch`, a JSON body, `concurrency` in flight, each answer read. */
async function tabBulkSet({ ids, token, path, query, body, concurrency }) {
  const t0 = performance.now();
  let next = 0;
  let ok = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < ids.length) {
        const id = ids[next++];
        const res = await fetch(`${path}${id}${query}`, {
          method: 'PATCH',
          headers: { 'Content-Type': 'application/json', Authorization: token },
          body,
        });
        await res.arrayBuffer();
        if (res.ok) ok += 1;
      }
    }),
  );
  return { ms: performance.now() - t0, ok };
}

/** The same PATCHes from Node: `fetch`, a JSON body, `CONCURRENCY` in flight, each answer read. */
export async function scriptBulkSet(url, token, collectionId, ids, body, query = '') {
  const t0 = performance.now();
  const answers = await pool(ids, CONCURRENCY, async (id) => {
    const res = await fetch(`${url}/api/collections/${collectionId}/records/${id}${query}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: token },
      body: JSON.stringify(body),
    });
    await res.arrayBuffer();
    return res.ok;
  });
  return { ms: performance.now() - t0, ok: answers.filter(Boolean).length };
}

// ---------------------------------------------------------------------------------------------

/**
 * The whole part against our running `server` on the seeded data (`rows` seeded, `collectionId` of
 * bench_items with the fields of addGridFields). `runs` runs, each bounded step by step; a step that
 * fails gives its rows n/a with the reason and the run goes on.
 */
export async function measureGrid(
  browser,
  server,
  { collectionId, admin, token, runs, rows, timeoutMs, log },
) {
  const url = server.url;
  const storageState = await signedInState(browser, 'ours', url, admin);
  const gridCtx = await modeContext(browser, storageState, { grid: true, collectionId });
  const tableCtx = await modeContext(browser, storageState, { grid: false, collectionId });
  const pasteCtx = await modeContext(browser, storageState, {
    grid: true,
    hidden: PASTE_HIDDEN,
    collectionId,
  });
  const ids = Array.from({ length: BULK_RECORDS }, (_, i) => itemId(rows - BULK_RECORDS + 1 + i));
  const results = {
    first: { grid: [], table: [] },
    moves: [],
    commits: [],
    pastes: [],
    loads: [],
    bulk: { grid: [], script: [], tab: [] },
  };
  const step = async (what, fn) => {
    try {
      return await bounded(fn(), STEP_LIMIT_MS, what);
    } catch (err) {
      return NA(String(err.message).split('\n')[0]);
    }
  };
  try {
    // one unmeasured load per mode, so every measured load finds the dashboard's files in the cache
    for (const ctx of [gridCtx, tableCtx, pasteCtx]) await firstRows(ctx, url, collectionId, timeoutMs);
    let query = '';
    for (let run = 1; run <= runs; run += 1) {
      // in turns within each run: grid mode, then table mode (then the next run)
      for (const ui of [
        { name: 'grid', ctx: gridCtx },
        { name: 'table', ctx: tableCtx },
      ]) {
        const r = await step('first rows', () => firstRows(ui.ctx, url, collectionId, timeoutMs));
        results.first[ui.name].push(r);
        log(
          `grid run ${run}: first rows in ${ui.name} mode ${isNa(r) ? `n/a — ${r.na}` : `${Math.round(r.rowFrameAt)} ms`}`,
        );
      }
      const mc = await step('moves and commit', () =>
        movesAndCommit(gridCtx, url, collectionId, { run, timeoutMs, token }),
      );
      results.moves.push(isNa(mc) ? mc : mc.moves);
      results.commits.push(isNa(mc) ? mc : mc.commit);
      if (isNa(mc)) log(`grid run ${run}: moves and commit n/a — ${mc.na}`);
      else {
        const m = mc.moves;
        log(
          `grid run ${run}: ${m.keys} ArrowDown in ${Math.round(m.ms)} ms, longest task ${m.longestTask} ms (${m.longTasks} long), focus on row ${m.rowAfterLastKey} after the last key, ${m.endRow} once quiet, ${m.rowsLoaded} rows loaded (${m.rowsSettled} once quiet); Enter → PATCH ${isNa(mc.commit) ? `n/a — ${mc.commit.na}` : `${mc.commit.ms.toFixed(1)} ms`}`,
        );
      }
      const pb = await step('paste and set field', () =>
        pasteAndBulk(pasteCtx, url, collectionId, { run, rows, timeoutMs, token, ids }),
      );
      results.loads.push(isNa(pb) ? pb : pb.load);
      results.pastes.push(isNa(pb) ? pb : pb.paste);
      results.bulk.grid.push(isNa(pb) ? pb : pb.bulk);
      results.bulk.tab.push(isNa(pb) ? pb : pb.tab);
      if (!isNa(pb) && pb.bulk.query) query = pb.bulk.query;
      if (isNa(pb)) log(`grid run ${run}: paste and set field n/a — ${pb.na}`);
      else
        log(
          `grid run ${run}: ${pb.load.rows} rows loaded in ${pb.load.clicks} clicks (${pb.load.ms} ms); paste → preview ${isNa(pb.paste) ? `n/a — ${pb.paste.na}` : `${Math.round(pb.paste.ms)} ms, longest task ${pb.paste.longestTask} ms`}; Set field on ${pb.bulk.saved} records ${Math.round(pb.bulk.ms)} ms (${pb.bulk.onServer} on the server); plain fetch in the tab ${Math.round(pb.tab.ms)} ms (${pb.tab.onServer} on the server)`,
        );
      // the same 1,000 PATCHes from Node, with the query string the dashboard sent (its relation expand)
      const value = run * 10 + 2;
      const s = await step('script', async () => {
        const r = await scriptBulkSet(url, token, collectionId, ids, { [BULK_FIELD]: value }, query);
        const written = await api(
          url,
          `/api/collections/${collectionId}/records?perPage=1&filter=${encodeURIComponent(`${bulkFilter(rows)} && ${BULK_FIELD} = ${value}`)}`,
          { token },
        );
        return { ...r, onServer: written.totalItems, query };
      });
      results.bulk.script.push(s);
      log(
        `grid run ${run}: script ${isNa(s) ? `n/a — ${s.na}` : `${s.ok} PATCHes in ${Math.round(s.ms)} ms (${s.onServer} on the server)`}`,
      );
    }
  } finally {
    for (const ctx of [gridCtx, tableCtx, pasteCtx]) await ctx.close().catch(() => {});
  }
  return results;
}

// ---------------------------------------------------------------------------------------------

const firstNa = (list) => list.find(isNa)?.na;
/** One value per run (null for a run without it), or NA with the first failure's reason. */
const per = (list, f, reason) =>
  statOr(
    list.map((x) => (isNa(x) ? null : f(x))),
    firstNa(list) ?? reason,
  );

export function summarizeGrid(results) {
  const { first, moves, commits, pastes, bulk } = results;
  return {
    moveTask: per(moves, (m) => m.longestTask, 'no run'),
    endRow: per(moves, (m) => m.endRow, 'no focused cell'),
    rowsLoaded: per(moves, (m) => m.rowsLoaded, 'no count'),
    commit: per(commits, (c) => c.ms, 'no run'),
    commitCall: per(commits, (c) => c.callMs, 'no run'),
    commitChecked: per(commits, (c) => c.checkedMs, 'no check request'),
    commitTask: per(commits, (c) => c.longestTask, 'no run'),
    paste: per(pastes, (p) => p.ms, 'the preview never said 5,000 values into 1,000 records'),
    pasteTask: per(pastes, (p) => p.longestTask, 'no run'),
    bulkGrid: per(
      bulk.grid,
      (b) => (b.saved === BULK_RECORDS && b.onServer === BULK_RECORDS ? b.ms : null),
      `not all ${BULK_RECORDS} saved`,
    ),
    bulkScript: per(
      bulk.script,
      (s) => (s.ok === BULK_RECORDS && s.onServer === BULK_RECORDS ? s.ms : null),
      `not all ${BULK_RECORDS} saved`,
    ),
    bulkTab: per(
      bulk.tab,
      (s) => (s.ok === BULK_RECORDS && s.onServer === BULK_RECORDS ? s.ms : null),
      `not all ${BULK_RECORDS} saved`,
    ),
    firstGrid: per(first.grid, (r) => r.rowFrameAt, 'no run'),
    firstTable: per(first.table, (r) => r.rowFrameAt, 'no run'),
    apiGrid: per(first.grid, (r) => r.listResponseEnd, 'no list response timing'),
    apiTable: per(first.table, (r) => r.listResponseEnd, 'no list response timing'),
  };
}

/** Prints the part's table, notes and per-run values; returns the summary for run.mjs's last lines. */
export function printGrid(results, { runs, seedRows }) {
  const s = summarizeGrid(results);
  const plain = (x) => String(Math.round(x));
  const bulkLimit = ratioLimit(s.bulkScript, 1.2);
  const firstLimit = ratioLimit(s.firstTable, 1.1);
  const rows = [
    ['1. longest task, 200 ArrowDown', s.moveTask, null, '≤ 50 ms', verdict(s.moveTask, 50).text],
    [
      '   focused row once quiet',
      s.endRow,
      null,
      '201',
      exactVerdict(s.endRow, MOVES + 1),
      { unit: '', fmt: plain },
    ],
    ['   rows loaded at the end', s.rowsLoaded, null, '', '', { unit: 'rows', fmt: plain }],
    [
      '2. Enter → PATCH request start',
      s.commit,
      null,
      '< 16 ms',
      verdict(s.commit, under(16)).text,
      { fmt: (x) => x.toFixed(1) },
    ],
    ['   Enter → fetch() called', s.commitCall, null, '', '', { fmt: (x) => x.toFixed(1) }],
    ['   Enter → server copy checked', s.commitChecked, null, '', '', { fmt: (x) => x.toFixed(1) }],
    ['   longest task from Enter', s.commitTask, null, '', ''],
    ['3. paste 1,000×5 → preview title in DOM', s.paste, null, '< 200 ms', verdict(s.paste, under(200)).text],
    ['   longest task, paste → title', s.pasteTask, null, '≤ 50 ms', verdict(s.pasteTask, 50).text],
    [
      `4. Set field, ${BULK_RECORDS} records (vs script)`,
      s.bulkGrid,
      s.bulkScript,
      '≤ 1.2× script',
      verdict(s.bulkGrid, bulkLimit.limit, { limitRuns: bulkLimit.limitRuns }).text,
    ],
    [`   Set field (vs plain fetch in the same tab)`, s.bulkGrid, s.bulkTab, '', ''],
    [
      '5. first rows drawn, grid (vs table)',
      s.firstGrid,
      s.firstTable,
      '≤ 1.1× table',
      verdict(s.firstGrid, firstLimit.limit, { limitRuns: firstLimit.limitRuns }).text,
    ],
    ['   GET …/records?page=1 arrived', s.apiGrid, s.apiTable, '', ''],
  ];
  console.log(
    `\nPart 8 — records grid, ours only, ${ITEMS} with ${seedRows.toLocaleString('en')} seeded rows (median (min–max) of ${runs} runs; items 4 and 5 in turns with their baseline)\n`,
  );
  table(
    ['metric', 'grid', 'baseline', 'ratio', 'goal', 'verdict'],
    rows.map(([label, a, b, goal, v, f = {}]) => [
      label,
      cell(a, f),
      b ? cell(b, f) : '',
      b ? ratio(a, b) : '',
      goal,
      v,
    ]),
  );
  const notes = [];
  for (const [label, a, b] of rows) {
    if (isNa(a)) notes.push(`  ${label.trim()}: n/a — ${a.na}`);
    if (b && isNa(b)) notes.push(`  ${label.trim()} (baseline): n/a — ${b.na}`);
  }
  const ok = (list) => list.filter((x) => !isNa(x));
  const m = ok(results.moves);
  if (m.length)
    notes.push(
      `  1: key events seen ${m.map((x) => x.keys).join(', ')}; sent in ${m.map((x) => Math.round(x.ms)).join(', ')} ms; rows once quiet ${m.map((x) => x.rowsSettled).join(', ')}`,
    );
  const c = ok(results.commits)[0];
  if (c)
    notes.push(
      `  2: PATCH ${c.url || '(no query)'} with ${c.type ?? 'no content type'} body ${c.body}; value on the server: ${ok(results.commits).every((x) => x.saved) ? 'yes, every run' : 'not in every run'}`,
    );
  const p = ok(results.pastes)[0];
  if (p)
    notes.push(
      `  3: preview title "${p.title}"; longest task from the paste until quiet ${ok(results.pastes)
        .map((x) => x.longestUntilQuiet)
        .join(', ')} ms`,
    );
  const l = ok(results.loads);
  if (l.length)
    notes.push(
      `  3/4: the tab's filter ${bulkFilter(seedRows)} shows ${l[0].total} records, all loaded with 'Load more' (${l.map((x) => `${x.clicks} clicks ${x.ms} ms`).join(', ')}); hidden in that tab: ${PASTE_HIDDEN.join(', ')}`,
    );
  const g = ok(results.bulk.grid);
  if (g.length)
    notes.push(
      `  4: grid runs saved ${g.map((x) => x.saved).join(', ')} (on the server ${g.map((x) => x.onServer).join(', ')}), ${g.map((x) => x.patches).join(', ')} PATCHes seen, first ${g[0].query || '(no query)'} ${g[0].body}; script answered ${ok(
        results.bulk.script,
      )
        .map((x) => `${x.ok} (${x.onServer} on the server)`)
        .join(', ')}`,
    );
  if (notes.length) console.log(`\n${notes.join('\n')}`);
  const perRun = [];
  for (const [label, a, b, , , f = {}] of rows) {
    const unit = f.unit ?? 'ms';
    if (isStat(a))
      perRun.push(
        `  ${b ? 'grid · ' : ''}${label.trim()}: ${fmtRuns(a, { unit, ...(f.fmt ? { fmt: f.fmt } : {}) })}`,
      );
    if (b && isStat(b))
      perRun.push(
        `  ${label.includes('script') ? 'script' : label.includes('fetch') ? 'plain fetch' : 'table'} · ${label.trim()}: ${fmtRuns(b, { unit })}`,
      );
  }
  console.log(`\n  per run, in run order:\n${perRun.join('\n')}`);
  return s;
}
