// Records-screen speed: ours against the stock PocketBase admin UI on copies of the same data
// (see seedRecords.mjs). The same code measures both UIs; only the selectors differ (UI_SELECTORS).
//
// In-page probe (installed with addInitScript before any app code runs), all times are
// performance.now() values, i.e. milliseconds since the page's navigation start:
//   rowAt            a DOM mutation made the first record row carrying a seeded title exist
//   rowFrameAt       the animation frame after that (≈ rows drawn)
//   listResponseEnd  resource timing responseEnd of the first GET /api/collections/<bench_items>/records
//                    whose page is 1 (or not given)
// window.__longTasks collects every 'longtask' entry ({start, duration}).
import { collectCode, settle, sumGzip } from './size.mjs';
import { signIn } from './logs.mjs';
import { kb, median, ms, ratio, table } from './report.mjs';
import { ITEMS, TITLE_PREFIX } from './seedRecords.mjs';

/**
 * Ours: the DOM contract of our records screen. Stock: what the stock v0.15.3 admin UI renders, read
 * from its DOM at runtime (a <table class="table"> in main.page-content whose rows are
 * tr.row-handle, appended on "Load more (N)"; a <small> "Showing X of Y" under it; the page scrolls
 * inside .page-wrapper).
 */
export const UI_SELECTORS = {
  ours: {
    table: '[data-records-table]',
    row: '[data-record-row]',
    count: '[data-list-count]',
    scroll: '[data-records-scroll]',
  },
  stock: {
    table: '.page-content table.table',
    row: '.page-content table.table > tbody > tr.row-handle',
    count: '.page-content small',
    scroll: '.page-wrapper',
  },
};

export const NOT_BUILT = 'records screen not built';

function probe({ rowSelector, titlePrefix, collections }) {
  const b = { rowAt: null, rowFrameAt: null, rowTitle: null, listResponseEnd: null, listUrl: null };
  window.__rb = b;
  window.__longTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        window.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // longtask unsupported: the bench reports n/a
  }
  try {
    new PerformanceObserver((list) => {
      if (b.listResponseEnd !== null) return;
      for (const e of list.getEntries()) {
        const u = new URL(e.name, location.href);
        const m = /^\/api\/collections\/([^/]+)\/records$/.exec(u.pathname);
        if (!m || !collections.includes(decodeURIComponent(m[1]))) continue;
        if ((u.searchParams.get('page') ?? '1') !== '1') continue;
        b.listResponseEnd = e.responseEnd;
        b.listUrl = u.pathname + u.search;
        return;
      }
    }).observe({ type: 'resource', buffered: true });
  } catch {
    // no resource timing
  }
  const mo = new MutationObserver(() => {
    for (const row of document.querySelectorAll(rowSelector)) {
      const text = row.textContent ?? '';
      const at = text.indexOf(titlePrefix);
      if (at < 0) continue;
      b.rowAt = performance.now();
      b.rowTitle = text.slice(at, at + titlePrefix.length + 6);
      requestAnimationFrame(() => (b.rowFrameAt = performance.now()));
      mo.disconnect();
      return;
    }
  });
  mo.observe(document, { childList: true, subtree: true, characterData: true });
}

const screenUrl = (baseUrl, collectionId) => `${baseUrl}/_/#/collections?collectionId=${collectionId}`;

/** A browser context signed in through the UI's own login form, with the records probe installed. */
export async function recordsContext(browser, ui, baseUrl, creds, { collectionId }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  await context.addInitScript(probe, {
    rowSelector: UI_SELECTORS[ui].row,
    titlePrefix: TITLE_PREFIX,
    collections: [collectionId, ITEMS],
  });
  const page = await context.newPage();
  await signIn(page, ui, baseUrl, creds);
  await page.close();
  return context;
}

/**
 * One fresh page load of the records screen of bench_items. Waits up to `timeoutMs` for the table and
 * then for a row with a seeded title to be visible. The page is returned open for the 10k-row run.
 */
