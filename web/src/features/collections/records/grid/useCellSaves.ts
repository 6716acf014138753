import { useCallback, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { Collection, Record as PbRecord } from 'pocketbase';
import {
  fetchRecord,
  useFlushLoadedRecords,
  useNewestCopy,
  usePatchRecord,
  useReplaceLoadedRecord,
} from '../../../../api/records';
import { errorMessage, fieldErrorsOf } from '../../../../lib/errors';
import type { FieldLike } from '../../../../lib/schema';
import { toast } from '../../../../lib/toasts';
import type { UndoEntry, UndoSnapshot, UndoStack } from '../../../../lib/undoStack';
import type { WriteItem, WriteOutcome, WriteProgress } from '../../../../lib/writeQueue';
import type { GridLib } from './loadGridLib';
import type { PasteCell } from './pastePlan';
import { t } from '../messages';

/**
 * A cell whose typed value is not (yet) the server's: being saved, refused by the server (with its
 * message), found changed on the server since the admin started typing (with the server's value), or
 * typed into a record that was deleted on the server meanwhile ('gone', kept to be read and copied).
 * Until it is saved or reverted, the cell shows what was typed and the unsaved list names it.
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
  status: 'saving' | 'failed' | 'conflict' | 'gone';
  /** The server's refusal (failed). */
  message?: string;
  /** The server's value now, as text (conflict). */
  serverText?: string;
}

export type CommitResult = { ok: true } | { ok: false; message: string };

export const cellKey = (recordId: string, fieldName: string) => `${recordId}\u0000${fieldName}`;

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

/** The grid's chunk, which every commit needs: commits only come from a grid, which exists once it is in. */
function loaded(lib: GridLib | null): GridLib {
  if (!lib) throw new Error('The records grid is not loaded.');
  return lib;
}

/** A fresh copy of a record being fetched, and once it has come, what it is (null: unreachable). */
interface FreshCopy {
  promise: Promise<PbRecord | null>;
  settled: { record: PbRecord | null } | null;
}

