import type { Record as PbRecord } from 'pocketbase';
import type { Cell as GridCell } from '../../../../lib/gridNavigation';
import type { RecordColumn } from '../columns';
import type { PinnedCell } from '../ColumnHeader';
import type { CommitHow } from './GridCellEditor';
import type { ComponentType } from 'react';
import type { GridLib } from './loadGridLib';
import type { CellSave, CellSaves } from './useCellSaves';

/** The cell being edited: its record and column (rows may move while the admin types), and its text. */
export interface Editing {
  recordId: string;
  colKey: string;
  text: string;
  startText: string;
  message: string | null;
  /** How many commits were refused: each refusal hands the editor back to the admin. */
  refusals: number;
}

/** What every row of the grid shares (the same object while nothing in it changes, for the rows' memo). */
export interface GridOptions {
  /** A view's cells are read-only. */
  isView: boolean;
  saves: CellSaves;
  hasMore: boolean;
  onLoadMore: () => void;
  /** The id of the text that says which keys the grid takes. */
  hintId: string;
  /** The grid's chunk. */
  lib: GridLib;
}

export interface GridContext {
  /** The grid's row, from its own chunk. */
  Row: ComponentType<RecordRowProps & { grid: GridContext }>;
  saves: ReadonlyMap<string, CellSave>;
  isView: boolean;
  actions: GridActions;
}

export interface GridActions {
  /**
   * A pointer went down on a cell, before the browser moved the focus: whether it is a finger, and
   * whether that cell held the focus already (a tap on the focused cell edits it).
   */
  press: (cell: GridCell, isTouch: boolean, wasFocused: boolean) => void;
  /** The browser focused a cell (a tap focuses the cell it lands on before its click). */
  focus: (cell: GridCell) => void;
  click: (cell: GridCell, extend: boolean) => void;
  doubleClick: (cell: GridCell) => void;
  commit: (text: string, how: CommitHow) => void;
  cancel: () => void;
  /**
   * The editor went without a commit or a cancel (its row left the list, the grid was turned off):
   * what was typed, if it differs, is kept in the list of unsaved cells.
   */
  abandon: (editing: Editing, text: string) => void;
  open: (record: PbRecord) => void;
}

/** A row of the records table, in either mode. */
export interface RecordRowProps {
  record: PbRecord;
  rowIndex: number;
  columns: readonly RecordColumn[];
  /** The classes and offsets of the pinned columns' cells, by column index (undefined: not pinned). */
  pins: readonly (PinnedCell | undefined)[];
  isAuth: boolean;
  canSelect: boolean;
  isSelected: boolean;
  onToggle: (id: string) => void;
  onOpen: (record: PbRecord) => void;
  /** The spreadsheet mode's shared state, or null for the plain table. */
  grid: GridContext | null;
  /** The focused column when the focus is in this row, else -1. */
  focusCol: number;
  /** The columns of the selected range in this row (-1: none). */
  rangeFirst: number;
  rangeLast: number;
  editing: Editing | null;
}
