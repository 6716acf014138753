import { useState } from 'react';
import type { FieldConflict } from './model/recordConflict';
import { Button } from '../../../ui/Button';
import styles from './RecordEditorPanel.module.css';

interface RecordConflictNoticeProps {
  conflicts: readonly FieldConflict[];
  /** The form holds changes of the admin's own. */
  hasChanges: boolean;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  onReload: () => void;
}

function shown(value: unknown): string {
  if (value === '' || value === null || value === undefined) return '(empty)';
  if (Array.isArray(value)) return value.length ? value.join(', ') : '(empty)';
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
        <strong>This record was changed on the server after you opened it.</strong>{' '}
        {conflicts.length === 0
          ? 'No field you see differs.'
          : both > 0
            ? `${both} of the fields you changed ${both === 1 ? 'was' : 'were'} changed there too.`
            : `${conflicts.length} ${conflicts.length === 1 ? 'field differs' : 'fields differ'}; your changes don't overlap.`}{' '}
        Nothing is saved until you choose.
      </p>
      {conflicts.length > 0 && (
        <Button size="sm" variant="ghost" aria-expanded={isOpen} onClick={() => setIsOpen(!isOpen)}>
          {isOpen ? 'Hide differences' : 'Show differences'}
        </Button>
      )}
      {isOpen && (
        <table className={styles.conflictTable}>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Yours</th>
              <th scope="col">On the server</th>
            </tr>
          </thead>
          <tbody>
            {conflicts.map((c) => (
              <tr key={c.field} data-kind={c.kind}>
                <th scope="row">
                  {c.field}
                  {c.kind === 'both' && <span className={styles.bothTag}> (both changed)</span>}
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
            Keep my changes
          </Button>
        )}
        <Button size="sm" onClick={onTakeTheirs}>
          Take the server&apos;s values
        </Button>
        <Button size="sm" variant="ghost" onClick={onReload}>
          Reload
        </Button>
      </div>
    </div>
  );
}