export async function recordsFirstView(context, ui, baseUrl, { collectionId, timeoutMs }) {
  const sel = UI_SELECTORS[ui];
  const page = await context.newPage();
  const deadline = Date.now() + timeoutMs;
  const left = () => Math.max(1, deadline - Date.now());
  const ok = (p) =>
    p.then(
      () => true,
      () => false,
    );
  await page.goto(screenUrl(baseUrl, collectionId), { waitUntil: 'commit' });
  const tableVisible = await ok(
    page.locator(sel.table).first().waitFor({ state: 'visible', timeout: left() }),
  );
  const rowsVisible =
    tableVisible &&
    (await ok(
      page
        .locator(sel.row)
        .filter({ hasText: TITLE_PREFIX })
        .first()
        .waitFor({ state: 'visible', timeout: left() }),
    ));
  if (rowsVisible) await page.waitForFunction(() => window.__rb.rowFrameAt !== null, null, { timeout: 5000 });
  // the first list request's resource entry can be delivered a little after the rows
  await page
    .waitForFunction(() => window.__rb.listResponseEnd !== null, null, { timeout: 2000, polling: 50 })
    .catch(() => {});
  const data = await page.evaluate(() => ({ ...window.__rb }));
  return { page, tableVisible, rowsVisible, ...data };
}

const countIn = (text) => {
  const m = /Showing\s+([\d,.\s]+?)\s+of\s+([\d,.\s]+)/.exec(text ?? '');
  return m
    ? { shown: Number(m[1].replace(/\D/g, '')), total: Number(m[2].replace(/\D/g, '')), text: m[0].trim() }
    : null;
};

/** The "Showing X of Y" element's text (the first element matching `selector` that says "Showing"). */
function readCount(page, selector) {
  return page
    .evaluate((s) => {
      for (const el of document.querySelectorAll(s))
        if (/Showing/.test(el.textContent ?? '')) return el.textContent;
      return null;
    }, selector)
    .then(countIn);
}

/**
 * Clicks "Load more…" until the screen says it shows `targetRows` rows or `capMs` passes; after each
 * click it waits until "Showing X" has grown (so each step includes drawing the new rows). Then scrolls
 * the list from top to bottom. Long tasks are collected for both phases.
 */
export async function recordsLoadAndScroll(
  page,
  ui,
  { targetRows = 10_000, capMs = 100_000, scrollCapMs = 60_000 },
) {
  const sel = UI_SELECTORS[ui];
  const result = {
    clicks: 0,
    rows: 0,
    apiRows: 0,
    totalItems: null,
    showing: null,
    loadMs: null,
    capped: false,
  };
  const listResponse = (r) =>
    r.request().method() === 'GET' && /^\/api\/collections\/[^/]+\/records$/.test(new URL(r.url()).pathname);
  const onResponse = async (response) => {
    if (!listResponse(response)) return;
    try {
      const json = await response.json();
      if (!Array.isArray(json.items)) return;
      result.apiRows = Math.max(result.apiRows, (json.page - 1) * json.perPage + json.items.length);
      result.perPage = json.perPage;
      result.totalItems = json.totalItems;
    } catch {
      // not JSON
    }
  };
  page.on('response', onResponse);
  const button = page.getByRole('button', { name: /^Load more/ }).first();
  const visible = () => button.isVisible().catch(() => false);
  if (!(await visible())) await button.waitFor({ state: 'visible', timeout: 10_000 }).catch(() => {});
  let count = await readCount(page, sel.count);
  if (!(await visible()) || !count) {
    page.off('response', onResponse);
    return { ...result, reason: !count ? "no 'Showing X of Y' text" : "no 'Load more' button" };
  }
  const loadStart = await page.evaluate(() => performance.now());
  const t0 = Date.now();
  while (count.shown < targetRows) {
    if (Date.now() - t0 > capMs) {
      result.capped = true;
      break;
    }
    try {
      await button.click({ timeout: 20_000 });
      await page.waitForFunction(
        ([s, prev]) => {
          for (const el of document.querySelectorAll(s)) {
            const m = /Showing\s+([\d,.\s]+?)\s+of/.exec(el.textContent ?? '');
            if (m) return Number(m[1].replace(/\D/g, '')) > prev;
          }
          return false;
        },
        [sel.count, count.shown],
        { timeout: 20_000, polling: 'raf' },
      );
    } catch (err) {
      result.reason = `stopped: ${String(err.message).split('\n')[0]}`;
      break;
    }
    result.clicks += 1;
    count = (await readCount(page, sel.count)) ?? count;
  }
  // let the last rows draw before closing the loading window
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
  const loadEnd = await page.evaluate(() => performance.now());
  result.loadMs = Math.round(Date.now() - t0);
  result.rows = count.shown;
  result.showing = count.text;
  page.off('response', onResponse);

  const scroll = await scrollList(page, sel.scroll, scrollCapMs);
  const tasks = await page.evaluate(() => window.__longTasks);
  const within = (a, z) => tasks.filter((t) => t.start >= a && t.start <= z).map((t) => t.duration);
  const max = (xs) => (xs.length ? Math.round(Math.max(...xs)) : 0);
  const loading = within(loadStart, loadEnd);
  const scrolling = within(scroll.start, scroll.end);
  return {
    ...result,
    longTaskSupported: await page.evaluate(() =>
      (PerformanceObserver.supportedEntryTypes ?? []).includes('longtask'),
    ),
    maxLongTaskLoading: max(loading),
    longTasksLoading: loading.length,
    maxLongTaskScrolling: max(scrolling),
    longTasksScrolling: scrolling.length,
    scroll,
  };
}

