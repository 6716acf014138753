import type { QueryClient } from '@tanstack/react-query';
import type { Record as PbRecord } from 'pocketbase';
import { isAbortError } from '../lib/errors';
import { NO_AUTO_CANCEL, pb } from './client';
import { listKey, mapLoadedRecords, removeFromLists, type RecordPages } from './loadedLists';
import { isOlderCopy } from './recordVersions';

export { isOlderCopy, type RecordPages };

// The records of a collection's loaded lists, kept in step with the server one record at a time:
// a save's answer, a realtime event. A bulk write of thousands of records brings two copies per
// record (the answer and the event), and putting each in place on its own would re-render the
// screen thousands of times and fetch every record again for its relations; here copies that
// arrive close together are put in place together, and the refetches are grouped.

/**
 * Copies that came from a realtime event: the record without its relations expanded. One of them
 * never takes the place of an expanded copy of the same version (the answer to our own save).
 */
const bareCopies = new WeakSet<PbRecord>();

/** Marks a copy as one without its relations expanded (a realtime event's record). */
export function markBare(record: PbRecord): PbRecord {
  bareCopies.add(record);
  return record;
}

/** Whether `next` should be shown instead of `shown`: it is not older, nor a poorer copy of the same version. */
export function isBetterCopy(next: PbRecord, shown: PbRecord): boolean {
  if (next === shown || isOlderCopy(next, shown)) return false;
  const sameVersion =
    typeof next.updated === 'string' && next.updated !== '' && next.updated === shown.updated;
  return !(sameVersion && bareCopies.has(next) && !bareCopies.has(shown));
}

/**
 * Puts server copies in place of the loaded ones (by id) in every loaded list of the collection.
 * Pages with nothing to change keep their identity, so their rows are not drawn again.
 */
function replaceInLists(
  queryClient: QueryClient,
  collectionId: string,
  copies: ReadonlyMap<string, PbRecord>,
) {
  if (copies.size === 0) return;
  mapLoadedRecords(queryClient, collectionId, (data) => {
    let isChanged = false;
    const pages = data.pages.map((page) => {
      let isPageChanged = false;
      const items = page.items.map((item) => {
        const next = copies.get(item.id);
        if (!next || !isBetterCopy(next, item)) return item;
        isPageChanged = true;
        return next;
      });
      if (!isPageChanged) return page;
      isChanged = true;
      return { ...page, items };
    });
    return isChanged ? { ...data, pages } : data;
  });
}

/**
 * How long copies wait to be put in place together: about a frame, so a stream of answers and
 * events re-renders the list at most about 60 times a second. A timer, not an animation frame: a
 * hidden tab gets no frames.
 */
export const ROW_BATCH_MS = 16;

/**
 * While copies keep coming (a bulk write's answers and events, a script writing elsewhere), they
 * wait this long instead: re-rendering a screen of a thousand loaded rows sixty times a second would
 * take the main thread from the writes themselves. A copy that comes within {@link BUSY_WINDOW_MS}
 * of the last put in place counts as part of such a stream.
 */
export const BUSY_BATCH_MS = 250;
export const BUSY_WINDOW_MS = 100;

/**
 * How long a realtime copy waits before its relations are fetched: the answer to our own save of
 * the same version, which has them, usually arrives within it and makes the fetch needless.
 */
export const EXPAND_BATCH_MS = 100;

/** Ids per request when realtime copies are fetched again with their relations. */
export const EXPAND_BATCH_SIZE = 50;

interface Pending {
  /** Copies waiting to be put in place, by collection id, then record id. */
  rows: Map<string, Map<string, PbRecord>>;
  rowTimer: ReturnType<typeof setTimeout> | null;
  /** When copies were last put in place (Date.now()), to tell a stream from a single change. */
  lastFlushAt: number;
  /** Records whose realtime copy needs its relations, by collection id: the collection's expand, and the ids. */
  expand: Map<string, { expand: string; ids: Set<string>; isWanted: () => boolean }>;
  expandTimer: ReturnType<typeof setTimeout> | null;
}

const pendingByClient = new WeakMap<QueryClient, Pending>();

function pendingOf(queryClient: QueryClient): Pending {
  let pending = pendingByClient.get(queryClient);
  if (!pending) {
    pending = {
      rows: new Map(),
      rowTimer: null,
      lastFlushAt: -Infinity,
      expand: new Map(),
      expandTimer: null,
    };
    pendingByClient.set(queryClient, pending);
  }
  return pending;
}

/** Puts every waiting copy in place now (before something that must see them: a save's end, a delete). */
export function flushLoadedRecords(queryClient: QueryClient): void {
  const pending = pendingByClient.get(queryClient);
  if (!pending) return;
  if (pending.rowTimer !== null) clearTimeout(pending.rowTimer);
  pending.rowTimer = null;
  if (pending.rows.size === 0) return;
  pending.lastFlushAt = Date.now();
  const rows = pending.rows;
  pending.rows = new Map();
  for (const [collectionId, copies] of rows) replaceInLists(queryClient, collectionId, copies);
}

