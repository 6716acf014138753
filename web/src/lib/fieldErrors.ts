// Flattens a server error `data` object into field paths: {meta: {appName: {code, message}}}
// becomes {"meta.appName": "message"}. A leaf without a message reads 'Invalid value'.

import { shellText } from './shellMessages';

export type FieldErrors = Record<string, string>;

/** What a field shows for a server error that carries no message, in the interface language. */
export function invalidValueMessage(): string {
  return shellText('error.invalidValue');
}

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
        out[path] = typeof obj.message === 'string' && obj.message ? obj.message : invalidValueMessage();
      } else {
        Object.assign(out, flattenFieldErrors(obj, path));
      }
    } else if (typeof value === 'string') {
      out[path] = value || invalidValueMessage();
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
