// The keyboard model of the records grid, after the WAI-ARIA "Data Grid" pattern: the grid is one
// tab stop and the arrow keys move a roving focus between cells. This module only decides what a
// key means for a given focus and grid size; the component renders the focus, scrolls, loads more
// rows and runs the editors. Keeping it free of the DOM lets every key be tested in both text
// directions without a browser.
//
// The column header row is the component's business: rows here are the loaded records only.
//
// The caller must ignore keys pressed while an input method is composing (`event.isComposing`, or
// `keyCode === 229` in older engines): those keys belong to the composition, and a letter typed
// into an IME would otherwise start an edit halfway through a word.

import { inlineArrowStep, type TextDirection } from './direction';

/** A cell of the loaded rows: `row` from 0 to rowCount - 1, `col` from 0 to colCount - 1. */
export interface Cell {
  row: number;
  col: number;
}

export function isSameCell(a: Cell, b: Cell): boolean {
  return a.row === b.row && a.col === b.col;
}

/**
 * Where the keyboard is in the grid. `focus` is the active cell; a non-null `anchor` makes the
 * selection the rectangle from `anchor` to `focus`. The functions here never return an anchor equal
 * to the focus: a one-cell selection is always `anchor: null`.
 */
export interface GridState {
  focus: Cell;
  anchor: Cell | null;
}

/** What the grid holds just now. */
export interface GridBounds {
  /** Loaded record rows (the header row is not counted). */
  rowCount: number;
  /** Columns, the selection checkbox column included. */
  colCount: number;
  /** Rows PageUp and PageDown move by: those that fit in the viewport (at least 1 is used). */
  pageRows: number;
  /** More records exist beyond the loaded ones. */
  hasMore: boolean;
  /** The column of the row selection checkboxes, or null where the grid has none. */
  selectCol: number | null;
}

/**
 * The parts of a key press the model reads. A DOM or React `KeyboardEvent` fits as it is. `code`
 * lets Ctrl+C and the like work on layouts whose letters are not Latin (Arabic, Russian), where
 * `key` is the layout's own letter.
 */
export interface GridKey {
  key: string;
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** A focus change, and whether it ran past the loaded rows while more records exist. */
export interface GridMove {
  state: GridState;
  /** The move aimed below the last loaded row (the focus stopped there) and `hasMore` is set. */
  loadMore: boolean;
  /**
   * With `loadMore`, how many rows past the last loaded one a counted move aimed at (an arrow,
   * PageDown, Enter): the caller takes the focus on to that row once it is loaded, so a held key
   * loses no move. Absent for a jump to the end (Ctrl+End), which aims at no row in particular.
   */
  beyond?: number;
}

/**
 * What a key asks of the grid, or null for a key the grid leaves to the browser (Tab and Shift+Tab
 * among them, which leave the grid). For any non-null command the caller prevents the default.
 *
 * - `move`: set the new state (arrows, Home/End, PageUp/PageDown, their Shift and Ctrl forms,
 *   and Escape, which drops a range).
 * - `edit`: open the focused cell's editor. `initial` is null for Enter and F2 (keep the value) and
 *   the typed character otherwise (replace the value with it). Space on a data cell gives
 *   `initial: ' '`: the caller toggles a bool cell on it and starts a text edit with a space
 *   elsewhere, as only it knows the field's type.
 * - `toggleRow`: flip the focused row's checkbox (Space or Enter on the selection column).
 * - `selectRow`: add the focused row to the selected records (Shift+Space anywhere).
 * - `open`: open the focused row's record in the side panel (Alt+Enter).
 * - `copy`, `paste`, `undo`, `redo`, `clear`: act on the selection, which may include the selection
 *   column; the caller skips that column's cells.
 */
export type GridCommand =
  | ({ type: 'move' } & GridMove)
  | { type: 'edit'; initial: string | null }
  | { type: 'toggleRow'; row: number }
  | { type: 'selectRow'; row: number }
  | { type: 'open'; row: number }
  | { type: 'copy' }
  | { type: 'paste' }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'clear' }
  | null;

