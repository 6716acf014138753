import type { Collection, Record as PbRecord } from 'pocketbase';
import { fetchRecord, realtimeSession, type PatchRecordInput } from '../../../../api/records';
import { cellPatchValue, formatCell } from '../../../../lib/fieldTypes/cellText';
import type { UndoStack } from '../../../../lib/undoStack';
import {
  runWrites,
  WriteSourceError,
  type WriteItem,
  type WriteOutcome,
  type WriteProgress,
} from '../../../../lib/writeQueue';
import type { OverwriteWatches } from './overwriteWatches';
import type { PasteCell } from './pastePlan';

/** What writing many cells uses of the grid's saves (see useCellSaves). */
export interface WriteCellsContext {
  collection: Collection;
  patch: (input: PatchRecordInput, options?: { isBatched?: boolean }) => Promise<PbRecord>;
  /** Puts the answers of the batch that still wait in place. */
  flushRows: () => void;
  /** The newest copy of a loaded record (see `newestCopy`). */
  newestCopy: (shown: PbRecord) => PbRecord;
  history: UndoStack | null;
  /** The grid's watch of realtime copies (null before the grid's chunk is in). */
  overwrites: OverwriteWatches | null;
}

/** A record not written: one of its cells changed on the server after it was read. */
class ChangedMeanwhile extends Error {
  constructor(readonly cells: readonly PasteCell[]) {
    super('changed on the server meanwhile');
  }
}

/**
 * Writes many cells (a paste, a bulk set): one PATCH per record with its fields, at most six at a
 * time, with progress and cancel. A cell whose record changed under it is skipped and returned in
 * `changed`, never overwritten: checked against the loaded copies when the run starts, and again as
 * each record's write leaves, when the run may have gone on for seconds. While the same realtime
 * connection has been up since the run began, the copies realtime brought since the record was read
 * tell; without it, the server's copy is read first. The saved ones become one undo step.
 *
 * `cells` is a list (a paste: cells of one record are written together), or an async sequence of
 * cells of distinct records read while writing (every record matching a filter, page by page), in
 * which case `total` says how many there are for the progress. A sequence that fails to be read
 * rejects with a WriteSourceError, after pushing the undo step of what was saved before.
 */
export async function writeCells(
  ctx: WriteCellsContext,
  cells: readonly PasteCell[] | AsyncIterable<PasteCell>,
  label: string,
  current: (recordId: string) => PbRecord | undefined,
  options: { signal: AbortSignal; onProgress: (progress: WriteProgress) => void; total?: number },
): Promise<{ outcome: WriteOutcome<PbRecord>; changed: PasteCell[] }> {
  const changed: PasteCell[] = [];
  /** The cells of each record whose write was started, for the undo step. */
  const started = new Map<string, readonly PasteCell[]>();
  const hasChanged = (cell: PasteCell) => {
    const shown = current(cell.recordId);
    if (!shown) return false;
    const now = ctx.newestCopy(shown);
    // a copy read from the server just now is newer than a loaded one that is not stamped later
    const nowUpdated = typeof now.updated === 'string' ? now.updated : '';
    if (cell.updated !== undefined && !(nowUpdated > cell.updated)) return false;
    return formatCell(cell.field, now[cell.field.name]) !== formatCell(cell.field, cell.before);
  };
  const session = ctx.overwrites ? realtimeSession(ctx.collection.id) : null;
  // every copy realtime brings from now on, so that a record read before its write leaves (the
  // loaded ones now, the matching ones page by page) can be checked as that write leaves
  const seen = session !== null ? ctx.overwrites!.keepAll() : null;
  /** The `updated` of the copy a cell's value was read from. */
  const readAt = (cell: PasteCell) => {
    if (cell.updated !== undefined) return cell.updated;
    const shown = current(cell.recordId);
    const updated = shown ? ctx.newestCopy(shown).updated : undefined;
    return typeof updated === 'string' ? updated : '';
  };
  /** Whether `copy`, newer than `base`, holds in the cell a value that is neither the one read nor ours. */
  const isTheirs = (copy: PbRecord, cell: PasteCell, base: string) =>
    typeof copy.updated === 'string' &&
    copy.updated > base &&
    ![formatCell(cell.field, cell.before), formatCell(cell.field, cell.value)].includes(
      formatCell(cell.field, copy[cell.field.name]),
    );
  const item = (recordId: string, list: readonly PasteCell[]) => {
    started.set(recordId, list);
    const bases = list.map(readAt);
    return {
      key: recordId,
      run: async () => {
        if (seen && realtimeSession(ctx.collection.id) === session) {
          const copies = seen.copies.get(recordId) ?? [];
          if (
            list.some((c, i) => copies.some((copy) => isTheirs(copy, c, bases[i]))) ||
            list.some(hasChanged)
          )
            throw new ChangedMeanwhile(list);
        } else {
          const server = await fetchRecord(ctx.collection, recordId);
          if (list.some((c) => formatCell(c.field, server[c.field.name]) !== formatCell(c.field, c.before)))
            throw new ChangedMeanwhile(list);
        }
        return ctx.patch(
          {
            collection: ctx.collection,
            recordId,
            body: Object.fromEntries(list.map((c) => [c.field.name, cellPatchValue(c.field, c.value)])),
          },
          { isBatched: true },
        );
      },
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
    if (changes.length > 0) ctx.history?.push({ label, changes });
  };
  // a record skipped as its write was to leave is one that changed, not one that failed
  const sortOut = (outcome: WriteOutcome<PbRecord>): WriteOutcome<PbRecord> => {
    const failed = outcome.failed.filter(({ error }) => {
      if (!(error instanceof ChangedMeanwhile)) return true;
      changed.push(...error.cells);
      return false;
    });
    return { ...outcome, failed };
  };
  try {
    const outcome = sortOut(
      await runWrites(items, {
        signal: options.signal,
        onProgress: options.onProgress,
        total,
      }),
    );
    pushHistory(outcome);
    return { outcome, changed };
  } catch (error) {
    if (error instanceof WriteSourceError) {
      const outcome = sortOut(error.outcome as WriteOutcome<PbRecord>);
      pushHistory(outcome);
      throw new WriteSourceError(error.cause, outcome);
    }
    throw error;
  } finally {
    seen?.stop();
    ctx.flushRows();
  }
}

function isCellList(cells: readonly PasteCell[] | AsyncIterable<PasteCell>): cells is readonly PasteCell[] {
  return Array.isArray(cells);
}
