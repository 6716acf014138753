import { memo, useCallback, useEffect, useMemo, useRef, type CSSProperties } from 'react';
import type { Record as PbRecord } from 'pocketbase';
import { useVirtualizer } from '@tanstack/react-virtual';
import { showBidiControls } from '../../../lib/bidi';
import { SpacerRow, Table, TableRow, VirtualTableScroll } from '../../../ui/Table';
import { useLanguage } from '../../../ui/useLanguage';
import { useWarmOverscan } from '../../../ui/useWarmOverscan';
import { observeRectAfterLayout, scrollUnlessFresh } from '../../../ui/virtualScroll';
import { columnDirection, type RecordColumn } from './columns';
import { ColumnCell } from './ColumnCell';
import { ColumnHeader, type PinnedCell } from './ColumnHeader';
import { useHeaderDrag } from './useHeaderDrag';
import type { GridOptions, RecordRowProps } from './grid/gridTypes';
import type { GridController, GridControllerArgs } from './grid/useGridController';
import { t } from './messages';
import styles from './RecordsTable.module.css';

/** Rows rendered beyond the visible ones on each side. */
const OVERSCAN = 15;
const SELECT_WIDTH = 44;

interface RecordsTableProps {
  records: readonly PbRecord[];
  /** Every column, in the admin's order and widths; `hidden` names those the admin turned off. */
  columns: readonly RecordColumn[];
  hidden: readonly string[];
  /** How many of the visible columns stay in place at the start edge while the table scrolls sideways. */
  pinned: number;
  /** The height of every row in px (one line each), so the virtualizer never measures. */
  rowHeight: number;
  /** Sets a column's width (null: its default); `store` is false while a drag goes on. */
  onResize: (key: string, width: number | null, store?: boolean) => void;
  /** A header dragged onto another: `key` takes the place of `target`. */
  onMoveColumn: (key: string, target: string) => void;
  isAuth: boolean;
  /** Views have no bulk selection. */
  canSelect: boolean;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
  sort: string;
  onSort: (sort: string) => void;
  isBusy: boolean;
  onOpen: (record: PbRecord) => void;
  /** The admin pointed at or focused the table: a record may be opened next. */
  onIntent?: () => void;
  /** The spreadsheet mode: cells take the focus and edit in place (absent: a row opens its record). */
  grid?: GridOptions;
}

export type { GridOptions } from './grid/gridTypes';

/**
 * The records table: a real <table> (aria-rowcount/aria-rowindex for assistive tech) whose body
 * renders only the rows in view plus overscan, so 10,000 loaded rows scroll like 30.
 */
/** The plain table's stand-in for the grid's controller. */
function useNoGrid(_args: GridControllerArgs): GridController | null {
  return null;
}

const NO_GRID_ROW = { focusCol: -1, rangeFirst: -1, rangeLast: -1, editing: null };

