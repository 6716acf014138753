import { startTransition, Suspense, useCallback, useEffect, useId, useMemo, useState } from 'react';
import type { Collection } from 'pocketbase';
import { useFormState, useWatch } from 'react-hook-form';
import { FIELD_TYPES } from './model/collectionForm';
import { newField } from './model/toForm';
import { AUTH_SYSTEM_FIELDS } from '../../../lib/schema';
import { Dropdown } from '../../../ui/Dropdown';
import { flattenFormErrors } from '../../../ui/form/useAppForm';
import { afterPaint } from '../../../lib/afterPaint';
import { onIdle } from '../../../ui/lazyModule';
import { ErrorBoundary } from '../../../ui/ErrorBoundary';
import { hasErrorUnder } from '../../../lib/formPaths';
import { IconPlus } from '../../../ui/icons';
import { IndexesSection } from './IndexesSection';
import { SchemaFieldCard } from './SchemaFieldCard';
import { preloadEditorParts, SortableLayer } from './lazyParts';
import { SortableRegistry } from './sortableRegistry';
import { useCollectionForm } from './formAccess';
import { t } from './messages';
import styles from './FieldsTab.module.css';

/** The Fields tab: system fields, the schema fields as draggable accordions, New field, indexes. */
export function FieldsTab({ collections }: { collections: readonly Collection[] }) {
  const { control, getValues, setValue } = useCollectionForm();
  const type = useWatch({ control, name: 'type' });
  // this tab re-renders only when fields come, go or move (not on every keystroke in one of them)
  const keysText = useWatch({
    control,
    name: 'schema',
    compute: (schema) => schema.map((f) => f.key).join('\n'),
  });
  const keys = useMemo(() => (keysText ? keysText.split('\n') : []), [keysText]);

  const [openKey, setOpenKey] = useState<string | null>(null);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const toggle = useCallback((key: string) => setOpenKey((open) => (open === key ? null : key)), []);

  // a field with an error (client check or server answer) opens, so the error shows; the cards get
  // their error state from this one subscription
  const { errors } = useFormState({ control, name: 'schema' });
  const flatErrors = useMemo(() => flattenFormErrors(errors), [errors]);
  // an error about the schema as a whole (the server refuses an empty one) shows where the fields are
  const schemaError = flatErrors.schema;
  const schemaErrorId = useId();
  const [seenErrors, setSeenErrors] = useState(errors);
  if (errors !== seenErrors) {
    setSeenErrors(errors);
    const key = firstFieldWithError(errors.schema, getValues('schema'));
    if (key && key !== openKey) setOpenKey(key);
  }

  const addField = (fieldType: (typeof FIELD_TYPES)[number]['type']) => {
    const current = getValues('schema');
    const field = newField(
      fieldType,
      current.map((f) => f.name),
    );
    setValue('schema', [...current, field], { shouldDirty: true });
    setOpenKey(field.key);
    setFocusKey(field.key);
  };

  // drag and drop (a chunk of its own, with the other parts not needed for the first view) binds once
  // the fields show: at idle after opening, or as soon as a pointer or the focus comes into the list
  const [registry] = useState(() => new SortableRegistry());
  const [isSortable, setIsSortable] = useState(false);
  useEffect(() => afterPaint(() => void SortableLayer.preload().catch(() => {})), []);
  useEffect(
    () =>
      onIdle(() => {
        void preloadEditorParts();
        // bound once its code is in (a failed load shows when a drag is tried: pointer or focus)
        SortableLayer.preload().then(
          () => startTransition(() => setIsSortable(true)),
          () => {},
        );
      }, 1000),
    [],
  );
  const bindNow = isSortable ? undefined : () => setIsSortable(true);
  const moveField = useCallback(
    (activeKey: string, overKey: string) => {
      const current = getValues('schema');
      const from = current.findIndex((f) => f.key === activeKey);
      const to = current.findIndex((f) => f.key === overKey);
      if (from < 0 || to < 0) return;
      setValue('schema', moveItem(current, from, to), { shouldDirty: true });
    },
    [getValues, setValue],
  );
  const describe = useCallback(
    (key: string) => {
      const fields = getValues('schema');
      const position = fields.findIndex((f) => f.key === key);
      return {
        name: fields[position]?.name || t('fields.unnamed'),
        position: position + 1,
        count: fields.length,
      };
    },
    [getValues],
  );
  // what a screen reader hears while a field moves is said in here, inside the panel
  const [liveRegionHost, setLiveRegionHost] = useState<HTMLDivElement | null>(null);

  const systemFields = ['id', ...(type === 'auth' ? AUTH_SYSTEM_FIELDS : []), 'created', 'updated'];

  return (
    <div className={styles.tab}>
      <p className={styles.system}>
        <span className={styles.systemLabel}>{t('fields.system')}</span>
        {systemFields.map((name) => (
          <code dir="ltr" key={name} className={styles.systemField}>
            {name}
          </code>
        ))}
      </p>
      <ol
        className={styles.fields}
        aria-label={t('fields.list')}
        aria-describedby={schemaError ? schemaErrorId : undefined}
        onPointerOver={bindNow}
        onFocus={bindNow}
      >
        {keys.map((key, index) => (
          <SchemaFieldCard
            key={key}
            fieldKey={key}
            index={index}
            isOpen={openKey === key}
            autoFocusName={focusKey === key}
            onToggle={toggle}
            collections={collections}
            registry={registry}
            hasErrors={hasErrorUnder(flatErrors, `schema.${index}`)}
            nameError={flatErrors[`schema.${index}.name`]}
          />
        ))}
      </ol>
      {isSortable && (
        <ErrorBoundary area={t('fields.dragTool')}>
          <Suspense fallback={null}>
            <SortableLayer
              keys={keys}
              registry={registry}
              describe={describe}
              onMove={moveField}
              liveRegionHost={liveRegionHost}
            />
          </Suspense>
        </ErrorBoundary>
      )}
      <div ref={setLiveRegionHost} />
      {schemaError && (
        <p id={schemaErrorId} className={styles.error} role="alert">
          {schemaError}
        </p>
      )}
      {keys.length === 0 && <p className={styles.empty}>{t('fields.empty')}</p>}
      <div className={styles.addField}>
        <Dropdown
          label={t('fields.new')}
          triggerClassName={styles.addFieldButton}
          trigger={
            <>
              <IconPlus size={14} /> {t('fields.new')}
            </>
          }
          items={FIELD_TYPES.map(({ type: fieldType, label }) => ({
            label,
            onSelect: () => addField(fieldType),
          }))}
        />
      </div>
      <IndexesSection />
    </div>
  );
}

/** `items` with the item at `from` moved to `to`. */
function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const out = items.slice();
  out.splice(to, 0, ...out.splice(from, 1));
  return out;
}

/** The key of the first schema field (in order) that has an error. */
function firstFieldWithError(errors: unknown, schema: readonly { key: string }[]): string | undefined {
  if (!errors || typeof errors !== 'object') return undefined;
  const first = Object.keys(errors)
    .filter((k) => /^\d+$/.test(k))
    .map(Number)
    .sort((a, b) => a - b)[0];
  return first !== undefined ? schema[first]?.key : undefined;
}
