import { useCallback, useEffect, useState } from 'react';
import type { FieldPath, FieldValues, PathValue } from 'react-hook-form';
import { mergeDraft, readDraft, removeDraft, withoutKeys, writeDraft, type Draft } from '../../lib/drafts';
import { isDeepEqual } from '../../lib/formPaths';
import type { AppForm } from './useAppForm';

export interface FormDraftOptions {
  /** localStorage key of this form's draft (per record, per admin…). */
  storageKey: string;
  /** The signed-in admin: a draft is offered back only to the admin who typed it. */
  owner: string;
  /** Keys never stored (passwords): top-level names or dotted paths (`smtp.password`). */
  exclude?: readonly string[];
}

export interface FormDraft<T> {
  /** An earlier draft that differs from what the form loaded: offer Restore or Discard. */
  draft: Draft<Partial<T>> | null;
  restore: () => void;
  /** Forgets the stored draft (after a save, a confirmed close, Discard). */
  discard: () => void;
}

/**
 * Keeps what the admin typed in localStorage while it differs from what the form loaded, so a
 * reload, an expired session or a crash loses nothing (spec §4 Draft); the stored copy goes away
 * when the form is back to its loaded values.
 */
export function useFormDraft<T extends FieldValues>(
  form: AppForm<T>,
  { storageKey, owner, exclude = [] }: FormDraftOptions,
): FormDraft<T> {
  // what the form loaded (a form is remounted for other data, so these never change)
  const [excluded] = useState(exclude);
  const [pristine] = useState(() => withoutKeys(form.formState.defaultValues ?? {}, exclude));
  const [draft, setDraft] = useState<Draft<Partial<T>> | null>(() => {
    const found = readDraft<Partial<T>>(storageKey, owner);
    return found && !isDeepEqual(found.values, pristine) ? found : null;
  });

  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          const kept = withoutKeys(values, excluded);
          if (isDeepEqual(kept, pristine)) removeDraft(storageKey);
          else writeDraft(storageKey, owner, kept);
        },
      }),
    [form, storageKey, owner, pristine, excluded],
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
    setDraft(null);
  }, [storageKey]);

  return { draft, restore, discard };
}
