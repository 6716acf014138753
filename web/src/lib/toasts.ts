import { createStore } from './store';

// App-wide toasts: info 4000 ms, success 3000 ms, error 4500 ms, warning 4500 ms; dismissible.

export type ToastType = 'info' | 'success' | 'error' | 'warning';

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
}

export const TOAST_DURATIONS: Record<ToastType, number> = {
  info: 4000,
  success: 3000,
  error: 4500,
  warning: 4500,
};

export const toasts = createStore<Toast[]>([]);
const timers = new Map<number, ReturnType<typeof setTimeout>>();
let nextId = 1;

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  toasts.update((list) => (list.some((t) => t.id === id) ? list.filter((t) => t.id !== id) : list));
}

/** Takes every toast down (the session ended: what they said was about the screens that are gone). */
export function dismissAllToasts(): void {
  for (const { id } of toasts.get()) dismissToast(id);
}

export function addToast(type: ToastType, message: string, duration = TOAST_DURATIONS[type]): number {
  // the same message again replaces the older one instead of stacking
  const same = toasts.get().find((t) => t.message === message && t.type === type);
  if (same) dismissToast(same.id);
  const id = nextId++;
  toasts.update((list) => [...list, { id, type, message }]);
  timers.set(
    id,
    setTimeout(() => dismissToast(id), duration),
  );
  return id;
}

export const toast = {
  info: (message: string, duration?: number) => addToast('info', message, duration),
  success: (message: string, duration?: number) => addToast('success', message, duration),
  error: (message: string, duration?: number) => addToast('error', message, duration),
  warning: (message: string, duration?: number) => addToast('warning', message, duration),
};
