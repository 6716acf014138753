import {
  memo,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type RefObject,
} from 'react';
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
import { SchemaFieldOptions } from './SchemaFieldOptions';
import { useApplyCollectionForm, useCollectionForm, useSetCollectionValue } from './formAccess';
import styles from './SchemaFieldCard.module.css';

interface SchemaFieldCardProps {
  fieldKey: string;
  index: number;
  isOpen: boolean;
  autoFocusName: boolean;
  onToggle: (key: string) => void;
  collections: readonly Collection[];
  /** Whether drag and drop is bound (see SchemaFieldCard). */
  isSortable: boolean;
  /** Whether any error lies in this field, and the error of its name (from the list's one subscription). */
  hasErrors: boolean;
  nameError: string | undefined;
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
 *
 * Drag and drop binds apart from the card (`SortableBinder`): it comes once `isSortable` is on, which
 * the list turns on at idle after opening or as soon as a pointer or the focus comes near, so a long
 * schema opens without first registering every card with dnd-kit. A drag then re-renders only the
 * binders, which write the card's position and state straight onto its element.
 */
export const SchemaFieldCard = memo(function SchemaFieldCard(props: SchemaFieldCardProps) {
  const itemRef = useRef<HTMLLIElement | null>(null);
  const [isMounted, setIsMounted] = useState(false);
  const setItem = useCallback((node: HTMLLIElement | null) => {
    itemRef.current = node;
    setIsMounted(!!node);
  }, []);
  const dragRef = useRef<DragBinding>({ listeners: undefined, isDragging: false });
  const handleRef = useRef<HTMLButtonElement>(null);
  return (
    <li ref={setItem} className={[styles.card, props.isOpen ? styles.open : ''].filter(Boolean).join(' ')}>
      <SchemaFieldCardContent {...props} dragRef={dragRef} handleRef={handleRef} />
      {props.isSortable && isMounted && (
        <SortableBinder id={props.fieldKey} itemRef={itemRef} handleRef={handleRef} dragRef={dragRef} />
      )}
    </li>
  );
});

/** What the card's handle needs from its binder: dnd-kit's listeners and whether a drag is on. */
interface DragBinding {
  listeners: ReturnType<typeof useSortable>['listeners'];
  isDragging: boolean;
}

interface SortableBinderProps {
  id: string;
  itemRef: RefObject<HTMLLIElement | null>;
  handleRef: RefObject<HTMLButtonElement | null>;
  dragRef: RefObject<DragBinding>;
}

/** Binds one card to dnd-kit: renders nothing, writes transform, state and handle attributes on the DOM. */
function SortableBinder({ id, itemRef, handleRef, dragRef }: SortableBinderProps) {
  const { setNodeRef, transform, transition, isDragging, attributes, listeners } = useSortable({ id });
  useLayoutEffect(() => {
    dragRef.current.listeners = listeners;
    dragRef.current.isDragging = isDragging;
  });
  useLayoutEffect(() => {
    setNodeRef(itemRef.current);
    return () => setNodeRef(null);
  }, [setNodeRef, itemRef]);
  useLayoutEffect(() => {
    const item = itemRef.current;
    if (!item) return;
    item.style.transform = CSS.Translate.toString(transform) ?? '';
    item.style.transition = transition ?? '';
    item.toggleAttribute('data-dragging', isDragging);
  }, [itemRef, transform, transition, isDragging]);
  useLayoutEffect(() => {
    const handle = handleRef.current;
    if (!handle) return;
    const names = ['aria-roledescription', 'aria-describedby', 'aria-pressed'] as const;
    for (const name of names) {
      const value = attributes[name];
      if (value === undefined) handle.removeAttribute(name);
      else handle.setAttribute(name, String(value));
    }
    return () => names.forEach((name) => handle.removeAttribute(name));
  }, [attributes, handleRef]);
  return null;
}

interface ContentProps extends SchemaFieldCardProps {
  dragRef: RefObject<DragBinding>;
  handleRef: RefObject<HTMLButtonElement | null>;
}

const SchemaFieldCardContent = memo(function SchemaFieldCardContent(props: ContentProps) {
  const { fieldKey, index, isOpen, autoFocusName, onToggle, collections, hasErrors, nameError } = props;
  const { dragRef, handleRef } = props;
  const { control, getValues } = useCollectionForm();
  const apply = useApplyCollectionForm();
  const set = useSetCollectionValue();
  const field = useWatch({ control, name: `schema.${index}` }) as SchemaFieldForm | undefined;
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
          ref={handleRef}
          onPointerDown={(e) => dragRef.current.listeners?.onPointerDown?.(e)}
          onKeyDown={(e) => {
            // Escape during a keyboard drag cancels the drag only, not the panel around it
            if (e.key === 'Escape' && dragRef.current.isDragging) e.preventDefault();
            dragRef.current.listeners?.onKeyDown?.(e);
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
