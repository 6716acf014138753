// Import speed: ours against the stock PocketBase admin UI on copies of the same data. The server
// has 150 collections of 20 fields; the admin pastes a configuration of 200 (100 of the 150
// changed, 50 as they are, 50 new) on /settings/import-collections, then clicks Review. The same
// code measures both UIs through generic browser signals: a <textarea> to paste into (found at
// runtime), the DOM text 'Detected changes', a button named 'Review', and the text of a changed
// line.
//
// In-page probe (installed with addInitScript before any app code runs), all times are
// performance.now() values, i.e. milliseconds since the page's navigation start:
//   pasteAt     timeStamp of the paste event (a capture-phase listener on window sees it first)
//   detectedAt  first animation frame after a DOM mutation put the text 'Detected changes' into the
//               page, once an element holding it is rendered (checked each frame after the paste)
//   clickAt     timeStamp of the armed click on Review
//   diffAt      first frame after the click in which an element added to the DOM after the click and
//               holding MARKER (the new name of a changed field, so the text of a changed diff line)
//               is rendered: it has a layout box and is not hidden (it may sit below the fold of the
//               popup's scroll area: the stock UI lists every property of a collection before its
//               fields)
// window.__longTasks collects every 'longtask' entry ({start, duration}); window.__imFlush() pulls
// the observer's pending entries (takeRecords).
import { cpSync } from 'node:fs';
import { api, createFirstAdmin, startServer } from './servers.mjs';
import { bounded, isNa, NA, quiet, runInterleaved, VIEWPORT } from './pageTools.mjs';
import { statOr } from './compare.mjs';
import { COMPARISON_HEADER, comparisonRows, ms, perRunLines, table } from './report.mjs';

export const EXISTING = 150;
export const IMPORTED = 200;
export const CHANGED = 100;
export const FIELDS = 20;
/** The renamed field of each changed collection: its new name is the diff's marker. */
const RENAMED_FIELD = 5;
export const MARKER = '_renamed_in_import';
const PREFIX = 'bench_import_';
const TYPES = ['text', 'number', 'bool', 'email', 'url', 'date', 'select', 'json'];
const TEXT_DETECTED = 'Detected changes';

const num3 = (n) => String(n).padStart(3, '0');
/** 15-character collection ids and stable field ids, so the configuration matches what the server has. */
const collectionId = (n) => `benchimportc${num3(n)}`;
const fieldId = (n, f) => `bi${num3(n)}f${String(f).padStart(2, '0')}`;

function fieldOptions(type) {
  if (type === 'text') return { min: null, max: null, pattern: '' };
  if (type === 'number') return { min: null, max: null };
  if (type === 'email' || type === 'url') return { exceptDomains: null, onlyDomains: null };
  if (type === 'date') return { min: '', max: '' };
  if (type === 'select') return { maxSelect: 1, values: ['a', 'b', 'c'] };
  return {};
}

/** Collection n of the bench: FIELDS fields cycling through 8 types, a rule and an index. */
function benchCollection(n) {
  const name = `${PREFIX}${num3(n)}`;
  const schema = [];
  for (let f = 1; f <= FIELDS; f += 1) {
    const type = TYPES[(f - 1) % TYPES.length];
    schema.push({
      system: false,
      id: fieldId(n, f),
      name: `field_${String(f).padStart(2, '0')}`,
      type,
      required: false,
      unique: false,
      options: fieldOptions(type),
    });
  }
  return {
    id: collectionId(n),
    name,
    type: 'base',
    system: false,
    schema,
    indexes: [`CREATE INDEX idx_${name} ON ${name} (field_01)`],
    listRule: '@request.auth.id != ""',
    viewRule: '@request.auth.id != ""',
    createRule: null,
    updateRule: null,
    deleteRule: null,
    options: {},
  };
}

