import { Button } from '../../../../ui/Button';
import { SafeText } from '../../../../ui/SafeText';
import { t } from './messages';
import type { CellSave, CellSaves, CurrentUpdated } from './useCellSaves';
import styles from './GridControls.module.css';

/** Undo and Redo of the grid's last changes (also Ctrl+Z and Ctrl+Shift+Z in the grid). */
export function GridHistory({ saves, currentUpdated }: { saves: CellSaves; currentUpdated: CurrentUpdated }) {
  const { canUndo, canRedo, undoLabel, redoLabel } = saves.history;
  return (
    <>
      <Button
        disabled={!canUndo}
        aria-keyshortcuts="Control+Z"
        title={undoLabel ?? undefined}
        onClick={() => saves.undo(currentUpdated)}
      >
        {t('grid.undo')}
      </Button>
      <Button
        disabled={!canRedo}
        aria-keyshortcuts="Control+Shift+Z"
        title={redoLabel ?? undefined}
        onClick={() => saves.redo(currentUpdated)}
      >
        {t('grid.redo')}
      </Button>
    </>
  );
}

/**
 * The keys the grid takes, shown above it and read as its description; on a touch screen also how
 * taps work (its CSS shows that sentence only where the pointer is a finger).
 */
export function GridHint({ id }: { id: string }) {
  return (
    <p id={id} className={styles.hint}>
      {t('grid.hint')} <span className={styles.hintTouch}>{t('grid.hintTouch')}</span>
    </p>
  );
}

function describe(save: CellSave, id: string): string {
  const field = save.field.name;
  if (save.status === 'failed') return t('grid.unsaved.failed', { field, id, message: save.message ?? '' });
  if (save.status === 'gone') return t('grid.unsaved.gone', { field, id, mine: save.text });
  if (save.status === 'overwritten')
    return t('grid.unsaved.overwritten', { field, id, server: save.serverText ?? '', mine: save.text });
  return t('grid.unsaved.conflict', { field, id, server: save.serverText ?? '', mine: save.text });
}

/**
 * Every cell whose typed value is not on the server yet, until each is saved or reverted: a refused
 * value with the server's reason, Retry and Revert; a value someone else changed meanwhile with both
 * values, 'Save mine' and 'Keep theirs'; a value typed into a record deleted meanwhile, to read or copy
 * before 'Dismiss'; a saved value that replaced one someone else wrote while it was on its way, with
 * 'Keep mine' and 'Put theirs back'. Nothing typed is dropped behind the admin's back.
 */
export function UnsavedCells({ saves }: { saves: CellSaves }) {
  // a cell on its way is marked in the cell itself: listing it above the grid at every commit would
  // push the rows down under the admin's pointer (a tap on the next cell would land on another)
  const list = [...saves.saves.values()].filter((save) => save.status !== 'saving');
  if (list.length === 0) return null;
  // an overwritten cell is saved: it is listed for a decision, not as a change not saved
  const open = list.filter((save) => save.status !== 'overwritten').length;
  return (
    <section className={styles.unsaved} aria-label={t('grid.unsaved.label')}>
      <p className={styles.title} role="status">
        {open > 0 && t('grid.unsaved.title', { count: open })}
      </p>
      <ul className={styles.list}>
        {list.map((save) => (
          <li key={save.key} className={styles.item}>
            <span className={styles.text}>
              <SafeText text={describe(save, save.recordId)} />
            </span>
            {save.status === 'failed' && (
              <>
                <Button size="sm" onClick={() => saves.retry(save.key)}>
                  {t('grid.retry')}
                </Button>
                <Button size="sm" onClick={() => saves.revert(save.key)}>
                  {t('grid.revert')}
                </Button>
              </>
            )}
            {save.status === 'gone' && (
              <Button size="sm" onClick={() => saves.revert(save.key)}>
                {t('grid.dismiss')}
              </Button>
            )}
            {save.status === 'overwritten' && (
              <>
                <Button size="sm" onClick={() => saves.revert(save.key)}>
                  {t('grid.keepMine')}
                </Button>
                <Button size="sm" onClick={() => saves.restore(save.key)}>
                  {t('grid.putTheirsBack')}
                </Button>
              </>
            )}
            {save.status === 'conflict' && (
              <>
                <Button size="sm" onClick={() => saves.retry(save.key)}>
                  {t('grid.saveMine')}
                </Button>
                <Button size="sm" onClick={() => saves.revert(save.key)}>
                  {t('grid.keepTheirs')}
                </Button>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
