// Sums the results of the test suites (Go, unit, browser) into one closing line, `N passed, M failed`.
// Checks (types, lint, format, gofmt, vet) are reported on their own line and are not counted as
// tests, but a failed check still makes the run fail (exit code 1).
//
// Rules:
// - a suite whose report is missing or unreadable counts as one failure (a crash never reads as green),
//   and so does a suite that exited non-zero although its report shows no failure;
// - skipped (and todo) tests are reported per suite, never counted as passed;
// - Go: every failure is counted once. A failed test fails its parent test and its package too, so a
//   failed test, subtest or package counts only when nothing below it failed: a subtest failure is one
//   failure (not three), a parent that fails on its own counts once, and a package fails on its own
//   (build failure, panic outside a test, timeout) only when none of its tests failed. Passed and
//   skipped tests are counted at the leaves: a parent with subtests is not a test of its own;
// - Vitest: a test file that failed without a failed test (it did not load) counts as one failure,
//   and so does a failed run with no failed test or file (an unhandled error);
// - Playwright: flaky tests (passed on retry) count as failed, and so does every run-level error
//   (`errors[]`, e.g. a global setup failure).
//
// CLI: node scripts/summary.mjs DIR — reads DIR/checks, DIR/go.json, DIR/vitest.json,
// DIR/playwright.json and DIR/<suite>.exit (written by scripts/test.sh), prints the summary and
// exits 1 when a test or a check failed.
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * @typedef {{ name: string, ok: boolean }} Check
 * @typedef {{ Action: string, Package?: string, Test?: string }} GoEvent
 * @typedef {{ name: string, passed: number, failed: number, skipped: number, notes: string[] }} Suite
 * @typedef {{
 *   checks: Check[] | null,
 *   go: GoEvent[] | null,
 *   vitest: any,
 *   playwright: any,
 *   exitCodes?: Record<string, number | undefined>,
 * }} Input
 */

/**
 * Counts the parsed reports; `null` stands for a missing or unreadable report. Pure.
 * @param {Input} input
 * @returns {{ lines: string[], passed: number, failed: number, checksOk: boolean, exitCode: 0 | 1 }}
 */
export function summarize({ checks, go, vitest, playwright, exitCodes = {} }) {
  const suites = [goSuite(go), vitestSuite(vitest), playwrightSuite(playwright)];
  for (const suite of suites) {
    const code = exitCodes[suite.name];
    if (code && suite.failed === 0) {
      suite.failed = 1;
      suite.notes.push(`exited ${code} with no failure in its report`);
    }
  }

  const checksOk = checks !== null && checks.every((c) => c.ok);
  const lines = [
    checks === null
      ? 'checks: report missing, FAILED'
      : `checks: ${checks.map((c) => `${c.name} ${c.ok ? 'ok' : 'FAILED'}`).join(', ') || 'none'}`,
  ];
  let passed = 0;
  let failed = 0;
  for (const s of suites) {
    passed += s.passed;
    failed += s.failed;
    const notes = s.notes.length ? ` (${s.notes.join('; ')})` : '';
    lines.push(`${s.name}: ${s.passed} passed, ${s.failed} failed, ${s.skipped} skipped${notes}`);
  }
  lines.push(`${passed} passed, ${failed} failed`);
  return { lines, passed, failed, checksOk, exitCode: failed === 0 && checksOk ? 0 : 1 };
}

/** @returns {Suite} */
function missing(name) {
  return { name, passed: 0, failed: 1, skipped: 0, notes: ['report missing or unreadable'] };
}

/**
 * `go test -json` events. Each test's last terminal action (pass, fail, skip) wins.
 * @param {GoEvent[] | null} events
 * @returns {Suite}
 */
function goSuite(events) {
  if (events === null) return missing('go');
  if (events.length === 0) return { ...missing('go'), notes: ['report empty'] };
  /** @type {Map<string, Map<string, string>>} package → test → action */
  const tests = new Map();
  /** @type {Set<string>} */
  const failedPackages = new Set();
  for (const ev of events) {
    if (!ev.Package || !['pass', 'fail', 'skip'].includes(ev.Action)) continue;
    if (!ev.Test) {
      if (ev.Action === 'fail') failedPackages.add(ev.Package);
      continue;
    }
    if (!tests.has(ev.Package)) tests.set(ev.Package, new Map());
    tests.get(ev.Package).set(ev.Test, ev.Action);
  }

  const suite = { name: 'go', passed: 0, failed: 0, skipped: 0, notes: [] };
  const packageFailures = [];
  for (const pkg of new Set([...tests.keys(), ...failedPackages])) {
    const results = tests.get(pkg) ?? new Map();
    const names = [...results.keys()];
    const below = (name) => names.filter((other) => other.startsWith(name + '/'));
    let failedHere = 0;
    for (const [name, action] of results) {
      const children = below(name);
      if (action === 'fail') {
        // counted here only when no subtest below it failed (that one is counted instead)
        if (!children.some((c) => results.get(c) === 'fail')) failedHere++;
      } else if (children.length === 0) {
        if (action === 'pass') suite.passed++;
        else suite.skipped++;
      }
    }
    if (failedHere === 0 && failedPackages.has(pkg)) {
      failedHere = 1;
      packageFailures.push(pkg);
    }
    suite.failed += failedHere;
  }
  if (packageFailures.length) {
    suite.notes.push(`package failed with no failed test, e.g. build failure: ${packageFailures.join(', ')}`);
  }
  return suite;
}

