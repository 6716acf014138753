// 'Replace with original ids': imported collections and fields that carry other ids than the existing
// ones of the same names, and the import rewritten with the existing ids.
import { isObject, type ImportCollection } from './collectionsImport';

export interface OriginalIds {
  /** Imported collection id → the id of the existing collection of the same name. */
  collections: Map<string, string>;
  /** Per imported collection (by its imported id): imported field id → the existing field's id. */
  fields: Map<string, Map<string, string>>;
}

/**
 * Where imported collections and fields carry other ids than the existing ones of the same name
 * (collections matched by name, their fields by name within them). An id is only taken over when no
 * other imported collection (or field of the same collection) already uses it.
 */
export function findOriginalIds(
  imported: readonly ImportCollection[],
  existing: readonly ImportCollection[],
): OriginalIds {
  const existingByName = new Map(existing.map((c) => [c.name, c]));
  const importedIds = new Set(imported.map((c) => c.id));
  const out: OriginalIds = { collections: new Map(), fields: new Map() };
  for (const collection of imported) {
    const match = existingByName.get(collection.name);
    if (!match) continue;
    if (match.id !== collection.id && !importedIds.has(match.id))
      out.collections.set(collection.id, match.id);
    const matchFields = new Map(match.schema.map((f) => [f.name, f.id]));
    const usedFieldIds = new Set(collection.schema.map((f) => f.id));
    const fields = new Map<string, string>();
    for (const field of collection.schema) {
      const original = matchFields.get(field.name);
      if (original && original !== field.id && !usedFieldIds.has(original)) fields.set(field.id, original);
    }
    if (fields.size) out.fields.set(collection.id, fields);
  }
  return out;
}

export const hasOriginalIds = (ids: OriginalIds): boolean => ids.collections.size > 0 || ids.fields.size > 0;

/**
 * The imported collections with the ids of the existing collections and fields of the same names,
 * and every relation's collectionId pointing at a replaced collection id following it.
 */
export function replaceWithOriginalIds(
  imported: readonly ImportCollection[],
  ids: OriginalIds,
): ImportCollection[] {
  return imported.map((collection) => {
    const fieldIds = ids.fields.get(collection.id);
    const schema = collection.schema.map((field) => {
      let next = field;
      const id = fieldIds?.get(field.id);
      if (id) next = { ...next, id };
      const options = next.options;
      if (isObject(options) && typeof options.collectionId === 'string') {
        const target = ids.collections.get(options.collectionId);
        if (target) next = { ...next, options: { ...options, collectionId: target } };
      }
      return next;
    });
    return { ...collection, id: ids.collections.get(collection.id) ?? collection.id, schema };
  });
}
