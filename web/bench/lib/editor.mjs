// Record-editor speed: ours against the stock PocketBase admin UI on copies of the same data. The
// same code measures both UIs through generic browser signals; only the row selector (records.mjs
// UI_SELECTORS) and, for ours, "inside an open <dialog>" differ.
//
// In-page probe (installed with addInitScript before any app code runs), all times are
// performance.now() values, i.e. milliseconds since the page's navigation start:
//   rowAt / rowFrameAt  a DOM mutation made a row holding the target's title exist / the frame after
//   clickAt             timeStamp of the armed click (a capture-phase listener on window sees it first)
//   editableAt          the first animation frame after that click in which a visible, enabled, not
//                       read-only <input>/<textarea> whose value is the target's title exists (ours:
//                       inside an open <dialog>), checked in every frame by a requestAnimationFrame loop
//   wholeAt             the first frame from editableAt on in which every field of bench_editor has a
//                       control, found by the field's label, that is rendered and accepts input (judged
//                       by the field's kind; see the probe's READY); lastField is the field that became
//                       ready last, found says what each field's control was
// window.__longTasks collects every 'longtask' entry ({start, duration}).
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
import { makePng } from './seedRecords.mjs';
import { collectCode, sumGzip } from './size.mjs';

export const REFS = 'bench_refs';
export const EDITOR = 'bench_editor';
export const TARGET_TITLE = 'bench-editor-target';
export const FILLER_PREFIX = 'bench-editor-filler-';
/** 200 characters typed into the target's title. */
export const TYPED = 'The quick brown fox jumps over the lazy dog, 0123456789. '.repeat(4).slice(0, 200);
/** Fields focused (clicked) after typing, in this order, to load their lazy code: json, rich text, date. */
const FOCUS_FIELDS = ['data', 'body', 'due'];
/** File names of the lazy chunks that must stay out of our first view (Vite names chunks after modules). */
const LAZY_CHUNKS = /^(RichTextEditor|DateTimeInputPicker|flatpickr)[-.]/;

// 12 fields of the 11 field types (select twice: single and multiple)
const editorSchema = (refsId) => [
  { name: 'title', type: 'text', options: {} },
  { name: 'count', type: 'number', options: {} },
  { name: 'done', type: 'bool', options: {} },
  { name: 'mail', type: 'email', options: {} },
  { name: 'site', type: 'url', options: {} },
  { name: 'due', type: 'date', options: {} },
  { name: 'color', type: 'select', options: { maxSelect: 1, values: ['red', 'green', 'blue'] } },
  { name: 'tags', type: 'select', options: { maxSelect: 3, values: ['a', 'b', 'c', 'd', 'e'] } },
  { name: 'data', type: 'json', options: {} },
  {
    // room for 5 more files beside the target's 5: both UIs disable their upload control on a full
    // field, and the whole-form row asks for a control that accepts a new file
    name: 'docs',
    type: 'file',
    options: { maxSelect: 10, maxSize: 5_242_880, mimeTypes: [], thumbs: ['100x100'], protected: false },
  },
  {
    name: 'ref',
    type: 'relation',
    options: {
      collectionId: refsId,
      cascadeDelete: false,
      minSelect: null,
      maxSelect: 1,
      displayFields: ['name'],
    },
  },
  { name: 'body', type: 'editor', options: {} },
];

/** How the whole-form probe judges a field's control, by field type (see probe's READY). */
const KIND = {
  text: 'text',
  number: 'text',
  email: 'text',
  url: 'text',
  date: 'text',
  bool: 'bool',
  select: 'select',
  json: 'code',
  file: 'file',
  relation: 'relation',
  editor: 'rich',
};
/** Every field of the test collection with the kind of control it needs, in schema order. */
export const EDITOR_FIELDS = editorSchema('').map((f) => ({ name: f.name, kind: KIND[f.type] }));

const TARGET_BODY =
  '<h2>Bench editor target</h2><p>Some <strong>bold</strong>, <em>italic</em> and a ' +
  '<a href="https://example.com/">link</a>.</p><ul><li>one</li><li>two</li><li>three</li></ul>' +
  '<p>A second paragraph with a little more text so the editor has a few lines to lay out.</p>';
const TARGET_DATA = { kind: 'target', n: 42, tags: ['red', 'green'], nested: { ok: true, list: [1, 2, 3] } };

/**
 * The whole setup, through the real API of `bin` (our server; the JS migrations it writes for the
 * collections it creates land in `<seedDir>/../pb_migrations`, this part's own dir) on `seedDir`: an admin, `bench_refs` (3 records), `bench_editor`
 * (12 fields of 11 types), `fillers` records (titles `bench-editor-filler-01`…) and, created last (so it
 * is the newest), the target record with every field filled and 5 PNGs in `docs` (multipart). The 5
 * thumbs are requested once so neither server generates them during the runs. Then the server stops and
 * the dir is copied to `stockDir`.
 */
