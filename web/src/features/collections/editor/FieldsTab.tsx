import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Collection } from 'pocketbase';
import { useFormState, useWatch } from 'react-hook-form';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
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
import { flattenFormErrors } from '../../../ui/form/useAppForm';
import { onIdle } from '../../../ui/lazyModule';
import { hasErrorUnder } from '../../../lib/formPaths';
import { IconPlus } from '../../../ui/icons';
import { IndexesSection } from './IndexesSection';
import { SchemaFieldCard } from './SchemaFieldCard';
import { useCollectionForm } from './formAccess';
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

  // drag and drop binds at idle after opening, or at once when a pointer or the focus comes into the
  // list: a long schema first shows its fields, then registers them with dnd-kit
  const [isSortable, setIsSortable] = useState(false);
  useEffect(() => onIdle(() => startTransition(() => setIsSortable(true)), 1000), []);
  const bindNow = isSortable ? undefined : () => setIsSortable(true);

  const sensors = useSensors(
    useSensor(PointerSensor, POINTER_OPTIONS),
    useSensor(KeyboardSensor, KEYBOARD_OPTIONS),
  );
  const handleDragEnd = useCallback(
    ({ active, over }: DragEndEvent) => {
      if (!over || active.id === over.id) return;
      const current = getValues('schema');
      const from = current.findIndex((f) => f.key === active.id);
      const to = current.findIndex((f) => f.key === over.id);
      if (from < 0 || to < 0) return;
      setValue('schema', arrayMove(current, from, to), { shouldDirty: true });
    },
    [getValues, setValue],
  );

  // what a screen reader hears while a field moves: field names and positions, not internal ids
  const [liveRegionHost, setLiveRegionHost] = useState<HTMLDivElement | null>(null);
  // the drag starts over the field's own place: that is no news after 'Picked up'
  const hasMoved = useRef(false);
  // the position shown while over a place (at the drop, the list may already have moved)
  const overPosition = useRef(0);
  const announcements = useMemo<Announcements>(() => {
    const describe = (id: UniqueIdentifier) => {
      const fields = getValues('schema');
      const position = fields.findIndex((f) => f.key === id);
      return { name: fields[position]?.name || 'field', position: position + 1, count: fields.length };
    };
    return {
      // 'Picked up' is said once the drag is ready for moves: at the first position it is over
      // (its own place), after the positions have been measured
      onDragStart: () => {
        hasMoved.current = false;
        return undefined;
      },
      onDragOver: ({ active, over }) => {
        const a = describe(active.id);
        if (!hasMoved.current && over?.id === active.id) {
          hasMoved.current = true;
          overPosition.current = a.position;
          return `Picked up field ${a.name}, at position ${a.position} of ${a.count}.`;
        }
        hasMoved.current = true;
        if (!over) return `Field ${a.name} is no longer over a position.`;
        overPosition.current = describe(over.id).position;
        return `Field ${a.name} is over position ${overPosition.current} of ${a.count}.`;
      },
      onDragEnd: ({ active, over }) => {
        const a = describe(active.id);
        return over
          ? `Field ${a.name} was dropped at position ${overPosition.current} of ${a.count}.`
          : `Field ${a.name} was dropped.`;
      },
      onDragCancel: ({ active }) => {
        const a = describe(active.id);
        return `Moving field ${a.name} was cancelled; it stays at position ${a.position} of ${a.count}.`;
      },
    };
  }, [getValues]);

  const accessibility = useMemo(
    () => ({
      screenReaderInstructions: { draggable: DRAG_INSTRUCTIONS },
      announcements,
      // inside the modal panel: outside it, the page is inert and nothing would be read out
      container: liveRegionHost ?? undefined,
    }),
    [announcements, liveRegionHost],
  );

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
        accessibility={accessibility}
      >
        <SortableContext items={keys} strategy={verticalListSortingStrategy}>
          <ol className={styles.fields} aria-label="Schema fields" onPointerOver={bindNow} onFocus={bindNow}>
            {keys.map((key, index) => (
              <SchemaFieldCard
                key={key}
                fieldKey={key}
                index={index}
                isOpen={openKey === key}
                autoFocusName={focusKey === key}
                onToggle={toggle}
                collections={collections}
                isSortable={isSortable}
                hasErrors={hasErrorUnder(flatErrors, `schema.${index}`)}
                nameError={flatErrors[`schema.${index}.name`]}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <div ref={setLiveRegionHost} />
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

const POINTER_OPTIONS = { activationConstraint: { distance: 4 } };
const KEYBOARD_OPTIONS = { coordinateGetter: sortableKeyboardCoordinates };

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