/**
 * Scrolls the list's scroll container (`selector`; if it does not scroll, the element that scrolls the
 * most, else the document) from the top to the end: 800 px steps, 30 steps a second, driven by
 * requestAnimationFrame in the page, until the end is reached, the position stops moving for 30 steps,
 * or `capMs` passes.
 */
function scrollList(page, selector, capMs) {
  return page.evaluate(
    async ({ selector, capMs, stepPx, interval }) => {
      const range = (el) => el.scrollHeight - el.clientHeight;
      let el = document.querySelector(selector);
      let kind = selector;
      if (!el || range(el) < 1) {
        el = document.scrollingElement;
        kind = 'document';
        for (const c of document.querySelectorAll('*')) {
          const oy = getComputedStyle(c).overflowY;
          if ((oy === 'auto' || oy === 'scroll') && range(c) > range(el)) {
            el = c;
            kind = `largest scroller <${c.tagName.toLowerCase()} class="${c.className}">`;
          }
        }
      }
      const frame = () => new Promise((r) => requestAnimationFrame(r));
      // 'instant' overrides a CSS scroll-behavior: smooth, so each step lands where it says
      const scrollTo = (top) => el.scrollTo({ top, behavior: 'instant' });
      scrollTo(0);
      await frame();
      await frame();
      const start = performance.now();
      let last = -Infinity;
      let steps = 0;
      let stuck = 0;
      let prevTop = -1;
      for (;;) {
        const now = await frame();
        const top = el.scrollTop;
        if (top >= range(el) - 1 || now - start > capMs || stuck >= 30) break;
        if (now - last >= interval - 2) {
          stuck = top > prevTop ? 0 : stuck + 1;
          prevTop = top;
          scrollTo(top + stepPx);
          steps += 1;
          last = now;
        }
      }
      await frame();
      const end = performance.now();
      return {
        start,
        end,
        steps,
        kind,
        scrolledPx: Math.round(el.scrollTop),
        rangePx: Math.round(range(el)),
        reachedBottom: el.scrollTop >= range(el) - 1,
        ms: Math.round(end - start),
      };
    },
    { selector, capMs, stepPx: 800, interval: 1000 / 30 },
  );
}

/**
 * JS + CSS (gzip -9 by us) of a cold load of the records screen in a fresh context holding the stored
 * session: waits for a seeded row (or, if the screen never shows one, for the network to settle).
 */
export async function recordsScreenCode(browser, storageState, ui, baseUrl, { collectionId, timeoutMs }) {
  const context = await browser.newContext({ storageState, viewport: { width: 1280, height: 860 } });
  const page = await context.newPage();
  const code = collectCode(page);
  await page.goto(screenUrl(baseUrl, collectionId));
  const rows = await page
    .locator(UI_SELECTORS[ui].row)
    .filter({ hasText: TITLE_PREFIX })
    .first()
    .waitFor({ state: 'visible', timeout: timeoutMs })
    .then(
      () => true,
      () => false,
    );
  await settle(page);
  const files = await code.snapshot();
  await context.close();
  return { files, rows };
}

// ---------------------------------------------------------------------------------------------

const NA = (reason) => ({ na: reason });
const isNa = (v) => v && typeof v === 'object' && 'na' in v;

/**
 * Runs the whole measurement for each UI in `uis` ([{name, url}]): the size of a cold load, `runs`
 * fresh page loads, then the 10k-row run in the last tab. Ours is tried once when its records table
 * never shows (the screen is not built yet), and its other rows are then n/a.
 */
