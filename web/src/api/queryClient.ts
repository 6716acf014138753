import { MutationCache, notifyManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { handleError } from '../lib/errors';
import { onSessionEnd } from './client';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silent?: boolean };
  }
}

// Deliver query results in a microtask rather than the default setTimeout(0), which queues behind
// whatever else the page is doing: rows are drawn in the same task their response is handled in.
notifyManager.setScheduler(queueMicrotask);

/** Queries marked `meta: {silent: true}` (list loads) log failures without a toast. */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (err, query) => handleError(err, { toast: !query.meta?.silent }),
  }),
  mutationCache: new MutationCache({}),
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 0 },
    mutations: { retry: false },
  },
});

// Nothing loaded in a session stays in memory for the next one (another admin's, or the same
// admin's after signing in again, whose screens load afresh).
onSessionEnd(() => queryClient.clear());
