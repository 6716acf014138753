// Export collections: the collections as the server lists them, without created and updated,
// indented 4 spaces. The same text is shown, copied and downloaded. The admin chooses which
// collections go in (all by default).

/** A collection as the server's JSON has it (every key kept, in the server's order). */
export interface CollectionJson {
  id: string;
  name: string;
  [key: string]: unknown;
}

/** The export file's JSON is indented 4 spaces. */
export const EXPORT_INDENT = 4;

/** The name of the downloaded file. */
export const EXPORT_FILE_NAME = 'pb_schema.json';

/** A copy of the collection without its created and updated dates; other keys keep their order. */
export function withoutTimestamps(collection: CollectionJson): CollectionJson {
  const copy = { ...collection };
  delete copy.created;
  delete copy.updated;
  return copy;
}

/** The export text of these collections, in the given order. */
export function exportText(collections: readonly CollectionJson[]): string {
  return JSON.stringify(collections.map(withoutTimestamps), null, EXPORT_INDENT);
}

/**
 * The choice of collections is kept as the ids left out, so a collection that appears on a reload
 * is in the export until the admin takes it out ("all by default").
 */
export type ExcludedIds = ReadonlySet<string>;

/** The collections chosen, in the server's order. */
export function selectedCollections(
  collections: readonly CollectionJson[],
  excluded: ExcludedIds,
): CollectionJson[] {
  return collections.filter((c) => !excluded.has(c.id));
}

/** Puts one collection in or out of the export. */
export function toggleCollection(excluded: ExcludedIds, id: string): Set<string> {
  const next = new Set(excluded);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

export type SelectAllState = 'all' | 'some' | 'none';

/** Whether all, some or none of the collections are chosen (the select-all checkbox). */
export function selectAllState(
  collections: readonly CollectionJson[],
  excluded: ExcludedIds,
): SelectAllState {
  const count = selectedCollections(collections, excluded).length;
  if (count === collections.length) return 'all';
  return count === 0 ? 'none' : 'some';
}

/** The select-all checkbox: everything when not all are chosen, else nothing. */
export function toggleAll(collections: readonly CollectionJson[], excluded: ExcludedIds): Set<string> {
  return selectAllState(collections, excluded) === 'all' ? new Set(collections.map((c) => c.id)) : new Set();
}
