// Data a page opens with, requested at boot together with the page's chunks (app/App
// preloadInitialRoute) rather than once the chunks have loaded and the page has rendered. The page's
// queries take these requests over (api/prefetch): nothing is asked twice, and what a page shows is
// what it would have fetched itself, read from the same address with the same functions.
import { NO_AUTO_CANCEL } from '../api/client';
import {
  COLLECTIONS_LIST_PREFETCH,
  fetchCollectionsList,
  fetchRecordsPage,
  firstRecordsPagePrefetch,
  recordsPageQuery,
} from '../api/listRequests';
import { prefetch } from '../api/prefetch';
import { recordsListArgs } from '../lib/recordFields';

/**
 * /collections: the collections list, then the first records page of the collection the address
 * names (by id or name, as the page looks it up) or else of the first one, with the address's filter
 * and sort.
 */
export function prefetchCollectionsScreen(query: URLSearchParams): void {
  const list = prefetch(COLLECTIONS_LIST_PREFETCH, () => fetchCollectionsList(NO_AUTO_CANCEL));
  list.then(
    (collections) => {
      const requested = query.get('collectionId');
      const collection = requested
        ? collections.find((c) => c.id === requested || c.name === requested)
        : collections[0];
      if (!collection) return;
      const args = recordsListArgs(collection, query);
      const pageQuery = recordsPageQuery(collection, args.filter, args.listSort);
      prefetch(firstRecordsPagePrefetch(collection.id, pageQuery), () =>
        fetchRecordsPage(collection.id, 1, pageQuery, NO_AUTO_CANCEL),
      );
    },
    () => undefined, // the page's own query reports the failure
  );
}
