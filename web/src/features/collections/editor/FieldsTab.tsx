import { useCallback, useMemo, useState } from 'react';
import type { Collection } from 'pocketbase';
import { useFormState, useWatch } from 'react-hook-form';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { FIELD_TYPES, newField } from '../../../lib/collectionForm';
import { AUTH_SYSTEM_FIELDS } from '../../../lib/recordFields';
import { Dropdown } from '../../../ui/Dropdown';
import { IconPlus } from '../../../ui/icons';
import { IndexesSection } from './IndexesSection';
import { SchemaFieldCard } from './SchemaFieldCard';
import { useCollectionForm } from './formAccess';
import styles from './FieldsTab.module.css';

/** The Fields tab: system fields, the schema fields as draggable accordions, New field, indexes. */
export function FieldsTab({ collections }: { collections: readonly Collection[] }) {
  const { control, getValues, setValue } = useCollectionForm();
  const type = useWatch({ control, name: 'type' });
  const schema = useWatch({ control, name: 'schema' });
  // the list re-renders its cards only when fields come, go or move
  const keysText = schema.map((f) => f.key).join('\n');
  const keys = useMemo(() => (keysText ? keysText.split('\n') : []), [keysText]);

  const [openKey, setOpenKey] = useState<string | null>(null);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const toggle = useCallback((key: string) => setOpenKey((open) => (open === key ? null : key)), []);

  // a field with an error (client check or server answer) opens, so the error shows
  const { errors } = useFormState({ control, name: 'schema' });
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

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const current = getValues('schema');
    const from = current.findIndex((f) => f.key === active.id);
    const to = current.findIndex((f) => f.key === over.id);
    if (from < 0 || to < 0) return;
    setValue('schema', arrayMove(current, from, to), { shouldDirty: true });
  };

  const systemFields = ['id', ...(type === 'auth' ? AUTH_SYSTEM_FIELDS : []), 'created', 'updated'];

  return (
    <div className={styles.tab}>
      <p className={styles.system}>
        <span className={styles.systemLabel}>System fields:</span>
        {systemFields.map((name) => (
          <code key={name} className={styles.systemField}>
            {name}
          </code>
        ))}
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={handleDragEnd}
        accessibility={{ screenReaderInstructions: { draggable: DRAG_INSTRUCTIONS } }}
      >
        <SortableContext items={keys} strategy={verticalListSortingStrategy}>
          <ol className={styles.fields} aria-label="Schema fields">
            {keys.map((key, index) => (
              <SchemaFieldCard
                key={key}
                fieldKey={key}
                index={index}
                isOpen={openKey === key}
                autoFocusName={focusKey === key}
                onToggle={toggle}
                collections={collections}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      {keys.length === 0 && <p className={styles.empty}>No fields yet: add the first one.</p>}
      <div className={styles.addField}>
        <Dropdown
          label="New field"
          triggerClassName={styles.addFieldButton}
          trigger={
            <>
              <IconPlus size={14} /> New field
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

const DRAG_INSTRUCTIONS =
  'To reorder a field, press Space or Enter on its drag handle, move it with the arrow keys, ' +
  'then press Space or Enter to drop it, or Escape to cancel.';

/** The key of the first schema field (in order) that has an error. */
function firstFieldWithError(errors: unknown, schema: readonly { key: string }[]): string | undefined {
  if (!errors || typeof errors !== 'object') return undefined;
  const first = Object.keys(errors)
    .filter((k) => /^\d+$/.test(k))
    .map(Number)
    .sort((a, b) => a - b)[0];
  return first !== undefined ? schema[first]?.key : undefined;
}
