import type { Collection } from 'pocketbase';
import { useQuery } from '@tanstack/react-query';
import { sortCollections } from '../lib/collectionsList';
import { pb, queryCancelKey } from './client';

/** Spec §7/§9: the dashboard loads every collection in batches of 200, sorted by name. */
export const COLLECTIONS_BATCH = 200;

export const collectionKeys = {
  all: ['collections'] as const,
  list: () => ['collections', 'list'] as const,
};

/** Every collection, ordered for the sidebar: auth, then base, then view, then by name. */
export function useCollections() {
  const queryKey = collectionKeys.list();
  return useQuery({
    queryKey,
    queryFn: async ({ signal }) =>
      sortCollections(
        await pb.collections.getFullList<Collection>(COLLECTIONS_BATCH, {
          sort: '+name',
          $cancelKey: queryCancelKey(queryKey, signal),
        }),
      ),
    // list load failures are logged, never toasted (spec §8)
    meta: { silent: true },
  });
}
