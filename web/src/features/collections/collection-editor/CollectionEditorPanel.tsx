import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Collection } from 'pocketbase';
import { useFormState, useWatch } from 'react-hook-form';
import { session } from '../../../api/client';
import { useDeleteCollection } from '../../../api/collections';
import type { CollectionForm } from './model/collectionForm';
import { collectionToForm, newCollectionForm } from './model/toForm';
import { duplicateForm } from './model/transitions';
import type { CollectionChanges } from './model/saving';
import { errorTab, type EditorTab } from './model/validation';
import { confirm } from '../../../lib/confirm';
import { runConfirmed } from '../../../lib/confirmedAction';
import { STORAGE_KEYS } from '../../../lib/storageKeys';
import { Button } from '../../../ui/Button';
import { DraftBanner, DraftNotKeptNotice } from '../../../ui/DraftBanner';
import { Dropdown } from '../../../ui/Dropdown';
import { Form } from '../../../ui/form/Form';
import { flattenFormErrors, useAppForm } from '../../../ui/form/useAppForm';
import { useFormDraft } from '../../../ui/form/useFormDraft';
import { Overlay, OverlayCloseButton, type OverlayControls } from '../../../ui/Overlay';
import { onIdle } from '../../../ui/lazyModule';
import { Tabs, tabIds, useTabsId, type TabItem } from '../../../ui/Tabs';
import { useStore } from '../../../ui/useStore';
import { CollectionNameType } from './CollectionNameType';
import { CollectionSaveNotice } from './CollectionSaveNotice';
import { ConfirmChangesDialog } from './ConfirmChangesDialog';
import { FieldsTab } from './FieldsTab';
import { AuthOptionsTab, preloadEditorParts, RulesTab, ViewQueryTab } from './lazyParts';
import { collectionKeyOf } from './formAccess';
import { useCollectionSave } from './useCollectionSave';
import { t } from './messages';
import styles from './CollectionEditorPanel.module.css';

export interface CollectionEditorPanelProps {
  open: boolean;
  /**
   * The collection edited; null for a new one. Read once, when the panel mounts: the editor then
   * stands on that version until it saves, merges or reloads (see useCollectionSave).
   */
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

/** The collection editor panel: name and type, Fields / API Rules / Options tabs, save. */
export default function CollectionEditorPanel(props: CollectionEditorPanelProps) {
  const { open, seed, collections, onClose, onSaved, onDeleted, onDuplicate } = props;
  const overlay = useRef<OverlayControls>(null);
  const adminId = useStore(session).admin?.id ?? '';
  const [opened] = useState(props.collection);
  const [initial] = useState<CollectionForm>(
    () => seed ?? (opened ? collectionToForm(opened) : newCollectionForm()),
  );
  const form = useAppForm<CollectionForm>({ defaultValues: initial, keyOf: collectionKeyOf });
  const draftStore = useFormDraft(form, {
    storageKey: STORAGE_KEYS.collectionDraft(opened?.id ?? 'new'),
    owner: adminId,
    basedOn: opened ?? undefined,
  });
  const { draft, restore, discard } = draftStore;
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

  const save = useCollectionSave({
    form,
    opened,
    collections,
    draft: draftStore,
    askToConfirm,
    onSaved: (saved, isNew) => {
      overlay.current?.close();
      onSaved(saved, isNew);
    },
  });
  const { baseline: collection, submit, isSubmitting } = save;
  const restoreDraft = () => {
    const basedOn = draft?.basedOn;
    restore();
    save.restoredDraft(basedOn);
  };

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
      ? { text: t('tabs.hasErrors'), tone: 'danger' }
      : id === 'rules' && hasRuleSet
        ? { text: t('tabs.rulesSet'), tone: 'warning' }
        : null;
  const tabs: TabItem[] = [
    { id: 'fields', label: type === 'view' ? t('tabs.query') : t('tabs.fields'), marker: marker('fields') },
    { id: 'rules', label: t('tabs.rules'), marker: marker('rules') },
  ];
  if (type === 'auth') tabs.push({ id: 'options', label: t('tabs.options'), marker: marker('options') });

  const handleDuplicate = async () => {
    if (form.formState.isDirty && !(await confirm(t('discard.confirm')))) return;
    discard();
    overlay.current?.close();
    onDuplicate(duplicateForm(form.getValues()));
  };

  const handleDelete = async () => {
    if (!collection) return;
    const deleted = await runConfirmed({
      question: t('delete.confirm', { name: collection.name }),
      action: () => deleteCollection.mutateAsync(collection.id),
      success: t('delete.done', { name: collection.name }),
    });
    if (!deleted) return;
    discard();
    overlay.current?.close();
    onDeleted(collection);
  };

  const formId = `collection-form-${opened?.id ?? 'new'}`;
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
      title={collection ? t('title.edit') : t('title.new')}
      isDirty={isDirty}
      isLocked={isSubmitting || deleteCollection.isPending}
      onSave={() => void submit()}
      headerActions={
        collection &&
        !collection.system && (
          <Dropdown
            label={t('actions.menu')}
            trigger={<span aria-hidden="true">⋯</span>}
            items={[
              { label: t('actions.duplicate'), onSelect: () => void handleDuplicate() },
              { label: t('actions.delete'), onSelect: () => void handleDelete() },
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
            {collection ? t('save.changes') : t('save.create')}
          </Button>
        </>
      }
    >
      <Form form={form} onSubmit={submit} id={formId} className={styles.form}>
        <CollectionSaveNotice
          problem={save.problem}
          onMerge={save.merge}
          onReload={() => void save.reload()}
          onKeepAsNew={save.keepAsNew}
          onClose={() => void overlay.current?.requestClose()}
        />
        {draft && <DraftBanner savedAt={draft.savedAt} onRestore={restoreDraft} onDiscard={discard} />}
        {!draftStore.isKept && <DraftNotKeptNotice />}
        <CollectionNameType collection={collection} />
        <Tabs
          baseId={tabsId}
          label={t('tabs.label')}
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
      {t('loading')}
    </p>
  );
}
