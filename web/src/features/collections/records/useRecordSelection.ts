import { useCallback, useState } from 'react';
import type { Record as PbRecord } from 'pocketbase';
import type { BulkDeleteResult } from '../../../api/records';

export interface RecordSelection {
  selected: ReadonlySet<string>;
  /** The records a bulk delete could not remove, with the server's reason. */
  failures: BulkDeleteResult['failed'];
  toggle: (id: string) => void;
  toggleAll: (records: readonly PbRecord[]) => void;
  reset: () => void;
  afterDelete: (result: BulkDeleteResult) => void;
}

/** The selection of the table, a set of ids; a new `resetKey` (filter, sort) starts a new one. */
export function useRecordSelection(resetKey: string): RecordSelection {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [failures, setFailures] = useState<BulkDeleteResult['failed']>([]);
  const [selectionFor, setSelectionFor] = useState(resetKey);
  if (selectionFor !== resetKey) {
    setSelectionFor(resetKey);
    setSelected(new Set());
    setFailures([]);
  }
  const toggle = useCallback(
    (id: string) =>
      setSelected((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  return {
    selected,
    failures,
    toggle,
    toggleAll: (records) =>
      setSelected(records.every((r) => selected.has(r.id)) ? new Set() : new Set(records.map((r) => r.id))),
    reset: () => {
      setSelected(new Set());
      setFailures([]);
    },
    // the ones that failed stay selected, with the reason next to them
    afterDelete: (result) => {
      setSelected(new Set(result.failed.map((f) => f.id)));
      setFailures(result.failed);
    },
  };
}
