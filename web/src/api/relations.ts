import type { Collection, ListResult, Record as PbRecord } from 'pocketbase';
import { useCallback, useMemo } from 'react';
import { skipToken, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { recordsSearchFilter } from '../lib/recordFields';
import { idBatches, idsFilter, PICKER_PAGE_SIZE, RELATED_ID_BATCH, uniqueIds } from '../lib/relationPicker';
import { pb, queryCancelKey } from './client';
import { recordKeys } from './records';

/**
 * Keys of the relation loads, under `recordKeys.collection(target)`: whatever invalidates or resets
 * a collection's records (a save, a delete, Refresh) reloads these too.
 */
export const relationKeys = {
  /** The records of a set of ids (sorted, unique: the same set is one query whatever its order). */
  byIds: (collectionId: string, ids: readonly string[]) =>
    [...recordKeys.collection(collectionId), 'byIds', [...uniqueIds(ids)].sort()] as const,
  /** Every picker list of a collection. */
  pickerAll: (collectionId: string) => [...recordKeys.collection(collectionId), 'picker'] as const,
  picker: (collectionId: string, filter: string, sort: string) =>
    [...recordKeys.collection(collectionId), 'picker', { filter, sort }] as const,
};

interface ByIdsResult {
  /** The ids the load covered (sorted, unique). */
  requested: string[];
  records: PbRecord[];
}

/** What `useRelatedRecords` knows about each id of the value. */
export interface RelatedRecords {
  /** The loaded records, in the order of `ids`. */
  records: PbRecord[];
  /** The loaded records by id. */
  byId: ReadonlyMap<string, PbRecord>;
  /** Ids the server does not have (deleted records), in the order of `ids`. */
  missing: string[];
  /** Ids not loaded (yet): while the first load runs, just added to the value, or after a failure. */
  pending: string[];
  /** True while a load for pending ids runs. */
  isLoading: boolean;
  isFetching: boolean;
  /** The load failed (logged, no toast: the caller shows it). */
  isError: boolean;
  error: unknown;
  refetch: () => void;
}

const NO_IDS: readonly string[] = [];

/**
 * The records of a relation value: GET …/records with `id="a" || id="b"…`, 100 ids per request, all
 * batches in parallel (each its own cancel key, so none aborts another). While the ids change, what
 * was loaded stays shown and only the new ids are pending. Silent on failure (logged, no toast);
 * the error is returned for the caller to show.
 */
export function useRelatedRecords(collectionId: string, ids: readonly string[]): RelatedRecords {
  const queryKey = relationKeys.byIds(collectionId, ids);
  const sortedIds = queryKey[3];
  const query = useQuery({
    queryKey,
    enabled: collectionId !== '' && sortedIds.length > 0,
    queryFn: async ({ signal }): Promise<ByIdsResult> => {
      const pages = await Promise.all(
        idBatches(sortedIds, RELATED_ID_BATCH).map((batch, index) =>
          pb.collection(collectionId).getList<PbRecord>(1, RELATED_ID_BATCH, {
            filter: idsFilter(batch),
            $cancelKey: queryCancelKey(queryKey, signal, index),
          }),
        ),
      );
      return { requested: sortedIds, records: pages.flatMap((page: ListResult<PbRecord>) => page.items) };
    },
    // the records of the previous ids stay shown while the new set loads (same collection only)
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === collectionId ? previous : undefined,
    meta: { silent: true },
  });

  const { data, isFetching, isError, error, refetch } = query;
  const list = collectionId === '' ? NO_IDS : ids;
  return useMemo(() => {
    const byId = new Map((data?.records ?? []).map((record) => [record.id, record]));
    const covered = new Set(data?.requested ?? []);
    const records: PbRecord[] = [];
    const missing: string[] = [];
    const pending: string[] = [];
    for (const id of uniqueIds(list)) {
      const record = byId.get(id);
      if (record) records.push(record);
      else if (covered.has(id)) missing.push(id);
      else pending.push(id);
    }
    return {
      records,
      byId,
      missing,
      pending,
      isLoading: pending.length > 0 && isFetching,
      isFetching,
      isError,
      error,
      refetch: () => void refetch(),
    };
  }, [data, list, isFetching, isError, error, refetch]);
}

/** The picker lists of one collection: `reset` drops their pages, `invalidate` marks them stale. */
export function usePickerRecordsCache(collectionId: string): { reset: () => void; invalidate: () => void } {
  const queryClient = useQueryClient();
  const reset = useCallback(
    () => void queryClient.resetQueries({ queryKey: relationKeys.pickerAll(collectionId) }),
    [queryClient, collectionId],
  );
  const invalidate = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: relationKeys.pickerAll(collectionId) }),
    [queryClient, collectionId],
  );
  return { reset, invalidate };
}

/**
 * The picker's list: pages of 100 records appended by Load more, newest first (no sort for views),
 * filtered by the search box text like the records list.
 */
export function usePickerRecords(collection: Collection | null, searchText: string) {
  const filter = collection ? recordsSearchFilter(searchText, collection) : '';
  const sort = collection && collection.type !== 'view' ? '-created' : '';
  const queryKey = relationKeys.picker(collection?.id ?? '', filter, sort);
  return useInfiniteQuery({
    queryKey,
    queryFn: collection
      ? ({ pageParam, signal }) =>
          pb.collection(collection.id).getList<PbRecord>(pageParam, PICKER_PAGE_SIZE, {
            filter,
            sort,
            $cancelKey: queryCancelKey(queryKey, signal, pageParam),
          })
      : skipToken,
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.perPage < last.totalItems ? last.page + 1 : undefined),
    gcTime: 0,
    // list loads are logged, never toasted; the picker says it could not load
    meta: { silent: true },
  });
}
