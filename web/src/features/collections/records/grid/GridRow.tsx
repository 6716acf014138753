import type { FocusEvent, PointerEvent } from 'react';
import { showBidiControls } from '../../../../lib/bidi';
import { SafeText } from '../../../../ui/SafeText';
import { columnDirection } from '../columns';
import { ColumnCell } from '../ColumnCell';
import { t as recordsText } from '../messages';
import { t } from './messages';
import styles from '../RecordsTable.module.css';
import { GridCellEditor } from './GridCellEditor';
import type { GridContext, RecordRowProps } from './gridTypes';
import { inlineEditor } from './inlineEditors';
import { cellKey, type CellSave } from './useCellSaves';
import gridStyles from './Grid.module.css';

/**
 * A row of the spreadsheet mode: every cell is a grid cell with a roving focus; none opens on a click.
 * A finger has no double click to rely on, so a tap on the cell that already holds the focus edits it
 * (the controller decides, from the press each cell reports before its click).
 */
export function GridRow(props: RecordRowProps & { grid: GridContext }) {
  const { record, rowIndex, columns, pins, isAuth, canSelect, isSelected, onToggle, grid } = props;
  const { focusCol, rangeFirst, rangeLast, editing } = props;
  const row = rowIndex - 2;
  const offset = canSelect ? 1 : 0;
  const cellProps = (col: number, className?: string) => {
    const inRange = rangeFirst >= 0 && col >= rangeFirst && col <= rangeLast;
    return {
      'data-cell': `${row}:${col}`,
      role: 'gridcell',
      tabIndex: focusCol === col ? 0 : -1,
      'aria-colindex': col + 1,
      'aria-selected': rangeFirst >= 0 ? inRange : undefined,
      className: [
        gridStyles.cell,
        // a cell focused by a tap or a click shows it too (the browser's focus-visible would not)
        focusCol === col ? gridStyles.focused : '',
        inRange ? gridStyles.inRange : '',
        className ?? '',
      ].join(' '),
      // read before the press moves the focus, so the tap that focuses a cell does not also edit it
      onPointerDown: (e: PointerEvent<HTMLElement>) =>
        grid.actions.press(
          { row, col },
          e.pointerType === 'touch' || e.pointerType === 'pen',
          document.activeElement === e.currentTarget,
        ),
      onFocus: (e: FocusEvent<HTMLElement>) => {
        if (e.target === e.currentTarget) grid.actions.focus({ row, col });
      },
      // A click inside the cell's own open editor (a box of a multiple select's list, a date's
      // calendar button) is the editor's. Taken as a click on the cell, it would ask for the focus
      // back on this cell once the edit ends, and take it from the cell that the tap ending the edit
      // has just focused (that tap's own click can be lost as the rows settle).
      onClick: (e: { shiftKey: boolean }) => {
        const isEditorsClick = !!editing && editing.colKey === columns[col - offset]?.key;
        if (!isEditorsClick) grid.actions.click({ row, col }, e.shiftKey);
      },
      onDoubleClick: () => grid.actions.doubleClick({ row, col }),
    };
  };
  return (
    <tr
      data-record-row=""
      data-id={record.id}
      aria-rowindex={rowIndex}
      className={`${styles.row} ${isSelected ? styles.selected : ''}`}
    >
      {canSelect && (
        <td {...cellProps(0, `${styles.select} ${styles.pinned}`)}>
          <label className={styles.checkLabel}>
            <input
              type="checkbox"
              tabIndex={-1}
              aria-label={recordsText('table.selectRecord', { id: showBidiControls(record.id) })}
              checked={isSelected}
              onChange={() => onToggle(record.id)}
            />
          </label>
        </td>
      )}
      {columns.map((column, i) => {
        const col = i + offset;
        const editor = inlineEditor(column, grid.isView);
        const isEditing = editing !== null && editing.colKey === column.key && editor !== null;
        const save = editor ? grid.saves.get(cellKey(record.id, editor.field.name)) : undefined;
        const base = pins[i]?.className;
        return (
          <td
            key={column.key}
            dir={columnDirection(column)}
            style={pins[i]?.style}
            {...cellProps(col, isEditing ? `${base ?? ''} ${gridStyles.editing}` : base)}
          >
            {isEditing && editor ? (
              <GridCellEditor
                editor={editor}
                text={editing.text}
                message={editing.message}
                refusals={editing.refusals}
                label={column.key}
                onCommit={grid.actions.commit}
                onCancel={grid.actions.cancel}
                onAbandon={(typed) => grid.actions.abandon(editing, typed)}
              />
            ) : save ? (
              <UnsavedText save={save} />
            ) : column.kind === 'id' ? (
              <button
                type="button"
                tabIndex={-1}
                className={gridStyles.openButton}
                aria-label={t('grid.open', { id: showBidiControls(record.id) })}
                onClick={(e) => {
                  e.stopPropagation();
                  grid.actions.open(record);
                }}
              >
                <ColumnCell record={record} column={column} isAuth={isAuth} />
              </button>
            ) : (
              <ColumnCell record={record} column={column} isAuth={isAuth} />
            )}
          </td>
        );
      })}
    </tr>
  );
}

/** What a cell shows while its typed value is not the server's: the typed text and why. */
function UnsavedText({ save }: { save: CellSave }) {
  const mark =
    save.status === 'saving'
      ? t('grid.saving')
      : save.status === 'failed'
        ? t('grid.failedMark', { message: save.message ?? '' })
        : t('grid.conflictMark');
  return (
    <span className={save.status === 'saving' ? gridStyles.saving : gridStyles.failed}>
      <SafeText text={save.text} />
      <span className="visually-hidden"> ({mark})</span>
    </span>
  );
}
