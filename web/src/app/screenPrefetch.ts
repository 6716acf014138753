// Data a page opens with, requested at boot together with the page's chunks (app/App
// preloadInitialRoute) rather than once the chunks have loaded and the page has rendered. The page's
// queries take these requests over (api/prefetch): nothing is asked twice, and what a page shows is
// what it would have fetched itself, read from the same address with the same functions.
import { NO_AUTO_CANCEL } from '../api/client';
import {
  COLLECTIONS_LIST_PREFETCH,
  fetchCollectionsList,
  fetchLogsPage,
  fetchLogsStats,
  fetchRecordsPage,
  firstLogsPagePrefetch,
  firstRecordsPagePrefetch,
  logsStatsPrefetch,
  recordsPageQuery,
} from '../api/listRequests';
import { prefetch } from '../api/prefetch';
import { requestedCollection } from '../lib/collectionsList';
import { logsFilterFromAddress } from '../lib/logsFilter';
import { recordsListArgs } from '../lib/recordFields';
import { readStoredBool, STORAGE_KEYS } from '../lib/storageKeys';

/**
 * /collections: the collections list, then the first records page of the collection the address
 * names (by id or name, as the page looks it up) or else of the first one, with the address's filter
 * and sort.
 */
export function prefetchCollectionsScreen(query: URLSearchParams): void {
  const list = prefetch(COLLECTIONS_LIST_PREFETCH, () => fetchCollectionsList(NO_AUTO_CANCEL));
  list.then(
    (collections) => {
      const collection = requestedCollection(collections, query.get('collectionId'));
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

/** /logs: the first page of request logs and the chart's stats, for the address's filter and time range. */
export function prefetchLogsScreen(query: URLSearchParams): void {
  const filter = logsFilterFromAddress(query, readStoredBool(STORAGE_KEYS.logsIncludeAdmins, false));
  prefetch(firstLogsPagePrefetch(filter), () => fetchLogsPage(1, filter, NO_AUTO_CANCEL));
  prefetch(logsStatsPrefetch(filter), () => fetchLogsStats(filter, NO_AUTO_CANCEL));
}
