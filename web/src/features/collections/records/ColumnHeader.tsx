import { useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { inlineArrowStep, textDirection, type TextDirection } from '../../../lib/direction';
import { nextSort, sortDirection } from '../../../lib/recordColumns';
import { SafeText } from '../../../ui/SafeText';
import { SortButton } from '../../../ui/SortHeader';
import { MAX_COLUMN_WIDTH, MIN_COLUMN_WIDTH, RESIZE_STEP } from './columnLayout';
import { NO_SORT, type RecordColumn } from './columns';
import { t } from './messages';
import styles from './RecordsTable.module.css';

/** The classes and offset of a cell pinned at the start edge. */
export interface PinnedCell {
  className: string;
  style: CSSProperties;
}

interface ColumnHeaderProps {
  column: RecordColumn;
  sort: string;
  onSort: (sort: string) => void;
  pin: PinnedCell | undefined;
  /** A column header dragged over this one would drop here. */
  isDropTarget: boolean;
  isDragged: boolean;
  onResize: (key: string, width: number | null, store?: boolean) => void;
  /** The column's aria-colindex in the grid mode, whose cells carry theirs. */
  colIndex?: number;
}

/** A column's header cell: its sort button and, at its end edge, the handle that resizes it. */
export function ColumnHeader({
  column,
  sort,
  onSort,
  pin,
  isDropTarget,
  isDragged,
  onResize,
  colIndex,
}: ColumnHeaderProps) {
  const current = sort === NO_SORT ? '' : sort;
  const direction = sortDirection(current, column.key);
  const classes = [pin?.className ?? '', styles.head];
  if (isDropTarget) classes.push(styles.dropTarget);
  if (isDragged) classes.push(styles.dragged);
  return (
    <th
      scope="col"
      // the header's name is the column's alone: the resize handle inside has a name of its own
      aria-label={column.key}
      aria-sort={direction}
      aria-colindex={colIndex}
      className={classes.join(' ')}
      style={pin?.style}
      data-column={column.key}
    >
      <SortButton direction={direction} onClick={() => onSort(nextSort(current, column.key) || NO_SORT)}>
        <SafeText text={column.key} />
      </SortButton>
      <ResizeHandle column={column} onResize={onResize} />
    </th>
  );
}

interface Drag {
  pointerId: number;
  x: number;
  width: number;
  direction: TextDirection;
}

/**
 * The separator at a header cell's end edge: dragged with a pointer, or focused and moved with the
 * arrow keys (the edge goes the way the arrow points, so ArrowLeft widens a column in right to left),
 * Home and End for the narrowest and widest. A double click gives the column its default width.
 */
function ResizeHandle({
  column,
  onResize,
}: {
  column: RecordColumn;
  onResize: ColumnHeaderProps['onResize'];
}) {
  const drag = useRef<Drag | null>(null);
  const [isDragging, setIsDragging] = useState(false);

  const widthAt = (e: PointerEvent, d: Drag) => {
    // the end edge is on the right in left to right and on the left in right to left
    const delta = (e.clientX - d.x) * (d.direction === 'rtl' ? -1 : 1);
    return d.width + delta;
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    // the header's own drag (reordering) must not start from its edge
    e.stopPropagation();
    e.preventDefault();
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = {
      pointerId: e.pointerId,
      x: e.clientX,
      width: column.width,
      direction: textDirection(e.currentTarget),
    };
    setIsDragging(true);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (d?.pointerId === e.pointerId) onResize(column.key, widthAt(e, d), false);
  };
  const onPointerEnd = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (d?.pointerId !== e.pointerId) return;
    drag.current = null;
    setIsDragging(false);
    // a cancelled drag keeps the width reached, as a finished one does
    onResize(column.key, e.type === 'pointercancel' ? column.width : widthAt(e, d), true);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    let width: number | null = null;
    const step = inlineArrowStep(e.key, textDirection(e.currentTarget));
    if (step !== 0) width = column.width + step * RESIZE_STEP;
    else if (e.key === 'Home') width = MIN_COLUMN_WIDTH;
    else if (e.key === 'End') width = MAX_COLUMN_WIDTH;
    if (width === null) return;
    e.preventDefault();
    e.stopPropagation();
    onResize(column.key, width);
  };

  // a focusable separator with a value is a widget in ARIA (a window splitter); the lint rules take
  // every separator for the static divider kind
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={t('columns.resize', { column: column.key })}
      aria-valuenow={column.width}
      aria-valuemin={MIN_COLUMN_WIDTH}
      aria-valuemax={MAX_COLUMN_WIDTH}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={`${styles.resizer} ${isDragging ? styles.resizing : ''}`}
      data-resize-handle=""
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onDoubleClick={() => onResize(column.key, null)}
      onKeyDown={onKeyDown}
      onClick={(e) => e.stopPropagation()}
    />
  );
}
