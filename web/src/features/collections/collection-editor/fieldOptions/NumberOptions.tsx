import { NumberOption } from '../optionInputs';
import styles from '../SchemaFieldCard.module.css';
import { t } from './messages';
import { num, useFieldOptions, type FieldOptionsProps } from './shared';

export function NumberOptions({ index, field }: FieldOptionsProps) {
  const { option, path } = useFieldOptions(index);
  const o = field.options;
  return (
    <div className={styles.options}>
      <NumberOption
        name={path('min')}
        label={t('number.min')}
        value={num(o.min)}
        onChange={(v) => option('min', v)}
      />
      <NumberOption
        name={path('max')}
        label={t('number.max')}
        value={num(o.max)}
        onChange={(v) => option('max', v)}
      />
    </div>
  );
}