export async function prepareEditorData({ bin, seedDir, stockDir, admin, fillers = 27, log = () => {} }) {
  const server = await startServer(bin, seedDir, 'larder (editor setup)');
  const { url } = server;
  let out;
  try {
    const token = await createFirstAdmin(url, admin);
    const t0 = Date.now();
    const refs = await api(url, '/api/collections', {
      method: 'POST',
      token,
      body: { name: REFS, type: 'base', schema: [{ name: 'name', type: 'text', options: {} }] },
    });
    const refIds = [];
    for (const name of ['Ref one', 'Ref two', 'Ref three'])
      refIds.push(
        (await api(url, `/api/collections/${REFS}/records`, { method: 'POST', token, body: { name } })).id,
      );
    const coll = await api(url, '/api/collections', {
      method: 'POST',
      token,
      body: { name: EDITOR, type: 'base', schema: editorSchema(refs.id) },
    });
    // one at a time, so `created` follows the numbering and the target (last) is the newest
    for (let n = 1; n <= fillers; n += 1) {
      await api(url, `/api/collections/${EDITOR}/records`, {
        method: 'POST',
        token,
        body: {
          title: `${FILLER_PREFIX}${String(n).padStart(2, '0')}`,
          count: n,
          done: n % 2 === 0,
          mail: `filler${n}@example.com`,
          site: `https://example.com/${n}`,
          due: n % 3 ? `2024-0${1 + (n % 9)}-1${n % 10} 10:00:00.000Z` : '',
          color: ['red', 'green', 'blue', ''][n % 4],
          tags: ['a', 'b', 'c', 'd', 'e'].filter((_, i) => (n >> i) & 1).slice(0, 3),
          data: { n, even: n % 2 === 0 },
          ref: refIds[n % refIds.length],
          body: `<p>Filler ${n}</p>`,
        },
      });
    }
    const form = new FormData();
    form.set('title', TARGET_TITLE);
    form.set('count', '42.5');
    form.set('done', 'true');
    form.set('mail', 'target@example.com');
    form.set('site', 'https://example.com/target');
    form.set('due', '2024-05-06 07:08:09.123Z');
    form.set('color', 'green');
    for (const t of ['a', 'c', 'e']) form.append('tags', t);
    form.set('data', JSON.stringify(TARGET_DATA));
    form.set('ref', refIds[0]);
    form.set('body', TARGET_BODY);
    for (let i = 1; i <= 5; i += 1)
      form.append('docs', new Blob([makePng(i * 7, 48 + i * 8)], { type: 'image/png' }), `doc-${i}.png`);
    const res = await fetch(`${url}/api/collections/${EDITOR}/records`, {
      method: 'POST',
      headers: { Authorization: token },
      body: form,
    });
    if (!res.ok) throw new Error(`editor target record: ${res.status} ${await res.text()}`);
    const target = await res.json();
    const problems = [];
    if (target.docs?.length !== 5) problems.push(`docs ${JSON.stringify(target.docs)}`);
    if (JSON.stringify(target.tags) !== '["a","c","e"]') problems.push(`tags ${JSON.stringify(target.tags)}`);
    if (target.done !== true || target.count !== 42.5 || target.ref !== refIds[0])
      problems.push('done/count/ref');
    if (JSON.stringify(target.data) !== JSON.stringify(TARGET_DATA))
      problems.push(`data ${JSON.stringify(target.data)}`);
    if (problems.length) throw new Error(`editor target record came back different: ${problems.join('; ')}`);
    for (const name of target.docs) {
      const thumb = await fetch(`${url}/api/files/${coll.id}/${target.id}/${name}?thumb=100x100`);
      await thumb.arrayBuffer();
      if (!thumb.ok) throw new Error(`thumb of ${name}: ${thumb.status}`);
    }
    log(
      `created ${REFS} (3 records) and ${EDITOR} with ${fillers} fillers and the target ${target.id} (5 PNGs) through the API in ${Date.now() - t0} ms`,
    );
    out = { collectionId: coll.id, targetId: target.id, docs: target.docs };
  } finally {
    await server.stop();
  }
  cpSync(seedDir, stockDir, { recursive: true });
  return out;
}

// ---------------------------------------------------------------------------------------------

