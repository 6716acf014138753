import { ListOption } from '../optionInputs';
import styles from '../SchemaFieldCard.module.css';
import { list, useFieldOptions, type FieldOptionsProps } from './shared';

/** The domain lists of an email or url field (only one of them may be set). */
export function DomainOptions({ index, field }: FieldOptionsProps) {
  const { option, path } = useFieldOptions(index);
  const o = field.options;
  const except = list(o.exceptDomains);
  const only = list(o.onlyDomains);
  return (
    <div className={styles.options}>
      <ListOption
        name={path('exceptDomains')}
        label="Except domains"
        hint={
          only.length ? 'Clear "Only domains" to use this.' : 'Comma separated, eg. example.com, test.org'
        }
        disabled={only.length > 0}
        value={except}
        onChange={(v) => option('exceptDomains', v)}
      />
      <ListOption
        name={path('onlyDomains')}
        label="Only domains"
        hint={
          except.length ? 'Clear "Except domains" to use this.' : 'Comma separated, eg. example.com, test.org'
        }
        disabled={except.length > 0}
        value={only}
        onChange={(v) => option('onlyDomains', v)}
      />
    </div>
  );
}
