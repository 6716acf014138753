import { memo, useEffect, useId, useRef } from 'react';
import type { Collection } from 'pocketbase';
import { useWatch } from 'react-hook-form';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  FIELD_TYPES,
  removeField,
  renameField,
  restoreField,
  setRequired,
  type SchemaFieldForm,
} from '../../../lib/collectionForm';
import { Button, IconButton } from '../../../ui/Button';
import { IconAlert, IconChevronDown } from '../../../ui/icons';
import { useFieldError } from '../../../ui/form/Form';
import { SchemaFieldOptions } from './SchemaFieldOptions';
import {
  useApplyCollectionForm,
  useCollectionForm,
  useHasErrorsUnder,
  useSetCollectionValue,
} from './formAccess';
import styles from './SchemaFieldCard.module.css';

interface SchemaFieldCardProps {
  fieldKey: string;
  index: number;
  isOpen: boolean;
  autoFocusName: boolean;
  onToggle: (key: string) => void;
  collections: readonly Collection[];
}

const ZERO_VALUE: { [type: string]: { label: string; zero: string } } = {
  bool: { label: 'Nonfalsey', zero: 'false' },
  number: { label: 'Nonzero', zero: 'zero' },
};

/** The required flag's label and its hint (spec §5). */
export function requiredLabel(type: string): { label: string; hint: string } {
  const { label, zero } = ZERO_VALUE[type] ?? { label: 'Nonempty', zero: 'empty' };
  return { label, hint: `Requires the field value NOT to be ${zero}.` };
}

/**
 * One schema field as an accordion (RULINGS): a header with the drag handle, the name (editable in
 * place), the type and the expand button; the body with the required flag and the type's options.
 */
export const SchemaFieldCard = memo(function SchemaFieldCard(props: SchemaFieldCardProps) {
  const sortable = useSortable({ id: props.fieldKey });
  // a drag re-renders every sortable item: only this wrapper, the content is memoised apart
  return (
    <li
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      className={[styles.card, props.isOpen ? styles.open : '', sortable.isDragging ? styles.dragging : '']
        .filter(Boolean)
        .join(' ')}
    >
      <SchemaFieldCardContent
        {...props}
        handleAttributes={sortable.attributes}
        handleListeners={sortable.listeners}
        isDragging={sortable.isDragging}
      />
    </li>
  );
});

interface ContentProps extends SchemaFieldCardProps {
  handleAttributes: ReturnType<typeof useSortable>['attributes'];
  handleListeners: ReturnType<typeof useSortable>['listeners'];
  isDragging: boolean;
}

const SchemaFieldCardContent = memo(function SchemaFieldCardContent(props: ContentProps) {
  const { fieldKey, index, isOpen, autoFocusName, onToggle, collections, isDragging } = props;
  const { control, getValues } = useCollectionForm();
  const apply = useApplyCollectionForm();
  const set = useSetCollectionValue();
  const field = useWatch({ control, name: `schema.${index}` }) as SchemaFieldForm | undefined;
  const hasErrors = useHasErrorsUnder(`schema.${index}`);
  const nameError = useFieldError(`schema.${index}.name`);
  const baseId = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  // the name and indexes when the name input got focus: the index columns follow from that name to
  // whatever is typed, even through an empty name on the way
  const renameStart = useRef<{ name: string; indexes: string[] } | null>(null);
  const handleRename = (text: string) => {
    const values = getValues();
    const start = renameStart.current ?? { name: values.schema[index].name, indexes: values.indexes };
    const from = {
      ...values,
      indexes: start.indexes,
      schema: values.schema.map((f, i) => (i === index ? { ...f, name: start.name } : f)),
    };
    // only this field's name (and the indexes, when they follow): the other fields stay untouched
    const next = renameField(from, index, text);
    set(`schema.${index}.name`, next.schema[index].name);
    if (JSON.stringify(next.indexes) !== JSON.stringify(values.indexes)) set('indexes', next.indexes);
  };

  useEffect(() => {
    if (autoFocusName) nameRef.current?.select();
  }, [autoFocusName]);

  if (!field) return null;
  const typeLabel = FIELD_TYPES.find((t) => t.type === field.type)?.label ?? field.type;
  const bodyId = `${baseId}-body`;
  const nameErrorId = `${baseId}-name-error`;
  const shownName = field.name || 'field';
  const required = requiredLabel(field.type);

  return (
    <div className={field.toDelete ? styles.deleted : undefined} data-field-name={field.name}>
      <div className={styles.header}>
        <button
          type="button"
          className={styles.handle}
          aria-label={`Drag to reorder field ${shownName}`}
          {...props.handleAttributes}
          {...props.handleListeners}
          onKeyDown={(e) => {
            // Escape during a keyboard drag cancels the drag only, not the panel around it
            if (e.key === 'Escape' && isDragging) e.preventDefault();
            props.handleListeners?.onKeyDown?.(e);
          }}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <span className={styles.type} title={typeLabel}>
          {typeLabel}
        </span>
        <input
          ref={nameRef}
          className={styles.name}
          aria-label={`Name of the ${typeLabel} field`}
          value={field.name}
          onChange={(e) => handleRename(e.target.value)}
          onFocus={() => {
            const values = getValues();
            renameStart.current = { name: values.schema[index].name, indexes: values.indexes };
          }}
          onBlur={() => (renameStart.current = null)}
          disabled={field.toDelete || field.system}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? nameErrorId : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder="Field name"
        />
        {field.required && !field.toDelete && <span className={styles.flag}>{required.label}</span>}
        {hasErrors && (
          <span className={styles.errorMark} title="Has errors">
            <IconAlert size={14} />
            <span className="visually-hidden">Has errors</span>
          </span>
        )}
        {field.toDelete ? (
          <Button size="sm" onClick={() => apply(restoreField(getValues(), index))}>
            Restore
          </Button>
        ) : (
          <IconButton
            label={`${isOpen ? 'Hide' : 'Show'} options of field ${shownName}`}
            aria-expanded={isOpen}
            aria-controls={bodyId}
            onClick={() => onToggle(fieldKey)}
            className={styles.toggle}
          >
            <IconChevronDown size={16} />
          </IconButton>
        )}
      </div>
      {nameError && (
        <p id={nameErrorId} className={styles.nameError} role="alert">
          {nameError}
        </p>
      )}
      {field.toDelete && (
        <p className={styles.deletedNote}>Marked for deletion: it and its data go away when you save.</p>
      )}
      <div id={bodyId} className={styles.body} hidden={!isOpen || field.toDelete}>
        {isOpen && !field.toDelete && (
          <>
            <label className={styles.required} title={required.hint}>
              <input
                type="checkbox"
                checked={field.required}
                onChange={(e) => set(`schema.${index}`, setRequired(field, e.target.checked))}
              />
              {required.label}
              <span className={styles.requiredHint}>{required.hint}</span>
            </label>
            <SchemaFieldOptions index={index} field={field} collections={collections} />
            <div className={styles.actions}>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => apply(removeField(getValues(), index))}
                disabled={field.system}
              >
                Remove field
              </Button>
            </div>
          </>
        )}
      </div>
    </div>
  );
});
