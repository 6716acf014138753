// The grid's undo/redo history of cell changes for this session. It only remembers what changed;
// the caller sends the writes (each change's `before` to undo, `after` to redo) and tells the
// stack the records' new `updated` afterwards, so a later undo can tell whether someone else has
// written a record since.

/** One cell written by the grid. */
export interface CellChange {
  recordId: string;
  field: string;
  before: unknown;
  after: unknown;
  /** the record's `updated` after our write, to tell whether someone changed it since */
  updatedAfter?: string;
}

/** One step of the history: a cell edit, a paste or a bulk "set field", undone as a whole. */
export interface UndoEntry {
  /** What the step did, already translated by the caller (e.g. "Set status on 240 records"). */
  label: string;
  changes: CellChange[];
}

/**
 * What a toolbar or a menu shows of the history. The same object is returned until one of its
 * values changes, as useSyncExternalStore requires of a snapshot.
 */
export interface UndoSnapshot {
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  /** The label of the entry `undo()` would return, for an "Undo …" menu item. */
  readonly undoLabel: string | null;
  /** The label of the entry `redo()` would return. */
  readonly redoLabel: string | null;
}

/** The history; see {@link createUndoStack}. */
export interface UndoStack {
  /** Records a step; it drops the redo branch and, past the limit, the oldest entry. */
  push(entry: UndoEntry): void;
  /** Takes the latest step back: returns the entry to revert (send each change's `before`). */
  undo(): UndoEntry | null;
  /** Takes the step last undone again: returns the entry to re-apply (send each `after`). */
  redo(): UndoEntry | null;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  /**
   * Tells the stack the records' `updated` after the writes of an undo or a redo (record id to
   * `updated`; undefined when the answer did not say). Without it, every later undo or redo of
   * those records would look like it overwrites someone else's change.
   */
  stamp(updated: Iterable<readonly [recordId: string, updated: string | undefined]>): void;
  /** Forgets every entry (another collection was opened, the session ended). */
  clear(): void;
  /** The current snapshot: stable between changes (useSyncExternalStore's getSnapshot). */
  get(): UndoSnapshot;
  /** Calls `listener` when the snapshot changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** Entries kept by default: the last 50 steps of the session. */
export const UNDO_LIMIT = 50;

/** A step as stored: a private copy, and when it was written relative to the stamps. */
interface Stored {
  entry: UndoEntry;
  seq: number;
}

/** What the stack knows of one record: how many stored changes refer to it, its latest stamp. */
interface RecordStamp {
  refs: number;
  updated: string | undefined;
  seq: number;
}

const EMPTY: UndoSnapshot = Object.freeze({
  canUndo: false,
  canRedo: false,
  undoLabel: null,
  redoLabel: null,
});

function copyEntry(entry: UndoEntry): UndoEntry {
  return { label: entry.label, changes: entry.changes.map((change) => ({ ...change })) };
}

/**
 * Creates an empty history keeping the last `limit` entries (a positive integer, default
 * {@link UNDO_LIMIT}).
 *
 * - `push` drops the redo branch (a new step after an undo makes the undone steps unreachable, as
 *   in every editor) and, past the limit, the oldest entry. A bulk change is one entry, undone
 *   as a whole. An entry without changes is not recorded and leaves the redo branch alone: a paste
 *   that changed nothing has nothing to undo.
 * - `undo` and `redo` move the entry to the other side as they return it. Whether its writes then
 *   succeed is the caller's to report: the stack cannot know, and keeping the entry on the side it
 *   came from would make the next undo send the same writes again.
 * - Entries are copied in and out, so a caller changing its arrays later does not rewrite the
 *   history, and an entry returned by `undo` can be handed to {@link staleChanges} as it is.
 * - The `updatedAfter` of a returned change is the `updated` of our own latest write of that
 *   record: the one of the entry's own write, unless a later step (`push`) or a later undo or
 *   redo (`stamp`) wrote the record since. So an undo of an older step after newer ones were
 *   undone is not mistaken for overwriting someone else's change.
 * - Memory: the entries in the stack (a bulk entry holds one change per record) plus one stamp
 *   per record they refer to; a record's stamp is dropped with the last entry referring to it.
 * - Listeners are told when the snapshot changes, not on every call, like a store whose value is
 *   set to the same value.
 */
export function createUndoStack(limit: number = UNDO_LIMIT): UndoStack {
  if (!Number.isInteger(limit) || limit < 1) {
    throw new RangeError(`limit must be a positive integer, got ${limit}`);
  }
  // Oldest first; `done` ends with the step undo() returns, `undone` with the one redo() returns.
  let done: Stored[] = [];
  let undone: Stored[] = [];
  const records = new Map<string, RecordStamp>();
  let seq = 0;
  let snapshot = EMPTY;
  const listeners = new Set<() => void>();

  const retain = (stored: Stored) => {
    for (const change of stored.entry.changes) {
      const record = records.get(change.recordId);
      if (!record) {
        records.set(change.recordId, { refs: 1, updated: change.updatedAfter, seq: stored.seq });
        continue;
      }
      record.refs += 1;
      // A new step is our latest write of its records; with several changes of one record in
      // one step, the last one in the list is taken as the latest.
      record.updated = change.updatedAfter;
      record.seq = stored.seq;
    }
  };
  const release = (stored: Stored) => {
    for (const change of stored.entry.changes) {
      const record = records.get(change.recordId);
      if (record && --record.refs === 0) records.delete(change.recordId);
    }
  };

  /** A copy of the entry whose changes carry our latest stamp of their records. */
  const view = (stored: Stored): UndoEntry => ({
    label: stored.entry.label,
    changes: stored.entry.changes.map((change) => {
      const record = records.get(change.recordId);
      return record && record.seq > stored.seq ? { ...change, updatedAfter: record.updated } : { ...change };
    }),
  });

  const publish = () => {
    const top = done.at(-1);
    const next = undone.at(-1);
    const undoLabel = top?.entry.label ?? null;
    const redoLabel = next?.entry.label ?? null;
    if (
      snapshot.canUndo === (top !== undefined) &&
      snapshot.canRedo === (next !== undefined) &&
      snapshot.undoLabel === undoLabel &&
      snapshot.redoLabel === redoLabel
    ) {
      return;
    }
    snapshot = Object.freeze({
      canUndo: top !== undefined,
      canRedo: next !== undefined,
      undoLabel,
      redoLabel,
    });
    listeners.forEach((listener) => listener());
  };

  const stack: UndoStack = {
    push(entry) {
      if (entry.changes.length === 0) return;
      const stored: Stored = { entry: copyEntry(entry), seq: ++seq };
      undone.forEach(release);
      undone = [];
      done.push(stored);
      retain(stored);
      // Only one entry is added per push, so at most one falls off.
      if (done.length > limit) release(done.shift()!);
      publish();
    },
    undo() {
      const stored = done.pop();
      if (!stored) return null;
      undone.push(stored);
      const entry = view(stored);
      publish();
      return entry;
    },
    redo() {
      const stored = undone.pop();
      if (!stored) return null;
      done.push(stored);
      const entry = view(stored);
      publish();
      return entry;
    },
    get canUndo() {
      return done.length > 0;
    },
    get canRedo() {
      return undone.length > 0;
    },
    stamp(updated) {
      seq += 1;
      for (const [recordId, value] of updated) {
        // A record no entry refers to has nothing to compare against later.
        const record = records.get(recordId);
        if (!record) continue;
        record.updated = value;
        record.seq = seq;
      }
    },
    clear() {
      done = [];
      undone = [];
      records.clear();
      publish();
    },
    get: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
  return stack;
}

/**
 * Which changes of an entry would overwrite a newer value on the server: those of records whose
 * current `updated` (from `currentUpdated`) matches none of the `updatedAfter` values the entry
 * holds for that record, i.e. someone (another admin, another tab, a hook) has written the record
 * since our write. `updated` is per record, not per field, so every change of such a record is
 * returned even if the other write touched another field; the caller asks before overwriting.
 *
 * A change cannot be judged, and is not returned, when its `updatedAfter` is unknown (the write's
 * answer did not say) or when `currentUpdated` returns undefined (the record is not loaded: a bulk
 * change reaches far more records than the grid holds). A caller that needs certainty for those
 * loads the records first. Several values for one record (a step that wrote it more than once)
 * all count as ours, so the order of those writes does not matter.
 */
export function staleChanges(
  entry: UndoEntry,
  currentUpdated: (recordId: string) => string | undefined,
): CellChange[] {
  const ours = new Map<string, Set<string>>();
  for (const change of entry.changes) {
    if (change.updatedAfter === undefined) continue;
    let set = ours.get(change.recordId);
    if (!set) ours.set(change.recordId, (set = new Set()));
    set.add(change.updatedAfter);
  }
  const current = new Map<string, string | undefined>();
  const currentOf = (recordId: string) => {
    if (!current.has(recordId)) current.set(recordId, currentUpdated(recordId));
    return current.get(recordId);
  };
  return entry.changes.filter((change) => {
    if (change.updatedAfter === undefined) return false;
    const now = currentOf(change.recordId);
    return now !== undefined && !ours.get(change.recordId)!.has(now);
  });
}
