// Interface language, our UI only (the stock UI has none): how fast a language chosen in the admin
// menu replaces the texts on /collections, whether only that language's catalog is ever fetched, and
// how big each catalog chunk is. The goals are absolute (≤ 100 ms, yes), not relative to stock.
//
// In-page probe (installed with addInitScript before any app code runs), all times are
// performance.now() values, i.e. milliseconds since the page's navigation start:
//   clickAt   timeStamp of the armed click on a language (a capture-phase listener on window sees
//             it before the app does)
//   shownAt   the first DOM mutation after the click after which the page shows the target language
//             (`showsLanguage` below: every text of the end point in that language)
//   frameAt   the animation frame after that (≈ the first frame painted in that language)
// window.__longTasks collects every 'longtask' entry ({start, duration}).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { signIn } from './logs.mjs';
import { interleave, isNa, NA, statOr } from './compare.mjs';
import { cell, goalCell, kb, ms, perRunLines, table } from './report.mjs';
import { collectCode } from './size.mjs';
import { bounded, fileName, quiet, VIEWPORT } from './pageTools.mjs';
import { TITLE_PREFIX } from './seedRecords.mjs';

const LOCALES = resolve(import.meta.dirname, '../../src/locales');

/** Each language as the admin menu names it: in itself. */
export const LANGUAGE_NAMES = { en: 'English', de: 'Deutsch', es: 'Español', ar: 'العربية' };

/** A catalog chunk of the build (`assets/de-<hash>.js`); English is inlined and has none. */
const CATALOG_CHUNK = /\/assets\/(de|es|ar)-[\w-]+\.js$/;

/** The language of a catalog chunk's URL, or null for any other URL. */
export function catalogLanguage(url) {
  let path;
  try {
    path = new URL(url).pathname;
  } catch {
    return null;
  }
  return CATALOG_CHUNK.exec(path)?.[1] ?? null;
}

/**
 * The verdict on "only the active language's catalog is loaded": `before` are the catalog chunk URLs
 * fetched while signing in and opening /collections in English, `after` those fetched once `active`
 * was chosen. Met when none came before and the chunks after are all `active`'s, at least one.
 * Returns { ok, seen } where `seen` lists the chunks for the report.
 */
export function onlyActiveCatalog({ before, after, active }) {
  const names = (urls) => (urls.length ? [...new Set(urls.map(fileName))].join(', ') : 'none');
  const langs = new Set(after.map(catalogLanguage));
  const ok = before.length === 0 && langs.size === 1 && langs.has(active);
  return {
    ok,
    seen: `sign-in + /collections: ${names(before)} · after ${LANGUAGE_NAMES[active]}: ${names(after)}`,
  };
}

/**
 * The texts the end point looks for in one language, from the repository's own catalogs (the ones
 * bin/larder was built from): the main navigation's label and its Collections link, the footer's docs
 * link, the document title of /collections, and the admin menu's name (to open it again).
 */
export function languageTexts(lang) {
  const read = (ns) => JSON.parse(readFileSync(join(LOCALES, lang, `${ns}.json`), 'utf8'));
  const nav = read('navigation');
  const app = read('app');
  return {
    lang,
    name: LANGUAGE_NAMES[lang],
    nav: nav.main,
    collections: nav.collections,
    docs: nav.docs,
    title: app['title.collections'],
    menu: nav.adminMenu,
  };
}

