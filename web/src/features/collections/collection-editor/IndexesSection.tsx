import { Suspense, useState } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { indexLabel } from './model/indexSql';
import { getAtPath } from '../../../lib/formPaths';
import { IconPlus } from '../../../ui/icons';
import { ErrorBoundary } from '../../../ui/ErrorBoundary';
import { IndexEditorDialog } from './lazyParts';
import { useCollectionForm, useSetCollectionValue } from './formAccess';
import { t } from './indexMessages';
import styles from './FieldsTab.module.css';

/** The collection's indexes as chips (red with the server's error as tooltip), and their dialog. */
export function IndexesSection() {
  const { control } = useCollectionForm();
  const set = useSetCollectionValue();
  const indexes = useWatch({ control, name: 'indexes' });
  const name = useWatch({ control, name: 'name' });
  // the column presets: re-renders when a name changes, not on every option change
  const columnsText = useWatch({
    control,
    name: 'schema',
    compute: (schema) =>
      schema
        .filter((f) => !f.toDelete && f.name)
        .map((f) => f.name)
        .join('\n'),
  });
  const { errors } = useFormState({ control, name: 'indexes' });
  // null: closed; -1: a new index; else the position of the index edited
  const [editing, setEditing] = useState<number | null>(null);
  const [opening, setOpening] = useState(0);
  const open = (position: number) => {
    setOpening((n) => n + 1);
    setEditing(position);
  };
  const errorAt = (i: number): string | undefined => {
    const error = getAtPath(errors, `indexes.${i}`) as { message?: unknown } | undefined;
    return typeof error?.message === 'string' ? error.message : undefined;
  };
  const label = (sql: string) => indexLabel(sql, (columns) => t('chip.unique', { columns }));
  const listError = getAtPath(errors, 'indexes') as { message?: unknown } | undefined;

  return (
    <section className={styles.indexes} aria-labelledby="collection-indexes-title">
      <h3 id="collection-indexes-title" className={styles.sectionTitle}>
        {t('title')}
      </h3>
      <ul className={styles.indexList}>
        {indexes.map((sql, i) => {
          const error = errorAt(i);
          return (
            <li key={`${i}:${sql}`}>
              <button
                type="button"
                className={`${styles.indexChip} ${error ? styles.indexChipError : ''}`}
                title={error ?? sql}
                aria-label={
                  error ? t('editWithError', { name: label(sql), error }) : t('edit', { name: label(sql) })
                }
                onClick={() => open(i)}
              >
                {label(sql)}
              </button>
            </li>
          );
        })}
        <li>
          <button type="button" className={styles.indexAdd} onClick={() => open(-1)}>
            <IconPlus size={14} /> {t('new')}
          </button>
        </li>
      </ul>
      {/* the chips' errors are their tooltips; a screen that cannot hover lists them */}
      <ul className={styles.indexErrors}>
        {indexes.map((sql, i) => {
          const error = errorAt(i);
          return (
            error && (
              <li key={`${i}:${sql}`}>
                {label(sql)}: {error}
              </li>
            )
          );
        })}
      </ul>
      {typeof listError?.message === 'string' && (
        <p className={styles.error} role="alert">
          {listError.message}
        </p>
      )}
      {editing !== null && (
        <ErrorBoundary area={t('area')}>
          <Suspense fallback={<p className={styles.loading}>{t('loading')}</p>}>
            <IndexEditorDialog
              key={opening}
              sql={editing >= 0 ? (indexes[editing] ?? '') : null}
              tableName={name}
              columns={[...(columnsText ? columnsText.split('\n') : []), 'created', 'updated']}
              onClose={() => setEditing(null)}
              onSet={(sql) => {
                const next = [...indexes];
                if (editing >= 0) next[editing] = sql;
                else next.push(sql);
                set('indexes', next);
              }}
              onDelete={
                editing >= 0
                  ? () =>
                      set(
                        'indexes',
                        indexes.filter((_, i) => i !== editing),
                      )
                  : undefined
              }
            />
          </Suspense>
        </ErrorBoundary>
      )}
    </section>
  );
}
