import { createStore } from '../lib/store';
import { isAbortError } from '../lib/errors';
import { pb } from './client';

export interface AppMeta {
  appName: string;
  hideControls: boolean;
}

/** Reads meta.appName and meta.hideControls after sign-in (spec §7). */
export async function fetchAppMeta(): Promise<AppMeta> {
  const settings = await pb.settings.getAll({ $cancelKey: 'app-meta' });
  const meta = (settings.meta ?? {}) as Partial<AppMeta>;
  return { appName: meta.appName ?? '', hideControls: !!meta.hideControls };
}

export const appMeta = createStore<AppMeta>({ appName: '', hideControls: false });

/** Loads the app meta into `appMeta`; aborts are ignored, failures only logged (spec §2, §8). */
export async function loadAppMeta(): Promise<void> {
  try {
    appMeta.set(await fetchAppMeta());
  } catch (err) {
    if (isAbortError(err)) return;
    console.warn('Failed to load app settings.', err);
  }
}
