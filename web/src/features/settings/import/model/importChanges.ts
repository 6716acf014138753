// The changes an import makes, compared on what the server will store: created and updated never
// count, and with 'Delete missing' off an existing collection keeps the fields the import does not
// mention (the server merges them by id). The comparison is a generator of small steps (one per
// collection), so a page can run it in time slices.
import { isObject, type ImportCollection } from './collectionsImport';
import { runSync } from './importSteps';

/** JSON with object keys sorted at every level: equal values give equal text whatever the key order. */
export function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (isObject(value)) {
    const keys = Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${stableStringify(value[key])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What the server will store for `imported`: with 'Delete missing' off, an existing collection keeps
 * the fields the import does not mention, and imported fields replace theirs by id or come last.
 */
export function effectiveCollection(
  imported: ImportCollection,
  existing: ImportCollection | undefined,
  deleteMissing: boolean,
): ImportCollection {
  if (!existing || deleteMissing) return imported;
  const schema = [...existing.schema];
  for (const field of imported.schema) {
    const at = field.id ? schema.findIndex((f) => f.id === field.id) : -1;
    if (at >= 0) schema[at] = field;
    else schema.push(field);
  }
  return { ...imported, schema };
}

export type ChangeKind = 'deleted' | 'changed' | 'added';

export interface FieldChange {
  kind: ChangeKind;
  id: string;
  name: string;
  /** The field's current name when the import renames it. */
  oldName?: string;
}

export interface CollectionChange {
  kind: ChangeKind;
  id: string;
  /** The name after the import (the current one for a deleted collection). */
  name: string;
  /** The current name when the import renames the collection. */
  oldName?: string;
  /** The collection as it is now (null when added). */
  old: ImportCollection | null;
  /** The collection as the server will store it (null when deleted). */
  new: ImportCollection | null;
  /** Deleted, changed and added fields (changed collections only). */
  fields: FieldChange[];
}

export interface ImportChanges {
  deleted: CollectionChange[];
  changed: CollectionChange[];
  added: CollectionChange[];
}

export const countChanges = (changes: ImportChanges): number =>
  changes.deleted.length + changes.changed.length + changes.added.length;

function fieldChanges(old: ImportCollection, next: ImportCollection): FieldChange[] {
  const oldById = new Map(old.schema.map((f) => [f.id, f]));
  const nextIds = new Set(next.schema.map((f) => f.id).filter(Boolean));
  const out: FieldChange[] = [];
  for (const f of old.schema) if (!nextIds.has(f.id)) out.push({ kind: 'deleted', id: f.id, name: f.name });
  for (const f of next.schema) {
    const before = f.id ? oldById.get(f.id) : undefined;
    if (!before) out.push({ kind: 'added', id: f.id, name: f.name });
    else if (stableStringify(before) !== stableStringify(f))
      out.push({
        kind: 'changed',
        id: f.id,
        name: f.name,
        ...(before.name !== f.name ? { oldName: before.name } : {}),
      });
  }
  return out;
}

/**
 * The changes an import makes, one step per collection (see runSteps): existing collections missing
 * from the import are deleted only with `deleteMissing`; a collection with an existing id is changed
 * when what the server will store differs (created and updated never count); the others are added.
 */
export function* changeSteps(
  imported: readonly ImportCollection[],
  existing: readonly ImportCollection[],
  deleteMissing: boolean,
): Generator<void, ImportChanges> {
  const existingById = new Map(existing.map((c) => [c.id, c]));
  const importedIds = new Set(imported.map((c) => c.id));
  const changes: ImportChanges = { deleted: [], changed: [], added: [] };
  if (deleteMissing) {
    for (const old of existing) {
      if (importedIds.has(old.id)) continue;
      changes.deleted.push({ kind: 'deleted', id: old.id, name: old.name, old, new: null, fields: [] });
    }
  }
  for (const collection of imported) {
    yield;
    const old = existingById.get(collection.id);
    if (!old) {
      changes.added.push({
        kind: 'added',
        id: collection.id,
        name: collection.name,
        old: null,
        new: collection,
        fields: [],
      });
      continue;
    }
    const next = effectiveCollection(collection, old, deleteMissing);
    if (stableStringify(old) === stableStringify(next)) continue;
    changes.changed.push({
      kind: 'changed',
      id: collection.id,
      name: next.name,
      ...(old.name !== next.name ? { oldName: old.name } : {}),
      old,
      new: next,
      fields: fieldChanges(old, next),
    });
  }
  return changes;
}

export function detectChanges(
  imported: readonly ImportCollection[],
  existing: readonly ImportCollection[],
  deleteMissing: boolean,
): ImportChanges {
  return runSync(changeSteps(imported, existing, deleteMissing));
}

/**
 * What the confirmation before an import lists: `name.*` for each collection that would be deleted,
 * `collection.field (id)` for each field of a changed collection that would be dropped.
 */
export function deletionsOf(changes: ImportChanges): string[] {
  const out = changes.deleted.map((c) => `${c.name}.*`);
  for (const c of changes.changed) {
    for (const f of c.fields)
      if (f.kind === 'deleted') out.push(`${c.oldName ?? c.name}.${f.name} (${f.id})`);
  }
  return out;
}
