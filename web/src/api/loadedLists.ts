import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ListResult, Record as PbRecord } from 'pocketbase';

// The loaded lists of a collection's records, as the records screen's infinite query keeps them,
// and the changes made to them in place. Small and loaded with the screen: a realtime delete is
// applied at once (see loadedRecords.ts for the updates, which come in a chunk of their own).

export type RecordPages = InfiniteData<ListResult<PbRecord>, number>;

/** The key prefix of a collection's loaded lists (the same as `recordKeys.list` without its params). */
export const listKey = (collectionId: string) => ['records', collectionId, 'list'] as const;

/** Applies `update` to every loaded list of the collection. */
export function mapLoadedRecords(
  queryClient: QueryClient,
  collectionId: string,
  update: (pages: RecordPages) => RecordPages,
): void {
  queryClient.setQueriesData<RecordPages>({ queryKey: listKey(collectionId) }, (data) =>
    data ? update(data) : data,
  );
}

/**
 * Takes a record out of every loaded list of the collection (it was deleted). Applied as the event
 * comes: a list reloaded just after (a bulk delete that the server refused for some) must not lose
 * the record afterwards, as the server sends a delete event even for a delete it then refuses.
 */
export function removeFromLists(queryClient: QueryClient, collectionId: string, id: string): void {
  mapLoadedRecords(queryClient, collectionId, (data) => {
    const isLoaded = data.pages.some((page) => page.items.some((item) => item.id === id));
    if (!isLoaded) return data;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        totalItems: Math.max(0, page.totalItems - 1),
        items: page.items.filter((item) => item.id !== id),
      })),
    };
  });
}
