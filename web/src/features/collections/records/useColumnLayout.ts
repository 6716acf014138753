import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Collection } from 'pocketbase';
import {
  applyLayout,
  moveColumn,
  pruneLayout,
  readColumnLayout,
  resetLayout,
  resizeColumn,
  ROW_HEIGHTS,
  writeColumnLayout,
  type ColumnLayout,
  type RowHeight,
} from './columnLayout';
import { recordColumns, type RecordColumn } from './columns';

export interface ColumnLayoutControls {
  /** Every column, in the layout's order and with its widths (hidden ones included). */
  ordered: RecordColumn[];
  /** How many of the visible columns stay in place at the start edge. */
  pinned: number;
  rowHeight: RowHeight;
  /** The row height in px. */
  rowPixels: number;
  /** Sets a column's width (null: its default); `store` false while a drag is still going on. */
  resize: (key: string, width: number | null, store?: boolean) => void;
  /** Moves a column to the place of `to`, an index of `ordered`. */
  move: (key: string, to: number) => void;
  setPinned: (count: number) => void;
  setRowHeight: (height: RowHeight) => void;
  reset: () => void;
}

/**
 * The records table's layout for one collection, read from localStorage once and written back on
 * every change. A stored key whose column no longer exists (a field deleted or renamed) is dropped
 * from what is stored as soon as the collection is shown without it.
 */
export function useColumnLayout(
  collection: Collection,
  columns: readonly RecordColumn[],
): ColumnLayoutControls {
  const collectionId = collection.id;
  const [stored, setStored] = useState(() => readColumnLayout(collectionId));
  // every column the collection can show: a view's created and updated columns appear only once its
  // rows are loaded, and their place must not be forgotten before that
  const keys = useMemo(
    () =>
      new Set(
        recordColumns(collection, { created: 'set', updated: 'set' }, { authFlags: true }).map((c) => c.key),
      ),
    [collection],
  );
  const layout = useMemo(() => pruneLayout(stored, keys), [stored, keys]);
  useEffect(() => {
    if (layout !== stored) writeColumnLayout(collectionId, layout);
  }, [collectionId, layout, stored]);

  const ordered = useMemo(() => applyLayout(columns, layout), [columns, layout]);

  const update = useCallback(
    (change: (current: ColumnLayout) => ColumnLayout, store = true) => {
      setStored((current) => {
        const next = change(pruneLayout(current, keys));
        if (store) writeColumnLayout(collectionId, next);
        return next;
      });
    },
    [collectionId, keys],
  );

  return {
    ordered,
    pinned: layout.pinned,
    rowHeight: layout.rowHeight,
    rowPixels: ROW_HEIGHTS[layout.rowHeight],
    resize: useCallback(
      (key: string, width: number | null, store = true) => update((l) => resizeColumn(l, key, width), store),
      [update],
    ),
    move: useCallback(
      (key: string, to: number) => update((l) => moveColumn(l, applyLayout(columns, l), key, to)),
      [update, columns],
    ),
    setPinned: useCallback(
      (count: number) => update((l) => ({ ...l, pinned: Math.max(0, count) })),
      [update],
    ),
    setRowHeight: useCallback((rowHeight: RowHeight) => update((l) => ({ ...l, rowHeight })), [update]),
    reset: useCallback(() => update(resetLayout), [update]),
  };
}
