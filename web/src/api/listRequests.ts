// The two list requests the collections screen opens with, shared by its queries (api/collections,
// api/records) and the boot-time prefetch (app/screenPrefetch), which must not load React Query: the
// same calls with the same parameters, so a prefetched answer is exactly what the page would fetch.
import type { Collection, ListResult, Record as PbRecord } from 'pocketbase';
import { sortCollections } from '../lib/collectionsList';
import { recordsApiSort, relationExpand, type CollectionLike } from '../lib/recordFields';
import { pb } from './client';

/** Spec §7/§9: the dashboard loads every collection in batches of 200, sorted by name. */
export const COLLECTIONS_BATCH = 200;

/** Spec §9: 30 records per page in the table. */
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

/** One page of 30 records of a collection (spec §7). */
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