function probe({ rowSelector, title, dialogOnly, fields }) {
  const b = { rowAt: null, rowFrameAt: null, armed: false, clickAt: null, clickSeenAt: null };
  Object.assign(b, { editableAt: null, editableTag: null });
  Object.assign(b, { wholeAt: null, lastField: null, lastFieldAt: null, notReady: null, found: null });
  window.__ed = b;
  window.__longTasks = [];
  try {
    performance.setResourceTimingBufferSize(2000);
  } catch {
    // the default 250 entries are plenty here anyway
  }
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        window.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // longtask unsupported: the bench reports n/a
  }
  const mo = new MutationObserver(() => {
    for (const row of document.querySelectorAll(rowSelector)) {
      if (!(row.textContent ?? '').includes(title)) continue;
      b.rowAt = performance.now();
      requestAnimationFrame(() => (b.rowFrameAt = performance.now()));
      mo.disconnect();
      return;
    }
  });
  mo.observe(document, { childList: true, subtree: true, characterData: true });

  const find = () => {
    for (const el of document.querySelectorAll('input, textarea')) {
      if (el.value !== title || el.readOnly || el.matches(':disabled')) continue;
      if (dialogOnly && !el.closest('dialog[open]')) continue;
      const r = el.getBoundingClientRect();
      if (r.width <= 0 || r.height <= 0 || getComputedStyle(el).visibility === 'hidden') continue;
      // at least partly inside the viewport (a panel still sliding in from off-screen does not count)
      if (r.right <= 0 || r.bottom <= 0 || r.left >= innerWidth || r.top >= innerHeight) continue;
      return el;
    }
    return null;
  };
  window.__edFind = find;

  // The whole form: every field's control, found by the field's visible label, rendered and accepting
  // input. Only generic signals: a <label> whose text starts with the field's name (the stock UI adds
  // ' (UTC)' to a date's) gives its control (for= or nested) and its parent element, the field's
  // block, whose descendants are the candidates; an element named by aria-labelledby after such a
  // text (our multi-select group, code and rich-text editors) gives itself and its descendants.
  const inScope = (el) => !dialogOnly || !!el.closest('dialog[open]');
  const firstWord = (t) => (t ?? '').trim().split(/\s+/)[0];
  const rendered = (el) => {
    const r = el.getBoundingClientRect();
    if (r.width <= 0 || r.height <= 0) return false;
    const cs = getComputedStyle(el);
    return cs.visibility !== 'hidden' && cs.display !== 'none';
  };
  const accepting = (el) =>
    !el.matches(':disabled') &&
    !el.readOnly &&
    el.getAttribute('aria-disabled') !== 'true' &&
    !el.closest('[inert]');
  const ready = (el) => rendered(el) && accepting(el);
  // a native checkbox or file input styled away still counts when a label for it is on screen
  const reachable = (el) => accepting(el) && (rendered(el) || [...(el.labels ?? [])].some(rendered));
  const TEXT =
    'textarea, input:not([type]), input[type=text], input[type=number], input[type=email], input[type=url], input[type=date], input[type=datetime-local], input[type=tel], input[type=search]';
  const buttons = (c) => c.filter((el) => el.matches('button, [role=button]'));
  const allReady = (els) => els.length > 0 && els.every(ready);
  const editableFrame = (el) => {
    if (el.tagName !== 'IFRAME' || !ready(el)) return false;
    try {
      return !!el.contentDocument?.body?.isContentEditable;
    } catch {
      return false; // another origin
    }
  };
  // a short description of an element for the notes: <input type=email>, <div role=textbox>, …
  const describe = (el) => {
    const attr = ['type', 'role', 'contenteditable'].find((a) => el.hasAttribute(a));
    return `<${el.tagName.toLowerCase()}${attr ? ` ${attr}=${el.getAttribute(attr)}` : ''}>`;
  };
  const count = (b) => `${b.length} button${b.length === 1 ? '' : 's'}`;
  const some = (c, test) => {
    const el = c.find(test);
    return el ? describe(el) : null;
  };
  // each kind's test gives what made the field ready (for the notes), or null
  const READY = {
    text: (c) => some(c, (el) => el.matches(TEXT) && ready(el)),
    bool: (c) =>
      some(
        c,
        (el) =>
          (el.matches('input[type=checkbox]') && reachable(el)) ||
          (el.matches('[role=switch], [role=checkbox]') && ready(el)),
      ),
    select: (c) =>
      some(c, (el) => {
        if (el.matches('select, [role=combobox], [role=listbox]')) return ready(el);
        if (el.matches('[role=group], fieldset')) {
          const choices = [...el.querySelectorAll('input[type=checkbox], input[type=radio]')];
          return choices.length > 0 && choices.every(reachable);
        }
        // a custom select that takes keyboard focus (the stock UI's is a <div tabindex=0>)
        return (
          el.tabIndex >= 0 && !el.matches('a, button, input, textarea, label, [role=button]') && ready(el)
        );
      }),
    code: (c) => some(c, (el) => (el.matches(TEXT) && ready(el)) || (el.isContentEditable && rendered(el))),
    rich: (c) =>
      some(
        c,
        (el) =>
          (el.isContentEditable && rendered(el)) ||
          editableFrame(el) ||
          (el.matches('textarea') && ready(el)),
      ),
    // a file input that takes files (it may be hidden behind an upload button), and either that input
    // on screen or every button of the field (upload, remove) on screen and enabled
    file: (c) => {
      const input = c.find((el) => el.matches('input[type=file]') && accepting(el));
      if (!input) return null;
      if (rendered(input)) return describe(input);
      const b = buttons(c);
      return allReady(b) ? `${describe(input)} + ${count(b)}` : null;
    },
    // every button of the field (the picker's, remove) on screen and enabled
    relation: (c) => {
      const b = buttons(c);
      return allReady(b) ? count(b) : null;
    },
  };
  const candidates = () => {
    const byName = new Map(fields.map((f) => [f.name, []]));
    const add = (name, els) => byName.get(name)?.push(...els);
    for (const l of document.querySelectorAll('label')) {
      const name = firstWord(l.textContent);
      if (!byName.has(name) || !inScope(l)) continue;
      if (l.control) add(name, [l.control]);
      if (l.parentElement) add(name, l.parentElement.querySelectorAll('*'));
    }
    for (const el of document.querySelectorAll('[aria-labelledby]')) {
      if (!inScope(el)) continue;
      for (const id of el.getAttribute('aria-labelledby').split(/\s+/)) {
        const name = firstWord(document.getElementById(id)?.textContent);
        if (byName.has(name)) add(name, [el, ...el.querySelectorAll('*')]);
      }
    }
    return byName;
  };
  const since = Object.fromEntries(fields.map((f) => [f.name, null]));
  const found = {};
  const checkWhole = (t) => {
    const c = candidates();
    const notReady = [];
    for (const f of fields) {
      const how = READY[f.kind]([...new Set(c.get(f.name))]);
      found[f.name] = how;
      if (how) since[f.name] ??= t;
      else {
        since[f.name] = null;
        notReady.push(f.name);
      }
    }
    b.notReady = notReady;
    if (notReady.length) return;
    b.wholeAt = t;
    b.found = fields.map((f) => `${f.name} ${found[f.name]}`).join(', ');
    // the field that became ready last (and stayed ready): the one that decided the frame
    for (const f of fields)
      if (b.lastFieldAt === null || since[f.name] > b.lastFieldAt) {
        b.lastField = f.name;
        b.lastFieldAt = since[f.name];
      }
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
        if (b.editableAt === null) {
          const el = find();
          if (el) {
            b.editableAt = t;
            b.editableTag = el.tagName.toLowerCase();
            window.__edEl = el;
          }
        }
        // the whole form is looked at from the first field's frame on, so the heavier check does
        // not slow the frames the first-field row measures (the title is the first field)
        if (b.editableAt !== null) checkWhole(t);
        if (b.wholeAt === null && t - now < 30_000) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    },
    { capture: true },
  );
}