/**
 * The pasted configuration: every collection the server has (users and 1…150, as GET /api/collections
 * lists them, created and updated stripped as an export does), 1…100 changed (field 5 renamed to
 * `field_05${MARKER}`, a text field's max set, a field added), and 151…200 new. JSON indented 4 spaces,
 * as the export gives it.
 */
function configuration(existing) {
  const byId = new Map(existing.map((c) => [c.id, c]));
  const out = [];
  const strip = (c) => {
    const rest = { ...c };
    delete rest.created;
    delete rest.updated;
    return rest;
  };
  const users = existing.find((c) => c.name === 'users');
  if (users) out.push(strip(users));
  for (let n = 1; n <= IMPORTED; n += 1) {
    if (n > EXISTING) {
      out.push(benchCollection(n));
      continue;
    }
    const c = structuredClone(strip(byId.get(collectionId(n))));
    if (n <= CHANGED) {
      const renamed = c.schema.find((f) => f.id === fieldId(n, RENAMED_FIELD));
      renamed.name = `${renamed.name}${MARKER}`;
      c.schema.find((f) => f.id === fieldId(n, 1)).options.max = 200;
      c.schema.push({
        system: false,
        id: fieldId(n, FIELDS + 1),
        name: 'added_in_import',
        type: 'text',
        required: false,
        unique: false,
        options: { min: null, max: null, pattern: '' },
      });
    }
    out.push(c);
  }
  return JSON.stringify(out, null, 4);
}

/**
 * The whole setup, through the real API of `bin` on `seedDir`: an admin and 150 collections (one
 * PUT /api/collections/import without deleting anything), read back and checked; the configuration
 * to paste is built from what the server lists. Then the server stops and the dir is copied.
 */
export async function prepareImportData({ bin, seedDir, stockDir, admin, log = () => {} }) {
  const server = await startServer(bin, seedDir, 'larder (import setup)');
  let text;
  try {
    const token = await createFirstAdmin(server.url, admin);
    const t0 = Date.now();
    const collections = Array.from({ length: EXISTING }, (_, i) => benchCollection(i + 1));
    await api(server.url, '/api/collections/import', {
      method: 'PUT',
      token,
      body: { collections, deleteMissing: false },
    });
    const listed = await api(server.url, '/api/collections?perPage=500&sort=name', { token });
    const seeded = listed.items.filter((c) => c.name.startsWith(PREFIX));
    if (seeded.length !== EXISTING || seeded.some((c) => c.schema.length !== FIELDS))
      throw new Error(`the server lists ${seeded.length} bench collections after the import`);
    text = configuration(listed.items);
    log(
      `imported ${EXISTING} collections of ${FIELDS} fields through the API in ${Date.now() - t0} ms; configuration to paste: ${IMPORTED} collections (+ users), ${CHANGED} changed, ${IMPORTED - EXISTING} new, ${(text.length / 1024).toFixed(0)} KB`,
    );
  } finally {
    await server.stop();
  }
  cpSync(seedDir, stockDir, { recursive: true });
  return { text };
}

// ---------------------------------------------------------------------------------------------

