// `make bench`: size budget, then the speed of the logs screen, the records screen, the record
// editor, the collection editor and the collections import, each against the stock UI.
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
import { measureEditor, prepareEditorData, printEditor } from './lib/editor.mjs';
import { measureImport, prepareImportData, printImport } from './lib/importer.mjs';
import { firstView, loadAndScroll, signedInContext } from './lib/logs.mjs';
import { kb, median, ms, ratio, table } from './lib/report.mjs';
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
} from './lib/servers.mjs';
import { collectCode, settle, sumGzip } from './lib/size.mjs';

/** Debian's Chromium and the flags this closed network needs (shared with playwright.config.ts). */
const CHROMIUM = JSON.parse(readFileSync(new URL('../chromium.json', import.meta.url), 'utf8'));

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SEED_ROWS = Number(process.env.BENCH_SEED_ROWS ?? 100_000);
const TARGET_ROWS = 10_000;
const FIRST_VIEW_TIMEOUT = 20_000;
const LOAD_CAP_MS = Number(process.env.BENCH_LOAD_CAP_MS ?? 100_000);
const VERBOSE = !!process.env.BENCH_VERBOSE;
// BENCH_ONLY=records (or a comma list of size, logs, records, editor, colleditor, import) runs only those parts
const PARTS = ['size', 'logs', 'records', 'editor', 'colleditor', 'import'];
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

const NA = (reason) => ({ na: reason });

async function measureLogs(browser, uis, target) {
  const results = Object.fromEntries(uis.map((u) => [u.name, { runs: [], load: null }]));
  const contexts = {};
  for (const ui of uis) contexts[ui.name] = await signedInContext(browser, ui.name, ui.url, ADMIN, target);
  const lastPage = {};
  for (let run = 1; run <= RUNS; run += 1) {
    for (const ui of uis) {
      const r = results[ui.name];
      if (run > 1 && !r.runs.some((x) => x.rowsVisible)) continue; // no rows at all: one attempt is enough
      const view = await firstView(contexts[ui.name], ui.name, ui.url, target, FIRST_VIEW_TIMEOUT);
      const { page, ...data } = view;
      r.runs.push(data);
      if (lastPage[ui.name]) await lastPage[ui.name].close();
      lastPage[ui.name] = page;
      log(
        `${ui.name} run ${run}: rows ${data.rowsVisible ? ms(data.rowsFrameAt) : 'not visible'}, list API ${ms(data.listResponseEnd) ?? '—'}, chart ${ms(data.chartPaintedAt) ?? '—'}`,
      );
    }
  }
  for (const ui of uis) {
    const r = results[ui.name];
    if (!r.runs.some((x) => x.rowsVisible)) {
      r.load = NA('no rows drawn, nothing to load');
      continue;
    }
    log(`${ui.name}: loading ${TARGET_ROWS} rows with 'Load more' (cap ${LOAD_CAP_MS / 1000} s)…`);
    // the run waits on animation frames, which a page that is not the front tab may not get
    await lastPage[ui.name].bringToFront();
    r.load = await loadAndScroll(lastPage[ui.name], { targetRows: TARGET_ROWS, capMs: LOAD_CAP_MS });
    const l = r.load;
    log(
      `${ui.name}: ${l.reason ?? ''} ${l.clicks} clicks, ${l.rows} rows in ${ms(l.loadMs)}${l.capped ? ' (time cap)' : ''}; scrolled ${l.scroll?.scrolledPx ?? 0}/${l.scroll?.rangePx ?? 0} px in ${l.scroll?.steps ?? 0} wheel steps`,
    );
  }
  for (const ui of uis) {
    await lastPage[ui.name]?.close();
    await contexts[ui.name].close();
  }
  return results;
}

