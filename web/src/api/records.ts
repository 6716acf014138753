import { Record as RecordModel, type Collection, type ListResult, type Record as PbRecord } from 'pocketbase';
import { useCallback, useEffect, useRef } from 'react';
import { skipToken, useInfiniteQuery, useQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { afterPaint } from '../lib/afterPaint';
import { errorMessage, errorStatus, isAbortError, isUnanswered } from '../lib/errors';
import { afterIdFilter, pagedItems } from '../lib/pagedSource';
import { relationExpand } from '../lib/recordFields';
import { NO_AUTO_CANCEL, pb, queryCancelKey } from './client';
import { removeFromLists } from './loadedLists';
import { isOlderCopy } from './recordVersions';
import { fetchRecordsPage, firstRecordsPagePrefetch, recordsPageQuery } from './listRequests';
import { takePrefetched } from './prefetch';
import { subscribeInTurn } from './realtime';

export { RECORDS_PER_PAGE } from './listRequests';
export { isOlderCopy } from './recordVersions';

type LoadedRecords = typeof import('./loadedRecords');

// The code that keeps the loaded lists in step with single records (answers, realtime events) is a
// chunk of its own, loaded by the first save or realtime change: the records screen's first view
// does without it. Before it is in, no copy can be waiting to be put in place.
let loadedRows: LoadedRecords | null = null;
let loadingRows: Promise<LoadedRecords> | null = null;

function loadRows(): Promise<LoadedRecords> {
  return (loadingRows ??= import('./loadedRecords').then(
    (module) => (loadedRows = module),
    (err: unknown) => {
      loadingRows = null; // the next change tries again
      throw err;
    },
  ));
}

/** Runs `apply` with the loaded-lists code: at once once it is in, else when it has come (in order). */
function withRows(apply: (rows: LoadedRecords) => void): void {
  if (loadedRows) apply(loadedRows);
  else loadRows().then(apply, (err: unknown) => console.warn('Failed to load the record list updater.', err));
}

export const recordKeys = {
  all: ['records'] as const,
  collection: (collectionId: string) => ['records', collectionId] as const,
  list: (collectionId: string, filter: string, sort: string) =>
    ['records', collectionId, 'list', { filter, sort }] as const,
  one: (collectionId: string, recordId: string) => ['records', collectionId, 'one', recordId] as const,
};

/**
 * Drops every loaded list, record and relation load of one collection, so the ones on screen load
 * from scratch.
 */
export function useResetRecords(collectionId: string): () => void {
  const queryClient = useQueryClient();
  return useCallback(
    () => void queryClient.resetQueries({ queryKey: recordKeys.collection(collectionId) }),
    [queryClient, collectionId],
  );
}

/** One record with its relations expanded (a preview opened from the address, not from the list). */
export function useRecord(collection: Collection | null, recordId: string | null, isEnabled: boolean) {
  const queryKey = recordKeys.one(collection?.id ?? '', recordId ?? '');
  return useQuery({
    queryKey,
    queryFn:
      isEnabled && collection && recordId
        ? ({ signal }) =>
            pb.collection(collection.id).getOne<PbRecord>(recordId, {
              expand: relationExpand(collection),
              $cancelKey: queryCancelKey(queryKey, signal),
            })
        : skipToken,
    // a record that is gone says so in the panel; a 404 shows no toast
    meta: { silent: true },
  });
}

interface RealtimeEvent {
  action?: string;
  record?: { [key: string]: unknown };
}

/**
 * Pages of 30 records of one collection, appended by Load more, with every relation expanded;
 * sorting by a relation uses its displayFields. A new filter or sort is a new key.
 */
export function useRecordsInfinite(collection: Collection | null, filter: string, sort: string) {
  const queryKey = recordKeys.list(collection?.id ?? '', filter, sort);
  return useInfiniteQuery({
    queryKey,
    queryFn: collection
      ? ({ pageParam, signal }) => {
          const query = recordsPageQuery(collection, filter, sort);
          // the first page of the screen the dashboard opened on was requested at boot (app/screenPrefetch)
          const early =
            pageParam === 1
              ? takePrefetched<ListResult<PbRecord>>(firstRecordsPagePrefetch(collection.id, query))
              : null;
          return (
            early ??
            fetchRecordsPage(collection.id, pageParam, query, {
              $cancelKey: queryCancelKey(queryKey, signal, pageParam),
            })
          );
        }
      : skipToken,
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.perPage < last.totalItems ? last.page + 1 : undefined),
    gcTime: 0,
    meta: { silent: true },
  });
}

