import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ClientResponseError } from 'pocketbase';
import { confirmQueue } from './confirm';
import { runConfirmed } from './confirmedAction';
import { toasts } from './toasts';

function answer(yes: boolean) {
  const [request] = confirmQueue.get();
  request.resolve(yes);
}

describe('runConfirmed', () => {
  beforeEach(() => {
    toasts.set([]);
    confirmQueue.set([]);
  });

  it('runs after Yes and shows the success toast', async () => {
    const action = vi.fn(() => Promise.resolve());
    const done = runConfirmed({ question: 'Sure?', action, success: 'Done.' });
    await Promise.resolve();
    expect(confirmQueue.get()[0].message).toBe('Sure?');
    answer(true);
    await expect(done).resolves.toBe(true);
    expect(action).toHaveBeenCalledTimes(1);
    expect(toasts.get().map((t) => [t.type, t.message])).toEqual([['success', 'Done.']]);
  });

  it('does nothing after No', async () => {
    const action = vi.fn(() => Promise.resolve());
    const done = runConfirmed({ question: 'Sure?', action, success: 'Done.' });
    await Promise.resolve();
    answer(false);
    await expect(done).resolves.toBe(false);
    expect(action).not.toHaveBeenCalled();
    expect(toasts.get()).toEqual([]);
  });

  it('a failure shows the server message instead of the success toast', async () => {
    const error = new ClientResponseError({ status: 400, data: { message: 'Nope.' } });
    const done = runConfirmed({ action: () => Promise.reject(error), success: 'Done.' });
    await expect(done).resolves.toBe(false);
    expect(toasts.get().map((t) => [t.type, t.message])).toEqual([['error', 'Nope.']]);
  });
});
