import {
  Suspense,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import type { Record as PbRecord, SchemaField } from 'pocketbase';
import { useCollectionsById } from '../../../../api/collections';
import { relationTargetId, type FieldLike } from '../../../../lib/schema';
import { RelationPickerPopup } from '../../record-editor';
import { formatHtmlTable, formatTsv, rowsFromClipboard } from '../../../../lib/clipboardGrid';
import { confirm } from '../../../../lib/confirm';
import { textDirection } from '../../../../lib/direction';
import {
  clampState,
  commitMove,
  gridKey,
  isSameCell,
  rangeOf,
  type Cell as GridCell,
  type GridBounds,
  type GridCommand,
  type GridState,
} from '../../../../lib/gridNavigation';
import type { RecordColumn } from '../columns';
import type { Editing, GridActions, GridContext, GridOptions } from './gridTypes';
import { cellCopyText, cellEditText, inlineEditor } from './inlineEditors';
import { JsonCellDialog } from './JsonCellDialog';
import { PasteDialog, type PasteMode } from './PasteDialog';
import { planPaste, type PastePlan } from './pastePlan';
import { cellKey, editStart } from './useCellSaves';
import { GridRow } from './GridRow';
import { t } from './messages';

/** What the records table gives the grid: its rows and columns, and how it scrolls. */
export interface GridControllerArgs {
  grid: GridOptions;
  records: readonly PbRecord[];
  /** The visible columns, in order. */
  visible: readonly RecordColumn[];
  canSelect: boolean;
  /** Columns, the selection column included. */
  span: number;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onOpen: (record: PbRecord) => void;
  scrollToRow: (row: number) => void;
  scrollRef: RefObject<HTMLDivElement | null>;
  rowHeight: number;
}

/** What a row needs of the grid beyond the shared context. */
export interface GridRowState {
  focusCol: number;
  rangeFirst: number;
  rangeLast: number;
  editing: Editing | null;
}

export interface GridController {
  tableRef: RefObject<HTMLTableElement | null>;
  /** The grid's attributes and handlers on the <table>. */
  tableProps: {
    role: 'grid';
    'aria-colcount': number;
    'aria-multiselectable': true;
    'aria-readonly': true | undefined;
    'aria-describedby': string;
    onKeyDown: (e: KeyboardEvent<HTMLTableElement>) => void;
    onCopy: (e: ClipboardEvent<HTMLTableElement>) => void;
    onPaste: (e: ClipboardEvent<HTMLTableElement>) => void;
  };
  context: GridContext;
  rowState: (index: number, recordId: string) => GridRowState;
  /** The paste preview, when one is open. */
  dialog: ReactNode;
}

/**
 * The spreadsheet mode of the records table: the roving focus and range (lib/gridNavigation), the
 * cell being edited, the copy and paste of ranges and the keys that undo and redo. Part of the grid's
 * own chunk, loaded when the admin turns the grid on.
 */
export function useGridController(args: GridControllerArgs): GridController {
  const { grid, records, visible, canSelect, span, selected, onToggle, onOpen, scrollRef } = args;
  // a drawn row is brought into view by the focus step's scrollIntoView: asking the virtualizer
  // makes the browser lay out the whole page in the key's handler, at every key of a held arrow
  const scrollToRow = (row: number) =>
    tableRef.current?.querySelector(`[data-cell^="${row}:"]`) ?? args.scrollToRow(row);
  const offset = canSelect ? 1 : 0;
  const tableRef = useRef<HTMLTableElement>(null);
  const [rawState, setGridState] = useState<GridState>({ focus: { row: 0, col: offset }, anchor: null });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [pastePlan, setPastePlan] = useState<{ plan: PastePlan; mode: PasteMode } | null>(null);
  /** The relation cell whose records are being chosen in the relation picker. */
  const [picking, setPicking] = useState<{ record: PbRecord; field: SchemaField; startText: string } | null>(
    null,
  );
  /** The json cell being edited in its code editor. */
  const [jsonEditing, setJsonEditing] = useState<{
    record: PbRecord;
    field: FieldLike;
    startText: string;
  } | null>(null);
  const collectionsById = useCollectionsById();
  /** Set when a key or click moved the focus: the focused cell takes the DOM focus once drawn. */
  const focusWanted = useRef(false);
  /** The grid's size; PageUp/PageDown read the rows that fit when a key is pressed. */
  const baseBounds: GridBounds = {
    rowCount: records.length,
    colCount: span,
    pageRows: 1,
    hasMore: grid.hasMore,
    selectCol: canSelect ? 0 : null,
  };
  const bounds = (): GridBounds => ({
    ...baseBounds,
    pageRows: Math.max(1, Math.floor(((scrollRef.current?.clientHeight ?? 0) - 38) / args.rowHeight)),
  });
  // rows or columns may have gone (a reload, a hidden column): the focus stays inside the grid
  const state = clampState(rawState, baseBounds);
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

  /**
   * Rows a counted move aimed at below the last loaded row (ArrowDown held at the end, PageDown):
   * the focus goes on to them once they are loaded, so no key press is lost while a page loads.
   */
  const owed = useRef<{ lastRow: number; rows: number } | null>(null);

  const moveTo = (next: GridState, loadMore = false, beyond = 0) => {
    const lastRow = records.length - 1;
    if (beyond > 0) {
      const before = owed.current?.lastRow === lastRow ? owed.current.rows : 0;
      owed.current = { lastRow, rows: before + beyond };
    } else owed.current = null;
    setGridState(next);
    focusWanted.current = true;
    scrollToRow(next.focus.row);
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
    const startText = editStart(save, cellEditText(record, editor));
    const current = save?.text ?? startText;
    if (editor.kind === 'relation') {
      const target = collectionsById.get(relationTargetId(editor.field as SchemaField));
      // a relation to a collection that is gone is left to the record panel, which says so
      if (!target) return onOpen(record);
      grid.saves.begin(record.id);
      setPicking({ record, field: editor.field as SchemaField, startText });
      return;
    }
    if (editor.kind === 'json') {
      grid.saves.begin(record.id);
      setJsonEditing({ record, field: editor.field, startText });
      return;
    }
    if (editor.kind === 'bool') {
      if (initial !== null && initial !== ' ') return;
      const next = current === 'true' ? 'false' : 'true';
      // verifying an auth record asks first, as the record editor does
      if (column.kind === 'authFlag' && editor.field.name === 'verified')
        void confirm(t(next === 'true' ? 'grid.verify.confirm' : 'grid.unverify.confirm')).then(
          (yes) => yes && void grid.saves.commit(record, editor.field, next, startText),
        );
      else void grid.saves.commit(record, editor.field, next, startText);
      return;
    }
    grid.saves.begin(record.id);
    setEditing({
      recordId: record.id,
      colKey: column.key,
      text: editor.kind === 'text' && initial !== null ? initial : current,
      startText,
      message: null,
      refusals: 0,
    });
  };

  const runCommand = (command: NonNullable<GridCommand>) => {
    const record = records[state.focus.row];
    switch (command.type) {
      case 'move':
        return moveTo(command.state, command.loadMore, command.beyond);
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
      case 'clear':
        return clearRange();
      default:
        return undefined; // copy and paste are the browser's events, which carry the data
    }
  };

  /**
   * Delete empties the selected cells, as a paste of empty texts would: a cell alone at once, more
   * after the same question a paste asks. The read-only columns of the range are left out unsaid.
   */
  const clearRange = () => {
    const { top, bottom, firstCol, lastCol } = rangeOf(state);
    const first = Math.max(firstCol, offset);
    if (lastCol < first) return; // the selection column alone
    const rows = records.slice(top, bottom + 1).map(() => Array<string>(lastCol - first + 1).fill(''));
    const plan = planPaste(rows, records, visible, top, first - offset, grid.isView, { skipReadOnly: true });
    const [only] = plan.cells;
    const record = only && records.find((r) => r.id === only.recordId);
    if (plan.cells.length === 1 && plan.problems.length === 0 && record) {
      const startText = cellEditText(record, { kind: 'text', field: only.field });
      void grid.saves.commit(record, only.field, '', startText);
    } else if (plan.cells.length > 0 || plan.problems.length > 0) setPastePlan({ plan, mode: 'clear' });
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
    } else setPastePlan({ plan, mode: 'paste' });
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

  // the rows a held key went past have come: the focus goes on to them (and asks for more if it
  // still aims further), before the next key is handled, which would otherwise start from the old row
  const rowCount = records.length;
  useLayoutEffect(() => {
    const wait = owed.current;
    if (!wait || rowCount - 1 <= wait.lastRow) return;
    owed.current = null;
    if (editing) return;
    const { state: now, moveTo: move } = latest.current;
    const aimed = wait.lastRow + wait.rows;
    const row = Math.min(aimed, rowCount - 1);
    move(
      { focus: { row, col: now.focus.col }, anchor: now.anchor },
      aimed > row && !!grid?.hasMore,
      aimed - row,
    );
  }, [rowCount, editing, grid?.hasMore]);
  // A tap on the focused cell edits it (no double click by finger); a double tap's would flip a bool back.
  const lastPress = useRef<{ cell: GridCell; isTouch: boolean; wasFocused: boolean } | null>(null);
  const actions = useMemo<GridActions>(
    () => ({
      press: (cell, isTouch, wasFocused) => void (lastPress.current = { cell, isTouch, wasFocused }),
      // a tap that ends an edit elsewhere may lose its click (the cell has the browser's focus)
      focus: (cell) => {
        if (!lastPress.current?.isTouch || latest.current.editing) return;
        setGridState((s) => (isSameCell(s.focus, cell) ? s : { focus: cell, anchor: null }));
      },
      click: (cell, extend) => {
        const press = lastPress.current;
        const isTapOnFocused = press?.isTouch && press.wasFocused && isSameCell(press.cell, cell);
        if (isTapOnFocused && !extend && !latest.current.editing) {
          lastPress.current = { ...press, wasFocused: false };
          return latest.current.startEdit(cell, null, true);
        }
        const { state: now } = latest.current;
        owed.current = null;
        setGridState({ focus: cell, anchor: extend ? (now.anchor ?? now.focus) : null });
        focusWanted.current = true;
      },
      doubleClick: (cell) => void (lastPress.current?.isTouch || latest.current.startEdit(cell, null, true)),
      commit: (text, how) => {
        const { editing: open, records: rows } = latest.current;
        if (!open || !grid) return;
        const row = rows.findIndex((r) => r.id === open.recordId);
        const column = visible.find((c) => c.key === open.colKey);
        const editor = column && inlineEditor(column, grid.isView);
        if (row < 0 || !column || !editor) return setEditing(null); // the record went meanwhile
        void grid.saves.commit(rows[row], editor.field, text, open.startText).then((result) => {
          if (!result.ok) {
            setEditing({ ...open, text, message: result.message, refusals: open.refusals + 1 });
            return;
          }
          setEditing(null);
          const cell = { row, col: visible.indexOf(column) + offset };
          if (how === 'blur') return;
          const next = commitMove({ focus: cell, anchor: null }, how, latest.current.bounds());
          latest.current.moveTo(next.state, next.loadMore, next.beyond);
        });
      },
      cancel: () => {
        setEditing(null);
        focusWanted.current = true;
      },
      abandon: (open, text) => {
        // the grid takes its keys again (the editor's row is gone)
        setEditing((now) => (now?.recordId === open.recordId && now.colKey === open.colKey ? null : now));
        const column = visible.find((c) => c.key === open.colKey);
        const editor = column && grid && inlineEditor(column, grid.isView);
        if (editor && text !== open.startText)
          grid.saves.keepUnsaved(open.recordId, editor.field, text, open.startText);
      },
      open: (record) => onOpen(record),
    }),
    [grid, visible, offset, onOpen],
  );
  const gridSaves = grid.saves.saves;
  const isGridView = grid.isView;
  const gridContext = useMemo<GridContext>(
    () => ({ Row: GridRow, saves: gridSaves, isView: isGridView, actions }),
    [gridSaves, isGridView, actions],
  );

  const pickerTarget = picking && collectionsById.get(relationTargetId(picking.field));
  return {
    tableRef,
    tableProps: {
      role: 'grid',
      'aria-colcount': span,
      'aria-multiselectable': true,
      'aria-readonly': grid.isView || undefined,
      'aria-describedby': grid.hintId,
      onKeyDown: onGridKeyDown,
      onCopy: onGridCopy,
      onPaste: onGridPaste,
    },
    context: gridContext,
    rowState: (index, recordId) => {
      const inRange = range !== null && index >= range.top && index <= range.bottom;
      return {
        focusCol: state.focus.row === index ? state.focus.col : -1,
        rangeFirst: inRange ? range.firstCol : -1,
        rangeLast: inRange ? range.lastCol : -1,
        editing: editing?.recordId === recordId ? editing : null,
      };
    },
    dialog: (
      <>
        {pastePlan && (
          <PasteDialog
            plan={pastePlan.plan}
            mode={pastePlan.mode}
            saves={grid.saves}
            current={(recordId) => records.find((r) => r.id === recordId)}
            onClose={() => {
              setPastePlan(null);
              focusWanted.current = true;
            }}
          />
        )}
        {jsonEditing && (
          <JsonCellDialog
            {...jsonEditing}
            commit={grid.saves.commit}
            onClose={() => {
              setJsonEditing(null);
              focusWanted.current = true;
            }}
          />
        )}
        {picking && pickerTarget && (
          // the picker's code is a chunk of its own: nothing shows until it is in
          <Suspense fallback={null}>
            <RelationPickerPopup
              open
              field={picking.field}
              collection={pickerTarget}
              value={cellEditText(picking.record, { kind: 'relation', field: picking.field })
                .split(',')
                .map((id) => id.trim())
                .filter((id) => id !== '')}
              onSet={(ids) => {
                const { record, field, startText } = picking;
                setPicking(null);
                focusWanted.current = true;
                void grid.saves.commit(record, field, ids.join(', '), startText);
              }}
              onClose={() => {
                setPicking(null);
                focusWanted.current = true;
              }}
            />
          </Suspense>
        )}
      </>
    ),
  };
}
