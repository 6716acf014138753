// Runs the many small writes of a paste or a bulk "set field" (one PATCH per record, up to
// 100,000 records) with a bounded number in flight, progress, cancel and a result per item, so the
// admin can be told exactly which records were written and which were not.

/** One write: `key` names it in the outcome (a record id), `run` performs it. */
export interface WriteItem<T> {
  key: string;
  /**
   * Performs the write. It receives the run's signal and should pass it to its request, so a
   * cancel aborts the requests still in flight. A synchronous throw counts as a failure, like a
   * rejection.
   */
  run: (signal: AbortSignal) => Promise<T>;
}

/** How far a run has come: items that succeeded, items that failed, and how many there are. */
export interface WriteProgress {
  done: number;
  failed: number;
  total: number;
}

/** What a run did, item by item. */
export interface WriteOutcome<T> {
  /** The items whose `run` resolved, in the order they settled. */
  saved: { key: string; result: T }[];
  /** The items whose `run` threw or rejected, in the order they settled. */
  failed: { key: string; error: unknown }[];
  /**
   * Keys of items never started because the run was cancelled. For an array, every item after
   * the last one started is listed. Any other iterable is read no further after a cancel (it may
   * be endless, or fetch its items page by page), so only an item already taken from it but not
   * yet started is listed; the caller of a lazy source knows its own remainder as the keys that are
   * neither saved nor failed.
   */
  cancelled: string[];
}

/** Options of {@link runWrites}. */
export interface WriteOptions {
  /**
   * Most writes in flight at once (a positive integer). Default {@link DEFAULT_WRITE_CONCURRENCY}.
   */
  concurrency?: number;
  /** Cancels the run: see {@link runWrites}. */
  signal?: AbortSignal;
  /**
   * Told how far the run has come: once at the start, then at most once per
   * {@link PROGRESS_INTERVAL_MS} while items settle, and always once more with the final counts
   * (unless the last call already had them). A throw from it is reported, not fatal to the run.
   */
  onProgress?: (progress: WriteProgress) => void;
  /**
   * How many items there are, for the progress. Defaults to the length of an array; for any other
   * iterable it defaults to the number of items taken from it so far, a lower bound that is exact
   * once the iterable is exhausted.
   */
  total?: number;
}

/**
 * Writes in flight by default: six, the connections a browser opens to one host over HTTP/1.1.
 * More would only queue inside the browser, where a cancel no longer reaches them before they
 * start and the other requests of the page (a list reload) wait behind them.
 */
export const DEFAULT_WRITE_CONCURRENCY = 6;

/**
 * Shortest gap between two progress calls while items settle: about one animation frame, so a run
 * of 100,000 fast writes re-renders its progress at most about 60 times a second, not 100,000
 * times. A timer, not requestAnimationFrame: a hidden tab gets no frames, yet the final count must
 * still arrive.
 */
export const PROGRESS_INTERVAL_MS = 16;

/**
 * The iterable of a run threw (or its async iterator rejected) while the next item was taken from
 * it. The run takes no more items, lets those in flight settle, and rejects with this error, which
 * carries what was written so far; `cause` is what the iterable threw.
 */
export class WriteSourceError<T> extends Error {
  readonly outcome: WriteOutcome<T>;
  constructor(cause: unknown, outcome: WriteOutcome<T>) {
    super('The items of a write run could not be read', { cause });
    this.name = 'WriteSourceError';
    this.outcome = outcome;
  }
}

type Source<T> =
  { async: false; iterator: Iterator<WriteItem<T>> } | { async: true; iterator: AsyncIterator<WriteItem<T>> };

function sourceOf<T>(items: Iterable<WriteItem<T>> | AsyncIterable<WriteItem<T>>): Source<T> {
  // An object both sync and async iterable is read asynchronously, as `for await` would.
  if (Symbol.asyncIterator in items) {
    return { async: true, iterator: items[Symbol.asyncIterator]() };
  }
  return { async: false, iterator: items[Symbol.iterator]() };
}

/** Hands a throw of a callback to the global error handler, leaving the run's state intact. */
function reportLater(error: unknown): void {
  queueMicrotask(() => {
    throw error;
  });
}

