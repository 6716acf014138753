// Import cycles among the dashboard's source files. A cycle makes the order in which modules run
// depend on which one is loaded first, and ties the files into one piece that cannot be split or
// moved alone. Type-only imports (`import type`, `export type`, `import { type A }`) are left out:
// they vanish from the built code. Dynamic `import()` counts: it still ties the two files together.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx)$/;
const RESOLVE_SUFFIXES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** Every import of one file: `{ source, typeOnly, dynamic }`, in the order they appear. */
export function importsOf(fileName, text) {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, scriptKind(fileName));
  const found = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({
        source: node.moduleSpecifier.text,
        typeOnly: importIsTypeOnly(node.importClause),
        dynamic: false,
      });
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push({ source: node.moduleSpecifier.text, typeOnly: exportIsTypeOnly(node), dynamic: false });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments.length > 0 &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ source: node.arguments[0].text, typeOnly: false, dynamic: true });
    }
    // `typeof import('./x')` is an ImportTypeNode: a type, never visited as a call
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function scriptKind(fileName) {
  return fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
}

function importIsTypeOnly(clause) {
  if (!clause) return false; // a bare `import './x'` runs the module
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  // `import { type A, type B }` is dropped from the output, as `import type { A, B }` is
  return (
    !!bindings &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((e) => e.isTypeOnly)
  );
}

function exportIsTypeOnly(node) {
  if (node.isTypeOnly) return true;
  const clause = node.exportClause;
  return (
    !!clause &&
    ts.isNamedExports(clause) &&
    clause.elements.length > 0 &&
    clause.elements.every((e) => e.isTypeOnly)
  );
}

/** The source file a relative import names, or null (a package, a stylesheet, a missing file). */
export function resolveImport(fromFile, source, exists = isFile) {
  if (!source.startsWith('.')) return null;
  const base = path.resolve(path.dirname(fromFile), source);
  for (const suffix of RESOLVE_SUFFIXES) {
    const candidate = base + suffix;
    if (SOURCE.test(candidate) && exists(candidate)) return candidate;
  }
  return null;
}

function isFile(file) {
  return existsSync(file) && statSync(file).isFile();
}

function sourceFiles(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out.sort();
}

/**
 * The import graph of every .ts/.tsx file under `dir`: a Map from file to the set of files it
 * imports at run time (type-only imports left out unless `withTypes`).
 */
export function importGraph(dir, { withTypes = false } = {}) {
  const graph = new Map();
  for (const file of sourceFiles(dir)) {
    const targets = new Set();
    for (const { source, typeOnly } of importsOf(file, readFileSync(file, 'utf8'))) {
      if (typeOnly && !withTypes) continue;
      const target = resolveImport(file, source);
      if (target) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/**
 * The cycles of a graph (Map node → iterable of nodes): one per strongly connected component with
 * more than one file, or a file importing itself. Each cycle is a closed path through the
 * component (first node repeated at the end), starting at its alphabetically first node, so the
 * message names a concrete chain of imports to break.
 */
export function findCycles(graph) {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const components = [];
  let counter = 0;

  // Tarjan's algorithm, iterative so a deep chain of imports cannot overflow the call stack
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work = [{ node: root, edges: [...(graph.get(root) ?? [])], next: 0 }];
    index.set(root, counter);
    low.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (work.length) {
      const frame = work[work.length - 1];
      if (frame.next < frame.edges.length) {
        const to = frame.edges[frame.next++];
        if (!index.has(to)) {
          index.set(to, counter);
          low.set(to, counter++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, edges: [...(graph.get(to) ?? [])], next: 0 });
        } else if (onStack.has(to)) {
          low.set(frame.node, Math.min(low.get(frame.node), index.get(to)));
        }
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent), low.get(frame.node)));
      }
      if (low.get(frame.node) === index.get(frame.node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        const selfLoop = component.length === 1 && new Set(graph.get(member) ?? []).has(member);
        if (component.length > 1 || selfLoop) components.push(component);
      }
    }
  }

  return components
    .map((component) => closedPath(graph, new Set(component)))
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}

/** A shortest path from the component's first node back to itself, inside the component. */
function closedPath(graph, members) {
  const start = [...members].sort()[0];
  const previous = new Map();
  const queue = [start];
  while (queue.length) {
    const node = queue.shift();
    for (const to of [...(graph.get(node) ?? [])].sort()) {
      if (!members.has(to)) continue;
      if (to === start) {
        const chain = [node];
        while (chain[0] !== start) chain.unshift(previous.get(chain[0]));
        return [...chain, start];
      }
      if (!previous.has(to)) {
        previous.set(to, node);
        queue.push(to);
      }
    }
  }
  return [start, start];
}
