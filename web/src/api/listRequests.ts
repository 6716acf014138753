// The list requests the collections and logs screens open with, shared by their queries
// (api/collections, api/records, api/logs) and the boot-time prefetch (app/screenPrefetch), which
// must not load React Query: the same calls with the same parameters, so a prefetched answer is
// exactly what the page would fetch.
import type { Collection, ListResult, LogRequest, Record as PbRecord } from 'pocketbase';
import { sortCollections } from '../lib/collectionsList';
import { recordsApiSort, relationExpand } from '../lib/recordFields';
import type { CollectionLike } from '../lib/schema';
import { pb } from './client';

/** The dashboard loads every collection in batches of 200, sorted by name. */
export const COLLECTIONS_BATCH = 200;

/** 30 records per page in the table. */
export const RECORDS_PER_PAGE = 30;

interface RequestOptions {
  $cancelKey?: string;
  $autoCancel?: boolean;
}

/** Every collection, ordered for the sidebar: auth, then base, then view, then by name. */
export async function fetchCollectionsList(options: RequestOptions): Promise<Collection[]> {
  return sortCollections(
    await pb.collections.getFullList<Collection>(COLLECTIONS_BATCH, { sort: '+name', ...options }),
  );
}

/** The prefetch key of the collections list. */
export const COLLECTIONS_LIST_PREFETCH = 'collections:list';

/** The query parameters of a records page: the filter, the sort (relations by their displayFields) and every relation expanded. */
export interface RecordsPageQuery {
  filter: string;
  sort: string;
  expand: string;
}

export function recordsPageQuery(collection: CollectionLike, filter: string, sort: string): RecordsPageQuery {
  return { filter, sort: recordsApiSort(sort, collection), expand: relationExpand(collection) };
}

/** One page of 30 records of a collection. */
export function fetchRecordsPage(
  collectionId: string,
  page: number,
  query: RecordsPageQuery,
  options: RequestOptions,
): Promise<ListResult<PbRecord>> {
  return pb.collection(collectionId).getList<PbRecord>(page, RECORDS_PER_PAGE, { ...query, ...options });
}

/** The prefetch key of a collection's first records page for these parameters. */
export function firstRecordsPagePrefetch(collectionId: string, query: RecordsPageQuery): string {
  return `records:${collectionId}:${JSON.stringify([query.filter, query.sort, query.expand])}`;
}

/** 30 request logs per page, newest first. */
export const LOGS_PER_PAGE = 30;
export const LOGS_SORT = '-rowid';

/** One page of request logs for `filter`. */
export function fetchLogsPage(
  page: number,
  filter: string,
  options: RequestOptions,
): Promise<ListResult<LogRequest>> {
  return pb.logs.getRequestsList(page, LOGS_PER_PAGE, { filter, sort: LOGS_SORT, ...options });
}

/** The chart's stats for `filter`, as the server answers them. */
export function fetchLogsStats(filter: string, options: RequestOptions): Promise<unknown> {
  return pb.logs.getRequestsStats({ filter, ...options });
}

export const firstLogsPagePrefetch = (filter: string) => `logs:list:${filter}`;
export const logsStatsPrefetch = (filter: string) => `logs:stats:${filter}`;
