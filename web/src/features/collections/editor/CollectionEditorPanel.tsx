import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Collection } from 'pocketbase';
import { useFormState, useWatch } from 'react-hook-form';
import { session } from '../../../api/client';
import { useDeleteCollection, useSaveCollection } from '../../../api/collections';
import {
  collectionChanges,
  collectionPayload,
  collectionToForm,
  duplicateForm,
  errorTab,
  needsConfirm,
  newCollectionForm,
  validateCollectionForm,
  type CollectionChanges,
  type CollectionForm,
  type EditorTab,
} from '../../../lib/collectionForm';
import { confirm } from '../../../lib/confirm';
import { runConfirmed } from '../../../lib/confirmedAction';
import { STORAGE_KEYS } from '../../../lib/storageKeys';
import { toast } from '../../../lib/toasts';
import { Button } from '../../../ui/Button';
import { DraftBanner } from '../../../ui/DraftBanner';
import { Dropdown } from '../../../ui/Dropdown';
import { Form } from '../../../ui/form/Form';
import { flattenFormErrors, useAppForm, useFormSubmit } from '../../../ui/form/useAppForm';
import { useFormDraft } from '../../../ui/form/useFormDraft';
import { Overlay, OverlayCloseButton, type OverlayControls } from '../../../ui/Overlay';
import { onIdle } from '../../../ui/lazyModule';
import { Tabs, tabIds, useTabsId, type TabItem } from '../../../ui/Tabs';
import { useStore } from '../../../ui/useStore';
import { CollectionNameType } from './CollectionNameType';
import { ConfirmChangesDialog } from './ConfirmChangesDialog';
import { FieldsTab } from './FieldsTab';
import { AuthOptionsTab, preloadEditorParts, RulesTab, ViewQueryTab } from './lazyParts';
import { collectionKeyOf } from './formAccess';
import styles from './CollectionEditorPanel.module.css';

export interface CollectionEditorPanelProps {
  open: boolean;
  /** The collection edited; null for a new one. */
  collection: Collection | null;
  /** Values a new collection starts with (a duplicate). */
  seed?: CollectionForm | null;
  collections: readonly Collection[];
  onClose: () => void;
  /** After a save (the panel closes itself). */
  onSaved: (saved: Collection, isNew: boolean) => void;
  onDeleted: (deleted: Collection) => void;
  /** Duplicate: open a new collection seeded with these values. */
  onDuplicate: (seed: CollectionForm) => void;
}

type PendingConfirm = { changes: CollectionChanges; resolve: (yes: boolean) => void } | null;

