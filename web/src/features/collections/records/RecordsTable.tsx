import {
  memo,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
} from 'react';
import type { Record as PbRecord } from 'pocketbase';
import { useVirtualizer } from '@tanstack/react-virtual';
import { formatHtmlTable, formatTsv, rowsFromClipboard } from '../../../lib/clipboardGrid';
import { textDirection } from '../../../lib/direction';
import {
  clampState,
  commitMove,
  gridKey,
  rangeOf,
  type Cell as GridCell,
  type GridBounds,
  type GridCommand,
  type GridState,
} from '../../../lib/gridNavigation';
import { nextSort, sortDirection } from '../../../lib/recordColumns';
import { showBidiControls } from '../../../lib/bidi';
import { SafeText } from '../../../ui/SafeText';
import { SortButton } from '../../../ui/SortHeader';
import { SpacerRow, Table, TableRow, VirtualTableScroll } from '../../../ui/Table';
import { useLanguage } from '../../../ui/useLanguage';
import { useWarmOverscan } from '../../../ui/useWarmOverscan';
import { observeRectAfterLayout, scrollUnlessFresh } from '../../../ui/virtualScroll';
import { columnDirection, NO_SORT, type RecordColumn } from './columns';
import { ColumnCell } from './ColumnCell';
import { GridRow } from './grid/GridRow';
import type { Editing, GridActions, GridContext, RecordRowProps } from './grid/gridTypes';
import { cellCopyText, cellEditText, inlineEditor } from './grid/inlineEditors';
import { cellKey, type CellSaves } from './grid/useCellSaves';
import { PasteDialog } from './grid/PasteDialog';
import { planPaste, type PastePlan } from './grid/pastePlan';
import { t } from './messages';
import styles from './RecordsTable.module.css';

/** Every row has the same height (one line), so the virtualizer never measures. */
export const RECORD_ROW_HEIGHT = 45;
/** Rows rendered beyond the visible ones on each side. */
const OVERSCAN = 15;
const SELECT_WIDTH = 44;

