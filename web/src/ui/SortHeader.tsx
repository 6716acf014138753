import { IconArrowDown, IconArrowUp } from './icons';
import styles from './Table.module.css';

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
      <button
        type="button"
        className={styles.sortButton}
        onClick={() => onSort(direction === 'ascending' ? '-' + field : field)}
      >
        {label}
        {direction === 'ascending' && <IconArrowUp size={12} />}
        {direction === 'descending' && <IconArrowDown size={12} />}
      </button>
    </th>
  );
}