export async function measureRecords(browser, uis, opts) {
  const { collectionId, admin, runs, targetRows, capMs, timeoutMs, log } = opts;
  const results = {};
  for (const ui of uis) {
    const r = (results[ui.name] = { runs: [], load: null, code: null, notBuilt: false });
    const context = await recordsContext(browser, ui.name, ui.url, admin, { collectionId });
    r.code = await recordsScreenCode(browser, await context.storageState(), ui.name, ui.url, {
      collectionId,
      timeoutMs,
    });
    log(
      `${ui.name}: cold load of the records screen: ${r.code.files.length} JS/CSS files, ${kb(sumGzip(r.code.files))} gzip`,
    );
    let page = null;
    for (let run = 1; run <= runs; run += 1) {
      const view = await recordsFirstView(context, ui.name, ui.url, { collectionId, timeoutMs });
      const { page: p, ...data } = view;
      r.runs.push(data);
      if (page) await page.close();
      page = p;
      log(
        `${ui.name} run ${run}: ${!data.tableVisible ? `no ${UI_SELECTORS[ui.name].table}` : data.rowsVisible ? `first row (${data.rowTitle}) drawn ${ms(data.rowFrameAt)}` : 'no seeded row visible'}, list API ${ms(data.listResponseEnd) ?? '—'}`,
      );
      if (!data.rowsVisible) break; // one attempt is enough
    }
    if (!r.runs.some((x) => x.tableVisible)) {
      r.notBuilt = true;
      r.load = NA(NOT_BUILT);
    } else if (!r.runs.some((x) => x.rowsVisible)) {
      r.load = NA('no rows drawn, nothing to load');
    } else {
      log(`${ui.name}: loading ${targetRows} rows with 'Load more' (cap ${capMs / 1000} s), then scrolling…`);
      // a hung step (a page that stops producing frames, a lost response) ends the run with a reason
      // instead of hanging the whole bench; every Playwright call also has a bounded timeout
      page.setDefaultTimeout(30_000);
      // the steps below wait on animation frames, which a page that is not the front tab may not get
      await page.bringToFront();
      const overallMs = capMs + 60_000 + 60_000;
      r.load = await Promise.race([
        recordsLoadAndScroll(page, ui.name, { targetRows, capMs }),
        new Promise((resolve) =>
          setTimeout(
            () => resolve({ ...NA(`timed out after ${overallMs / 1000} s`), clicks: 0, rows: 0 }),
            overallMs,
          ),
        ),
      ]);
      const l = r.load;
      log(
        `${ui.name}: ${l.reason ?? ''} ${l.clicks} clicks, ${l.rows} rows in ${ms(l.loadMs)}${l.capped ? ' (time cap)' : ''}; scrolled ${l.scroll?.scrolledPx ?? 0}/${l.scroll?.rangePx ?? 0} px in ${l.scroll?.steps ?? 0} steps (${l.scroll?.ms ?? 0} ms)`,
      );
    }
    await page?.close();
    await context.close();
  }
  return results;
}

function summarize(r, { timeoutMs, budget }) {
  const within = `within ${timeoutMs / 1000} s`;
  const out = { notBuilt: r.notBuilt };
  const code = sumGzip(r.code?.files ?? []);
  if (r.notBuilt) {
    for (const k of ['rows', 'rowsDom', 'api', 'rowsMinusApi', 'loaded', 'loadMs', 'ltLoad', 'ltScroll'])
      out[k] = NA(NOT_BUILT);
    out.size = code;
    out.sizeNote = `${r.code.files.length} files, screen not built (measured what /collections loads now)`;
    return out;
  }
  const seen = r.runs.filter((x) => x.rowsVisible);
  const med = (key, runs = r.runs) => median(runs.map((x) => x[key]));
  out.rows = seen.length ? med('rowFrameAt', seen) : NA(`no row with a seeded title visible ${within}`);
  out.rowsDom = seen.length ? med('rowAt', seen) : out.rows;
  out.api = med('listResponseEnd') ?? NA(`no GET …/records?page=1 for ${ITEMS} ${within}`);
  out.rowsMinusApi = seen.length
    ? (median(seen.filter((x) => x.listResponseEnd !== null).map((x) => x.rowFrameAt - x.listResponseEnd)) ??
      NA('no list response timing'))
    : NA('no rows');
  out.firstTitle = seen[0]?.rowTitle ?? null;
  out.listUrl = r.runs.find((x) => x.listUrl)?.listUrl ?? null;
  out.size = code;
  out.sizeNote = `${r.code.files.length} files${r.code.rows ? '' : ', no seeded row seen'}`;
  out.sizeBudget = budget;
  const l = r.load;
  const reason = !l ? 'not run' : l.na ? l.na : l.reason && !l.clicks ? l.reason : null;
  if (reason) {
    Object.assign(out, { loaded: NA(reason), loadMs: NA(reason), ltLoad: NA(reason), ltScroll: NA(reason) });
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
    out.perPage = l.perPage;
    out.stopped = l.reason ?? null;
  }
  return out;
}