/**
 * Focuses the title input found after the click (caret at the end), then types TYPED with
 * `page.keyboard.type` (every character its own keydown/keypress/input/keyup, no delay) while a
 * `longtask` observer and an Event Timing observer (durationThreshold 16) run, then waits 2 frames.
 */
async function typeIntoTitle(page, timeoutMs) {
  const ready = await page.evaluate(() => {
    const el = window.__edEl?.isConnected ? window.__edEl : window.__edFind();
    if (!el) return false;
    window.__edEl = el;
    el.focus();
    el.setSelectionRange(el.value.length, el.value.length);
    const t = { start: performance.now(), longTasks: [], events: [], eventSupported: true };
    window.__edTyping = t;
    const lt = new PerformanceObserver((list) => t.longTasks.push(...list.getEntries()));
    lt.observe({ type: 'longtask', buffered: false });
    let ev = null;
    try {
      ev = new PerformanceObserver((list) => t.events.push(...list.getEntries()));
      ev.observe({ type: 'event', durationThreshold: 16, buffered: false });
    } catch {
      t.eventSupported = false;
    }
    t.stop = () => {
      t.longTasks.push(...lt.takeRecords());
      lt.disconnect();
      if (ev) {
        t.events.push(...ev.takeRecords());
        ev.disconnect();
      }
    };
    return document.activeElement === el;
  });
  if (!ready) return { na: 'the title input was gone or could not take focus' };
  const t0 = Date.now();
  await bounded(page.keyboard.type(TYPED, { delay: 0 }), timeoutMs, 'typing 200 characters');
  const typedMs = Date.now() - t0;
  const r = await page.evaluate(async (expected) => {
    const frame = () => new Promise((res) => requestAnimationFrame(res));
    await frame();
    await frame();
    const t = window.__edTyping;
    t.stop();
    const el = window.__edEl;
    const events = t.events.filter((e) => e.startTime >= t.start);
    const worst = events.reduce((w, e) => (!w || e.duration > w.duration ? e : w), null);
    return {
      maxLongTask: Math.round(Math.max(0, ...t.longTasks.map((e) => e.duration))),
      longTasks: t.longTasks.length,
      maxEvent: worst ? worst.duration : 0,
      maxEventName: worst?.name ?? null,
      slowEvents: events.length,
      eventSupported: t.eventSupported,
      valueOk: el.value === expected,
      valueLength: el.value.length,
      focused: document.activeElement === el,
    };
  }, TARGET_TITLE + TYPED);
  return { ...r, typedMs };
}

