import type { SchemaField } from 'pocketbase';
import { useFormContext } from 'react-hook-form';
import styles from '../RecordEditorPanel.module.css';
import { hintOf } from './hint';

/** A checkbox labelled by the field name, with its hint underneath. */
export function BoolInput({ field, name }: { field: SchemaField; name: string }) {
  const { register } = useFormContext();
  const hint = hintOf(field);
  return (
    <div className={styles.boolField}>
      <label className={styles.boolLabel}>
        <input type="checkbox" {...register(name)} />
        <span className={field.required ? styles.requiredMark : undefined}>{field.name}</span>
      </label>
      {hint && <div className={styles.hint}>{hint}</div>}
    </div>
  );
}
