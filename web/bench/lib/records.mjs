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
import { interleave, isNa, NA, statOr } from './compare.mjs';
import { COMPARISON_HEADER, comparisonRows, kb, ms, perRunLines, table } from './report.mjs';
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

export function probe({ rowSelector, titlePrefix, collections }) {
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

export const screenUrl = (baseUrl, collectionId) => `${baseUrl}/_/#/collections?collectionId=${collectionId}`;

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
export function readCount(page, selector) {
  return page
    .evaluate((s) => {
      for (const el of document.querySelectorAll(s))
        if (/Showing/.test(el.textContent ?? '')) return el.textContent;
      return null;
    }, selector)
    .then(countIn);
}

/** `promise`, or `fallback` once `ms` passed (the timer never keeps the process alive). */
const within = (promise, ms, fallback) => {
  let timer;
  return Promise.race([
    promise,
    new Promise((resolve) => {
      timer = setTimeout(() => resolve(fallback), ms);
      timer.unref?.();
    }),
  ]).finally(() => clearTimeout(timer));
};

/** The longest and the number of long tasks starting between `from` and `to` (page times). */
const longTasksIn = (tasks, from, to) => {
  const d = tasks.filter((t) => t.start >= from && t.start <= to).map((t) => t.duration);
  return { max: d.length ? Math.round(Math.max(...d)) : 0, count: d.length };
};

/**
 * Clicks "Load more…" until the screen says it shows `targetRows` rows or `capMs` passes; after each
 * click it waits until "Showing X" has grown (so each step includes drawing the new rows). Every step
 * gets only the time left under the cap, so the loop ends at the cap with what was loaded by then.
 * Then scrolls the list from top to bottom (at most `scrollCapMs`). Long tasks are collected for both
 * phases. `progress` is filled as the run goes, so a caller whose own bound hits first can still
 * report what was loaded (partialLoad).
 */
export async function recordsLoadAndScroll(
  page,
  ui,
  { targetRows = 10_000, capMs = 100_000, scrollCapMs = 60_000, progress = {} },
) {
  const sel = UI_SELECTORS[ui];
  const result = Object.assign(progress, {
    phase: 'starting',
    clicks: 0,
    rows: 0,
    apiRows: 0,
    totalItems: null,
    showing: null,
    loadMs: null,
    capped: false,
  });
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
  result.loadStart = await page.evaluate(() => performance.now());
  result.phase = 'loading';
  const t0 = Date.now();
  result.t0 = t0;
  result.rows = count.shown;
  // a collection smaller than the target ends the loop once everything is shown
  while (count.shown < Math.min(targetRows, count.total)) {
    const left = capMs - (Date.now() - t0);
    if (left <= 0) {
      result.capped = true;
      break;
    }
    try {
      await button.click({ timeout: Math.min(20_000, left) });
      await page.waitForFunction(
        ([s, prev]) => {
          for (const el of document.querySelectorAll(s)) {
            const m = /Showing\s+([\d,.\s]+?)\s+of/.exec(el.textContent ?? '');
            if (m) return Number(m[1].replace(/\D/g, '')) > prev;
          }
          return false;
        },
        [sel.count, count.shown],
        { timeout: Math.max(1, Math.min(20_000, capMs - (Date.now() - t0))), polling: 'raf' },
      );
    } catch (err) {
      // a step cut by the cap ends the loop like the cap itself; anything else is a stop with a reason
      if (Date.now() - t0 >= capMs) result.capped = true;
      else result.reason = `stopped: ${String(err.message).split('\n')[0]}`;
      break;
    }
    result.clicks += 1;
    count = (await readCount(page, sel.count)) ?? count;
    result.rows = count.shown;
  }
  // let the last rows draw before closing the loading window; a page that gives no frame within 10 s
  // closes it at the last step instead, with a note
  const lastStep = Date.now();
  const drawn = await within(
    page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(() => r(true), 0)))),
    10_000,
    false,
  );
  result.loadEnd = await page.evaluate(() => performance.now());
  result.loadMs = Math.round((drawn ? Date.now() : lastStep) - t0);
  if (!drawn) result.reason = 'no animation frame within 10 s after the last step';
  count = (await within(readCount(page, sel.count), 10_000, null)) ?? count;
  result.rows = count.shown;
  result.showing = count.text;
  result.totalShown = count.shown >= count.total;
  page.off('response', onResponse);

  result.phase = 'scrolling';
  const scroll = await scrollList(page, sel.scroll, scrollCapMs);
  result.phase = 'done';
  const tasks = await page.evaluate(() => window.__longTasks);
  const loading = longTasksIn(tasks, result.loadStart, result.loadEnd);
  const scrolling = longTasksIn(tasks, scroll.start, scroll.end);
  return {
    ...result,
    longTaskSupported: await page.evaluate(() =>
      (PerformanceObserver.supportedEntryTypes ?? []).includes('longtask'),
    ),
    maxLongTaskLoading: loading.max,
    longTasksLoading: loading.count,
    maxLongTaskScrolling: scrolling.max,
    longTasksScrolling: scrolling.count,
    scroll,
  };
}

