import { createStore } from '../lib/store';
import { parseHash, type HashLocation } from '../lib/hashRoute';
import { useStore } from '../ui/useStore';

// A hash router small enough to own: the path and its query both live in the hash
// (`#/settings/admins?filter=…`), which wouter's hash hook does not support, and the real
// `location.search` stays free for the installer flag.

const hashLocation = createStore<HashLocation>(parseHash(location.hash));
let currentHash = location.hash;

function refresh() {
  if (location.hash === currentHash) return;
  currentHash = location.hash;
  hashLocation.set(parseHash(currentHash));
}

window.addEventListener('hashchange', refresh);

export function useHashLocation(): HashLocation {
  return useStore(hashLocation);
}

export function getHashLocation(): HashLocation {
  return hashLocation.get();
}

export interface NavigateOptions {
  replace?: boolean;
}

/** Goes to a hash path (`/login`, `/settings/admins?filter=x`); the real query string is kept. */
export function navigate(to: string, options: NavigateOptions = {}): void {
  const hash = '#' + (to.startsWith('/') ? to : '/' + to);
  if (hash === location.hash) return;
  const url = location.pathname + location.search + hash;
  if (options.replace) history.replaceState(null, '', url);
  else history.pushState(null, '', url);
  refresh();
}
