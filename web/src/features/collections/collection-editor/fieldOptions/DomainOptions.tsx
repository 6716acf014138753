import { ListOption } from '../optionInputs';
import styles from '../SchemaFieldCard.module.css';
import { t } from './messages';
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
        label={t('domains.except')}
        hint={only.length ? t('domains.clearOnly') : t('domains.hint')}
        disabled={only.length > 0}
        value={except}
        onChange={(v) => option('exceptDomains', v)}
      />
      <ListOption
        name={path('onlyDomains')}
        label={t('domains.only')}
        hint={except.length ? t('domains.clearExcept') : t('domains.hint')}
        disabled={except.length > 0}
        value={only}
        onChange={(v) => option('onlyDomains', v)}
      />
    </div>
  );
}
