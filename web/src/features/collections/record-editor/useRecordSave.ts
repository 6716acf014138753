import { useCallback, useRef, useState } from 'react';
import type { Collection, Record as PbRecord } from 'pocketbase';
import { fetchRecord, useRecordRealtime, useSaveRecord } from '../../../api/records';
import { trackUploadProgress } from '../../../api/uploadProgress';
import { confirm } from '../../../lib/confirm';
import { errorStatus, fieldErrorsOf, handleError, isUnanswered } from '../../../lib/errors';
import type { FieldConflict } from './model/recordConflict';
import { isNewerOnServer } from './model/recordVersion';
import { newRecordId, recordErrorPaths, validateRecordId } from './model/recordEditor';
import {
  buildRecordFormData,
  isFormDirty,
  recordToFormValues,
  validateRecordValues,
  type RecordFormValues,
} from './model/recordForm';
import { toast } from '../../../lib/toasts';
import { fileProgress, isLargeUpload } from '../../../lib/uploadProgress';
import { setServerErrors, useFormSubmit, type AppForm } from '../../../ui/form/useAppForm';
import { t } from './messages';

/**
 * Telling a lost write of the editor's own from another admin's change, and comparing and merging
 * the two, are needed only once the server's record has moved on: that code is a chunk of its own,
 * loaded then.
 */
async function loadServerChangeTools() {
  const [own, conflict] = await Promise.all([import('./model/ownWrite'), import('./model/recordConflict')]);
  return { ...own, ...conflict };
}

type ServerChangeTools = Awaited<ReturnType<typeof loadServerChangeTools>>;

/**
 * What the panel says above the form when a save could not be done as asked. 'unreachable': no
 * answer came; `maybeSaved` unless no write went out since the last known state (the record was
 * read first and that read got no answer), since a write whose answer was lost may have been applied.
 */
export type SaveProblem =
  | { kind: 'gone' }
  | { kind: 'unreachable'; maybeSaved: boolean }
  | { kind: 'conflict'; server: PbRecord; conflicts: FieldConflict[] };

