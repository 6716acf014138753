// What the records list asks the server for: the plain-text search fields, the default and
// relation sort and the expand parameter. The opening request of a cold load is built from these,
// so they load with the first page; the table's own helpers (columns, header sorting, filter keys)
// are in recordColumns.ts, which loads with the records screen.
//
// PocketBase 0.15 never puts id, created or updated into a collection's schema (a view's query
// columns with those names are skipped too), so a view's created column is known only from its data.
import { isSearchable } from './fieldTypes/filters';
import { normalizeSearchFilter } from './filter';
import { displayFieldsOf, type CollectionLike } from './schema';

function pushUnique(list: string[], value: string): void {
  if (!list.includes(value)) list.push(value);
}

/** The fields a plain-text search runs over: id, text-like schema fields, and username and email of auth records. */
export function searchFieldNames(collection: CollectionLike): string[] {
  const names = ['id'];
  if (collection.type === 'auth') names.push('username', 'email');
  for (const field of collection.schema) {
    if (isSearchable(field)) pushUnique(names, field.name);
  }
  return names;
}

/**
 * The records list filter for the search box text: as typed with an operator, else a contains match
 * over the search fields.
 */
export function recordsSearchFilter(text: string, collection: CollectionLike): string {
  return normalizeSearchFilter(text, searchFieldNames(collection));
}

function hasDate(
  collection: CollectionLike,
  name: 'created' | 'updated',
  sample?: SampleRecord | null,
): boolean {
  if (collection.type !== 'view') return true;
  if (collection.schema.some((field) => field.name === name)) return true;
  const value = sample?.[name];
  return typeof value === 'string' && value !== '';
}

/** A loaded record, for telling whether a view's query selects created/updated. */
export type SampleRecord = { readonly created?: unknown; readonly updated?: unknown };

/** Whether the table has a created column: always for base/auth; for a view when its schema or its first loaded record has one. */
export function hasCreatedColumn(collection: CollectionLike, sample?: SampleRecord | null): boolean {
  return hasDate(collection, 'created', sample);
}

/** Whether the table has an updated column: always for base/auth; for a view when its schema or its first loaded record has one. */
export function hasUpdatedColumn(collection: CollectionLike, sample?: SampleRecord | null): boolean {
  return hasDate(collection, 'updated', sample);
}

/** The default records sort: newest first, or none for a view without a created column. */
export function defaultRecordsSort(collection: CollectionLike): string {
  return hasCreatedColumn(collection) ? '-created' : '';
}

/** URL value of an explicit "no sort" (an absent sort means the default, newest first). */
export const NO_SORT = '@none';

/** What the records list asks the server for, read from the screen's address (filter and sort). */
export interface RecordsListArgs {
  /** The sort as the address has it (NO_SORT for none); the table's headers show it. */
  sort: string;
  /** The filter sent to the server: the search box text as typed or turned into a search. */
  filter: string;
  /** The sort sent to the server, before relation columns are mapped to their displayFields. */
  listSort: string;
}

export function recordsListArgs(collection: CollectionLike, query: URLSearchParams): RecordsListArgs {
  const sort = query.get('sort') ?? defaultRecordsSort(collection);
  return {
    sort,
    filter: recordsSearchFilter(query.get('filter') ?? '', collection),
    listSort: sort === NO_SORT ? '' : sort,
  };
}

/** The column's field name of a sort part ('-name' / '+name' / 'name' → 'name'). */
function sortFieldOf(part: string): string {
  return part.startsWith('-') || part.startsWith('+') ? part.slice(1) : part;
}

/** The sort sent to the API: a relation field with display fields sorts by them (`-author` → `-author.name,-author.title`). */
export function recordsApiSort(sort: string, collection: CollectionLike): string {
  const trimmed = sort.trim();
  if (!trimmed) return '';
  return trimmed
    .split(',')
    .map((raw) => {
      const part = raw.trim();
      const name = sortFieldOf(part);
      const field = collection.schema.find((f) => f.type === 'relation' && f.name === name);
      const displayFields = field ? displayFieldsOf(field) : [];
      if (!displayFields.length) return part;
      const direction = part.slice(0, part.length - name.length);
      return displayFields.map((display) => `${direction}${name}.${display}`).join(',');
    })
    .join(',');
}

/** The expand parameter of the records list: every relation field name, comma-joined ('' if none). */
export function relationExpand(collection: CollectionLike): string {
  return collection.schema
    .filter((field) => field.type === 'relation')
    .map((field) => field.name)
    .join(',');
}