function probe({ rowSelector }) {
  window.__longTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        window.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // longtask unsupported: the longest-task rows say n/a
  }
  const text = (el) => (el.textContent ?? '').trim();
  // Every text of the end point in language t: the page's lang, the main navigation (by its
  // translated label) with its Collections link, the footer's docs link and the document title; and
  // the records table still has rows, so the records screen was re-rendered, not torn down.
  // The first of them the page lacks (in this order, cheapest first), or null when it has them all.
  const missing = (t) => {
    if (document.documentElement.lang !== t.lang) return `<html lang="${t.lang}">`;
    if (!document.title.includes(t.title)) return `the title '${t.title}'`;
    const nav = [...document.querySelectorAll('nav[aria-label]')].find(
      (n) => n.getAttribute('aria-label') === t.nav,
    );
    if (!nav) return `a <nav> labelled '${t.nav}'`;
    if (![...nav.querySelectorAll('a')].some((a) => text(a) === t.collections))
      return `the link '${t.collections}'`;
    if (![...document.querySelectorAll('footer a')].some((a) => text(a) === t.docs))
      return `the footer link '${t.docs}'`;
    return document.querySelector(rowSelector) ? null : 'a record row';
  };
  const showsLanguage = (t) => missing(t) === null;
  const b = { armed: null, clickAt: null, shownAt: null, frameAt: null };
  window.__lang = b;
  window.__showsLanguage = showsLanguage;
  window.__missingLanguage = missing;
  addEventListener(
    'click',
    (e) => {
      if (!b.armed || b.clickAt !== null) return;
      const now = performance.now();
      b.clickAt = e.timeStamp > 0 && e.timeStamp <= now ? e.timeStamp : now;
      const target = b.armed;
      const mo = new MutationObserver(() => {
        if (b.shownAt !== null || !showsLanguage(target)) return;
        b.shownAt = performance.now();
        mo.disconnect();
        requestAnimationFrame(() => (b.frameAt = performance.now()));
      });
      // text nodes (characterData), re-rendered elements (childList, also <title>), lang (attributes)
      mo.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    },
    { capture: true },
  );
}

const ROW = '[data-record-row]';
const screenUrl = (baseUrl, collectionId) => `${baseUrl}/_/#/collections?collectionId=${collectionId}`;

/** A new context in English (a browser locale the dashboard would otherwise follow is ruled out). */
async function englishContext(browser, storageState) {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    locale: 'en-US',
    ...(storageState ? { storageState } : {}),
  });
  await context.addInitScript(probe, { rowSelector: ROW });
  return context;
}

/** The catalog chunk URLs `context` requests, in order, from now on. */
function catalogRequests(context) {
  const seen = [];
  context.on('request', (request) => {
    if (catalogLanguage(request.url())) seen.push(request.url());
  });
  return seen;
}

/** Waits for a record row with a seeded title, then until the page is quiet. */
async function recordsShown(page, timeoutMs) {
  await page
    .locator(ROW)
    .filter({ hasText: TITLE_PREFIX })
    .first()
    .waitFor({ state: 'visible', timeout: timeoutMs });
  return quiet(page, 10_000);
}

/**
 * Chooses `to` in the admin menu (opened by its name in `from`) and waits until the page shows `to`.
 * With `measure` the click is armed: returns the click → frame time and the longest task in between
 * (0: none over 50 ms).
 */
async function switchLanguage(page, from, to, { timeoutMs, measure = false }) {
  await page.getByRole('button', { name: from.menu }).click();
  const item = page.getByRole('menuitemradio', { name: to.name });
  await item.waitFor({ state: 'visible', timeout: timeoutMs });
  if (measure) {
    await quiet(page, 5000);
    await page.evaluate(
      (t) => Object.assign(window.__lang, { armed: t, clickAt: null, shownAt: null, frameAt: null }),
      to,
    );
  }
  await item.click();
  // polled by a timer, not every frame, so the wait adds no work to the frames it measures
  const shown = measure
    ? page.waitForFunction(() => window.__lang.frameAt !== null, null, { timeout: timeoutMs, polling: 100 })
    : page.waitForFunction((t) => window.__showsLanguage(t), to, { timeout: timeoutMs, polling: 100 });
  await shown.catch(async () => {
    const lacks = await page.evaluate((t) => window.__missingLanguage(t), to).catch(() => null);
    throw new Error(
      `the page did not show ${to.name} within ${timeoutMs / 1000} s after the click${lacks ? ` (missing: ${lacks})` : ''}`,
    );
  });
  if (!measure) return null;
  return page.evaluate(() => {
    const b = window.__lang;
    b.armed = null;
    const tasks = window.__longTasks.filter((t) => t.start + t.duration >= b.clickAt && t.start <= b.frameAt);
    return {
      clickToFrame: b.frameAt - b.clickAt,
      clickToShown: b.shownAt - b.clickAt,
      longestTask: Math.round(Math.max(0, ...tasks.map((t) => t.duration))),
    };
  });
}

/**
 * One timing run in a new context (a cold HTTP cache) holding the session, in English, on the records
 * screen of `collectionId`. `first`: the measured click on Deutsch fetches its catalog. `cached`:
 * English → German and back first (unmeasured), then the measured English → German, its catalog
 * already loaded. Also returns the catalog chunks requested during the measured switch.
 */
