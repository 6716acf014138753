// The records table's helpers: the filter autocomplete keys, the sort a header click gives and the
// hidden columns kept in localStorage. Apart from recordFields.ts (what the opening request needs),
// so they load with the records screen, not with the first page.
//
// PocketBase 0.15 never puts id, created or updated into a collection's schema (a view's query
// columns with those names are skipped too).
import { AUTH_SYSTEM_FIELDS, relationTargetId, type CollectionLike } from './schema';
import { STORAGE_KEYS } from './storageKeys';

/** Collections by id: a Map or a plain object. */
export type CollectionsById =
  ReadonlyMap<string, CollectionLike> | Readonly<{ [id: string]: CollectionLike | undefined }>;

function pushUnique(list: string[], value: string): void {
  if (!list.includes(value)) list.push(value);
}

function lookup(collectionsById: CollectionsById, id: string): CollectionLike | undefined {
  if (collectionsById instanceof Map) return collectionsById.get(id);
  const byId = collectionsById as Readonly<{ [id: string]: CollectionLike | undefined }>;
  return Object.prototype.hasOwnProperty.call(byId, id) ? byId[id] : undefined;
}

/** The record keys of a collection, each prefixed: id, created, updated (not for views), auth system fields, schema fields. */
function ownKeys(collection: CollectionLike, prefix = ''): string[] {
  const keys = [prefix + 'id'];
  if (collection.type !== 'view') keys.push(prefix + 'created', prefix + 'updated');
  if (collection.type === 'auth') for (const name of AUTH_SYSTEM_FIELDS) keys.push(prefix + name);
  for (const field of collection.schema) pushUnique(keys, prefix + field.name);
  return keys;
}

/** Filter autocomplete keys: the collection's own keys, then one level of sub-keys for each relation to a known collection. */
export function filterFieldNames(collection: CollectionLike, collectionsById: CollectionsById): string[] {
  const keys = ownKeys(collection);
  for (const field of collection.schema) {
    if (field.type !== 'relation') continue;
    const target = lookup(collectionsById, relationTargetId(field));
    if (!target) continue;
    for (const key of ownKeys(target, field.name + '.')) pushUnique(keys, key);
  }
  return keys;
}

/** The sort after clicking a column header: ascending → descending → none → ascending. */
export function nextSort(current: string, field: string): string {
  const sort = current.trim();
  if (sort === field || sort === '+' + field) return '-' + field;
  if (sort === '-' + field) return '';
  return field;
}

/** The aria-sort value of a column header for the current sort. */
export function sortDirection(current: string, field: string): 'ascending' | 'descending' | 'none' {
  const sort = current.trim();
  if (sort === field || sort === '+' + field) return 'ascending';
  if (sort === '-' + field) return 'descending';
  return 'none';
}

/** The hidden column names remembered for a collection ([] when none, unreadable or storage is off). */
export function readHiddenColumns(collectionId: string): string[] {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.hiddenColumns(collectionId));
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    const names: string[] = [];
    for (const name of parsed) if (typeof name === 'string' && name) pushUnique(names, name);
    return names;
  } catch {
    return [];
  }
}

/** Remembers a collection's hidden column names; an empty list removes the entry. Storage errors are ignored. */
export function writeHiddenColumns(collectionId: string, names: readonly string[]): void {
  const key = STORAGE_KEYS.hiddenColumns(collectionId);
  const unique: string[] = [];
  for (const name of names) if (name) pushUnique(unique, name);
  try {
    if (unique.length) localStorage.setItem(key, JSON.stringify(unique));
    else localStorage.removeItem(key);
  } catch {
    // storage full or disabled: the choice just isn't remembered
  }
}
