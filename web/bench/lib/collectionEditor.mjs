// Collection-editor speed: ours against the stock PocketBase admin UI on copies of the same data, a
// base collection with 200 fields and 20 indexes. The same code measures both UIs through generic
// browser signals; only the drag gesture and, for ours, "inside an open <dialog>" differ. Both UIs
// label their edit control 'Edit collection'.
//
// In-page probe (installed with addInitScript before any app code runs), all times are
// performance.now() values, i.e. milliseconds since the page's navigation start:
//   rowFrameAt  the frame after a DOM mutation made a record row of bench_schema exist (as in part 4)
//   armAt       the bench is about to click (everything requested before it loaded without a click)
//   clickAt     timeStamp of the armed click (a capture-phase listener on window sees it first); for
//               the click at the first rows the probe itself finds the edit control from the row
//               frame on and asks the bench (an exposed binding) for a real mouse click on it
//   nameAt      first animation frame after the click with a visible, enabled, not read-only <input>
//               holding the collection's name, at least partly inside the viewport
//   fieldsAt    first frame in which 200 field-name inputs (value f001…f200) exist and the one holding
//               'f200' is enabled and rendered (has a layout box: it may sit below the fold of the
//               panel's scroll area)
//   editableAt  first frame in which both hold (a requestAnimationFrame loop checks every frame)
// window.__longTasks collects every 'longtask' entry ({start, duration}); window.__events every Event
// Timing entry of 16 ms or more ({name, start, duration}); window.__ceFlush() pulls pending entries
// of both observers (takeRecords).
import { cpSync } from 'node:fs';
import { api, createFirstAdmin, startServer } from './servers.mjs';
import {
  bounded,
  fileName,
  isNa,
  NA,
  quiet,
  refetchEmptyBodies,
  resourceStarts,
  runInterleaved,
  VIEWPORT,
} from './pageTools.mjs';
import { UI_SELECTORS } from './records.mjs';
import { statOr } from './compare.mjs';
import { COMPARISON_HEADER, comparisonRows, kb, ms, perRunLines, table } from './report.mjs';
import { collectCode, sumGzip } from './size.mjs';

export const SCHEMA_REFS = 'bench_schema_refs';
export const SCHEMA = 'bench_schema';
export const FIELD_COUNT = 200;
export const INDEX_COUNT = 20;
export const RECORD_PREFIX = 'bench-schema-record-';
const RECORDS = 5;
export const fieldName = (n) => `f${String(n).padStart(3, '0')}`;
/** The 11 field types, cycled through f001…f200. */
const TYPES = [
  'text',
  'editor',
  'number',
  'bool',
  'email',
  'url',
  'date',
  'select',
  'json',
  'file',
  'relation',
];
const INDEXABLE = new Set(['text', 'number', 'bool', 'email', 'url', 'date']);
/** 20 characters typed at the end of field f100's name (valid in a field name for both UIs). */
export const TYPED = '_typed_abcdefghijklm';
const TYPE_FIELD = fieldName(100);
const DRAG_FIELD = fieldName(50);
const DRAG_BY = 3;
/** Our editor's chunks (Vite names chunks after modules): none may be in the first /collections view. */
const EDITOR_CHUNKS =
  /^(CollectionEditorPanel|FieldsTab|SchemaField|IndexEditorDialog|IndexesSection|RulesTab|lang-sql|@dnd-kit|dnd-kit)[-.]/;
/** The page counts as quiet after this long without a long task or a new request (hidden preparation). */
const PREP_QUIET_MS = 2000;
/** At most this long from the first rows until quiet; then the run goes on and a note says so. */
const PREP_CAP_MS = 30_000;
/** A string only dnd-kit's code holds (its live region's id), for a chunk named after something else. */
const DND_MARKER = 'DndLiveRegion';

/**
 * Ours: the DOM contract of our collection editor (field handles are buttons named 'Drag to reorder
 * field <name>'). Stock: what the stock v0.15.3 admin UI renders, read from its DOM at runtime: a
 * button with aria-label 'Edit collection' (a gear) in the records header opens a slide-in
 * `.overlay-panel`; each field is a `div.schema-field[draggable=true]` whose header holds a
 * `div.drag-handle-wrapper[draggable=true][aria-label=Sort]` and the name `<input placeholder="Field
 * name">` (HTML5 drag and drop).
 */
const COLL_UI = {
  ours: { dialogOnly: true },
  stock: { dialogOnly: false, row: '.schema-field', handle: '.drag-handle-wrapper' },
};
const EDIT_NAME = 'Edit collection';
const editControl = (page) => page.getByRole('button', { name: EDIT_NAME, exact: true });

const fieldType = (n) => TYPES[(n - 1) % TYPES.length];

function fieldOptions(type, refsId) {
  if (type === 'select') return { maxSelect: 1, values: ['a', 'b', 'c'] };
  if (type === 'file')
    return { maxSelect: 1, maxSize: 5_242_880, mimeTypes: [], thumbs: [], protected: false };
  if (type === 'relation')
    return { collectionId: refsId, cascadeDelete: false, minSelect: null, maxSelect: 1, displayFields: [] };
  return {};
}