/**
 * Clicks the labelled controls named FOCUS_FIELDS (ours: inside the open dialog; stock: anywhere),
 * each bounded by `timeoutMs`, so their lazy code loads. Returns the names clicked and missed.
 */
async function focusFields(page, ui, timeoutMs) {
  const scope = ui === 'ours' ? page.locator('dialog[open]').last() : page;
  const clicked = [];
  const missed = [];
  for (const name of FOCUS_FIELDS) {
    try {
      await scope.getByLabel(name, { exact: true }).first().click({ timeout: timeoutMs });
      clicked.push(name);
    } catch (err) {
      missed.push(`${name} (${String(err.message).split('\n')[0]})`);
    }
  }
  return { clicked, missed };
}

/**
 * One run: a new context holding the signed-in session (cold HTTP cache, no drafts from earlier runs)
 * loads the collection's records screen; once the target's row is drawn and the page is quiet, its
 * title cell is clicked (after scrolling it into view and letting the page get quiet again) and the
 * probe times click → editable form. Once the editor is quiet, 200 characters are typed into the
 * title. With `withCode`, every JS/CSS response is recorded (gzip -9) and, after typing, the json,
 * rich-text and date fields are clicked; each file is put in the phase its request started in
 * (resource timing startTime): first view (≤ row frame), idle (before the click), open (click → focus
 * step), focus.
 */
