// Flattens a server error `data` object into field paths: {meta: {appName: {code, message}}}
// becomes {"meta.appName": "message"}. A leaf without a message reads 'Invalid value'.

export type FieldErrors = Record<string, string>;

export const INVALID_VALUE = 'Invalid value';

function isLeaf(value: Record<string, unknown>): boolean {
  return typeof value.code === 'string' || typeof value.message === 'string';
}

export function flattenFieldErrors(data: unknown, prefix = ''): FieldErrors {
  const out: FieldErrors = {};
  if (!data || typeof data !== 'object') return out;
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') {
      const obj = value as Record<string, unknown>;
      if (isLeaf(obj)) {
        out[path] = typeof obj.message === 'string' && obj.message ? obj.message : INVALID_VALUE;
      } else {
        Object.assign(out, flattenFieldErrors(obj, path));
      }
    } else if (typeof value === 'string') {
      out[path] = value || INVALID_VALUE;
    }
  }
  return out;
}

/** Removes the error at `path` and any nested under it. Returns the same object when nothing changed. */
export function clearFieldError(errors: FieldErrors, path: string): FieldErrors {
  const keys = Object.keys(errors).filter((k) => k === path || k.startsWith(path + '.'));
  if (!keys.length) return errors;
  const next = { ...errors };
  for (const k of keys) delete next[k];
  return next;
}