/** A write sent without an answer: what it carried, so the next save can tell whether it was applied. */
type LostWrite = { sent: RecordFormValues; isNew: boolean };

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
 * Saving the record editor:
 * - an existing record is read again first: changed on the server since it was loaded, the panel
 *   shows the differences instead of overwriting them;
 * - a write that got no answer may have been applied (the answer can be lost after the server wrote):
 *   the panel says so, and the next save recognises that write when the server holds exactly what it
 *   sent (`isOwnWrite`), takes it as done and sends only what the admin changed since, if anything;
 *   only someone else's change is shown as a conflict;
 * - a new record is sent with a generated id, the same on every attempt, so a create whose answer
 *   was lost is found again rather than made twice;
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
  /** The write of the running save, once it has gone out. */
  const writingRef = useRef<LostWrite | null>(null);
  /** The last write that got no answer, until a later save finds out whether it was applied. */
  const lostWriteRef = useRef<LostWrite | null>(null);
  const saveRecord = useSaveRecord();

  /** Takes the server's record as the new base, with `values` in the form. */
  const applyServer = (server: PbRecord, values: RecordFormValues) => {
    moveTo(server);
    form.reset(values, { keepDefaultValues: true });
    setProblem(null);
    // from here on the form is judged against this version of the record
    lostWriteRef.current = null;
  };

  /** Sends `values` as a create (`target` null) or an update of `target`, with upload progress. */
  const write = async (target: PbRecord | null, values: RecordFormValues): Promise<PbRecord> => {
    const isNew = !target;
    const body = buildRecordFormData(collection, values, { isNew });
    const uploads = Object.values(values.files).flatMap((entry) =>
      entry.added.map(({ key, file }) => ({ key, size: file.size })),
    );
    const isLarge = isLargeUpload(uploads);
    // the bars show from the start (0 %), then follow the bytes sent
    if (isLarge) setProgress(new Map(uploads.map(({ key }) => [key, 0])));
    const untrack = isLarge
      ? trackUploadProgress(body, (loaded, total) => setProgress(fileProgress(uploads, loaded, total)))
      : () => undefined;
    // a copy: the form's values object changes in place as the admin types on
    writingRef.current = { sent: structuredClone(values), isNew };
    try {
      return await saveRecord.mutateAsync({ collection, recordId: target?.id ?? null, body });
    } finally {
      untrack();
      setProgress(new Map());
    }
  };

  /**
   * The server's record holds the lost write, so the save is done; what the admin changed since, if
   * anything, is sent as an update of that record, which becomes the editor's base.
   */
  const takeOwnWrite = (
    tools: ServerChangeTools,
    lost: LostWrite,
    values: RecordFormValues,
    server: PbRecord,
  ) => {
    const rest = tools.afterOwnWrite(collection, lost.sent, values, server, { isNew: lost.isNew });
    if (!isFormDirty(recordToFormValues(collection, server), rest)) return server;
    applyServer(server, rest);
    sentRef.current = rest;
    return write(server, rest);
  };

  /**
   * A create refused because its id is taken, after a create with that id got no answer: the record
   * is there. It is this editor's when it holds what was sent, or when the id was generated here (no
   * one else could have picked it; changed since, it is kept as it is). Null when it is someone else's.
   */
  const findOwnCreate = async (
    err: unknown,
    lost: LostWrite | null,
    values: RecordFormValues,
  ): Promise<PbRecord | null> => {
    const id = values.id.trim();
    if (!lost?.isNew || lost.sent.id.trim() !== id || !fieldErrorsOf(err).id) return null;
    let server: PbRecord;
    try {
      server = await fetchRecord(collection, id);
    } catch (fetchErr) {
      if (isUnanswered(fetchErr)) throw fetchErr;
      return null;
    }
    const tools = await loadServerChangeTools();
    if (tools.isOwnWrite(collection, lost.sent, server, { isNew: true }))
      return takeOwnWrite(tools, lost, values, server);
    return id === generatedIdRef.current ? server : null;
  };

  const send = async (values: RecordFormValues): Promise<PbRecord | null> => {
    const lost = lostWriteRef.current;
    if (record) {
      const server = await fetchRecord(collection, record.id);
      if (isNewerOnServer(record.updated, server.updated)) {
        const tools = await loadServerChangeTools();
        if (lost && !lost.isNew && tools.isOwnWrite(collection, lost.sent, server, { isNew: false }))
          return takeOwnWrite(tools, lost, values, server);
        setProblem({
          kind: 'conflict',
          server,
          conflicts: tools.compareWithServer(collection, base, values, server),
        });
        return null;
      }
      // unchanged since it was loaded: a lost write was not applied
      lostWriteRef.current = null;
      return write(record, values);
    }
    const sendValues = { ...values };
    if (!values.id.trim()) sendValues.id = generatedIdRef.current ??= newRecordId();
    try {
      const created = await write(null, sendValues);
      lostWriteRef.current = null;
      return created;
    } catch (err) {
      const own = await findOwnCreate(err, lost, sendValues);
      if (own) return own;
      throw err;
    }
  };

  const { submit, isSubmitting } = useFormSubmit<RecordFormValues>(
    form,
    async (values) => {
      sentRef.current = values;
      writingRef.current = null;
      isSavingRef.current = true;
      setProblem(null);
      const keepOpen = keepOpenRef.current;
      try {
        const saved = await send(values);
        if (!saved) return;
        toast.success(record ? t('save.updated') : t('save.created'));
        generatedIdRef.current = null;
        lostWriteRef.current = null;
        discard();
        if (keepOpen) applyServer(saved, recordToFormValues(collection, saved));
        onSaved(saved, keepOpen);
      } finally {
        isSavingRef.current = false;
        keepOpenRef.current = false;
      }
    },
    {
      // an impossible number or date is refused here: the server would store 0 or an empty date
      validate: (values) => {
        const message = validateRecordId(values.id, !record);
        const errors: { [path: string]: string } = {};
        if (message) errors.id = message;
        return { ...errors, ...validateRecordValues(collection, values) };
      },
      onError: (err) => {
        if (isUnanswered(err)) {
          // the write went out: it may have been applied before its answer was lost
          if (writingRef.current) lostWriteRef.current = writingRef.current;
          setProblem({ kind: 'unreachable', maybeSaved: lostWriteRef.current !== null });
        } else if (errorStatus(err) === 404 && record) {
          setProblem({ kind: 'gone' }); // the panel says the record is gone; a 404 shows no toast
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

  /** Nothing typed: the editor follows the server's record, and says so. */
  const followServer = (server: PbRecord) => {
    applyServer(server, recordToFormValues(collection, server));
    toast.info(t('save.followServer'));
  };

  useRecordRealtime(collection, record?.id ?? null, (action, server) => {
    if (isSavingRef.current || !record) return;
    if (action === 'delete') {
      setProblem({ kind: 'gone' });
      return;
    }
    if (!server || !isNewerOnServer(record.updated, server.updated)) return;
    const lost = lostWriteRef.current;
    if (!lost && !isFormDirty(base, form.getValues())) {
      followServer(server);
      return;
    }
    void loadServerChangeTools().then((tools) => {
      if (isSavingRef.current) return; // a save started meanwhile reads the record itself
      // the write whose answer was lost was applied after all: the next save recognises it
      if (lost && !lost.isNew && tools.isOwnWrite(collection, lost.sent, server, { isNew: false })) return;
      const values = form.getValues();
      if (!isFormDirty(base, values)) followServer(server);
      else
        setProblem({
          kind: 'conflict',
          server,
          conflicts: tools.compareWithServer(collection, base, values, server),
        });
    });
  });

  /** Resolves a conflict: the admin's changes over the server's record, or the server's values. */
  const resolve = async (take: 'mine' | 'theirs') => {
    if (problem?.kind !== 'conflict') return;
    const { mergeTheirs } = await loadServerChangeTools();
    const merged = mergeTheirs(collection, base, form.getValues(), problem.server, { take });
    applyServer(problem.server, merged.values);
  };

  /** Drops the admin's changes (after asking) and shows the server's record. */
  const reload = async () => {
    if (problem?.kind !== 'conflict') return;
    if (isFormDirty(base, form.getValues()) && !(await confirm(t('discard.confirm')))) return;
    discard();
    applyServer(problem.server, recordToFormValues(collection, problem.server));
  };

  return { submit, saveAndStay, isSubmitting, problem, progress, resolve, reload };
}
