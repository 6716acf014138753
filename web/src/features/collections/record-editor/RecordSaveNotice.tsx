import { RecordConflictNotice } from './RecordConflictNotice';
import type { SaveProblem } from './useRecordSave';
import styles from './RecordEditorPanel.module.css';

interface RecordSaveNoticeProps {
  problem: SaveProblem | null;
  isDirty: boolean;
  onResolve: (take: 'mine' | 'theirs') => void;
  onReload: () => void;
}

/** What the editor says above its form when a save could not be done as asked (never a toast). */
export function RecordSaveNotice({ problem, isDirty, onResolve, onReload }: RecordSaveNoticeProps) {
  if (!problem) return null;
  if (problem.kind === 'conflict')
    return (
      <RecordConflictNotice
        conflicts={problem.conflicts}
        hasChanges={isDirty}
        onKeepMine={() => onResolve('mine')}
        onTakeTheirs={() => onResolve('theirs')}
        onReload={onReload}
      />
    );
  return (
    <div className={styles.notice} role="alert">
      {problem.kind === 'gone' ? GONE : problem.maybeSaved ? MAYBE_SAVED : NOT_SAVED}
    </div>
  );
}

const GONE =
  'This record no longer exists on the server: it was deleted after you opened it. Your changes are still here; copy what you need before closing.';

/** The record was read first and that read got no answer: the save was never sent. */
const NOT_SAVED =
  'Could not reach the server, so nothing was saved. Your changes are kept (also as a draft in this browser); save again when the server is back.';

/** A write went out without an answer: the server may have applied it before the answer was lost. */
const MAYBE_SAVED =
  'The server did not answer, so this save may or may not have been applied. Your changes are kept (also as a draft in this browser). Save again to make sure: a save that was applied is recognised, not made twice.';