/**
 * What a load-and-scroll run whose caller's bound hit had done: the rows loaded and the time and long
 * tasks of its loading phase (to now, if it was still loading); the scrolling row gets the reason.
 */
export async function partialLoad(page, progress, reason) {
  const out = { ...progress, reason, partial: true };
  if (progress.loadStart === undefined) return { ...out, clicks: 0 };
  const now = await within(
    page.evaluate(() => ({
      now: performance.now(),
      tasks: window.__longTasks,
      supported: (PerformanceObserver.supportedEntryTypes ?? []).includes('longtask'),
    })),
    10_000,
    null,
  );
  if (out.loadMs === null) out.loadMs = Math.round(Date.now() - progress.t0);
  if (!now) return { ...out, longTaskSupported: true, maxLongTaskLoading: null, longTasksLoading: null };
  const loading = longTasksIn(now.tasks, progress.loadStart, progress.loadEnd ?? now.now);
  return {
    ...out,
    longTaskSupported: now.supported,
    maxLongTaskLoading: loading.max,
    longTasksLoading: loading.count,
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
    async ({ selector, capMs, stepPx, interval, stallMs }) => {
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
      // the next animation frame's time, or null when none comes within stallMs: headless Chromium
      // now and then stops giving a page frames, and the scroll then ends with that reason instead of
      // waiting for the caller's bound
      const frame = () =>
        new Promise((r) => {
          const timer = setTimeout(() => r(null), stallMs);
          requestAnimationFrame((t) => {
            clearTimeout(timer);
            r(t);
          });
        });
      const stalled = () => ({
        stalled: `no animation frame for ${stallMs / 1000} s (page ${document.visibilityState}${document.hasFocus() ? ', focused' : ', not focused'})`,
      });
      // 'instant' overrides a CSS scroll-behavior: smooth, so each step lands where it says
      const scrollTo = (top) => el.scrollTo({ top, behavior: 'instant' });
      scrollTo(0);
      let stall = null;
      if ((await frame()) === null || (await frame()) === null) stall = stalled();
      const start = performance.now();
      let last = -Infinity;
      let steps = 0;
      let stuck = 0;
      let prevTop = -1;
      while (!stall) {
        const now = await frame();
        if (now === null) {
          stall = stalled();
          break;
        }
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
      if (!stall) await frame();
      const end = performance.now();
      return {
        ...stall,
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
    { selector, capMs, stepPx: 800, interval: 1000 / 30, stallMs: 5000 },
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

/**
 * Runs the whole measurement for both UIs (`uis` is [{name, url, use}], `use()` makes that UI's server
 * the only one running; the other is paused with SIGSTOP): each UI signs in and measures the size of a
 * cold load; then `runs` fresh page loads per UI in turns (ours, stock, ours…); then `loadRuns`
 * 10,000-row runs per UI in turns, each in a fresh tab. A UI whose page load shows no rows is not
 * loaded again; ours is marked not built when its records table never shows.
 */
export async function measureRecords(browser, uis, opts) {
  const { collectionId, admin, runs, loadRuns = 1, targetRows, capMs, timeoutMs, log } = opts;
  const scrollCapMs = opts.scrollCapMs ?? 60_000;
  const results = {};
  const contexts = {};
  for (const ui of uis) {
    await ui.use();
    results[ui.name] = { runs: [], loads: [], code: null, notBuilt: false };
    const r = results[ui.name];
    contexts[ui.name] = await recordsContext(browser, ui.name, ui.url, admin, { collectionId });
    r.code = await recordsScreenCode(browser, await contexts[ui.name].storageState(), ui.name, ui.url, {
      collectionId,
      timeoutMs,
    });
    log(
      `${ui.name}: cold load of the records screen: ${r.code.files.length} JS/CSS files, ${kb(sumGzip(r.code.files))} gzip`,
    );
  }
  const stopped = new Set();
  for (const { run, ui } of interleave(uis, runs)) {
    if (stopped.has(ui.name)) continue;
    await ui.use();
    const { page, ...data } = await recordsFirstView(contexts[ui.name], ui.name, ui.url, {
      collectionId,
      timeoutMs,
    });
    await page.close();
    results[ui.name].runs.push(data);
    log(
      `${ui.name} run ${run}: ${!data.tableVisible ? `no ${UI_SELECTORS[ui.name].table}` : data.rowsVisible ? `first row (${data.rowTitle}) drawn ${ms(data.rowFrameAt)}` : 'no seeded row visible'}, list API ${ms(data.listResponseEnd) ?? '—'}`,
    );
    if (!data.rowsVisible) stopped.add(ui.name); // one attempt is enough
  }
  for (const ui of uis) {
    const r = results[ui.name];
    if (!r.runs.some((x) => x.tableVisible)) r.notBuilt = true;
  }
  for (const { run, ui } of interleave(uis, loadRuns)) {
    const r = results[ui.name];
    if (r.notBuilt || !r.runs.some((x) => x.rowsVisible)) continue;
    await ui.use();
    log(
      `${ui.name} load run ${run}: loading ${targetRows} rows with 'Load more' (cap ${capMs / 1000} s), then scrolling…`,
    );
    const { page } = await recordsFirstView(contexts[ui.name], ui.name, ui.url, { collectionId, timeoutMs });
    // every Playwright call has a bounded timeout, and the loop ends at its cap by itself; this bound
    // only catches a page that stops producing frames, and even then what was loaded is reported
    page.setDefaultTimeout(30_000);
    // the steps below wait on animation frames, which a page that is not the front tab may not get
    await page.bringToFront();
    const progress = {};
    const boundMs = capMs + scrollCapMs + 60_000;
    let timer;
    const l = await Promise.race([
      recordsLoadAndScroll(page, ui.name, { targetRows, capMs, scrollCapMs, progress }).catch((err) =>
        partialLoad(page, progress, `stopped: ${String(err.message).split('\n')[0]}`),
      ),
      new Promise((resolve) => {
        timer = setTimeout(() => resolve(null), boundMs);
      }),
    ]).finally(() => clearTimeout(timer));
    const load =
      l ?? (await partialLoad(page, progress, `no end within ${boundMs / 1000} s while ${progress.phase}`));
    r.loads.push(load);
    log(
      `${ui.name} load run ${run}: ${load.reason ?? ''} ${load.clicks} clicks, ${load.rows} rows in ${ms(load.loadMs)}${load.capped ? ' (time cap)' : ''}; scrolled ${load.scroll?.scrolledPx ?? 0}/${load.scroll?.rangePx ?? 0} px in ${load.scroll?.steps ?? 0} steps (${load.scroll?.ms ?? 0} ms)`,
    );
    await within(page.close(), 10_000);
  }
  for (const ui of uis) {
    await ui.use();
    await within(contexts[ui.name].close(), 10_000);
  }
  return results;
}

function summarize(r, { timeoutMs }) {
  const within = `within ${timeoutMs / 1000} s`;
  const out = { notBuilt: r.notBuilt };
  const code = sumGzip(r.code?.files ?? []);
  const keys = ['rows', 'rowsDom', 'api', 'rowsMinusApi', 'loaded', 'loadMs', 'ltLoad', 'ltScroll'];
  if (r.notBuilt) {
    for (const k of keys) out[k] = NA(NOT_BUILT);
    out.size = code;
    out.sizeNote = `${r.code.files.length} files, screen not built (measured what /collections loads now)`;
    return out;
  }
  const noRow = `no row with a seeded title visible ${within}`;
  // one value per attempted page load (null when its rows never showed)
  const per = (f) => r.runs.map((x) => (x.rowsVisible ? f(x) : null));
  out.rows = statOr(
    per((x) => x.rowFrameAt),
    noRow,
  );
  out.rowsDom = statOr(
    per((x) => x.rowAt),
    noRow,
  );
  out.api = statOr(
    r.runs.map((x) => x.listResponseEnd),
    `no GET …/records?page=1 for ${ITEMS} ${within}`,
  );
  out.rowsMinusApi = statOr(
    per((x) => (x.listResponseEnd === null ? null : x.rowFrameAt - x.listResponseEnd)),
    r.runs.some((x) => x.rowsVisible) ? 'no list response timing' : 'no rows',
  );
  const seen = r.runs.filter((x) => x.rowsVisible);
  out.firstTitle = seen[0]?.rowTitle ?? null;
  out.listUrl = r.runs.find((x) => x.listUrl)?.listUrl ?? null;
  out.size = code;
  out.sizeNote = `${r.code.files.length} files${r.code.rows ? '' : ', no seeded row seen'}`;
  const loads = r.loads;
  // a run that could not even start loading (no button, no count) has no numbers
  const started = (l) => !(l.reason && !l.clicks && !l.partial);
  const reason = !loads.length
    ? seen.length
      ? 'not run'
      : 'no rows drawn, nothing to load'
    : (loads.find((l) => !started(l))?.reason ?? 'no run');
  const lt = loads.some((l) => started(l) && l.longTaskSupported === false)
    ? NA('longtask API unsupported')
    : null;
  const perLoad = (f) => loads.map((l) => (started(l) ? f(l) : null));
  out.loaded = loads.some(started)
    ? loads
        .map((l) =>
          started(l)
            ? `${l.rows} rows / ${l.clicks} clicks${l.capped ? ' (cap)' : l.totalShown ? ' (all)' : ''}`
            : 'n/a',
        )
        .join(', ')
    : NA(reason);
  out.loadMs = statOr(
    perLoad((l) => l.loadMs),
    reason,
  );
  out.ltLoad =
    lt ??
    statOr(
      perLoad((l) => l.maxLongTaskLoading),
      reason,
    );
  const unscrolled = loads.find((l) => started(l) && (!l.scroll || l.scroll.stalled));
  out.ltScroll =
    lt ??
    statOr(
      perLoad((l) => (l.scroll && !l.scroll.stalled ? l.maxLongTaskScrolling : null)),
      unscrolled?.scroll?.stalled ?? unscrolled?.reason ?? reason,
    );
  out.loads = loads.filter(started);
  return out;
}

/** Prints the Part 3 table with goals for ours; returns the per-UI summaries. */
export function printRecords(results, { runs, loadRuns = 1, seedRows, targetRows, timeoutMs, budget }) {
  const ours = summarize(results.ours, { timeoutMs, budget });
  const stock = summarize(results.stock, { timeoutMs, budget });
  const fiftyMs = { text: '≤ 50 ms', max: 50 };
  const sizeStatus = ours.notBuilt ? 'n/a' : ours.size <= budget ? 'PASS' : 'OVER';
  const timeRows = [
    { label: 'first record rows drawn', key: 'rows', goal: { text: '≤ 0.5× stock', factor: 0.5 } },
    { label: '  first seeded row in the DOM', key: 'rowsDom' },
    { label: 'GET …/records?page=1 arrived', key: 'api' },
    {
      label: 'rows drawn − API response',
      key: 'rowsMinusApi',
      goal: { text: '≤ 16.7 ms (1 frame)', max: 1000 / 60 },
    },
  ];
  const loadRows = [
    { label: `rows loaded (target ${targetRows})`, key: 'loaded', noRatio: true },
    { label: 'time to load them', key: 'loadMs', noRatio: true },
    { label: 'max long task while loading', key: 'ltLoad', goal: fiftyMs },
    { label: 'max long task while scrolling', key: 'ltScroll', goal: fiftyMs },
  ];
  const sizeRows = [
    {
      label: 'JS + CSS gzip, cold records screen',
      key: 'size',
      fmt: (v) => kb(v),
      goal: { text: `≤ ${kb(budget)}`, status: sizeStatus },
    },
  ];
  console.log(
    `\nPart 3 — records screen, ${ITEMS} with ${seedRows.toLocaleString('en')} seeded rows (first view: median (min–max) of ${runs} fresh page loads per UI, ms from navigation start; 10,000-row run: ${loadRuns} per UI; ours and stock in turns)\n`,
  );
  table(COMPARISON_HEADER, comparisonRows([...timeRows, ...loadRows, ...sizeRows], ours, stock));
  const notes = [];
  if (ours.notBuilt)
    notes.push(
      `  ours: n/a (${NOT_BUILT}) — no ${UI_SELECTORS.ours.table} within ${timeoutMs / 1000} s; its size row is what the URL loads today`,
    );
  const sides = [
    ['ours', ours],
    ['stock', stock],
  ];
  for (const [name, s] of sides) {
    if (s.notBuilt) continue;
    const na = [...timeRows, ...loadRows].filter(({ key }) => isNa(s[key]));
    for (const { label, key } of na) notes.push(`  ${name} · ${label.trim()}: n/a — ${s[key].na}`);
    if (s.firstTitle)
      notes.push(`  ${name} · first seeded row seen: "${s.firstTitle}"; list request ${s.listUrl ?? '—'}`);
    for (const [i, l] of s.loads.entries()) {
      const run = s.loads.length > 1 ? ` (load run ${i + 1})` : '';
      if (l.scroll)
        notes.push(
          `  ${name} · scroll${run}: ${l.scroll.kind}, ${l.scroll.scrolledPx}/${l.scroll.rangePx} px in ${l.scroll.steps} steps (${l.scroll.ms} ms)${l.scroll.reachedBottom ? '' : ', end not reached'}${l.scroll.stalled ? ` — stopped: ${l.scroll.stalled}` : ''}; long tasks: ${l.longTasksLoading} while loading, ${l.longTasksScrolling} while scrolling`,
        );
      if (l.showing || l.reason)
        notes.push(
          `  ${name} · list says${run}: "${l.showing ?? '—'}" (perPage ${l.perPage ?? '?'})${l.reason ? `; ${l.reason}` : ''}${l.partial ? ' (rows, time and long tasks while loading up to then)' : ''}`,
        );
    }
    notes.push(`  ${name} · size: ${s.sizeNote}`);
  }
  if (notes.length) console.log(`\n${notes.join('\n')}`);
  console.log(`\n  per run, in run order:\n${perRunLines([...timeRows, ...loadRows], sides).join('\n')}`);
  return { ours, stock };
}
