import { createStore } from './store';

// The Yes/No confirm popup (spec §2 Shared): `await confirm(message)` resolves true on Yes.

export interface ConfirmRequest {
  id: number;
  message: string;
  resolve: (yes: boolean) => void;
}

export const confirmQueue = createStore<ConfirmRequest[]>([]);
let nextId = 1;

export function confirm(message: string): Promise<boolean> {
  return new Promise((resolve) => {
    const id = nextId++;
    const request: ConfirmRequest = {
      id,
      message,
      resolve: (yes) => {
        confirmQueue.update((q) => q.filter((r) => r.id !== id));
        resolve(yes);
      },
    };
    confirmQueue.update((q) => [...q, request]);
  });
}