async function editorRun(browser, storageState, ui, baseUrl, opts) {
  const { collectionId, timeoutMs, withCode, hover = false } = opts;
  const context = await browser.newContext({ storageState, viewport: VIEWPORT });
  await context.addInitScript(probe, {
    rowSelector: UI_SELECTORS[ui].row,
    title: TARGET_TITLE,
    dialogOnly: ui === 'ours',
    fields: EDITOR_FIELDS,
  });
  const out = { notes: [] };
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(timeoutMs);
    const code = withCode ? collectCode(page) : null;
    await page.goto(`${baseUrl}/_/#/collections?collectionId=${collectionId}`, { waitUntil: 'commit' });
    const row = page.locator(UI_SELECTORS[ui].row).filter({ hasText: TARGET_TITLE }).first();
    try {
      await row.waitFor({ state: 'visible', timeout: timeoutMs });
    } catch {
      return { ...out, na: `no row with '${TARGET_TITLE}' visible within ${timeoutMs / 1000} s` };
    }
    await page.waitForFunction(() => window.__ed.rowFrameAt !== null, null, { timeout: 5000 });
    out.rowFrameAt = await page.evaluate(() => window.__ed.rowFrameAt);
    if (!(await quiet(page, 10_000))) out.notes.push('page not quiet within 10 s of the first view');
    const cell = row.getByText(TARGET_TITLE, { exact: true }).first();
    const clickTarget = (await cell.count()) ? cell : row;
    await clickTarget.scrollIntoViewIfNeeded({ timeout: 5000 });
    if (!(await quiet(page, 10_000))) out.notes.push('page not quiet within 10 s before the click');
    if (hover) {
      // as a mouse user's pointer reaches the row before the click: whatever the page starts
      // loading when the pointer comes has come by the click
      await clickTarget.hover({ timeout: 5000 });
      if (!(await quiet(page, 10_000)))
        out.notes.push('page not quiet within 10 s of the pointer on the row');
    }

    await page.evaluate(() => (window.__ed.armed = true));
    await clickTarget.click({ timeout: 5000 });
    try {
      await page.waitForFunction(() => window.__ed.editableAt !== null, null, {
        timeout: timeoutMs,
        polling: 50,
      });
    } catch {
      const b = await page.evaluate(() => ({ ...window.__ed }));
      return {
        ...out,
        na:
          b.clickAt === null
            ? 'the click on the row never reached the page'
            : `no editable input holding '${TARGET_TITLE}'${ui === 'ours' ? ' in an open <dialog>' : ''} within ${timeoutMs / 1000} s of the click`,
      };
    }
    const whole = await page
      .waitForFunction(() => window.__ed.wholeAt !== null, null, { timeout: timeoutMs, polling: 50 })
      .then(
        () => true,
        () => false,
      );
    const b = await page.evaluate(() => ({ ...window.__ed }));
    Object.assign(out, {
      clickAt: b.clickAt,
      editableAt: b.editableAt,
      editableTag: b.editableTag,
      clickToEditable: b.editableAt - b.clickAt,
    });
    if (whole)
      Object.assign(out, {
        clickToWhole: b.wholeAt - b.clickAt,
        lastField: b.lastField,
        lastFieldSameFrame: b.lastFieldAt === b.editableAt,
        found: b.found,
      });
    else
      out.wholeNa = `not every field ready within ${timeoutMs / 1000} s of the click; not ready: ${(b.notReady ?? []).join(', ')}`;
    const openQuiet = await quiet(page, 15_000);
    if (!openQuiet) out.notes.push('editor not quiet within 15 s of opening');
    const tasks = await page.evaluate(() => [...window.__longTasks]);
    const settledAt = await page.evaluate(() => performance.now());
    out.openLongTask = Math.round(
      Math.max(
        0,
        ...tasks.filter((t) => t.start >= b.clickAt && t.start <= settledAt).map((t) => t.duration),
      ),
    );
    out.longTaskSupported = await page.evaluate(() =>
      (PerformanceObserver.supportedEntryTypes ?? []).includes('longtask'),
    );

    try {
      out.typing = await typeIntoTitle(page, 60_000);
    } catch (err) {
      out.typing = { na: String(err.message).split('\n')[0] };
    }

    if (code) {
      const focusAt = await page.evaluate(() => performance.now());
      const focus = await focusFields(page, ui, 5000);
      if (!(await quiet(page, 15_000))) out.notes.push('not quiet within 15 s after focusing the fields');
      const files = await code.snapshot();
      const refetched = await refetchEmptyBodies(files);
      if (refetched.length)
        out.notes.push(`${refetched.length} empty bodies refetched from Node: ${refetched.join(', ')}`);
      const starts = await resourceStarts(page);
      const phase = (start) =>
        start === undefined
          ? 'focus'
          : start <= out.rowFrameAt
            ? 'first'
            : start < b.clickAt
              ? 'idle'
              : start < focusAt
                ? 'open'
                : 'focus';
      const noTiming = files.filter((f) => starts[f.url] === undefined).map((f) => fileName(f.url));
      if (noTiming.length) out.notes.push(`no resource timing (counted as focus): ${noTiming.join(', ')}`);
      out.code = {
        files: files.map((f) => ({ ...f, name: fileName(f.url), phase: phase(starts[f.url]) })),
        focus,
      };
    }
    return out;
  } finally {
    await bounded(context.close(), 10_000, 'closing the context').catch(() => {});
  }
}

/**
 * The runs of both UIs in turns (pageTools runInterleaved: `uis` is [{name, url, use}], `use()`
 * pauses the other UI's server): each run is an editorRun in a new context holding that UI's session;
 * the first of each UI also measures the code. Every run is bounded by `runLimitMs`; a run that fails
 * or hits it gives a reason instead of numbers.
 */
export async function measureEditor(browser, uis, opts) {
  return runInterleaved(browser, uis, {
    admin: opts.admin,
    runs: opts.runs,
    runLimitMs: opts.runLimitMs ?? 180_000,
    log: opts.log,
    // each run measures the click with no pointer movement before it, then, in a new context, with
    // the pointer resting on the row first
    runOnce: async (storageState, ui, run) => {
      const base = { collectionId: opts.collectionId, timeoutMs: opts.timeoutMs };
      const plain = await editorRun(browser, storageState, ui.name, ui.url, { ...base, withCode: run === 1 });
      const hovered = await editorRun(browser, storageState, ui.name, ui.url, {
        ...base,
        withCode: false,
        hover: true,
      });
      return { ...plain, hovered };
    },
    describe: (data) => {
      const t = data.typing;
      const whole = data.wholeNa
        ? `whole form n/a — ${data.wholeNa}`
        : `whole form ${ms(data.clickToWhole)} (last: ${data.lastField})`;
      const h = data.hovered;
      const hovered = h?.na
        ? `pointer first: n/a — ${h.na}`
        : `pointer first: first field ${ms(h?.clickToEditable)}, whole form ${h?.wholeNa ? 'n/a' : ms(h?.clickToWhole)}`;
      return `click → first field <${data.editableTag}> ${ms(data.clickToEditable)}, ${whole}, ${hovered}, longest task opening ${ms(data.openLongTask)}; typing: ${t?.na ? `n/a — ${t.na}` : `longest task ${ms(t.maxLongTask)}, max event ${ms(t.maxEvent)}${t.maxEventName ? ` (${t.maxEventName})` : ''}, ${t.typedMs} ms${t.valueOk ? '' : `, value length ${t.valueLength}`}`}${data.code ? `; ${data.code.files.length} JS/CSS files` : ''}`;
    },
  });
}

