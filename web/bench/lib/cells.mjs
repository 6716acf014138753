// Editing 20 cells of 20 records end to end: ours through the records grid (type, Enter, the next row)
// against the stock PocketBase admin UI through its record panel (click the row, type into the title,
// Save changes, the panel closes), on copies of the same data. Both UIs are read through generic
// browser signals only: the list's row elements (records.mjs UI_SELECTORS), the text of a table cell,
// an input's value, a button's name, and the PATCH requests the page sends.
//
// In-page probe (addInitScript, before any app code), every time a performance.now() value:
//   startAt   the timeStamp of the first armed event the run starts with (ours: the first keydown,
//             stock: the first click), seen by a capture-phase listener on window before the app
//   patches   every PATCH the page sends through fetch ({ at, url, status, endAt }), wrapped so the
//             answer's time and status are noted when the response arrives
//   shownAt   per expected value, when a <td> of a list row first read exactly that value (so a cell
//             still marked as saving, whose text says so, does not count)
//   doneAt    the first moment (a DOM mutation or a PATCH answer) at which every expected value had
//             been shown and every PATCH sent since startAt had been answered 2xx, at least `count` of them
//   frameAt   the animation frame after doneAt: the end point
import { cpSync } from 'node:fs';
import { api, createFirstAdmin, startServer } from './servers.mjs';
import { bounded, quiet, runInterleaved, VIEWPORT } from './pageTools.mjs';
import { isNa, statOr } from './compare.mjs';
import { COMPARISON_HEADER, comparisonRows, perRunLines, table } from './report.mjs';
import { UI_SELECTORS, screenUrl } from './records.mjs';
import { CELL_COUNT, checkSaved, perCell, runValues, savedProblem, seedTitle } from './cellStats.mjs';

export const CELLS = 'bench_cells';
const GRID_KEY = 'larder_records_grid';
/** Our grid's rows only: the plain table the screen shows while the grid's chunk loads does not count. */
const OURS_ROW = `${UI_SELECTORS.ours.table}[role="grid"] ${UI_SELECTORS.ours.row}`;
const ROWS = { ours: OURS_ROW, stock: UI_SELECTORS.stock.row };
/** The goal: ours at most this times the stock median. */
export const CELLS_GOAL = 0.2;
/** Each wait inside a run (a panel, a value shown, the end point) is cut after this. */
const STEP_MS = 20_000;

/**
 * The setup through the real API of `bin` on `seedDir`: an admin and `bench_cells` (base: `title`
 * and `note` text) with CELL_COUNT records created one at a time (`Cell record 01`…, the last the
 * newest); then the server stops and the dir is copied to `stockDir`.
 */
export async function prepareCellsData({ bin, seedDir, stockDir, admin, log = () => {} }) {
  const server = await startServer(bin, seedDir, 'larder (cells setup)');
  let out;
  try {
    const token = await createFirstAdmin(server.url, admin);
    const coll = await api(server.url, '/api/collections', {
      method: 'POST',
      token,
      body: {
        name: CELLS,
        type: 'base',
        schema: [
          { name: 'title', type: 'text', options: {} },
          { name: 'note', type: 'text', options: {} },
        ],
      },
    });
    for (let n = 1; n <= CELL_COUNT; n += 1)
      await api(server.url, `/api/collections/${CELLS}/records`, {
        method: 'POST',
        token,
        body: { title: seedTitle(n), note: `Note ${n}` },
      });
    log(`created ${CELLS} with ${CELL_COUNT} records through the API`);
    out = { collectionId: coll.id };
  } finally {
    await server.stop();
  }
  cpSync(seedDir, stockDir, { recursive: true });
  return out;
}

// ---------------------------------------------------------------------------------------------

