import { useId, useMemo, useRef, useState } from 'react';
import type { Collection, Record as PbRecord, SchemaField } from 'pocketbase';
import { useRelatedRecords } from '../../../api/relations';
import { relationLabel } from '../../../lib/recordCells';
import { displayFieldsOf, selectionLimit } from '../../../lib/schema';
import { initialSelection, RELATION_SKELETON_MAX, removeFromSelection } from '../../../lib/relationPicker';
import { Button } from '../../../ui/Button';
import { RelationPicker, type RelationPickerProps } from './RelationPicker';
import { useFocusAfterRemove } from './useFocusAfterRemove';
import { chipListClass, RelationChip } from './RelationChip';
import styles from './RelationFieldInput.module.css';
import { t } from './messages';

export interface RelationFieldInputProps {
  /** Goes on the picker button, so a click on the caller's `<label htmlFor={id}>` opens the picker. */
  id: string;
  field: SchemaField;
  /** The target collection; undefined when it no longer exists (the picker is then disabled). */
  target: Collection | undefined;
  value: string[];
  onChange: (ids: string[]) => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  onNewRecord?: RelationPickerProps['onNewRecord'];
}

/**
 * A relation field in the record form: the chosen records as chips with their labels (text only)
 * and remove buttons, ids the server no longer has marked 'missing', up to 10 skeletons while the
 * first load runs, and the button opening the picker. Single mode (maxSelect 1) shows at most one
 * chip and the picker replaces it.
 */
export function RelationFieldInput({
  id,
  field,
  target,
  value,
  onChange,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedby,
  onNewRecord,
}: RelationFieldInputProps) {
  const limit = selectionLimit(field);
  const isSingle = limit <= 1;
  const ids = useMemo(() => initialSelection(value, limit), [value, limit]);
  const displayFields = useMemo(() => displayFieldsOf(field), [field]);
  const related = useRelatedRecords(target?.id ?? '', target ? ids : []);
  // records handed back by the picker: their chips have labels before the load by id answers
  const [picked, setPicked] = useState<ReadonlyMap<string, PbRecord>>(() => new Map());
  const [isPickerOpen, setIsPickerOpen] = useState(false);
  const chipsRef = useRef<HTMLUListElement>(null);
  // the last chip gone: focus moves to the picker button
  const focusAfterRemove = useFocusAfterRemove(chipsRef, () => document.getElementById(id));
  const statusId = useId();

  const recordOf = (recordId: string) => related.byId.get(recordId) ?? picked.get(recordId);
  const pending = new Set(related.pending);
  const missing = new Set(related.missing);
  const isFirstLoad =
    !!target && related.isLoading && ids.every((recordId) => pending.has(recordId) && !picked.has(recordId));
  const hasFailed = !!target && related.isError && related.pending.length > 0;

  const handleSet = (next: string[], records: PbRecord[]) => {
    if (records.length) {
      setPicked((current) => {
        const map = new Map(current);
        for (const record of records) map.set(record.id, record);
        return map;
      });
    }
    onChange(next);
  };

  const describedBy = [!target || hasFailed ? statusId : '', ariaDescribedby].filter(Boolean).join(' ');
  const actionText = isSingle ? t('relation.selectOne') : t('relation.selectMany');
  // named by what it shows, with the field as context ('owner: Select record'): the field's label
  // alone would hide the visible text from a voice-control user saying it
  const actionName = `${field.name}: ${actionText}`;

  return (
    <div className={styles.input}>
      {ids.length > 0 &&
        (isFirstLoad ? (
          <div className={chipListClass} aria-busy="true">
            <span className="visually-hidden">{t('relation.loading')}</span>
            {ids.slice(0, RELATION_SKELETON_MAX).map((recordId) => (
              <span key={recordId} className={styles.skeleton} aria-hidden="true" />
            ))}
          </div>
        ) : (
          <ul
            className={chipListClass}
            ref={chipsRef}
            aria-label={t('relation.selected', { field: field.name })}
          >
            {ids.map((recordId, index) => {
              const record = recordOf(recordId);
              const isMissing = !record && missing.has(recordId);
              const label = record ? relationLabel(record, displayFields) : recordId;
              return (
                <RelationChip
                  key={recordId}
                  label={label}
                  isId={!record}
                  isMissing={isMissing}
                  title={record ? `${label} (${recordId})` : recordId}
                  onRemove={() => {
                    focusAfterRemove(index);
                    onChange(removeFromSelection(ids, recordId));
                  }}
                />
              );
            })}
          </ul>
        ))}
      <div className={styles.actions}>
        <Button
          id={id}
          size="sm"
          aria-label={actionName}
          aria-haspopup="dialog"
          aria-invalid={ariaInvalid || undefined}
          aria-describedby={describedBy || undefined}
          disabled={!target}
          onClick={() => setIsPickerOpen(true)}
        >
          {actionText}
        </Button>
        {!target && (
          <span id={statusId} className={styles.error}>
            {t('relation.targetGone')}
          </span>
        )}
        {hasFailed && (
          <>
            <span id={statusId} className={styles.error}>
              {t('relation.loadFailed')}
            </span>
            <Button size="sm" variant="ghost" isLoading={related.isFetching} onClick={related.refetch}>
              {t('retry')}
            </Button>
          </>
        )}
      </div>
      {target && (
        <RelationPicker
          open={isPickerOpen}
          onClose={() => setIsPickerOpen(false)}
          field={field}
          collection={target}
          value={ids}
          onSet={handleSet}
          onNewRecord={onNewRecord}
        />
      )}
    </div>
  );
}
