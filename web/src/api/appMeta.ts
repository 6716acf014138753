import { createStore } from '../lib/store';
import { isAbortError } from '../lib/errors';
import type { Settings } from '../lib/settings';
import { pb } from './client';

// The two settings the whole dashboard follows, read after sign-in: the app name in the page title
// and hideControls on the collections screen. A module of its own, without the settings pages'
// query hooks, so the entry (and the sign-in page) does not load them.

export interface AppMeta {
  appName: string;
  hideControls: boolean;
}

export function metaOf(settings: Partial<Settings>): AppMeta {
  const meta = (settings.meta ?? {}) as Partial<AppMeta>;
  return { appName: meta.appName ?? '', hideControls: !!meta.hideControls };
}

/** Reads meta.appName and meta.hideControls after sign-in. */
export async function fetchAppMeta(): Promise<AppMeta> {
  return metaOf((await pb.settings.getAll({ $cancelKey: 'app-meta' })) as Partial<Settings>);
}

export const appMeta = createStore<AppMeta>({ appName: '', hideControls: false });

/** Loads the app meta into `appMeta`; aborts are ignored, failures only logged. */
export async function loadAppMeta(): Promise<void> {
  try {
    appMeta.set(await fetchAppMeta());
  } catch (err) {
    if (isAbortError(err)) return;
    console.warn('Failed to load app settings.', err);
  }
}
