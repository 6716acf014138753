import type { ListResult, LogRequest } from 'pocketbase';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { statsItems, type StatsPoint } from '../lib/logsChart';
import { cancelKey, pb } from './client';

export const LOGS_PER_PAGE = 30;
export const LOGS_SORT = '-rowid';

export type LogEntry = LogRequest;

export const logKeys = {
  all: ['logs'] as const,
  lists: ['logs', 'list'] as const,
  list: (filter: string) => ['logs', 'list', { filter }] as const,
  stats: (filter: string) => ['logs', 'stats', { filter }] as const,
  detail: (id: string) => ['logs', 'detail', id] as const,
};

export function listLogs(page: number, filter: string, signal?: AbortSignal): Promise<ListResult<LogEntry>> {
  return pb.logs.getRequestsList(page, LOGS_PER_PAGE, {
    filter,
    sort: LOGS_SORT,
    $cancelKey: cancelKey(`logs-list-${page}`, signal),
  });
}

export function getLog(id: string, signal?: AbortSignal): Promise<LogEntry> {
  return pb.logs.getRequest(id, { $cancelKey: cancelKey(`logs-view-${id}`, signal) });
}

/** The real server answers a bare array; {items} is accepted too (RULINGS). */
export async function getLogsStats(filter: string, signal?: AbortSignal): Promise<StatsPoint[]> {
  const response: unknown = await pb.logs.getRequestsStats({
    filter,
    $cancelKey: cancelKey('logs-stats', signal),
  });
  return statsItems(response);
}

/** Pages of 30, appended by Load more; a new filter is a new key, so the list resets (spec §4). */
export function useLogsInfinite(filter: string) {
  return useInfiniteQuery({
    queryKey: logKeys.list(filter),
    queryFn: ({ pageParam, signal }) => listLogs(pageParam, filter, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.perPage < last.totalItems ? last.page + 1 : undefined),
    // A filter left behind is dropped at once: coming back to it starts again from page 1 instead
    // of refetching every page it had loaded (spec §4: a filter change resets and reloads).
    gcTime: 0,
    // List load failures are logged, never toasted (spec §8).
    meta: { silent: true },
  });
}

/** Chart stats: aborts ignored, failures only warned in the console (spec §8). */
export function useLogsStats(filter: string) {
  return useQuery({
    queryKey: logKeys.stats(filter),
    queryFn: ({ signal }) => getLogsStats(filter, signal),
    meta: { silent: true },
  });
}
