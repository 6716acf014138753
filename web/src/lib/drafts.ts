// Drafts: what an admin typed into a form, kept in localStorage while it differs from the saved
// data, so a reload, an expired session, signing out or a crash never loses it. A draft belongs to
// the admin who typed it (its owner, the admin's id) and is offered back to that admin only; a form
// of no signed-in admin stores nothing. Passwords are never stored.

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
  if (!owner) return null;
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

/**
 * Stores a draft. Returns false when the browser refused it (storage full or disabled): the form
 * still works, only the safety net is gone, and the older draft under the same key is removed, so a
 * reload never brings back something older than what was typed.
 */
export function writeDraft<T>(key: string, owner: string, values: T, basedOn?: unknown): boolean {
  // a draft nobody could be offered would only overwrite the one its admin left (nothing is lost:
  // this happens only while a session ends, after its forms stored theirs)
  if (!owner) return true;
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

const openDrafts = new Set<() => void>();

/**
 * Registers how an open form stores what it holds now (when it differs from what it loaded), for
 * `writeOpenDrafts`; returns the unregistration (on unmount).
 */
export function registerDraftWriter(write: () => void): () => void {
  openDrafts.add(write);
  return () => {
    openDrafts.delete(write);
  };
}

/**
 * Stores the draft of every open form, for its admin: the session is ending and the screens are
 * about to go, so nothing typed may be left only in a form.
 */
export function writeOpenDrafts(): void {
  for (const write of [...openDrafts]) {
    try {
      write();
    } catch (err) {
      console.warn('Could not store a draft.', err);
    }
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