async function switchRun(browser, storageState, kind, { url, collectionId, texts, timeoutMs }) {
  const context = await englishContext(browser, storageState);
  try {
    const chunks = catalogRequests(context);
    const page = await context.newPage();
    page.setDefaultTimeout(timeoutMs);
    await page.goto(screenUrl(url, collectionId), { waitUntil: 'commit' });
    await recordsShown(page, timeoutMs);
    if (kind === 'cached') {
      await switchLanguage(page, texts.en, texts.de, { timeoutMs });
      await quiet(page, 10_000);
      await switchLanguage(page, texts.de, texts.en, { timeoutMs });
      await quiet(page, 10_000);
    }
    const already = chunks.length;
    const m = await switchLanguage(page, texts.en, texts.de, { timeoutMs, measure: true });
    return { ...m, fetched: chunks.slice(already) };
  } finally {
    await context.close();
  }
}

/**
 * The catalog check in a new context without a session, in English: the sign-in page, signing in
 * through its form, /collections with records; then Deutsch. Afterwards, for the sizes only, Español
 * and العربية too. Every JS file is recorded (gzip -9 by the bench, as in part 1).
 */
async function catalogCheck(browser, { url, collectionId, admin, texts, timeoutMs }) {
  const context = await englishContext(browser, null);
  try {
    const chunks = catalogRequests(context);
    const page = await context.newPage();
    page.setDefaultTimeout(timeoutMs);
    const code = collectCode(page);
    await signIn(page, 'ours', url, admin);
    await page.goto(screenUrl(url, collectionId));
    await recordsShown(page, timeoutMs);
    const before = [...chunks];
    const loadedBefore = new Set((await code.snapshot()).map((f) => f.url));
    await switchLanguage(page, texts.en, texts.de, { timeoutMs });
    // a catalog fetched later (an idle preload of another language) must show too
    await quiet(page, 10_000, 2000);
    const after = chunks.slice(before.length);
    const verdict = onlyActiveCatalog({ before, after, active: 'de' });
    let from = texts.de;
    for (const lang of ['es', 'ar']) {
      await switchLanguage(page, from, texts[lang], { timeoutMs });
      from = texts[lang];
    }
    await quiet(page, 10_000);
    const files = await code.snapshot();
    const sizes = {};
    for (const lang of ['de', 'es', 'ar'])
      sizes[lang] = files
        .filter((f) => catalogLanguage(f.url) === lang)
        .map((f) => ({ ...f, name: fileName(f.url) }));
    // JS/CSS that came with the catalogs but is not one (a shared chunk split out of them)
    const extra = files.filter((f) => !catalogLanguage(f.url) && !loadedBefore.has(f.url)).map((f) => f.url);
    return { ...verdict, before, after, sizes, allFiles: files.length, extra };
  } finally {
    await context.close();
  }
}

/**
 * The whole part on a running server of ours: `runs` runs of each kind, in turns (first switch,
 * cached switch, first, cached…), each bounded by `runLimitMs`; then the catalog check.
 */
export async function measureLanguage(browser, server, opts) {
  const { url } = server;
  const { admin, collectionId, runs, timeoutMs, log, runLimitMs = 120_000 } = opts;
  const texts = Object.fromEntries(Object.keys(LANGUAGE_NAMES).map((l) => [l, languageTexts(l)]));
  const sessionContext = await englishContext(browser, null);
  const page = await sessionContext.newPage();
  await signIn(page, 'ours', url, admin);
  const storageState = await sessionContext.storageState();
  await sessionContext.close();

  const kinds = [{ name: 'first' }, { name: 'cached' }];
  const results = { first: [], cached: [] };
  for (const { run, ui } of interleave(kinds, runs)) {
    let data;
    try {
      data = await bounded(
        switchRun(browser, storageState, ui.name, { url, collectionId, texts, timeoutMs }),
        runLimitMs,
        `run ${run}`,
      );
    } catch (err) {
      data = NA(String(err.message).split('\n')[0]);
    }
    results[ui.name].push(data);
    log(
      data.na
        ? `${ui.name} switch run ${run}: n/a — ${data.na}`
        : `${ui.name} switch run ${run}: click → German frame ${ms(data.clickToFrame)} (German in the DOM ${ms(data.clickToShown)}), longest task ${ms(data.longestTask)}, catalog chunks fetched: ${data.fetched.map(fileName).join(', ') || 'none'}`,
    );
  }

  let catalogs;
  try {
    catalogs = await bounded(
      catalogCheck(browser, { url, collectionId, admin, texts, timeoutMs }),
      runLimitMs,
      'catalog check',
    );
    log(`catalog check: ${catalogs.seen}`);
  } catch (err) {
    catalogs = NA(String(err.message).split('\n')[0]);
    log(`catalog check: n/a — ${catalogs.na}`);
  }
  return { ...results, catalogs };
}