function probe({ detected, marker }) {
  const b = { pasteAt: null, detectedAt: null, armed: false, clickAt: null, diffAt: null };
  window.__im = b;
  window.__longTasks = [];
  const push = (entries) => {
    for (const e of entries) window.__longTasks.push({ start: e.startTime, duration: e.duration });
  };
  let lt = null;
  try {
    lt = new PerformanceObserver((list) => push(list.getEntries()));
    lt.observe({ type: 'longtask', buffered: true });
  } catch {
    // longtask unsupported: the bench reports n/a
  }
  window.__imFlush = () => {
    if (lt) push(lt.takeRecords());
  };
  const rendered = (el) => {
    if (!el || el.getClientRects().length === 0 || getComputedStyle(el).visibility === 'hidden') return false;
    const r = el.getBoundingClientRect();
    return r.right > 0 && r.bottom > 0 && r.left < innerWidth && r.top < innerHeight;
  };
  /** An element whose own text is exactly `text` (a heading), or null. */
  const holding = (text) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode())
      if (n.nodeValue.trim() === text && rendered(n.parentElement)) return n.parentElement;
    return null;
  };
  // 'Detected changes': looked for once per frame after the paste, when the DOM has changed since
  let dirty = false;
  new MutationObserver(() => (dirty = true)).observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
  });
  addEventListener(
    'paste',
    (e) => {
      if (b.pasteAt !== null) return;
      const now = performance.now();
      b.pasteAt = e.timeStamp > 0 && e.timeStamp <= now ? e.timeStamp : now;
      dirty = true;
      const tick = () => {
        if (dirty) {
          dirty = false;
          if (holding(detected)) {
            b.detectedAt = performance.now();
            return;
          }
        }
        if (performance.now() - now < 120_000) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    },
    { capture: true },
  );
  // the diff: nodes added after the click, holding the marker
  const added = [];
  new MutationObserver((records) => {
    if (b.clickAt === null) return;
    for (const r of records) for (const n of r.addedNodes) added.push(n);
  }).observe(document, { childList: true, subtree: true });
  const laidOut = (el) =>
    !!el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  // added nodes are looked at once: those holding the marker stay candidates until one is laid out
  const candidates = [];
  let seen = 0;
  const diffShown = () => {
    for (; seen < added.length; seen += 1) {
      const n = added[seen];
      if ((n.textContent ?? '').includes(marker)) candidates.push(n);
    }
    for (const n of candidates) {
      if (!n.isConnected) continue;
      if (n.nodeType !== 1) {
        if (laidOut(n.parentElement)) return true;
        continue;
      }
      const walker = document.createTreeWalker(n, NodeFilter.SHOW_TEXT);
      for (let t = walker.nextNode(); t; t = walker.nextNode())
        if (t.nodeValue.includes(marker) && laidOut(t.parentElement)) return true;
    }
    return false;
  };
  addEventListener(
    'click',
    (e) => {
      if (!b.armed || b.clickAt !== null) return;
      const now = performance.now();
      b.clickAt = e.timeStamp > 0 && e.timeStamp <= now ? e.timeStamp : now;
      const tick = () => {
        if (diffShown()) {
          b.diffAt = performance.now();
          return;
        }
        if (performance.now() - now < 120_000) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    },
    { capture: true },
  );
}

/**
 * The longest task running at any time between `from` and `to` (0: none over 50 ms); a task that began
 * before `from` counts (the key press whose handlers fire the paste event starts just before it).
 * `tasks` lists them all as [start − from, duration].
 */
const longestTask = (page, from, to) =>
  page.evaluate(
    ([a, b]) => {
      window.__imFlush();
      const tasks = window.__longTasks.filter((t) => t.start + t.duration >= a && t.start <= b);
      return {
        max: Math.round(Math.max(0, ...tasks.map((t) => t.duration))),
        count: tasks.length,
        tasks: tasks.map((t) => [Math.round(t.start - a), Math.round(t.duration)]),
      };
    },
    [from, to],
  );

/**
 * One run in a new context holding the session: open the import page, focus its first visible
 * <textarea> (the paste box of both UIs; ours then swaps in its code editor), wait until quiet, paste
 * the configuration from the clipboard with Control+V, wait for 'Detected changes', wait until quiet,
 * click Review and wait for a changed line of the diff.
 */
async function importRun(browser, storageState, ui, baseUrl, { text, timeoutMs }) {
  const context = await browser.newContext({
    storageState,
    viewport: VIEWPORT,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  await context.addInitScript(probe, { detected: TEXT_DETECTED, marker: MARKER });
  const out = { notes: [] };
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(timeoutMs);
    await page.goto(`${baseUrl}/_/#/settings/import-collections`, { waitUntil: 'commit' });
    const box = page.locator('textarea:visible').first();
    try {
      await box.waitFor({ state: 'visible', timeout: timeoutMs });
    } catch {
      return { ...out, na: `no visible <textarea> on the import page within ${timeoutMs / 1000} s` };
    }
    if (!(await quiet(page, 15_000))) out.notes.push('page not quiet within 15 s of loading');
    await box.click();
    if (!(await quiet(page, 15_000))) out.notes.push('page not quiet within 15 s of focusing the paste box');
    const copied = await page.evaluate(async (t) => {
      await navigator.clipboard.writeText(t);
      return (await navigator.clipboard.readText()).length;
    }, text);
    if (copied !== text.length)
      return { ...out, na: `the clipboard holds ${copied} of ${text.length} characters` };

    await page.keyboard.press('Control+V');
    try {
      await page.waitForFunction(() => window.__im.detectedAt !== null, null, {
        timeout: 120_000,
        polling: 100,
      });
    } catch {
      const b = await page.evaluate(() => ({ ...window.__im }));
      return {
        ...out,
        na:
          b.pasteAt === null
            ? 'the paste never reached the page'
            : `no '${TEXT_DETECTED}' within 120 s of the paste`,
      };
    }
    const b1 = await page.evaluate(() => ({ ...window.__im }));
    out.pasteToDetected = b1.detectedAt - b1.pasteAt;
    out.pasteTask = await longestTask(page, b1.pasteAt, b1.detectedAt);
    if (!(await quiet(page, 30_000))) out.notes.push("page not quiet within 30 s of 'Detected changes'");
    const quietAt = await page.evaluate(() => performance.now());
    out.pasteQuietTask = await longestTask(page, b1.pasteAt, quietAt);

    const review = page.getByRole('button', { name: 'Review', exact: true });
    try {
      await review.waitFor({ state: 'visible', timeout: 10_000 });
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll('button')].some(
            (el) => el.textContent.trim() === 'Review' && !el.disabled,
          ),
        null,
        { timeout: 10_000 },
      );
    } catch {
      return { ...out, reviewNa: 'no enabled button named Review' };
    }
    await page.evaluate(() => (window.__im.armed = true));
    await review.click({ timeout: 5000 });
    try {
      await page.waitForFunction(() => window.__im.diffAt !== null, null, { timeout: 120_000, polling: 100 });
    } catch {
      const b = await page.evaluate(() => ({ ...window.__im }));
      return {
        ...out,
        reviewNa:
          b.clickAt === null
            ? 'the click on Review never reached the page'
            : `no changed diff line within 120 s of the click`,
      };
    }
    const b2 = await page.evaluate(() => ({ ...window.__im }));
    out.clickToDiff = b2.diffAt - b2.clickAt;
    out.reviewTask = await longestTask(page, b2.clickAt, b2.diffAt);
    if (!(await quiet(page, 30_000))) out.notes.push('page not quiet within 30 s of the diff');
    const quietAt2 = await page.evaluate(() => performance.now());
    out.reviewQuietTask = await longestTask(page, b2.clickAt, quietAt2);
    out.longTaskSupported = await page.evaluate(() =>
      (PerformanceObserver.supportedEntryTypes ?? []).includes('longtask'),
    );
    return out;
  } finally {
    await bounded(context.close(), 10_000, 'closing the context').catch(() => {});
  }
}

