import {
  DEFAULT_WRITE_CONCURRENCY,
  PROGRESS_INTERVAL_MS,
  runWrites,
  WriteSourceError,
  type WriteItem,
  type WriteProgress,
} from './writeQueue';

interface Pending {
  resolve: (value: string) => void;
  reject: (error: unknown) => void;
  signal: AbortSignal;
}

/**
 * Fake writes that settle only when the test says so, counting what is in flight at every start.
 */
function fakeWrites() {
  const started: string[] = [];
  const pending = new Map<string, Pending>();
  let inFlight = 0;
  let maxInFlight = 0;
  const item = (key: string): WriteItem<string> => ({
    key,
    run: (signal) => {
      started.push(key);
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      return new Promise<string>((resolve, reject) => {
        pending.set(key, { resolve, reject, signal });
      }).finally(() => {
        inFlight -= 1;
        pending.delete(key);
      });
    },
  });
  return {
    started,
    pending,
    item,
    items: (keys: string[]) => keys.map(item),
    get inFlight() {
      return inFlight;
    },
    get maxInFlight() {
      return maxInFlight;
    },
    resolve(key: string) {
      pending.get(key)!.resolve(`saved ${key}`);
    },
    reject(key: string, error: unknown) {
      pending.get(key)!.reject(error);
    },
  };
}

const keys = (n: number, prefix = 'r') => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

