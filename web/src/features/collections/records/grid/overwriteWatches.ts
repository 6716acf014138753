import type { Record as PbRecord } from 'pocketbase';
import { listenToUpdates } from '../../../../api/records';
import { formatCell } from '../../../../lib/fieldTypes/cellText';
import type { FieldLike } from '../../../../lib/schema';
import { foreignText, hasEcho, overwrittenText, type SeenCopy } from './overwrites';

/**
 * How long a saved cell waits for realtime to bring its own write back, which tells that every change
 * made before it has come too; past that the copies seen so far are all there is to judge by.
 */
const ECHO_WAIT_MS = 3000;

/** One of our cell writes, sent at once, whose record's realtime copies are kept until it is back. */
export interface Watch {
  recordId: string;
  field: FieldLike;
  /** The `updated` of the copy the commit checked. */
  base: string;
  /** The texts that are no one else's (see `overwrittenText`). */
  accepted: readonly string[];
  copies: SeenCopy[];
  /** Called on each copy while the write's answer is in and its echo is awaited. */
  wake: (() => void) | null;
}

export type OverwriteWatches = ReturnType<typeof createOverwriteWatches>;

/**
 * Watches the records of cell writes sent at once (realtime is up): each realtime copy of a watched
 * record is kept with the cell's text in it, so that once a write is answered, `settle` can tell
 * whether someone else's value came in between and ours replaced it.
 */
export function createOverwriteWatches() {
  const watches = new Map<string, Set<Watch>>();
  /** The copies kept for runs of many writes (see `keepAll`), by record id. */
  const logs = new Set<Map<string, PbRecord[]>>();

  /** Stops keeping copies for a write (it was refused, or it is judged). */
  const unwatch = (entry: Watch) => {
    const set = watches.get(entry.recordId);
    set?.delete(entry);
    if (set?.size === 0) watches.delete(entry.recordId);
  };

  return {
    /** Keeps the copies realtime brings of the collection's watched records; returns the stop. */
    listen(collectionId: string): () => void {
      listenToUpdates((from, copy) => {
        if (from !== collectionId) return;
        for (const log of logs) log.set(copy.id, [...(log.get(copy.id) ?? []), copy]);
        for (const watch of watches.get(copy.id) ?? []) {
          const updated = typeof copy.updated === 'string' ? copy.updated : '';
          watch.copies.push({ updated, text: formatCell(watch.field, copy[watch.field.name]) });
          watch.wake?.();
        }
      });
      return () => listenToUpdates(null);
    },

    /**
     * Keeps every copy realtime brings of any record of the collection from now on, until `stop`:
     * a run of many writes reads its records as it goes and checks each as its write leaves.
     */
    keepAll(): { copies: ReadonlyMap<string, readonly PbRecord[]>; stop: () => void } {
      const log = new Map<string, PbRecord[]>();
      logs.add(log);
      return { copies: log, stop: () => void logs.delete(log) };
    },

    /** Starts keeping the copies of a record, before its write leaves. */
    watch(recordId: string, field: FieldLike, base: string, accepted: readonly string[]): Watch {
      const entry: Watch = { recordId, field, base, accepted, copies: [], wake: null };
      const set = watches.get(recordId) ?? new Set<Watch>();
      watches.set(recordId, set.add(entry));
      return entry;
    },

    unwatch,

    /** Someone else's text realtime brought for the watched cell so far (before the write left), or null. */
    foreign: (entry: Watch) => foreignText(entry.copies, entry.base, entry.accepted),

    /**
     * Once the write is answered (`until`, its `updated`): waits for realtime to bring it back, then
     * gives the text someone else wrote that ours replaced, or null.
     */
    async settle(entry: Watch, until: string): Promise<string | null> {
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          entry.wake = null;
          resolve();
        };
        const timer = setTimeout(done, ECHO_WAIT_MS);
        entry.wake = () => hasEcho(entry.copies, until) && done();
        entry.wake();
      });
      unwatch(entry);
      return overwrittenText(entry.copies, entry.base, until, entry.accepted);
    },
  };
}
