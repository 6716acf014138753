import { useCallback, useEffect, useRef, useState } from 'react';
import type { Collection, Record as PbRecord } from 'pocketbase';
import { session } from '../../../api/client';
import { useAuthEmail, useDeleteRecord } from '../../../api/records';
import { confirm } from '../../../lib/confirm';
import { runConfirmed } from '../../../lib/confirmedAction';
import { duplicateValues, isFormDirty, type RecordFormValues } from './model/recordForm';
import { STORAGE_KEYS } from '../../../lib/storageKeys';
import { Button } from '../../../ui/Button';
import { DraftBanner, DraftNotKeptNotice } from '../../../ui/DraftBanner';
import { Field, Form } from '../../../ui/form/Form';
import { useAppForm } from '../../../ui/form/useAppForm';
import { useFormFlag } from '../../../ui/form/useFormFlag';
import { Overlay, OverlayCloseButton, type OverlayControls } from '../../../ui/Overlay';
import { tabIds, Tabs, useTabsId } from '../../../ui/Tabs';
import { afterPaint } from '../../../lib/afterPaint';
import { useStore } from '../../../ui/useStore';
import { AuthFields } from './AuthFields';
import { ExternalAuthsList } from './ExternalAuthsList';
import { RecordActionsMenu } from './RecordActionsMenu';
import type { NestedRecordEditor, RecordEditorPanelProps } from './panelTypes';
import { RecordFieldInput } from './RecordFieldInput';
import { RecordSaveNotice } from './RecordSaveNotice';
import { useRecordDraft } from './useRecordDraft';
import { useRecordBase, useRecordSave } from './useRecordSave';
import styles from './RecordEditorPanel.module.css';
import { t } from './messages';

interface RecordEditorFormProps extends RecordEditorPanelProps {
  /** The record the editor opened with (null: a new record). */
  record: PbRecord | null;
  /** The panel, opened over this one for a record created from a relation picker. */
  NestedEditor: NestedRecordEditor;
}

/** Schema fields rendered in the panel's first frame. */
const FIRST_FIELDS = 4;

export function RecordEditorForm(props: RecordEditorFormProps) {
  const { collection, record: openedWith, seed, open, onClose, onSaved, onDuplicate, NestedEditor } = props;
  const overlay = useRef<OverlayControls>(null);
  const owner = useStore(session).admin?.id ?? '';
  const isAuth = collection.type === 'auth';

  const { record, base, moveTo } = useRecordBase(collection, openedWith);
  const isNew = record === null;
  const form = useAppForm<RecordFormValues>({ defaultValues: seed ?? base });
  const draftKey = STORAGE_KEYS.recordDraft(
    collection.id,
    (openedWith?.id ?? 'new') + (props.isNested && !openedWith ? '-nested' : ''),
  );
  const { draft, restore, discard, isKept } = useRecordDraft(form, collection, draftKey, owner, base);
  const isDirty = useFormFlag(
    form,
    useCallback((values: RecordFormValues) => isFormDirty(base, values), [base]),
  );
  const { submit, saveAndStay, isSubmitting, problem, progress, resolve, reload } = useRecordSave({
    collection,
    form,
    record,
    base,
    moveTo,
    discard,
    onSaved: (saved, keepOpen) => {
      onSaved?.(saved, keepOpen);
      if (!keepOpen) overlay.current?.close();
    },
  });
  // the first fields render with the panel, the rest once it has painted (a long schema never
  // holds the panel back; what is typed lives in the form either way)
  const [shownFields, setShownFields] = useState(FIRST_FIELDS);
  const fieldCount = collection.schema.length;
  useEffect(() => {
    if (shownFields < fieldCount) return afterPaint(() => setShownFields(fieldCount));
  }, [shownFields, fieldCount]);
  const [tab, setTab] = useState<'account' | 'providers'>('account');
  const tabsId = useTabsId();
  const deleteRecord = useDeleteRecord(collection.id);
  const authEmail = useAuthEmail(collection.id);

  const handleDelete = async () => {
    if (!record) return;
    const deleted = await runConfirmed({
      question: t('delete.confirm'),
      action: () => deleteRecord.mutateAsync(record.id),
      success: t('delete.success'),
    });
    if (!deleted) return;
    discard();
    overlay.current?.close();
  };

  const handleDuplicate = async () => {
    if (isDirty && !(await confirm(t('discard.confirm')))) return;
    discard();
    const copy = duplicateValues(collection, base);
    overlay.current?.close(); // already asked: this panel goes without a second question
    onDuplicate?.(copy);
  };

  const sendEmail = (kind: 'verification' | 'password-reset') => {
    const email = record && typeof record.email === 'string' ? record.email : '';
    const what = kind === 'verification' ? 'verificationEmail' : 'passwordResetEmail';
    if (!email) return;
    void runConfirmed({
      question: t(`${what}.confirm`, { email }),
      action: () => authEmail.mutateAsync({ kind, email }),
      success: t(`${what}.success`, { email }),
    });
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
      <Field name="id" label="id" warnBidi>
        {(input) => (
          <input
            {...input}
            {...form.register('id')}
            type="text"
            readOnly={!isNew}
            placeholder={isNew ? t('autoGenerate') : undefined}
            minLength={15}
            autoComplete="off"
            className="mono"
            dir="ltr"
          />
        )}
      </Field>
      {isAuth && <AuthFields collection={collection} isNew={isNew} />}
      {collection.schema.slice(0, shownFields).map((field) => (
        <RecordFieldInput
          key={field.id || field.name}
          field={field}
          record={record}
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
      title={t(isNew ? 'title.new' : 'title.edit', { collection: collection.name })}
      isDirty={isDirty}
      isLocked={isSubmitting || deleteRecord.isPending}
      onSave={saveAndStay}
      headerActions={
        record && (
          <RecordActionsMenu
            canSendVerification={isAuth && !record.verified}
            canSendPasswordReset={isAuth}
            onSendVerification={() => sendEmail('verification')}
            onSendPasswordReset={() => sendEmail('password-reset')}
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
            {isNew ? t('create') : t('saveChanges')}
          </Button>
        </>
      }
    >
      <Form form={form} onSubmit={submit} id={formId} className={styles.form}>
        {draft && <DraftBanner savedAt={draft.savedAt} onRestore={restore} onDiscard={discard} />}
        {!isKept && <DraftNotKeptNotice />}
        <RecordSaveNotice
          problem={problem}
          isDirty={isDirty}
          onResolve={resolve}
          onReload={() => void reload()}
        />
        {showsTabs ? (
          <>
            <Tabs
              baseId={tabsId}
              label={t('tabs.label')}
              tabs={[
                { id: 'account', label: t('tabs.account') },
                { id: 'providers', label: t('tabs.providers') },
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
        <NestedEditor
          collection={nested.target}
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