/** Lets every settled promise and the run's reaction to it happen (real timers). */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const immediate = (key: string, value = key): WriteItem<string> => ({
  key,
  run: () => Promise.resolve(value),
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('runWrites: concurrency and order', () => {
  it.each([
    { concurrency: 1, count: 5 },
    { concurrency: 3, count: 40 },
    { concurrency: undefined, count: 40 },
    { concurrency: 10, count: 4 },
  ])('keeps at most $concurrency in flight over $count items', async ({ concurrency, count }) => {
    const fake = fakeWrites();
    const limit = concurrency ?? DEFAULT_WRITE_CONCURRENCY;
    const run = runWrites(fake.items(keys(count)), { concurrency });
    let remaining = count;
    let turn = 0;
    while (fake.pending.size > 0) {
      // every slot is filled as long as there are items left to start
      expect(fake.inFlight).toBe(Math.min(limit, remaining));
      // settle a different in-flight item each turn, not always the oldest
      const inFlight = [...fake.pending.keys()];
      const key = inFlight[(turn * 7) % inFlight.length];
      if (turn % 5 === 4) fake.reject(key, new Error(key));
      else fake.resolve(key);
      turn += 1;
      remaining -= 1;
      await settle();
    }
    const outcome = await run;
    expect(fake.maxInFlight).toBe(Math.min(limit, count));
    expect(outcome.saved.length + outcome.failed.length).toBe(count);
    expect(outcome.cancelled).toEqual([]);
  });

  it('defaults to six in flight', () => {
    expect(DEFAULT_WRITE_CONCURRENCY).toBe(6);
  });

  it('starts items in the order of the iterable, whatever order they settle in', async () => {
    const fake = fakeWrites();
    const all = keys(12);
    const run = runWrites(fake.items(all), { concurrency: 4 });
    while (fake.pending.size > 0) {
      // the newest in flight settles first
      fake.resolve([...fake.pending.keys()].at(-1)!);
      await settle();
    }
    await run;
    expect(fake.started).toEqual(all);
  });

  it('starts the first items of a synchronous iterable before returning', () => {
    const fake = fakeWrites();
    void runWrites(fake.items(keys(10)), { concurrency: 3 });
    expect(fake.started).toEqual(['r0', 'r1', 'r2']);
  });

  it('records results and errors by key, in the order they settled', async () => {
    const fake = fakeWrites();
    const run = runWrites(fake.items(['a', 'b', 'c', 'd']), { concurrency: 4 });
    const boom = new Error('409');
    fake.resolve('c');
    await settle();
    fake.reject('a', boom);
    await settle();
    fake.resolve('d');
    fake.resolve('b');
    expect(await run).toEqual({
      saved: [
        { key: 'c', result: 'saved c' },
        { key: 'd', result: 'saved d' },
        { key: 'b', result: 'saved b' },
      ],
      failed: [{ key: 'a', error: boom }],
      cancelled: [],
    });
  });

  it('collects failures, synchronous throws included, and runs every other item', async () => {
    const thrown = new Error('sync');
    const rejected = new Error('async');
    const items: WriteItem<number>[] = [
      { key: 'ok1', run: () => Promise.resolve(1) },
      {
        key: 'throws',
        run: () => {
          throw thrown;
        },
      },
      { key: 'rejects', run: () => Promise.reject(rejected) },
      { key: 'ok2', run: () => Promise.resolve(2) },
    ];
    const outcome = await runWrites(items, { concurrency: 1 });
    expect(outcome.saved).toEqual([
      { key: 'ok1', result: 1 },
      { key: 'ok2', result: 2 },
    ]);
    expect(outcome.failed).toEqual([
      { key: 'throws', error: thrown },
      { key: 'rejects', error: rejected },
    ]);
  });

  it('resolves at once with nothing to do', async () => {
    expect(await runWrites([], {})).toEqual({ saved: [], failed: [], cancelled: [] });
  });

  it('gives the items a signal that never aborts when none is passed', async () => {
    const signals: AbortSignal[] = [];
    await runWrites([{ key: 'a', run: async (signal) => void signals.push(signal) }], {});
    expect(signals[0]).toBeInstanceOf(AbortSignal);
    expect(signals[0].aborted).toBe(false);
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'rejects a concurrency of %s',
    async (concurrency) => {
      const run = vi.fn(() => Promise.resolve(1));
      await expect(runWrites([{ key: 'a', run }], { concurrency })).rejects.toThrow(RangeError);
      expect(run).not.toHaveBeenCalled();
    },
  );
});

describe('runWrites: lazy pulling', () => {
  it('takes an item from an endless generator only when a slot is free, and closes it on cancel', async () => {
    const fake = fakeWrites();
    let pulled = 0;
    let closed = false;
    function* endless() {
      try {
        for (let i = 0; ; i += 1) {
          pulled += 1;
          yield fake.item(`r${i}`);
        }
      } finally {
        closed = true;
      }
    }
    const controller = new AbortController();
    const run = runWrites(endless(), { concurrency: 3, signal: controller.signal });
    expect(pulled).toBe(3);

    // K = 7 items settle, one at a time: each frees one slot, which takes exactly one item
    for (let k = 1; k <= 7; k += 1) {
      fake.resolve([...fake.pending.keys()][0]);
      await settle();
      expect(pulled).toBe(3 + k);
      expect(fake.inFlight).toBe(3);
    }

    controller.abort();
    await settle();
    expect(closed).toBe(true);
    expect(pulled).toBe(10);
    // the three in flight are awaited, not dropped
    expect(fake.inFlight).toBe(3);
    for (const key of [...fake.pending.keys()]) fake.resolve(key);
    const outcome = await run;
    expect(fake.started).toEqual(keys(10));
    expect(outcome.saved.map((s) => s.key).sort()).toEqual(keys(10).sort());
    expect(outcome.cancelled).toEqual([]);
  });

  it('holds no more than the in-flight items of a long run', async () => {
    let pulled = 0;
    let settled = 0;
    let maxAhead = 0;
    function* many() {
      for (let i = 0; i < 100_000; i += 1) {
        pulled += 1;
        maxAhead = Math.max(maxAhead, pulled - settled);
        yield {
          key: `r${i}`,
          run: () => Promise.resolve(i).finally(() => (settled += 1)),
        };
      }
    }
    const outcome = await runWrites(many(), { concurrency: 6 });
    expect(outcome.saved).toHaveLength(100_000);
    expect(maxAhead).toBeLessThanOrEqual(6);
  });
});

describe('runWrites: cancel', () => {
  it('starts nothing after the abort, lets the in-flight finish and lists the rest', async () => {
    const fake = fakeWrites();
    const controller = new AbortController();
    const all = keys(10);
    const run = runWrites(fake.items(all), { concurrency: 2, signal: controller.signal });
    fake.resolve('r0');
    await settle();
    fake.resolve('r1');
    await settle();
    expect(fake.started).toEqual(['r0', 'r1', 'r2', 'r3']);

    controller.abort();
    await settle();
    expect(fake.started).toEqual(['r0', 'r1', 'r2', 'r3']);
    // the in-flight items got the signal of the run
    expect(fake.pending.get('r2')!.signal.aborted).toBe(true);
    expect(fake.pending.get('r3')!.signal.aborted).toBe(true);

    // r2 had reached the server and answers anyway; r3 is aborted
    fake.resolve('r2');
    const abortError = new DOMException('The operation was aborted.', 'AbortError');
    fake.reject('r3', abortError);
    const outcome = await run;
    expect(fake.started).toEqual(['r0', 'r1', 'r2', 'r3']);
    expect(outcome.saved.map((s) => s.key)).toEqual(['r0', 'r1', 'r2']);
    expect(outcome.failed).toEqual([{ key: 'r3', error: abortError }]);
    expect(outcome.cancelled).toEqual(['r4', 'r5', 'r6', 'r7', 'r8', 'r9']);
  });

  it('does not resolve before the in-flight items settle', async () => {
    const fake = fakeWrites();
    const controller = new AbortController();
    let done = false;
    const run = runWrites(fake.items(keys(3)), { concurrency: 1, signal: controller.signal });
    void run.then(() => (done = true));
    controller.abort();
    await settle();
    expect(done).toBe(false);
    fake.resolve('r0');
    expect(await run).toEqual({
      saved: [{ key: 'r0', result: 'saved r0' }],
      failed: [],
      cancelled: ['r1', 'r2'],
    });
  });

  it('starts nothing when the signal is already aborted', async () => {
    const fake = fakeWrites();
    const outcome = await runWrites(fake.items(['a', 'b']), { signal: AbortSignal.abort() });
    expect(fake.started).toEqual([]);
    expect(outcome).toEqual({ saved: [], failed: [], cancelled: ['a', 'b'] });
  });

  it('stops when an item aborts the run itself', async () => {
    const controller = new AbortController();
    const started: string[] = [];
    const items = keys(5).map((key) => ({
      key,
      run: async () => {
        started.push(key);
        if (key === 'r1') controller.abort();
        return key;
      },
    }));
    const outcome = await runWrites(items, { concurrency: 1, signal: controller.signal });
    expect(started).toEqual(['r0', 'r1']);
    expect(outcome.saved.map((s) => s.key)).toEqual(['r0', 'r1']);
    expect(outcome.cancelled).toEqual(['r2', 'r3', 'r4']);
  });

  it('lists only the item already taken from a lazy source, which is read no further', async () => {
    const controller = new AbortController();
    let pulled = 0;
    function* lazy() {
      for (let i = 0; i < 5; i += 1) {
        pulled += 1;
        // the cancel arrives while the admin's second record is being taken
        if (i === 1) controller.abort();
        yield immediate(`r${i}`);
      }
    }
    const outcome = await runWrites(lazy(), { concurrency: 1, signal: controller.signal });
    expect(outcome.saved.map((s) => s.key)).toEqual(['r0']);
    expect(outcome.cancelled).toEqual(['r1']);
    expect(pulled).toBe(2);
  });
});

describe('runWrites: async iterables', () => {
  it('reads an async generator lazily, in order, within the concurrency', async () => {
    const fake = fakeWrites();
    let pulled = 0;
    async function* pages() {
      for (let page = 0; page < 3; page += 1) {
        // a page of ids arrives from the server
        await Promise.resolve();
        for (let i = 0; i < 4; i += 1) {
          pulled += 1;
          yield fake.item(`p${page}-${i}`);
        }
      }
    }
    const run = runWrites(pages(), { concurrency: 3 });
    await settle();
    expect(pulled).toBe(3);
    while (fake.pending.size > 0) {
      expect(fake.inFlight).toBeLessThanOrEqual(3);
      fake.resolve([...fake.pending.keys()].at(-1)!);
      await settle();
    }
    const outcome = await run;
    const expected = [0, 1, 2].flatMap((p) => [0, 1, 2, 3].map((i) => `p${p}-${i}`));
    expect(fake.started).toEqual(expected);
    expect(fake.maxInFlight).toBe(3);
    expect(outcome.saved).toHaveLength(12);
  });

  it('lists an item that arrived after the cancel as cancelled and closes the source', async () => {
    const controller = new AbortController();
    let release!: () => void;
    let closed = false;
    async function* slow() {
      try {
        yield immediate('a');
        await new Promise<void>((resolve) => (release = resolve));
        yield immediate('b');
        yield immediate('c');
      } finally {
        closed = true;
      }
    }
    const run = runWrites(slow(), { concurrency: 1, signal: controller.signal });
    await settle();
    controller.abort();
    release();
    const outcome = await run;
    expect(outcome.saved.map((s) => s.key)).toEqual(['a']);
    expect(outcome.cancelled).toEqual(['b']);
    expect(closed).toBe(true);
  });

  it('rejects with what was written when the source throws, after the in-flight settle', async () => {
    const fake = fakeWrites();
    const cause = new Error('list failed');
    async function* broken() {
      yield fake.item('a');
      yield fake.item('b');
      throw cause;
    }
    const run = runWrites(broken(), { concurrency: 5 });
    let rejected = false;
    run.catch(() => (rejected = true));
    await settle();
    expect(fake.started).toEqual(['a', 'b']);
    expect(rejected).toBe(false);
    fake.resolve('a');
    fake.reject('b', new Error('403'));
    const error = await run.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WriteSourceError);
    const sourceError = error as WriteSourceError<string>;
    expect(sourceError.cause).toBe(cause);
    expect(sourceError.outcome.saved).toEqual([{ key: 'a', result: 'saved a' }]);
    expect(sourceError.outcome.failed.map((f) => f.key)).toEqual(['b']);
  });

  it('rejects the same way when a synchronous source throws', async () => {
    const cause = new Error('bad row');
    function* broken() {
      yield immediate('a');
      throw cause;
    }
    const error = (await runWrites(broken(), {}).catch((e: unknown) => e)) as WriteSourceError<string>;
    expect(error.cause).toBe(cause);
    expect(error.outcome.saved).toEqual([{ key: 'a', result: 'a' }]);
  });
});

describe('runWrites: progress', () => {
  /** Items that each take `ms` of (fake) time. */
  const timed = (n: number, ms: number, fail: (i: number) => boolean = () => false) =>
    Array.from({ length: n }, (_, i) => ({
      key: `r${i}`,
      run: () =>
        new Promise<number>((resolve, reject) =>
          setTimeout(() => (fail(i) ? reject(new Error(`r${i}`)) : resolve(i)), ms),
        ),
    }));

  it('reports at most once per interval, in order, and always delivers the final counts', async () => {
    vi.useFakeTimers();
    const calls: { at: number; progress: WriteProgress }[] = [];
    const onProgress = (progress: WriteProgress) => calls.push({ at: Date.now(), progress });
    // 200 items of 1 ms each, one at a time: 200 ms, a completion every millisecond
    const run = runWrites(
      timed(200, 1, (i) => i % 10 === 0),
      { concurrency: 1, onProgress },
    );
    await vi.advanceTimersByTimeAsync(1_000);
    await run;

    expect(calls[0].progress).toEqual({ done: 0, failed: 0, total: 200 });
    expect(calls.at(-1)!.progress).toEqual({ done: 180, failed: 20, total: 200 });
    expect(calls.length).toBeLessThanOrEqual(Math.ceil(200 / PROGRESS_INTERVAL_MS) + 2);
    expect(calls.length).toBeGreaterThan(5);
    for (let i = 1; i < calls.length; i += 1) {
      // the final call may come sooner: it is never held back
      if (i < calls.length - 1) {
        expect(calls[i].at - calls[i - 1].at).toBeGreaterThanOrEqual(PROGRESS_INTERVAL_MS);
      }
      const before = calls[i - 1].progress;
      const after = calls[i].progress;
      expect(after.done + after.failed).toBeGreaterThan(before.done + before.failed);
    }
  });

  it('delivers the final counts at once when the last item settles inside an interval', async () => {
    vi.useFakeTimers();
    const onProgress = vi.fn();
    const run = runWrites(timed(3, 1), { concurrency: 3, onProgress });
    await vi.advanceTimersByTimeAsync(1);
    // all three settled 1 ms after the first call: no timer needs to fire for the final one
    await run;
    expect(onProgress.mock.calls).toEqual([
      [{ done: 0, failed: 0, total: 3 }],
      [{ done: 3, failed: 0, total: 3 }],
    ]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('calls twice for a run that settles at once, and never after it resolved', async () => {
    vi.useFakeTimers();
    const onProgress = vi.fn();
    await runWrites(
      keys(1000).map((key) => immediate(key)),
      { onProgress },
    );
    expect(onProgress.mock.calls).toEqual([
      [{ done: 0, failed: 0, total: 1000 }],
      [{ done: 1000, failed: 0, total: 1000 }],
    ]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(onProgress).toHaveBeenCalledTimes(2);
  });

  it('reports the final counts of a cancelled run', async () => {
    const fake = fakeWrites();
    const controller = new AbortController();
    const onProgress = vi.fn();
    const run = runWrites(fake.items(keys(5)), {
      concurrency: 2,
      signal: controller.signal,
      onProgress,
    });
    controller.abort();
    fake.resolve('r0');
    fake.reject('r1', new Error('aborted'));
    await run;
    expect(onProgress).toHaveBeenLastCalledWith({ done: 1, failed: 1, total: 5 });
  });

  it.each([
    {
      name: 'the given total',
      source: () => keys(4).map((key) => immediate(key)),
      total: 10,
      expected: [10, 10],
    },
    {
      name: 'the length of an array',
      source: () => keys(4).map((key) => immediate(key)),
      total: undefined,
      expected: [4, 4],
    },
    {
      name: 'the items taken so far from another iterable',
      source: () => new Set(keys(4).map((key) => immediate(key))),
      total: undefined,
      expected: [0, 4],
    },
  ])('counts $name as the total', async ({ source, total, expected }) => {
    const onProgress = vi.fn();
    await runWrites(source(), { total, onProgress });
    expect(onProgress.mock.calls.map(([p]) => (p as WriteProgress).total)).toEqual(expected);
  });

  it('reports a throwing listener without disturbing the run', async () => {
    const reported: (() => void)[] = [];
    vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((task) => reported.push(task));
    const broken = new Error('listener');
    const onProgress = vi.fn(() => {
      throw broken;
    });
    const outcome = await runWrites(
      ['a', 'b'].map((key) => immediate(key)),
      { onProgress },
    );
    expect(outcome.saved).toHaveLength(2);
    expect(onProgress).toHaveBeenCalledTimes(2);
    expect(reported).toHaveLength(2);
    expect(reported[0]).toThrow(broken);
  });
});
