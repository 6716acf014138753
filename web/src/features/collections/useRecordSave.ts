import { useCallback, useRef, useState } from 'react';
import type { Collection, Record as PbRecord } from 'pocketbase';
import { fetchRecord, useRecordRealtime, useSaveRecord } from '../../api/records';
import { trackUploadProgress } from '../../api/uploadProgress';
import { confirm } from '../../lib/confirm';
import { errorStatus, fieldErrorsOf, handleError, isUnanswered } from '../../lib/errors';
import {
  compareWithServer,
  isNewerOnServer,
  mergeTheirs,
  type FieldConflict,
} from '../../lib/recordConflict';
import { newRecordId, recordErrorPaths, validateRecordId } from '../../lib/recordEditor';
import {
  buildRecordFormData,
  isFormDirty,
  recordToFormValues,
  type RecordFormValues,
} from '../../lib/recordForm';
import { toast } from '../../lib/toasts';
import { fileProgress, isLargeUpload } from '../../lib/uploadProgress';
import { setServerErrors, useFormSubmit, type AppForm } from '../../ui/form/useAppForm';

export const DISCARD_MESSAGE = 'You have unsaved changes. Do you really want to discard them?';

/** What the panel says above the form when a save could not be done as asked. */
export type SaveProblem =
  | { kind: 'gone' }
  | { kind: 'unreachable' }
  | { kind: 'conflict'; server: PbRecord; conflicts: FieldConflict[] };

/**
 * The saved record the editor judges its form against, and its form values. It moves on after a
 * Ctrl+S save or after the admin resolves a change made on the server.
 */
export function useRecordBase(collection: Collection, openedWith: PbRecord | null) {
  const [state, setState] = useState(() => ({
    record: openedWith,
    base: recordToFormValues(collection, openedWith),
  }));
  const moveTo = useCallback(
    (server: PbRecord) => setState({ record: server, base: recordToFormValues(collection, server) }),
    [collection],
  );
  return { ...state, moveTo };
}

interface RecordSaveOptions {
  collection: Collection;
  form: AppForm<RecordFormValues>;
  record: PbRecord | null;
  base: RecordFormValues;
  moveTo: (server: PbRecord) => void;
  /** Forgets the stored draft. */
  discard: () => void;
  /** After a save; `keepOpen` when saved with Ctrl+S. */
  onSaved: (record: PbRecord, keepOpen: boolean) => void;
}

/**
 * Saving the record editor (spec §4 Record editor, §7 Record write, issue 8 Reliability):
 * - an existing record is read again first: changed on the server since it was loaded, the panel
 *   shows the differences instead of overwriting them;
 * - a new record is sent with a generated id, the same on every attempt, so a create whose answer
 *   was lost (the server went down) is found again rather than made twice;
 * - large uploads report per-file progress; no answer → 'unreachable', 404 → 'gone' (no toast);
 *   server field errors land under their inputs;
 * - while open, realtime changes to the record are followed (untouched form) or offered (changed form).
 */
