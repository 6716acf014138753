import type { Collection, Record as PbRecord } from 'pocketbase';
import type { PatchRecordInput } from '../../../../api/records';
import { cellPatchValue, formatCell } from '../../../../lib/fieldTypes/cellText';
import type { UndoStack } from '../../../../lib/undoStack';
import {
  runWrites,
  WriteSourceError,
  type WriteItem,
  type WriteOutcome,
  type WriteProgress,
} from '../../../../lib/writeQueue';
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
}

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
  const item = (recordId: string, list: readonly PasteCell[]) => {
    started.set(recordId, list);
    return {
      key: recordId,
      run: () =>
        ctx.patch(
          {
            collection: ctx.collection,
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
    if (changes.length > 0) ctx.history?.push({ label, changes });
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
    ctx.flushRows();
  }
}

function isCellList(cells: readonly PasteCell[] | AsyncIterable<PasteCell>): cells is readonly PasteCell[] {
  return Array.isArray(cells);
}
