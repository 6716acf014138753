import { useEffect, useMemo, useRef, useState } from 'react';
import type { Collection, Record as PbRecord } from 'pocketbase';
import { matchingRecords } from '../../../../api/records';
import { errorMessage } from '../../../../lib/errors';
import { mapItems } from '../../../../lib/pagedSource';
import { WriteSourceError, type WriteOutcome, type WriteProgress } from '../../../../lib/writeQueue';
import { t } from './messages';
import type { InlineEditor } from './inlineEditors';
import type { PasteCell } from './pastePlan';
import type { CellSaves } from './useCellSaves';
import { resultOf, useWriteProgress, type WriteResult } from './WriteRun';

/** The records a bulk set writes: the selected ones, or every record matching the screen's filter. */
export type BulkScope = 'selected' | 'all';

interface BulkSetRunInput {
  collection: Collection;
  selected: ReadonlySet<string>;
  /** The loaded records, as realtime keeps them. */
  records: readonly PbRecord[];
  totalItems: number;
  filter: string;
  saves: CellSaves;
}

export interface BulkSetRun {
  progress: WriteProgress | null;
  result: WriteResult | null;
  isWriting: boolean;
  /** Writes `value` into the editor's field of the records of `scope`, `count` of them. */
  start: (editor: InlineEditor, scope: BulkScope, count: number, value: unknown) => void;
  /** Stops the writes not yet sent; the result then says what was saved. */
  stop: () => void;
}

/**
 * The writing of a bulk set: one PATCH per record through the grid's saves (at most six at a time),
 * its progress, Stop, and the result. A loaded record changed on the server since it was read is
 * skipped, not overwritten; with every matching record, the records are read page by page while
 * writing, and a failure to read them on ends the run with what was written so far.
 */
export function useBulkSetRun({
  collection,
  selected,
  records,
  totalItems,
  filter,
  saves,
}: BulkSetRunInput): BulkSetRun {
  const [progress, setProgress] = useWriteProgress();
  const [result, setResult] = useState<WriteResult | null>(null);
  const abort = useRef<AbortController | null>(null);
  // the loaded records as realtime keeps them: a record changed since it was read is not overwritten
  const loaded = useMemo(() => new Map(records.map((r) => [r.id, r])), [records]);
  const latest = useRef(loaded);
  useEffect(() => {
    latest.current = loaded;
  });

  const run = async (editor: InlineEditor, scope: BulkScope, count: number, value: unknown) => {
    const field = editor.field;
    const controller = new AbortController();
    abort.current = controller;
    const label = t('grid.bulkSet.confirm', { field: field.name, count });
    const current = (recordId: string) => latest.current.get(recordId);
    let cells: PasteCell[] | AsyncIterable<PasteCell>;
    if (scope === 'selected') {
      // a selected record that is no longer loaded was deleted meanwhile
      cells = [...selected].flatMap((recordId) => {
        const record = latest.current.get(recordId);
        return record ? [{ recordId, field, value, before: record[field.name] }] : [];
      });
    } else {
      cells = mapItems(matchingRecords(collection, filter), (record) => ({
        recordId: record.id,
        field,
        value,
        before: record[field.name],
        updated: typeof record.updated === 'string' ? record.updated : undefined,
      }));
    }
    setProgress({ done: 0, failed: 0, total: Array.isArray(cells) ? cells.length : totalItems });
    try {
      const { outcome, changed } = await saves.writeCells(cells, label, current, {
        signal: controller.signal,
        onProgress: setProgress,
        total: totalItems,
      });
      setResult(resultOf(outcome, changed.length, controller.signal));
    } catch (error) {
      // the matching records could not be read on (the server went away): say what was written
      const outcome = error instanceof WriteSourceError ? (error.outcome as WriteOutcome<PbRecord>) : null;
      const reason = errorMessage(error instanceof WriteSourceError ? error.cause : error);
      setResult(resultOf(outcome, 0, controller.signal, reason));
    }
  };

  return {
    progress,
    result,
    isWriting: progress !== null && result === null,
    start: (editor, scope, count, value) => void run(editor, scope, count, value),
    stop: () => abort.current?.abort(),
  };
}
