/**
 * Requests started at boot, before the page that needs them has loaded (the route's chunks and its
 * data then travel together instead of one after the other). The page's query takes a started
 * request over once, by key; a key not taken within PREFETCH_TTL_MS is dropped, so a page that renders
 * late asks the server again instead of showing old data.
 */

export const PREFETCH_TTL_MS = 10_000;

interface Started {
  promise: Promise<unknown>;
  at: number;
}

const started = new Map<string, Started>();

/** Starts `request` under `key` unless one is already waiting there; returns the waiting request. */
export function prefetch<T>(key: string, request: () => Promise<T>): Promise<T> {
  const waiting = started.get(key);
  if (waiting && Date.now() - waiting.at <= PREFETCH_TTL_MS) return waiting.promise as Promise<T>;
  const promise = request();
  // a failure is the taker's to report; nobody may be there to take it
  promise.catch(() => undefined);
  started.set(key, { promise, at: Date.now() });
  return promise;
}

/** The request started under `key`, handed over once; null when there is none or it is too old. */
export function takePrefetched<T>(key: string): Promise<T> | null {
  const waiting = started.get(key);
  if (!waiting) return null;
  started.delete(key);
  return Date.now() - waiting.at <= PREFETCH_TTL_MS ? (waiting.promise as Promise<T>) : null;
}

/** Drops every waiting request (tests; signing out). */
export function clearPrefetched(): void {
  started.clear();
}
