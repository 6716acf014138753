// Paths into form values (`schema.2.options.maxSelect`, `meta.appName`) and the rules that keep a
// server error attached to the right input: array items are identified by a stable key, so an
// error reported for the item that had index 2 when the request was sent lands on that item
// wherever it is now.

import type { FieldErrors } from './fieldErrors';

export type { FieldErrors };

/** The stable identity of an array item: its client key `_key`, else its saved `id`. */
export type KeyOf = (item: unknown) => string | undefined;

export const defaultKeyOf: KeyOf = (item) => {
  if (!item || typeof item !== 'object') return undefined;
  const { _key, id } = item as { _key?: unknown; id?: unknown };
  if (typeof _key === 'string' && _key) return _key;
  if (typeof id === 'string' && id) return id;
  return undefined;
};

function isIndex(segment: string): boolean {
  return /^\d+$/.test(segment);
}

function child(value: unknown, segment: string): unknown {
  if (value === null || typeof value !== 'object') return undefined;
  return (value as Record<string, unknown>)[segment];
}

export function getAtPath(values: unknown, path: string): unknown {
  if (!path) return values;
  return path.split('.').reduce<unknown>(child, values);
}

/**
 * Rewrites the array indexes of `path` from the order of `sent` to the order of `current`, item by
 * item, through their stable keys. Null when an item on the way is gone (removed since sending).
 * Indexes into arrays without keys (e.g. a list of strings) stay as they are.
 */
export function remapPath(path: string, sent: unknown, current: unknown, keyOf: KeyOf = defaultKeyOf) {
  const segments = path.split('.');
  const out: string[] = [];
  let from = sent;
  let to = current;
  for (const segment of segments) {
    if (Array.isArray(from) && Array.isArray(to) && isIndex(segment)) {
      const item = from[Number(segment)];
      const key = keyOf(item);
      if (key === undefined) {
        out.push(segment);
        from = item;
        to = to[Number(segment)];
        continue;
      }
      const index = to.findIndex((candidate) => keyOf(candidate) === key);
      if (index < 0) return null;
      out.push(String(index));
      from = item;
      to = to[index];
      continue;
    }
    out.push(segment);
    from = child(from, segment);
    to = child(to, segment);
  }
  return out.join('.');
}

/** Remaps every error path (see `remapPath`), dropping errors of items removed since sending. */
export function remapErrors(
  errors: FieldErrors,
  sent: unknown,
  current: unknown,
  keyOf: KeyOf = defaultKeyOf,
): FieldErrors {
  const out: FieldErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const mapped = remapPath(path, sent, current, keyOf);
    if (mapped !== null) out[mapped] = message;
  }
  return out;
}

/** The same path with array indexes replaced by item keys: identity that survives reordering. */
export function stablePath(path: string, values: unknown, keyOf: KeyOf = defaultKeyOf): string {
  const out: string[] = [];
  let value = values;
  for (const segment of path.split('.')) {
    if (Array.isArray(value) && isIndex(segment)) {
      const item = value[Number(segment)];
      const key = keyOf(item);
      out.push(key === undefined ? segment : `#${key}`);
      value = item;
    } else {
      out.push(segment);
      value = child(value, segment);
    }
  }
  return out.join('.');
}

/**
 * The index path of a stable path (`schema.#f3.name` → `schema.0.name`) in `values`, or null when
 * the keyed item is gone.
 */
export function resolveStablePath(
  stable: string,
  values: unknown,
  keyOf: KeyOf = defaultKeyOf,
): string | null {
  const out: string[] = [];
  let value = values;
  for (const segment of stable.split('.')) {
    if (segment.startsWith('#') && Array.isArray(value)) {
      const key = segment.slice(1);
      const index = value.findIndex((item) => keyOf(item) === key);
      if (index < 0) return null;
      out.push(String(index));
      value = value[index];
    } else {
      out.push(segment);
      value = Array.isArray(value) && isIndex(segment) ? value[Number(segment)] : child(value, segment);
    }
  }
  return out.join('.');
}

/** True when `path` is `base` or lies under it (`schema.2` is under `schema`, not `schemas`). */
export function isUnderPath(path: string, base: string): boolean {
  return base === '' || path === base || path.startsWith(base + '.');
}

/** Whether any error lies at or under `base` (tab markers: 'is anything wrong in this tab'). */
export function hasErrorUnder(errors: FieldErrors, base: string): boolean {
  return Object.keys(errors).some((path) => isUnderPath(path, base));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Deep equality of form data: plain objects and arrays by content, dates by time, anything else
 * (a File, a Blob) by identity.
 */
export function isDeepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => isDeepEqual(item, b[i]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keysA = Object.keys(a).filter((k) => a[k] !== undefined);
    const keysB = Object.keys(b).filter((k) => b[k] !== undefined);
    return keysA.length === keysB.length && keysA.every((k) => isDeepEqual(a[k], b[k]));
  }
  return false;
}

/** A copy of plain objects and arrays; anything else (File, Date) is kept by reference. */
export function copyData<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copyData) as T;
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, copyData(v)])) as T;
  }
  return value;
}
