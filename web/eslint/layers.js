// ESLint rule: the dashboard's layers point one way, app → features → (api, ui) → lib, so a lower
// layer never depends on a higher one. `api` and `ui` never import each other; a feature never
// reaches into another feature's files (shared pieces move down to ui/ or lib/). Only relative
// imports inside src/ are checked; packages are free.
import path from 'node:path';

const RANK = { lib: 0, api: 1, ui: 1, features: 2, app: 3 };

/** The layer (and, for features, the feature) of a file under src/, or null. */
function placeOf(file) {
  const parts = path.normalize(file).split(path.sep);
  const src = parts.lastIndexOf('src');
  if (src < 0) return null;
  const layer = parts[src + 1];
  if (!(layer in RANK)) return null;
  return { layer, feature: layer === 'features' ? parts[src + 2] : null };
}

export function checkImport(fromFile, source) {
  if (!source.startsWith('.')) return null;
  const from = placeOf(fromFile);
  const to = placeOf(path.resolve(path.dirname(fromFile), source));
  if (!from || !to) return null;
  if (RANK[to.layer] > RANK[from.layer])
    return `${from.layer}/ must not import ${to.layer}/ (layers: app → features → api, ui → lib)`;
  if (RANK[to.layer] === RANK[from.layer] && to.layer !== from.layer)
    return `${from.layer}/ must not import ${to.layer}/ (api and ui are independent; shared code goes to lib/)`;
  if (from.layer === 'features' && to.layer === 'features' && from.feature !== to.feature)
    return `features/${from.feature} must not reach into features/${to.feature} (move the shared piece to ui/ or lib/)`;
  return null;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports follow the layers app → features → (api, ui) → lib' },
    schema: [],
  },
  create(context) {
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const message = checkImport(context.filename, source.value);
      if (message) context.report({ node: source, message });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { imports: rule } };
