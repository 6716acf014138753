import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldPath, FieldValues, PathValue } from 'react-hook-form';
import {
  mergeDraft,
  readDraft,
  registerDraftWriter,
  removeDraft,
  withoutKeys,
  writeDraft,
  type Draft,
} from '../../lib/drafts';
import { isDeepEqual } from '../../lib/formPaths';
import type { AppForm } from './useAppForm';

export interface FormDraftOptions {
  /** localStorage key of this form's draft (per record, per admin…). */
  storageKey: string;
  /**
   * The id of the signed-in admin: a draft is offered back only to the admin who typed it (nothing is
   * stored without one).
   */
  owner: string;
  /** Keys never stored (passwords): top-level names or dotted paths (`smtp.password`). */
  exclude?: readonly string[];
  /**
   * What the form loaded (a saved collection, with its `updated`), stored with every draft: a draft
   * restored later tells which version its changes were made on.
   */
  basedOn?: unknown;
}

export interface FormDraft<T> {
  /** An earlier draft that differs from what the form loaded: offer Restore or Discard. */
  draft: Draft<Partial<T>> | null;
  restore: () => void;
  /** Forgets the stored draft (after a save, a confirmed close, Discard). */
  discard: () => void;
  /**
   * The form now stands on another version: later drafts are stored with `basedOn`, and, when
   * `loaded` is given (the form was reset to those values), judged against `loaded` instead of
   * what the form first loaded. What the form holds now is stored (or removed) at once.
   */
  rebase: (basedOn: unknown, loaded?: T) => void;
  /** False while the browser refuses to store the draft (too large): a reload would lose the typing. */
  isKept: boolean;
}

/**
 * Keeps what the admin typed in localStorage while it differs from what the form loaded, so a
 * reload, an expired session or a crash loses nothing; the stored copy goes away when the form is
 * back to its loaded values.
 */
export function useFormDraft<T extends FieldValues>(
  form: AppForm<T>,
  { storageKey, owner, exclude = [], basedOn }: FormDraftOptions,
): FormDraft<T> {
  // what the form loaded (a form is remounted for other data; only `rebase` moves these)
  const [excluded] = useState(exclude);
  const [loaded] = useState(() => withoutKeys(form.formState.defaultValues ?? {}, exclude));
  const base = useRef({ pristine: loaded, basedOn });
  // the admin forgot the draft (Discard, a save) and has not typed since: nothing is to be stored
  const isForgotten = useRef(false);
  const [draft, setDraft] = useState<Draft<Partial<T>> | null>(() => {
    const found = readDraft<Partial<T>>(storageKey, owner);
    return found && !isDeepEqual(found.values, loaded) ? found : null;
  });
  const [isKept, setKept] = useState(true);

  const store = useCallback(
    (values: T) => {
      const kept = withoutKeys(values, excluded);
      isForgotten.current = false;
      if (isDeepEqual(kept, base.current.pristine)) {
        removeDraft(storageKey);
        setKept(true);
      } else {
        setKept(writeDraft(storageKey, owner, kept, base.current.basedOn));
      }
    },
    [storageKey, owner, excluded],
  );

  useEffect(
    () => form.subscribe({ formState: { values: true }, callback: ({ values }) => store(values as T) }),
    [form, store],
  );

  // the session is ending (lib/drafts: writeOpenDrafts): what the form holds is stored once more
  // (whatever became of the stored copy since), unless the admin forgot it; an earlier draft still
  // on offer is left alone
  useEffect(
    () =>
      registerDraftWriter(() => {
        const kept = withoutKeys(form.getValues(), excluded);
        if (isForgotten.current || isDeepEqual(kept, base.current.pristine)) return;
        writeDraft(storageKey, owner, kept, base.current.basedOn);
      }),
    [form, storageKey, owner, excluded],
  );

  const restore = useCallback(() => {
    if (!draft) return;
    for (const [name, value] of Object.entries(draft.values)) {
      const merged = mergeDraft(form.getValues(name as FieldPath<T>), value);
      form.setValue(name as FieldPath<T>, merged as PathValue<T, FieldPath<T>>, { shouldDirty: true });
    }
    setDraft(null);
  }, [draft, form]);

  const discard = useCallback(() => {
    removeDraft(storageKey);
    isForgotten.current = true;
    setDraft(null);
  }, [storageKey]);

  const rebase = useCallback(
    (next: unknown, values?: T) => {
      base.current = {
        pristine: values ? withoutKeys(values, excluded) : base.current.pristine,
        basedOn: next,
      };
      store(form.getValues());
    },
    [form, store, excluded],
  );

  return { draft, restore, discard, rebase, isKept };
}