/**
 * Vitest's JSON reporter (vitest 4).
 * @returns {Suite}
 */
function vitestSuite(report) {
  if (!isObject(report) || typeof report.numPassedTests !== 'number') return missing('unit');
  const suite = {
    name: 'unit',
    passed: report.numPassedTests,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    notes: [],
  };
  const brokenFiles = (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed'),
  );
  if (brokenFiles.length) {
    suite.failed += brokenFiles.length;
    suite.notes.push(
      `test file failed with no failed test, e.g. import error: ${brokenFiles.map((f) => shortPath(f.name)).join(', ')}`,
    );
  }
  if (report.success === false && suite.failed === 0) {
    suite.failed = 1;
    suite.notes.push('run failed (unhandled error)');
  }
  return suite;
}

/**
 * Playwright's JSON reporter.
 * @returns {Suite}
 */
function playwrightSuite(report) {
  if (!isObject(report) || !isObject(report.stats)) return missing('browser');
  const s = report.stats;
  const errors = Array.isArray(report.errors) ? report.errors.length : 0;
  const flaky = s.flaky ?? 0;
  const notes = [];
  if (flaky) notes.push(`${flaky} flaky`);
  if (errors) notes.push(`${errors} run error${errors > 1 ? 's' : ''}, e.g. global setup`);
  return {
    name: 'browser',
    passed: s.expected ?? 0,
    failed: (s.unexpected ?? 0) + flaky + errors,
    skipped: s.skipped ?? 0,
    notes,
  };
}

function isObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function shortPath(path) {
  return String(path).split('/').slice(-2).join('/');
}

/**
 * `go test -json` output, one event per line. Plain-text `FAIL <pkg> [build failed]` lines (Go before
 * 1.24 printed build failures outside the JSON stream) become package failures; other lines are skipped.
 * @param {string} text
 * @returns {GoEvent[]}
 */
export function parseGoEvents(text) {
  const events = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('{')) {
      try {
        events.push(JSON.parse(line));
      } catch {
        // a line cut short by a crash; the exit code still fails the suite
      }
      continue;
    }
    const plain = /^FAIL\s+(\S+)\s+\[(build|setup) failed\]/.exec(line);
    if (plain) events.push({ Action: 'fail', Package: plain[1] });
  }
  return events;
}

/**
 * The checks file written by scripts/test.sh: `NAME EXIT_CODE` per line.
 * @param {string} text
 * @returns {Check[]}
 */
export function parseChecks(text) {
  return text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      const [name, code] = line.trim().split(/\s+/);
      return { name, ok: code === '0' };
    });
}

function readReports(dir) {
  const read = (file) => {
    try {
      return readFileSync(join(dir, file), 'utf8');
    } catch {
      return null;
    }
  };
  const json = (file) => {
    const text = read(file);
    if (text === null) return null;
    try {
      return JSON.parse(text);
    } catch {
      return null;
    }
  };
  const exitCodes = {};
  for (const suite of ['go', 'unit', 'browser']) {
    const text = read(`${suite}.exit`);
    if (text !== null && /^\d+$/.test(text.trim())) exitCodes[suite] = Number(text.trim());
  }
  const checks = read('checks');
  const go = read('go.json');
  return {
    checks: checks === null ? null : parseChecks(checks),
    go: go === null ? null : parseGoEvents(go),
    vitest: json('vitest.json'),
    playwright: json('playwright.json'),
    exitCodes,
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === realpathSync(process.argv[1])) {
  const dir = process.argv[2];
  if (!dir || !existsSync(dir)) {
    console.error('usage: node scripts/summary.mjs DIR (the results directory of scripts/test.sh)');
    process.exit(2);
  }
  const result = summarize(readReports(dir));
  console.log(result.lines.join('\n'));
  process.exitCode = result.exitCode;
}