/**
 * Runs `items` with at most `concurrency` of them in flight, and resolves with what each did once
 * every item started has settled. Never rejects for a failed item, only for a source that throws
 * ({@link WriteSourceError}).
 *
 * - Items are taken from the iterable one at a time, only when a slot is free, so memory holds the
 *   writes in flight and the results, never a promise per item; an endless generator is fine.
 *   Items start in the iterable's order (each starts as soon as it is taken), though they may
 *   settle in any order.
 * - One failure never stops the others: it is collected in `failed` and the run goes on.
 * - Cancel (`signal` aborts): no item starts after that, and the iterable is closed (its
 *   `return()` runs, so a generator's `finally` does). Items in flight got the same signal and
 *   are awaited, not dropped: a request may already have reached the server, so an item that
 *   still resolves counts as saved, and one that rejects (an abort included) as failed. An aborted
 *   request may still have been applied by the server; the caller should word such failures as
 *   "may not have been saved". A signal already aborted starts nothing.
 * - Without a signal, the items get one that never aborts.
 */
export async function runWrites<T>(
  items: Iterable<WriteItem<T>> | AsyncIterable<WriteItem<T>>,
  options: WriteOptions = {},
): Promise<WriteOutcome<T>> {
  const concurrency = options.concurrency ?? DEFAULT_WRITE_CONCURRENCY;
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new RangeError(`concurrency must be a positive integer, got ${concurrency}`);
  }
  const signal = options.signal ?? new AbortController().signal;
  const array = Array.isArray(items) ? (items as readonly WriteItem<T>[]) : null;
  const outcome: WriteOutcome<T> = { saved: [], failed: [], cancelled: [] };
  let taken = 0;
  let inFlight = 0;

  // The pump sleeps while every slot is busy; a settled item or the abort wakes it.
  let wake: (() => void) | null = null;
  const sleep = () =>
    new Promise<void>((resolve) => {
      wake = resolve;
    });
  const wakeUp = () => {
    const resolve = wake;
    wake = null;
    resolve?.();
  };

  // Progress: a call at once when none was made for an interval, else one when the interval ends
  // with the counts of that moment; the final counts are delivered by `flush`.
  const onProgress = options.onProgress;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending = false;
  let last: WriteProgress | null = null;
  const current = (): WriteProgress => ({
    done: outcome.saved.length,
    failed: outcome.failed.length,
    total: options.total ?? array?.length ?? taken,
  });
  const emit = () => {
    if (!onProgress) return;
    const progress = current();
    if (
      last &&
      last.done === progress.done &&
      last.failed === progress.failed &&
      last.total === progress.total
    ) {
      return;
    }
    last = progress;
    try {
      onProgress(progress);
    } catch (error) {
      reportLater(error);
    }
  };
  const tick = () => {
    if (!pending) {
      timer = undefined;
      return;
    }
    pending = false;
    emit();
    timer = setTimeout(tick, PROGRESS_INTERVAL_MS);
  };
  const progressed = () => {
    if (!onProgress) return;
    if (timer !== undefined) {
      pending = true;
      return;
    }
    emit();
    timer = setTimeout(tick, PROGRESS_INTERVAL_MS);
  };
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    pending = false;
    emit();
  };

  const start = (item: WriteItem<T>) => {
    inFlight += 1;
    let promise: Promise<T>;
    try {
      promise = Promise.resolve(item.run(signal));
    } catch (error) {
      promise = Promise.reject(error);
    }
    promise
      .then(
        (result) => {
          outcome.saved.push({ key: item.key, result });
        },
        (error: unknown) => {
          outcome.failed.push({ key: item.key, error });
        },
      )
      .finally(() => {
        inFlight -= 1;
        progressed();
        wakeUp();
      });
  };

  const onAbort = () => wakeUp();
  signal.addEventListener('abort', onAbort);
  progressed();

  // A synchronous iterable is read without awaiting, so the first items start before runWrites
  // returns and no microtask is spent per item.
  const source = sourceOf(items);
  let exhausted = false;
  let sourceFailed = false;
  let sourceError: unknown;
  try {
    while (!signal.aborted) {
      if (inFlight >= concurrency) {
        await sleep();
        continue;
      }
      const step = source.async ? await source.iterator.next() : source.iterator.next();
      if (step.done) {
        exhausted = true;
        break;
      }
      taken += 1;
      if (signal.aborted) {
        // Taken while the cancel came (an async source was still fetching it): never started.
        outcome.cancelled.push(step.value.key);
        break;
      }
      start(step.value);
    }
  } catch (error) {
    sourceFailed = true;
    sourceError = error;
    // An iterator that threw is finished; calling its return() would be wrong.
    exhausted = true;
  }
  if (!exhausted) {
    try {
      await source.iterator.return?.();
    } catch (error) {
      sourceFailed = true;
      sourceError = error;
    }
  }
  if (array && signal.aborted) {
    for (let i = taken; i < array.length; i += 1) outcome.cancelled.push(array[i].key);
  }
  while (inFlight > 0) await sleep();
  signal.removeEventListener('abort', onAbort);
  flush();
  if (sourceFailed) throw new WriteSourceError(sourceError, outcome);
  return outcome;
}
