// Sums the results of every suite into one closing line: `N passed, M failed`.
// A suite whose report is missing counts as one failure, so a crash can never read as green.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
const lines = [];

function add(name, p, f) {
  passed += p;
  failed += f;
  lines.push(`${name}: ${p} passed, ${f} failed`);
}

function readJson(file) {
  const path = join(dir, file);
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

// lint and format checks
if (existsSync(join(dir, 'checks'))) {
  for (const line of readFileSync(join(dir, 'checks'), 'utf8').trim().split('\n')) {
    const [name, p, f] = line.split(' ');
    add(name, Number(p), Number(f));
  }
}

// go test -json: one event per line
const goPath = join(dir, 'go.json');
if (existsSync(goPath)) {
  let p = 0;
  let f = 0;
  for (const line of readFileSync(goPath, 'utf8').split('\n')) {
    if (!line.startsWith('{')) continue;
    const ev = JSON.parse(line);
    if (!ev.Test) {
      if (ev.Action === 'fail' && ev.Package) f++; // build failure of a package
      continue;
    }
    if (ev.Action === 'pass') p++;
    if (ev.Action === 'fail') f++;
  }
  add('go', p, f);
} else add('go', 0, 1);

const vitest = readJson('vitest.json');
if (vitest) add('unit', vitest.numPassedTests, vitest.numFailedTests + (vitest.success ? 0 : vitest.numFailedTests ? 0 : 1));
else add('unit', 0, 1);

const pw = readJson('playwright.json');
if (pw) {
  const s = pw.stats ?? {};
  const errors = (pw.errors ?? []).length;
  add('browser', s.expected ?? 0, (s.unexpected ?? 0) + (s.flaky ?? 0) + errors);
} else add('browser', 0, 1);

console.log(lines.join('\n'));
console.log(`${passed} passed, ${failed} failed`);