// ---------------------------------------------------------------------------------------------

function summarize(r) {
  const ok = r.runs.filter((x) => !x.na);
  const out = { notes: [] };
  const reason = r.runs.find((x) => x.na)?.na ?? 'no run';
  // one value per attempted run (null for a failed one), so the verdict counts it as a miss
  const per = (f) => r.runs.map((x) => (x.na ? null : f(x)));
  const lt = ok.length && !ok[0].longTaskSupported ? NA('longtask API unsupported') : null;
  const wholeReason = r.runs.find((x) => x.wholeNa)?.wholeNa ?? reason;
  out.whole = statOr(
    per((x) => x.clickToWhole),
    wholeReason,
  );
  out.click = statOr(
    per((x) => x.clickToEditable),
    reason,
  );
  const hoverReason = r.runs.find((x) => x.hovered?.na)?.hovered.na ?? reason;
  out.clickHover = statOr(
    per((x) => (x.hovered && !x.hovered.na ? x.hovered.clickToEditable : null)),
    hoverReason,
  );
  out.wholeHover = statOr(
    per((x) => (x.hovered && !x.hovered.na && !x.hovered.wholeNa ? x.hovered.clickToWhole : null)),
    r.runs.find((x) => x.hovered?.wholeNa)?.hovered.wholeNa ?? hoverReason,
  );
  out.openTask =
    lt ??
    statOr(
      per((x) => x.openLongTask),
      reason,
    );
  const typing = (x) => (x.typing && !x.typing.na ? x.typing : null);
  const typingReason = ok.find((x) => x.typing?.na)?.typing.na ?? reason;
  out.typeTask =
    lt ??
    statOr(
      per((x) => typing(x)?.maxLongTask),
      typingReason,
    );
  out.typeEvent = ok.some((x) => typing(x) && !x.typing.eventSupported)
    ? NA('Event Timing unsupported')
    : statOr(
        per((x) => typing(x)?.maxEvent),
        typingReason,
      );
  out.tag = ok[0]?.editableTag ?? null;
  out.typed = ok.map(typing).filter(Boolean);
  out.lastFields = r.runs.map((x) =>
    x.na ? '—' : x.wholeNa ? 'n/a' : `${x.lastField}${x.lastFieldSameFrame ? ' (with the first field)' : ''}`,
  );
  out.found = r.runs.find((x) => x.found)?.found ?? null;
  for (const [i, x] of r.runs.entries()) {
    for (const n of x.notes ?? []) out.notes.push(`run ${i + 1}: ${n}`);
    if (x.wholeNa) out.notes.push(`run ${i + 1}: whole form n/a — ${x.wholeNa}`);
    if (x.typing && !x.typing.na && !x.typing.valueOk)
      out.notes.push(
        `run ${i + 1}: after typing the title holds ${x.typing.valueLength} characters, not ${TARGET_TITLE.length + TYPED.length}`,
      );
  }
  const code = r.runs[0]?.code;
  if (code) {
    const by = (p) => code.files.filter((f) => f.phase === p);
    out.files = { first: by('first'), idle: by('idle'), open: by('open'), focus: by('focus') };
    out.first = sumGzip(out.files.first);
    out.idle = sumGzip(out.files.idle);
    out.open = sumGzip(out.files.open);
    out.focusKb = sumGzip(out.files.focus);
    out.editorTotal = out.idle + out.open + out.focusKb;
    out.focus = code.focus;
    const lazy = code.files.filter((f) => LAZY_CHUNKS.test(f.name));
    out.lazySeen = lazy.map((f) => `${f.name} (${f.phase})`);
    out.lazyAbsent = lazy.length ? !lazy.some((f) => f.phase === 'first') : null;
  } else {
    const why = NA(r.runs[0]?.na ?? 'not measured');
    Object.assign(out, {
      first: why,
      idle: why,
      open: why,
      focusKb: why,
      editorTotal: why,
      lazyAbsent: null,
    });
  }
  return out;
}

