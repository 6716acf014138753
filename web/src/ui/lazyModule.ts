/** A module loaded once on demand (a heavy widget's lazy chunk). */
export interface LazyModule<M> {
  /** The module once loaded, else null (lets a widget render it at once on a later mount). */
  readonly current: M | null;
  /** Loads it (one request for all callers); a failed load is forgotten, so the next call tries again. */
  load: () => Promise<M>;
  /** Starts loading ahead of time (e.g. at idle); a failure shows when a widget asks for it. */
  preload: () => void;
}

/**
 * The loader every lazy widget shares (filter input, code editor, date picker, rich text): the
 * chunk is fetched once, kept for later mounts, and fetched again after a failure.
 */
export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  let current: M | null = null;
  let pending: Promise<M> | null = null;
  const load = () =>
    (pending ??= importer().then(
      (module) => (current = module),
      (error: unknown) => {
        pending = null; // the next focus, Retry or preload tries again
        throw error;
      },
    ));
  return {
    get current() {
      return current;
    },
    load,
    preload: () => void load().catch(() => {}),
  };
}

/** Runs `callback` when the browser is idle (at the latest after `timeout` ms). Returns a cancel function. */
export function onIdle(callback: () => void, timeout = 5000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, 200);
  return () => clearTimeout(timer);
}
