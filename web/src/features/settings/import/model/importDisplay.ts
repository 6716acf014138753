// How the import's diff lays collections out.
import { isObject, type JsonObject } from './collectionsImport';

/**
 * `value` with its object keys in the order of `reference` where both have them (the rest after), so
 * the two sides of a diff differ only where the values do. Arrays of objects with ids are matched by
 * id, other arrays by position.
 */
export function alignKeys(value: unknown, reference: unknown): unknown {
  if (Array.isArray(value)) {
    if (!Array.isArray(reference)) return value;
    const byId = new Map<unknown, unknown>();
    for (const item of reference) if (isObject(item) && item.id) byId.set(item.id, item);
    return value.map((item, i) =>
      alignKeys(item, isObject(item) && item.id && byId.has(item.id) ? byId.get(item.id) : reference[i]),
    );
  }
  if (!isObject(value) || !isObject(reference)) return value;
  const out: JsonObject = {};
  for (const key of Object.keys(reference))
    if (key in value) out[key] = alignKeys(value[key], reference[key]);
  for (const key of Object.keys(value)) if (!(key in out)) out[key] = value[key];
  return out;
}

/** A collection as the diff and the export show it: JSON indented 4 spaces. */
export const prettyJson = (value: unknown): string => (value == null ? '' : JSON.stringify(value, null, 4));