export function useCellSaves(collection: Collection, lib: GridLib | null) {
  const patch = usePatchRecord();
  const flushRows = useFlushLoadedRecords();
  const newestCopy = useNewestCopy(collection.id);
  const replaceLoaded = useReplaceLoadedRecord(collection.id);
  const [saves, setSaves] = useState<ReadonlyMap<string, CellSave>>(() => new Map());
  // the last 50 changes of this screen, undone and redone by writing the other value back (kept while
  // the screen stays open, the grid turned off and on again included)
  const history = useMemo<UndoStack | null>(() => lib?.createUndoStack() ?? null, [lib]);
  const historyState = useSyncExternalStore(history?.subscribe ?? noSubscribe, history?.get ?? noHistory);
  /** Fresh copies of records fetched when an edit began, to compare with at the commit. */
  const fresh = useRef(new Map<string, FreshCopy>());

  const put = useCallback((save: CellSave) => {
    setSaves((all) => new Map(all).set(save.key, save));
  }, []);
  const drop = useCallback((key: string) => {
    setSaves((all) => {
      if (!all.has(key)) return all;
      const next = new Map(all);
      next.delete(key);
      return next;
    });
  }, []);

  /** Starts fetching the record as the server has it, when an edit begins. */
  const begin = useCallback(
    (recordId: string) => {
      const copy: FreshCopy = {
        // unreachable now: the PATCH will say so
        promise: fetchRecord(collection, recordId).catch(() => null),
        settled: null,
      };
      void copy.promise.then((record) => (copy.settled = { record }));
      fresh.current.set(recordId, copy);
    },
    [collection],
  );

  const send = useCallback(
    async (save: CellSave, value: unknown) => {
      // the request leaves first: the cell's re-render for its pending mark comes after
      const request = patch({
        collection,
        recordId: save.recordId,
        body: { [save.field.name]: loaded(lib).cellPatchValue(save.field, value) },
      });
      put({ ...save, status: 'saving', message: undefined });
      try {
        const record = await request;
        drop(save.key);
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
      } catch (err) {
        const message = fieldErrorsOf(err)[save.field.name] ?? errorMessage(err);
        put({ ...save, status: 'failed', message });
      }
    },
    [collection, patch, put, drop, history, lib],
  );

  /**
   * Commits a typed text: a text the type cannot read is refused at once (the editor stays open
   * with the message); the same value as before closes the editor without a request.
   */
  const commit = useCallback(
    async (
      loadedCopy: PbRecord,
      field: FieldLike,
      text: string,
      startText: string,
    ): Promise<CommitResult> => {
      const { parseCell, formatCell } = loaded(lib);
      // a realtime change that came in the last frame counts, though its row is not drawn yet
      const record = newestCopy(loadedCopy);
      const parsed = parseCell(field, text);
      if (!parsed.ok) return { ok: false, message: parsed.message };
      const key = cellKey(record.id, field.name);
      const save: CellSave = {
        key,
        recordId: record.id,
        field,
        text,
        startText,
        before: record[field.name],
        status: 'saving',
      };
      const shown = formatCell(field, record[field.name]);
      if (shown !== startText) {
        // realtime brought someone else's value while the admin typed
        put({ ...save, status: 'conflict', serverText: shown });
        return { ok: true };
      }
      if (formatCell(field, parsed.value) === startText) {
        drop(key);
        return { ok: true };
      }
      const pending = fresh.current.get(record.id);
      fresh.current.delete(record.id);
      // the copy fetched when the edit began tells a save from a conflict
      const settle = (server: PbRecord | null) => {
        const serverText = server ? formatCell(field, server[field.name]) : startText;
        if (server && serverText !== startText) {
          replaceLoaded(server);
          put({ ...save, status: 'conflict', serverText });
        } else void send(save, parsed.value);
      };
      if (pending && !pending.settled) {
        // That copy is still on its way: the cell waits marked as saving, and the edit ends now.
        // Were the editor to stay open until the copy came, the keys typed after Enter or Tab
        // would land in it as it closed and be lost, instead of reaching the next cell.
        put(save);
        void pending.promise.then(settle);
      } else settle(pending?.settled?.record ?? null);
      return { ok: true };
    },
    [put, drop, send, replaceLoaded, newestCopy, lib],
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
      setSaves((all) => {
        const next = new Map(all);
        for (const save of all.values())
          if (save.recordId === recordId) next.set(save.key, { ...save, status: 'gone' });
        return next;
      });
      toast.warning(t('grid.deleted', { id: recordId }));
    },
    [saves],
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

  /**
   * Writes many cells (a paste, a bulk set): one PATCH per record with its fields, at most six at a
   * time, with progress and cancel. A cell whose record changed under it (realtime) is skipped and
   * returned in `changed`, never overwritten. The saved ones become one undo step.
   *
   * `cells` is a list (a paste: cells of one record are written together), or an async sequence of
   * cells of distinct records read while writing (every record matching a filter, page by page), in
   * which case `total` says how many there are for the progress. A sequence that fails to be read
   * rejects with a WriteSourceError, after pushing the undo step of what was saved before.
   */
  const writeCells = useCallback(
    async (
      cells: readonly PasteCell[] | AsyncIterable<PasteCell>,
      label: string,
      current: (recordId: string) => PbRecord | undefined,
      options: { signal: AbortSignal; onProgress: (progress: WriteProgress) => void; total?: number },
    ): Promise<{ outcome: WriteOutcome<PbRecord>; changed: PasteCell[] }> => {
      const { cellPatchValue, formatCell, runWrites, WriteSourceError } = loaded(lib);
      const changed: PasteCell[] = [];
      /** The cells of each record whose write was started, for the undo step. */
      const started = new Map<string, readonly PasteCell[]>();
      const hasChanged = (cell: PasteCell) => {
        const shown = current(cell.recordId);
        if (!shown) return false;
        const now = newestCopy(shown);
        // a copy read from the server just now is newer than a loaded one that is not stamped later
        const nowUpdated = typeof now.updated === 'string' ? now.updated : '';
        if (cell.updated !== undefined && !(nowUpdated > cell.updated)) return false;
        return formatCell(cell.field, now[cell.field.name]) !== formatCell(cell.field, cell.before);
      };
      const item = (recordId: string, list: readonly PasteCell[]) => {
        started.set(recordId, list);
        return {
          key: recordId,
          run: () =>
            patch(
              {
                collection,
                recordId,
                body: Object.fromEntries(list.map((c) => [c.field.name, cellPatchValue(c.field, c.value)])),
              },
              { isBatched: true },
            ),
        };
      };
      let items: Iterable<WriteItem<PbRecord>> | AsyncIterable<WriteItem<PbRecord>>;
      let total = options.total;
      if (isCellList(cells)) {
        const byRecord = new Map<string, PasteCell[]>();
        for (const cell of cells) {
          if (hasChanged(cell)) changed.push(cell);
          else byRecord.set(cell.recordId, [...(byRecord.get(cell.recordId) ?? []), cell]);
        }
        items = [...byRecord].map(([recordId, list]) => item(recordId, list));
        total = byRecord.size;
      } else {
        items = (async function* () {
          for await (const cell of cells) {
            if (hasChanged(cell)) changed.push(cell);
            else yield item(cell.recordId, [cell]);
          }
        })();
      }
      const pushHistory = (outcome: WriteOutcome<PbRecord>) => {
        const changes = outcome.saved.flatMap(({ key, result }) =>
          (started.get(key) ?? []).map((c) => ({
            recordId: key,
            field: c.field.name,
            before: c.before,
            after: result[c.field.name],
            updatedAfter: result.updated,
          })),
        );
        if (changes.length > 0) history?.push({ label, changes });
      };
      try {
        const outcome = await runWrites(items, {
          signal: options.signal,
          onProgress: options.onProgress,
          total,
        });
        pushHistory(outcome);
        return { outcome, changed };
      } catch (error) {
        if (error instanceof WriteSourceError) pushHistory(error.outcome as WriteOutcome<PbRecord>);
        throw error;
      } finally {
        flushRows();
      }
    },
    [collection, patch, flushRows, newestCopy, history, lib],
  );

  return useMemo(
    () => ({
      saves,
      begin,
      commit,
      retry,
      revert,
      undo,
      redo,
      writeCells,
      history: historyState,
      recordDeleted,
      keepUnsaved,
    }),
    [saves, begin, commit, retry, revert, undo, redo, writeCells, historyState, recordDeleted, keepUnsaved],
  );
}

export type CellSaves = ReturnType<typeof useCellSaves>;

function isCellList(cells: readonly PasteCell[] | AsyncIterable<PasteCell>): cells is readonly PasteCell[] {
  return Array.isArray(cells);
}
