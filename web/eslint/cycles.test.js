import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findCycles, importGraph, importsOf, resolveImport } from './cycles.js';

const graphOf = (edges) => new Map(Object.entries(edges).map(([from, to]) => [from, new Set(to)]));

describe('importsOf', () => {
  const imports = (text) => importsOf('/src/a.tsx', text);

  it('tells value imports from type-only ones', () => {
    expect(
      imports(`
        import { b } from './b';
        import type { C } from './c';
        import { type D, type E } from './d';
        import { type F, f } from './f';
        import G from './g';
        import './h.css';
      `),
    ).toEqual([
      { source: './b', typeOnly: false, dynamic: false },
      { source: './c', typeOnly: true, dynamic: false },
      { source: './d', typeOnly: true, dynamic: false },
      { source: './f', typeOnly: false, dynamic: false },
      { source: './g', typeOnly: false, dynamic: false },
      { source: './h.css', typeOnly: false, dynamic: false },
    ]);
  });

  it('counts re-exports, type-only when marked so', () => {
    expect(
      imports(`
        export { b } from './b';
        export type { C } from './c';
        export { type D } from './d';
        export * from './e';
      `),
    ).toEqual([
      { source: './b', typeOnly: false, dynamic: false },
      { source: './c', typeOnly: true, dynamic: false },
      { source: './d', typeOnly: true, dynamic: false },
      { source: './e', typeOnly: false, dynamic: false },
    ]);
  });

  it('counts a dynamic import() but not a `typeof import()` type', () => {
    expect(
      imports(`
        type Module = typeof import('./types');
        const Lazy = lazy(() => import('./Lazy').then((m) => ({ default: m.Lazy })));
      `),
    ).toEqual([{ source: './Lazy', typeOnly: false, dynamic: true }]);
  });
});

describe('resolveImport', () => {
  const files = new Set(['/src/ui/Button.tsx', '/src/lib/x.ts', '/src/features/f/sub/index.ts']);
  const exists = (f) => files.has(f);

  it('finds the .ts/.tsx file or the folder index a relative import names', () => {
    expect(resolveImport('/src/features/f/a.tsx', '../../ui/Button', exists)).toBe('/src/ui/Button.tsx');
    expect(resolveImport('/src/ui/Button.tsx', '../lib/x', exists)).toBe('/src/lib/x.ts');
    expect(resolveImport('/src/features/f/a.tsx', './sub', exists)).toBe('/src/features/f/sub/index.ts');
  });

  it('leaves packages, stylesheets and missing files out', () => {
    expect(resolveImport('/src/a.ts', 'react', exists)).toBeNull();
    expect(
      resolveImport('/src/ui/Button.tsx', './Button.module.css', (f) => f === '/src/ui/Button.module.css'),
    ).toBeNull();
    expect(resolveImport('/src/a.ts', './missing', exists)).toBeNull();
  });
});

describe('findCycles', () => {
  it('finds none in a graph without cycles', () => {
    expect(findCycles(graphOf({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([]);
  });

  it('finds two files importing each other, and a file importing itself', () => {
    expect(findCycles(graphOf({ a: ['b'], b: ['a'], c: ['c'], d: ['a'] }))).toEqual([
      ['a', 'b', 'a'],
      ['c', 'c'],
    ]);
  });

  it('names one closed chain per tangle, from its first file, the shortest way back', () => {
    // b → c → d → b and b → d → b form one tangle; the shortest way round is b → d → b
    const cycles = findCycles(
      graphOf({ a: ['b'], b: ['c', 'd'], c: ['d'], d: ['b'], e: ['f'], f: ['g'], g: ['e'] }),
    );
    expect(cycles).toEqual([
      ['b', 'd', 'b'],
      ['e', 'f', 'g', 'e'],
    ]);
  });

  it('walks a long chain without running out of stack', () => {
    const edges = {};
    for (let i = 0; i < 20_000; i++) edges[`n${i}`] = [`n${i + 1}`];
    edges.n20000 = ['n0'];
    const [cycle] = findCycles(graphOf(edges));
    expect(cycle).toHaveLength(20_002);
  });
});

describe('importGraph', () => {
  let dir;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const write = (files) => {
    dir = mkdtempSync(path.join(tmpdir(), 'cycles-'));
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), text);
    }
  };

  it('leaves type-only imports out, unless asked for them', () => {
    write({
      'ui/Input.tsx':
        "import type { Props } from './Editor';\nexport const lazyEditor = () => import('./Editor');\n",
      'ui/Editor.tsx': "import type { InputProps } from './Input';\nexport type Props = InputProps;\n",
    });
    expect(findCycles(importGraph(dir))).toEqual([]);
    expect(
      findCycles(importGraph(dir, { withTypes: true })).map((c) => c.map((f) => path.relative(dir, f))),
    ).toEqual([['ui/Editor.tsx', 'ui/Input.tsx', 'ui/Editor.tsx']]);
  });

  it('finds a cycle through a folder index and a dynamic import', () => {
    write({
      'features/f/a/index.ts': "export { A } from './A';\n",
      'features/f/a/A.tsx': "export const A = () => import('../b/B');\n",
      'features/f/b/B.tsx': "import { A } from '../a';\nexport const B = A;\n",
    });
    const cycles = findCycles(importGraph(dir)).map((c) => c.map((f) => path.relative(dir, f)));
    expect(cycles).toEqual([
      ['features/f/a/A.tsx', 'features/f/b/B.tsx', 'features/f/a/index.ts', 'features/f/a/A.tsx'],
    ]);
  });
});
