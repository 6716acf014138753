import { showBidiControls } from '../../../lib/bidi';
import { CELL_TEXT_MAX, TOOLTIP_MAX, truncate } from '../../../lib/recordCells';
import { IconButton } from '../../../ui/Button';
import { IconClose } from '../../../ui/icons';
import { SafeText } from '../../../ui/SafeText';
import styles from './RelationChip.module.css';
import { t } from './messages';

interface RelationChipProps {
  /** The related record's label (display fields), or its id when the record is not loaded. */
  label: string;
  /** Whether `label` is a bare id (shown in the mono font). */
  isId: boolean;
  /** The record is gone from the server. */
  isMissing: boolean;
  /** The tooltip (label and id). */
  title: string;
  onRemove: () => void;
}

/**
 * One selected related record: its label as text, 'missing' when deleted, and a remove button. A
 * label or id with direction control characters shows them as markers (in the tooltip and the
 * button's name too), so it reads as stored.
 */
export function RelationChip({ label, isId, isMissing, title, onRemove }: RelationChipProps) {
  return (
    <li
      className={styles.chip}
      data-missing={isMissing || undefined}
      title={showBidiControls(truncate(title, TOOLTIP_MAX))}
    >
      <span className={isId ? styles.idLabel : styles.label}>
        <SafeText text={truncate(label, CELL_TEXT_MAX)} />
      </span>
      {isMissing && (
        <>
          {' '}
          <span className={styles.missing}>{t('relation.missing')}</span>
        </>
      )}
      <IconButton
        label={t('removeName', { name: showBidiControls(label) })}
        className={styles.remove}
        onClick={onRemove}
      >
        <IconClose size={14} />
      </IconButton>
    </li>
  );
}

/** The list the chips sit in. */
export const chipListClass = styles.chips;
