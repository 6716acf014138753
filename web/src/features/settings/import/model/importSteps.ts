// The import's work is a generator of small steps: run to its end at once, or in time slices that give
// the browser a turn between them.

/** Runs a generator of steps to its end at once. */
export function runSync<T>(steps: Generator<void, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Gives the browser a turn (input, paint) between slices of work. */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs a generator of steps in slices of about `sliceMs`, giving the browser a turn between slices,
 * so no single task runs long. Rejects with an AbortError once `signal` aborts.
 */
export async function runSteps<T>(
  steps: Generator<void, T>,
  { signal, sliceMs = 8 }: { signal?: AbortSignal; sliceMs?: number } = {},
): Promise<T> {
  let sliceStart = performance.now();
  for (;;) {
    if (signal?.aborted) throw new DOMException('The analysis was cancelled.', 'AbortError');
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - sliceStart >= sliceMs) {
      await yieldToBrowser();
      sliceStart = performance.now();
    }
  }
}
