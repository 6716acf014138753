import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { collectionKeys, useCollections } from '../../api/collections';
import { useReloadWhenServerIsBack } from '../../api/listFailure';
import { buildHref } from '../../lib/hashRoute';
import { isLoadFailure, isUnreachable } from '../../lib/loadFailure';
import { LoadError } from '../../ui/LoadError';
import { EmptyState, Page } from '../../ui/Page';
import { useHashQuery } from '../../ui/useHashLocation';
import { CollectionsSidebar } from './CollectionsSidebar';
import { RecordsView } from './RecordsView';
import styles from './CollectionsPage.module.css';

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
          <p>
            Create your first collection to start storing records: through the API (POST /api/collections) or
            by importing a schema. The collections you create appear here.
          </p>
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
    content = <RecordsView key={selected.id} collection={selected} collectionsById={collectionsById} />;
  }

  return (
    <div className={styles.layout}>
      <CollectionsSidebar
        collections={collections}
        selectedId={selected?.id ?? null}
        isLoading={collectionsQuery.isPending && !isFailed}
      />
      <div className={styles.main}>{content}</div>
    </div>
  );
}
