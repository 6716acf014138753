import { NumberOption, TextOption } from '../optionInputs';
import styles from '../SchemaFieldCard.module.css';
import { num, text, useFieldOptions, type FieldOptionsProps } from './shared';

export function TextOptions({ index, field }: FieldOptionsProps) {
  const { option, path } = useFieldOptions(index);
  const o = field.options;
  return (
    <div className={styles.options}>
      <NumberOption
        name={path('min')}
        label="Min length"
        integer
        value={num(o.min)}
        onChange={(v) => option('min', v)}
      />
      <NumberOption
        name={path('max')}
        label="Max length"
        integer
        value={num(o.max)}
        onChange={(v) => option('max', v)}
      />
      <TextOption
        name={path('pattern')}
        label="Regex pattern"
        hint='A Go regular expression, eg. "^\w+$"'
        mono
        value={text(o.pattern)}
        onChange={(v) => option('pattern', v)}
      />
    </div>
  );
}