/**
 * For each UI in `uis` ([{name, url}]): signs in through its own login form once, then `runs` runs,
 * each bounded by `runLimitMs`; a run that fails gives a reason instead of numbers.
 */
export async function measureImport(browser, uis, opts) {
  return runInterleaved(browser, uis, {
    admin: opts.admin,
    runs: opts.runs,
    runLimitMs: opts.runLimitMs ?? 300_000,
    log: opts.log,
    runOnce: (storageState, ui) =>
      importRun(browser, storageState, ui.name, ui.url, { text: opts.text, timeoutMs: opts.timeoutMs }),
    describe: (data) =>
      `paste → '${TEXT_DETECTED}' ${ms(data.pasteToDetected)} (longest task ${ms(data.pasteTask.max)}, until quiet ${ms(data.pasteQuietTask.max)}); ${data.reviewNa ? `review n/a — ${data.reviewNa}` : `Review → diff ${ms(data.clickToDiff)} (longest task ${ms(data.reviewTask.max)}, until quiet ${ms(data.reviewQuietTask.max)})`}`,
  });
}

function summarize(r) {
  const ok = r.runs.filter((x) => !x.na);
  const reason = r.runs.find((x) => x.na)?.na ?? 'no run';
  const reviewReason = ok.find((x) => x.reviewNa)?.reviewNa ?? reason;
  const lt =
    ok.length && !ok.some((x) => x.longTaskSupported !== false) ? NA('longtask API unsupported') : null;
  // one value per attempted run (null for a failed one, or a failed review), so the verdict counts it
  const per = (f, why) =>
    statOr(
      r.runs.map((x) => (x.na ? null : f(x))),
      why,
    );
  const reviewed = (f) => (x) => (x.reviewNa ? null : f(x));
  const notes = [];
  for (const [i, x] of r.runs.entries()) for (const n of x.notes ?? []) notes.push(`run ${i + 1}: ${n}`);
  return {
    detected: per((x) => x.pasteToDetected, reason),
    pasteTask: lt ?? per((x) => x.pasteTask.max, reason),
    pasteQuietTask: lt ?? per((x) => x.pasteQuietTask.max, reason),
    diff: per(
      reviewed((x) => x.clickToDiff),
      reviewReason,
    ),
    reviewTask:
      lt ??
      per(
        reviewed((x) => x.reviewTask.max),
        reviewReason,
      ),
    reviewQuietTask:
      lt ??
      per(
        reviewed((x) => x.reviewQuietTask.max),
        reviewReason,
      ),
    notes,
  };
}

