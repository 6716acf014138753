// ESLint rule: the dashboard's layers point one way, app → features → (api, ui) → lib, so a lower
// layer never depends on a higher one. `api` and `ui` never import each other; a feature never
// reaches into another feature's files (shared pieces move down to ui/ or lib/). Only relative
// imports inside src/ are checked; packages are free.
//
// Inside a feature, each folder is a sub-feature (one part of the screen: features/collections/
// records/, record-editor/, …). A sub-feature imports from another only its public entry, the
// folder's index.ts, never a file inside it (its components, its model/); pieces two sub-features
// need go to the feature's shared/, which imports no sub-feature. The files at the feature's root,
// with its model/ folder, count as one more part: a sub-feature does not reach into them either.
import { statSync } from 'node:fs';
import path from 'node:path';

const RANK = { lib: 0, api: 1, ui: 1, features: 2, app: 3 };

/** The folder of a feature that other parts of the feature may import from freely. */
const SHARED = 'shared';
/** The folder, at a feature's root, of the logic of the root files: part of the root, not a sub-feature. */
const ROOT_MODEL = 'model';

const isDirectory = (file) => {
  try {
    return statSync(file).isDirectory();
  } catch {
    return false;
  }
};

/**
 * The place of a file under src/, or null: its layer and, for features, the feature, the part of
 * the feature ('' for the root files and the root model/, else the sub-feature's folder) and
 * whether the path names the sub-feature's public entry (its folder or its index file).
 */
function placeOf(file, isDir = isDirectory) {
  const parts = path.normalize(file).split(path.sep);
  const src = parts.lastIndexOf('src');
  if (src < 0) return null;
  const layer = parts[src + 1];
  if (!(layer in RANK)) return null;
  if (layer !== 'features') return { layer, feature: null, part: null, isEntry: false };
  const feature = parts[src + 2];
  const rest = parts.slice(src + 3);
  const inFolder = rest.length > 1 || (rest.length === 1 && isDir(file));
  const part = inFolder && rest[0] !== ROOT_MODEL ? rest[0] : '';
  const isEntry =
    part !== '' &&
    (rest.length === 1 || (rest.length === 2 && rest[1].replace(/\.(ts|tsx|js)$/, '') === 'index'));
  return { layer, feature, part, isEntry };
}

/** The problem with a file of a feature importing another file of the same feature, or null. */
function checkInsideFeature(from, to) {
  const here = `features/${from.feature}`;
  if (from.part === to.part || to.part === SHARED) return null;
  const fromName = from.part ? `${here}/${from.part}` : `the root files of ${here}`;
  if (from.part === SHARED)
    return `${here}/${SHARED} must not import ${to.part ? `${here}/${to.part}` : `the root files of ${here}`} (shared/ sits below the sub-features)`;
  if (to.part === '')
    return `${fromName} must not reach into the root files of ${here} (move the shared piece to ${here}/${SHARED}/)`;
  if (to.isEntry) return null;
  return `${fromName} must not reach into the files of ${here}/${to.part}: import its public entry (${here}/${to.part}/index.ts), or move the shared piece to ${here}/${SHARED}/`;
}

export function checkImport(fromFile, source, { isDir = isDirectory } = {}) {
  if (!source.startsWith('.')) return null;
  const from = placeOf(fromFile, isDir);
  const to = placeOf(path.resolve(path.dirname(fromFile), source), isDir);
  if (!from || !to) return null;
  if (RANK[to.layer] > RANK[from.layer])
    return `${from.layer}/ must not import ${to.layer}/ (layers: app → features → api, ui → lib)`;
  if (RANK[to.layer] === RANK[from.layer] && to.layer !== from.layer)
    return `${from.layer}/ must not import ${to.layer}/ (api and ui are independent; shared code goes to lib/)`;
  if (from.layer === 'features' && to.layer === 'features' && from.feature !== to.feature)
    return `features/${from.feature} must not reach into features/${to.feature} (move the shared piece to ui/ or lib/)`;
  if (from.layer === 'features' && to.layer === 'features') return checkInsideFeature(from, to);
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
