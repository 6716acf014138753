import type { UnsubscribeFunc } from 'pocketbase';
import { pb } from './client';

// Subscriptions to the server's realtime topics, one change at a time. The SDK sends the whole list
// of topics with each change (POST /api/realtime), and when a change comes before the previous one
// has been answered it aborts the previous request on the client only: the server may still apply
// that older list after the newer one. Closing a record's editor and opening it again (unsubscribe,
// then subscribe to the same topic) could then leave the server without the topic, and the editor
// would never hear that its record was deleted. Each subscribe and unsubscribe here waits for the
// one before it to be answered, so the server's list is always the last one sent.

let queue: Promise<unknown> = Promise.resolve();

/** Runs `step` once every change queued before it has settled. */
function inTurn<T>(step: () => Promise<T>): Promise<T> {
  const run = queue.then(step, step);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * Subscribes `callback` to `topic` (e.g. `posts/*`, `posts/RECORD_ID`), in turn with every other
 * change of subscriptions; resolves to the unsubscription, which takes its turn too.
 */
export function subscribeInTurn<T>(topic: string, callback: (data: T) => void): Promise<() => Promise<void>> {
  return inTurn(() => pb.realtime.subscribe(topic, (data: T) => callback(data))).then(
    (unsubscribe: UnsubscribeFunc) => () => inTurn(unsubscribe),
  );
}
