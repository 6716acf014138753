import { clearPrefetched, prefetch, PREFETCH_TTL_MS, takePrefetched } from './prefetch';

afterEach(() => {
  clearPrefetched();
  vi.useRealTimers();
});

describe('prefetch', () => {
  it('hands a started request over once, by key', async () => {
    const request = vi.fn(() => Promise.resolve('answer'));
    prefetch('k', request);
    expect(takePrefetched('other')).toBeNull();
    await expect(takePrefetched('k')).resolves.toBe('answer');
    expect(takePrefetched('k')).toBeNull();
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('starts a key once while it waits', async () => {
    const request = vi.fn(() => Promise.resolve(1));
    const first = prefetch('k', request);
    expect(prefetch('k', request)).toBe(first);
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('drops a request nobody took in time, so a late page asks again', () => {
    vi.useFakeTimers();
    prefetch('k', () => Promise.resolve(1));
    vi.advanceTimersByTime(PREFETCH_TTL_MS + 1);
    expect(takePrefetched('k')).toBeNull();
  });

  it('leaves a failure to the taker, and an untaken failure unreported', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    prefetch('taken', () => Promise.reject(new Error('down')));
    prefetch('untaken', () => Promise.reject(new Error('down')));
    await expect(takePrefetched('taken')).rejects.toThrow('down');
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('forgets everything on clear (sign-out)', () => {
    prefetch('k', () => Promise.resolve(1));
    clearPrefetched();
    expect(takePrefetched('k')).toBeNull();
  });
});
