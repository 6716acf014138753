// `make bench`: size budget, then the speed of the logs screen, the records screen, the record
// editor, the collection editor and the collections import, each against the stock UI; then the
// interface language switch and the records grid, ours only (the stock UI has neither); then editing
// 20 cells of 20 records, ours through the grid against the stock UI through its record panel.
// Self-contained: starts its own servers on free 127.0.0.1 ports with temporary data dirs and stops
// them by PID at the end, also on failure. Exits non-zero only when the bench itself crashes.
import { chromium } from '@playwright/test';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  measureCollectionEditor,
  prepareCollectionEditorData,
  printCollectionEditor,
} from './lib/collectionEditor.mjs';
import { CELLS_GOAL, measureCells, prepareCellsData, printCells } from './lib/cells.mjs';
import { measureEditor, prepareEditorData, printEditor } from './lib/editor.mjs';
import { measureImport, prepareImportData, printImport } from './lib/importer.mjs';
import { measureLanguage, printLanguage } from './lib/language.mjs';
import { addGridFields, BULK_RECORDS, measureGrid, printGrid } from './lib/grid.mjs';
import { firstView, loadAndScroll, signedInContext } from './lib/logs.mjs';
import { interleave, isNa, NA, statOr } from './lib/compare.mjs';
import { cell, comparisonRows, goalCell, kb, ms, perRunLines, ratio, table } from './lib/report.mjs';
import { measureRecords, printRecords } from './lib/records.mjs';
import { seedRequestLogs } from './lib/seed.mjs';
import { prepareRecordsData } from './lib/seedRecords.mjs';
import {
  api,
  buildStockServer,
  createFirstAdmin,
  LARDER_BIN,
  startServer,
  stopAllServers,
  tempDir,
  useOnly,
} from './lib/servers.mjs';
import { collectCode, settle, sumGzip } from './lib/size.mjs';

/** Debian's Chromium and the flags this closed network needs (shared with playwright.config.ts). */
const CHROMIUM = JSON.parse(readFileSync(new URL('../chromium.json', import.meta.url), 'utf8'));

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SEED_ROWS = Number(process.env.BENCH_SEED_ROWS ?? 100_000);
const TARGET_ROWS = 10_000;
const FIRST_VIEW_TIMEOUT = 20_000;
const LOAD_CAP_MS = Number(process.env.BENCH_LOAD_CAP_MS ?? 100_000);
// each 10,000-row run takes up to the cap plus a minute of scrolling per UI, so one by default; five
// are needed before its long-task goals can be met
const LOAD_RUNS = Number(process.env.BENCH_LOAD_RUNS ?? 1);
const VERBOSE = !!process.env.BENCH_VERBOSE;
// BENCH_ONLY=records (or a comma list of size, logs, records, editor, colleditor, import, language,
// grid, cells) runs only those parts
const PARTS = ['size', 'logs', 'records', 'editor', 'colleditor', 'import', 'language', 'grid', 'cells'];
// the parts that start the stock server (size: its login page, for reference); language and grid do not
const STOCK_PARTS = ['size', 'logs', 'records', 'editor', 'colleditor', 'import', 'cells'];
// records on the language part's /collections: enough for a full first page of the table
const LANGUAGE_ROWS = 300;
const ONLY = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((p) => p.trim())
  .filter(Boolean);
for (const p of ONLY)
  if (!PARTS.includes(p)) throw new Error(`BENCH_ONLY: unknown part '${p}' (${PARTS.join(', ')})`);
const runs = (part) => !ONLY.length || ONLY.includes(part);

// Size budgets: login page ≤ 100 KB, cold /collections signed in ≤ 200 KB (gzip JS + CSS)
const BUDGETS = { login: 100 * 1024, collections: 200 * 1024 };
const ADMIN = { email: 'bench@larder.local', password: 'bench-password-42' };

const tempDirs = [];
const dir = (prefix) => {
  const d = tempDir(prefix);
  tempDirs.push(d);
  return d;
};
const log = (msg) => console.log(`· ${msg}`);

async function launch() {
  return chromium.launch({ headless: true, ...CHROMIUM });
}