/** The collection editor panel (spec §2, §4): name and type, Fields / API Rules / Options tabs, save. */
export default function CollectionEditorPanel(props: CollectionEditorPanelProps) {
  const { open, collection, seed, collections, onClose, onSaved, onDeleted, onDuplicate } = props;
  const overlay = useRef<OverlayControls>(null);
  const adminId = useStore(session).admin?.id ?? '';
  const [initial] = useState<CollectionForm>(
    () => seed ?? (collection ? collectionToForm(collection) : newCollectionForm()),
  );
  const form = useAppForm<CollectionForm>({ defaultValues: initial, keyOf: collectionKeyOf });
  const { draft, restore, discard } = useFormDraft(form, {
    storageKey: STORAGE_KEYS.collectionDraft(collection?.id ?? 'new'),
    owner: adminId,
  });
  const saveCollection = useSaveCollection();
  const deleteCollection = useDeleteCollection();
  const [pending, setPending] = useState<PendingConfirm>(null);
  // the texts 'Set Admins only' put aside, by rule, for Unlock (kept while the panel is open)
  const [keptRules, setKeptRules] = useState<{ [rule: string]: string }>({});
  const keepRule = useCallback(
    (rule: string, text: string) => setKeptRules((k) => ({ ...k, [rule]: text })),
    [],
  );

  const type = useWatch({ control: form.control, name: 'type' });
  // a view's editor has no Fields tab to bring in the other tabs' code at idle: it does so itself
  const isView = type === 'view';
  useEffect(() => (isView ? onIdle(() => void preloadEditorParts()) : undefined), [isView]);
  const { isDirty, errors } = useFormState({ control: form.control });
  const [tab, setTab] = useState<EditorTab>('fields');
  const shownTab: EditorTab = tab === 'options' && type !== 'auth' ? 'fields' : tab;
  const tabsId = useTabsId();

  const askToConfirm = (changes: CollectionChanges) =>
    new Promise<boolean>((resolve) => setPending({ changes, resolve }));

  const { submit, isSubmitting } = useFormSubmit(
    form,
    async (values) => {
      const changes = collectionChanges(collection, values);
      if (needsConfirm(changes) && !(await askToConfirm(changes))) return;
      const saved = await saveCollection.mutateAsync({
        id: collection?.id ?? null,
        data: collectionPayload(values),
      });
      toast.success(collection ? 'Successfully updated collection.' : 'Successfully created collection.');
      discard();
      overlay.current?.close();
      onSaved(saved, !collection);
    },
    {
      validate: (values) => validateCollectionForm(values, collections),
      keyOf: collectionKeyOf,
      // the request leaves fields marked for deletion out: error paths count without them
      sentValues: (values) => ({ ...values, schema: values.schema.filter((f) => !f.toDelete) }),
    },
  );

  // 'Has errors' markers, and the first tab with an error shown after a failed save
  const errorTabs = useMemo(() => {
    const found = new Set<EditorTab>();
    for (const path of Object.keys(flattenFormErrors(errors))) found.add(errorTab(path));
    return found;
  }, [errors]);

  // after a failed save, the first tab with an error comes to the front
  const [seenErrorTabs, setSeenErrorTabs] = useState(errorTabs);
  if (seenErrorTabs !== errorTabs) {
    setSeenErrorTabs(errorTabs);
    const first = (['fields', 'rules', 'options'] as const).find((id) => errorTabs.has(id));
    if (first && !errorTabs.has(shownTab)) setTab(first);
  }

  const rules = useWatch({
    control: form.control,
    name: ['listRule', 'viewRule', 'createRule', 'updateRule', 'deleteRule', 'options.manageRule'],
  });
  const hasRuleSet = rules.some((rule) => rule !== null);

  const marker = (id: EditorTab): TabItem['marker'] =>
    errorTabs.has(id)
      ? { text: 'Has errors', tone: 'danger' }
      : id === 'rules' && hasRuleSet
        ? { text: 'Some rules are set: check who can access the records', tone: 'warning' }
        : null;
  const tabs: TabItem[] = [
    { id: 'fields', label: type === 'view' ? 'Query' : 'Fields', marker: marker('fields') },
    { id: 'rules', label: 'API Rules', marker: marker('rules') },
  ];
  if (type === 'auth') tabs.push({ id: 'options', label: 'Options', marker: marker('options') });

  const handleDuplicate = async () => {
    if (
      form.formState.isDirty &&
      !(await confirm('You have unsaved changes. Do you really want to discard them?'))
    )
      return;
    discard();
    overlay.current?.close();
    onDuplicate(duplicateForm(form.getValues()));
  };

  const handleDelete = async () => {
    if (!collection) return;
    const deleted = await runConfirmed({
      question: `Do you really want to delete collection "${collection.name}" and all its records?`,
      action: () => deleteCollection.mutateAsync(collection.id),
      success: `Successfully deleted collection "${collection.name}".`,
    });
    if (!deleted) return;
    discard();
    overlay.current?.close();
    onDeleted(collection);
  };

  const formId = `collection-form-${collection?.id ?? 'new'}`;
  const panel = (id: EditorTab) => ({
    role: 'tabpanel',
    id: tabIds(tabsId, id).panel,
    'aria-labelledby': tabIds(tabsId, id).tab,
    hidden: shownTab !== id,
    className: styles.tabPanel,
  });

  return (
    <Overlay
      open={open}
      wide
      controlsRef={overlay}
      onClose={() => {
        discard();
        onClose();
      }}
      title={collection ? 'Edit collection' : 'New collection'}
      isDirty={isDirty}
      isLocked={isSubmitting || deleteCollection.isPending}
      onSave={() => void submit()}
      headerActions={
        collection &&
        !collection.system && (
          <Dropdown
            label="Collection actions"
            trigger={<span aria-hidden="true">⋯</span>}
            items={[
              { label: 'Duplicate', onSelect: () => void handleDuplicate() },
              { label: 'Delete', onSelect: () => void handleDelete() },
            ]}
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
            disabled={!!collection && !isDirty}
          >
            {collection ? 'Save changes' : 'Create'}
          </Button>
        </>
      }
    >
      <Form form={form} onSubmit={submit} id={formId} className={styles.form}>
        {draft && <DraftBanner savedAt={draft.savedAt} onRestore={restore} onDiscard={discard} />}
        <CollectionNameType collection={collection} />
        <Tabs
          baseId={tabsId}
          label="Collection settings"
          tabs={tabs}
          selected={shownTab}
          onSelect={(id) => setTab(id as EditorTab)}
        />
        <div {...panel('fields')}>
          {type === 'view' ? (
            <Suspense fallback={<TabLoading />}>
              <ViewQueryTab collections={collections} />
            </Suspense>
          ) : (
            <FieldsTab collections={collections} />
          )}
        </div>
        {/* the other tabs keep their values in the form: they render only while shown, so typing in
            the fields never recomputes the rule autocomplete; their code comes after the editor has shown */}
        <div {...panel('rules')}>
          {shownTab === 'rules' && (
            <Suspense fallback={<TabLoading />}>
              <RulesTab collections={collections} keptRules={keptRules} onKeepRule={keepRule} />
            </Suspense>
          )}
        </div>
        {type === 'auth' && (
          <div {...panel('options')}>
            {shownTab === 'options' && (
              <Suspense fallback={<TabLoading />}>
                <AuthOptionsTab />
              </Suspense>
            )}
          </div>
        )}
      </Form>
      {pending && (
        <ConfirmChangesDialog
          changes={pending.changes}
          onAnswer={(yes) => {
            pending.resolve(yes);
            setPending(null);
          }}
        />
      )}
    </Overlay>
  );
}

function TabLoading() {
  return (
    <p className={styles.tabLoading} role="status">
      Loading…
    </p>
  );
}