export function useRecordSave({
  collection,
  form,
  record,
  base,
  moveTo,
  discard,
  onSaved,
}: RecordSaveOptions) {
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const [progress, setProgress] = useState<ReadonlyMap<string, number>>(new Map());
  const keepOpenRef = useRef(false);
  const sentRef = useRef<RecordFormValues | null>(null);
  const isSavingRef = useRef(false);
  const generatedIdRef = useRef<string | null>(null);
  const hadUnansweredRef = useRef(false);
  const saveRecord = useSaveRecord();

  /** Takes the server's record as the new base, with `values` in the form. */
  const applyServer = (server: PbRecord, values: RecordFormValues) => {
    moveTo(server);
    form.reset(values, { keepDefaultValues: true });
    setProblem(null);
  };

  const send = async (values: RecordFormValues): Promise<PbRecord | null> => {
    if (record) {
      const server = await fetchRecord(collection, record.id);
      if (isNewerOnServer(record.updated, server.updated)) {
        setProblem({
          kind: 'conflict',
          server,
          conflicts: compareWithServer(collection, base, values, server),
        });
        return null;
      }
    }
    const isNew = !record;
    const sendValues = { ...values };
    if (isNew && !values.id.trim()) sendValues.id = generatedIdRef.current ??= newRecordId();
    const body = buildRecordFormData(collection, sendValues, { isNew });
    const uploads = Object.values(values.files).flatMap((entry) =>
      entry.added.map(({ key, file }) => ({ key, size: file.size })),
    );
    const isLarge = isLargeUpload(uploads);
    // the bars show from the start (0 %), then follow the bytes sent
    if (isLarge) setProgress(new Map(uploads.map(({ key }) => [key, 0])));
    const untrack = isLarge
      ? trackUploadProgress(body, (loaded, total) => setProgress(fileProgress(uploads, loaded, total)))
      : () => undefined;
    try {
      return await saveRecord.mutateAsync({ collection, recordId: record?.id ?? null, body });
    } catch (err) {
      // the create reached the server but its answer was lost: the record is there
      const isIdTaken = isNew && generatedIdRef.current !== null && !!fieldErrorsOf(err).id;
      if (isIdTaken && hadUnansweredRef.current) return fetchRecord(collection, generatedIdRef.current!);
      throw err;
    } finally {
      untrack();
      setProgress(new Map());
    }
  };

  const { submit, isSubmitting } = useFormSubmit<RecordFormValues>(
    form,
    async (values) => {
      sentRef.current = values;
      isSavingRef.current = true;
      setProblem(null);
      const keepOpen = keepOpenRef.current;
      try {
        const saved = await send(values);
        if (!saved) return;
        toast.success(record ? 'Successfully updated record.' : 'Successfully created record.');
        generatedIdRef.current = null;
        hadUnansweredRef.current = false;
        discard();
        if (keepOpen) applyServer(saved, recordToFormValues(collection, saved));
        onSaved(saved, keepOpen);
      } finally {
        isSavingRef.current = false;
        keepOpenRef.current = false;
      }
    },
    {
      validate: (values) => {
        const message = validateRecordId(values.id, !record);
        const errors: { [path: string]: string } = {};
        if (message) errors.id = message;
        return errors;
      },
      onError: (err) => {
        if (isUnanswered(err)) {
          hadUnansweredRef.current = true;
          setProblem({ kind: 'unreachable' });
        } else if (errorStatus(err) === 404 && record) {
          setProblem({ kind: 'gone' }); // spec §8: no toast for 404
        } else {
          handleError(err, {
            onFieldErrors: (errors) =>
              setServerErrors(
                form,
                recordErrorPaths(collection, errors),
                sentRef.current ?? form.getValues(),
              ),
          });
        }
        return true;
      },
    },
  );

  /** Ctrl+S: save and keep the panel open on the saved record. */
  const saveAndStay = () => {
    keepOpenRef.current = true;
    void submit();
  };

  useRecordRealtime(collection, record?.id ?? null, (action, server) => {
    if (isSavingRef.current || !record) return;
    if (action === 'delete') {
      setProblem({ kind: 'gone' });
      return;
    }
    if (!server || !isNewerOnServer(record.updated, server.updated)) return;
    const values = form.getValues();
    if (!isFormDirty(base, values)) {
      // nothing typed: follow the server, and say so
      applyServer(server, recordToFormValues(collection, server));
      toast.info('This record was updated on the server; the editor shows the new values.');
      return;
    }
    setProblem({ kind: 'conflict', server, conflicts: compareWithServer(collection, base, values, server) });
  });

  /** Resolves a conflict: the admin's changes over the server's record, or the server's values. */
  const resolve = (take: 'mine' | 'theirs') => {
    if (problem?.kind !== 'conflict') return;
    const merged = mergeTheirs(collection, base, form.getValues(), problem.server, { take });
    applyServer(problem.server, merged.values);
  };

  /** Drops the admin's changes (after asking) and shows the server's record. */
  const reload = async () => {
    if (problem?.kind !== 'conflict') return;
    if (isFormDirty(base, form.getValues()) && !(await confirm(DISCARD_MESSAGE))) return;
    discard();
    applyServer(problem.server, recordToFormValues(collection, problem.server));
  };

  return { submit, saveAndStay, isSubmitting, problem, progress, resolve, reload };
}
