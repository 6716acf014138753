import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { Collection, Record as PbRecord } from 'pocketbase';
import {
  fetchRecord,
  realtimeSession,
  useFlushLoadedRecords,
  useNewestCopy,
  usePatchRecord,
  useReplaceLoadedRecord,
} from '../../../../api/records';
import { errorMessage, fieldErrorsOf } from '../../../../lib/errors';
import type { FieldLike } from '../../../../lib/schema';
import { toast } from '../../../../lib/toasts';
import type { UndoEntry, UndoSnapshot, UndoStack } from '../../../../lib/undoStack';
import type { GridLib } from './loadGridLib';
import { cellKey } from './cellKey';
import type { Watch } from './overwriteWatches';
import { t } from '../messages';

/**
 * A cell whose typed value is not (yet) the server's: being saved, refused by the server (with its
 * message), found changed on the server since the admin started typing (with the server's value), or
 * typed into a record that was deleted on the server meanwhile ('gone', kept to be read and copied).
 * Until it is saved or reverted, the cell shows what was typed and the unsaved list names it. One
 * more kind is saved but listed for a decision: 'overwritten', a value someone else wrote while ours
 * was on its way, which ours replaced (keep ours, or put theirs back).
 */
export interface CellSave {
  key: string;
  recordId: string;
  field: FieldLike;
  /** What the admin typed, kept as typed. */
  text: string;
  /** The cell's text when the admin started: what "changed on the server" is measured against. */
  startText: string;
  /** The value the record held before, which an undo writes back. */
  before: unknown;
  status: 'saving' | 'failed' | 'conflict' | 'gone' | 'overwritten';
  /** The server's refusal (failed). */
  message?: string;
  /** The server's value now (conflict), or the one our write replaced (overwritten), as text. */
  serverText?: string;
}

/**
 * The text an edit of a cell starts from, what "changed on the server" is then measured against:
 * the value a cell still being saved is being saved with, the start of a listed cell's first edit,
 * else the cell's text.
 */
export function editStart(save: CellSave | undefined, cellText: string): string {
  return (save?.status === 'saving' ? save.text : save?.startText) ?? cellText;
}

export type CommitResult = { ok: true } | { ok: false; message: string };

export { cellKey };

/** One of our own writes of a cell on its way: the text it replaces, its own, and its request. */
export interface OwnWrite {
  from: string;
  to: string;
  request: Promise<unknown>;
}

/** A field of the collection by name, as a cell parses it (an auth record's username and email included). */
function fieldNamed(collection: Collection, name: string): FieldLike {
  const field = collection.schema.find((f) => f.name === name);
  if (field) return field;
  if (name === 'emailVisibility' || name === 'verified') return { name, type: 'bool' };
  return { name, type: name === 'email' ? 'email' : 'text' };
}

/** The `updated` of each loaded record, for telling whether someone wrote a record since we did. */
export type CurrentUpdated = (recordId: string) => string | undefined;

/**
 * Saves grid cells one field at a time. A commit reads the typed text as the field's type does (a text
 * that is not a value of the type never leaves the cell), checks that nobody changed the value since
 * the admin started (the row as realtime keeps it, then a fresh copy from the server), and sends a
 * PATCH of that field alone. Nothing is lost on a refusal or a server that is away: the cell keeps the
 * typed text, marked, until the admin retries or reverts it.
 */
const NO_HISTORY: UndoSnapshot = Object.freeze({
  canUndo: false,
  canRedo: false,
  undoLabel: null,
  redoLabel: null,
});
const noSubscribe = () => () => {};
const noHistory = () => NO_HISTORY;

/** What comes with the grid's chunk, which every commit needs: commits only come from a grid, which exists once it is in. */
function loaded<T>(part: T | null): T {
  if (!part) throw new Error('The records grid is not loaded.');
  return part;
}

/**
 * The record as the server had it when an edit began, being fetched, and once it has come, what it is
 * (null: unreachable); with the realtime connection of that moment (see `realtimeSession`).
 */
