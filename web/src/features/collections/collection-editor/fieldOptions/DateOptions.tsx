import { isValidDateTimeText } from '../../../../lib/valueParsing';
import { DateTimeInput } from '../../../../ui/DateTimeInput';
import { Field } from '../../../../ui/form/Form';
import styles from '../SchemaFieldCard.module.css';
import { t } from './messages';
import { text, useFieldOptions, type FieldOptionsProps } from './shared';

export function DateOptions({ index, field }: FieldOptionsProps) {
  const { option, path } = useFieldOptions(index);
  const o = field.options;
  return (
    <div className={styles.options}>
      {(['min', 'max'] as const).map((key) => (
        <Field key={key} name={path(key)} label={key === 'min' ? t('date.min') : t('date.max')}>
          {(input) => (
            <DateTimeInput
              {...input}
              value={text(o[key]).slice(0, 19)}
              // a real date-time takes the server's format; other text stays as typed, for
              // the checks before saving to refuse (the input would show it changed otherwise)
              onChange={(v) => option(key, isValidDateTimeText(v) ? `${v}.000Z` : v)}
            />
          )}
        </Field>
      ))}
    </div>
  );
}
