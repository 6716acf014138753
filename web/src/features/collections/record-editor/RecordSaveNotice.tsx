import { RecordConflictNotice } from './RecordConflictNotice';
import type { SaveProblem } from './useRecordSave';
import styles from './RecordEditorPanel.module.css';
import { t } from './messages';

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
      {problem.kind === 'gone'
        ? t('save.gone')
        : problem.maybeSaved
          ? t('save.maybeSaved')
          : t('save.notSaved')}
    </div>
  );
}
