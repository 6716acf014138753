import { useId, useMemo } from 'react';
import type { Collection } from 'pocketbase';
import { useFormState, useWatch } from 'react-hook-form';
import { flattenFormErrors } from '../../../ui/form/useAppForm';
import { CodeEditor, type CodeCompletions } from '../../../ui/CodeEditor';
import { useFieldError } from '../../../ui/form/Form';
import { AUTH_SYSTEM_FIELDS } from '../../../lib/schema';
import { useCollectionForm, useSetCollectionValue } from './formAccess';
import { t } from './messages';
import styles from './ViewQueryTab.module.css';

/** Tables and columns for the SQL autocomplete: every collection with its fields. */
function sqlTables(collections: readonly Collection[]): { [table: string]: string[] } {
  const tables: { [table: string]: string[] } = {};
  for (const c of collections) {
    tables[c.name] = [
      'id',
      ...(c.type === 'auth' ? AUTH_SYSTEM_FIELDS : []),
      ...c.schema.map((f) => f.name),
      'created',
      'updated',
    ];
  }
  return tables;
}

/** The Query tab of view collections: the SELECT statement the view reads. */
export function ViewQueryTab({ collections }: { collections: readonly Collection[] }) {
  const { control } = useCollectionForm();
  const set = useSetCollectionValue();
  const query = useWatch({ control, name: 'options.query' });
  const schema = useWatch({ control, name: 'schema' });
  const error = useFieldError('options.query');
  const { errors } = useFormState({ control, name: 'schema' });
  const id = useId();
  const completions = useMemo<CodeCompletions>(
    () => ({ kind: 'sql', tables: sqlTables(collections) }),
    [collections],
  );

  // errors about the columns the query makes, as 'column: message'
  const columnErrors = Object.entries(flattenFormErrors(errors))
    .filter(([path]) => path.startsWith('schema'))
    .map(([path, message]) => {
      const index = Number(path.split('.')[1]);
      const column = Number.isInteger(index)
        ? (schema[index]?.name ?? t('query.column', { number: index + 1 }))
        : t('query.columns');
      return t('query.columnError', { column, message });
    });

  return (
    <div className={styles.tab}>
      <label id={`${id}-label`} htmlFor={id} className={styles.label}>
        {t('query.label')} <span className={styles.required}>*</span>
      </label>
      <CodeEditor
        id={id}
        labelId={`${id}-label`}
        language="sql"
        completions={completions}
        value={query}
        onChange={(next) => set('options.query', next)}
        placeholder={t('query.placeholder')}
        minHeight={120}
        maxHeight={400}
        aria-invalid={error || columnErrors.length ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      />
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
      {columnErrors.length > 0 && (
        <ul className={styles.error} role="alert">
          {columnErrors.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
      <ul id={`${id}-hint`} className={styles.hints}>
        <li>{t('query.hintWildcard')}</li>
        <li>{t('query.hintId')}</li>
        <li>{t('query.hintAlias')}</li>
        <li>{t('query.hintFields')}</li>
      </ul>
    </div>
  );
}
