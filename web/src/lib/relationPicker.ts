// The relation field input and its picker: the page and batch sizes, the id-batch filters that load
// the selected records, putting the loaded records back in the order of the field's value, and the
// selection rules of the picker.
import { validationText } from './validation';

/** Records per page in the picker. */
export const PICKER_PAGE_SIZE = 100;
/** Ids per request when loading the records of a relation value. */
export const RELATED_ID_BATCH = 100;
/** Skeleton placeholders shown at most while a relation value loads. */
export const RELATION_SKELETON_MAX = 10;

/**
 * Whether an id can be sent in a filter. PocketBase ids never hold quotes, backslashes, whitespace
 * or control characters, and its filter scanner only unescapes `\"` (a backslash before the closing
 * quote would escape it), so such a value cannot name a record: it is never sent and counts as not
 * found.
 */
export function isSendableId(id: string): boolean {
  // eslint-disable-next-line no-control-regex
  return id !== '' && !/["\\\s\u0000-\u001f\u007f]/.test(id);
}

/** An id as a quoted filter string, `"` and `\` escaped. */
export function idLiteral(id: string): string {
  return `"${id.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** The unique, non-empty ids of a list, in their first order. */
export function uniqueIds(ids: readonly string[]): string[] {
  return [...new Set(ids.filter((id) => id !== ''))];
}

/** Ids in batches of at most `size` (100 by default): repeats, empty and unsendable ids left out. */
export function idBatches(ids: readonly string[], size = RELATED_ID_BATCH): string[][] {
  const sendable = uniqueIds(ids).filter(isSendableId);
  const step = Math.max(1, Math.floor(size));
  const batches: string[][] = [];
  for (let i = 0; i < sendable.length; i += step) batches.push(sendable.slice(i, i + step));
  return batches;
}

/** The filter matching any of the ids: `id="a" || id="b"` ('' for none). */
export function idsFilter(ids: readonly string[]): string {
  return ids.map((id) => `id=${idLiteral(id)}`).join(' || ');
}

/** One filter per batch of 100 ids, to load the records a relation value points to. */
export function relatedIdsFilters(ids: readonly string[], size = RELATED_ID_BATCH): string[] {
  return idBatches(ids, size).map(idsFilter);
}

/**
 * The loaded records in the order of `ids` (repeats once), and the ids the server did not return
 * (deleted records, or ids that cannot exist), also in that order.
 */
export function orderByIds<T extends { readonly id: string }>(
  ids: readonly string[],
  records: readonly T[],
): { records: T[]; missing: string[] } {
  const byId = new Map(records.map((record) => [record.id, record]));
  const ordered: T[] = [];
  const missing: string[] = [];
  for (const id of uniqueIds(ids)) {
    const record = byId.get(id);
    if (record) ordered.push(record);
    else missing.push(id);
  }
  return { records: ordered, missing };
}

/** The message of a selection refused for going past the field's limit. */
export function selectionLimitMessage(limit: number): string {
  return validationText('selectUpTo', { limit });
}

export interface SelectionChange {
  selected: string[];
  /** 'Select up to {n} items.' when the id was refused, else null. */
  message: string | null;
}

function isSingle(limit: number): boolean {
  return !(limit > 1);
}

/**
 * A field's value as the picker starts from it: unique non-empty ids, and in single mode (limit 1)
 * only the last one, as the server keeps it.
 */
export function initialSelection(value: readonly string[], limit: number): string[] {
  const ids = uniqueIds(value);
  return isSingle(limit) ? ids.slice(-1) : ids;
}

/**
 * Adds an id: single mode (limit 1) replaces the selection; multiple mode appends it unless it is
 * already there, and refuses it when the selection already holds `limit` ids.
 */
export function addToSelection(selected: readonly string[], id: string, limit: number): SelectionChange {
  if (isSingle(limit)) return { selected: [id], message: null };
  if (selected.includes(id)) return { selected: [...selected], message: null };
  if (selected.length >= limit) return { selected: [...selected], message: selectionLimitMessage(limit) };
  return { selected: [...selected, id], message: null };
}

/** Removes an id (the others keep their order). */
export function removeFromSelection(selected: readonly string[], id: string): string[] {
  return selected.filter((item) => item !== id);
}

/**
 * A row's checkbox or radio was used: single mode (limit 1) replaces (choosing the chosen one keeps
 * it); multiple mode removes a selected id, else appends it, refusing beyond the limit.
 */
export function toggleSelection(selected: readonly string[], id: string, limit: number): SelectionChange {
  if (!isSingle(limit) && selected.includes(id))
    return { selected: removeFromSelection(selected, id), message: null };
  return addToSelection(selected, id, limit);
}

/** Whether two selections hold the same ids in the same order. */
export function sameSelection(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}
