import { createStore } from './store';
import { parseHash, type HashLocation } from './hashRoute';

// The hash router: the path and its query both live in the hash (`#/settings/admins?filter=…`);
// the real `location.search` stays free for the installer flag. No React here: `ui/` reads the
// location through `useHashLocation`.
//
// Navigation guards: while a guard says it is blocking (a panel with unsaved changes), every
// route change — our own `navigate`, a link click, Back/Forward, a hand-edited hash — is held,
// the guards are asked (topmost first), and the change happens only if they all agree.

/** What every page receives from the route table. */
export interface RouteProps {
  params: Record<string, string>;
  query: URLSearchParams;
}

export interface NavigationGuard {
  /** True while leaving needs a question (e.g. unsaved changes). */
  isBlocking: () => boolean;
  /** Asks; resolves true when the navigation may go on. */
  confirm: () => Promise<boolean>;
}

export interface NavigateOptions {
  replace?: boolean;
  /** Skips the guards (session expiry, logout): the caller has decided. */
  force?: boolean;
}

const location$ = createStore<HashLocation>(parseHash(window.location.hash));
let currentHash = window.location.hash;
const guards: NavigationGuard[] = [];
let isAsking = false;

export const hashLocation = location$;

export function getHashLocation(): HashLocation {
  return location$.get();
}

// Entries we made or saw carry this state; a link click makes an entry without it.
const MARK = { larder: true };
if (history.state === null) history.replaceState(MARK, '', window.location.href);

function commit(hash: string): void {
  currentHash = hash;
  location$.set(parseHash(hash));
}

function urlFor(hash: string): string {
  return window.location.pathname + window.location.search + hash;
}

function toHash(to: string): string {
  return '#' + (to.startsWith('/') ? to : '/' + to);
}

/** True when some guard would hold a navigation now. */
export function isNavigationBlocked(): boolean {
  return guards.some((g) => g.isBlocking());
}

/** Registers a guard; returns its removal. The last one added is asked first. */
export function addNavigationGuard(guard: NavigationGuard): () => void {
  guards.push(guard);
  return () => {
    const i = guards.indexOf(guard);
    if (i >= 0) guards.splice(i, 1);
  };
}

async function askGuards(): Promise<boolean> {
  isAsking = true;
  try {
    for (const guard of [...guards].reverse()) {
      if (guard.isBlocking() && !(await guard.confirm())) return false;
    }
    return true;
  } finally {
    isAsking = false;
  }
}

/** Goes to a hash path (`/login`, `/settings/admins?filter=x`); the real query string is kept. */
export function navigate(to: string, options: NavigateOptions = {}): void {
  const hash = toHash(to);
  if (hash === window.location.hash) return;
  const apply = () => {
    if (options.replace) history.replaceState(MARK, '', urlFor(hash));
    else history.pushState(MARK, '', urlFor(hash));
    commit(hash);
  };
  if (options.force || isAsking || !isNavigationBlocked()) {
    apply();
    return;
  }
  void askGuards().then((ok) => {
    if (ok) apply();
  });
}

// A change of the hash we did not make ourselves: a link, Back/Forward, a typed address.
function handleHashChange(): void {
  const hash = window.location.hash;
  if (hash === currentHash) return;
  if (!isNavigationBlocked() && !isAsking) {
    if (history.state === null) history.replaceState(MARK, '', window.location.href);
    commit(hash);
    return;
  }
  // Put the previous address back while asking; a new entry (a link) has no state of ours.
  const isNewEntry = history.state === null;
  const target = hash;
  history.replaceState(history.state, '', urlFor(currentHash));
  if (isAsking) return; // a question is open already: ignore further moves
  void askGuards().then((ok) => {
    if (ok) {
      history.replaceState(MARK, '', urlFor(target));
      commit(target);
    } else if (isNewEntry) {
      // drop the entry the link added (it shows the old address now)
      history.back();
    }
  });
}

window.addEventListener('hashchange', handleHashChange);

// Leaving the page (reload, closing the tab) with unsaved changes asks the browser's question.
window.addEventListener('beforeunload', (e) => {
  if (isNavigationBlocked()) e.preventDefault();
});