/** The selection as row and column index ranges, each end included. */
export interface CellRange {
  top: number;
  firstCol: number;
  bottom: number;
  lastCol: number;
}

/** The rectangle the selection covers, the focused cell alone when there is no anchor. */
export function rangeOf(state: GridState): CellRange {
  const { focus } = state;
  const anchor = state.anchor ?? focus;
  return {
    top: Math.min(anchor.row, focus.row),
    firstCol: Math.min(anchor.col, focus.col),
    bottom: Math.max(anchor.row, focus.row),
    lastCol: Math.max(anchor.col, focus.col),
  };
}

const clamp = (value: number, max: number) => Math.max(0, Math.min(value, max));

const sameCell = (a: Cell, b: Cell) => a.row === b.row && a.col === b.col;

/** A state whose anchor is dropped when it lies on the focus, so one cell is never a "range". */
function normalized(focus: Cell, anchor: Cell | null): GridState {
  return { focus, anchor: anchor && !sameCell(anchor, focus) ? anchor : null };
}

function isEmpty(bounds: GridBounds): boolean {
  return bounds.rowCount <= 0 || bounds.colCount <= 0;
}

/**
 * `state` moved inside `bounds`, for when rows or columns changed under it (a reload, a filter, a
 * hidden column): each cell keeps its indexes where they still exist and goes to the nearest edge
 * otherwise. In an empty grid (no rows or no columns) there is no cell to be on; the result is
 * then cell 0, 0 without a range, which the caller does not show until rows arrive.
 */
export function clampState(state: GridState, bounds: GridBounds): GridState {
  if (isEmpty(bounds)) return { focus: { row: 0, col: 0 }, anchor: null };
  const lastRow = bounds.rowCount - 1;
  const lastCol = bounds.colCount - 1;
  const inside = (cell: Cell): Cell => ({ row: clamp(cell.row, lastRow), col: clamp(cell.col, lastCol) });
  return normalized(inside(state.focus), state.anchor && inside(state.anchor));
}

/**
 * Moves the focus to `row`, `col` (clamped into the grid). With `extend` the anchor stays, or is
 * set on the focus the move starts from; without it the range is dropped.
 */
function moveTo(state: GridState, row: number, col: number, extend: boolean, bounds: GridBounds): GridMove {
  const lastRow = bounds.rowCount - 1;
  const focus = { row: clamp(row, lastRow), col: clamp(col, bounds.colCount - 1) };
  const anchor = extend ? (state.anchor ?? state.focus) : null;
  const loadMore = bounds.hasMore && row > lastRow;
  const moved = { state: normalized(focus, anchor), loadMore };
  return loadMore && Number.isFinite(row) ? { ...moved, beyond: row - lastRow } : moved;
}

/** The letter of a Ctrl/Cmd shortcut: the key's own when it is Latin, else the physical key's. */
function shortcutLetter(key: GridKey): string | null {
  if (/^[a-z]$/i.test(key.key)) return key.key.toLowerCase();
  const physical = /^Key([A-Z])$/.exec(key.code ?? '');
  return physical ? physical[1].toLowerCase() : null;
}

/**
 * The character a key types, or null. Alt alone may type one (the Option layer of macOS, where "@"
 * is Option+L on a German keyboard), and so may Ctrl+Alt, which is how Windows reports AltGr;
 * Ctrl or Cmd alone makes a shortcut. A character is one code point, so an emoji typed whole counts
 * and key names such as "Enter" or "Dead" do not.
 */
function typedCharacter(key: GridKey): string | null {
  if (key.metaKey || (key.ctrlKey && !key.altKey)) return null;
  return [...key.key].length === 1 ? key.key : null;
}

/** Ctrl on Windows and Linux, Cmd on macOS: both stand for the same shortcuts. */
const commandKey = (key: GridKey) => key.ctrlKey || key.metaKey;