function summarizeUi(r) {
  const seen = r.runs.filter((x) => x.rowsVisible);
  const med = (key, runs = r.runs) => median(runs.map((x) => x[key]));
  const out = {};
  const within = `within ${FIRST_VIEW_TIMEOUT / 1000} s`;
  out.rows = seen.length ? med('rowsFrameAt', seen) : NA(`newest seeded URL not visible ${within}`);
  out.api = med('listResponseEnd') ?? NA(`no GET /api/logs/requests ${within}`);
  out.rowsMinusApi = seen.length
    ? median(seen.filter((x) => x.listResponseEnd !== null).map((x) => x.rowsFrameAt - x.listResponseEnd))
    : NA('no rows');
  out.canvas = med('canvasAt') ?? NA(`no visible <canvas> ${within}`);
  out.chart =
    med('chartPaintedAt') ??
    NA(
      med('statsResponseEnd') === null
        ? `no GET /api/logs/requests/stats ${within}`
        : `no painted <canvas> ${within}`,
    );
  out.chartReady = med('chartReadyAt') ?? NA(`no [data-chart-ready="true"] ${within}`);
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
  const cell = (v) => (v && typeof v === 'object' && 'na' in v ? 'n/a' : typeof v === 'number' ? ms(v) : v);
  console.log(
    `\nPart 2 — logs screen, ${SEED_ROWS.toLocaleString('en')} seeded request logs (times: median of ${n} fresh page loads, ms from navigation start)\n`,
  );
  const rows = [
    ['first rows drawn', 'rows'],
    ['GET /api/logs/requests arrived', 'api'],
    ['rows drawn − API response', 'rowsMinusApi'],
    ['chart <canvas> visible', 'canvas'],
    ['chart drawn (painted after stats)', 'chart'],
    ['[data-chart-ready="true"]', 'chartReady'],
    [`rows loaded (target ${TARGET_ROWS})`, 'loaded'],
    ['time to load them', 'loadMs'],
    ['max long task while loading', 'ltLoad'],
    ['max long task while scrolling', 'ltScroll'],
  ];
  table(
    ['metric', 'ours', 'stock', 'ours/stock'],
    rows.map(([label, key]) => [
      label,
      cell(ours[key]),
      key === 'chartReady' ? '—' : cell(stock[key]),
      key === 'loaded' || key === 'loadMs' ? '' : ratio(ours[key], stock[key]),
    ]),
  );
  const notes = [];
  for (const [name, s] of [
    ['ours', ours],
    ['stock', stock],
  ]) {
    const na = rows.filter(([, k]) => s[k]?.na && !(name === 'stock' && k === 'chartReady'));
    for (const [label, k] of na) notes.push(`  ${name} · ${label}: n/a — ${s[k].na}`);
    if (s.scroll)
      notes.push(
        `  ${name} · scroll: ${s.scroll.kind}, ${s.scroll.scrolledPx}/${s.scroll.rangePx} px in ${s.scroll.steps} wheel steps (${s.scroll.ms} ms)${s.scroll.reachedBottom ? '' : ', bottom not reached'}; long tasks: ${s.ltLoadCount} while loading, ${s.ltScrollCount} while scrolling`,
      );
    if (s.showing) notes.push(`  ${name} · list says: "${s.showing}"`);
  }
  if (notes.length) console.log(`\n${notes.join('\n')}`);
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
 * Runs `measure(browser, [{name, url}])` against ours, then the stock server, one server at a time
 * (the two UIs never compete for the 2 cores), and merges their results.
 */
async function measureEachServer(browser, stockBin, { seedDir, stockDir }, label, measure) {
  const results = {};
  for (const [name, bin, dataDir] of [
    ['ours', LARDER_BIN, seedDir],
    ['stock', stockBin, stockDir],
  ]) {
    const server = await startServer(bin, dataDir, `${name} (${label})`);
    try {
      Object.assign(results, await measure(browser, [{ name, url: server.url }]));
    } finally {
      await server.stop();
    }
  }
  return results;
}

async function recordsPart(browser, stockBin) {
  const dirs = partDirs('records');
  const data = await prepareRecordsData({ bin: LARDER_BIN, ...dirs, admin: ADMIN, rows: SEED_ROWS, log });
  const results = await measureEachServer(browser, stockBin, dirs, 'records', (b, uis) =>
    measureRecords(b, uis, {
      collectionId: data.itemsId,
      admin: ADMIN,
      runs: RUNS,
      targetRows: TARGET_ROWS,
      capMs: LOAD_CAP_MS,
      timeoutMs: FIRST_VIEW_TIMEOUT,
      log,
    }),
  );
  return printRecords(results, {
    runs: RUNS,
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
  const results = await measureEachServer(browser, stockBin, dirs, 'editor', (b, uis) =>
    measureEditor(b, uis, {
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
  const results = await measureEachServer(browser, stockBin, dirs, 'collection editor', (b, uis) =>
    measureCollectionEditor(b, uis, {
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
  const results = await measureEachServer(browser, stockBin, dirs, 'import', (b, uis) =>
    measureImport(b, uis, { text, admin: ADMIN, runs: RUNS, timeoutMs: FIRST_VIEW_TIMEOUT, log }),
  );
  return printImport(results, { runs: RUNS });
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const started = Date.now();
  if (!existsSync(LARDER_BIN)) throw new Error(`${LARDER_BIN} missing — run 'make build'`);
  const work = dir('work');
  log('building the stock PocketBase server from server/go.mod’s pocketbase module…');
  const stock = buildStockServer(work);
  log(`stock server: ${stock.variant}`);

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
      const ours = await startServer(LARDER_BIN, data.seedDir, 'larder (logs)');
      const stockServer = await startServer(stock.bin, data.stockDir, 'stock (logs)');
      const results = await measureLogs(
        browser,
        [
          { name: 'ours', url: ours.url },
          { name: 'stock', url: stockServer.url },
        ],
        data.target,
      );
      await ours.stop();
      await stockServer.stop();
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

    const fmt = (v) => (v && typeof v === 'object' ? 'n/a' : typeof v === 'number' ? ms(v) : v);
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
        `  editor  ${name.padEnd(5)} click → editable ${fmt(s.click)} · typing: longest task ${fmt(s.typeTask)}, max event ${s.typeEvent === 0 ? '< 16 ms' : fmt(s.typeEvent)} · first view ${size(s.first)}, editor +${size(s.editorTotal)}${name === 'ours' ? ` · rich-text/date out of first view: ${out}` : ''}`,
      );
    }
    for (const name of collEditor ? ['ours', 'stock'] : []) {
      const s = collEditor[name];
      const out = s.chunksOut === null ? 'n/a' : s.chunksOut ? 'yes' : 'no';
      const open = typeof s.open === 'number' ? ` (+${kb(s.open)} on open)` : '';
      console.log(
        `  colleditor ${name.padEnd(5)} click → editable ${fmt(s.click)} · typing: longest task ${fmt(s.typeTask)}, max event ${s.typeEvent === 0 ? '< 16 ms' : fmt(s.typeEvent)} · drag: longest task ${fmt(s.dragTask)}${name === 'ours' ? ` · editor chunks out of first view: ${out}${open}` : ''}`,
      );
    }
    if (collEditor) {
      const r = ratio(collEditor.ours.click, collEditor.stock.click);
      console.log(`  colleditor ours/stock click → editable ${r || 'n/a'} (goal ≤ 0.50×)`);
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

main()
  .then(cleanup)
  .catch(async (err) => {
    console.error('\nbench crashed:', err);
    await cleanup();
    process.exitCode = 1;
  });