export interface BulkDeleteResult {
  deleted: string[];
  /** `isUnanswered`: no answer came, so the record may have been deleted all the same. */
  failed: Array<{ id: string; message: string; isUnanswered: boolean }>;
}

/**
 * Deletes records one DELETE per id, all in parallel and none cancelling another; the loaded pages
 * of the collection reload afterwards, whatever the outcome.
 */
export function useDeleteRecords(collectionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: readonly string[]): Promise<BulkDeleteResult> => {
      const results = await Promise.allSettled(
        ids.map((id) => pb.collection(collectionId).delete(id, NO_AUTO_CANCEL)),
      );
      const result: BulkDeleteResult = { deleted: [], failed: [] };
      results.forEach((r, i) => {
        if (r.status === 'fulfilled') result.deleted.push(ids[i]);
        else
          result.failed.push({
            id: ids[i],
            message: errorMessage(r.reason),
            isUnanswered: isUnanswered(r.reason),
          });
      });
      return result;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: recordKeys.collection(collectionId) }),
  });
}

/** Puts a server copy of one record in place of the loaded one (a grid cell that found it changed). */
export function useReplaceLoadedRecord(collectionId: string): (record: PbRecord) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (record: PbRecord) => withRows((rows) => rows.replaceLoadedRecord(queryClient, collectionId, record)),
    [queryClient, collectionId],
  );
}

export interface PatchRecordInput {
  collection: Collection;
  recordId: string;
  /** Only the fields that change, as the API takes them in a JSON body. */
  body: { [field: string]: unknown };
}

/**
 * Saves a few fields of one record (a grid cell, a paste, a bulk set) with a JSON PATCH of those
 * fields alone, never cancelled by another request. The request leaves within the call itself, before
 * the screen re-renders for it. The server's record, relations expanded, replaces the row in the
 * loaded lists in place: reloading every loaded page of a long list for one cell would move rows
 * under the admin's eyes and cost a request per page. With `isBatched` (one of many writes), the
 * row is put in place with the other answers of about the same frame; `flushLoadedRecords` puts
 * the rest in place at the end.
 */
export function usePatchRecord(): (
  input: PatchRecordInput,
  options?: { isBatched?: boolean },
) => Promise<PbRecord> {
  const queryClient = useQueryClient();
  return useCallback(
    ({ collection, recordId, body }, { isBatched = false } = {}) =>
      pb
        .collection(collection.id)
        .update<PbRecord>(recordId, body, { expand: relationExpand(collection), ...NO_AUTO_CANCEL })
        .then(async (record) => {
          // the row is in place before the caller goes on (and drops the cell's saving mark)
          const rows = loadedRows ?? (await loadRows());
          const one = recordKeys.one(collection.id, record.id);
          // only a record query already there (an open preview): one per written record would pile up
          if (queryClient.getQueryData(one) !== undefined)
            queryClient.setQueryData<PbRecord>(one, (shown) =>
              shown && isOlderCopy(record, shown) ? shown : record,
            );
          if (isBatched) rows.queueLoadedRecord(queryClient, collection.id, record);
          else rows.replaceLoadedRecord(queryClient, collection.id, record);
          return record;
        }),
    [queryClient],
  );
}

/** The newest copy of a loaded record, one waiting to be drawn included (see `newestCopy`). */
export function useNewestCopy(collectionId: string): (shown: PbRecord) => PbRecord {
  const queryClient = useQueryClient();
  return useCallback(
    (shown: PbRecord) => (loadedRows ? loadedRows.newestCopy(queryClient, collectionId, shown) : shown),
    [queryClient, collectionId],
  );
}

/** Puts the answers of a batch of writes that still wait in place now (the batch ended). */
export function useFlushLoadedRecords(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => loadedRows?.flushLoadedRecords(queryClient), [queryClient]);
}

/** Collections whose realtime subscription the server has confirmed (and not yet ended). */
const subscribed = new Set<string>();
/** Told of every updated record realtime brings, with its collection (the grid's save checks). */
let updateListener: ((collectionId: string, record: PbRecord) => void) | null = null;

/** Sets the one listener of updated records realtime brings (null: none). */
export function listenToUpdates(listener: typeof updateListener): void {
  updateListener = listener;
}
/**
 * The realtime connection through which the collection's changes reach this page now (its client
 * id, new at each reconnection), or null when they do not (not subscribed, or the connection down).
 */
