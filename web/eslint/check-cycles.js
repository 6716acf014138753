// `node eslint/check-cycles.js [--with-types] [dir]`: fails when the source files under dir (default
// src/) import each other in a cycle (see cycles.js). Run by `make lint`, `npm run lint` and
// scripts/test.sh. `--with-types` also counts type-only imports, to find cycles of types by hand.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findCycles, importGraph } from './cycles.js';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const withTypes = args.includes('--with-types');
const dir = path.resolve(args.find((a) => !a.startsWith('--')) ?? path.join(web, 'src'));
const cycles = findCycles(importGraph(dir, { withTypes }));

if (cycles.length) {
  console.error(`${cycles.length} import cycle(s) among the files of ${path.relative(web, dir) || '.'}:`);
  for (const cycle of cycles) console.error(`  ${cycle.map((file) => path.relative(dir, file)).join(' → ')}`);
  console.error(
    'Break each one: move the piece both files need to a module of its own, or pass it in (a prop or a context typed by a types-only module).',
  );
  process.exit(1);
}
console.log(`no import cycles under ${path.relative(web, dir) || '.'}`);