function probe({ grid, gridKey, rowSelector }) {
  try {
    if (grid) localStorage.setItem(gridKey, '1');
  } catch {
    // no storage: the screen shows the plain table and the run says it found no grid
  }
  const b = { armed: null, startAt: null, expected: [], count: 0, shownAt: {}, doneAt: null, frameAt: null };
  b.patches = [];
  window.__cells = b;
  window.__longTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        window.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // longtask unsupported: the quiet waits go by resource timing alone
  }
  const check = () => {
    if (b.startAt === null || b.doneAt !== null) return;
    const cells = new Map();
    for (const row of document.querySelectorAll(rowSelector))
      for (const td of row.querySelectorAll('td')) cells.set((td.textContent ?? '').trim(), true);
    const now = performance.now();
    for (const v of b.expected) if (b.shownAt[v] === undefined && cells.has(v)) b.shownAt[v] = now;
    if (Object.keys(b.shownAt).length < b.expected.length) return;
    const sent = b.patches.filter((p) => p.at >= b.startAt);
    if (sent.length < b.count || sent.some((p) => p.endAt === null || p.status < 200 || p.status > 299))
      return;
    b.doneAt = now;
    requestAnimationFrame(() => (b.frameAt = performance.now()));
  };
  window.__cellsCheck = check;
  const original = window.fetch;
  window.fetch = function (input, init) {
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const res = original.apply(this, arguments);
    if (method !== 'PATCH') return res;
    const p = { at: performance.now(), url: String(input instanceof Request ? input.url : input) };
    Object.assign(p, { status: null, endAt: null });
    b.patches.push(p);
    res.then(
      (r) => {
        Object.assign(p, { status: r.status, endAt: performance.now() });
        check();
      },
      () => Object.assign(p, { status: 0, endAt: performance.now() }),
    );
    return res;
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
  const start = (e) => {
    if (b.armed === e.type && b.startAt === null) b.startAt = e.timeStamp;
  };
  window.addEventListener('keydown', start, true);
  window.addEventListener('click', start, true);
}

/** Arms the probe: the run starts at the next `event` ('keydown' or 'click'). */
const arm = (page, event, expected) =>
  page.evaluate(
    ([ev, values]) => Object.assign(window.__cells, { armed: ev, expected: values, count: values.length }),
    [event, expected],
  );

/** The trimmed text of every <td> of the list's rows, row by row, top to bottom. */
const rowTexts = (page, rowSelector) =>
  page.evaluate(
    (sel) =>
      [...document.querySelectorAll(sel)].map((row) =>
        [...row.querySelectorAll('td')].map((td) => (td.textContent ?? '').trim()),
      ),
    rowSelector,
  );

/**
 * The current titles in list order: the row's cell that holds one of `titles` (what the server
 * holds before the run). Throws when the list does not show every one of them.
 */
async function listedTitles(page, ui, titles) {
  const set = new Set(titles);
  const order = (await rowTexts(page, ROWS[ui]))
    .map((cells) => cells.find((c) => set.has(c)))
    .filter(Boolean);
  if (order.length !== titles.length || new Set(order).size !== titles.length)
    throw new Error(`the list shows ${order.length} of the ${titles.length} records`);
  return order;
}

/** Waits, every frame, until a <td> of a list row reads exactly `text`. */
const waitShown = (page, ui, text) =>
  page.waitForFunction(
    ([sel, t]) =>
      [...document.querySelectorAll(sel)].some((row) =>
        [...row.querySelectorAll('td')].some((td) => (td.textContent ?? '').trim() === t),
      ),
    [ROWS[ui], text],
    { timeout: STEP_MS, polling: 'raf' },
  );

/**
 * Ours: the first row's title cell is clicked (the grid's roving focus takes it), then for each row
 * its value is typed (the first key opens the cell's editor with it) and Enter commits it, sends the
 * PATCH and moves the focus down; the next value is typed right after, as an admin types on. Returns
 * the time spent typing (no wait between the values: `waited` stays 0) for the notes.
 */
async function editOurs(page, values) {
  const col = await page.evaluate(() =>
    [...document.querySelectorAll('[data-records-table] thead th')].findIndex(
      (th) => th.textContent.trim() === 'title',
    ),
  );
  if (col < 0) throw new Error("no 'title' column in the grid");
  await page.locator(`[data-cell="0:${col}"]`).click();
  await page.waitForFunction((c) => document.activeElement?.getAttribute('data-cell') === `0:${c}`, col, {
    timeout: 5000,
  });
  if (!(await quiet(page, 10_000))) throw new Error('page not quiet within 10 s of focusing the first cell');
  await arm(page, 'keydown', values);
  const waited = 0;
  let typing = 0;
  for (const value of values) {
    // as an admin types: the next value right after Enter, with no wait for the focus to move
    const k0 = performance.now();
    await page.keyboard.type(value);
    typing += performance.now() - k0;
    await page.keyboard.press('Enter');
  }
  return { waited, typing };
}

/**
 * Stock: for each row, a click on its title cell opens the record panel; once the panel's input
 * holding that title is editable (the probe of part 4: visible, enabled, not read-only, on screen),
 * it is clicked, its text selected with Control+A and the value typed; then the button named
 * `Save changes` is clicked (its DOM names no keyboard shortcut), and the next row is clicked once no
 * input holds the value any more (the panel closed) and a list cell reads it.
 */