/** f001…f200 cycling through the 11 types, and 20 indexes spread over the indexable ones. */
export function schemaDefinition(refsId) {
  const schema = [];
  for (let n = 1; n <= FIELD_COUNT; n += 1) {
    const type = fieldType(n);
    schema.push({ name: fieldName(n), type, options: fieldOptions(type, refsId) });
  }
  const indexable = schema.filter((f) => INDEXABLE.has(f.type)).map((f) => f.name);
  const indexes = [];
  for (let k = 0; k < INDEX_COUNT; k += 1) {
    const field = indexable[Math.floor((k * indexable.length) / INDEX_COUNT)];
    indexes.push(`CREATE INDEX idx_bench_${String(k + 1).padStart(2, '0')} ON ${SCHEMA} (${field})`);
  }
  return { schema, indexes };
}

/**
 * The whole setup, through the real API of `bin` on `seedDir`: an admin, `bench_schema_refs` (text
 * `name`, 3 records), `bench_schema` (200 fields, 20 indexes, checked on the way back) and 5 records;
 * then the server stops and the dir is copied to `stockDir`.
 */
export async function prepareCollectionEditorData({ bin, seedDir, stockDir, admin, log = () => {} }) {
  const server = await startServer(bin, seedDir, 'larder (collection editor setup)');
  const { url } = server;
  let out;
  try {
    const token = await createFirstAdmin(url, admin);
    const t0 = Date.now();
    const refs = await api(url, '/api/collections', {
      method: 'POST',
      token,
      body: { name: SCHEMA_REFS, type: 'base', schema: [{ name: 'name', type: 'text', options: {} }] },
    });
    const refIds = [];
    for (const name of ['Ref one', 'Ref two', 'Ref three'])
      refIds.push(
        (await api(url, `/api/collections/${SCHEMA_REFS}/records`, { method: 'POST', token, body: { name } }))
          .id,
      );
    const { schema, indexes } = schemaDefinition(refs.id);
    const coll = await api(url, '/api/collections', {
      method: 'POST',
      token,
      body: { name: SCHEMA, type: 'base', schema, indexes },
    });
    const back = await api(url, `/api/collections/${coll.id}`, { token });
    const names = back.schema.map((f) => f.name).join(',');
    if (names !== schema.map((f) => f.name).join(',') || back.indexes?.length !== INDEX_COUNT)
      throw new Error(
        `${SCHEMA} came back with ${back.schema.length} fields and ${back.indexes?.length} indexes`,
      );
    for (let r = 1; r <= RECORDS; r += 1) {
      const body = {};
      for (const f of schema.slice(0, 11)) {
        const v = {
          text: `${RECORD_PREFIX}${r}`,
          editor: `<p>Record ${r}</p>`,
          number: r,
          bool: r % 2 === 0,
          email: `record${r}@example.com`,
          url: `https://example.com/${r}`,
          date: `2024-0${r}-1${r} 10:00:00.000Z`,
          select: ['a', 'b', 'c'][r % 3],
          json: { r },
          relation: refIds[r % refIds.length],
        }[f.type];
        if (v !== undefined) body[f.name] = v;
      }
      await api(url, `/api/collections/${SCHEMA}/records`, { method: 'POST', token, body });
    }
    log(
      `created ${SCHEMA_REFS} (3 records) and ${SCHEMA} (${FIELD_COUNT} fields of ${TYPES.length} types, ${INDEX_COUNT} indexes, ${RECORDS} records) through the API in ${Date.now() - t0} ms`,
    );
    out = { collectionId: coll.id };
  } finally {
    await server.stop();
  }
  cpSync(seedDir, stockDir, { recursive: true });
  return out;
}

// ---------------------------------------------------------------------------------------------

