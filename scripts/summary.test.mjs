// Runs in the web Vitest suite (web/vite.config.ts includes ../scripts/**/*.test.mjs).
// The reports below are trimmed from real `go test -json`, Vitest 4 and Playwright JSON output.
import { parseChecks, parseGoEvents, summarize } from './summary.mjs';

const checksOk = parseChecks('typecheck 0\neslint 0\nprettier 0\ngofmt 0\nvet 0\n');
const vitestOk = {
  numPassedTests: 3,
  numFailedTests: 0,
  numPendingTests: 0,
  numTodoTests: 0,
  success: true,
  testResults: [{ name: '/repo/web/src/a.test.ts', status: 'passed', assertionResults: [] }],
};
const playwrightOk = { stats: { expected: 2, unexpected: 0, flaky: 0, skipped: 0 }, errors: [] };
const goLines = (...events) => events.map((e) => JSON.stringify(e)).join('\n');
const goOk = parseGoEvents(
  goLines(
    { Action: 'run', Package: 'larder/server', Test: 'TestServe' },
    { Action: 'pass', Package: 'larder/server', Test: 'TestServe' },
    { Action: 'pass', Package: 'larder/server' },
  ),
);

function run(overrides) {
  return summarize({ checks: checksOk, go: goOk, vitest: vitestOk, playwright: playwrightOk, ...overrides });
}
const line = (result, suite) => result.lines.find((l) => l.startsWith(`${suite}:`));