async function editStock(page, titles, values) {
  let waited = 0;
  let typing = 0;
  await arm(page, 'click', values);
  for (const [i, value] of values.entries()) {
    const row = page.locator(ROWS.stock).filter({ hasText: titles[i] }).first();
    await row.getByText(titles[i], { exact: true }).first().click({ timeout: STEP_MS });
    const input = await page.waitForFunction(
      (title) => {
        for (const el of document.querySelectorAll('input, textarea')) {
          if (el.value !== title || el.readOnly || el.matches(':disabled')) continue;
          const r = el.getBoundingClientRect();
          if (r.width <= 0 || r.height <= 0 || getComputedStyle(el).visibility === 'hidden') continue;
          if (r.right <= 0 || r.bottom <= 0 || r.left >= innerWidth || r.top >= innerHeight) continue;
          return el;
        }
        return null;
      },
      titles[i],
      { timeout: STEP_MS, polling: 'raf' },
    );
    await input.asElement().click();
    await page.keyboard.press('Control+A');
    const k0 = performance.now();
    await page.keyboard.type(value);
    typing += performance.now() - k0;
    await page.getByRole('button', { name: 'Save changes', exact: true }).click({ timeout: STEP_MS });
    const t0 = performance.now();
    await page.waitForFunction(
      (v) =>
        ![...document.querySelectorAll('input, textarea')].some((el) => {
          if (el.value !== v) return false;
          const r = el.getBoundingClientRect();
          return r.width > 0 && r.height > 0;
        }),
      value,
      { timeout: STEP_MS, polling: 'raf' },
    );
    await waitShown(page, 'stock', value);
    waited += performance.now() - t0;
  }
  return { waited, typing };
}

/**
 * One run of one UI in a new context holding its session (a fresh tab): the records screen of
 * bench_cells, once the 20 records are listed and the page is quiet, gets the run's 20 values; the
 * end point is the probe's frameAt; then the server is asked for the 20 titles.
 */
async function cellsRun(browser, storageState, ui, baseUrl, { collectionId, run, token }) {
  const context = await browser.newContext({ storageState, viewport: VIEWPORT });
  await context.addInitScript(probe, { grid: ui === 'ours', gridKey: GRID_KEY, rowSelector: ROWS[ui] });
  const list = async () =>
    (await api(baseUrl, `/api/collections/${CELLS}/records?perPage=100`, { token })).items.map(
      (r) => r.title,
    );
  try {
    const before = await list();
    if (before.length !== CELL_COUNT) throw new Error(`${CELLS} holds ${before.length} records`);
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_MS);
    await page.goto(screenUrl(baseUrl, collectionId), { waitUntil: 'commit' });
    await page.locator(ROWS[ui]).first().waitFor({ state: 'visible' });
    // every one of the records listed (the grid's rows are drawn only once its chunk is in)
    await page.waitForFunction(
      ([sel, want]) => {
        const set = new Set(want);
        const rows = [...document.querySelectorAll(sel)];
        return (
          rows.filter((row) => [...row.querySelectorAll('td')].some((td) => set.has(td.textContent.trim())))
            .length === want.length
        );
      },
      [ROWS[ui], before],
      { timeout: STEP_MS, polling: 100 },
    );
    if (!(await quiet(page, 10_000))) throw new Error('page not quiet within 10 s of the first rows');
    const titles = await listedTitles(page, ui, before);
    const values = runValues(run);
    const drive = ui === 'ours' ? editOurs(page, values) : editStock(page, titles, values);
    const { waited, typing } = await bounded(drive, 120_000, 'editing the 20 cells');
    const ended = await page
      .waitForFunction(() => window.__cells.frameAt !== null, null, { timeout: STEP_MS, polling: 50 })
      .then(
        () => true,
        () => false,
      );
    const b = await page.evaluate(() => {
      const c = window.__cells;
      const patches = c.patches.filter((p) => p.at >= c.startAt);
      return { ...c, patches, lastShown: Math.max(...Object.values(c.shownAt)) };
    });
    const problem = savedProblem(checkSaved(await list(), values));
    if (!ended) {
      const shown = values.filter((v) => b.shownAt[v] !== undefined).length;
      const answered = b.patches.filter((p) => p.status >= 200 && p.status < 300).length;
      return {
        na: `no end point within ${STEP_MS / 1000} s: ${shown} of ${CELL_COUNT} values shown, ${answered} of ${b.patches.length} PATCHes answered 2xx; ${problem ?? `all ${CELL_COUNT} on the server`}`,
      };
    }
    if (problem) return { na: problem };
    return {
      total: b.frameAt - b.startAt,
      patches: b.patches.length,
      lastAnswer: Math.max(...b.patches.map((p) => p.endAt)) - b.startAt,
      lastShown: b.lastShown - b.startAt,
      waited,
      typing,
    };
  } finally {
    await bounded(context.close(), 10_000, 'closing the context').catch(() => {});
  }
}