export const realtimeSession = (collectionId: string): string | null =>
  subscribed.has(collectionId) && pb.realtime.isConnected ? pb.realtime.clientId : null;

/**
 * Follows the collection through the realtime API (`{collection}/*`; the SDK reconnects on its
 * own): updated rows are refreshed in place (expanded again), deleted rows go (and `onDeleted` is
 * told), and created ones are counted for the '+N new records' pill rather than pushed under the
 * admin's eyes.
 */
export function useRecordsRealtime(
  collection: Collection | null,
  onCreated: (record: PbRecord) => void,
  onDeleted?: (id: string) => void,
): void {
  const queryClient = useQueryClient();
  const onCreatedRef = useRef(onCreated);
  const onDeletedRef = useRef(onDeleted);
  useEffect(() => {
    onCreatedRef.current = onCreated;
    onDeletedRef.current = onDeleted;
  });
  const collectionId = collection?.id ?? '';
  const collectionName = collection?.name ?? '';
  const expand = collection ? relationExpand(collection) : '';
  useEffect(() => {
    if (!collectionId) return;
    let isActive = true;
    // the topic is `{collection}/*` (the SDK's own '*' sends the older bare name)
    const unsubscribe = subscribeInTurn(`${collectionName}/*`, (data: RealtimeEvent) => {
      if (!isActive || !data?.record) return;
      const record = new RecordModel(data.record);
      if (data.action === 'create') onCreatedRef.current(record);
      else if (data.action === 'delete') {
        // at once, before a list reload that may follow (nothing waits before the updater is in)
        if (loadedRows) loadedRows.removeLoadedRecord(queryClient, collectionId, record.id);
        else removeFromLists(queryClient, collectionId, record.id);
        onDeletedRef.current?.(record.id);
      } else if (data.action === 'update') {
        updateListener?.(collectionId, record);
        withRows((rows) => {
          if (!isActive) return;
          rows.queueLoadedRecord(queryClient, collectionId, rows.markBare(record));
          if (expand) rows.queueExpandedFetch(queryClient, collectionId, expand, record.id, () => isActive);
        });
      }
    });
    unsubscribe.then(
      () => isActive && subscribed.add(collectionId),
      (err: unknown) => console.warn('Failed to subscribe to record changes.', err),
    );
    return () => {
      isActive = false;
      subscribed.delete(collectionId);
      void unsubscribe.then((stop) => stop()).catch(() => undefined);
    };
  }, [collectionId, collectionName, expand, queryClient]);
}

/** The record as the server has it now (before a save, to find changes made since the editor loaded it). */
export function fetchRecord(collection: Collection, recordId: string): Promise<PbRecord> {
  return pb.collection(collection.id).getOne<PbRecord>(recordId, {
    expand: relationExpand(collection),
    ...NO_AUTO_CANCEL,
  });
}

export interface SaveRecordInput {
  collection: Collection;
  /** null creates the record. */
  recordId: string | null;
  body: FormData;
}

/**
 * Creates or updates a record with a multipart body, never cancelled by another request; the
 * response comes back with its relations expanded. The collection's lists reload afterwards.
 */
export function useSaveRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ collection, recordId, body }: SaveRecordInput) => {
      const service = pb.collection(collection.id);
      const params = { expand: relationExpand(collection), ...NO_AUTO_CANCEL };
      return recordId
        ? service.update<PbRecord>(recordId, body, params)
        : service.create<PbRecord>(body, params);
    },
    onSuccess: (record, { collection }) => {
      queryClient.setQueryData(recordKeys.one(collection.id, record.id), record);
      return queryClient.invalidateQueries({ queryKey: recordKeys.collection(collection.id) });
    },
  });
}

/** Deletes one record; the collection's lists reload afterwards. */
export function useDeleteRecord(collectionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recordId: string) => pb.collection(collectionId).delete(recordId, NO_AUTO_CANCEL),
    onSettled: () => queryClient.invalidateQueries({ queryKey: recordKeys.collection(collectionId) }),
  });
}

/** POST request-verification / request-password-reset on an auth collection. */
export function useAuthEmail(collectionId: string) {
  return useMutation({
    mutationFn: ({ kind, email }: { kind: 'verification' | 'password-reset'; email: string }) => {
      const service = pb.collection(collectionId);
      return kind === 'verification'
        ? service.requestVerification(email, {}, NO_AUTO_CANCEL)
        : service.requestPasswordReset(email, {}, NO_AUTO_CANCEL);
    },
  });
}

