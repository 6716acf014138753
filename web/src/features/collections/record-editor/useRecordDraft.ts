import { useCallback, useEffect, useRef, useState } from 'react';
import type { Collection } from 'pocketbase';
import { readDraft, registerDraftWriter, removeDraft, writeDraft, type Draft } from '../../../lib/drafts';
import {
  draftFromValues,
  isDraftDifferent,
  isFormDirty,
  valuesFromDraft,
  type RecordDraft,
  type RecordFormValues,
} from './model/recordForm';
import type { AppForm } from '../../../ui/form/useAppForm';

export interface RecordDraftState {
  /** An earlier draft that differs from what the editor loaded: the banner offers it back. */
  draft: Draft<RecordDraft> | null;
  restore: () => void;
  discard: () => void;
  /** False while the browser refuses to store the draft (too large): a reload would lose the typing. */
  isKept: boolean;
}

/**
 * Keeps the record form in localStorage as the admin types: written on every change while the form
 * differs from `base`, removed when it is back to it; passwords and picked files are never stored.
 * A stored draft that differs from the loaded values is offered back.
 */
export function useRecordDraft(
  form: AppForm<RecordFormValues>,
  collection: Collection,
  storageKey: string,
  owner: string,
  base: RecordFormValues,
): RecordDraftState {
  const [draft, setDraft] = useState<Draft<RecordDraft> | null>(() => {
    const found = readDraft<RecordDraft>(storageKey, owner);
    return found && isDraftDifferent(collection, found.values, form.getValues()) ? found : null;
  });
  const [isKept, setKept] = useState(true);
  // the admin forgot the draft (Discard, a save) and has not typed since: nothing is to be stored
  const isForgotten = useRef(false);

  useEffect(() => {
    const store = (values: RecordFormValues) => {
      isForgotten.current = false;
      if (isFormDirty(base, values)) {
        setKept(writeDraft(storageKey, owner, draftFromValues(values)));
      } else {
        removeDraft(storageKey);
        setKept(true);
      }
    };
    // a form that starts different from its base (a duplicate) is stored at once; an earlier
    // draft on offer is left alone until the admin types
    const initial = form.getValues();
    if (isFormDirty(base, initial) && !readDraft(storageKey, owner)) store(initial);
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => store(values as RecordFormValues),
    });
  }, [form, base, storageKey, owner]);

  // the session is ending (lib/drafts: writeOpenDrafts): a changed form is stored once more
  // (whatever became of the stored copy since), unless the admin forgot it; an earlier draft still
  // on offer is left alone
  useEffect(
    () =>
      registerDraftWriter(() => {
        const values = form.getValues();
        if (isForgotten.current || !isFormDirty(base, values)) return;
        writeDraft(storageKey, owner, draftFromValues(values));
      }),
    [form, base, storageKey, owner],
  );

  const restore = useCallback(() => {
    if (!draft) return;
    form.reset(valuesFromDraft(collection, draft.values, form.getValues()), { keepDefaultValues: true });
    setKept(writeDraft(storageKey, owner, draft.values));
    isForgotten.current = false;
    setDraft(null);
  }, [draft, form, collection, storageKey, owner]);

  const discard = useCallback(() => {
    removeDraft(storageKey);
    isForgotten.current = true;
    setDraft(null);
  }, [storageKey]);

  return { draft, restore, discard, isKept };
}