/** The clipboard and history shortcuts (Ctrl or Cmd, no Alt), or null. */
function shortcut(key: GridKey): GridCommand {
  if (!commandKey(key) || key.altKey) return null;
  const letter = shortcutLetter(key);
  // Ctrl+Shift+C opens the developer tools in Chromium, so only the plain form copies.
  if (letter === 'c' && !key.shiftKey) return { type: 'copy' };
  // Ctrl+Shift+V is "paste as plain text", which is the only kind of paste the grid does anyway.
  if (letter === 'v') return { type: 'paste' };
  if (letter === 'z') return { type: key.shiftKey ? 'redo' : 'undo' };
  if (letter === 'y' && !key.shiftKey) return { type: 'redo' };
  return null;
}

/** The move a navigation key makes, or null when the key is not one (or has modifiers it refuses). */
function navigation(key: GridKey, state: GridState, bounds: GridBounds, dir: TextDirection): GridMove | null {
  // Alt+arrows and Alt+Home are the browser's Back, Forward and Home page.
  if (key.altKey) return null;
  const { row, col } = state.focus;
  const extend = key.shiftKey;
  const jump = commandKey(key);
  const lastCol = bounds.colCount - 1;
  const pageRows = Math.max(1, Math.floor(bounds.pageRows) || 1);
  switch (key.key) {
    case 'ArrowUp':
      return moveTo(state, jump ? 0 : row - 1, col, extend, bounds);
    case 'ArrowDown':
      // Ctrl+ArrowDown aims at the grid's last row, which lies beyond the loaded ones when more exist.
      return moveTo(state, jump ? Infinity : row + 1, col, extend, bounds);
    case 'ArrowLeft':
    case 'ArrowRight': {
      // Cmd+Left and Cmd+Right are macOS's Home and End, whose laptop keyboards have neither key.
      const step = inlineArrowStep(key.key, dir);
      const target = jump ? (step > 0 ? lastCol : 0) : col + step;
      return moveTo(state, row, target, extend, bounds);
    }
    case 'Home':
      return moveTo(state, jump ? 0 : row, 0, extend, bounds);
    case 'End':
      return moveTo(state, jump ? Infinity : row, lastCol, extend, bounds);
    case 'PageUp':
    case 'PageDown': {
      // Ctrl+PageUp and Ctrl+PageDown switch the browser's tabs.
      if (jump) return null;
      return moveTo(state, row + (key.key === 'PageUp' ? -pageRows : pageRows), col, extend, bounds);
    }
    default:
      return null;
  }
}

/**
 * What `key` asks of the grid in state `state`, with right-to-left layouts taken into account for
 * ArrowLeft and ArrowRight (in `rtl` ArrowLeft goes to the next column). A state outside `bounds`
 * is first clamped into it.
 *
 * Keys (Cmd counts as Ctrl throughout):
 * - Arrows: one cell, stopping at the edges. Ctrl+arrows: to the edge of the row or column.
 * - Home/End: the row's first/last cell; Ctrl+Home/Ctrl+End: the grid's first/last cell.
 * - PageUp/PageDown: `pageRows` rows up or down.
 * - Shift with any of those: extend the range from the anchor (set on the first such move).
 * - A move aimed below the last loaded row reports `loadMore` when more records exist.
 * - Enter, F2: edit the cell (on the selection column Enter toggles the row, F2 does nothing).
 * - A typed character: edit the cell starting with it (nothing on the selection column).
 * - Space: toggle the row on the selection column, elsewhere edit with `initial: ' '`.
 * - Shift+Space: select the row.
 * - Alt+Enter: open the record. Alt rather than Ctrl because Ctrl+Enter is the spreadsheet key for
 *   "fill the selection with this value", which the grid's bulk edit may take up, and because
 *   Alt+Enter already means "properties of the selected item" in Windows.
 * - Ctrl+C, Ctrl+V, Ctrl+Z, Ctrl+Shift+Z or Ctrl+Y: copy, paste, undo, redo.
 * - Delete, Backspace: clear the selected cells (Backspace is the key labelled Delete on a Mac).
 * - Escape: drop the range; with none, null, so the key reaches the panel or dialog around.
 * - Tab and anything else: null.
 *
 * In an empty grid only undo and redo apply: there is no cell to move to, edit, copy or paste into.
 */
