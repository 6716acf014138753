import type { ReactNode } from 'react';
import { IconArrowDown, IconArrowUp } from './icons';
import styles from './Table.module.css';

export type SortDirection = 'ascending' | 'descending' | 'none';

interface SortButtonProps {
  direction: SortDirection;
  onClick: () => void;
  children: ReactNode;
}

/** The button inside a sortable column header: the column's name and an arrow for the direction. */
export function SortButton({ direction, onClick, children }: SortButtonProps) {
  return (
    <button type="button" className={styles.sortButton} onClick={onClick}>
      {children}
      {direction === 'ascending' && <IconArrowUp size={12} />}
      {direction === 'descending' && <IconArrowDown size={12} />}
    </button>
  );
}

interface SortHeaderProps {
  field: string;
  label: string;
  /** The current sort expression, e.g. `-created` or `email`. */
  sort: string;
  onSort: (next: string) => void;
}

/** Column header that sorts ascending, then descending, on click (kept in the URL by the page). */
export function SortHeader({ field, label, sort, onSort }: SortHeaderProps) {
  const direction = sort === field ? 'ascending' : sort === '-' + field ? 'descending' : 'none';
  return (
    <th aria-sort={direction}>
      <SortButton
        direction={direction}
        onClick={() => onSort(direction === 'ascending' ? '-' + field : field)}
      >
        {label}
      </SortButton>
    </th>
  );
}