export interface FreshCopy {
  promise: Promise<PbRecord | null>;
  settled: { record: PbRecord | null } | null;
  session: string | null;
}

export function useCellSaves(collection: Collection, lib: GridLib | null) {
  const patch = usePatchRecord();
  const flushRows = useFlushLoadedRecords();
  const newestCopy = useNewestCopy(collection.id);
  const replaceLoaded = useReplaceLoadedRecord(collection.id);
  const [saves, setSaves] = useState<ReadonlyMap<string, CellSave>>(() => new Map());
  // the same map at once, for answers that come back after a newer edit of their cell
  const savesNow = useRef<ReadonlyMap<string, CellSave>>(saves);
  const update = useCallback(
    (change: (all: ReadonlyMap<string, CellSave>) => ReadonlyMap<string, CellSave>) => {
      const next = change(savesNow.current);
      if (next === savesNow.current) return;
      savesNow.current = next;
      setSaves(next);
    },
    [],
  );
  // the last 50 changes of this screen, undone and redone by writing the other value back (kept while
  // the screen stays open, the grid turned off and on again included)
  const history = useMemo<UndoStack | null>(() => lib?.createUndoStack() ?? null, [lib]);
  const historyState = useSyncExternalStore(history?.subscribe ?? noSubscribe, history?.get ?? noHistory);
  /**
   * Our own writes of each cell still on their way, in order: until one lands, the server holding its
   * `from` or `to` is not someone else's change (the next edit of the cell began from our value).
   * Each waits for the one before it, as two requests in flight may reach the server in either order.
   */
  const inFlight = useRef(new Map<string, OwnWrite[]>());
  /** Writes sent at once whose records' realtime copies are kept until each is judged. */
  const overwrites = useMemo(() => lib?.createOverwriteWatches() ?? null, [lib]);
  useEffect(() => overwrites?.listen(collection.id), [overwrites, collection.id]);
  /** Fresh copies of records fetched when an edit began, to compare with at the commit. */
  const fresh = useRef(new Map<string, FreshCopy>());

  const put = useCallback((save: CellSave) => update((all) => new Map(all).set(save.key, save)), [update]);
  /** Replaces a cell's entry only while it is still `expected`: a newer edit of the cell wins. */
  const replace = useCallback(
    (expected: CellSave, next: CellSave | null) =>
      update((all) => {
        if (all.get(expected.key) !== expected) return all;
        const map = new Map(all);
        if (next) map.set(next.key, next);
        else map.delete(expected.key);
        return map;
      }),
    [update],
  );
  const drop = useCallback(
    (key: string) =>
      update((all) => {
        if (!all.has(key)) return all;
        const next = new Map(all);
        next.delete(key);
        return next;
      }),
    [update],
  );

  /** Starts fetching the record as the server has it, when an edit begins. */
  const begin = useCallback(
    (recordId: string) => {
      const copy: FreshCopy = {
        // unreachable now: the PATCH will say so
        promise: fetchRecord(collection, recordId).catch(() => null),
        settled: null,
        session: realtimeSession(collection.id),
      };
      void copy.promise.then((record) => (copy.settled = { record }));
      fresh.current.set(recordId, copy);
    },
    [collection],
  );

  /**
   * Once a write sent at once is answered: lists the cell when someone else's value came in between
   * and ours replaced it (unless the cell is listed again already).
   */
  const judge = useCallback(
    async (save: CellSave, watch: Watch, until: string) => {
      const theirs = await loaded(overwrites).settle(watch, until);
      if (theirs !== null && !savesNow.current.has(save.key))
        put({ ...save, status: 'overwritten', serverText: theirs });
    },
    [put, overwrites],
  );

  const send = useCallback(
    async (save: CellSave, value: unknown, watch?: Watch) => {
      const write = () =>
        patch({
          collection,
          recordId: save.recordId,
          body: { [save.field.name]: loaded(lib).cellPatchValue(save.field, value) },
        });
      const writes = inFlight.current.get(save.key) ?? [];
      const previous = writes.at(-1)?.request;
      // the request leaves first (the cell's re-render for its pending mark comes after), or once the
      // cell's previous write is answered
      const request = previous ? previous.then(write, write) : write();
      inFlight.current.set(save.key, [...writes, { from: save.startText, to: save.text, request }]);
      const pending: CellSave = { ...save, status: 'saving', message: undefined };
      put(pending);
      try {
        const record = await request;
        replace(pending, null);
        history?.push({
          label: t('grid.history.cell', { field: save.field.name, id: save.recordId }),
          changes: [
            {
              recordId: save.recordId,
              field: save.field.name,
              before: save.before,
              after: record[save.field.name],
              updatedAfter: record.updated,
            },
          ],
        });
        if (watch) void judge(save, watch, typeof record.updated === 'string' ? record.updated : '');
      } catch (err) {
        if (watch) overwrites?.unwatch(watch);
        const message = fieldErrorsOf(err)[save.field.name] ?? errorMessage(err);
        replace(pending, { ...save, status: 'failed', message });
      } finally {
        const left = (inFlight.current.get(save.key) ?? []).slice(1);
        if (left.length > 0) inFlight.current.set(save.key, left);
        else inFlight.current.delete(save.key);
      }
    },
    [collection, patch, put, replace, history, lib, overwrites, judge],
  );

  /** Commits a typed text (see `commitCell`, in the grid's chunk). */
  const commit = useCallback(
    async (loadedCopy: PbRecord, field: FieldLike, text: string, startText: string): Promise<CommitResult> =>
      loaded(lib).commitCell(
        {
          collection,
          newestCopy,
          current: (key) => savesNow.current.get(key),
          inFlight: inFlight.current,
          fresh: fresh.current,
          overwrites: loaded(overwrites),
          put,
          drop,
          replace,
          send,
          replaceLoaded,
        },
        loadedCopy,
        field,
        text,
        startText,
      ),
    [collection, put, drop, send, replace, replaceLoaded, newestCopy, lib, overwrites],
  );

  /** Sends a failed cell's text again, or the admin's value over the server's after a conflict. */
  const retry = useCallback(
    (key: string) => {
      const save = saves.get(key);
      if (!save) return;
      const parsed = loaded(lib).parseCell(save.field, save.text);
      if (parsed.ok) void send(save, parsed.value);
      else put({ ...save, status: 'failed', message: parsed.message });
    },
    [saves, send, put, lib],
  );

  /** Writes back the value ours replaced (an overwritten cell), as the other admin left it. */
  const restore = useCallback(
    (key: string) => {
      const save = saves.get(key);
      if (!save || save.serverText === undefined) return;
      const { parseCell } = loaded(lib);
      const theirs = parseCell(save.field, save.serverText);
      const mine = parseCell(save.field, save.text);
      if (!theirs.ok) return put({ ...save, status: 'failed', message: theirs.message });
      const back: CellSave = {
        ...save,
        text: save.serverText,
        startText: save.text,
        before: mine.ok ? mine.value : save.before,
      };
      void send(back, theirs.value);
    },
    [saves, send, put, lib],
  );

  /** Forgets the typed text: the cell shows the server's value again. */
  const revert = useCallback((key: string) => drop(key), [drop]);

  /** Records deleted on the server while this screen is open (realtime), read when an editor goes. */
  const deleted = useRef(new Set<string>());
  /**
   * A record was deleted on the server: its unsaved cells stay listed, marked as such, and the admin
   * is told when any were there.
   */
  const recordDeleted = useCallback(
    (recordId: string) => {
      deleted.current.add(recordId);
      if (![...saves.values()].some((save) => save.recordId === recordId)) return;
      update((all) => {
        const next = new Map(all);
        for (const save of all.values())
          if (save.recordId === recordId) next.set(save.key, { ...save, status: 'gone' });
        return next;
      });
      toast.warning(t('grid.deleted', { id: recordId }));
    },
    [saves, update],
  );

  /**
   * Keeps what was typed into a cell whose editor went without a commit: the record was deleted
   * meanwhile (said at once), or the cell left the screen (a reload, the grid turned off), in which
   * case it waits in the list for Retry or Revert.
   */
  const keepUnsaved = useCallback(
    (recordId: string, field: FieldLike, text: string, startText: string) => {
      const isGone = deleted.current.has(recordId);
      // the value the cell showed when the edit began, for an undo once it is saved
      const start = loaded(lib).parseCell(field, startText);
      put({
        key: cellKey(recordId, field.name),
        recordId,
        field,
        text,
        startText,
        before: start.ok ? start.value : undefined,
        status: isGone ? 'gone' : 'failed',
        message: isGone ? undefined : t('grid.unsaved.left'),
      });
      if (isGone) toast.warning(t('grid.deleted', { id: recordId }));
    },
    [put, lib],
  );

  /**
   * Writes one side of a history step back: `before` for an undo, `after` for a redo, one PATCH per
   * record, at most six at a time. A record someone changed since our write is left as it is now,
   * and the admin is told; nothing is overwritten behind their back.
   */
  const replay = useCallback(
    async (entry: UndoEntry | null, side: 'before' | 'after', currentUpdated: CurrentUpdated) => {
      if (!entry || !history) return;
      const { cellPatchValue, runWrites, staleChanges } = loaded(lib);
      const stale = new Set(staleChanges(entry, currentUpdated).map((change) => change.recordId));
      const bodies = new Map<string, { [field: string]: unknown }>();
      for (const change of entry.changes) {
        if (stale.has(change.recordId)) continue;
        const body = bodies.get(change.recordId) ?? {};
        body[change.field] = cellPatchValue(fieldNamed(collection, change.field), change[side]);
        bodies.set(change.recordId, body);
      }
      const outcome = await runWrites(
        [...bodies].map(([recordId, body]) => ({
          key: recordId,
          run: () => patch({ collection, recordId, body }, { isBatched: true }),
        })),
        {},
      );
      flushRows();
      history.stamp(outcome.saved.map(({ key, result }) => [key, result.updated] as const));
      if (outcome.saved.length > 0)
        toast.success(t(side === 'before' ? 'grid.undone' : 'grid.redone', { label: entry.label }));
      if (stale.size > 0) toast.warning(t('grid.undoStale', { count: stale.size }));
      if (outcome.failed.length > 0)
        toast.error(
          t('grid.undoFailed', {
            count: outcome.failed.length,
            message: errorMessage(outcome.failed[0].error),
          }),
        );
    },
    [collection, patch, flushRows, history, lib],
  );
  const undo = useCallback(
    (currentUpdated: CurrentUpdated) => void replay(history?.undo() ?? null, 'before', currentUpdated),
    [history, replay],
  );
  const redo = useCallback(
    (currentUpdated: CurrentUpdated) => void replay(history?.redo() ?? null, 'after', currentUpdated),
    [history, replay],
  );

  /** Writes many cells (a paste, a bulk set): see `writeCells`, in the grid's chunk. */
  const writeCells = useCallback(
    (...args: WriteCellsArgs) =>
      loaded(lib).writeCells({ collection, patch, flushRows, newestCopy, history, overwrites }, ...args),
    [collection, patch, flushRows, newestCopy, history, lib, overwrites],
  );

  return useMemo(
    () => ({
      saves,
      begin,
      commit,
      retry,
      restore,
      revert,
      undo,
      redo,
      writeCells,
      history: historyState,
      recordDeleted,
      keepUnsaved,
    }),
    [
      saves,
      begin,
      commit,
      retry,
      restore,
      revert,
      undo,
      redo,
      writeCells,
      historyState,
      recordDeleted,
      keepUnsaved,
    ],
  );
}

export type CellSaves = ReturnType<typeof useCellSaves>;

/** The arguments of `writeCells` after its context. */
type WriteCellsArgs = Parameters<GridLib['writeCells']> extends [unknown, ...infer Rest] ? Rest : never;
