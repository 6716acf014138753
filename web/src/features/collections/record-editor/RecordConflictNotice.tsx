import { useState } from 'react';
import type { FieldConflict } from './model/recordConflict';
import { Button } from '../../../ui/Button';
import styles from './RecordEditorPanel.module.css';
import { t } from './messages';

interface RecordConflictNoticeProps {
  conflicts: readonly FieldConflict[];
  /** The form holds changes of the admin's own. */
  hasChanges: boolean;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  onReload: () => void;
}

function shown(value: unknown): string {
  if (value === '' || value === null || value === undefined) return t('conflict.empty');
  if (Array.isArray(value)) return value.length ? value.join(', ') : t('conflict.empty');
  return String(value);
}

/**
 * The open record changed on the server after the editor loaded it: says so before anything is
 * overwritten, lists the fields that differ, and offers to keep the admin's changes (the server's
 * other changes are taken), take the server's values, or reload.
 */
export function RecordConflictNotice({
  conflicts,
  hasChanges,
  onKeepMine,
  onTakeTheirs,
  onReload,
}: RecordConflictNoticeProps) {
  const [isOpen, setIsOpen] = useState(false);
  const both = conflicts.filter((c) => c.kind === 'both').length;
  return (
    <div className={styles.conflict} role="alert">
      <p>
        <strong>{t('conflict.title')}</strong>{' '}
        {conflicts.length === 0
          ? t('conflict.noneDiffer')
          : both > 0
            ? t('conflict.bothChanged', { count: both })
            : t('conflict.differ', { count: conflicts.length })}{' '}
        {t('conflict.nothingSaved')}
      </p>
      {conflicts.length > 0 && (
        <Button size="sm" variant="ghost" aria-expanded={isOpen} onClick={() => setIsOpen(!isOpen)}>
          {isOpen ? t('conflict.hide') : t('conflict.show')}
        </Button>
      )}
      {isOpen && (
        <table className={styles.conflictTable}>
          <thead>
            <tr>
              <th scope="col">{t('conflict.field')}</th>
              <th scope="col">{t('conflict.yours')}</th>
              <th scope="col">{t('conflict.server')}</th>
            </tr>
          </thead>
          <tbody>
            {conflicts.map((c) => (
              <tr key={c.field} data-kind={c.kind}>
                <th scope="row">
                  {c.field}
                  {c.kind === 'both' && <span className={styles.bothTag}> {t('conflict.bothTag')}</span>}
                </th>
                <td>{shown(c.mine)}</td>
                <td>{shown(c.theirs)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className={styles.conflictActions}>
        {hasChanges && (
          <Button size="sm" variant="primary" onClick={onKeepMine}>
            {t('conflict.keepMine')}
          </Button>
        )}
        <Button size="sm" onClick={onTakeTheirs}>
          {t('conflict.takeTheirs')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onReload}>
          {t('conflict.reload')}
        </Button>
      </div>
    </div>
  );
}