/** Prints the Part 3 table with goals for ours; returns the per-UI summaries. */
export function printRecords(results, { runs, seedRows, targetRows, timeoutMs, budget }) {
  const ours = summarize(results.ours, { timeoutMs, budget });
  const stock = summarize(results.stock, { timeoutMs, budget });
  const cell = (v) => (isNa(v) ? 'n/a' : typeof v === 'number' ? ms(v) : v);
  const status = (ok) => (ok === null ? 'n/a' : ok ? 'PASS' : 'OVER');
  const num = (v) => typeof v === 'number';
  const goals = {
    rows: ['≤ 0.5× stock', num(ours.rows) && num(stock.rows) ? ours.rows <= 0.5 * stock.rows : null],
    rowsMinusApi: ['≤ 16.7 ms (1 frame)', num(ours.rowsMinusApi) ? ours.rowsMinusApi <= 1000 / 60 : null],
    ltLoad: ['≤ 50 ms', num(ours.ltLoad) ? ours.ltLoad <= 50 : null],
    ltScroll: ['≤ 50 ms', num(ours.ltScroll) ? ours.ltScroll <= 50 : null],
    size: [`≤ ${kb(budget)}`, ours.notBuilt ? null : ours.size <= budget],
  };
  console.log(
    `\nPart 3 — records screen, ${ITEMS} with ${seedRows.toLocaleString('en')} seeded rows (times: median of ${runs} fresh page loads, ms from navigation start)\n`,
  );
  const rows = [
    ['first record rows drawn', 'rows'],
    ['  first seeded row in the DOM', 'rowsDom'],
    [`GET …/records?page=1 arrived`, 'api'],
    ['rows drawn − API response', 'rowsMinusApi'],
    [`rows loaded (target ${targetRows})`, 'loaded'],
    ['time to load them', 'loadMs'],
    ['max long task while loading', 'ltLoad'],
    ['max long task while scrolling', 'ltScroll'],
    ['JS + CSS gzip, cold records screen', 'size'],
  ];
  table(
    ['metric', 'ours', 'stock', 'ours/stock', 'goal (ours)', 'status'],
    rows.map(([label, key]) => {
      const [goal, ok] = goals[key] ?? ['', undefined];
      const fmt = key === 'size' ? (v) => (num(v) ? kb(v) : cell(v)) : cell;
      return [
        label,
        fmt(ours[key]),
        fmt(stock[key]),
        key === 'loaded' || key === 'loadMs' ? '' : ratio(ours[key], stock[key]),
        goal,
        ok === undefined ? '' : status(ok),
      ];
    }),
  );
  const notes = [];
  if (ours.notBuilt)
    notes.push(
      `  ours: n/a (${NOT_BUILT}) — no ${UI_SELECTORS.ours.table} within ${timeoutMs / 1000} s; its size row is what the URL loads today`,
    );
  for (const [name, s] of [
    ['ours', ours],
    ['stock', stock],
  ]) {
    if (s.notBuilt) continue;
    const na = rows.filter(([, k]) => isNa(s[k]));
    for (const [label, k] of na) notes.push(`  ${name} · ${label.trim()}: n/a — ${s[k].na}`);
    if (s.firstTitle)
      notes.push(`  ${name} · first seeded row seen: "${s.firstTitle}"; list request ${s.listUrl ?? '—'}`);
    if (s.scroll)
      notes.push(
        `  ${name} · scroll: ${s.scroll.kind}, ${s.scroll.scrolledPx}/${s.scroll.rangePx} px in ${s.scroll.steps} steps (${s.scroll.ms} ms)${s.scroll.reachedBottom ? '' : ', end not reached'}; long tasks: ${s.ltLoadCount} while loading, ${s.ltScrollCount} while scrolling`,
      );
    if (s.showing)
      notes.push(
        `  ${name} · list says: "${s.showing}" (perPage ${s.perPage ?? '?'})${s.stopped ? `; ${s.stopped}` : ''}`,
      );
    notes.push(`  ${name} · size: ${s.sizeNote}`);
  }
  if (notes.length) console.log(`\n${notes.join('\n')}`);
  return { ours, stock };
}
