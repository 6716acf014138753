import { useCallback, useState } from 'react';
import type { Record as PbRecord } from 'pocketbase';
import { useDeleteRecords, type BulkDeleteResult } from '../../api/records';
import { confirm } from '../../lib/confirm';
import { toast } from '../../lib/toasts';
import { Button } from '../../ui/Button';
import styles from './BulkDeleteBar.module.css';

export const plural = (n: number) => (n === 1 ? 'record' : 'records');

export interface RecordSelection {
  selected: ReadonlySet<string>;
  /** The records a bulk delete could not remove, with the server's reason. */
  failures: BulkDeleteResult['failed'];
  toggle: (id: string) => void;
  toggleAll: (records: readonly PbRecord[]) => void;
  reset: () => void;
  afterDelete: (result: BulkDeleteResult) => void;
}

/** The selection of the table, a set of ids (spec §4); a new `resetKey` (filter, sort) starts a new one. */
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

/**
 * 'Selected N record(s)', Reset and Delete selected: one confirm, one DELETE per id in parallel,
 * the §8 toast; records that could not be deleted are listed with the reason and stay selected.
 */
export function BulkDeleteBar({
  collectionId,
  selection,
}: {
  collectionId: string;
  selection: RecordSelection;
}) {
  const deleteRecords = useDeleteRecords(collectionId);
  const { selected, failures } = selection;
  const handleDelete = async () => {
    const ids = [...selected];
    if (!(await confirm(`Do you really want to delete the selected ${plural(ids.length)}?`))) return;
    const result = await deleteRecords.mutateAsync(ids);
    if (result.failed.length === 0) toast.success(`Successfully deleted the selected ${plural(ids.length)}.`);
    else
      toast.error(
        `Could not delete ${result.failed.length} of the ${ids.length} selected ${plural(ids.length)}.`,
      );
    selection.afterDelete(result);
  };
  return (
    <>
      {selected.size > 0 && (
        <div className={styles.bulkBar} role="region" aria-label="Selected records">
          <span>
            Selected <strong>{selected.size}</strong> {plural(selected.size)}
          </span>
          <Button onClick={selection.reset}>Reset</Button>
          <Button variant="danger" isLoading={deleteRecords.isPending} onClick={() => void handleDelete()}>
            Delete selected
          </Button>
        </div>
      )}
      {failures.length > 0 && (
        <div className={styles.failures} role="alert">
          <p>These records could not be deleted and stay selected:</p>
          <ul>
            {failures.map((f) => (
              <li key={f.id}>
                <span className={styles.mono}>{f.id}</span>: {f.message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
