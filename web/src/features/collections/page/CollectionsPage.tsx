import { Activity, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Collection } from 'pocketbase';
import { useCollections, useCollectionsById, useResetCollections } from '../../../api/collections';
import { useReloadWhenServerIsBack } from '../../../api/listFailure';
import { buildHref } from '../../../lib/hashRoute';
import { requestedCollection } from '../../../lib/collectionsList';
import { isLoadFailure, isUnreachable } from '../../../lib/loadFailure';
import { LoadError } from '../../../ui/LoadError';
import { EmptyState, Page, PageBack, type PageBackLink } from '../../../ui/Page';
import { appMeta } from '../../../api/appMeta';
import { CollectionEditorPanel, type CollectionForm } from '../collection-editor';
import { onIdle } from '../../../ui/lazyModule';
import { OVERLAY_CLOSE_MS } from '../../../ui/Overlay';
import { Button } from '../../../ui/Button';
import { IconPlus } from '../../../ui/icons';
import { useHashQuery } from '../../../ui/useHashLocation';
import { PHONE_SCREEN, useMediaQuery } from '../../../ui/useMediaQuery';
import { useStore } from '../../../ui/useStore';
import { SafeText } from '../../../ui/SafeText';
import { useUrlPanel } from '../../../ui/useUrlPanel';
import { CollectionsSidebar } from './CollectionsSidebar';
import { RecordsView } from '../records';
import { withParts } from '../../../ui/withParts';
import { t } from './messages';
import styles from './CollectionsPage.module.css';

const preloadEditor = () => void CollectionEditorPanel.preload().catch(() => {});

/** The `editCollection` value of a collection being created. */
const NEW_COLLECTION = 'new';

/** The way back from a collection to the list, on a phone (its label read when shown). */
const backToList = (): PageBackLink => ({ href: '/collections', label: t('title') });

