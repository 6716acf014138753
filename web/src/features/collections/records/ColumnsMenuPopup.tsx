import { useId, useLayoutEffect, useRef } from 'react';
import { IconArrowDown, IconArrowUp } from '../../../ui/icons';
import { SafeText } from '../../../ui/SafeText';
import { canMove, type RowHeight } from './columnLayout';
import type { RecordColumn } from './columns';
import { t, type RecordsKey } from './messages';
import styles from './ColumnsMenu.module.css';

export interface ColumnsMenuPopupProps {
  popupId: string;
  /** Every column, in the table's order. */
  columns: readonly RecordColumn[];
  hidden: readonly string[];
  onChange: (hidden: string[]) => void;
  /** How many of the visible columns are pinned at the start edge. */
  pinned: number;
  onPin: (count: number) => void;
  /** Moves a column to place `to` of `columns`. */
  onMove: (key: string, to: number) => void;
  rowHeight: RowHeight;
  onRowHeight: (height: RowHeight) => void;
  onReset: () => void;
}

const ROW_HEIGHT_OPTIONS = [
  { value: 'compact', label: 'columns.compact' },
  { value: 'comfortable', label: 'columns.comfortable' },
] as const satisfies readonly { value: RowHeight; label: RecordsKey }[];

/**
 * The open columns' menu: per column in the table's order, a checkbox that shows or hides it, a
 * toggle that pins the columns up to it and buttons that move it; then the row height and a reset of
 * the order, widths and pins. A chunk of its own: the records screen shows without it.
 */
export default function ColumnsMenuPopup(props: ColumnsMenuPopupProps) {
  const { popupId, columns, hidden, onChange, pinned, onPin, onMove } = props;
  const rootRef = useRef<HTMLDivElement>(null);
  const rowHeightName = useId();
  // a moved column's row is put back in the list by React, which may take the focus from its button:
  // the button pressed gets it back
  const refocus = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (!refocus.current) return;
    const wanted = refocus.current;
    const target = [...(rootRef.current?.querySelectorAll<HTMLElement>('[data-move]') ?? [])].find(
      (button) => button.dataset.move === wanted,
    );
    refocus.current = null;
    if (target && document.activeElement !== target) target.focus();
  });

  const toggle = (key: string) =>
    onChange(hidden.includes(key) ? hidden.filter((k) => k !== key) : [...hidden, key]);
  const move = (key: string, step: -1 | 1) => {
    // an impossible move keeps the button (aria-disabled rather than disabled keeps the focus on it)
    if (!canMove(columns, key, step)) return;
    refocus.current = `${step}:${key}`;
    onMove(key, columns.findIndex((c) => c.key === key) + step);
  };
  const visibleKeys = columns.filter((c) => !hidden.includes(c.key)).map((c) => c.key);

  return (
    <div ref={rootRef} id={popupId} className={styles.popup} role="group" aria-label={t('columns.label')}>
      <ul className={styles.list}>
        {columns.map((column) => {
          const place = visibleKeys.indexOf(column.key);
          const isPinned = place >= 0 && place < pinned;
          const canUp = canMove(columns, column.key, -1);
          const canDown = canMove(columns, column.key, 1);
          return (
            <li key={column.key} className={styles.item}>
              <label className={styles.option}>
                <input
                  type="checkbox"
                  checked={!hidden.includes(column.key)}
                  onChange={() => toggle(column.key)}
                  autoFocus={column === columns[0]}
                />
                <span className={styles.name}>
                  <SafeText text={column.key} />
                </span>
              </label>
              {place >= 0 && (
                <button
                  type="button"
                  className={`${styles.tool} ${styles.pin}`}
                  aria-pressed={isPinned}
                  aria-label={t('columns.pin', { column: column.key })}
                  title={t('columns.pin', { column: column.key })}
                  // pressed again, the column and those after it are no longer pinned
                  onClick={() => onPin(isPinned ? place : place + 1)}
                >
                  {t('columns.pinShort')}
                </button>
              )}
              {column.kind !== 'id' && (
                <>
                  <button
                    type="button"
                    className={styles.tool}
                    aria-label={t('columns.moveUp', { column: column.key })}
                    title={t('columns.moveUp', { column: column.key })}
                    aria-disabled={!canUp || undefined}
                    data-move={`-1:${column.key}`}
                    onClick={() => move(column.key, -1)}
                  >
                    <IconArrowUp size={14} />
                  </button>
                  <button
                    type="button"
                    className={styles.tool}
                    aria-label={t('columns.moveDown', { column: column.key })}
                    title={t('columns.moveDown', { column: column.key })}
                    aria-disabled={!canDown || undefined}
                    data-move={`1:${column.key}`}
                    onClick={() => move(column.key, 1)}
                  >
                    <IconArrowDown size={14} />
                  </button>
                </>
              )}
            </li>
          );
        })}
      </ul>
      <fieldset className={styles.rowHeight}>
        <legend>{t('columns.rowHeight')}</legend>
        {ROW_HEIGHT_OPTIONS.map((option) => (
          <label key={option.value} className={styles.option}>
            <input
              type="radio"
              name={rowHeightName}
              value={option.value}
              checked={props.rowHeight === option.value}
              onChange={() => props.onRowHeight(option.value)}
            />
            <span>{t(option.label)}</span>
          </label>
        ))}
      </fieldset>
      <button type="button" className={styles.reset} onClick={props.onReset}>
        {t('columns.reset')}
      </button>
    </div>
  );
}
