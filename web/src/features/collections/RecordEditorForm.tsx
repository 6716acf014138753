import { useCallback, useEffect, useRef, useState } from 'react';
import type { Collection, Record as PbRecord } from 'pocketbase';
import {
  fetchRecord,
  useAuthEmail,
  useDeleteRecord,
  useRecordRealtime,
  useSaveRecord,
} from '../../api/records';
import { session } from '../../api/client';
import { trackUploadProgress } from '../../api/uploadProgress';
import { confirm } from '../../lib/confirm';
import { errorStatus, fieldErrorsOf, handleError, isAbortError } from '../../lib/errors';
import {
  compareWithServer,
  isNewerOnServer,
  mergeTheirs,
  type FieldConflict,
} from '../../lib/recordConflict';
import { newRecordId, recordErrorPaths, validateRecordId } from '../../lib/recordEditor';
import {
  buildRecordFormData,
  duplicateValues,
  isFormDirty,
  recordToFormValues,
  type RecordFormValues,
} from '../../lib/recordForm';
import { STORAGE_KEYS } from '../../lib/storageKeys';
import { toast } from '../../lib/toasts';
import { fileProgress, isLargeUpload } from '../../lib/uploadProgress';
import { Button } from '../../ui/Button';
import { DraftBanner } from '../../ui/DraftBanner';
import { Dropdown, type DropdownItem } from '../../ui/Dropdown';
import { Field, Form } from '../../ui/form/Form';
import { setServerErrors, useAppForm, useFormSubmit } from '../../ui/form/useAppForm';
import { Overlay, OverlayCloseButton, type OverlayControls } from '../../ui/Overlay';
import { tabIds, Tabs, useTabsId } from '../../ui/Tabs';
import { useStore } from '../../ui/useStore';
import { AuthFields } from './AuthFields';
import { ExternalAuthsList } from './ExternalAuthsList';
import { RecordConflictNotice } from './RecordConflictNotice';
import { RecordEditorPanel, type RecordEditorPanelProps } from './RecordEditorPanel';
import { RecordFieldInput } from './RecordFieldInput';
import { useRecordDraft } from './useRecordDraft';
import styles from './RecordEditorPanel.module.css';

const DISCARD_MESSAGE = 'You have unsaved changes. Do you really want to discard them?';

type Problem =
  | { kind: 'gone' }
  | { kind: 'unreachable' }
  | { kind: 'conflict'; server: PbRecord; conflicts: FieldConflict[] };

interface RecordEditorFormProps extends RecordEditorPanelProps {
  /** The record the editor opened with (null: a new record). */
  record: PbRecord | null;
}

/** Whether an error means the request never got an answer (the server is down or unreachable). */
function isUnanswered(err: unknown): boolean {
  return !isAbortError(err) && errorStatus(err) === 0;
}