export function RecordsTable(props: RecordsTableProps) {
  const { records, columns, hidden, pinned, rowHeight, canSelect, selected, sort, onSort, isBusy } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const overscan = useWarmOverscan(records.length > 0, OVERSCAN);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
    count: records.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan,
    initialRect: { width: 0, height: window.innerHeight },
    observeElementRect: observeRectAfterLayout,
    scrollToFn: scrollUnlessFresh,
    getItemKey: (index) => records[index].id,
  });
  // the rows' size is known, never measured: a new row height replaces every size kept so far
  useEffect(() => virtualizer.measure(), [virtualizer, rowHeight]);
  const items = virtualizer.getVirtualItems();
  const paddingTop = items.length ? items[0].start : 0;
  const paddingBottom = items.length ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
  // one array per column set, so rows (memo) don't re-render on every scroll frame
  const visible = useMemo(() => columns.filter((c) => !hidden.includes(c.key)), [columns, hidden]);
  const span = visible.length + (canSelect ? 1 : 0);
  const width = visible.reduce((sum, c) => sum + c.width, canSelect ? SELECT_WIDTH : 0);
  const tableStyle = useMemo(
    () => ({ minWidth: width, '--record-row-height': `${rowHeight}px` }) as CSSProperties,
    [width, rowHeight],
  );
  const allSelected = records.length > 0 && records.every((r) => selected.has(r.id));
  const someSelected = !allSelected && records.some((r) => selected.has(r.id));

  // the first `pinned` columns stay in place, after the selection column, while the table scrolls
  // sideways: each sticks at the sum of the widths before it. Their widths are exact, as only the
  // last column's <col> takes the room left over.
  const pins = useMemo(() => {
    const count = Math.min(pinned, visible.length);
    let offset = canSelect ? SELECT_WIDTH : 0;
    return visible.map((column, i): PinnedCell | undefined => {
      if (i >= count) return undefined;
      const cell = {
        className: `${styles.pinned} ${i === count - 1 ? styles.pinnedEdge : ''}`,
        style: { insetInlineStart: offset },
      };
      offset += column.width;
      return cell;
    });
  }, [visible, pinned, canSelect]);
  const { onMoveColumn } = props;
  const headerDrag = useHeaderDrag((key) => columns.find((c) => c.key === key)?.kind === 'id', onMoveColumn);

  const { onOpen, onToggle } = props;
  const handleOpen = useCallback((record: PbRecord) => onOpen(record), [onOpen]);
  const handleToggle = useCallback((id: string) => onToggle(id), [onToggle]);

  // the spreadsheet mode comes from the grid's own chunk; the table is remounted when it changes, so
  // the same hook runs for the table's whole life
  const useController = props.grid?.lib.useGridController ?? useNoGrid;
  const controller = useController({
    grid: props.grid as GridOptions,
    records,
    visible,
    canSelect,
    span,
    selected,
    onToggle,
    onOpen,
    scrollToRow: (row) => virtualizer.scrollToIndex(row, { align: 'auto' }),
    scrollRef,
    rowHeight,
  });

  return (
    <VirtualTableScroll
      ref={scrollRef}
      className={styles.scroll}
      data-records-scroll=""
      onPointerEnter={props.onIntent}
      onFocus={props.onIntent}
    >
      <Table
        ref={controller?.tableRef}
        className={styles.table}
        style={tableStyle}
        aria-busy={isBusy}
        aria-rowcount={records.length + 1}
        aria-label={t('table.label')}
        data-records-table=""
        {...controller?.tableProps}
      >
        <colgroup>
          {canSelect && <col style={{ width: SELECT_WIDTH }} />}
          {visible.map((c, i) => (
            // the last column takes whatever room the table has beyond the columns' widths
            <col key={c.key} style={i === visible.length - 1 ? undefined : { width: c.width }} />
          ))}
        </colgroup>
        <thead>
          <tr aria-rowindex={1} {...headerDrag.rowProps}>
            {canSelect && (
              <th
                scope="col"
                aria-colindex={props.grid ? 1 : undefined}
                className={`${styles.select} ${styles.pinned}`}
              >
                {/* the label makes the whole cell the checkbox's target */}
                <label className={styles.checkLabel}>
                  <input
                    type="checkbox"
                    aria-label={t('table.selectAll')}
                    checked={allSelected}
                    ref={(el) => {
                      if (el) el.indeterminate = someSelected;
                    }}
                    onChange={props.onToggleAll}
                  />
                </label>
              </th>
            )}
            {visible.map((column, i) => (
              <ColumnHeader
                key={column.key}
                column={column}
                sort={sort}
                onSort={onSort}
                pin={pins[i]}
                isDropTarget={headerDrag.target === column.key && headerDrag.dragged !== column.key}
                isDragged={headerDrag.dragged === column.key}
                onResize={props.onResize}
                colIndex={props.grid ? i + (canSelect ? 2 : 1) : undefined}
              />
            ))}
          </tr>
        </thead>
        <tbody>
          {paddingTop > 0 && <SpacerRow span={span} height={paddingTop} />}
          {items.map((item) => {
            const record = records[item.index];
            return (
              <RecordRow
                key={item.key}
                record={record}
                rowIndex={item.index + 2}
                columns={visible}
                pins={pins}
                isAuth={props.isAuth}
                canSelect={canSelect}
                isSelected={selected.has(record.id)}
                onToggle={handleToggle}
                onOpen={handleOpen}
                grid={controller?.context ?? null}
                {...(controller ? controller.rowState(item.index, record.id) : NO_GRID_ROW)}
              />
            );
          })}
          {paddingBottom > 0 && <SpacerRow span={span} height={paddingBottom} />}
        </tbody>
      </Table>
      {controller?.dialog}
    </VirtualTableScroll>
  );
}

const RecordRow = memo(function RecordRow(props: RecordRowProps) {
  const { record, rowIndex, columns, pins, isAuth, canSelect, isSelected, onToggle, onOpen } = props;
  // memo keeps the row from the app's re-render on a language switch: it follows the language itself
  useLanguage();
  if (props.grid) {
    const { Row } = props.grid;
    return <Row {...props} grid={props.grid} />;
  }
  return (
    <TableRow
      data-record-row=""
      data-id={record.id}
      aria-rowindex={rowIndex}
      className={`${styles.row} ${isSelected ? styles.selected : ''}`}
      onOpen={() => onOpen(record)}
    >
      {canSelect && (
        <td className={`${styles.select} ${styles.pinned}`} onClick={(e) => e.stopPropagation()}>
          <label className={styles.checkLabel}>
            <input
              type="checkbox"
              aria-label={t('table.selectRecord', { id: showBidiControls(record.id) })}
              checked={isSelected}
              onChange={() => onToggle(record.id)}
              onKeyDown={(e) => e.stopPropagation()}
            />
          </label>
        </td>
      )}
      {columns.map((column, i) => (
        <td
          key={column.key}
          className={pins[i]?.className}
          style={pins[i]?.style}
          dir={columnDirection(column)}
        >
          <ColumnCell record={record} column={column} isAuth={isAuth} />
        </td>
      ))}
    </TableRow>
  );
});