/** Prints the import table with goals for ours; returns the per-UI summaries. */
export function printImport(results, { runs }) {
  const ours = summarize(results.ours);
  const stock = summarize(results.stock);
  const half = { text: '≤ 0.5× stock', factor: 0.5 };
  const hundred = { text: '≤ 100 ms', max: 100 };
  const rows = [
    { label: `paste → '${TEXT_DETECTED}' shown`, key: 'detected', goal: half },
    { label: '  longest task, paste → shown', key: 'pasteTask', goal: hundred, noRatio: true },
    { label: '  longest task, paste → quiet', key: 'pasteQuietTask', goal: hundred, noRatio: true },
    { label: 'Review click → diff shown', key: 'diff', goal: half },
    { label: '  longest task, click → shown', key: 'reviewTask', goal: hundred, noRatio: true },
    { label: '  longest task, click → quiet', key: 'reviewQuietTask', goal: hundred, noRatio: true },
  ];
  console.log(
    `\nPart 6 — import collections, ${IMPORTED} collections of ${FIELDS} fields pasted into a server with ${EXISTING} (${CHANGED} changed, ${IMPORTED - EXISTING} new; times: median (min–max) of ${runs} runs per UI, ours and stock in turns, each a new tab in a new context)\n`,
  );
  table(COMPARISON_HEADER, comparisonRows(rows, ours, stock));
  const notes = [];
  const sides = [
    ['ours', ours],
    ['stock', stock],
  ];
  for (const [name, s] of sides) {
    for (const { label, key } of rows.filter(({ key }) => isNa(s[key])))
      notes.push(`  ${name} · ${label.trim()}: n/a — ${s[key].na}`);
    for (const n of s.notes) notes.push(`  ${name} · ${n}`);
  }
  if (notes.length) console.log(`\n${notes.join('\n')}`);
  console.log(`\n  per run, in run order:\n${perRunLines(rows, sides).join('\n')}`);
  return { ours, stock };
}
