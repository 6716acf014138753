import type { ReactNode } from 'react';
import { useDeleteRecords, type BulkDeleteResult } from '../../../api/records';
import { confirm } from '../../../lib/confirm';
import { formatNumber } from '../../../lib/i18n';
import { toast } from '../../../lib/toasts';
import { Button } from '../../../ui/Button';
import { SafeText } from '../../../ui/SafeText';
import { withParts } from '../../../ui/withParts';
import styles from './BulkDeleteBar.module.css';
import { t } from './messages';
import type { RecordSelection } from './useRecordSelection';

/**
 * The error toast after a bulk delete: how many were refused, and how many got no answer (a DELETE
 * whose answer was lost may have been done, so those are not said to have failed).
 */
function failureSummary(failed: BulkDeleteResult['failed'], total: number): string {
  const unanswered = failed.filter((f) => f.isUnanswered).length;
  const refused = failed.length - unanswered;
  const parts: string[] = [];
  if (refused > 0) parts.push(t('bulk.refused', { refused, total }));
  if (unanswered > 0)
    parts.push(t(refused > 0 ? 'bulk.unansweredMore' : 'bulk.unansweredOf', { unanswered, total }));
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
  actions,
}: {
  collectionId: string;
  selection: RecordSelection;
  /** More actions on the selected records, before Delete (the grid's 'Set field', from its own chunk). */
  actions?: ReactNode;
}) {
  const deleteRecords = useDeleteRecords(collectionId);
  const { selected, failures } = selection;
  const handleDelete = async () => {
    const ids = [...selected];
    if (!(await confirm(t('bulk.confirm', { count: ids.length })))) return;
    const result = await deleteRecords.mutateAsync(ids);
    if (result.failed.length === 0) toast.success(t('bulk.deleted', { count: ids.length }));
    else toast.error(failureSummary(result.failed, ids.length));
    selection.afterDelete(result);
  };
  return (
    <>
      {selected.size > 0 && (
        <div className={styles.bulkBar} role="region" aria-label={t('bulk.region')}>
          <span>
            {withParts((v) => t('bulk.selected', { ...v, count: selected.size }), {
              n: <strong>{formatNumber(selected.size)}</strong>,
            })}
          </span>
          <Button onClick={selection.reset}>{t('bulk.reset')}</Button>
          {actions}
          <Button variant="danger" isLoading={deleteRecords.isPending} onClick={() => void handleDelete()}>
            {t('bulk.delete')}
          </Button>
        </div>
      )}
      {failures.length > 0 && (
        <div className={styles.failures} role="alert">
          <p>
            {failures.some((f) => f.isUnanswered) ? t('bulk.failures.maybe') : t('bulk.failures.refused')}
          </p>
          <ul>
            {failures.map((f) => (
              <li key={f.id}>
                <span className={styles.mono} dir="ltr">
                  <SafeText text={f.id} />
                </span>
                : <SafeText text={f.isUnanswered ? t('bulk.failures.unanswered') : f.message} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