const externalAuthKey = (collectionId: string, recordId: string) =>
  [...recordKeys.one(collectionId, recordId), 'external-auths'] as const;

/** The OAuth2 accounts linked to an auth record. */
export function useExternalAuths(collectionId: string, recordId: string, isEnabled: boolean) {
  const queryKey = externalAuthKey(collectionId, recordId);
  return useQuery({
    queryKey,
    enabled: isEnabled,
    queryFn: ({ signal }) =>
      pb
        .collection(collectionId)
        .listExternalAuths(recordId, { $cancelKey: queryCancelKey(queryKey, signal) }),
    meta: { silent: true },
  });
}

/** Unlinks one OAuth2 provider from an auth record; the list of linked accounts reloads. */
export function useUnlinkExternalAuth(collectionId: string, recordId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (provider: string) =>
      pb.collection(collectionId).unlinkExternalAuth(recordId, provider, NO_AUTO_CANCEL),
    onSettled: () => queryClient.invalidateQueries({ queryKey: externalAuthKey(collectionId, recordId) }),
  });
}

/**
 * Follows one record through the realtime API (`{collection}/{id}`): the editor hears of changes
 * made elsewhere while it is open. The subscription starts once the editor has painted (its request
 * never holds the first frame back); once it is in place, the record is fetched once, so a change
 * made before (since the copy the editor opened with was loaded, say while the realtime connection was
 * down) is heard too. `record` is absent when that fetch finds the record deleted.
 */
export function useRecordRealtime(
  collection: Collection,
  recordId: string | null,
  onEvent: (action: 'update' | 'delete', record?: PbRecord) => void,
): void {
  const onEventRef = useRef(onEvent);
  useEffect(() => {
    onEventRef.current = onEvent;
  });
  const collectionRef = useRef(collection);
  useEffect(() => {
    collectionRef.current = collection;
  });
  const collectionName = collection.name;
  useEffect(() => {
    if (!recordId || !collectionName) return;
    let isActive = true;
    let unsubscribe: Promise<() => Promise<void>> | null = null;
    const deliver = (action: 'update' | 'delete', record?: PbRecord) => {
      if (isActive) onEventRef.current(action, record);
    };
    const subscribe = () => {
      unsubscribe = subscribeInTurn(`${collectionName}/${recordId}`, (data: RealtimeEvent) => {
        if (!data?.record) return;
        if (data.action === 'update' || data.action === 'delete')
          deliver(data.action, new RecordModel(data.record));
      });
      unsubscribe.catch((err: unknown) => console.warn('Failed to subscribe to the record changes.', err));
      // whether or not the subscription went through (the realtime connection may be down)
      unsubscribe
        .then(
          () => undefined,
          () => undefined,
        )
        .then(() => (isActive ? fetchRecord(collectionRef.current, recordId) : null))
        .then(
          (record) => record && deliver('update', record),
          (err: unknown) => {
            if (errorStatus(err) === 404) deliver('delete');
            else if (!isAbortError(err)) console.warn('Failed to follow the record changes.', err);
          },
        );
    };
    const cancelSubscribe = afterPaint(subscribe);
    return () => {
      isActive = false;
      cancelSubscribe();
      void unsubscribe?.then((stop) => stop()).catch(() => undefined);
    };
  }, [collectionName, recordId]);
}

/** Records per page when every record matching a filter is read for a bulk write. */
export const BULK_PAGE_SIZE = 500;

/**
 * Every record of a collection matching `filter`, read 500 at a time while the caller goes through
 * them (a bulk "set field"), so memory holds one page, never the whole list. Pages go in id order
 * and each starts after the last id read (see afterIdFilter): the records being written meanwhile
 * can then neither be skipped nor read twice. Relations are not expanded: only the values are needed.
 */
export function matchingRecords(collection: Collection, filter: string): AsyncGenerator<PbRecord> {
  return pagedItems<PbRecord>(
    async (after) =>
      (
        await pb.collection(collection.id).getList<PbRecord>(1, BULK_PAGE_SIZE, {
          filter: afterIdFilter(filter, after?.id ?? null),
          sort: 'id',
          ...NO_AUTO_CANCEL,
        })
      ).items,
    BULK_PAGE_SIZE,
  );
}
