// The layout of a collection's records table: the columns' order and widths, how many stay pinned at
// the start edge, and the rows' height. Kept per collection in localStorage and read defensively: the
// stored layout may come from an older schema, another version of the dashboard or a hand edit.
import { STORAGE_KEYS } from '../../../lib/storageKeys';
import type { RecordColumn } from './columns';

export const MIN_COLUMN_WIDTH = 60;
export const MAX_COLUMN_WIDTH = 800;
/** One press of an arrow key on a column's resize handle moves its edge this far. */
export const RESIZE_STEP = 16;

export type RowHeight = 'compact' | 'comfortable';
/** The height of one row in px; 'comfortable' is the height the table always had. */
export const ROW_HEIGHTS: { readonly [height in RowHeight]: number } = { compact: 33, comfortable: 45 };
export const DEFAULT_ROW_HEIGHT: RowHeight = 'comfortable';
/** By default the first visible column (the id) stays in place while the table scrolls sideways. */
export const DEFAULT_PINNED = 1;

/** What is remembered: column keys in order, widths by key, the pinned count and the row height. */
export interface ColumnLayout {
  order: string[];
  widths: { [key: string]: number };
  pinned: number;
  rowHeight: RowHeight;
}

export const DEFAULT_LAYOUT: ColumnLayout = {
  order: [],
  widths: {},
  pinned: DEFAULT_PINNED,
  rowHeight: DEFAULT_ROW_HEIGHT,
};

export function clampWidth(width: number): number {
  if (!Number.isFinite(width)) return MIN_COLUMN_WIDTH;
  return Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, Math.round(width)));
}

function isRecord(value: unknown): value is { [key: string]: unknown } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A stored layout as far as it can be read: unknown or malformed parts fall back to the defaults,
 * a repeated key counts once and widths are clamped, so nothing stored can break the table.
 */
export function parseLayout(raw: unknown): ColumnLayout {
  if (!isRecord(raw)) return { ...DEFAULT_LAYOUT };
  const order: string[] = [];
  if (Array.isArray(raw.order)) {
    for (const key of raw.order) if (typeof key === 'string' && key && !order.includes(key)) order.push(key);
  }
  const widths: { [key: string]: number } = {};
  if (isRecord(raw.widths)) {
    for (const [key, width] of Object.entries(raw.widths)) {
      if (typeof width === 'number' && Number.isFinite(width)) widths[key] = clampWidth(width);
    }
  }
  const pinned =
    typeof raw.pinned === 'number' && Number.isInteger(raw.pinned) && raw.pinned >= 0
      ? raw.pinned
      : DEFAULT_PINNED;
  const rowHeight =
    raw.rowHeight === 'compact' || raw.rowHeight === 'comfortable' ? raw.rowHeight : DEFAULT_ROW_HEIGHT;
  return { order, widths, pinned, rowHeight };
}

/**
 * The current columns in the layout's order with its widths. A stored key without a column is
 * ignored; a column the layout does not know (a field added since) takes its default place: right
 * after the column it follows by default, or first when none of those is placed. The id column
 * always stays first.
 */
export function applyLayout(columns: readonly RecordColumn[], layout: ColumnLayout): RecordColumn[] {
  const byKey = new Map(columns.map((c) => [c.key, c]));
  const ordered: RecordColumn[] = [];
  for (const key of layout.order) {
    const column = byKey.get(key);
    if (column && !ordered.includes(column)) ordered.push(column);
  }
  // the id first before new columns find their places, as those placed after it go right after it
  const id = ordered.findIndex((c) => c.kind === 'id');
  if (id > 0) ordered.unshift(...ordered.splice(id, 1));
  columns.forEach((column, index) => {
    if (ordered.includes(column)) return;
    let at = 0;
    for (let before = index - 1; before >= 0; before--) {
      const placed = ordered.indexOf(columns[before]);
      if (placed >= 0) {
        at = placed + 1;
        break;
      }
    }
    ordered.splice(at, 0, column);
  });
  return ordered.map((column) => {
    const width = layout.widths[column.key];
    return width === undefined || width === column.width ? column : { ...column, width: clampWidth(width) };
  });
}

