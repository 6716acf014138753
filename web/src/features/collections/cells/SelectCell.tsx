import { CELL_TEXT_MAX, fieldValues, truncate } from '../../../lib/recordCells';
import styles from '../RecordCell.module.css';
import { NA } from './parts';
import type { FieldValueProps } from './types';
import { SafeText } from '../../../ui/SafeText';

/** The chosen values as badges. */
export function SelectCell({ record, field }: FieldValueProps) {
  return <Badges values={fieldValues(record[field.name])} />;
}

function Badges({ values }: { values: string[] }) {
  if (values.length === 0) return NA;
  return (
    <span className={styles.items}>
      {values.map((v, i) => (
        <span key={`${v}-${i}`} className={styles.badge}>
          <SafeText text={truncate(v, CELL_TEXT_MAX)} />
        </span>
      ))}
    </span>
  );
}