function probe({
  rowSelector,
  rowText,
  collectionName,
  lastField,
  fieldCount,
  dialogOnly,
  clickAtRows,
  editName,
}) {
  const b = { rowFrameAt: null, armed: false, armAt: null, clickAt: null, clickSeenAt: null };
  Object.assign(b, { nameAt: null, fieldsAt: null, editableAt: null });
  window.__ce = b;
  window.__longTasks = [];
  window.__events = [];
  try {
    performance.setResourceTimingBufferSize(2000);
  } catch {
    // the default 250 entries are plenty here anyway
  }
  const pushTasks = (entries) => {
    for (const e of entries) window.__longTasks.push({ start: e.startTime, duration: e.duration });
  };
  const pushEvents = (entries) => {
    for (const e of entries) window.__events.push({ name: e.name, start: e.startTime, duration: e.duration });
  };
  let lt = null;
  let ev = null;
  try {
    lt = new PerformanceObserver((list) => pushTasks(list.getEntries()));
    lt.observe({ type: 'longtask', buffered: true });
  } catch {
    // longtask unsupported: the bench reports n/a
  }
  try {
    ev = new PerformanceObserver((list) => pushEvents(list.getEntries()));
    ev.observe({ type: 'event', durationThreshold: 16, buffered: false });
    window.__eventSupported = true;
  } catch {
    window.__eventSupported = false;
  }
  window.__ceFlush = () => {
    if (lt) pushTasks(lt.takeRecords());
    if (ev) pushEvents(ev.takeRecords());
  };

  // The click at the first rows: from the frame in which a row was drawn on, each frame looks for the
  // edit control (a button named editName by its aria-label, text or title, on screen and topmost at
  // its centre); the first time it is there the probe is armed and asks the bench (an exposed
  // binding) for one real mouse click at its centre, so nothing waits on a round trip before.
  const editControlAt = () => {
    const named = (el) =>
      [el.getAttribute('aria-label'), el.textContent, el.getAttribute('title')].some(
        (t) => (t ?? '').trim() === editName,
      );
    for (const el of document.querySelectorAll('button, [role=button]')) {
      if (!named(el) || el.matches(':disabled')) continue;
      const r = el.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      if (r.width <= 0 || r.height <= 0 || x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
      const top = document.elementFromPoint(x, y);
      if (top && el.contains(top)) return { x, y };
    }
    return null;
  };
  const clickWhenThere = () => {
    const at = editControlAt();
    if (at) {
      b.armed = true;
      b.armAt = performance.now();
      window.__benchClick(at);
    } else if (performance.now() - b.rowFrameAt < 5000) requestAnimationFrame(clickWhenThere);
  };
  const mo = new MutationObserver(() => {
    for (const row of document.querySelectorAll(rowSelector)) {
      if (!(row.textContent ?? '').includes(rowText)) continue;
      requestAnimationFrame(() => {
        b.rowFrameAt = performance.now();
        if (clickAtRows) clickWhenThere();
      });
      mo.disconnect();
      return;
    }
  });
  mo.observe(document, { childList: true, subtree: true, characterData: true });

  const FIELD = /^f\d{3}$/;
  const inScope = (el) => !dialogOnly || !!el.closest('dialog[open]');
  const enabled = (el) => !el.readOnly && !el.matches(':disabled');
  const rendered = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const nameInput = () => {
    for (const el of document.querySelectorAll('input')) {
      if (el.value !== collectionName || !enabled(el) || !inScope(el)) continue;
      const r = el.getBoundingClientRect();
      if (r.width <= 0 || r.height <= 0 || getComputedStyle(el).visibility === 'hidden') continue;
      // at least partly inside the viewport (a panel still sliding in from off-screen does not count)
      if (r.right <= 0 || r.bottom <= 0 || r.left >= innerWidth || r.top >= innerHeight) continue;
      return el;
    }
    return null;
  };
  const fieldsReady = () => {
    let n = 0;
    let last = null;
    for (const el of document.querySelectorAll('input')) {
      if (!FIELD.test(el.value) || !inScope(el)) continue;
      n += 1;
      if (el.value === lastField) last = el;
    }
    return n >= fieldCount && !!last && enabled(last) && rendered(last);
  };
  addEventListener(
    'click',
    (e) => {
      if (!b.armed || b.clickAt !== null) return;
      const now = performance.now();
      b.clickSeenAt = now;
      b.clickAt = e.timeStamp > 0 && e.timeStamp <= now ? e.timeStamp : now;
      const tick = () => {
        const t = performance.now();
        if (b.nameAt === null && nameInput()) b.nameAt = t;
        if (b.fieldsAt === null && fieldsReady()) b.fieldsAt = t;
        if (b.nameAt !== null && b.fieldsAt !== null) b.editableAt = t;
        else if (t - now < 30_000) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    },
    { capture: true },
  );

  /** The field-name inputs in document order (a renamed one still starts with fNNN). */
  window.__ceFields = () =>
    [...document.querySelectorAll('input')].filter((el) => /^f\d{3}/.test(el.value) && inScope(el));
  window.__ceField = (value) => window.__ceFields().find((el) => el.value === value) ?? null;
  window.__cePosition = (value) => window.__ceFields().findIndex((el) => el.value === value) + 1;
}

/** Starts a measurement window: the observers' pending entries are flushed first. */
const startWindow = (page) =>
  page.evaluate(() => {
    window.__ceFlush();
    return performance.now();
  });

/** Ends a window after two more frames: its longest task and slowest event (≥ 16 ms). */
const endWindow = (page, start) =>
  page.evaluate(async (t0) => {
    const frame = () => new Promise((res) => requestAnimationFrame(res));
    await frame();
    await frame();
    window.__ceFlush();
    const t1 = performance.now();
    const tasks = window.__longTasks.filter((t) => t.start >= t0 && t.start <= t1);
    const events = window.__events.filter((e) => e.start >= t0 && e.start <= t1);
    const worst = events.reduce((w, e) => (!w || e.duration > w.duration ? e : w), null);
    return {
      maxLongTask: Math.round(Math.max(0, ...tasks.map((t) => t.duration))),
      longTasks: tasks.length,
      maxEvent: worst ? worst.duration : 0,
      maxEventName: worst?.name ?? null,
      slowEvents: events.length,
      eventSupported: window.__eventSupported,
      windowMs: Math.round(t1 - t0),
    };
  }, start);

/**
 * Typing: the name input of f100 is scrolled into view (centred in its scroll area), the page gets
 * quiet, the input takes focus with the caret at the end and TYPED goes in through
 * `page.keyboard.type` (no delay).
 */
async function typeIntoField(page, timeoutMs) {
  const found = await page.evaluate((name) => {
    const el = window.__ceField(name);
    if (!el) return false;
    el.scrollIntoView({ block: 'center', inline: 'nearest' });
    window.__ceTypeEl = el;
    return true;
  }, TYPE_FIELD);
  if (!found) return { na: `no name input holding '${TYPE_FIELD}'` };
  await quiet(page, 10_000);
  const focused = await page.evaluate(() => {
    const el = window.__ceTypeEl;
    el.focus();
    el.setSelectionRange(el.value.length, el.value.length);
    return document.activeElement === el;
  });
  if (!focused) return { na: `the name input of ${TYPE_FIELD} could not take focus` };
  const start = await startWindow(page);
  const t0 = Date.now();
  await bounded(page.keyboard.type(TYPED, { delay: 0 }), timeoutMs, `typing ${TYPED.length} characters`);
  const typedMs = Date.now() - t0;
  const r = await endWindow(page, start);
  const value = await page.evaluate(() => window.__ceTypeEl.value);
  return { ...r, typedMs, valueOk: value === TYPE_FIELD + TYPED, value };
}

/** Waits until one of dnd-kit's live regions says `text`. */
const announced = (page, text, timeoutMs) =>
  page.waitForFunction(
    (t) => [...document.querySelectorAll('[id^="DndLiveRegion"]')].some((el) => el.textContent.includes(t)),
    text,
    { timeout: timeoutMs },
  );

/**
 * Ours, with the keyboard (dnd-kit's keyboard sensor): Space on f050's handle, the announcement that
 * it is picked up, one zero-delay timer (dnd-kit attaches its key listener in one), ArrowDown × 3 with
 * their announcements, Space.
 */
async function dragOurs(page, timeoutMs) {
  const handle = page.getByRole('button', { name: `Drag to reorder field ${DRAG_FIELD}`, exact: true });
  await handle.scrollIntoViewIfNeeded({ timeout: 5000 });
  await quiet(page, 10_000);
  await handle.focus({ timeout: 5000 });
  const start = await startWindow(page);
  const t0 = Date.now();
  await page.keyboard.press('Space');
  await announced(page, `Picked up field ${DRAG_FIELD}, at position 50 of ${FIELD_COUNT}.`, timeoutMs);
  await page.evaluate(() => new Promise((r) => setTimeout(r, 0)));
  for (let i = 1; i <= DRAG_BY; i += 1) {
    await page.keyboard.press('ArrowDown');
    await announced(page, `Field ${DRAG_FIELD} is over position ${50 + i} of ${FIELD_COUNT}.`, timeoutMs);
  }
  await page.keyboard.press('Space');
  return { start, t0 };
}

/**
 * Stock, with the mouse: press on f050's drag handle, move down by 3 rows (the distance between the
 * name inputs of f050 and f053) in 10 steps, release.
 */
async function dragStock(page) {
  const { row, handle } = COLL_UI.stock;
  const boxes = await page.evaluate(
    ([a, b, rowSel, handleSel]) => {
      const ea = window.__ceField(a);
      const eb = window.__ceField(b);
      if (!ea || !eb) return null;
      ea.scrollIntoView({ block: 'center', inline: 'nearest' });
      const h = ea.closest(rowSel)?.querySelector(handleSel);
      if (!h) return { noHandle: true };
      h.setAttribute('data-bench-handle', '');
      return { ok: true };
    },
    [DRAG_FIELD, fieldName(50 + DRAG_BY), row, handle],
  );
  if (!boxes) return { na: `no name inputs of ${DRAG_FIELD} and ${fieldName(50 + DRAG_BY)}` };
  if (boxes.noHandle) return { na: `no drag handle found in the row of ${DRAG_FIELD}` };
  await quiet(page, 10_000);
  const geometry = await page.evaluate(
    ([a, b]) => {
      const ya = window.__ceField(a).getBoundingClientRect().top;
      const yb = window.__ceField(b).getBoundingClientRect().top;
      const h = document.querySelector('[data-bench-handle]').getBoundingClientRect();
      return { dy: yb - ya, x: h.left + h.width / 2, y: h.top + h.height / 2 };
    },
    [DRAG_FIELD, fieldName(50 + DRAG_BY)],
  );
  const start = await startWindow(page);
  const t0 = Date.now();
  await page.mouse.move(geometry.x, geometry.y);
  await page.mouse.down();
  await page.mouse.move(geometry.x, geometry.y + geometry.dy, { steps: 10 });
  await page.mouse.up();
  return { start, t0 };
}

/** One drag of f050 by 3 positions; the window ends once the list shows the new order (≤ 5 s). */
async function dragField(page, ui, timeoutMs) {
  const from = await page.evaluate((name) => window.__cePosition(name), DRAG_FIELD);
  if (from !== 50) return { na: `${DRAG_FIELD} is at position ${from}, not 50` };
  const started = ui === 'ours' ? await dragOurs(page, timeoutMs) : await dragStock(page);
  if (started.na) return started;
  const moved = await page
    .waitForFunction((name) => window.__cePosition(name) !== 50, DRAG_FIELD, { timeout: 5000 })
    .then(
      () => true,
      () => false,
    );
  const dragMs = Date.now() - started.t0;
  const r = await endWindow(page, started.start);
  const to = await page.evaluate((name) => window.__cePosition(name), DRAG_FIELD);
  if (!moved) return { na: `${DRAG_FIELD} did not move (still at position ${to} 5 s after the drop)` };
  return { ...r, dragMs, to };
}

/**
 * The longest task from the first rows until now (the page just went quiet, nothing clicked), how many
 * long tasks there were, and how long after the first rows the last long task or request ended.
 */
const preparation = (page) =>
  page.evaluate(() => {
    window.__ceFlush();
    const from = window.__ce.rowFrameAt;
    const tasks = window.__longTasks.filter((t) => t.start >= from);
    const requests = performance.getEntriesByType('resource').filter((e) => e.startTime >= from);
    const lastEnd = Math.max(
      from,
      ...tasks.map((t) => t.start + t.duration),
      ...requests.map((e) => e.responseEnd),
    );
    return {
      prepLongTask: Math.round(Math.max(0, ...tasks.map((t) => t.duration))),
      prepTasks: tasks.length,
      prepBusyMs: Math.round(lastEnd - from),
    };
  });

/**
 * One run: a new context holding the signed-in session loads the collection's records screen. Once a
 * record row is visible: with `early`, the edit control is clicked at once (before anything the page
 * prepares at idle has run), the probe times click → editable and the run ends. Otherwise the page is
 * left alone until quiet (PREP_QUIET_MS without a long task or a new request, at most PREP_CAP_MS;
 * its longest task in that window is the hidden preparation's), then the edit control is clicked and
 * the probe times click → editable. Once the editor is quiet: typing into f100's name, then the drag
 * of f050. With
 * `withCode`, every JS/CSS response is recorded (gzip -9) and put in the phase its request started in
 * (resource timing startTime): first view (≤ row frame), idle (before the bench armed the click), open
 * (from there until the editor was quiet), later.
 */
async function collectionEditorRun(browser, storageState, ui, baseUrl, opts) {
  const { collectionId, timeoutMs, withCode, early = false } = opts;
  const context = await browser.newContext({ storageState, viewport: VIEWPORT });
  await context.addInitScript(probe, {
    rowSelector: UI_SELECTORS[ui].row,
    rowText: RECORD_PREFIX,
    collectionName: SCHEMA,
    lastField: fieldName(FIELD_COUNT),
    fieldCount: FIELD_COUNT,
    dialogOnly: COLL_UI[ui].dialogOnly,
    clickAtRows: early,
    editName: EDIT_NAME,
  });
  // the probe's request for the click at the first rows: a real mouse click, sent at once
  if (early) await context.exposeBinding('__benchClick', ({ page }, at) => page.mouse.click(at.x, at.y));
  const out = { notes: [] };
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(timeoutMs);
    const code = withCode ? collectCode(page) : null;
    await page.goto(`${baseUrl}/_/#/collections?collectionId=${collectionId}`, { waitUntil: 'commit' });
    const row = page.locator(UI_SELECTORS[ui].row).filter({ hasText: RECORD_PREFIX }).first();
    try {
      // the click at the first rows goes by the probe's row frame alone (one check per frame in the
      // page), so it is not held up by Playwright's own visibility polling
      if (early)
        await page.waitForFunction(() => window.__ce.rowFrameAt !== null, null, {
          timeout: timeoutMs,
          polling: 'raf',
        });
      else await row.waitFor({ state: 'visible', timeout: timeoutMs });
    } catch {
      return { ...out, na: `no record row of ${SCHEMA} visible within ${timeoutMs / 1000} s` };
    }
    await page.waitForFunction(() => window.__ce.rowFrameAt !== null, null, { timeout: 5000 });
    if (!early) {
      // what the page does on its own once the first rows show (ours prepares the editor hidden):
      // its longest task until the page is quiet, with no click
      const settled = await quiet(page, PREP_CAP_MS, PREP_QUIET_MS);
      if (!settled)
        out.notes.push(
          `page not quiet (${PREP_QUIET_MS / 1000} s without a long task or a new request) within ${PREP_CAP_MS / 1000} s of the first rows`,
        );
      Object.assign(out, await preparation(page), { prepSettled: settled });
    }
    if (early) {
      const clicked = await page
        .waitForFunction(() => window.__ce.clickAt !== null, null, { timeout: 10_000, polling: 50 })
        .then(
          () => true,
          () => false,
        );
      if (!clicked)
        return {
          ...out,
          na: (await page.evaluate(() => window.__ce.armed))
            ? 'the click on the edit control never reached the page'
            : 'no edit control for the collection on screen within 5 s of the first rows',
        };
    } else {
      const edit = editControl(page);
      try {
        await edit.waitFor({ state: 'visible', timeout: 5000 });
      } catch {
        return { ...out, na: 'no edit control for the collection visible' };
      }
      await page.evaluate(() => {
        window.__ce.armed = true;
        window.__ce.armAt = performance.now();
      });
      await edit.click({ timeout: 5000 });
    }
    try {
      await page.waitForFunction(() => window.__ce.editableAt !== null, null, {
        timeout: timeoutMs,
        polling: 50,
      });
    } catch {
      const b = await page.evaluate(() => ({ ...window.__ce }));
      return {
        ...out,
        na:
          b.clickAt === null
            ? 'the click on the edit control never reached the page'
            : b.nameAt === null
              ? `no editable input holding '${SCHEMA}'${ui === 'ours' ? ' in an open <dialog>' : ''} within ${timeoutMs / 1000} s of the click`
              : `not all ${FIELD_COUNT} field-name inputs (rendered '${fieldName(FIELD_COUNT)}') within ${timeoutMs / 1000} s of the click`,
      };
    }
    const b = await page.evaluate(() => ({ ...window.__ce }));
    Object.assign(out, {
      clickToEditable: b.editableAt - b.clickAt,
      clickToName: b.nameAt - b.clickAt,
      clickToFields: b.fieldsAt - b.clickAt,
      rowsToClick: b.clickAt - b.rowFrameAt,
    });
    if (early) {
      // did the click come before the page prepared the editor? Its code requested before the click
      // (our chunk names; the stock UI has none) says it had begun
      const starts = await resourceStarts(page);
      out.editorCodeBeforeClick = Object.entries(starts)
        .filter(([url, start]) => EDITOR_CHUNKS.test(fileName(url)) && start < b.clickAt)
        .map(([url]) => fileName(url));
      return out;
    }
    if (!(await quiet(page, 15_000))) out.notes.push('editor not quiet within 15 s of opening');
    const openEnd = await page.evaluate(() => {
      window.__ceFlush();
      return performance.now();
    });
    const tasks = await page.evaluate(() => [...window.__longTasks]);
    out.openLongTask = Math.round(
      Math.max(0, ...tasks.filter((t) => t.start >= b.clickAt && t.start <= openEnd).map((t) => t.duration)),
    );
    out.longTaskSupported = await page.evaluate(() =>
      (PerformanceObserver.supportedEntryTypes ?? []).includes('longtask'),
    );

    try {
      out.typing = await typeIntoField(page, 60_000);
    } catch (err) {
      out.typing = { na: String(err.message).split('\n')[0] };
    }
    try {
      out.drag = await bounded(dragField(page, ui, timeoutMs), 60_000, 'dragging');
    } catch (err) {
      out.drag = { na: String(err.message).split('\n')[0] };
    }

    if (code) {
      const files = await code.snapshot();
      const refetched = await refetchEmptyBodies(files);
      if (refetched.length)
        out.notes.push(`${refetched.length} empty bodies refetched from Node: ${refetched.join(', ')}`);
      const starts = await resourceStarts(page);
      const phase = (start) =>
        start === undefined
          ? 'later'
          : start <= b.rowFrameAt
            ? 'first'
            : start < b.armAt
              ? 'idle'
              : start <= openEnd
                ? 'open'
                : 'later';
      const noTiming = files.filter((f) => starts[f.url] === undefined).map((f) => fileName(f.url));
      if (noTiming.length) out.notes.push(`no resource timing (counted as later): ${noTiming.join(', ')}`);
      out.code = files.map((f) => ({ ...f, name: fileName(f.url), phase: phase(starts[f.url]) }));
      if (ui === 'ours') {
        // dnd-kit inside a chunk named after something else: look for its marker in every script
        for (const f of out.code.filter((x) => x.name.endsWith('.js'))) {
          try {
            const res = await fetch(f.url, { signal: AbortSignal.timeout(10_000) });
            f.dnd = (await res.text()).includes(DND_MARKER);
          } catch {
            f.dnd = false;
          }
        }
      }
    }
    return out;
  } finally {
    await bounded(context.close(), 10_000, 'closing the context').catch(() => {});
  }
}

/**
 * Both UIs in turns (pageTools runInterleaved: `uis` is [{name, url, use}], `use()` pauses the other
 * UI's server): first `runs` runs that click after the page went quiet (the first of each UI also
 * measures the code), then `runs` runs that click at the first rows. Every run is in a new context
 * holding that UI's session and bounded by `runLimitMs`; a run that fails or hits it gives a reason
 * instead of numbers. Returns { ours: { runs, early }, stock: { runs, early } }.
 */
export async function measureCollectionEditor(browser, uis, opts) {
  const sessions = new Map();
  const common = {
    admin: opts.admin,
    runs: opts.runs,
    runLimitMs: opts.runLimitMs ?? 180_000,
    log: opts.log,
    sessions,
  };
  const idle = await runInterleaved(browser, uis, {
    ...common,
    label: '(click after idle)',
    runOnce: (storageState, ui, run) =>
      collectionEditorRun(browser, storageState, ui.name, ui.url, {
        collectionId: opts.collectionId,
        timeoutMs: opts.timeoutMs,
        withCode: run === 1,
      }),
    describe: (data) => {
      const t = data.typing;
      const d = data.drag;
      return `first rows → quiet: longest task ${ms(data.prepLongTask)} (${data.prepTasks} long tasks, busy ${ms(data.prepBusyMs)}); click → editable ${ms(data.clickToEditable)} (name ${ms(data.clickToName)}, ${FIELD_COUNT} fields ${ms(data.clickToFields)}), longest task opening ${ms(data.openLongTask)}; typing: ${t?.na ? `n/a — ${t.na}` : `longest task ${ms(t.maxLongTask)}, max event ${ms(t.maxEvent)}${t.maxEventName ? ` (${t.maxEventName})` : ''}, ${t.typedMs} ms${t.valueOk ? '' : `, value '${t.value}'`}`}; drag: ${d?.na ? `n/a — ${d.na}` : `longest task ${ms(d.maxLongTask)}, to position ${d.to} in ${d.dragMs} ms`}${data.code ? `; ${data.code.length} JS/CSS files` : ''}`;
    },
  });
  const early = await runInterleaved(browser, uis, {
    ...common,
    label: '(click at first rows)',
    runOnce: (storageState, ui) =>
      collectionEditorRun(browser, storageState, ui.name, ui.url, {
        collectionId: opts.collectionId,
        timeoutMs: opts.timeoutMs,
        early: true,
      }),
    describe: (data) =>
      `clicked ${ms(data.rowsToClick)} after the first rows; click → editable ${ms(data.clickToEditable)} (name ${ms(data.clickToName)}, ${FIELD_COUNT} fields ${ms(data.clickToFields)})`,
  });
  return Object.fromEntries(
    uis.map(({ name }) => [name, { runs: idle[name].runs, early: early[name].runs }]),
  );
}

// ---------------------------------------------------------------------------------------------

function summarize(r, ui) {
  const ok = r.runs.filter((x) => !x.na);
  const out = { notes: [] };
  const reason = r.runs.find((x) => x.na)?.na ?? 'no run';
  // one value per attempted run (null for a failed one), so the verdict counts it as a miss
  const per = (runs, f) => runs.map((x) => (x.na ? null : f(x)));
  const lt = ok.length && !ok[0].longTaskSupported ? NA('longtask API unsupported') : null;
  out.click = statOr(
    per(r.runs, (x) => x.clickToEditable),
    reason,
  );
  out.clickName = statOr(
    per(r.runs, (x) => x.clickToName),
    reason,
  );
  out.clickFields = statOr(
    per(r.runs, (x) => x.clickToFields),
    reason,
  );
  const early = r.early ?? [];
  const earlyReason = early.find((x) => x.na)?.na ?? 'no run';
  out.early = statOr(
    per(early, (x) => x.clickToEditable),
    earlyReason,
  );
  out.rowsToClick = early.map((x) => (x.na ? null : x.rowsToClick));
  out.earlyCode = early.filter((x) => !x.na).map((x) => x.editorCodeBeforeClick ?? []);
  out.prepTask =
    lt ??
    statOr(
      per(r.runs, (x) => x.prepLongTask),
      reason,
    );
  out.prep = ok.map((x) => ({ tasks: x.prepTasks, busy: x.prepBusyMs, settled: x.prepSettled }));
  out.openTask =
    lt ??
    statOr(
      per(r.runs, (x) => x.openLongTask),
      reason,
    );
  const typing = (x) => (x.typing && !x.typing.na ? x.typing : null);
  const typingReason = ok.find((x) => x.typing?.na)?.typing.na ?? reason;
  out.typeTask =
    lt ??
    statOr(
      per(r.runs, (x) => typing(x)?.maxLongTask),
      typingReason,
    );
  out.typeEvent = ok.some((x) => typing(x) && !x.typing.eventSupported)
    ? NA('Event Timing unsupported')
    : statOr(
        per(r.runs, (x) => typing(x)?.maxEvent),
        typingReason,
      );
  const drag = (x) => (x.drag && !x.drag.na ? x.drag : null);
  const dragReason = ok.find((x) => x.drag?.na)?.drag.na ?? reason;
  out.dragTask =
    lt ??
    statOr(
      per(r.runs, (x) => drag(x)?.maxLongTask),
      dragReason,
    );
  out.typed = ok.map(typing).filter(Boolean);
  out.dragged = ok.map(drag).filter(Boolean);
  for (const [i, x] of r.runs.entries()) {
    for (const n of x.notes ?? []) out.notes.push(`run ${i + 1}: ${n}`);
    if (x.typing && !x.typing.na && !x.typing.valueOk)
      out.notes.push(`run ${i + 1}: after typing the name input holds '${x.typing.value}'`);
    if (x.typing?.na && out.dragged.length) out.notes.push(`run ${i + 1}: typing n/a — ${x.typing.na}`);
    if (x.drag?.na && out.dragged.length) out.notes.push(`run ${i + 1}: drag n/a — ${x.drag.na}`);
  }
  for (const [i, x] of early.entries()) {
    for (const n of x.notes ?? []) out.notes.push(`click at first rows, run ${i + 1}: ${n}`);
    if (x.na) out.notes.push(`click at first rows, run ${i + 1}: n/a — ${x.na}`);
  }
  const code = r.runs[0]?.code;
  if (code) {
    const by = (p) => code.filter((f) => f.phase === p);
    out.files = { first: by('first'), idle: by('idle'), open: by('open'), later: by('later') };
    out.first = sumGzip(out.files.first);
    out.idle = sumGzip(out.files.idle);
    out.open = sumGzip(out.files.open);
    if (ui === 'ours') {
      const editorFiles = code.filter((f) => EDITOR_CHUNKS.test(f.name) || f.dnd);
      out.chunksSeen = editorFiles.map((f) => `${f.name} (${f.phase}${f.dnd ? ', has dnd-kit' : ''})`);
      // the goal is the first view; loading them at idle afterwards (as ours does) is allowed
      out.chunksOut = editorFiles.length ? !editorFiles.some((f) => f.phase === 'first') : null;
    } else out.chunksOut = null;
  } else {
    const why = NA(r.runs[0]?.na ?? 'not measured');
    Object.assign(out, { first: why, idle: why, open: why, chunksOut: null });
  }
  return out;
}

/** Prints the collection-editor table with goals for ours; returns the per-UI summaries. */
export function printCollectionEditor(results, { runs, verbose }) {
  const ours = summarize(results.ours, 'ours');
  const stock = summarize(results.stock, 'stock');
  const num = (v) => typeof v === 'number';
  const size = (plus) => (v) => (num(v) ? `${plus ? '+' : ''}${kb(v)}` : String(v));
  const eventFmt = (x) => (x === 0 ? '<16' : String(Math.round(x)));
  const half = { text: '≤ 0.5× stock', factor: 0.5 };
  const timeRows = [
    { label: `click after idle → editable (name + ${FIELD_COUNT} field inputs)`, key: 'click', goal: half },
    { label: '  of which: name input editable', key: 'clickName' },
    { label: `  of which: ${FIELD_COUNT} field-name inputs rendered`, key: 'clickFields' },
    { label: `click at first rows → editable (name + ${FIELD_COUNT})`, key: 'early', goal: half },
    { label: 'longest task, first rows → quiet, no click', key: 'prepTask' },
    { label: 'longest task, click → editor quiet', key: 'openTask' },
    {
      label: `longest task typing ${TYPED.length} chars in ${TYPE_FIELD}'s name`,
      key: 'typeTask',
      goal: { text: '≤ 50 ms', max: 50 },
    },
    { label: 'max keystroke event duration', key: 'typeEvent', fmt: eventFmt },
    {
      label: `longest task dragging ${DRAG_FIELD} down ${DRAG_BY}`,
      key: 'dragTask',
      goal: { text: '≤ 50 ms', max: 50 },
    },
  ];
  const sizeRows = [
    { label: 'JS + CSS gzip, first view (to first record row)', key: 'first', fmt: size(false) },
    { label: '+ loaded at idle before the click', key: 'idle', fmt: size(true) },
    { label: '+ opening the editor', key: 'open', fmt: size(true) },
  ];
  console.log(
    `\nPart 5 — collection editor, ${SCHEMA} (${FIELD_COUNT} fields of ${TYPES.length} types, ${INDEX_COUNT} indexes; times: median (min–max) of ${runs} runs per UI and click moment, ours and stock in turns, each a new tab in a new context; sizes: run 1)\n`,
  );
  const chunksCell = (s) => (s.chunksOut === null ? 'n/a' : s.chunksOut ? 'yes' : 'no');
  const chunksStatus = ours.chunksOut === null ? 'n/a' : ours.chunksOut ? 'PASS' : 'OVER';
  table(COMPARISON_HEADER, [
    ...comparisonRows([...timeRows, ...sizeRows], ours, stock),
    ['editor chunks out of first view', chunksCell(ours), '—', '', 'yes', chunksStatus],
  ]);
  const notes = [];
  const sides = [
    ['ours', ours],
    ['stock', stock],
  ];
  for (const [name, s] of sides) {
    const na = [...timeRows, ...sizeRows].filter(({ key }) => isNa(s[key]));
    for (const { label, key } of na) notes.push(`  ${name} · ${label.trim()}: n/a — ${s[key].na}`);
    if (s.rowsToClick.length)
      notes.push(
        `  ${name} · click at first rows came ${s.rowsToClick.map((x) => (x === null ? '—' : Math.round(x))).join(', ')} ms after the first rows' frame`,
      );
    if (name === 'ours' && s.earlyCode.length) {
      const before = s.earlyCode.filter((files) => files.length);
      notes.push(
        `  ours · click at first rows: editor code requested before the click in ${before.length}/${s.earlyCode.length} runs${before.length ? ` (${[...new Set(before.flat())].join(', ')})` : ''}`,
      );
    }
    if (s.prep.length)
      notes.push(
        `  ${name} · first rows → quiet, no click: ${s.prep.map((p) => `${p.tasks} long tasks, busy ${p.busy} ms${p.settled ? '' : ' (not quiet)'}`).join('; ')}`,
      );
    if (s.typed.length) {
      const t = s.typed;
      notes.push(
        `  ${name} · typing took ${t.map((x) => `${x.typedMs} ms`).join(', ')}; long tasks ${t.map((x) => x.longTasks).join(', ')}; events ≥ 16 ms ${t.map((x) => x.slowEvents).join(', ')}; slowest ${t.map((x) => x.maxEventName ?? '—').join(', ')}`,
      );
    }
    if (s.dragged.length) {
      const d = s.dragged;
      notes.push(
        `  ${name} · drag took ${d.map((x) => `${x.dragMs} ms`).join(', ')}; long tasks ${d.map((x) => x.longTasks).join(', ')}; ${DRAG_FIELD} ended at position ${d.map((x) => x.to).join(', ')}`,
      );
    }
    if (name === 'ours' && s.chunksSeen)
      notes.push(
        `  ours · editor chunks seen: ${s.chunksSeen.length ? s.chunksSeen.join(', ') : `none named like ${EDITOR_CHUNKS} or holding dnd-kit (so the yes/no row is n/a)`}`,
      );
    for (const n of s.notes) notes.push(`  ${name} · ${n}`);
  }
  if (notes.length) console.log(`\n${notes.join('\n')}`);
  console.log(`\n  per run, in run order:\n${perRunLines(timeRows, sides).join('\n')}`);
  if (verbose)
    for (const [name, s] of sides) {
      if (!s.files) continue;
      for (const p of ['first', 'idle', 'open', 'later']) {
        if (!s.files[p].length) continue;
        console.log(`  ${name} · ${p}:`);
        for (const f of [...s.files[p]].sort((a, b) => b.gzip - a.gzip))
          console.log(`    ${kb(f.gzip).padStart(9)}  ${new URL(f.url).pathname}`);
      }
    }
  return { ours, stock };
}