/** Puts a server copy of one record in place of the loaded one within about a frame, with others that come. */
export function queueLoadedRecord(queryClient: QueryClient, collectionId: string, record: PbRecord): void {
  const pending = pendingOf(queryClient);
  let copies = pending.rows.get(collectionId);
  if (!copies) pending.rows.set(collectionId, (copies = new Map()));
  const held = copies.get(record.id);
  if (!held || isBetterCopy(record, held)) copies.set(record.id, record);
  const isStream = Date.now() - pending.lastFlushAt < BUSY_WINDOW_MS;
  pending.rowTimer ??= setTimeout(
    () => flushLoadedRecords(queryClient),
    isStream ? BUSY_BATCH_MS : ROW_BATCH_MS,
  );
}

/**
 * The newest copy of a record the screen has: a copy still waiting to be put in place (a realtime
 * event of the last frame), or the one in the lists (a save answered since the last render), when it
 * is better than `shown`, else `shown`. A check made now (has someone changed this value?) must not
 * miss a change, nor take our own for someone else's, only because its row is drawn a frame later.
 */
export function newestCopy(queryClient: QueryClient, collectionId: string, shown: PbRecord): PbRecord {
  // the lists may hold a newer copy than the one drawn (a save answered since the last render)
  const cached = loadedCopy(queryClient, collectionId, shown.id);
  const best = cached && isBetterCopy(cached, shown) ? cached : shown;
  const waiting = pendingByClient.get(queryClient)?.rows.get(collectionId)?.get(shown.id);
  return waiting && isBetterCopy(waiting, best) ? waiting : best;
}

/**
 * Puts a server copy of one record in place of the loaded one now, in every loaded list of its
 * collection, unless the loaded one is newer. Copies waiting go first, so none of them lands later
 * over this one.
 */
export function replaceLoadedRecord(queryClient: QueryClient, collectionId: string, record: PbRecord): void {
  flushLoadedRecords(queryClient);
  replaceInLists(queryClient, collectionId, new Map([[record.id, record]]));
}

/** Takes a record out of every loaded list of the collection (it was deleted), its waiting copy too. */
export function removeLoadedRecord(queryClient: QueryClient, collectionId: string, id: string): void {
  pendingByClient.get(queryClient)?.rows.get(collectionId)?.delete(id);
  removeFromLists(queryClient, collectionId, id);
}

/** The loaded copy of a record in the collection's lists, if any. */
function loadedCopy(queryClient: QueryClient, collectionId: string, id: string): PbRecord | undefined {
  for (const [, data] of queryClient.getQueriesData<RecordPages>({ queryKey: listKey(collectionId) })) {
    for (const page of data?.pages ?? []) {
      const found = page.items.find((item) => item.id === id);
      if (found) return found;
    }
  }
  return undefined;
}

/** Record ids as the server makes them: safe inside a filter's quotes. */
const PLAIN_ID = /^[A-Za-z0-9_-]+$/;

/** Fetches the records whose loaded copy is still a bare realtime one, with their relations, a few requests for all. */
async function fetchExpanded(
  queryClient: QueryClient,
  collectionId: string,
  expand: string,
  ids: ReadonlySet<string>,
  isWanted: () => boolean,
): Promise<void> {
  const stale = [...ids].filter((id) => {
    const shown = loadedCopy(queryClient, collectionId, id);
    return shown !== undefined && bareCopies.has(shown) && PLAIN_ID.test(id);
  });
  for (let at = 0; at < stale.length; at += EXPAND_BATCH_SIZE) {
    const chunk = stale.slice(at, at + EXPAND_BATCH_SIZE);
    try {
      const list = await pb.collection(collectionId).getList<PbRecord>(1, chunk.length, {
        filter: chunk.map((id) => `id="${id}"`).join('||'),
        expand,
        ...NO_AUTO_CANCEL,
      });
      if (!isWanted()) return;
      for (const record of list.items) queueLoadedRecord(queryClient, collectionId, record);
    } catch (err) {
      if (!isAbortError(err)) console.warn('Failed to reload the updated records.', err);
    }
  }
}

/**
 * Fetches a record again with its relations once its realtime copy (which has none) has been put
 * in place, grouped with the others that come within {@link EXPAND_BATCH_MS}. A record whose copy
 * with relations arrived meanwhile (our own save's answer) is not fetched. `isWanted` says whether
 * the screen still follows the collection when the answer comes.
 */
export function queueExpandedFetch(
  queryClient: QueryClient,
  collectionId: string,
  expand: string,
  id: string,
  isWanted: () => boolean,
): void {
  const pending = pendingOf(queryClient);
  let entry = pending.expand.get(collectionId);
  if (!entry || entry.expand !== expand)
    pending.expand.set(collectionId, (entry = { expand, ids: new Set(), isWanted }));
  entry.ids.add(id);
  entry.isWanted = isWanted;
  pending.expandTimer ??= setTimeout(() => {
    pending.expandTimer = null;
    flushLoadedRecords(queryClient);
    const all = pending.expand;
    pending.expand = new Map();
    for (const [collection, entry] of all)
      void fetchExpanded(queryClient, collection, entry.expand, entry.ids, entry.isWanted);
  }, EXPAND_BATCH_MS);
}