function listFiles(title, files) {
  if (!VERBOSE) return;
  console.log(`  ${title}:`);
  for (const f of [...files].sort((a, b) => b.gzip - a.gzip))
    console.log(`    ${kb(f.gzip).padStart(9)}  ${new URL(f.url).pathname}`);
}

// ---------------------------------------------------------------------------------------------
// Part 1 — size budget

async function loginPageCode(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const code = collectCode(page);
  await page.goto(`${url}/_/#/login`);
  await page.locator('input[type=password]').first().waitFor({ state: 'visible', timeout: 20_000 });
  await settle(page);
  return { context, page, code, files: await code.snapshot() };
}

async function measureSize(browser, stockBin) {
  const server = await startServer(LARDER_BIN, dir('size'), 'larder (size)');
  await createFirstAdmin(server.url, ADMIN);

  const { context, page, code, files: login } = await loginPageCode(browser, server.url);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/#\/collections$/, { timeout: 20_000 });
  await page.goto(`${server.url}/_/#/settings/admins`);
  await page.getByText('New admin').first().waitFor({ state: 'visible', timeout: 20_000 });
  await settle(page);
  const loginUrls = new Set(login.map((f) => f.url));
  const admins = (await code.snapshot()).filter((f) => !loginUrls.has(f.url));

  const storageState = await context.storageState();
  await context.close();
  const context2 = await browser.newContext({ storageState });
  const page2 = await context2.newPage();
  const code2 = collectCode(page2);
  await page2.goto(`${server.url}/_/#/collections`);
  await settle(page2);
  if (!/#\/collections/.test(page2.url()))
    throw new Error(`stored session did not open /collections (${page2.url()})`);
  const collections = await code2.snapshot();
  await context2.close();
  await server.stop();

  // reference only: what the stock admin UI's login page loads
  let stockLogin = null;
  if (stockBin) {
    const stock = await startServer(stockBin, dir('size-stock'), 'stock (size)');
    await createFirstAdmin(stock.url, ADMIN);
    const ref = await loginPageCode(browser, stock.url);
    stockLogin = ref.files;
    await ref.context.close();
    await stock.stop();
  }
  return { login, admins, collections, stockLogin };
}

function printSize({ login, admins, collections, stockLogin }) {
  const status = (bytes, budget) => (bytes <= budget ? 'PASS' : 'OVER');
  const loginBytes = sumGzip(login);
  const collectionsBytes = sumGzip(collections);
  console.log('\nPart 1 — size budget (JS + CSS, each body gzipped -9 by the bench)\n');
  table(
    ['page', 'files', 'gzip', 'budget', 'status'],
    [
      [
        'login (/_/#/login, signed out)',
        login.length,
        kb(loginBytes),
        kb(BUDGETS.login),
        status(loginBytes, BUDGETS.login),
      ],
      ['+ /settings/admins after sign-in', admins.length, `+${kb(sumGzip(admins))}`, '—', '—'],
      [
        'first view of /collections (fresh load)',
        collections.length,
        kb(collectionsBytes),
        kb(BUDGETS.collections),
        status(collectionsBytes, BUDGETS.collections),
      ],
      ...(stockLogin
        ? [['stock UI login page (reference)', stockLogin.length, kb(sumGzip(stockLogin)), '—', '—']]
        : []),
    ],
  );
  listFiles('login', login);
  listFiles('admins adds', admins);
  listFiles('collections', collections);
  return {
    login: `${kb(loginBytes)} / ${kb(BUDGETS.login)} ${status(loginBytes, BUDGETS.login)}`,
    admins: `+${kb(sumGzip(admins))}`,
    collections: `${kb(collectionsBytes)} / ${kb(BUDGETS.collections)} ${status(collectionsBytes, BUDGETS.collections)}`,
  };
}

// ---------------------------------------------------------------------------------------------
// Part 2 — logs speed, ours vs stock

async function prepareLogsData() {
  const seedDir = dir('logs-ours');
  const server = await startServer(LARDER_BIN, seedDir, 'larder (migrate)');
  const token = await createFirstAdmin(server.url, ADMIN);
  // default retention is 5 days and the server deletes older logs on its next logged request;
  // keep all 7 seeded days
  await api(server.url, '/api/settings', { method: 'PATCH', token, body: { logs: { maxDays: 30 } } });
  await server.stop();
  const t0 = Date.now();
  const seeded = seedRequestLogs(seedDir, { count: SEED_ROWS, days: 7 });
  log(
    `seeded ${SEED_ROWS} request logs in ${Date.now() - t0} ms (table now ${seeded.total} rows; newest ${seeded.newestUrl}, ${seeded.newestAuth})`,
  );
  const stockDir = dir('logs-stock');
  cpSync(seedDir, stockDir, { recursive: true });
  return { seedDir, stockDir, target: seeded.newestUrl };
}

/**
 * Both UIs (`uis` is [{name, url, use}], `use()` makes that UI's server the only one running): one
 * signed-in context each, `RUNS` fresh page loads per UI in turns (ours, stock, ours…), then one
 * 10,000-row run per UI in a fresh tab. A UI that never shows rows is not loaded again.
 */
async function measureLogs(browser, uis, target) {
  const results = Object.fromEntries(uis.map((u) => [u.name, { runs: [], load: null }]));
  const contexts = {};
  for (const ui of uis) {
    await ui.use();
    contexts[ui.name] = await signedInContext(browser, ui.name, ui.url, ADMIN, target);
  }
  for (const { run, ui } of interleave(uis, RUNS)) {
    const r = results[ui.name];
    if (run > 1 && !r.runs.some((x) => x.rowsVisible)) continue; // no rows at all: one attempt is enough
    await ui.use();
    const { page, ...data } = await firstView(contexts[ui.name], ui.name, ui.url, target, FIRST_VIEW_TIMEOUT);
    await page.close();
    r.runs.push(data);
    log(
      `${ui.name} run ${run}: rows ${data.rowsVisible ? ms(data.rowsFrameAt) : 'not visible'}, list API ${ms(data.listResponseEnd) ?? '—'}, chart ${ms(data.chartPaintedAt) ?? '—'}`,
    );
  }
  for (const ui of uis) {
    const r = results[ui.name];
    if (!r.runs.some((x) => x.rowsVisible)) {
      r.load = NA('no rows drawn, nothing to load');
      continue;
    }
    await ui.use();
    log(`${ui.name}: loading ${TARGET_ROWS} rows with 'Load more' (cap ${LOAD_CAP_MS / 1000} s)…`);
    const { page } = await firstView(contexts[ui.name], ui.name, ui.url, target, FIRST_VIEW_TIMEOUT);
    // the run waits on animation frames, which a page that is not the front tab may not get
    await page.bringToFront();
    r.load = await loadAndScroll(page, { targetRows: TARGET_ROWS, capMs: LOAD_CAP_MS });
    await page.close();
    const l = r.load;
    log(
      `${ui.name}: ${l.reason ?? ''} ${l.clicks} clicks, ${l.rows} rows in ${ms(l.loadMs)}${l.capped ? ' (time cap)' : ''}; scrolled ${l.scroll?.scrolledPx ?? 0}/${l.scroll?.rangePx ?? 0} px in ${l.scroll?.steps ?? 0} wheel steps`,
    );
  }
  for (const ui of uis) {
    await ui.use();
    await contexts[ui.name].close();
  }
  return results;
}

function summarizeUi(r) {
  // one value per attempted page load, null where the signal never showed
  const per = (f) => r.runs.map(f);
  const rowsShown = (f) => per((x) => (x.rowsVisible ? f(x) : null));
  const out = {};
  const within = `within ${FIRST_VIEW_TIMEOUT / 1000} s`;
  out.rows = statOr(
    rowsShown((x) => x.rowsFrameAt),
    `newest seeded URL not visible ${within}`,
  );
  out.api = statOr(
    per((x) => x.listResponseEnd),
    `no GET /api/logs/requests ${within}`,
  );
  out.rowsMinusApi = statOr(
    rowsShown((x) => (x.listResponseEnd === null ? null : x.rowsFrameAt - x.listResponseEnd)),
    'no rows',
  );
  out.canvas = statOr(
    per((x) => x.canvasAt),
    `no visible <canvas> ${within}`,
  );
  out.chart = statOr(
    per((x) => x.chartPaintedAt),
    r.runs.some((x) => x.statsResponseEnd !== null)
      ? `no painted <canvas> ${within}`
      : `no GET /api/logs/requests/stats ${within}`,
  );
  out.chartReady = statOr(
    per((x) => x.chartReadyAt),
    `no [data-chart-ready="true"] ${within}`,
  );
  const l = r.load;
  if (!l || l.na) {
    const reason = l?.na ?? 'not run';
    Object.assign(out, { loaded: NA(reason), loadMs: NA(reason), ltLoad: NA(reason), ltScroll: NA(reason) });
  } else if (l.reason && !l.clicks) {
    Object.assign(out, {
      loaded: NA(l.reason),
      loadMs: NA(l.reason),
      ltLoad: NA(l.reason),
      ltScroll: NA(l.reason),
    });
  } else {
    const lt = l.longTaskSupported ? null : NA('longtask API unsupported');
    out.loaded = `${l.rows} rows / ${l.clicks} clicks${l.capped ? ' (cap)' : ''}`;
    out.loadedRows = l.rows;
    out.loadMs = l.loadMs;
    out.ltLoad = lt ?? l.maxLongTaskLoading;
    out.ltLoadCount = l.longTasksLoading;
    out.ltScroll = lt ?? l.maxLongTaskScrolling;
    out.ltScrollCount = l.longTasksScrolling;
    out.scroll = l.scroll;
    out.showing = l.showing;
  }
  return out;
}

function printLogs(results, n) {
  const ours = summarizeUi(results.ours);
  const stock = summarizeUi(results.stock);
  console.log(
    `\nPart 2 — logs screen, ${SEED_ROWS.toLocaleString('en')} seeded request logs (times: median (min–max) of ${n} fresh page loads per UI, ours and stock in turns, ms from navigation start; the 10,000-row run: one per UI)\n`,
  );
  const rows = [
    { label: 'first rows drawn', key: 'rows' },
    { label: 'GET /api/logs/requests arrived', key: 'api' },
    { label: 'rows drawn − API response', key: 'rowsMinusApi' },
    { label: 'chart <canvas> visible', key: 'canvas' },
    { label: 'chart drawn (painted after stats)', key: 'chart' },
    { label: '[data-chart-ready="true"]', key: 'chartReady', noRatio: true },
    { label: `rows loaded (target ${TARGET_ROWS})`, key: 'loaded', noRatio: true },
    { label: 'time to load them', key: 'loadMs', noRatio: true },
    { label: 'max long task while loading', key: 'ltLoad' },
    { label: 'max long task while scrolling', key: 'ltScroll' },
  ];
  // our logs screen alone sets data-chart-ready: the stock cell stays empty
  const stockShown = { ...stock, chartReady: '—' };
  table(
    ['metric', 'ours', 'stock', 'ours/stock'],
    comparisonRows(rows, ours, stockShown).map((r) => r.slice(0, 4)),
  );
  const notes = [];
  const sides = [
    ['ours', ours],
    ['stock', stock],
  ];
  for (const [name, s] of sides) {
    const na = rows.filter(({ key }) => isNa(s[key]) && !(name === 'stock' && key === 'chartReady'));
    for (const { label, key } of na) notes.push(`  ${name} · ${label}: n/a — ${s[key].na}`);
    if (s.scroll)
      notes.push(
        `  ${name} · scroll: ${s.scroll.kind}, ${s.scroll.scrolledPx}/${s.scroll.rangePx} px in ${s.scroll.steps} wheel steps (${s.scroll.ms} ms)${s.scroll.reachedBottom ? '' : ', bottom not reached'}; long tasks: ${s.ltLoadCount} while loading, ${s.ltScrollCount} while scrolling`,
      );
    if (s.showing) notes.push(`  ${name} · list says: "${s.showing}"`);
  }
  if (notes.length) console.log(`\n${notes.join('\n')}`);
  const perRun = perRunLines(
    rows.filter(({ key }) => key !== 'chartReady'),
    sides,
  );
  console.log(`\n  per run, in run order:\n${perRun.join('\n')}`);
  return { ours, stock };
}

// ---------------------------------------------------------------------------------------------
// Part 3 — records speed, ours vs stock

/**
 * The data dirs of a part that compares the two UIs on the same data: ours is seeded by `prepare`
 * and copied for the stock server. Both sit one level below their temp dir: the stock binary
 * (examples/base) reads and writes JS migrations in <dataDir>/../pb_migrations, which must not be a
 * shared /tmp/pb_migrations.
 */
function partDirs(name) {
  const seedDir = join(dir(`${name}-ours`), 'pb_data');
  const stockDir = join(dir(`${name}-stock`), 'pb_data');
  mkdirSync(seedDir);
  return { seedDir, stockDir };
}

/**
 * Starts both servers of a part that compares the two UIs (ours on `seedDir`, stock on `stockDir`) and
 * runs `measure(uis)` with uis = [{name, url, server, use}] in that order. Both stay up for the whole
 * part, but only one runs at a time: `use()` resumes that UI's server and pauses the other with
 * SIGSTOP, so neither server's background work lands in the other UI's timing.
 */
async function withBothServers(stockBin, { seedDir, stockDir }, label, measure) {
  const ours = await startServer(LARDER_BIN, seedDir, `ours (${label})`);
  let stock;
  try {
    stock = await startServer(stockBin, stockDir, `stock (${label})`);
    const servers = [ours, stock];
    const uis = [
      { name: 'ours', server: ours },
      { name: 'stock', server: stock },
    ].map((ui) => ({ ...ui, url: ui.server.url, use: () => useOnly(servers, ui.server) }));
    return await measure(uis);
  } finally {
    await ours.stop();
    await stock?.stop();
  }
}

async function recordsPart(browser, stockBin) {
  const dirs = partDirs('records');
  const data = await prepareRecordsData({ bin: LARDER_BIN, ...dirs, admin: ADMIN, rows: SEED_ROWS, log });
  const results = await withBothServers(stockBin, dirs, 'records', (uis) =>
    measureRecords(browser, uis, {
      collectionId: data.itemsId,
      admin: ADMIN,
      runs: RUNS,
      loadRuns: LOAD_RUNS,
      targetRows: TARGET_ROWS,
      capMs: LOAD_CAP_MS,
      timeoutMs: FIRST_VIEW_TIMEOUT,
      log,
    }),
  );
  return printRecords(results, {
    runs: RUNS,
    loadRuns: LOAD_RUNS,
    seedRows: SEED_ROWS,
    targetRows: TARGET_ROWS,
    timeoutMs: FIRST_VIEW_TIMEOUT,
    budget: BUDGETS.collections,
  });
}

// ---------------------------------------------------------------------------------------------
// Part 4 — record editor, ours vs stock

async function editorPart(browser, stockBin) {
  const dirs = partDirs('editor');
  const data = await prepareEditorData({ bin: LARDER_BIN, ...dirs, admin: ADMIN, log });
  const results = await withBothServers(stockBin, dirs, 'editor', (uis) =>
    measureEditor(browser, uis, {
      collectionId: data.collectionId,
      admin: ADMIN,
      runs: RUNS,
      timeoutMs: FIRST_VIEW_TIMEOUT,
      log,
    }),
  );
  return printEditor(results, { runs: RUNS, budget: BUDGETS.collections, verbose: VERBOSE });
}

// ---------------------------------------------------------------------------------------------
// Part 5 — collection editor, ours vs stock

async function collectionEditorPart(browser, stockBin) {
  const dirs = partDirs('colleditor');
  const data = await prepareCollectionEditorData({ bin: LARDER_BIN, ...dirs, admin: ADMIN, log });
  const results = await withBothServers(stockBin, dirs, 'collection editor', (uis) =>
    measureCollectionEditor(browser, uis, {
      collectionId: data.collectionId,
      admin: ADMIN,
      runs: RUNS,
      timeoutMs: FIRST_VIEW_TIMEOUT,
      log,
    }),
  );
  return printCollectionEditor(results, { runs: RUNS, verbose: VERBOSE });
}

// ---------------------------------------------------------------------------------------------
// Part 6 — import collections, ours vs stock

async function importPart(browser, stockBin) {
  const dirs = partDirs('import');
  const { text } = await prepareImportData({ bin: LARDER_BIN, ...dirs, admin: ADMIN, log });
  const results = await withBothServers(stockBin, dirs, 'import', (uis) =>
    measureImport(browser, uis, { text, admin: ADMIN, runs: RUNS, timeoutMs: FIRST_VIEW_TIMEOUT, log }),
  );
  return printImport(results, { runs: RUNS });
}

// ---------------------------------------------------------------------------------------------
// Part 7 — interface language, ours only

async function languagePart(browser) {
  const seedDir = join(dir('language'), 'pb_data');
  mkdirSync(seedDir);
  const data = await prepareRecordsData({
    bin: LARDER_BIN,
    seedDir,
    admin: ADMIN,
    rows: LANGUAGE_ROWS,
    files: 60,
    log,
  });
  const server = await startServer(LARDER_BIN, seedDir, 'ours (language)');
  try {
    const results = await measureLanguage(browser, server, {
      admin: ADMIN,
      collectionId: data.itemsId,
      runs: RUNS,
      timeoutMs: FIRST_VIEW_TIMEOUT,
      log,
    });
    return printLanguage(results, { runs: RUNS, seedRows: LANGUAGE_ROWS });
  } finally {
    await server.stop();
  }
}

// ---------------------------------------------------------------------------------------------
// Part 8 — records grid, ours only

async function gridPart(browser) {
  // the paste and 'Set field' tab shows the 1,000 newest seeded records
  const rows = Math.max(SEED_ROWS, 2 * BULK_RECORDS);
  const seedDir = join(dir('grid'), 'pb_data');
  mkdirSync(seedDir);
  const data = await prepareRecordsData({ bin: LARDER_BIN, seedDir, admin: ADMIN, rows, log });
  const server = await startServer(LARDER_BIN, seedDir, 'ours (grid)');
  try {
    const { token } = await api(server.url, '/api/admins/auth-with-password', {
      method: 'POST',
      body: { identity: ADMIN.email, password: ADMIN.password },
    });
    await addGridFields(server.url, token, data.itemsId);
    const results = await measureGrid(browser, server, {
      collectionId: data.itemsId,
      admin: ADMIN,
      token,
      runs: RUNS,
      rows,
      timeoutMs: FIRST_VIEW_TIMEOUT,
      log,
    });
    return printGrid(results, { runs: RUNS, seedRows: rows });
  } finally {
    await server.stop();
  }
}

// ---------------------------------------------------------------------------------------------
// Part 9 — editing 20 cells of 20 records, ours (grid) vs stock (record panel)

async function cellsPart(browser, stockBin) {
  const dirs = partDirs('cells');
  const data = await prepareCellsData({ bin: LARDER_BIN, ...dirs, admin: ADMIN, log });
  const results = await withBothServers(stockBin, dirs, 'cells', (uis) =>
    measureCells(browser, uis, { collectionId: data.collectionId, admin: ADMIN, runs: RUNS, log }),
  );
  return printCells(results, { runs: RUNS });
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const started = Date.now();
  if (!existsSync(LARDER_BIN)) throw new Error(`${LARDER_BIN} missing — run 'make build'`);
  const work = dir('work');
  // a run of only the language part needs no stock server, and building it takes about a minute
  let stock = { bin: null };
  if (STOCK_PARTS.some(runs)) {
    log('building the stock PocketBase server from server/go.mod’s pocketbase module…');
    stock = buildStockServer(work);
    log(`stock server: ${stock.variant}`);
  }

  const browser = await launch();
  try {
    let sizeSummary = null;
    if (runs('size')) {
      log('Part 1: measuring JS + CSS sizes…');
      const size = await measureSize(browser, stock.bin);
      sizeSummary = printSize(size);
    }

    let logs = null;
    if (runs('logs')) {
      console.log('');
      log('Part 2: seeding logs…');
      const data = await prepareLogsData();
      const results = await withBothServers(stock.bin, data, 'logs', (uis) =>
        measureLogs(browser, uis, data.target),
      );
      logs = printLogs(results, RUNS);
    }

    let records = null;
    if (runs('records')) {
      console.log('');
      log('Part 3: seeding records…');
      records = await recordsPart(browser, stock.bin);
    }

    let editor = null;
    if (runs('editor')) {
      console.log('');
      log('Part 4: creating the record editor data…');
      editor = await editorPart(browser, stock.bin);
    }

    let collEditor = null;
    if (runs('colleditor')) {
      console.log('');
      log('Part 5: creating the collection editor data…');
      collEditor = await collectionEditorPart(browser, stock.bin);
    }

    let imports = null;
    if (runs('import')) {
      console.log('');
      log('Part 6: creating the import data…');
      imports = await importPart(browser, stock.bin);
    }

    let language = null;
    if (runs('language')) {
      console.log('');
      log('Part 7: seeding records for the language switch…');
      language = await languagePart(browser);
    }

    let grid = null;
    if (runs('grid')) {
      console.log('');
      log('Part 8: seeding records for the grid…');
      grid = await gridPart(browser);
    }

    let cells = null;
    if (runs('cells')) {
      console.log('');
      log('Part 9: creating the cell-editing data…');
      cells = await cellsPart(browser, stock.bin);
    }

    const fmt = (v) => cell(v);
    const eventFmt = (v) => cell(v, { fmt: (x) => (x === 0 ? '<16' : String(Math.round(x))) });
    console.log('\nSummary');
    if (sizeSummary)
      console.log(
        `  size    login ${sizeSummary.login} · admins ${sizeSummary.admins} · collections ${sizeSummary.collections}`,
      );
    for (const name of logs ? ['ours', 'stock'] : []) {
      const s = logs[name];
      console.log(
        `  logs    ${name.padEnd(5)} rows ${fmt(s.rows)} · chart ${fmt(s.chart)} · ${fmt(s.loaded)} · max long task load ${fmt(s.ltLoad)} / scroll ${fmt(s.ltScroll)}`,
      );
    }
    for (const name of records ? ['ours', 'stock'] : []) {
      const s = records[name];
      console.log(
        s.notBuilt
          ? `  records ${name.padEnd(5)} n/a (records screen not built)`
          : `  records ${name.padEnd(5)} rows ${fmt(s.rows)} (${fmt(s.rowsMinusApi)} after API) · ${fmt(s.loaded)} in ${fmt(s.loadMs)} · max long task load ${fmt(s.ltLoad)} / scroll ${fmt(s.ltScroll)} · ${kb(s.size)}`,
      );
    }
    for (const name of editor ? ['ours', 'stock'] : []) {
      const s = editor[name];
      const size = (v) => (typeof v === 'number' ? kb(v) : 'n/a');
      const out = s.lazyAbsent === null ? 'n/a' : s.lazyAbsent ? 'yes' : 'no';
      console.log(
        `  editor  ${name.padEnd(5)} click → whole form ${fmt(s.whole)}, first field ${fmt(s.click)} · typing: longest task ${fmt(s.typeTask)}, max event ${eventFmt(s.typeEvent)} · first view ${size(s.first)}, editor +${size(s.editorTotal)}${name === 'ours' ? ` · rich-text/date out of first view: ${out}` : ''}`,
      );
    }
    for (const name of collEditor ? ['ours', 'stock'] : []) {
      const s = collEditor[name];
      const out = s.chunksOut === null ? 'n/a' : s.chunksOut ? 'yes' : 'no';
      const open = typeof s.open === 'number' ? ` (+${kb(s.open)} on open)` : '';
      console.log(
        `  colleditor ${name.padEnd(5)} click → editable ${fmt(s.click)} after idle, ${fmt(s.early)} at first rows · longest task before the click ${fmt(s.prepTask)} · typing: longest task ${fmt(s.typeTask)}, max event ${eventFmt(s.typeEvent)} · drag: longest task ${fmt(s.dragTask)}${name === 'ours' ? ` · editor chunks out of first view: ${out}${open}` : ''}`,
      );
    }
    if (collEditor) {
      const r = ratio(collEditor.ours.click, collEditor.stock.click);
      const e = ratio(collEditor.ours.early, collEditor.stock.early);
      console.log(
        `  colleditor ours/stock click → editable ${r || 'n/a'} after idle, ${e || 'n/a'} at first rows (goal ≤ 0.50× both)`,
      );
    }
    for (const name of imports ? ['ours', 'stock'] : []) {
      const s = imports[name];
      console.log(
        `  import  ${name.padEnd(5)} paste → detected ${fmt(s.detected)} (longest task ${fmt(s.pasteQuietTask)}) · Review → diff ${fmt(s.diff)} (longest task ${fmt(s.reviewQuietTask)})`,
      );
    }
    if (imports) {
      const d = ratio(imports.ours.detected, imports.stock.detected);
      const r = ratio(imports.ours.diff, imports.stock.diff);
      console.log(
        `  import  ours/stock paste → detected ${d || 'n/a'}, Review → diff ${r || 'n/a'} (goal ≤ 0.50× both)`,
      );
    }
    if (language) {
      const size = (v) => (typeof v === 'number' ? kb(v) : 'n/a');
      console.log(
        `  language ours  click → German ${fmt(language.first)} first (${language.firstVerdict}), ${fmt(language.cached)} cached (${language.cachedVerdict}; goal ≤ 100 ms) · only the active catalog loaded: ${language.onlyActive} · catalogs de ${size(language.sizes.de)}, es ${size(language.sizes.es)}, ar ${size(language.sizes.ar)}`,
      );
    }
    if (grid) {
      const row = (v) => cell(v, { unit: '', fmt: (x) => String(Math.round(x)) });
      const tenth = (v) => cell(v, { fmt: (x) => x.toFixed(1) });
      console.log(
        `  grid    ours  200 ArrowDown: longest task ${fmt(grid.moveTask)}, focus on row ${row(grid.endRow)} (goal 201) · Enter → PATCH ${tenth(grid.commit)} · paste → preview ${fmt(grid.paste)} (longest task ${fmt(grid.pasteTask)})`,
      );
      console.log(
        `  grid    ours  Set field ×${BULK_RECORDS} ${fmt(grid.bulkGrid)} vs script ${fmt(grid.bulkScript)} (${ratio(grid.bulkGrid, grid.bulkScript) || 'n/a'}, goal ≤ 1.20×), vs plain fetch in the tab ${fmt(grid.bulkTab)} (${ratio(grid.bulkGrid, grid.bulkTab) || 'n/a'}) · first rows grid ${fmt(grid.firstGrid)} vs table ${fmt(grid.firstTable)} (${ratio(grid.firstGrid, grid.firstTable) || 'n/a'}, goal ≤ 1.10×)`,
      );
    }
    for (const name of cells ? ['ours', 'stock'] : []) {
      const s = cells[name];
      console.log(
        `  cells   ${name.padEnd(5)} 20 cells of 20 records ${fmt(s.total)} (${fmt(s.cell)} a cell) · last PATCH answered ${fmt(s.lastAnswer)}`,
      );
    }
    if (cells)
      console.log(
        `  cells   ours/stock ${ratio(cells.ours.total, cells.stock.total) || 'n/a'} (goal ≤ ${CELLS_GOAL.toFixed(2)}×; ${goalCell({ factor: CELLS_GOAL }, cells.ours.total, cells.stock.total)})`,
      );
    console.log(`  done in ${Math.round((Date.now() - started) / 1000)} s`);
  } finally {
    await browser.close().catch(() => {});
  }
}

let cleaning = false;
async function cleanup() {
  if (cleaning) return;
  cleaning = true;
  await stopAllServers();
  for (const d of tempDirs) rmSync(d, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    cleanup().finally(() => process.exit(130));
  });
}

// a promise nobody awaited that rejects would end Node at once, leaving the servers running (and one of
// them stopped with SIGSTOP): stop them first
process.once('unhandledRejection', (err) => {
  console.error('\nbench crashed:', err);
  cleanup().finally(() => process.exit(1));
});

main()
  .then(cleanup)
  .catch(async (err) => {
    console.error('\nbench crashed:', err);
    await cleanup();
    process.exitCode = 1;
  });
