import { createStore } from './store';

// The Yes/No confirm popup every screen shares: `await confirm(message)` resolves true on Yes.

export interface ConfirmRequest {
  id: number;
  message: string;
  /** Items the question is about (e.g. what would be deleted), listed under it as text. */
  details?: readonly string[];
  resolve: (yes: boolean) => void;
}

export const confirmQueue = createStore<ConfirmRequest[]>([]);
let nextId = 1;

export function confirm(message: string, details?: readonly string[]): Promise<boolean> {
  return new Promise((resolve) => {
    const id = nextId++;
    const request: ConfirmRequest = {
      id,
      message,
      ...(details?.length ? { details } : {}),
      resolve: (yes) => {
        confirmQueue.update((q) => q.filter((r) => r.id !== id));
        resolve(yes);
      },
    };
    confirmQueue.update((q) => [...q, request]);
  });
}

/**
 * Answers No to every open question (the session ended: the screens that asked are going, and what
 * they asked about must not go ahead under another session).
 */
export function dismissConfirms(): void {
  for (const request of confirmQueue.get()) request.resolve(false);
}
