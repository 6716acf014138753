import { memo, Suspense, useCallback, useEffect, useId, useRef } from 'react';
import type { Collection } from 'pocketbase';
import { useWatch } from 'react-hook-form';
import { FIELD_TYPES, type SchemaFieldForm } from './model/collectionForm';
import { removeField, renameField, restoreField, setRequired } from './model/transitions';
import { hasBidiControls, showBidiControls } from '../../../lib/bidi';
import { Button, IconButton } from '../../../ui/Button';
import { IconAlert } from '../../../ui/icons';
import { ErrorBoundary } from '../../../ui/ErrorBoundary';
import { BidiWarning } from '../../../ui/SafeText';
import { SchemaFieldOptions } from './lazyParts';
import { useApplyCollectionForm, useCollectionForm, useSetCollectionValue } from './formAccess';
import type { SortableRegistry } from './sortableRegistry';
import { useLanguage } from '../../../ui/useLanguage';
import { t, type CollectionEditorKey } from './messages';
import styles from './SchemaFieldCard.module.css';

interface SchemaFieldCardProps {
  fieldKey: string;
  index: number;
  isOpen: boolean;
  autoFocusName: boolean;
  onToggle: (key: string) => void;
  collections: readonly Collection[];
  /** Where the card leaves its elements for drag and drop (see SchemaFieldCard). */
  registry: SortableRegistry;
  /** Whether any error lies in this field, and the error of its name (from the list's one subscription). */
  hasErrors: boolean;
  nameError: string | undefined;
}

const ZERO_VALUE: { [type: string]: { label: CollectionEditorKey; hint: CollectionEditorKey } } = {
  bool: { label: 'required.nonfalsey', hint: 'required.hintFalse' },
  number: { label: 'required.nonzero', hint: 'required.hintZero' },
};

/** The required flag's label and its hint, which names the type's zero value. */
export function requiredLabel(type: string): { label: string; hint: string } {
  const { label, hint } = Object.hasOwn(ZERO_VALUE, type)
    ? ZERO_VALUE[type]
    : { label: 'required.nonempty' as const, hint: 'required.hintEmpty' as const };
  return { label: t(label), hint: t(hint) };
}

/**
 * One schema field as an accordion: a header with the drag handle, the name (editable in
 * place), the type and the expand button; the body with the required flag and the type's options.
 * The card holds no drag-and-drop code: it leaves its elements in `registry`, where the sortable
 * layer binds them once it has loaded, and its handle passes its events to what the layer left there.
 */
export const SchemaFieldCard = memo(function SchemaFieldCard(props: SchemaFieldCardProps) {
  const { fieldKey, index, isOpen, autoFocusName, onToggle, collections, hasErrors, nameError } = props;
  const { registry } = props;
  // a memo component: the language is read here so that a switch re-renders the card
  useLanguage();
  const setItem = useCallback(
    (node: HTMLLIElement | null) => registry.setItem(fieldKey, node),
    [registry, fieldKey],
  );
  const setHandle = useCallback(
    (node: HTMLButtonElement | null) => registry.setHandle(fieldKey, node),
    [registry, fieldKey],
  );
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
  const nameWarningId = `${baseId}-name-bidi`;
  const hasNameWarning = hasBidiControls(field.name);
  const nameDescribedBy =
    [nameError ? nameErrorId : '', hasNameWarning ? nameWarningId : ''].filter(Boolean).join(' ') ||
    undefined;
  const shownName = showBidiControls(field.name || t('fields.unnamed'));
  const required = requiredLabel(field.type);

  return (
    <li
      ref={setItem}
      className={[styles.card, isOpen ? styles.open : '', field.toDelete ? styles.deleted : '']
        .filter(Boolean)
        .join(' ')}
      data-field-name={field.name}
    >
      <div className={styles.header}>
        <button
          type="button"
          className={styles.handle}
          aria-label={t('field.drag', { name: shownName })}
          ref={setHandle}
          onPointerDown={(e) => registry.get(fieldKey).listeners?.onPointerDown?.(e)}
          onKeyDown={(e) => {
            const binding = registry.get(fieldKey);
            // Escape during a keyboard drag cancels the drag only, not the panel around it
            if (e.key === 'Escape' && binding.isDragging) e.preventDefault();
            if (binding.listeners) binding.listeners.onKeyDown?.(e);
            // not bound yet (focus binds it): the sortable layer picks the field up once it is
            else if (e.key === ' ' || e.key === 'Enter') binding.pendingStart = e;
          }}
        />
        <span className={styles.type} title={typeLabel}>
          {typeLabel}
        </span>
        <input
          ref={nameRef}
          className={styles.name}
          aria-label={t('field.nameLabel', { type: typeLabel })}
          value={field.name}
          onChange={(e) => handleRename(e.target.value)}
          onFocus={() => {
            const values = getValues();
            renameStart.current = { name: values.schema[index].name, indexes: values.indexes };
          }}
          onBlur={() => (renameStart.current = null)}
          disabled={field.toDelete || field.system}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameDescribedBy}
          autoComplete="off"
          spellCheck={false}
          placeholder={t('field.namePlaceholder')}
        />
        {field.required && !field.toDelete && <span className={styles.flag}>{required.label}</span>}
        {hasErrors && (
          <span className={styles.errorMark} title={t('field.hasErrors')}>
            <IconAlert size={14} />
            <span className="visually-hidden">{t('field.hasErrors')}</span>
          </span>
        )}
        {field.toDelete ? (
          <Button size="sm" onClick={() => apply(restoreField(getValues(), index))}>
            {t('field.restore')}
          </Button>
        ) : (
          <IconButton
            label={t(isOpen ? 'field.hideOptions' : 'field.showOptions', { name: shownName })}
            aria-expanded={isOpen}
            aria-controls={bodyId}
            onClick={() => onToggle(fieldKey)}
            className={styles.toggle}
          />
        )}
      </div>
      {hasNameWarning && (
        <div className={styles.nameWarning}>
          <BidiWarning id={nameWarningId} value={field.name} />
        </div>
      )}
      {nameError && (
        <p id={nameErrorId} className={styles.nameError} role="alert">
          {nameError}
        </p>
      )}
      {field.toDelete && <p className={styles.deletedNote}>{t('field.markedForDeletion')}</p>}
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
            <ErrorBoundary area={t('field.optionsArea')}>
              <Suspense fallback={<p className={styles.loading}>{t('field.loadingOptions')}</p>}>
                <SchemaFieldOptions index={index} field={field} collections={collections} />
              </Suspense>
            </ErrorBoundary>
            <div className={styles.actions}>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => apply(removeField(getValues(), index))}
                disabled={field.system}
              >
                {t('field.remove')}
              </Button>
            </div>
          </>
        )}
      </div>
    </li>
  );
});
