import { useEffect } from 'react';
import { errorStatus, isAbortError } from '../lib/errors';
import { pb } from './client';

/** How often a list that failed because the server was unreachable checks whether it is back. */
export const SERVER_BACK_POLL_MS = 3000;

/**
 * A list load that failed for real (an abort is not a failure: the list keeps what it showed).
 * The list is emptied and the failure logged (spec §8), and the screen says it could not load.
 */
export function isLoadFailure(query: { isError: boolean; error: unknown }): boolean {
  return query.isError && !isAbortError(query.error);
}

/** True when the failure is the server being unreachable (no HTTP answer at all). */
export function isUnreachable(error: unknown): boolean {
  return !isAbortError(error) && errorStatus(error) === 0;
}

/**
 * While a list has failed because the server could not be reached, checks GET /api/health every
 * few seconds and reloads the list once the server answers again.
 */
export function useReloadWhenServerIsBack(error: unknown, isFailed: boolean, reload: () => void): void {
  const shouldPoll = isFailed && isUnreachable(error);
  useEffect(() => {
    if (!shouldPoll) return;
    let stopped = false;
    const timer = setInterval(() => {
      pb.health
        .check({ $autoCancel: false })
        .then(() => {
          if (!stopped) reload();
        })
        .catch(() => undefined); // still down
    }, SERVER_BACK_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [shouldPoll, reload]);
}
