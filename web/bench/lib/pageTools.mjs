// Helpers shared by the editor parts (4: record editor, 5: collection editor): signed-in sessions,
// "page is quiet" waits, bounded steps and re-fetching empty bodies.
import { gzipSync } from 'node:zlib';
import { interleave, NA } from './compare.mjs';
import { signIn } from './logs.mjs';

export const QUIET_MS = 500;
export const VIEWPORT = { width: 1280, height: 860 };

export { isNa, NA } from './compare.mjs';
export const fileName = (url) => new URL(url).pathname.split('/').pop();

/** Signs in through the UI's own login form in a throwaway context; returns its storage state. */
export async function signedInState(browser, ui, baseUrl, admin) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  await signIn(page, ui, baseUrl, admin);
  const storageState = await context.storageState();
  await context.close();
  return storageState;
}

/**
 * Waits until the page has been quiet for `quietMs`: no new resource-timing entry and no long task
 * ending in that window (a condition polled every 100 ms, bounded by `timeoutMs`). Resolves to
 * whether it got quiet. Needs the probe's `window.__longTasks` ({start, duration}).
 */
export function quiet(page, timeoutMs, quietMs = QUIET_MS) {
  return page
    .evaluate(() => delete window.__edQuiet)
    .then(() =>
      page.waitForFunction(
        (q) => {
          const now = performance.now();
          const n = performance.getEntriesByType('resource').length;
          const s = (window.__edQuiet ??= { n, since: now });
          if (n !== s.n) Object.assign(s, { n, since: now });
          const lastTask = (window.__longTasks ?? []).reduce((m, t) => Math.max(m, t.start + t.duration), 0);
          return now - Math.max(s.since, lastTask) >= q;
        },
        quietMs,
        { polling: 100, timeout: timeoutMs },
      ),
    )
    .then(
      () => true,
      () => false,
    );
}

/** Rejects with `what` after `limitMs`, so a hung step ends the run with a reason. */
export function bounded(promise, limitMs, what) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what}: no end within ${limitMs / 1000} s`)), limitMs);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * A body the browser hands back empty (seen for some of the stock UI's scripts) is fetched again from
 * Node: the files are public static files, so these are the bytes the page got. Updates `files` in
 * place; returns the names refetched.
 */
export async function refetchEmptyBodies(files) {
  const refetched = [];
  for (const f of files) {
    if (f.raw > 0) continue;
    try {
      const res = await fetch(f.url, { signal: AbortSignal.timeout(10_000) });
      const body = Buffer.from(await res.arrayBuffer());
      if (!res.ok || !body.length) continue;
      Object.assign(f, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
      refetched.push(fileName(f.url));
    } catch {
      // keep the empty body; the caller's note lists what was refetched
    }
  }
  return refetched;
}

/** The request start (resource timing startTime) of every URL the page requested, first one wins. */
export function resourceStarts(page) {
  return page.evaluate(() => {
    const m = {};
    for (const e of performance.getEntriesByType('resource')) m[e.name] ??= e.startTime;
    return m;
  });
}

/**
 * The runs of one bench part that compares UIs. `uis` is [{name, url, use}], where `use()` makes that
 * UI's server the only one running (servers.mjs useOnly: the other is paused with SIGSTOP). Each UI
 * signs in through its own login form once (or takes its session from `sessions`, a map shared by
 * several calls of one part, which gets the new ones); then the runs go in turns, run 1 of each UI,
 * run 2 of each UI… (compare.mjs interleave), each `runOnce(storageState, ui, run)` bounded by
 * `runLimitMs` (a run that fails or hits it gives a reason instead of numbers) and logged with
 * `describe(data, ui, run)`. A UI whose first run fails is not tried again.
 */
export async function runInterleaved(
  browser,
  uis,
  { admin, runs, runLimitMs, log, runOnce, describe, label = '', sessions = new Map() },
) {
  const results = {};
  for (const ui of uis) {
    results[ui.name] = { runs: [] };
    if (sessions.has(ui.name)) continue;
    await ui.use();
    sessions.set(ui.name, await signedInState(browser, ui.name, ui.url, admin));
  }
  const givenUp = new Set();
  const what = label ? ` ${label}` : '';
  for (const { run, ui } of interleave(uis, runs)) {
    if (givenUp.has(ui.name)) continue;
    await ui.use();
    let data;
    try {
      data = await bounded(runOnce(sessions.get(ui.name), ui, run), runLimitMs, `run ${run}`);
    } catch (err) {
      data = NA(String(err.message).split('\n')[0]);
    }
    results[ui.name].runs.push(data);
    log(
      data.na
        ? `${ui.name}${what} run ${run}: n/a — ${data.na}`
        : `${ui.name}${what} run ${run}: ${describe(data, ui, run)}`,
    );
    if (run === 1 && data.na) givenUp.add(ui.name); // one attempt is enough when the first run cannot even start
  }
  return results;
}
