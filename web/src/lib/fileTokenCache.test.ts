import { createFileTokenCache } from './fileTokenCache';
import { STORAGE_KEYS } from './storageKeys';

function base64url(text: string): string {
  return Buffer.from(text, 'utf8')
    .toString('base64')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** A token expiring at `expSeconds` (unsigned; only the payload is read). */
function token(expSeconds: number | undefined, note = ''): string {
  const payload = expSeconds === undefined ? { note } : { exp: expSeconds, note };
  return [base64url('{"alg":"HS256"}'), base64url(JSON.stringify(payload)), 'sig'].join('.');
}

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (reason: unknown) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const NOW_MS = 1_800_000_000_000; // a fixed "now"
const NOW_S = NOW_MS / 1000;
const KEY = STORAGE_KEYS.adminFileToken;

/** A cache over a counting fetch that hands out tokens valid for `lifetime` seconds from the clock. */
function setup(lifetime = 120) {
  let clock = NOW_MS;
  let issued = 0;
  const fetchToken = vi.fn(() => Promise.resolve(token(clock / 1000 + lifetime, `t${++issued}`)));
  const cache = createFileTokenCache({ fetchToken, now: () => clock });
  return {
    cache,
    fetchToken,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('createFileTokenCache', () => {
  it('fetches once for concurrent callers and gives them all the same token', async () => {
    let calls = 0;
    const pending = deferred<string>();
    const cache = createFileTokenCache({
      fetchToken: () => {
        calls++;
        return pending.promise;
      },
      now: () => NOW_MS,
    });
    const results = Promise.all([cache.get(), cache.get(), cache.get(), cache.get(), cache.get()]);
    expect(calls).toBe(1);
    const fresh = token(NOW_S + 300);
    pending.resolve(fresh);
    expect(await results).toEqual([fresh, fresh, fresh, fresh, fresh]);
    expect(calls).toBe(1);
    expect(localStorage.getItem(KEY)).toBe(fresh);
  });

  it('reuses the stored token while it is valid', async () => {
    const { cache, fetchToken, advance } = setup(120);
    const first = await cache.get();
    advance(60_000);
    expect(await cache.get()).toBe(first);
    advance(44_000); // 16 s left
    expect(await cache.get()).toBe(first);
    expect(fetchToken).toHaveBeenCalledTimes(1);
  });

  it('uses a valid token already in storage (e.g. from another tab) without fetching', async () => {
    const stored = token(NOW_S + 600);
    localStorage.setItem(KEY, stored);
    const { cache, fetchToken } = setup();
    expect(await cache.get()).toBe(stored);
    expect(fetchToken).not.toHaveBeenCalled();
  });

  it('refetches when the token expires within the 15 s margin', async () => {
    const { cache, fetchToken, advance } = setup(120);
    const first = await cache.get();
    advance(105_000); // exactly 15 s left: too close
    const second = await cache.get();
    expect(second).not.toBe(first);
    expect(fetchToken).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem(KEY)).toBe(second);
  });

  it('refetches an expired stored token and one without a readable exp', async () => {
    const { cache, fetchToken } = setup();
    localStorage.setItem(KEY, token(NOW_S - 10));
    await cache.get();
    localStorage.setItem(KEY, token(undefined));
    await cache.get();
    localStorage.setItem(KEY, 'garbage');
    await cache.get();
    expect(fetchToken).toHaveBeenCalledTimes(3);
  });

  it('refetches when the stored token is removed (e.g. by logout in another tab)', async () => {
    const { cache, fetchToken } = setup();
    await cache.get();
    localStorage.removeItem(KEY);
    await cache.get();
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it('honours a custom storage key and margin', async () => {
    const fetchToken = vi.fn(() => Promise.resolve(token(NOW_S + 100)));
    const cache = createFileTokenCache({
      fetchToken,
      storageKey: 'custom',
      now: () => NOW_MS,
      marginMs: 200_000,
    });
    await cache.get();
    await cache.get(); // 100 s left is inside the 200 s margin
    expect(fetchToken).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem('custom')).toBeTruthy();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('uses Date.now by default', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW_MS);
    const fetchToken = vi.fn(() => Promise.resolve(token(NOW_S + 60)));
    const cache = createFileTokenCache({ fetchToken });
    await cache.get();
    await cache.get();
    expect(fetchToken).toHaveBeenCalledTimes(1);
    vi.setSystemTime(NOW_MS + 50_000); // 10 s left
    await cache.get();
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it('on failure warns, resolves to "" for every waiting caller and tries again next time', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = new Error('offline');
    const fresh = token(NOW_S + 300);
    const fetchToken = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(error)
      .mockResolvedValueOnce(fresh);
    const cache = createFileTokenCache({ fetchToken, now: () => NOW_MS });

    expect(await Promise.all([cache.get(), cache.get()])).toEqual(['', '']);
    expect(fetchToken).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('Failed to load the file token.', error);
    expect(localStorage.getItem(KEY)).toBeNull();

    expect(await cache.get()).toBe(fresh);
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it('treats a fetch that throws synchronously as a failure', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const cache = createFileTokenCache({
      fetchToken: () => {
        throw new Error('boom');
      },
      now: () => NOW_MS,
    });
    await expect(cache.get()).resolves.toBe('');
  });

  it('does not store an empty token', async () => {
    const fetchToken = vi.fn(() => Promise.resolve(''));
    const cache = createFileTokenCache({ fetchToken, now: () => NOW_MS });
    expect(await cache.get()).toBe('');
    expect(localStorage.getItem(KEY)).toBeNull();
    await cache.get();
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it('clear() removes the stored token so the next get() fetches', async () => {
    const { cache, fetchToken } = setup();
    await cache.get();
    cache.clear();
    expect(localStorage.getItem(KEY)).toBeNull();
    await cache.get();
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it('clear() during a fetch keeps its token out of storage and starts a new fetch next time', async () => {
    const first = deferred<string>();
    const second = token(NOW_S + 300, 'second');
    const fetchToken = vi
      .fn<() => Promise<string>>()
      .mockReturnValueOnce(first.promise)
      .mockResolvedValueOnce(second);
    const cache = createFileTokenCache({ fetchToken, now: () => NOW_MS });

    const before = cache.get();
    cache.clear();
    const after = cache.get();
    expect(fetchToken).toHaveBeenCalledTimes(2);

    const stale = token(NOW_S + 300, 'stale');
    first.resolve(stale);
    expect(await before).toBe(stale);
    expect(await after).toBe(second);
    expect(localStorage.getItem(KEY)).toBe(second);
  });

  it('works with storage disabled, keeping the token in memory', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('denied');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new Error('denied');
    });
    const { cache, fetchToken } = setup();
    const first = await cache.get();
    expect(first).toBeTruthy();
    expect(await cache.get()).toBe(first);
    expect(fetchToken).toHaveBeenCalledTimes(1);
    expect(() => cache.clear()).not.toThrow();
    await cache.get();
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });
});