/**
 * The runs of both UIs in turns (pageTools runInterleaved: `uis` is [{name, url, use}], `use()`
 * pauses the other UI's server), each a cellsRun bounded by `runLimitMs`; a run that fails or leaves
 * a title unsaved gives a reason instead of numbers.
 */
export async function measureCells(browser, uis, opts) {
  const tokens = new Map();
  return runInterleaved(browser, uis, {
    admin: opts.admin,
    runs: opts.runs,
    runLimitMs: opts.runLimitMs ?? 180_000,
    log: opts.log,
    runOnce: async (storageState, ui, run) => {
      if (!tokens.has(ui.name))
        tokens.set(
          ui.name,
          (
            await api(ui.url, '/api/admins/auth-with-password', {
              method: 'POST',
              body: { identity: opts.admin.email, password: opts.admin.password },
            })
          ).token,
        );
      return cellsRun(browser, storageState, ui.name, ui.url, {
        collectionId: opts.collectionId,
        run,
        token: tokens.get(ui.name),
      });
    },
    describe: (d) =>
      `${Math.round(d.total)} ms for ${CELL_COUNT} cells (${Math.round(perCell(d.total))} ms a cell), ${d.patches} PATCHes, last answer at ${Math.round(d.lastAnswer)} ms, last value shown at ${Math.round(d.lastShown)} ms; typing took ${Math.round(d.typing)} ms, the driver waited ${Math.round(d.waited)} ms between cells; all ${CELL_COUNT} on the server`,
  });
}

// ---------------------------------------------------------------------------------------------

function summarize(r) {
  const reason = r.runs.find((x) => x.na)?.na ?? 'no run';
  // one value per attempted run (null for a failed one), so the verdict counts it as a miss
  const per = (f) =>
    statOr(
      r.runs.map((x) => (x.na ? null : f(x))),
      reason,
    );
  return {
    total: per((x) => x.total),
    cell: per((x) => perCell(x.total)),
    lastAnswer: per((x) => x.lastAnswer),
    lastShown: per((x) => x.lastShown),
    waited: per((x) => x.waited),
    typing: per((x) => x.typing),
    notes: r.runs.flatMap((x, i) => (x.na ? [`run ${i + 1}: n/a — ${x.na}`] : [])),
    patches: r.runs.map((x) => (x.na ? '—' : String(x.patches))),
  };
}

/** Prints the part's table, notes and per-run values; returns the per-UI summaries. */
export function printCells(results, { runs }) {
  const ours = summarize(results.ours);
  const stock = summarize(results.stock);
  const rows = [
    {
      label: `${CELL_COUNT} cells edited, first input → last shown`,
      key: 'total',
      goal: { text: `≤ ${CELLS_GOAL}× stock`, factor: CELLS_GOAL },
    },
    { label: 'per cell', key: 'cell' },
    { label: 'last PATCH answered', key: 'lastAnswer' },
    { label: 'last value shown in the list', key: 'lastShown' },
    { label: 'typing the values (keyboard.type)', key: 'typing' },
    { label: 'driver waits after each commit', key: 'waited', noRatio: true },
  ];
  console.log(
    `\nPart 9 — editing ${CELL_COUNT} cells of ${CELL_COUNT} records, ours (grid) vs stock (record panel), ${CELLS} (times: median (min–max) of ${runs} runs per UI, ours and stock in turns, each a new tab in a new context; ms from the first input)\n`,
  );
  table(COMPARISON_HEADER, comparisonRows(rows, ours, stock));
  const sides = [
    ['ours', ours],
    ['stock', stock],
  ];
  const notes = [];
  for (const [name, s] of sides) {
    for (const { label, key } of rows)
      if (isNa(s[key])) notes.push(`  ${name} · ${label}: n/a — ${s[key].na}`);
    notes.push(`  ${name} · PATCHes seen per run: ${s.patches.join(', ')}`);
    for (const n of s.notes) notes.push(`  ${name} · ${n}`);
  }
  console.log(`\n${notes.join('\n')}`);
  console.log(`\n  per run, in run order:\n${perRunLines(rows, sides).join('\n')}`);
  return { ours, stock };
}