export function RecordEditorForm(props: RecordEditorFormProps) {
  const {
    collection,
    collectionsById,
    record: openedWith,
    seed,
    open,
    onClose,
    onSaved,
    onDuplicate,
  } = props;
  const overlay = useRef<OverlayControls>(null);
  const owner = useStore(session).admin?.id ?? '';
  const isAuth = collection.type === 'auth';

  // the saved record the form is judged against (moves on after a Ctrl+S save or a merge)
  const [record, setRecord] = useState<PbRecord | null>(openedWith);
  const isNew = record === null;
  const [base, setBase] = useState<RecordFormValues>(() => recordToFormValues(collection, openedWith));
  const form = useAppForm<RecordFormValues>({ defaultValues: seed ?? base });
  const draftKey = STORAGE_KEYS.recordDraft(
    collection.id,
    (openedWith?.id ?? 'new') + (props.isNested && !openedWith ? '-nested' : ''),
  );
  const { draft, restore, discard } = useRecordDraft(form, collection, draftKey, owner, base);

  // dirty state without re-rendering the whole panel on every keystroke: state changes only when
  // the flag flips (or the base moves on)
  const [dirty, setDirty] = useState(() => ({ base, value: isFormDirty(base, form.getValues()) }));
  if (dirty.base !== base) setDirty({ base, value: isFormDirty(base, form.getValues()) });
  const isDirty = dirty.value;
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          const value = isFormDirty(base, values as RecordFormValues);
          setDirty((prev) => (prev.base === base && prev.value === value ? prev : { base, value }));
        },
      }),
    [form, base],
  );

  const [problem, setProblem] = useState<Problem | null>(null);
  const [progress, setProgress] = useState<ReadonlyMap<string, number>>(new Map());
  const [tab, setTab] = useState<'account' | 'providers'>('account');
  const tabsId = useTabsId();
  const keepOpenRef = useRef(false);
  const sentRef = useRef<RecordFormValues | null>(null);
  const isSavingRef = useRef(false);
  // a new record is sent with the same generated id on every attempt (see newRecordId)
  const generatedIdRef = useRef<string | null>(null);
  const hadUnansweredRef = useRef(false);

  const saveRecord = useSaveRecord();
  const deleteRecord = useDeleteRecord(collection.id);
  const authEmail = useAuthEmail(collection.id);

  const applyServer = useCallback(
    (server: PbRecord, values: RecordFormValues) => {
      setRecord(server);
      const nextBase = recordToFormValues(collection, server);
      setBase(nextBase);
      form.reset(values, { keepDefaultValues: true });
      setProblem(null);
    },
    [collection, form],
  );

  const finishSave = (saved: PbRecord, wasNew: boolean) => {
    toast.success(wasNew ? 'Successfully created record.' : 'Successfully updated record.');
    generatedIdRef.current = null;
    hadUnansweredRef.current = false;
    discard();
    setProblem(null);
    if (keepOpenRef.current) {
      applyServer(saved, recordToFormValues(collection, saved));
      onSaved?.(saved, true);
    } else {
      onSaved?.(saved, false);
      overlay.current?.close();
    }
  };

  const { submit, isSubmitting } = useFormSubmit<RecordFormValues>(
    form,
    async (values) => {
      sentRef.current = values;
      isSavingRef.current = true;
      setProblem(null);
      try {
        if (record) {
          // changed on the server since it was loaded? say so before overwriting anything
          const server = await fetchRecord(collection, record.id);
          if (isNewerOnServer(record.updated, server.updated)) {
            setProblem({
              kind: 'conflict',
              server,
              conflicts: compareWithServer(collection, base, values, server),
            });
            return;
          }
        }
        const wasNew = !record;
        const sendValues = { ...values };
        if (wasNew && !values.id.trim()) sendValues.id = generatedIdRef.current ??= newRecordId();
        const body = buildRecordFormData(collection, sendValues, { isNew: wasNew });
        const uploads = Object.values(values.files).flatMap((entry) =>
          entry.added.map(({ key, file }) => ({ key, size: file.size })),
        );
        const untrack = isLargeUpload(uploads)
          ? trackUploadProgress(body, (loaded, total) => setProgress(fileProgress(uploads, loaded, total)))
          : () => undefined;
        let saved: PbRecord;
        try {
          saved = await saveRecord.mutateAsync({ collection, recordId: record?.id ?? null, body });
        } catch (err) {
          // the create reached the server but its answer was lost: the record is there
          const idTaken = wasNew && generatedIdRef.current && fieldErrorsOf(err).id;
          if (idTaken && hadUnansweredRef.current) {
            saved = await fetchRecord(collection, generatedIdRef.current!);
          } else throw err;
        } finally {
          untrack();
          setProgress(new Map());
        }
        finishSave(saved, wasNew);
      } finally {
        isSavingRef.current = false;
        keepOpenRef.current = false;
      }
    },
    {
      validate: (values) => {
        const message = validateRecordId(values.id, isNew);
        const errors: { [path: string]: string } = {};
        if (message) errors.id = message;
        return errors;
      },
      onError: (err) => {
        if (isUnanswered(err)) {
          hadUnansweredRef.current = true;
          setProblem({ kind: 'unreachable' });
          return true;
        }
        if (errorStatus(err) === 404 && record) {
          setProblem({ kind: 'gone' });
          return true; // spec §8: no toast for 404
        }
        handleError(err, {
          onFieldErrors: (errors) =>
            setServerErrors(form, recordErrorPaths(collection, errors), sentRef.current ?? form.getValues()),
        });
        return true;
      },
    },
  );

  // changes made elsewhere while the editor is open
  useRecordRealtime(collection.name, record?.id ?? null, (action, server) => {
    if (isSavingRef.current || !record) return;
    if (action === 'delete') {
      setProblem({ kind: 'gone' });
      return;
    }
    if (!isNewerOnServer(record.updated, server.updated)) return;
    const values = form.getValues();
    if (!isFormDirty(base, values)) {
      // nothing typed: follow the server, and say so
      applyServer(server, recordToFormValues(collection, server));
      toast.info('This record was updated on the server; the editor shows the new values.');
      return;
    }
    setProblem({ kind: 'conflict', server, conflicts: compareWithServer(collection, base, values, server) });
  });

  const resolve = (take: 'mine' | 'theirs') => {
    if (problem?.kind !== 'conflict') return;
    const merged = mergeTheirs(collection, base, form.getValues(), problem.server, { take });
    applyServer(problem.server, merged.values);
  };

  const reload = async () => {
    if (problem?.kind !== 'conflict') return;
    if (isDirty && !(await confirm(DISCARD_MESSAGE))) return;
    discard();
    applyServer(problem.server, recordToFormValues(collection, problem.server));
  };

  const handleDelete = async () => {
    if (!record || !(await confirm('Do you really want to delete the selected record?'))) return;
    try {
      await deleteRecord.mutateAsync(record.id);
    } catch (err) {
      handleError(err);
      return;
    }
    toast.success('Successfully deleted record.');
    discard();
    overlay.current?.close();
  };

  const handleDuplicate = async () => {
    if (isDirty && !(await confirm(DISCARD_MESSAGE))) return;
    discard();
    const copy = duplicateValues(collection, base);
    overlay.current?.close(); // already asked: this panel goes without a second question
    onDuplicate?.(copy);
  };

  const sendEmail = async (kind: 'verification' | 'password-reset') => {
    const email = record && typeof record.email === 'string' ? record.email : '';
    const what = kind === 'verification' ? 'verification' : 'password reset';
    if (!email || !(await confirm(`Do you really want to send a ${what} email to ${email}?`))) return;
    try {
      await authEmail.mutateAsync({ kind, email });
    } catch (err) {
      handleError(err);
      return;
    }
    toast.success(`Successfully sent ${what} email to ${email}.`);
  };

  const formId = `record-form-${tabsId}`;
  const showsTabs = isAuth && !!record;
  const [nested, setNested] = useState<{ target: Collection; select: (record: PbRecord) => void } | null>(
    null,
  );
  const onNewRelatedRecord = useCallback(
    (target: Collection) => (select: (record: PbRecord) => void) => setNested({ target, select }),
    [],
  );

  const fields = (
    <>
      <Field name="id" label="id">
        {(input) => (
          <input
            {...input}
            {...form.register('id')}
            type="text"
            readOnly={!isNew}
            placeholder={isNew ? 'Leave empty to auto generate' : undefined}
            minLength={15}
            autoComplete="off"
            className="mono"
          />
        )}
      </Field>
      {isAuth && <AuthFields collection={collection} isNew={isNew} />}
      {collection.schema.map((field) => (
        <RecordFieldInput
          key={field.id || field.name}
          field={field}
          record={record}
          collectionsById={collectionsById}
          progress={progress}
          onNewRelatedRecord={onNewRelatedRecord}
        />
      ))}
    </>
  );

  return (
    <Overlay
      open={open}
      controlsRef={overlay}
      onClose={() => {
        discard();
        onClose();
      }}
      title={isNew ? `New ${collection.name} record` : `Edit ${collection.name} record`}
      isDirty={isDirty}
      isLocked={isSubmitting || deleteRecord.isPending}
      onSave={() => {
        keepOpenRef.current = true;
        void submit();
      }}
      headerActions={
        record && (
          <RecordActionsMenu
            canSendVerification={isAuth && !record.verified}
            canSendPasswordReset={isAuth}
            onSendVerification={() => void sendEmail('verification')}
            onSendPasswordReset={() => void sendEmail('password-reset')}
            onDuplicate={onDuplicate ? () => void handleDuplicate() : undefined}
            onDelete={() => void handleDelete()}
          />
        )
      }
      footer={
        <>
          <OverlayCloseButton />
          <Button
            type="submit"
            form={formId}
            variant="primary"
            isLoading={isSubmitting}
            disabled={!(isNew || isDirty) || problem?.kind === 'gone'}
          >
            {isNew ? 'Create' : 'Save changes'}
          </Button>
        </>
      }
    >
      <Form form={form} onSubmit={submit} id={formId} className={styles.form}>
        {draft && <DraftBanner savedAt={draft.savedAt} onRestore={restore} onDiscard={discard} />}
        {problem?.kind === 'gone' && (
          <div className={styles.notice} role="alert">
            This record no longer exists on the server: it was deleted after you opened it. Your changes are
            still here; copy what you need before closing.
          </div>
        )}
        {problem?.kind === 'unreachable' && (
          <div className={styles.notice} role="alert">
            Could not reach the server, so nothing was saved. Your changes are kept (also as a draft in this
            browser); save again when the server is back.
          </div>
        )}
        {problem?.kind === 'conflict' && (
          <RecordConflictNotice
            conflicts={problem.conflicts}
            hasChanges={isDirty}
            onKeepMine={() => resolve('mine')}
            onTakeTheirs={() => resolve('theirs')}
            onReload={() => void reload()}
          />
        )}
        {showsTabs ? (
          <>
            <Tabs
              baseId={tabsId}
              label="Record sections"
              tabs={[
                { id: 'account', label: 'Account' },
                { id: 'providers', label: 'Authorized providers' },
              ]}
              selected={tab}
              onSelect={(id) => setTab(id as 'account' | 'providers')}
            />
            <div
              role="tabpanel"
              id={tabIds(tabsId, 'account').panel}
              aria-labelledby={tabIds(tabsId, 'account').tab}
              hidden={tab !== 'account'}
            >
              {fields}
            </div>
            <div
              role="tabpanel"
              id={tabIds(tabsId, 'providers').panel}
              aria-labelledby={tabIds(tabsId, 'providers').tab}
              hidden={tab !== 'providers'}
            >
              <ExternalAuthsList
                collectionId={collection.id}
                recordId={record.id}
                isActive={tab === 'providers'}
              />
            </div>
          </>
        ) : (
          fields
        )}
      </Form>
      {nested && (
        <RecordEditorPanel
          collection={nested.target}
          collectionsById={collectionsById}
          recordId={null}
          open
          isNested
          onClose={() => setNested(null)}
          onSaved={(saved) => nested.select(saved)}
        />
      )}
    </Overlay>
  );
}

interface RecordActionsMenuProps {
  canSendVerification: boolean;
  canSendPasswordReset: boolean;
  onSendVerification: () => void;
  onSendPasswordReset: () => void;
  onDuplicate?: () => void;
  onDelete: () => void;
}

/** The editor's dropdown (spec §2): Send verification email, Send password reset email, Duplicate, Delete. */
function RecordActionsMenu(props: RecordActionsMenuProps) {
  const items: DropdownItem[] = [];
  if (props.canSendVerification)
    items.push({ label: 'Send verification email', onSelect: props.onSendVerification });
  if (props.canSendPasswordReset)
    items.push({ label: 'Send password reset email', onSelect: props.onSendPasswordReset });
  if (props.onDuplicate) items.push({ label: 'Duplicate', onSelect: props.onDuplicate });
  items.push({ label: 'Delete', onSelect: props.onDelete });
  return <Dropdown label="Record actions" trigger={<span aria-hidden="true">⋯</span>} items={items} />;
}
