import { NumberOption, TextOption } from '../optionInputs';
import styles from '../SchemaFieldCard.module.css';
import { t } from './messages';
import { num, text, useFieldOptions, type FieldOptionsProps } from './shared';

export function TextOptions({ index, field }: FieldOptionsProps) {
  const { option, path } = useFieldOptions(index);
  const o = field.options;
  return (
    <div className={styles.options}>
      <NumberOption
        name={path('min')}
        label={t('text.min')}
        integer
        value={num(o.min)}
        onChange={(v) => option('min', v)}
      />
      <NumberOption
        name={path('max')}
        label={t('text.max')}
        integer
        value={num(o.max)}
        onChange={(v) => option('max', v)}
      />
      <TextOption
        name={path('pattern')}
        label={t('text.pattern')}
        hint={t('text.patternHint')}
        mono
        value={text(o.pattern)}
        onChange={(v) => option('pattern', v)}
      />
    </div>
  );
}
