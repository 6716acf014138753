import type { Collection } from 'pocketbase';
import { useCallback } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CollectionJson } from '../lib/collectionsExport';
import { errorStatus } from '../lib/errors';
import { isLoadFailure } from '../lib/loadFailure';
import { sortCollections } from '../lib/collectionsList';
import { NO_AUTO_CANCEL, pb, queryCancelKey } from './client';
import { COLLECTIONS_LIST_PREFETCH, fetchCollectionsList } from './listRequests';
import { takePrefetched } from './prefetch';
import { recordKeys } from './records';

export { COLLECTIONS_BATCH } from './listRequests';

export const collectionKeys = {
  all: ['collections'] as const,
  list: () => ['collections', 'list'] as const,
};

/** The query of the collections list: its key and how it loads. */
function collectionsQueryOptions() {
  const queryKey = collectionKeys.list();
  return queryOptions({
    queryKey,
    // the first load takes over the request started at boot (app/screenPrefetch), if any
    queryFn: ({ signal }) =>
      takePrefetched<Collection[]>(COLLECTIONS_LIST_PREFETCH) ??
      fetchCollectionsList({ $cancelKey: queryCancelKey(queryKey, signal) }),
    // list load failures are logged, never toasted: the screen says it could not load
    meta: { silent: true },
  });
}

/** Every collection, ordered for the sidebar: auth, then base, then view, then by name. */
export function useCollections() {
  return useQuery(collectionsQueryOptions());
}

const byId = (collections: Collection[]): ReadonlyMap<string, Collection> =>
  new Map(collections.map((c) => [c.id, c]));
const NO_COLLECTIONS: ReadonlyMap<string, Collection> = new Map();

/**
 * The collections of the cached list by id (empty while it loads or after it failed to load), for
 * the components inside the collections screen that look up other collections (relation targets).
 * Mounting one does not load the list again: the screen that shows the list keeps it fresh.
 */
export function useCollectionsById(): ReadonlyMap<string, Collection> {
  const query = useQuery({ ...collectionsQueryOptions(), select: byId, refetchOnMount: false });
  return isLoadFailure(query) ? NO_COLLECTIONS : (query.data ?? NO_COLLECTIONS);
}

/** Drops the loaded collections list, so it loads from scratch. */
export function useResetCollections(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.resetQueries({ queryKey: collectionKeys.all }), [queryClient]);
}

/**
 * Creates (id null) or updates a collection. The saved collection replaces its entry in the cached
 * list at once (the sidebar and the records table follow the saved schema), then the list reloads.
 */
export function useSaveCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, data }: { id: string | null; data: { [key: string]: unknown } }) =>
      id
        ? pb.collections.update<Collection>(id, data, NO_AUTO_CANCEL)
        : pb.collections.create<Collection>(data, NO_AUTO_CANCEL),
    onSuccess: (saved) => {
      queryClient.setQueryData<Collection[]>(collectionKeys.list(), (list) =>
        list ? sortCollections([...list.filter((c) => c.id !== saved.id), saved]) : list,
      );
      void queryClient.invalidateQueries({ queryKey: collectionKeys.all });
      // the records of a changed schema load again (renamed, removed and converted fields)
      void queryClient.invalidateQueries({ queryKey: recordKeys.collection(saved.id) });
    },
  });
}

/**
 * Reads one collection as the server has it now (the realtime stream carries no collection
 * changes, so the cached list may be older). The cached list follows what is found: the newer
 * version in place of the old one, or, when the server answers 404, the collection taken out.
 */
export function useFetchCollection() {
  const queryClient = useQueryClient();
  return useCallback(
    async (id: string): Promise<Collection> => {
      try {
        const fresh = await pb.collections.getOne<Collection>(id, NO_AUTO_CANCEL);
        queryClient.setQueryData<Collection[]>(collectionKeys.list(), (list) =>
          list ? sortCollections(list.map((c) => (c.id === id ? fresh : c))) : list,
        );
        return fresh;
      } catch (err) {
        if (errorStatus(err) === 404) {
          queryClient.setQueryData<Collection[]>(collectionKeys.list(), (list) =>
            list?.filter((c) => c.id !== id),
          );
        }
        throw err;
      }
    },
    [queryClient],
  );
}

/** Deletes a collection (and all its records, server side). */
export function useDeleteCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => pb.collections.delete(id, NO_AUTO_CANCEL),
    onSuccess: (_, id) => {
      queryClient.setQueryData<Collection[]>(collectionKeys.list(), (list) =>
        list?.filter((c) => c.id !== id),
      );
      void queryClient.invalidateQueries({ queryKey: collectionKeys.all });
    },
  });
}

/** The export page loads the collections 100 per batch, sorted by updated. */
export const EXPORT_BATCH = 100;

interface CollectionJsonPage {
  page: number;
  totalPages: number;
  items: CollectionJson[];
}

/**
 * Every collection as the server's JSON has it (no SDK model in between, so no key is lost or
 * reordered), 100 per request, sorted by updated.
 */
export async function listCollectionsJson(queryKey: readonly unknown[], signal?: AbortSignal) {
  const items: CollectionJson[] = [];
  for (let page = 1; ; page += 1) {
    const result = await pb.send<CollectionJsonPage>('/api/collections', {
      method: 'GET',
      params: {
        page,
        perPage: EXPORT_BATCH,
        sort: '+updated',
        $cancelKey: queryCancelKey(queryKey, signal, page),
      },
    });
    items.push(...result.items);
    if (result.items.length < EXPORT_BATCH || page >= result.totalPages) return items;
  }
}

/** The collections for the export page (their own query: the server's JSON, in the export order). */
export function useCollectionsJson() {
  const queryKey = [...collectionKeys.all, 'json'] as const;
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => listCollectionsJson(queryKey, signal),
    // list load failures are logged, never toasted: the screen says it could not load
    meta: { silent: true },
  });
}

/**
 * PUT /api/collections/import: creates, replaces and, with `deleteMissing`, deletes collections in
 * one transaction; 204 or a 400 whose errors are under `collections`. Afterwards the collections
 * and every record list load again (schemas may have changed or gone).
 */
export function useImportCollections() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      collections,
      deleteMissing,
    }: {
      collections: readonly object[];
      deleteMissing: boolean;
    }) =>
      pb.send('/api/collections/import', {
        method: 'PUT',
        body: { collections, deleteMissing },
        ...NO_AUTO_CANCEL,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: collectionKeys.all });
      void queryClient.invalidateQueries({ queryKey: recordKeys.all });
    },
  });
}
