import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { collectionKeys, useCollections } from '../../api/collections';
import { useReloadWhenServerIsBack } from '../../api/listFailure';
import { buildHref } from '../../lib/hashRoute';
import { isLoadFailure, isUnreachable } from '../../lib/loadFailure';
import { LoadError } from '../../ui/LoadError';
import { EmptyState, Page } from '../../ui/Page';
import { appMeta } from '../../api/appMeta';
import type { CollectionForm } from '../../lib/collectionForm';
import { lazyWithPreload } from '../../ui/lazyWithPreload';
import { Button } from '../../ui/Button';
import { IconPlus } from '../../ui/icons';
import { useHashQuery } from '../../ui/useHashLocation';
import { useStore } from '../../ui/useStore';
import { useUrlPanel } from '../../ui/useUrlPanel';
import { CollectionsSidebar } from './CollectionsSidebar';
import { RecordsView } from './RecordsView';
import styles from './CollectionsPage.module.css';

// the collection editor is a chunk of its own, loaded when first opened (or pointed at)
const CollectionEditorPanel = lazyWithPreload(() => import('./editor/CollectionEditorPanel'));
const preloadEditor = () => void CollectionEditorPanel.preload().catch(() => {});

/** The `editCollection` value of a collection being created. */
const NEW_COLLECTION = 'new';

/** /collections: the collections sidebar and the records of the selected collection (spec §2). */
export default function CollectionsPage() {
  const { query, setQuery } = useHashQuery();
  const collectionsQuery = useCollections();
  const queryClient = useQueryClient();
  const collections = useMemo(
    () => (isLoadFailure(collectionsQuery) ? [] : (collectionsQuery.data ?? [])),
    [collectionsQuery],
  );
  const collectionsById = useMemo(() => new Map(collections.map((c) => [c.id, c])), [collections]);
  const requestedId = query.get('collectionId');
  const selected = requestedId
    ? (collections.find((c) => c.id === requestedId || c.name === requestedId) ?? null)
    : (collections[0] ?? null);

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

  // no collection in the address: the first one, without a new history entry
  useEffect(() => {
    if (!requestedId && collections[0]) setQuery({ collectionId: collections[0].id });
  }, [requestedId, collections, setQuery]);

  // the collection editor (spec §2), hidden with its buttons while hideControls is on (spec §6)
  const { hideControls } = useStore(appMeta);
  const editor = useUrlPanel('editCollection');
  const [seed, setSeed] = useState<CollectionForm | null>(null);
  const isNewCollection = editor.target === NEW_COLLECTION;
  const edited = editor.target && !isNewCollection ? (collectionsById.get(editor.target) ?? null) : null;
  const newCollection = () => {
    setSeed(null);
    editor.open(NEW_COLLECTION);
  };
  const { open: openEditor } = editor;
  const editCollection = useCallback((id: string) => openEditor(id), [openEditor]);

  const isFailed = isLoadFailure(collectionsQuery);
  const reload = useCallback(
    () => void queryClient.resetQueries({ queryKey: collectionKeys.all }),
    [queryClient],
  );
  useReloadWhenServerIsBack(collectionsQuery.error, isFailed, reload);

  let content;
  if ((collectionsQuery.isPending && !isFailed) || isCheckingMissing) {
    content = (
      <Page breadcrumb={['Collections']}>
        <EmptyState>Loading collections…</EmptyState>
      </Page>
    );
  } else if (isFailed) {
    content = (
      <Page breadcrumb={['Collections']}>
        <LoadError
          what="the collections"
          error={collectionsQuery.error}
          isUnreachable={isUnreachable(collectionsQuery.error)}
          onRetry={reload}
          isRetrying={collectionsQuery.isFetching}
        />
      </Page>
    );
  } else if (collections.length === 0) {
    content = (
      <Page breadcrumb={['Collections']}>
        <EmptyState>
          <p>No collections yet.</p>
          <p>Create your first collection to start storing records.</p>
          {!hideControls && (
            <p>
              <Button
                variant="primary"
                icon={<IconPlus />}
                onClick={newCollection}
                onPointerEnter={preloadEditor}
              >
                Create your first collection
              </Button>
            </p>
          )}
        </EmptyState>
      </Page>
    );
  } else if (!selected) {
    content = (
      <Page breadcrumb={['Collections', 'Not found']}>
        <EmptyState>
          <p role="alert">
            The collection “{requestedId}” was not found. It may have been deleted or renamed.
          </p>
          <p>
            <a href={'#' + buildHref('/collections', { collectionId: collections[0].id })}>
              Open {collections[0].name}
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
        collectionsById={collectionsById}
        onEditCollection={hideControls ? undefined : editCollection}
        onPreloadEditor={preloadEditor}
      />
    );
  }

  return (
    <div className={styles.layout}>
      <CollectionsSidebar
        collections={collections}
        selectedId={selected?.id ?? null}
        isLoading={collectionsQuery.isPending && !isFailed}
        onNewCollection={hideControls ? undefined : newCollection}
        onPreloadEditor={preloadEditor}
      />
      <div className={styles.main}>{content}</div>
      {!hideControls && (isNewCollection || edited) && (
        <Suspense fallback={null}>
          <CollectionEditorPanel
            key={editor.key}
            open={editor.value !== null}
            collection={edited}
            seed={isNewCollection ? seed : null}
            collections={collections}
            onClose={() => {
              setSeed(null);
              editor.close();
            }}
            onSaved={(saved, isNew) => {
              if (isNew) setQuery({ collectionId: saved.id }, { push: true });
            }}
            onDeleted={() => setQuery({ collectionId: null })}
            onDuplicate={(values) => {
              setSeed(values);
              editor.open(NEW_COLLECTION);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