interface RecordsTableProps {
  records: readonly PbRecord[];
  /** Every column; `hidden` names those the admin turned off. */
  columns: readonly RecordColumn[];
  hidden: readonly string[];
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

export interface GridOptions {
  /** A view's cells are read-only. */
  isView: boolean;
  saves: CellSaves;
  hasMore: boolean;
  onLoadMore: () => void;
  /** The id of the text that says which keys the grid takes. */
  hintId: string;
}

/**
 * The records table: a real <table> (aria-rowcount/aria-rowindex for assistive tech) whose body
 * renders only the rows in view plus overscan, so 10,000 loaded rows scroll like 30.
 */
export function RecordsTable(props: RecordsTableProps) {
  const { records, columns, hidden, canSelect, selected, sort, onSort, isBusy } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const overscan = useWarmOverscan(records.length > 0, OVERSCAN);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
    count: records.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => RECORD_ROW_HEIGHT,
    overscan,
    initialRect: { width: 0, height: window.innerHeight },
    observeElementRect: observeRectAfterLayout,
    scrollToFn: scrollUnlessFresh,
    getItemKey: (index) => records[index].id,
  });
  const items = virtualizer.getVirtualItems();
  const paddingTop = items.length ? items[0].start : 0;
  const paddingBottom = items.length ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
  // one array per column set, so rows (memo) don't re-render on every scroll frame
  const visible = useMemo(() => columns.filter((c) => !hidden.includes(c.key)), [columns, hidden]);
  const span = visible.length + (canSelect ? 1 : 0);
  const width = visible.reduce((sum, c) => sum + c.width, canSelect ? SELECT_WIDTH : 0);
  const allSelected = records.length > 0 && records.every((r) => selected.has(r.id));
  const someSelected = !allSelected && records.some((r) => selected.has(r.id));

  // the first column stays in place, after the selection column, while the table scrolls sideways
  const pinnedFirst = `${styles.pinned} ${styles.pinnedEdge} ${canSelect ? styles.afterSelect : ''}`;

  const { onOpen, onToggle } = props;
  const handleOpen = useCallback((record: PbRecord) => onOpen(record), [onOpen]);
  const handleToggle = useCallback((id: string) => onToggle(id), [onToggle]);

  // --- the spreadsheet mode ---
  const grid = props.grid;
  const offset = canSelect ? 1 : 0;
  const tableRef = useRef<HTMLTableElement>(null);
  const [rawState, setGridState] = useState<GridState>({ focus: { row: 0, col: offset }, anchor: null });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [pastePlan, setPastePlan] = useState<PastePlan | null>(null);
  /** Set when a key or click moved the focus: the focused cell takes the DOM focus once drawn. */
  const focusWanted = useRef(false);
  const bounds = (): GridBounds => ({
    rowCount: records.length,
    colCount: span,
    pageRows: Math.max(1, Math.floor(((scrollRef.current?.clientHeight ?? 0) - 38) / RECORD_ROW_HEIGHT)),
    hasMore: grid?.hasMore ?? false,
    selectCol: canSelect ? 0 : null,
  });
  // rows or columns may have gone (a reload, a hidden column): the focus stays inside the grid
  const state = clampState(rawState, bounds());
  const range = state.anchor ? rangeOf(state) : null;

  useLayoutEffect(() => {
    if (!grid || !focusWanted.current || editing) return;
    const cell = tableRef.current?.querySelector<HTMLElement>(
      `[data-cell="${state.focus.row}:${state.focus.col}"]`,
    );
    if (!cell) return; // the row is drawn after the scroll to it
    focusWanted.current = false;
    cell.focus({ preventScroll: true });
    cell.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  });

  const moveTo = (next: GridState, loadMore = false) => {
    setGridState(next);
    focusWanted.current = true;
    virtualizer.scrollToIndex(next.focus.row, { align: 'auto' });
    if (loadMore) grid?.onLoadMore();
  };

  const currentUpdated = (recordId: string) => records.find((r) => r.id === recordId)?.updated;

  const columnAt = (col: number) => (col < offset ? undefined : visible[col - offset]);

  /** Opens the cell's editor: in place, in the record panel, or (a bool) flips it at once. */
  const startEdit = (cell: GridCell, initial: string | null, fromDoubleClick = false) => {
    if (!grid) return;
    const record = records[cell.row];
    const column = columnAt(cell.col);
    if (!record || !column) return;
    const editor = inlineEditor(column, grid.isView);
    if (!editor || editor.kind === 'panel') {
      if (initial === null && (editor || fromDoubleClick)) onOpen(record);
      return;
    }
    const save = grid.saves.saves.get(cellKey(record.id, editor.field.name));
    const startText = save?.startText ?? cellEditText(record, editor);
    const current = save?.text ?? startText;
    if (editor.kind === 'bool') {
      if (initial === null || initial === ' ')
        void grid.saves.commit(record, editor.field, current === 'true' ? 'false' : 'true', startText);
      return;
    }
    grid.saves.begin(record.id);
    setEditing({
      recordId: record.id,
      colKey: column.key,
      text: editor.kind === 'text' && initial !== null ? initial : current,
      startText,
      message: null,
    });
  };

  const runCommand = (command: NonNullable<GridCommand>) => {
    const record = records[state.focus.row];
    switch (command.type) {
      case 'move':
        return moveTo(command.state, command.loadMore);
      case 'edit':
        return startEdit(state.focus, command.initial);
      case 'toggleRow':
        return record && onToggle(record.id);
      case 'selectRow':
        return record && !selected.has(record.id) && onToggle(record.id);
      case 'open':
        return record && onOpen(record);
      case 'undo':
        return grid?.saves.undo(currentUpdated);
      case 'redo':
        return grid?.saves.redo(currentUpdated);
      default:
        return undefined; // copy is the browser's copy event; paste and clear are not cell edits yet
    }
  };

  /** The selected range (the focused cell alone without one) as tab-separated text and an HTML table. */
  const onGridCopy = (e: ClipboardEvent<HTMLTableElement>) => {
    if (!grid || editing || !(e.target as HTMLElement).closest('[data-cell]')) return;
    const { top, bottom, firstCol, lastCol } = rangeOf(state);
    const cols = visible.slice(Math.max(firstCol, offset) - offset, lastCol - offset + 1);
    const rows = records
      .slice(top, bottom + 1)
      .map((record) => cols.map((column) => cellCopyText(record, column)));
    if (cols.length === 0) return;
    e.preventDefault();
    e.clipboardData.setData('text/plain', formatTsv(rows));
    e.clipboardData.setData('text/html', formatHtmlTable(rows));
  };

  /**
   * Pasted rows go over the grid from the selection's first cell. One value is committed as a typed
   * one would be; more ask first (PasteDialog), and nothing is written before the admin agrees.
   */
  const onGridPaste = (e: ClipboardEvent<HTMLTableElement>) => {
    if (!grid || editing || !(e.target as HTMLElement).closest('[data-cell]')) return;
    const rows = rowsFromClipboard(e.clipboardData);
    if (rows.length === 0) return;
    e.preventDefault();
    const { top, firstCol } = rangeOf(state);
    const plan = planPaste(rows, records, visible, top, Math.max(firstCol, offset) - offset, grid.isView);
    const [only] = plan.cells;
    const isOneCell =
      plan.cells.length === 1 && !plan.problems.length && !plan.rowsBelow && !plan.columnsBeyond;
    const record = only && records.find((r) => r.id === only.recordId);
    if (isOneCell && record) {
      const startText = cellEditText(record, { kind: 'text', field: only.field });
      void grid.saves.commit(record, only.field, rows[0][0], startText);
    } else setPastePlan(plan);
  };

  const onGridKeyDown = (e: KeyboardEvent<HTMLTableElement>) => {
    if (!grid || editing || e.nativeEvent.isComposing) return;
    // the header's sort buttons and the select-all box keep their own keys
    if (!(e.target as HTMLElement).closest('[data-cell]')) return;
    const command = gridKey(e, state, bounds(), textDirection(e.currentTarget));
    // Ctrl+C and Ctrl+V go on to the browser, whose copy and paste events carry the data (no
    // clipboard permission is asked)
    if (!command || command.type === 'copy' || command.type === 'paste') return;
    e.preventDefault();
    runCommand(command);
  };

  // the rows are memoised: they get stable actions that read the latest state through a ref
  const latest = useRef({ state, editing, records, startEdit, moveTo, bounds });
  useLayoutEffect(() => {
    latest.current = { state, editing, records, startEdit, moveTo, bounds };
  });
  const actions = useMemo<GridActions>(
    () => ({
      click: (cell, extend) => {
        const { state: now } = latest.current;
        setGridState({ focus: cell, anchor: extend ? (now.anchor ?? now.focus) : null });
        focusWanted.current = true;
      },
      doubleClick: (cell) => latest.current.startEdit(cell, null, true),
      commit: (text, how) => {
        const { editing: open, records: rows } = latest.current;
        if (!open || !grid) return;
        const row = rows.findIndex((r) => r.id === open.recordId);
        const column = visible.find((c) => c.key === open.colKey);
        const editor = column && inlineEditor(column, grid.isView);
        if (row < 0 || !column || !editor) return setEditing(null); // the record went meanwhile
        void grid.saves.commit(rows[row], editor.field, text, open.startText).then((result) => {
          if (!result.ok) {
            setEditing({ ...open, text, message: result.message });
            return;
          }
          setEditing(null);
          const cell = { row, col: visible.indexOf(column) + offset };
          if (how === 'blur') return;
          const next = commitMove({ focus: cell, anchor: null }, how, latest.current.bounds());
          latest.current.moveTo(next.state, next.loadMore);
        });
      },
      cancel: () => {
        setEditing(null);
        focusWanted.current = true;
      },
      open: (record) => onOpen(record),
    }),
    [grid, visible, offset, onOpen],
  );
  const gridSaves = grid?.saves.saves;
  const isGridView = grid?.isView ?? false;
  const gridContext = useMemo<GridContext | null>(
    () => (gridSaves ? { saves: gridSaves, isView: isGridView, actions } : null),
    [gridSaves, isGridView, actions],
  );

  return (
    <VirtualTableScroll
      ref={scrollRef}
      className={styles.scroll}
      data-records-scroll=""
      onPointerEnter={props.onIntent}
      onFocus={props.onIntent}
    >
      <Table
        ref={tableRef}
        className={styles.table}
        style={{ minWidth: width }}
        aria-busy={isBusy}
        aria-rowcount={records.length + 1}
        aria-label={t('table.label')}
        data-records-table=""
        {...(grid && {
          role: 'grid',
          'aria-colcount': span,
          'aria-multiselectable': true,
          'aria-readonly': grid.isView || undefined,
          'aria-describedby': grid.hintId,
          onKeyDown: onGridKeyDown,
          onCopy: onGridCopy,
          onPaste: onGridPaste,
        })}
      >
        <colgroup>
          {canSelect && <col style={{ width: SELECT_WIDTH }} />}
          {visible.map((c) => (
            <col key={c.key} style={{ width: c.width }} />
          ))}
        </colgroup>
        <thead>
          <tr aria-rowindex={1}>
            {canSelect && (
              <th scope="col" className={`${styles.select} ${styles.pinned}`}>
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
            {visible.map((column, i) => {
              const direction = sortDirection(sort === NO_SORT ? '' : sort, column.key);
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={direction}
                  className={i === 0 ? pinnedFirst : undefined}
                >
                  <SortButton
                    direction={direction}
                    onClick={() => onSort(nextSort(sort === NO_SORT ? '' : sort, column.key) || NO_SORT)}
                  >
                    <SafeText text={column.key} />
                  </SortButton>
                </th>
              );
            })}
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
                pinnedFirst={pinnedFirst}
                isAuth={props.isAuth}
                canSelect={canSelect}
                isSelected={selected.has(record.id)}
                onToggle={handleToggle}
                onOpen={handleOpen}
                grid={gridContext}
                focusCol={state.focus.row === item.index ? state.focus.col : -1}
                rangeFirst={
                  range && item.index >= range.top && item.index <= range.bottom ? range.firstCol : -1
                }
                rangeLast={
                  range && item.index >= range.top && item.index <= range.bottom ? range.lastCol : -1
                }
                editing={editing?.recordId === record.id ? editing : null}
              />
            );
          })}
          {paddingBottom > 0 && <SpacerRow span={span} height={paddingBottom} />}
        </tbody>
      </Table>
      {grid && pastePlan && (
        <PasteDialog
          plan={pastePlan}
          saves={grid.saves}
          current={(recordId) => records.find((r) => r.id === recordId)}
          onClose={() => {
            setPastePlan(null);
            focusWanted.current = true;
          }}
        />
      )}
    </VirtualTableScroll>
  );
}

const RecordRow = memo(function RecordRow(props: RecordRowProps) {
  const { record, rowIndex, columns, pinnedFirst, isAuth, canSelect, isSelected, onToggle, onOpen } = props;
  // memo keeps the row from the app's re-render on a language switch: it follows the language itself
  useLanguage();
  if (props.grid) return <GridRow {...props} grid={props.grid} />;
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
        <td key={column.key} className={i === 0 ? pinnedFirst : undefined} dir={columnDirection(column)}>
          <ColumnCell record={record} column={column} isAuth={isAuth} />
        </td>
      ))}
    </TableRow>
  );
});
