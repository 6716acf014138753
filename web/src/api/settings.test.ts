import { sendTestEmail, SETTINGS_TEST_TIMEOUT_MS, TimeoutError } from './settings';

// The test-email call against a server that never answers (it gives up after 30 s): fetch is
// stubbed with a request that only ends when it is aborted, as a real one would.

interface SentRequest {
  url: string;
  body: unknown;
}

function hangingFetch(sent: SentRequest[]) {
  return vi.fn(
    (url: string, init: RequestInit) =>
      new Promise<Response>((_, reject) => {
        sent.push({ url, body: JSON.parse(String(init.body)) });
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('The operation was aborted.', 'AbortError')),
        );
      }),
  );
}

describe('sendTestEmail', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("gives up after 30 s with 'Test email send timeout.', not a moment before", async () => {
    const sent: SentRequest[] = [];
    vi.stubGlobal('fetch', hangingFetch(sent));
    let outcome: unknown = 'pending';
    void sendTestEmail('to@example.com', 'password-reset').then(
      () => (outcome = 'sent'),
      (err: unknown) => (outcome = err),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([
      {
        url: expect.stringMatching(/\/api\/settings\/test\/email$/) as string,
        body: { email: 'to@example.com', template: 'password-reset' },
      },
    ]);
    expect(SETTINGS_TEST_TIMEOUT_MS).toBe(30_000);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBeInstanceOf(TimeoutError);
    expect((outcome as Error).message).toBe('Test email send timeout.');
  });

  it('takes a shorter timeout as a parameter', async () => {
    vi.stubGlobal('fetch', hangingFetch([]));
    const failed = expect(sendTestEmail('to@example.com', 'verification', 500)).rejects.toBeInstanceOf(
      TimeoutError,
    );
    await vi.advanceTimersByTimeAsync(500);
    await failed;
  });

  it('a server error before the timeout is passed on as it is, not as a timeout', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ code: 400, message: 'Failed to send the test email.', data: {} }, { status: 400 }),
      ),
    );
    await expect(sendTestEmail('to@example.com', 'email-change')).rejects.toMatchObject({
      status: 400,
      message: 'Failed to send the test email.',
    });
  });
});
