import { createStore } from './store';
import { parseHash, type HashLocation } from './hashRoute';

// The hash router: the path and its query both live in the hash (`#/settings/admins?filter=…`);
// the real `location.search` stays free for the installer flag. No React here: `ui/` reads the
// location through `useHashLocation`.
//
// Navigation guards: while a guard says it is blocking (a panel with unsaved changes), every
// route change — our own `navigate`, a link click, Back/Forward, a hand-edited hash — is held,
// the guards are asked (topmost first), and the change happens only if they all agree. A change
// the browser already made is undone by moving back through history (never by rewriting an
// entry), so the history stays exactly as it was when the answer is No.

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

interface EntryState {
  larder: true;
  /** Position of the entry in this tab's history, so a Back/Forward move can be measured. */
  index: number;
}

function entryIndex(state: unknown): number | null {
  const index = (state as Partial<EntryState> | null)?.index;
  return typeof index === 'number' ? index : null;
}

/** The part of the Navigation API the router reads, where the browser has it. */
interface NavigationLike {
  currentEntry: { index: number } | null;
}

/**
 * The position of the current entry in this tab's history. The browser's own count (the Navigation
 * API) is the truth where it exists: an entry the router never stamped (two hash changes in one
 * task, whose first entry is already left when its event runs, or an entry made before the
 * dashboard loaded) still has its place, so a Back onto it is never taken for a new entry. Without
 * that API the index stamped into the entry's state is used.
 */
function currentEntryIndex(): number | null {
  const index = (window as { navigation?: NavigationLike }).navigation?.currentEntry?.index;
  return typeof index === 'number' && index >= 0 ? index : entryIndex(history.state);
}

const location$ = createStore<HashLocation>(parseHash(window.location.hash));
let currentHash = window.location.hash;
let currentIndex = currentEntryIndex() ?? 0;
if (entryIndex(history.state) === null) history.replaceState(stateAt(currentIndex), '', window.location.href);
const guards: NavigationGuard[] = [];
let isAsking = false;
/**
 * A move through history or a typed address that came while a question was open: undone at once,
 * and asked about once that question is answered No (a Yes has already taken the admin elsewhere).
 * Only the latest such move is kept.
 */
let queuedMove: (() => void) | null = null;
/** A hash we are moving to through history after the guards agreed. */
let approvedHash: string | null = null;

export const hashLocation = location$;

function stateAt(index: number): EntryState {
  return { larder: true, index };
}

export function getHashLocation(): HashLocation {
  return location$.get();
}

function commit(hash: string, index: number): void {
  currentHash = hash;
  currentIndex = index;
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
  let ok = false;
  try {
    ok = await askEachGuard();
    return ok;
  } finally {
    isAsking = false;
    const next = queuedMove;
    queuedMove = null;
    if (next && !ok) next();
  }
}

async function askEachGuard(): Promise<boolean> {
  for (const guard of [...guards].reverse()) {
    if (guard.isBlocking() && !(await guard.confirm())) return false;
  }
  return true;
}

function apply(hash: string, replace: boolean): void {
  if (hash === window.location.hash) return;
  const index = replace ? currentIndex : currentIndex + 1;
  if (replace) history.replaceState(stateAt(index), '', urlFor(hash));
  else history.pushState(stateAt(index), '', urlFor(hash));
  commit(hash, index);
}

/** Goes to a hash path (`/login`, `/settings/admins?filter=x`); the real query string is kept. */
export function navigate(to: string, options: NavigateOptions = {}): void {
  const hash = toHash(to);
  if (hash === window.location.hash) return;
  const replace = !!options.replace;
  if (options.force || isAsking || !isNavigationBlocked()) {
    apply(hash, replace);
    return;
  }
  void askGuards().then((ok) => {
    if (ok) apply(hash, replace);
  });
}

// A change of the hash we did not make ourselves: a link, Back/Forward, a typed address.
function handleHashChange(): void {
  const hash = window.location.hash;
  if (hash === currentHash) return; // our own undo arriving
  const index = currentEntryIndex();
  if (approvedHash === hash) {
    approvedHash = null;
    commit(hash, index ?? currentIndex + 1);
    return;
  }
  // a link or a typed address makes a new entry without our state: one step forward
  const isNewEntry = index === null;
  const steps = isNewEntry ? 1 : index - currentIndex;
  if ((!isAsking && !isNavigationBlocked()) || steps === 0) {
    const newIndex = isNewEntry ? currentIndex + 1 : index;
    if (isNewEntry) history.replaceState(stateAt(newIndex), '', window.location.href);
    commit(hash, newIndex);
    return;
  }
  // undo the move, then ask; history moves are asynchronous, so the question comes once the undo
  // has landed. While another question is open, this one waits for its answer.
  const undone = undo(steps);
  const ask = () =>
    void undone.then(askGuards).then((ok) => {
      if (!ok) return;
      if (isNewEntry) {
        apply(hash, false);
      } else {
        approvedHash = hash;
        history.go(steps);
      }
    });
  if (isAsking) queuedMove = ask;
  else ask();
}

let undoLanded: (() => void) | null = null;

function undo(steps: number): Promise<void> {
  return new Promise((resolve) => {
    undoLanded = resolve;
    history.go(-steps);
  });
}

// popstate comes with every move through history (hashchange only when the hash differs)
window.addEventListener('popstate', () => {
  if (undoLanded && window.location.hash === currentHash) {
    const landed = undoLanded;
    undoLanded = null;
    landed();
  }
});
window.addEventListener('hashchange', handleHashChange);

// Leaving the page (reload, closing the tab) with unsaved changes asks the browser's question.
window.addEventListener('beforeunload', (e) => {
  if (isNavigationBlocked()) e.preventDefault();
});