/** Prints the editor table with goals for ours; returns the per-UI summaries. */
export function printEditor(results, { runs, budget, verbose }) {
  const ours = summarize(results.ours);
  const stock = summarize(results.stock);
  const num = (v) => typeof v === 'number';
  const size = (plus) => (v) => (num(v) ? `${plus ? '+' : ''}${kb(v)}` : String(v));
  const budgetStatus = (v) => (num(v) ? (v <= budget ? 'PASS' : 'OVER') : 'n/a');
  const eventFmt = (x) => (x === 0 ? '<16' : String(Math.round(x)));
  const timeRows = [
    {
      label: 'click → whole form editable',
      key: 'whole',
      goal: { text: '≤ 0.5× stock', factor: 0.5 },
    },
    { label: 'click → first field editable', key: 'click' },
    { label: 'the same, pointer on the row first: whole form', key: 'wholeHover' },
    { label: 'the same, pointer on the row first: first field', key: 'clickHover' },
    { label: 'longest task, click → editor quiet', key: 'openTask' },
    {
      label: `longest task while typing ${TYPED.length} chars`,
      key: 'typeTask',
      goal: { text: '≤ 50 ms', max: 50 },
    },
    { label: 'max keystroke event duration', key: 'typeEvent', fmt: eventFmt },
  ];
  const sizeRows = [
    {
      label: 'JS + CSS gzip, first view (to target row)',
      key: 'first',
      fmt: size(false),
      goal: { text: `≤ ${kb(budget)}`, status: budgetStatus(ours.first) },
    },
    { label: '+ loaded at idle after first view', key: 'idle', fmt: size(true) },
    { label: '+ opening the editor, typing', key: 'open', fmt: size(true) },
    { label: '+ focusing json, rich-text, date fields', key: 'focusKb', fmt: size(true) },
    { label: '= editor code beyond the first view', key: 'editorTotal', fmt: size(true) },
  ];
  console.log(
    `\nPart 4 — record editor, '${TARGET_TITLE}' in ${EDITOR} (${EDITOR_FIELDS.length} fields of 11 types, 5 files; times: median (min–max) of ${runs} runs per UI, ours and stock in turns, each a new tab in a new context; sizes: run 1)\n`,
  );
  const lazyCell = (s) => (s.lazyAbsent === null ? 'n/a' : s.lazyAbsent ? 'yes' : 'no');
  const lazyStatus = ours.lazyAbsent === null ? 'n/a' : ours.lazyAbsent ? 'PASS' : 'OVER';
  table(COMPARISON_HEADER, [
    ...comparisonRows([...timeRows, ...sizeRows], ours, stock),
    ['rich-text and date chunks out of first view', lazyCell(ours), '—', '', 'yes', lazyStatus],
  ]);
  const notes = [];
  const sides = [
    ['ours', ours],
    ['stock', stock],
  ];
  for (const [name, s] of sides) {
    const na = [...timeRows, ...sizeRows].filter(({ key }) => isNa(s[key]));
    for (const { label, key } of na) notes.push(`  ${name} · ${label}: n/a — ${s[key].na}`);
    notes.push(`  ${name} · last field ready, per run: ${s.lastFields.join(', ')}`);
    if (s.found) notes.push(`  ${name} · whole form: each field's control as found: ${s.found}`);
    if (s.tag) notes.push(`  ${name} · the editable title is a <${s.tag}>`);
    if (s.typed.length) {
      const t = s.typed;
      notes.push(
        `  ${name} · typing took ${t.map((x) => `${x.typedMs} ms`).join(', ')}; long tasks ${t.map((x) => x.longTasks).join(', ')}; events ≥ 16 ms ${t.map((x) => x.slowEvents).join(', ')}; slowest ${t.map((x) => x.maxEventName ?? '—').join(', ')}`,
      );
    }
    if (s.focus?.missed.length) notes.push(`  ${name} · fields not focused: ${s.focus.missed.join('; ')}`);
    if (name === 'ours' && s.lazySeen)
      notes.push(
        `  ours · lazy chunks seen: ${s.lazySeen.length ? s.lazySeen.join(', ') : `none named like ${LAZY_CHUNKS} (so the yes/no row is n/a)`}`,
      );
    for (const n of s.notes) notes.push(`  ${name} · ${n}`);
  }
  if (notes.length) console.log(`\n${notes.join('\n')}`);
  console.log(`\n  per run, in run order:\n${perRunLines(timeRows, sides).join('\n')}`);
  if (verbose)
    for (const [name, s] of sides) {
      if (!s.files) continue;
      for (const p of ['first', 'idle', 'open', 'focus']) {
        if (!s.files[p].length) continue;
        console.log(`  ${name} · ${p}:`);
        for (const f of [...s.files[p]].sort((a, b) => b.gzip - a.gzip))
          console.log(`    ${kb(f.gzip).padStart(9)}  ${new URL(f.url).pathname}`);
      }
    }
  return { ours, stock };
}
