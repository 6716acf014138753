import { useEffect } from 'react';
import { isUnreachable } from '../lib/loadFailure';
import { pb } from './client';

/** How often a list that failed because the server was unreachable checks whether it is back. */
export const SERVER_BACK_POLL_MS = 3000;

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
