import { pb } from './client';
import { subscribeInTurn } from './realtime';

/** Lets every pending promise callback run: what has not happened by then waits for something. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('realtime subscriptions', () => {
  it('change one at a time: each waits until the one before it has been answered', async () => {
    const answered: Array<() => void> = [];
    const calls: string[] = [];
    const subscribe = vi.spyOn(pb.realtime, 'subscribe').mockImplementation((topic: string) => {
      calls.push(`subscribe ${topic}`);
      return new Promise((resolve) =>
        answered.push(() =>
          resolve(() => {
            calls.push(`unsubscribe ${topic}`);
            return new Promise<void>((done) => answered.push(done));
          }),
        ),
      );
    });
    onTestFinished(() => subscribe.mockRestore());

    const first = subscribeInTurn('posts/1', () => {});
    const second = subscribeInTurn('posts/2', () => {});
    await settled();
    expect(calls).toEqual(['subscribe posts/1']);
    answered.shift()!();
    const stopFirst = await first;
    await vi.waitFor(() => expect(calls).toEqual(['subscribe posts/1', 'subscribe posts/2']));

    // closing and opening an editor of the same record: the unsubscription goes first, answered
    const stopping = stopFirst();
    const again = subscribeInTurn('posts/1', () => {});
    await settled();
    expect(calls).toHaveLength(2);
    answered.shift()!(); // posts/2 subscribed
    await second;
    await vi.waitFor(() => expect(calls.at(-1)).toBe('unsubscribe posts/1'));
    answered.shift()!(); // posts/1 unsubscribed
    await stopping;
    await vi.waitFor(() => expect(calls.at(-1)).toBe('subscribe posts/1'));
    answered.shift()!();
    await again;
  });

  it('go on after a change the server refused', async () => {
    const subscribe = vi
      .spyOn(pb.realtime, 'subscribe')
      .mockRejectedValueOnce(new Error('refused'))
      .mockResolvedValueOnce(async () => {});
    onTestFinished(() => subscribe.mockRestore());
    await expect(subscribeInTurn('posts/1', () => {})).rejects.toThrow('refused');
    await expect(subscribeInTurn('posts/2', () => {})).resolves.toBeTypeOf('function');
  });
});
