import type { ListResult, LogRequest } from 'pocketbase';
import { useCallback } from 'react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { statsItems } from '../lib/logsChart';
import { queryCancelKey } from './client';
import { fetchLogsPage, fetchLogsStats, firstLogsPagePrefetch, logsStatsPrefetch } from './listRequests';
import { takePrefetched } from './prefetch';

export { LOGS_PER_PAGE, LOGS_SORT } from './listRequests';

export type LogEntry = LogRequest;

export const logKeys = {
  all: ['logs'] as const,
  list: (filter: string) => ['logs', 'list', { filter }] as const,
  stats: (filter: string) => ['logs', 'stats', { filter }] as const,
};

/** Drops every loaded logs page and chart, so the ones on screen load from scratch. */
export function useResetLogs(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.resetQueries({ queryKey: logKeys.all }), [queryClient]);
}

/** Pages of 30, appended by Load more; a new filter is a new key, so the list resets. */
export function useLogsInfinite(filter: string) {
  const queryKey = logKeys.list(filter);
  return useInfiniteQuery({
    queryKey,
    // the first page of the screen the dashboard opened on was requested at boot (app/screenPrefetch)
    queryFn: ({ pageParam, signal }) =>
      (pageParam === 1 ? takePrefetched<ListResult<LogRequest>>(firstLogsPagePrefetch(filter)) : null) ??
      fetchLogsPage(pageParam, filter, { $cancelKey: queryCancelKey(queryKey, signal, pageParam) }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.perPage < last.totalItems ? last.page + 1 : undefined),
    // A filter left behind is dropped at once: coming back to it starts again from page 1 instead
    // of refetching every page it had loaded (a filter change resets and reloads).
    gcTime: 0,
    // List load failures are logged, never toasted: the list says it could not load.
    meta: { silent: true },
  });
}

/**
 * Chart stats (GET /api/logs/requests/stats with the list's filter). The real server answers a bare
 * array; {items} is accepted too. Failures only warn in the console.
 */
export function useLogsStats(filter: string) {
  const queryKey = logKeys.stats(filter);
  return useQuery({
    queryKey,
    queryFn: async ({ signal }) =>
      statsItems(
        await (takePrefetched(logsStatsPrefetch(filter)) ??
          fetchLogsStats(filter, { $cancelKey: queryCancelKey(queryKey, signal) })),
      ),
    meta: { silent: true },
  });
}