describe('CI summary', () => {
  it('all green: checks on their own line, tests only in the totals, exit 0', () => {
    const result = run({});
    expect(result.lines).toEqual([
      'checks: typecheck ok, eslint ok, prettier ok, gofmt ok, vet ok',
      'go: 1 passed, 0 failed, 0 skipped',
      'unit: 3 passed, 0 failed, 0 skipped',
      'browser: 2 passed, 0 failed, 0 skipped',
      '6 passed, 0 failed',
    ]);
    expect(result.exitCode).toBe(0);
  });

  it('counts a failing Go test once, not again for its package', () => {
    const go = parseGoEvents(
      goLines(
        { Action: 'start', Package: 'larder/server' },
        { Action: 'run', Package: 'larder/server', Test: 'TestServe' },
        { Action: 'output', Package: 'larder/server', Test: 'TestServe', Output: '--- FAIL: TestServe\n' },
        { Action: 'fail', Package: 'larder/server', Test: 'TestServe' },
        { Action: 'pass', Package: 'larder/server', Test: 'TestOther' },
        { Action: 'fail', Package: 'larder/server' },
      ),
    );
    const result = run({ go });
    expect(line(result, 'go')).toBe('go: 1 passed, 1 failed, 0 skipped');
    expect(result.failed).toBe(1);
    expect(result.exitCode).toBe(1);
  });

  it('counts a failing Go subtest once (not again for its parent and package); passes are counted at the leaves', () => {
    const go = parseGoEvents(
      goLines(
        { Action: 'run', Package: 'p', Test: 'TestParent' },
        { Action: 'pass', Package: 'p', Test: 'TestParent/a' },
        { Action: 'fail', Package: 'p', Test: 'TestParent/b' },
        { Action: 'fail', Package: 'p', Test: 'TestParent' },
        // a parent failing on its own, after its subtests passed, is one failure too
        { Action: 'pass', Package: 'p', Test: 'TestOwn/a' },
        { Action: 'fail', Package: 'p', Test: 'TestOwn' },
        { Action: 'fail', Package: 'p' },
      ),
    );
    expect(line(run({ go }), 'go')).toBe('go: 2 passed, 2 failed, 0 skipped');
  });

  it('counts a Go build failure once', () => {
    // Go 1.24+: build-output/build-fail events, then the package's fail event (no Test)
    const go = parseGoEvents(
      goLines(
        { ImportPath: 'p [p.test]', Action: 'build-output', Output: 'undefined: x\n' },
        { ImportPath: 'p [p.test]', Action: 'build-fail' },
        { Action: 'start', Package: 'p' },
        { Action: 'fail', Package: 'p', FailedBuild: 'p [p.test]' },
        { Action: 'pass', Package: 'q', Test: 'TestQ' },
        { Action: 'pass', Package: 'q' },
      ),
    );
    const result = run({ go });
    expect(line(result, 'go')).toMatch(/^go: 1 passed, 1 failed, 0 skipped \(.*: p\)$/);
    expect(result.failed).toBe(1);
    // older Go printed the build failure as plain text outside the JSON stream
    const plain = parseGoEvents('FAIL\tp [build failed]\n' + goLines({ Action: 'fail', Package: 'p' }));
    expect(run({ go: plain }).failed).toBe(1);
  });

  it('reports skipped tests per suite and does not count them as passed', () => {
    const go = parseGoEvents(
      goLines(
        { Action: 'pass', Package: 'p', Test: 'TestA' },
        { Action: 'skip', Package: 'p', Test: 'TestB' },
        { Action: 'pass', Package: 'p' },
      ),
    );
    const vitest = { ...vitestOk, numPassedTests: 120, numPendingTests: 1, numTodoTests: 1 };
    const playwright = { ...playwrightOk, stats: { ...playwrightOk.stats, skipped: 3 } };
    const result = run({ go, vitest, playwright });
    expect(line(result, 'go')).toBe('go: 1 passed, 0 failed, 1 skipped');
    expect(line(result, 'unit')).toBe('unit: 120 passed, 0 failed, 2 skipped');
    expect(line(result, 'browser')).toBe('browser: 2 passed, 0 failed, 3 skipped');
    expect(result.lines.at(-1)).toBe('123 passed, 0 failed');
    expect(result.exitCode).toBe(0);
  });

  it('counts a missing or unreadable report as one failure', () => {
    for (const suite of ['go', 'vitest', 'playwright']) {
      const result = run({ [suite]: null });
      expect(result.failed).toBe(1);
      expect(result.exitCode).toBe(1);
      expect(result.lines.join('\n')).toContain(
        '0 passed, 1 failed, 0 skipped (report missing or unreadable)',
      );
    }
    expect(run({ go: parseGoEvents('') }).failed).toBe(1);
    expect(run({ vitest: { unexpected: 'shape' } }).failed).toBe(1);
    expect(run({ playwright: [] }).failed).toBe(1);
  });

  it('counts a suite that exited non-zero with a clean report as one failure', () => {
    const result = run({ exitCodes: { go: 0, unit: 0, browser: 1 } });
    expect(line(result, 'browser')).toBe(
      'browser: 2 passed, 1 failed, 0 skipped (exited 1 with no failure in its report)',
    );
    expect(result.failed).toBe(1);
  });

  it('keeps a failed check out of the totals but exits non-zero', () => {
    const result = run({ checks: parseChecks('typecheck 0\neslint 1\nprettier 0\ngofmt 0\nvet 0\n') });
    expect(result.lines[0]).toBe('checks: typecheck ok, eslint FAILED, prettier ok, gofmt ok, vet ok');
    expect(result.lines.at(-1)).toBe('6 passed, 0 failed');
    expect(result.exitCode).toBe(1);
    expect(run({ checks: null }).exitCode).toBe(1);
  });

  it('counts flaky Playwright tests and run errors (global setup) as failed', () => {
    const flaky = run({
      playwright: { stats: { expected: 1, unexpected: 1, flaky: 1, skipped: 1 }, errors: [] },
    });
    expect(line(flaky, 'browser')).toBe('browser: 1 passed, 2 failed, 1 skipped (1 flaky)');
    expect(flaky.exitCode).toBe(1);
    const setup = run({
      playwright: {
        stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0 },
        errors: [{ message: 'Error: server did not start' }],
      },
    });
    expect(setup.failed).toBe(1);
  });

  it('counts a Vitest file that did not load, and a failed run with no failed test, as failures', () => {
    const vitest = {
      ...vitestOk,
      numPassedTests: 1,
      numFailedTests: 1,
      success: false,
      testResults: [
        { name: '/repo/web/src/a.test.ts', status: 'failed', assertionResults: [{ status: 'failed' }] },
        {
          name: '/repo/web/src/b.test.ts',
          status: 'failed',
          message: 'Cannot find module',
          assertionResults: [],
        },
      ],
    };
    expect(line(run({ vitest }), 'unit')).toMatch(
      /^unit: 1 passed, 2 failed, 0 skipped \(.*src\/b\.test\.ts\)$/,
    );
    expect(run({ vitest: { ...vitestOk, success: false } }).failed).toBe(1);
  });
});
