import { ListOption } from '../optionInputs';
import styles from '../SchemaFieldCard.module.css';
import { SelectionModeOption } from './SelectionModeOption';
import { t } from './messages';
import { list, useFieldOptions, type FieldOptionsProps } from './shared';

export function SelectOptions({ index, field }: FieldOptionsProps) {
  const { option, path } = useFieldOptions(index);
  const o = field.options;
  const values = list(o.values);
  return (
    <div className={styles.options}>
      <ListOption
        name={path('values')}
        label={t('select.values')}
        required
        placeholder={t('select.valuesPlaceholder')}
        value={values}
        onChange={(v) => option('values', v)}
      />
      <SelectionModeOption index={index} field={field} />
    </div>
  );
}
