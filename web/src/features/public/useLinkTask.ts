import { useCallback, useEffect, useState } from 'react';

export type LinkTaskState<T> =
  { status: 'pending' } | { status: 'done'; value: T } | { status: 'failed'; error: unknown };

/** One run per link and attempt, shared by every mount (StrictMode runs effects twice). */
const runs = new Map<string, Promise<unknown>>();

/**
 * Runs what a link page does on opening (confirm a verification, check a reset link) once per
 * `key`, and tells how it went; `retry` runs it again (e.g. after the server could not be reached).
 */
export function useLinkTask<T>(key: string, run: () => Promise<T>): [LinkTaskState<T>, () => void] {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LinkTaskState<T>>({ status: 'pending' });
  const runKey = `${key}#${attempt}`;

  useEffect(() => {
    let isCurrent = true;
    let promise = runs.get(runKey) as Promise<T> | undefined;
    if (!promise) {
      promise = run();
      runs.set(runKey, promise);
    }
    promise.then(
      (value) => isCurrent && setState({ status: 'done', value }),
      (error: unknown) => isCurrent && setState({ status: 'failed', error }),
    );
    return () => {
      isCurrent = false;
    };
    // `run` belongs to the key: a new function for the same key is the same task
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runKey]);

  const retry = useCallback(() => {
    setState({ status: 'pending' });
    setAttempt((n) => n + 1);
  }, []);
  return [state, retry];
}
