import { useRef, useState, type MouseEvent, type PointerEvent } from 'react';

/** A pointer must travel this far (px) before a press on a header becomes a drag rather than a click. */
const DRAG_THRESHOLD = 6;

interface Pending {
  pointerId: number;
  key: string;
  x: number;
  isDragging: boolean;
  target: string | null;
}

export interface HeaderDrag {
  /** The column being dragged, and the one it would take the place of. */
  dragged: string | null;
  target: string | null;
  /** Handlers for the header row. */
  rowProps: {
    onPointerDown: (e: PointerEvent<HTMLTableRowElement>) => void;
    onPointerMove: (e: PointerEvent<HTMLTableRowElement>) => void;
    onPointerUp: (e: PointerEvent<HTMLTableRowElement>) => void;
    onPointerCancel: (e: PointerEvent<HTMLTableRowElement>) => void;
    onClickCapture: (e: MouseEvent<HTMLTableRowElement>) => void;
  };
}

/**
 * The header cell under the pointer's x: cells are looked at in order, so a pinned cell (drawn over
 * the cells scrolled under it) wins; beyond either end, the nearest cell.
 */
function headerAt(row: HTMLTableRowElement, x: number): string | null {
  const cells = [...row.querySelectorAll<HTMLElement>('th[data-column]')];
  let nearest: { key: string; distance: number } | null = null;
  for (const cell of cells) {
    const rect = cell.getBoundingClientRect();
    const key = cell.dataset.column ?? '';
    if (x >= rect.left && x < rect.right) return key;
    const distance = Math.min(Math.abs(x - rect.left), Math.abs(x - rect.right));
    if (!nearest || distance < nearest.distance) nearest = { key, distance };
  }
  return nearest?.key ?? null;
}

/**
 * Reordering by dragging a header cell onto another with a pointer (the columns menu offers the same
 * by keyboard). A press that does not travel stays a click on the sort button; one that became a drag
 * does not sort. `isFixed` names the columns that cannot be dragged (the id column stays first).
 */
export function useHeaderDrag(
  isFixed: (key: string) => boolean,
  onDrop: (key: string, target: string) => void,
): HeaderDrag {
  const pending = useRef<Pending | null>(null);
  const swallowClick = useRef(false);
  const [dragged, setDragged] = useState<string | null>(null);
  const [target, setTarget] = useState<string | null>(null);

  const end = () => {
    pending.current = null;
    setDragged(null);
    setTarget(null);
  };

  return {
    dragged,
    target,
    rowProps: {
      onPointerDown: (e) => {
        swallowClick.current = false;
        if (e.button !== 0) return;
        const cell = (e.target as Element).closest<HTMLElement>('th[data-column]');
        const key = cell?.dataset.column;
        if (!key || isFixed(key)) return;
        pending.current = { pointerId: e.pointerId, key, x: e.clientX, isDragging: false, target: null };
      },
      onPointerMove: (e) => {
        const p = pending.current;
        if (p?.pointerId !== e.pointerId) return;
        if (!p.isDragging) {
          if (Math.abs(e.clientX - p.x) < DRAG_THRESHOLD) return;
          p.isDragging = true;
          e.currentTarget.setPointerCapture(e.pointerId);
          setDragged(p.key);
        }
        p.target = headerAt(e.currentTarget, e.clientX);
        setTarget(p.target);
      },
      onPointerUp: (e) => {
        const p = pending.current;
        if (p?.pointerId !== e.pointerId) return;
        if (p.isDragging) {
          swallowClick.current = true;
          if (p.target && p.target !== p.key) onDrop(p.key, p.target);
        }
        end();
      },
      onPointerCancel: (e) => {
        if (pending.current?.pointerId === e.pointerId) end();
      },
      onClickCapture: (e) => {
        // a click from the keyboard (detail 0) is never the end of a drag
        if (!swallowClick.current || e.detail === 0) return;
        swallowClick.current = false;
        e.stopPropagation();
        e.preventDefault();
      },
    },
  };
}
