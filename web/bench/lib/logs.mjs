// Logs-screen speed, measured through generic browser signals only, so the same code measures our
// dashboard and the stock PocketBase admin UI.
//
// In-page probe (installed with addInitScript before any app code runs), all times are
// performance.now() values, i.e. milliseconds since the page's navigation start:
//   rowsAt            a DOM mutation inserted the newest seeded log's URL text
//   rowsFrameAt       the animation frame after that insertion (≈ rows drawn)
//   listResponseEnd   resource timing responseEnd of the first GET /api/logs/requests
//   statsResponseEnd  resource timing responseEnd of the first GET /api/logs/requests/stats
//   canvasAt          first frame with a visible <canvas> of non-zero size
//   chartPaintedAt    first frame (checked every 3rd) after the stats response with a visible,
//                     non-blank canvas (copied into a small scratch canvas, so the app's own canvas
//                     never gets a context created by us)
//   chartReadyAt      first frame with [data-chart-ready="true"] (our dashboard only)
// window.__longTasks collects every 'longtask' entry ({start, duration}).

function probe(target) {
  const b = {
    rowsAt: null,
    rowsFrameAt: null,
    listResponseEnd: null,
    statsResponseEnd: null,
    canvasAt: null,
    chartPaintedAt: null,
    chartReadyAt: null,
  };
  window.__bench = b;
  window.__benchStop = false;
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
      for (const e of list.getEntries()) {
        const path = new URL(e.name, location.href).pathname;
        if (path === '/api/logs/requests' && b.listResponseEnd === null) b.listResponseEnd = e.responseEnd;
        if (path === '/api/logs/requests/stats' && b.statsResponseEnd === null)
          b.statsResponseEnd = e.responseEnd;
      }
    }).observe({ type: 'resource', buffered: true });
  } catch {
    // no resource timing
  }
  const has = (node) => !!node && (node.textContent ?? '').includes(target);
  const mo = new MutationObserver((mutations) => {
    for (const m of mutations) {
      if (m.type === 'characterData' ? has(m.target) : [...m.addedNodes].some(has)) {
        b.rowsAt = performance.now();
        requestAnimationFrame(() => (b.rowsFrameAt = performance.now()));
        mo.disconnect();
        return;
      }
    }
  });
  mo.observe(document, { childList: true, subtree: true, characterData: true });

  const scratch = document.createElement('canvas');
  scratch.width = 64;
  scratch.height = 32;
  const sctx = scratch.getContext('2d', { willReadFrequently: true });
  const nonBlank = (c) => {
    sctx.clearRect(0, 0, 64, 32);
    sctx.drawImage(c, 0, 0, 64, 32);
    const px = sctx.getImageData(0, 0, 64, 32).data;
    for (let i = 3; i < px.length; i += 4) if (px[i] !== 0) return true;
    return false;
  };
  let frame = 0;
  const tick = () => {
    if (window.__benchStop) return;
    const now = performance.now();
    frame += 1;
    if (b.chartReadyAt === null && document.querySelector('[data-chart-ready="true"]')) b.chartReadyAt = now;
    if (b.canvasAt === null || b.chartPaintedAt === null) {
      for (const c of document.querySelectorAll('canvas')) {
        const r = c.getBoundingClientRect();
        if (!(c.width > 0 && c.height > 0 && r.width > 0 && r.height > 0)) continue;
        if (b.canvasAt === null) b.canvasAt = now;
        const statsArrived = b.statsResponseEnd !== null && now >= b.statsResponseEnd;
        if (b.chartPaintedAt === null && statsArrived && frame % 3 === 0 && nonBlank(c))
          b.chartPaintedAt = now;
      }
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const listPath = (response) => new URL(response.url()).pathname === '/api/logs/requests';

/** A browser context signed in through the UI's own login form. */
export async function signedInContext(browser, ui, baseUrl, creds, target) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  await context.addInitScript(probe, target);
  const page = await context.newPage();
  await signIn(page, ui, baseUrl, creds);
  await page.close();
  return context;
}

/** Signs in through the UI's own login form and waits until the app has left the login route. */
export async function signIn(page, ui, baseUrl, creds) {
  await page.goto(`${baseUrl}/_/#/login`);
  if (ui === 'ours') {
    await page.getByLabel('Email').fill(creds.email);
    await page.getByLabel('Password').fill(creds.password);
    await page.getByRole('button', { name: 'Login' }).click();
  } else {
    await page.locator('input[type=email]').fill(creds.email);
    await page.locator('input[type=password]').fill(creds.password);
    await page.locator('input[type=password]').press('Enter');
  }
  await page.waitForFunction(() => !location.hash.includes('login'), null, { timeout: 20_000 });
  await page.waitForLoadState('networkidle').catch(() => {});
}

/**
 * One fresh page load of /_/#/logs in a signed-in context. Waits up to `timeoutMs` for the rows and the
 * chart; returns the probe's times plus whether the newest URL was actually visible (Playwright check).
 * The page is returned open so the caller can continue with the 10k-row run.
 */
export async function firstView(context, ui, baseUrl, target, timeoutMs) {
  const page = await context.newPage();
  const deadline = Date.now() + timeoutMs;
  const left = () => Math.max(1, deadline - Date.now());
  await page.goto(`${baseUrl}/_/#/logs`, { waitUntil: 'commit' });
  const rowsVisible = await page
    .getByText(target)
    .first()
    .waitFor({ state: 'visible', timeout: left() })
    .then(
      () => true,
      () => false,
    );
  const chartDone =
    ui === 'ours'
      ? '(b) => b.chartPaintedAt !== null && b.chartReadyAt !== null'
      : '(b) => b.chartPaintedAt !== null';
  await page
    .waitForFunction(`(${chartDone})(window.__bench)`, null, { timeout: left(), polling: 100 })
    .catch(() => {});
  if (rowsVisible)
    await page.waitForFunction(() => window.__bench.rowsFrameAt !== null, null, { timeout: 5000 });
  const probeData = await page.evaluate(() => ({ ...window.__bench }));
  return { page, rowsVisible, ...probeData };
}

/**
 * Clicks "Load more…" until `targetRows` rows are loaded or `capMs` passes, then wheels the list from top
 * to bottom. Rows loaded are counted from the list API responses ((page-1)·perPage + items), which works
 * for any UI; the 'Showing X of Y' text is read too when present.
 */
export async function loadAndScroll(
  page,
  { targetRows = 10_000, capMs = 100_000, scrollCapMs = 30_000 } = {},
) {
  const result = { clicks: 0, rows: 0, totalItems: null, showing: null, loadMs: null, capped: false };
  let lastResponseRows = 0;
  const countRows = async (response) => {
    try {
      const json = await response.json();
      const rows = (json.page - 1) * json.perPage + json.items.length;
      lastResponseRows = Math.max(lastResponseRows, rows);
      result.totalItems = json.totalItems;
    } catch {
      // not JSON
    }
  };
  const onResponse = async (response) => {
    if (!listPath(response) || response.request().method() !== 'GET') return;
    await countRows(response);
  };
  page.on('response', onResponse);
  await page.evaluate(() => (window.__benchStop = true));
  const button = page.getByRole('button', { name: /^Load more/ });
  if (
    !(await button
      .first()
      .isVisible()
      .catch(() => false))
  ) {
    await button
      .first()
      .waitFor({ state: 'visible', timeout: 10_000 })
      .catch(() => {});
  }
  if (
    !(await button
      .first()
      .isVisible()
      .catch(() => false))
  ) {
    page.off('response', onResponse);
    return { ...result, reason: "no 'Load more' button" };
  }
  const loadStart = await page.evaluate(() => performance.now());
  const t0 = Date.now();
  // a log smaller than the target ends the loop once every row is loaded
  while (lastResponseRows < Math.min(targetRows, result.totalItems ?? Infinity)) {
    if (Date.now() - t0 > capMs) {
      result.capped = true;
      break;
    }
    const next = page.waitForResponse((r) => listPath(r), { timeout: 20_000 });
    // when the click fails first, this wait is never awaited: its own timeout must not crash the bench
    next.catch(() => {});
    try {
      await button.first().click({ timeout: 20_000 });
      // counted here too, so the loop's test sees this page before the next click
      await countRows(await next);
    } catch (err) {
      result.reason = `stopped: ${String(err.message).split('\n')[0]}`;
      break;
    }
    result.clicks += 1;
    await sleep(0);
  }
  // let the last page render before closing the loading window
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
  const loadEnd = await page.evaluate(() => performance.now());
  result.loadMs = Math.round(Date.now() - t0);
  result.rows = lastResponseRows;
  page.off('response', onResponse);
  const showingText = await page
    .getByText(/Showing\s+[\d,.\s]+\s+of\s+[\d,.\s]+/)
    .first()
    .textContent({ timeout: 1000 })
    .catch(() => null);
  result.showing = showingText?.trim() ?? null;

  const scroll = await scrollToBottom(page, scrollCapMs);
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

/** Finds the element that scrolls the most (or the document) and wheels it to the bottom in steps. */
async function scrollToBottom(page, capMs) {
  const target = await page.evaluate(() => {
    let best = null;
    let bestRange = 0;
    for (const el of document.querySelectorAll('*')) {
      const oy = getComputedStyle(el).overflowY;
      if (oy !== 'auto' && oy !== 'scroll') continue;
      const range = el.scrollHeight - el.clientHeight;
      if (range > bestRange) {
        best = el;
        bestRange = range;
      }
    }
    const doc = document.scrollingElement;
    const docRange = doc.scrollHeight - innerHeight;
    if (!best || docRange >= bestRange)
      return { kind: 'window', range: docRange, x: innerWidth / 2, y: innerHeight / 2 };
    best.setAttribute('data-bench-scroller', '');
    const r = best.getBoundingClientRect();
    const top = Math.max(0, r.top);
    const bottom = Math.min(innerHeight, r.bottom);
    const left = Math.max(0, r.left);
    const right = Math.min(innerWidth, r.right);
    return { kind: 'element', range: bestRange, x: (left + right) / 2, y: (top + bottom) / 2 };
  });
  const position = () =>
    page.evaluate(() => {
      const el = document.querySelector('[data-bench-scroller]') ?? document.scrollingElement;
      const range =
        el === document.scrollingElement ? el.scrollHeight - innerHeight : el.scrollHeight - el.clientHeight;
      return { top: el.scrollTop, range };
    });
  await page.evaluate(() => {
    const el = document.querySelector('[data-bench-scroller]') ?? document.scrollingElement;
    el.scrollTop = 0;
  });
  await page.mouse.move(target.x, target.y);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const start = await page.evaluate(() => performance.now());
  const t0 = Date.now();
  let steps = 0;
  let pos = await position();
  let stuck = 0;
  while (pos.top < pos.range - 2 && Date.now() - t0 < capMs && stuck < 20) {
    await page.mouse.wheel(0, 1200);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r())));
    steps += 1;
    const before = pos.top;
    pos = await position();
    stuck = pos.top > before ? 0 : stuck + 1;
  }
  const end = await page.evaluate(() => performance.now());
  return {
    start,
    end,
    steps,
    kind: target.kind,
    scrolledPx: Math.round(pos.top),
    rangePx: Math.round(pos.range),
    reachedBottom: pos.top >= pos.range - 2,
    ms: Date.now() - t0,
  };
}
