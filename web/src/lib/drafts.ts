// Drafts: what an admin typed into a form, kept in localStorage while it differs from the saved
// data, so a reload, an expired session or a crash never loses it (spec §4 Draft). A draft belongs
// to the admin who typed it; passwords are never stored.

export interface Draft<T> {
  owner: string;
  savedAt: number;
  values: T;
  /**
   * What the form had loaded when this was typed (a saved collection, with its `updated`), for forms
   * whose save must know which version the admin's changes were made on; absent otherwise.
   */
  basedOn?: unknown;
}

export function readDraft<T>(key: string, owner: string): Draft<T> | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<Draft<T>>;
    if (!draft || draft.owner !== owner || draft.values === undefined) return null;
    return draft as Draft<T>;
  } catch {
    return null;
  }
}

/** What a form says when the browser would not keep its draft. */
export const DRAFT_NOT_KEPT = 'This draft is too large to keep in this browser; it will be lost on reload.';

/**
 * Stores a draft. Returns false when the browser refused it (storage full or disabled): the form
 * still works, only the safety net is gone, and the older draft under the same key is removed, so a
 * reload never brings back something older than what was typed.
 */
export function writeDraft<T>(key: string, owner: string, values: T, basedOn?: unknown): boolean {
  try {
    const draft: Draft<T> = { owner, savedAt: Date.now(), values };
    if (basedOn !== undefined) draft.basedOn = basedOn;
    localStorage.setItem(key, JSON.stringify(draft));
    return true;
  } catch {
    removeDraft(key);
    return false;
  }
}

export function removeDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // nothing stored
  }
}

/**
 * A copy of `values` without the listed keys (passwords): top-level names, or dotted paths into
 * nested objects (`smtp.password`).
 */
export function withoutKeys<T extends object>(values: T, keys: readonly string[]): Partial<T> {
  const out = { ...values } as Record<string, unknown>;
  for (const key of keys) {
    const [head, ...rest] = key.split('.');
    if (!rest.length) delete out[head];
    else if (out[head] && typeof out[head] === 'object' && !Array.isArray(out[head]))
      out[head] = withoutKeys(out[head] as object, [rest.join('.')]);
  }
  return out as Partial<T>;
}

/**
 * `base` with `patch` laid over it, object by object (a draft stored without its secrets restores
 * over the loaded values, which keep theirs); arrays and other values in `patch` replace.
 */
export function mergeDraft<T>(base: T, patch: unknown): T {
  const isObject = (v: unknown): v is Record<string, unknown> =>
    !!v && typeof v === 'object' && !Array.isArray(v);
  if (!isObject(base) || !isObject(patch)) return patch as T;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) out[key] = mergeDraft(out[key], value);
  return out as T;
}
