import { act, renderHook } from '@testing-library/react';
import { useS3ConnectionTest, type S3TestOutcome } from './useS3ConnectionTest';

// The hook runs against the real SDK client and api/settings; only the network (global fetch) is
// stood in for: each POST /api/settings/test/s3 waits until the test answers it or its signal aborts.
interface PendingRequest {
  url: string;
  signal: AbortSignal;
  answer: (status: number, body?: unknown) => void;
}

let requests: PendingRequest[] = [];

beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    'fetch',
    (url: string, init: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        const signal = init.signal!;
        // as fetch does: a request whose signal has aborted before it went out fails at once
        if (signal.aborted) return reject(new DOMException('aborted', 'AbortError'));
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        requests.push({
          url,
          signal,
          answer: (status, body) =>
            resolve(
              body === undefined
                ? new Response(null, { status })
                : new Response(JSON.stringify(body), {
                    status,
                    headers: { 'Content-Type': 'application/json' },
                  }),
            ),
        });
      }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/**
 * Starts a run inside act, once its request has gone out (the client's beforeSend hook puts the
 * SDK's fetch a microtask later), and gives its outcome promise.
 */
async function start(run: () => Promise<S3TestOutcome>): Promise<{ outcome: Promise<S3TestOutcome> }> {
  let outcome!: Promise<S3TestOutcome>;
  await act(async () => {
    outcome = run();
  });
  return { outcome };
}

describe('useS3ConnectionTest', () => {
  it('shows the test running, then connected when the server answers 204', async () => {
    const { result } = renderHook(() => useS3ConnectionTest());
    expect(result.current.state).toEqual({ status: 'idle' });
    const { outcome } = await start(result.current.run);
    expect(result.current.state).toEqual({ status: 'testing' });
    expect(requests).toHaveLength(1);
    expect(requests[0].url).toMatch(/\/api\/settings\/test\/s3$/);
    await act(async () => requests[0].answer(204));
    expect(await outcome).toBe('connected');
    expect(result.current.state).toEqual({ status: 'connected' });
  });

  it("fails with the server's message", async () => {
    const { result } = renderHook(() => useS3ConnectionTest());
    const { outcome } = await start(result.current.run);
    await act(async () =>
      requests[0].answer(400, {
        code: 400,
        message: 'Failed to upload a test file. Raw error: \nNoSuchBucket',
        data: {},
      }),
    );
    expect(await outcome).toBe('failed');
    expect(result.current.state).toEqual({
      status: 'failed',
      message: 'Failed to upload a test file. Raw error: \nNoSuchBucket',
    });
  });

  it("gives up after 30 s with 'S3 test connection timeout.', not before", async () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useS3ConnectionTest());
    const { outcome } = await start(result.current.run);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(29_999);
    });
    expect(result.current.state).toEqual({ status: 'testing' });
    expect(requests[0].signal.aborted).toBe(false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(requests[0].signal.aborted).toBe(true);
    expect(await outcome).toBe('failed');
    expect(result.current.state).toEqual({ status: 'failed', message: 'S3 test connection timeout.' });
  });

  it('a cancel (a save) aborts the running test and shows the last finished result again', async () => {
    const { result } = renderHook(() => useS3ConnectionTest());
    const { outcome: first } = await start(result.current.run);
    await act(async () => requests[0].answer(204));
    await first;
    const { outcome: second } = await start(result.current.run);
    expect(result.current.state).toEqual({ status: 'testing' });
    act(() => result.current.cancel());
    expect(requests[1].signal.aborted).toBe(true);
    expect(await second).toBe('cancelled');
    expect(result.current.state).toEqual({ status: 'connected' });
  });

  it('a new run replaces a running one; only the newest sets the state', async () => {
    const { result } = renderHook(() => useS3ConnectionTest());
    const { outcome: first } = await start(result.current.run);
    const { outcome: second } = await start(result.current.run);
    expect(requests[0].signal.aborted).toBe(true);
    expect(await first).toBe('cancelled');
    expect(result.current.state).toEqual({ status: 'testing' });
    await act(async () => requests[1].answer(400, { message: 'Failed to upload a test file.' }));
    expect(await second).toBe('failed');
    expect(result.current.state).toEqual({ status: 'failed', message: 'Failed to upload a test file.' });
  });

  it('reset cancels and forgets the result (S3 turned off)', async () => {
    const { result } = renderHook(() => useS3ConnectionTest());
    const { outcome: first } = await start(result.current.run);
    await act(async () => requests[0].answer(204));
    await first;
    const { outcome: second } = await start(result.current.run);
    act(() => result.current.reset());
    expect(requests[1].signal.aborted).toBe(true);
    expect(await second).toBe('cancelled');
    expect(result.current.state).toEqual({ status: 'idle' });
  });

  it('leaving the page aborts a running test', async () => {
    const { result, unmount } = renderHook(() => useS3ConnectionTest());
    await start(result.current.run);
    unmount();
    expect(requests[0].signal.aborted).toBe(true);
  });
});