/** /collections: the collections sidebar and the records of the selected collection. */
export default function CollectionsPage() {
  const { query, setQuery } = useHashQuery();
  const collectionsQuery = useCollections();
  const collections = useMemo(
    () => (isLoadFailure(collectionsQuery) ? [] : (collectionsQuery.data ?? [])),
    [collectionsQuery],
  );
  const collectionsById = useCollectionsById();
  const requestedId = query.get('collectionId');
  const selected = requestedCollection(collections, requestedId);

  // a collection created elsewhere since the list loaded: load the list again once before saying
  // it is not there
  const [reloadedFor, setReloadedFor] = useState<string | null>(null);
  const isMissing = !!requestedId && !selected && collectionsQuery.isSuccess;
  if (isMissing && reloadedFor !== requestedId) setReloadedFor(requestedId);
  const { refetch } = collectionsQuery;
  useEffect(() => {
    if (reloadedFor) void refetch();
  }, [reloadedFor, refetch]);
  const isCheckingMissing = isMissing && (reloadedFor !== requestedId || collectionsQuery.isFetching);

  // No collection in the address: the first one, without a new history entry. A phone shows the
  // list alone instead, as a screen of its own; a chosen collection then hides it, and its page
  // leads back to it.
  const isPhone = useMediaQuery(PHONE_SCREEN);
  useEffect(() => {
    if (!isPhone && !requestedId && collections[0]) setQuery({ collectionId: collections[0].id });
  }, [isPhone, requestedId, collections, setQuery]);
  const isListScreen = isPhone && !requestedId && collections.length > 0;

  // the collection editor, hidden with its buttons while hideControls is on
  const { hideControls } = useStore(appMeta);
  const editor = useUrlPanel('editCollection');
  const [seed, setSeed] = useState<CollectionForm | null>(null);
  const isNewCollection = editor.target === NEW_COLLECTION;
  const listed = editor.target && !isNewCollection ? (collectionsById.get(editor.target) ?? null) : null;
  const isEditorOpen = editor.value !== null;
  // an editor stays, for as long as this opening lasts, when its collection leaves the list (deleted
  // meanwhile): it says so itself and may keep what was typed as a new collection
  const [lastEdited, setLastEdited] = useState<{ key: string; collection: Collection } | null>(null);
  if (listed && (listed !== lastEdited?.collection || editor.key !== lastEdited.key))
    setLastEdited({ key: editor.key, collection: listed });
  const edited = listed ?? (lastEdited?.key === editor.key ? lastEdited.collection : null);
  const newCollection = () => {
    setSeed(null);
    editor.open(NEW_COLLECTION);
  };
  const { open: openEditor } = editor;

  // The editor of the collection on screen is prepared while the admin reads its records: rendered
  // hidden (<Activity mode="hidden">, at React's lowest priority) once the records have shown and
  // the browser is idle, so the gear only reveals it (a 200-field schema opens without building 200
  // cards on the click). None is prepared while an editor is open or closing; the next one after a
  // close is a fresh one (the draft and values read anew), as is one for a changed collection.
  const [preparing, setPreparing] = useState({ wanted: false, on: false, round: 0 });
  const prepareEditor = useCallback(() => {
    preloadEditor();
    setPreparing((p) => (p.wanted ? p : { ...p, wanted: true, on: true }));
  }, []);
  if (isEditorOpen && preparing.on) setPreparing({ ...preparing, on: false });
  useEffect(() => {
    if (isEditorOpen || !preparing.wanted || preparing.on) return;
    let cancelIdle = () => {};
    const timer = setTimeout(() => {
      cancelIdle = onIdle(() => setPreparing((p) => ({ ...p, on: true, round: p.round + 1 })));
    }, OVERLAY_CLOSE_MS + 50);
    return () => {
      clearTimeout(timer);
      cancelIdle();
    };
  }, [isEditorOpen, preparing.wanted, preparing.on]);
  const prepared =
    !hideControls && preparing.on && !isEditorOpen && selected
      ? { id: selected.id, key: `prepared:${selected.id}:${selected.updated}:${preparing.round}` }
      : null;
  const preparedRef = useRef(prepared);
  useEffect(() => {
    preparedRef.current = prepared;
  });
  const editCollection = useCallback(
    (id: string) => {
      const ready = preparedRef.current;
      openEditor(id, ready?.id === id ? ready.key : undefined);
    },
    [openEditor],
  );

  const isFailed = isLoadFailure(collectionsQuery);
  const reload = useResetCollections();
  useReloadWhenServerIsBack(collectionsQuery.error, isFailed, reload);

  // the same for the panel open (or closing) and the one prepared: the prepared one becomes the open one
  const panelActions = {
    collections,
    onClose: () => {
      setSeed(null);
      editor.close();
    },
    onSaved: (saved: Collection, isNew: boolean) => {
      if (isNew) setQuery({ collectionId: saved.id }, { push: true });
    },
    onDeleted: () => setQuery({ collectionId: null }),
    onDuplicate: (values: CollectionForm) => {
      setSeed(values);
      editor.open(NEW_COLLECTION);
    },
  };

  let content;
  if ((collectionsQuery.isPending && !isFailed) || isCheckingMissing) {
    content = (
      <Page breadcrumb={[t('title')]}>
        <EmptyState>{t('loading')}</EmptyState>
      </Page>
    );
  } else if (isFailed) {
    content = (
      <Page breadcrumb={[t('title')]}>
        <LoadError
          title={t('loadFailed')}
          error={collectionsQuery.error}
          isUnreachable={isUnreachable(collectionsQuery.error)}
          onRetry={reload}
          isRetrying={collectionsQuery.isFetching}
        />
      </Page>
    );
  } else if (collections.length === 0) {
    content = (
      <Page breadcrumb={[t('title')]}>
        <EmptyState>
          <p>{t('empty.title')}</p>
          <p>{t('empty.text')}</p>
          {!hideControls && (
            <p>
              <Button
                variant="primary"
                icon={<IconPlus />}
                onClick={newCollection}
                onPointerEnter={preloadEditor}
              >
                {t('empty.create')}
              </Button>
            </p>
          )}
        </EmptyState>
      </Page>
    );
  } else if (!selected) {
    content = (
      <Page breadcrumb={[t('title'), t('notFound.breadcrumb')]}>
        <EmptyState>
          <p role="alert">
            {withParts((v) => t('notFound.text', v), { id: <SafeText text={requestedId ?? ''} /> })}
          </p>
          <p>
            <a href={'#' + buildHref('/collections', { collectionId: collections[0].id })}>
              {withParts((v) => t('notFound.openFirst', v), {
                name: <SafeText text={collections[0].name} />,
              })}
            </a>
          </p>
        </EmptyState>
      </Page>
    );
  } else {
    content = (
      <RecordsView
        key={selected.id}
        collection={selected}
        onEditCollection={hideControls ? undefined : editCollection}
        onPreloadEditor={prepareEditor}
      />
    );
  }

  return (
    <div className={styles.layout}>
      {(!isPhone || isListScreen) && (
        <CollectionsSidebar
          collections={collections}
          selectedId={selected?.id ?? null}
          isLoading={collectionsQuery.isPending && !isFailed}
          isScreen={isListScreen}
          onNewCollection={hideControls ? undefined : newCollection}
          onPreloadEditor={preloadEditor}
        />
      )}
      {!isListScreen && (
        <div className={styles.main}>
          <PageBack to={isPhone && requestedId ? backToList() : null}>{content}</PageBack>
        </div>
      )}
      {!hideControls && (
        <Suspense fallback={null}>
          {[
            (isNewCollection || edited) && (
              <Activity key={editor.key} mode="visible">
                <CollectionEditorPanel
                  open={isEditorOpen}
                  collection={edited}
                  seed={isNewCollection ? seed : null}
                  {...panelActions}
                />
              </Activity>
            ),
            prepared && selected && (
              <Activity key={prepared.key} mode="hidden">
                {/* The hidden editor suspends on its chunks inside a Suspense of its own: left to
                    the Activity, a chunk arriving after the page was left makes React read the
                    retry cache of an Activity it already took down, which throws. */}
                <Suspense fallback={null}>
                  <CollectionEditorPanel open collection={selected} seed={null} {...panelActions} />
                </Suspense>
              </Activity>
            ),
          ]}
        </Suspense>
      )}
    </div>
  );
}
