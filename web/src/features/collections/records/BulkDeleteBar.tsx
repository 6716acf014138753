import { useDeleteRecords, type BulkDeleteResult } from '../../../api/records';
import { confirm } from '../../../lib/confirm';
import { toast } from '../../../lib/toasts';
import { Button } from '../../../ui/Button';
import { SafeText } from '../../../ui/SafeText';
import styles from './BulkDeleteBar.module.css';
import type { RecordSelection } from './useRecordSelection';

export const plural = (n: number) => (n === 1 ? 'record' : 'records');

/** Why a record of a bulk delete may still be there when its DELETE got no answer. */
const UNANSWERED_DELETE = 'The server did not answer, so it may or may not have been deleted.';

/**
 * The error toast after a bulk delete: how many were refused, and how many got no answer (a DELETE
 * whose answer was lost may have been done, so those are not said to have failed).
 */
function failureSummary(failed: BulkDeleteResult['failed'], total: number): string {
  const unanswered = failed.filter((f) => f.isUnanswered).length;
  const refused = failed.length - unanswered;
  const of = `of the ${total} selected ${plural(total)}`;
  const parts: string[] = [];
  if (refused > 0) parts.push(`Could not delete ${refused} ${of}.`);
  if (unanswered > 0)
    parts.push(
      `The server did not answer for ${unanswered} ${refused > 0 ? 'more' : of}: ${unanswered === 1 ? 'it' : 'they'} may or may not have been deleted.`,
    );
  return parts.join(' ');
}

/**
 * 'Selected N record(s)', Reset and Delete selected: one confirm, one DELETE per id in parallel, a
 * success toast; records that could not be deleted, or whose DELETE got no answer (it may have been
 * done), are listed with the reason and stay selected.
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
    else toast.error(failureSummary(result.failed, ids.length));
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
          <p>
            {failures.some((f) => f.isUnanswered)
              ? 'These records may not have been deleted and stay selected:'
              : 'These records could not be deleted and stay selected:'}
          </p>
          <ul>
            {failures.map((f) => (
              <li key={f.id}>
                <span className={styles.mono} dir="ltr">
                  <SafeText text={f.id} />
                </span>
                : <SafeText text={f.isUnanswered ? UNANSWERED_DELETE : f.message} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