export function gridKey(key: GridKey, state: GridState, bounds: GridBounds, dir: TextDirection): GridCommand {
  // Undo and redo replay changes to records, which need no cell: they work in an empty grid too.
  const command = shortcut(key);
  if (command?.type === 'undo' || command?.type === 'redo') return command;
  if (isEmpty(bounds)) return null;
  if (command) return command;
  const current = clampState(state, bounds);
  const { row, col } = current.focus;
  const onSelectCol = bounds.selectCol !== null && col === bounds.selectCol;

  const move = navigation(key, current, bounds, dir);
  if (move) return { type: 'move', ...move };

  const plain = !key.ctrlKey && !key.metaKey && !key.altKey && !key.shiftKey;
  switch (key.key) {
    case 'Enter':
      if (key.altKey && !key.ctrlKey && !key.metaKey && !key.shiftKey) return { type: 'open', row };
      if (!plain) return null;
      return onSelectCol ? { type: 'toggleRow', row } : { type: 'edit', initial: null };
    case 'F2':
      return plain && !onSelectCol ? { type: 'edit', initial: null } : null;
    case ' ':
      if (key.ctrlKey || key.metaKey || key.altKey) return null;
      if (key.shiftKey) return { type: 'selectRow', row };
      return onSelectCol ? { type: 'toggleRow', row } : { type: 'edit', initial: ' ' };
    case 'Delete':
    case 'Backspace':
      return key.ctrlKey || key.metaKey || key.altKey ? null : { type: 'clear' };
    case 'Escape':
      return current.anchor && plain
        ? { type: 'move', state: { focus: current.focus, anchor: null }, loadMore: false }
        : null;
  }

  const typed = typedCharacter(key);
  if (typed === null || onSelectCol) return null;
  return { type: 'edit', initial: typed };
}

/** The columns an edit can land on, in order: all but the selection column. */
function dataCols(bounds: GridBounds): number[] {
  const cols: number[] = [];
  for (let col = 0; col < bounds.colCount; col++) if (col !== bounds.selectCol) cols.push(col);
  return cols;
}

/**
 * Where the focus goes once an edit is committed: Enter down, Shift+Enter up, Tab to the next data
 * column and Shift+Tab to the previous one, wrapping to the next row's first or the previous row's
 * last data column at the ends (the selection column is passed over). Tab follows the logical
 * column order, which is the order Tab goes through on the page in either direction, so no text
 * direction is needed. At the grid's first or last cell the focus stays; `loadMore` tells that
 * the move went below the last loaded row while more records exist. Any range is dropped.
 */
export function commitMove(
  state: GridState,
  how: 'enter' | 'shiftEnter' | 'tab' | 'shiftTab',
  bounds: GridBounds,
): GridMove {
  const current = clampState(state, bounds);
  if (isEmpty(bounds)) return { state: current, loadMore: false };
  const { row, col } = current.focus;
  if (how === 'enter' || how === 'shiftEnter') {
    return moveTo(current, how === 'enter' ? row + 1 : row - 1, col, false, bounds);
  }
  const cols = dataCols(bounds);
  // Without a data column there is nowhere to Tab to; the focus stays and only the range goes.
  if (cols.length === 0) return moveTo(current, row, col, false, bounds);
  // Past the grid's last or first cell the focus stays where it is rather than wrap around.
  if (how === 'tab') {
    const next = cols.find((c) => c > col);
    return next !== undefined
      ? moveTo(current, row, next, false, bounds)
      : moveTo(current, row + 1, row + 1 < bounds.rowCount ? cols[0] : col, false, bounds);
  }
  const previous = cols.filter((c) => c < col).pop();
  return previous !== undefined
    ? moveTo(current, row, previous, false, bounds)
    : moveTo(current, row - 1, row > 0 ? cols[cols.length - 1] : col, false, bounds);
}
