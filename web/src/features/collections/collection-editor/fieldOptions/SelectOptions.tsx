import { isMultipleMode, setMultiple } from '../model/transitions';
import { ListOption, ModeToggle, NumberOption } from '../optionInputs';
import styles from '../SchemaFieldCard.module.css';
import { list, num, useFieldOptions, type FieldOptionsProps } from './shared';

export function SelectOptions({ index, field }: FieldOptionsProps) {
  const { option, replace, path } = useFieldOptions(index);
  const o = field.options;
  const values = list(o.values);
  const multiple = isMultipleMode(field);
  return (
    <div className={styles.options}>
      <ListOption
        name={path('values')}
        label="Choices"
        required
        placeholder="Choices: eg. optionA, optionB"
        value={values}
        onChange={(v) => option('values', v)}
      />
      <ModeToggle multiple={multiple} onChange={(m) => replace(setMultiple(field, m))} />
      {multiple && (
        <NumberOption
          name={path('maxSelect')}
          label="Max select"
          required
          integer
          value={num(o.maxSelect)}
          onChange={(v) => option('maxSelect', v)}
        />
      )}
    </div>
  );
}