/**
 * The layout without what no longer exists: keys outside `keys` leave the order and the widths.
 * Returns the same object when nothing was dropped.
 */
export function pruneLayout(layout: ColumnLayout, keys: ReadonlySet<string>): ColumnLayout {
  const order = layout.order.filter((key) => keys.has(key));
  const widthKeys = Object.keys(layout.widths);
  const kept = widthKeys.filter((key) => keys.has(key));
  if (order.length === layout.order.length && kept.length === widthKeys.length) return layout;
  const widths: { [key: string]: number } = {};
  for (const key of kept) widths[key] = layout.widths[key];
  return { ...layout, order, widths };
}

/**
 * Moves the column `key` to place `to` of `ordered` (every column in the layout's order, hidden ones
 * included), taking the place of the column there: the columns between shift by one. Nothing moves
 * before the id column, nor the id column itself.
 */
export function moveColumn(
  layout: ColumnLayout,
  ordered: readonly RecordColumn[],
  key: string,
  to: number,
): ColumnLayout {
  const keys = ordered.map((c) => c.key);
  const from = keys.indexOf(key);
  if (from < 0 || ordered[from].kind === 'id') return layout;
  const first = ordered[0]?.kind === 'id' ? 1 : 0;
  const target = Math.min(keys.length - 1, Math.max(first, to));
  if (target === from) return layout;
  keys.splice(from, 1);
  keys.splice(target, 0, key);
  return { ...layout, order: keys };
}

/** Whether `key` can move one place towards the start (-1) or the end (1). */
export function canMove(ordered: readonly RecordColumn[], key: string, step: -1 | 1): boolean {
  const from = ordered.findIndex((c) => c.key === key);
  if (from < 0 || ordered[from].kind === 'id') return false;
  const first = ordered[0]?.kind === 'id' ? 1 : 0;
  return step < 0 ? from > first : from < ordered.length - 1;
}

/** The layout with `key`'s width set (clamped), or back to its default when `width` is null. */
export function resizeColumn(layout: ColumnLayout, key: string, width: number | null): ColumnLayout {
  const widths = { ...layout.widths };
  if (width === null) delete widths[key];
  else widths[key] = clampWidth(width);
  return { ...layout, widths };
}

/**
 * Back to the default order, widths and pins. The row height stays: it is chosen on its own in the
 * menu. Hidden columns are kept apart (see readHiddenColumns) and stay hidden.
 */
export function resetLayout(layout: ColumnLayout): ColumnLayout {
  return { ...DEFAULT_LAYOUT, rowHeight: layout.rowHeight };
}

/** Whether the layout is the default one (then nothing needs storing). */
export function isDefaultLayout(layout: ColumnLayout): boolean {
  return (
    layout.order.length === 0 &&
    Object.keys(layout.widths).length === 0 &&
    layout.pinned === DEFAULT_PINNED &&
    layout.rowHeight === DEFAULT_ROW_HEIGHT
  );
}

/** The layout remembered for a collection (the default when none, unreadable or storage is off). */
export function readColumnLayout(collectionId: string): ColumnLayout {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.columnLayout(collectionId));
    return raw ? parseLayout(JSON.parse(raw)) : { ...DEFAULT_LAYOUT };
  } catch {
    return { ...DEFAULT_LAYOUT };
  }
}

/** Remembers a collection's layout; the default one removes the entry. Storage errors are ignored. */
export function writeColumnLayout(collectionId: string, layout: ColumnLayout): void {
  const key = STORAGE_KEYS.columnLayout(collectionId);
  try {
    if (isDefaultLayout(layout)) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(layout));
  } catch {
    // storage full or disabled: the layout just isn't remembered
  }
}