/** One kind's runs as table cells: click → frame and the longest task, n/a with a reason. */
function summarize(runs, expectFetch) {
  const reason = runs.find((x) => x.na)?.na ?? 'no run';
  const per = (f) =>
    statOr(
      runs.map((x) => (x.na ? null : f(x))),
      reason,
    );
  const notes = [];
  for (const [i, x] of runs.entries()) {
    if (x.na) continue;
    const fetched = x.fetched.map(catalogLanguage);
    const as = expectFetch ? fetched.length === 1 && fetched[0] === 'de' : fetched.length === 0;
    if (!as)
      notes.push(
        `run ${i + 1}: catalog chunks fetched during the measured switch: ${x.fetched.map(fileName).join(', ') || 'none'} (expected ${expectFetch ? 'the de chunk' : 'none'})`,
      );
  }
  return { frame: per((x) => x.clickToFrame), task: per((x) => x.longestTask), notes };
}

/** Prints the language table; returns the summary for the bench's Summary lines. */
export function printLanguage(results, { runs, seedRows }) {
  const first = summarize(results.first, true);
  const cached = summarize(results.cached, false);
  const goal = { max: 100 };
  const c = results.catalogs;
  const rows = [
    [
      'English → German, first switch (catalog fetched)',
      cell(first.frame),
      '≤ 100 ms',
      goalCell(goal, first.frame),
    ],
    [
      'English → German, catalog cached (after German → English)',
      cell(cached.frame),
      '≤ 100 ms',
      goalCell(goal, cached.frame),
    ],
    ['  longest task, click → German frame (first)', cell(first.task), '', ''],
    ['  longest task, click → German frame (cached)', cell(cached.task), '', ''],
  ];
  const onlyActive = isNa(c) ? 'n/a' : c.ok ? 'yes' : 'no';
  rows.push([
    'only the active language’s catalog loaded',
    onlyActive,
    'yes',
    isNa(c) ? 'n/a' : c.ok ? 'PASS' : 'NOT MET',
  ]);
  const sizes = {};
  for (const lang of ['de', 'es', 'ar']) {
    const files = isNa(c) ? [] : c.sizes[lang];
    const gzip = files.reduce((n, f) => n + f.gzip, 0);
    sizes[lang] = files.length ? gzip : null;
    rows.push([
      `${lang} catalog chunk (gzip)`,
      files.length ? `${kb(gzip)} (${files.map((f) => f.name).join(', ')})` : 'n/a',
      '—',
      '',
    ]);
  }
  console.log(
    `\nPart 7 — interface language, ours only, /collections with ${seedRows} records (times: median (min–max) of ${runs} runs per row, the two rows in turns, each run a new context; from the click's timeStamp on Deutsch to the first animation frame after the page shows German)\n`,
  );
  table(['metric', 'ours', 'goal', 'verdict'], rows);
  const notes = [];
  for (const [name, s] of [
    ['first switch', first],
    ['cached switch', cached],
  ]) {
    if (isNa(s.frame)) notes.push(`  ${name}: n/a — ${s.frame.na}`);
    for (const n of s.notes) notes.push(`  ${name} · ${n}`);
  }
  if (isNa(c)) notes.push(`  catalog check: n/a — ${c.na}`);
  else {
    notes.push(`  catalog chunks seen: ${c.seen}`);
    if (c.extra.length)
      notes.push(`  loaded with the catalogs, not a catalog: ${c.extra.map((u) => fileName(u)).join(', ')}`);
  }
  console.log(`\n${notes.join('\n')}`);
  const perRun = perRunLines(
    [
      { label: 'English → German, first switch', key: 'frame' },
      { label: 'English → German, catalog cached', key: 'frame2' },
    ],
    [['ours', { frame: first.frame, frame2: cached.frame }]],
  );
  if (perRun.length) console.log(`\n  per run, in run order:\n${perRun.join('\n')}`);
  return {
    first: first.frame,
    cached: cached.frame,
    firstVerdict: goalCell(goal, first.frame),
    cachedVerdict: goalCell(goal, cached.frame),
    onlyActive,
    sizes,
  };
}
