import type { Collection, Record as PbRecord } from 'pocketbase';
import { fetchRecord, realtimeSession } from '../../../../api/records';
import { isOlderCopy } from '../../../../api/recordVersions';
import { formatCell, parseCell } from '../../../../lib/fieldTypes/cellText';
import type { FieldLike } from '../../../../lib/schema';
import { cellKey } from './cellKey';
import type { OverwriteWatches, Watch } from './overwriteWatches';
import type { CellSave, CommitResult, FreshCopy, OwnWrite } from './useCellSaves';

/** What a commit reads and changes of the grid's saves (see useCellSaves). */
export interface CommitContext {
  collection: Collection;
  /** The newest copy of a loaded record (see `newestCopy`). */
  newestCopy: (shown: PbRecord) => PbRecord;
  /** The cell's entry in the list at this moment (read again when an answer comes). */
  current: (key: string) => CellSave | undefined;
  /** Our own writes of each cell still on their way, in order. */
  inFlight: ReadonlyMap<string, readonly OwnWrite[]>;
  /** Fresh copies of records fetched when an edit began; the commit takes its record's. */
  fresh: Map<string, FreshCopy>;
  overwrites: OverwriteWatches;
  put: (save: CellSave) => void;
  drop: (key: string) => void;
  replace: (expected: CellSave, next: CellSave | null) => void;
  send: (save: CellSave, value: unknown, watch?: Watch) => Promise<void>;
  replaceLoaded: (record: PbRecord) => void;
}

/**
 * Commits a typed text: a text the type cannot read is refused at once (the editor stays open with
 * the message); the same value as before closes the editor without a request. Otherwise the value is
 * written unless someone else changed it since the edit began, in which case the cell is listed with
 * both values; the editor closes at once either way.
 */
export function commitCell(
  ctx: CommitContext,
  loadedCopy: PbRecord,
  field: FieldLike,
  text: string,
  startText: string,
): CommitResult {
  // a realtime change that came in the last frame counts, though its row is not drawn yet
  const record = ctx.newestCopy(loadedCopy);
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
  // the text the cell held when the edit began, or one our own earlier write of it replaces,
  const ours = [startText, ...(ctx.inFlight.get(key) ?? []).flatMap((w) => [w.from, w.to])];
  // and a write of the cell not sent yet (its check still on its way), which this one replaces
  const unsent = ctx.current(key);
  if (unsent?.status === 'saving') ours.push(unsent.startText);
  const shown = formatCell(field, record[field.name]);
  if (!ours.includes(shown)) {
    // realtime brought someone else's value while the admin typed
    ctx.put({ ...save, status: 'conflict', serverText: shown });
    return { ok: true };
  }
  if (formatCell(field, parsed.value) === startText) {
    // nothing to send; an earlier write of the cell still on its way keeps its mark
    if (ctx.current(key)?.status !== 'saving') ctx.drop(key);
    return { ok: true };
  }
  const pending = ctx.fresh.get(record.id);
  ctx.fresh.delete(record.id);
  const session = realtimeSession(ctx.collection.id);
  /**
   * Someone else's value in the server's copy, or null: none, no copy (unreachable), or a copy older
   * than the one checked above (fetched before our own earlier write of the record was answered),
   * whose changes that newer copy holds already.
   */
  const theirsIn = (server: PbRecord | null) => {
    if (!server || isOlderCopy(server, record)) return null;
    const serverText = formatCell(field, server[field.name]);
    return ours.includes(serverText) ? null : serverText;
  };
  /** Lists the cell with both values; it was shown as `shown` until now (null: not listed yet). */
  const listConflict = (serverText: string, shown: CellSave | null) => {
    const conflict: CellSave = { ...save, status: 'conflict', serverText };
    if (shown) ctx.replace(shown, conflict);
    else ctx.put(conflict);
  };
  if (pending && session !== null && pending.session === session) {
    // The copy fetched when the edit began holds every change made before it, and realtime has
    // brought each one since (the same connection all along), the last ones possibly still on
    // their way: they are watched from now on, the write leaves as soon as that copy is in, and
    // a change someone made while it was on its way is caught when ours comes back.
    const accepted = [...ours, formatCell(field, parsed.value)];
    const base = typeof record.updated === 'string' ? record.updated : '';
    const watch = ctx.overwrites.watch(record.id, field, base, accepted);
    const leave = (server: PbRecord | null, shown: CellSave | null) => {
      // a change realtime brought while the copy was on its way counts as the copy's would
      const theirs = ctx.overwrites.foreign(watch) ?? theirsIn(server);
      if (theirs === null) return void ctx.send(save, parsed.value, watch);
      ctx.overwrites.unwatch(watch);
      if (server) ctx.replaceLoaded(server);
      listConflict(theirs, shown);
    };
    if (pending.settled) {
      leave(pending.settled.record, null);
      return { ok: true };
    }
    // the copy is still on its way: the editor closes now, so keys typed next reach the next
    // cell, and this one waits marked as saving
    const waiting: CellSave = { ...save, status: 'saving' };
    ctx.put(waiting);
    void pending.promise.then((server) => {
      if (ctx.current(key) === waiting) leave(server, waiting);
      else ctx.overwrites.unwatch(watch);
    });
    return { ok: true };
  }
  // Without realtime all along, the server is asked for the record now, and the write follows
  // unless the value changed since the edit began, the cell marked as saving meanwhile.
  const checking: CellSave = { ...save, status: 'saving' };
  ctx.put(checking);
  void fetchRecord(ctx.collection, record.id)
    .catch(() => null)
    .then((server) => {
      // a newer edit of the cell (or a revert) took its place meanwhile
      if (ctx.current(key) !== checking) return;
      const theirs = theirsIn(server);
      if (theirs === null) return void ctx.send(save, parsed.value);
      if (server) ctx.replaceLoaded(server);
      listConflict(theirs, checking);
    });
  return { ok: true };
}
