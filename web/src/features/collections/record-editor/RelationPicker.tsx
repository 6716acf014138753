import { useCallback, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { Collection, Record as PbRecord, SchemaField } from 'pocketbase';
import { useReloadWhenServerIsBack } from '../../../api/listFailure';
import { usePickerRecords, usePickerRecordsCache, useRelatedRecords } from '../../../api/relations';
import { showBidiControls } from '../../../lib/bidi';
import { isLoadFailure } from '../../../lib/loadFailure';
import { CELL_TEXT_MAX, relationLabel, TOOLTIP_MAX, truncate } from '../../../lib/recordCells';
import { displayFieldsOf, selectionLimit } from '../../../lib/schema';
import {
  addToSelection,
  initialSelection,
  removeFromSelection,
  sameSelection,
  toggleSelection,
} from '../../../lib/relationPicker';
import { Button } from '../../../ui/Button';
import { IconPlus } from '../../../ui/icons';
import { ListFooter } from '../../../ui/ListFooter';
import { ListStatus } from '../../../ui/ListStatus';
import { Overlay, OverlayCloseButton, type OverlayControls } from '../../../ui/Overlay';
import { SafeText } from '../../../ui/SafeText';
import { SearchBar } from '../../../ui/SearchBar';
import { chipListClass, RelationChip } from './RelationChip';
import styles from './RelationPicker.module.css';
import { useFocusAfterRemove } from './useFocusAfterRemove';
import { t } from './messages';

/** The filter shown in the search's placeholder: filter syntax, the same in every language. */
const SEARCH_EXAMPLE = 'created > "2022-01-01"';

export interface RelationPickerProps {
  open: boolean;
  onClose: () => void;
  /** The relation field (its maxSelect decides single or multiple mode, displayFields the labels). */
  field: SchemaField;
  /** The target collection. */
  collection: Collection;
  /** The field's current ids. */
  value: string[];
  /**
   * 'Set selection': the chosen ids in order, and the records of those ids the picker has loaded
   * (same order; ids whose record is unknown, e.g. deleted, are left out).
   */
  onSet: (ids: string[], records: PbRecord[]) => void;
  /**
   * 'New record' (not for views): the caller opens its editor and calls `select(record)` once the
   * record is created; the picker then selects it and reloads its list.
   */
  onNewRecord?: (select: (record: PbRecord) => void) => void;
}

interface Selection {
  ids: string[];
  /** 'Select up to {n} items.' after a refused pick. */
  message: string | null;
}

/**
 * The relation picker: a popup over the editor listing the target's records (100 per page, search,
 * Load more), a checkbox (multiple) or radio (single) per row, the chosen records with remove
 * buttons, and 'Set selection'. The selection is a list of ids kept across pages and searches;
 * chosen records not on the page are labelled from the records seen or loaded by id.
 */
export function RelationPicker({
  open,
  onClose,
  field,
  collection,
  value,
  onSet,
  onNewRecord,
}: RelationPickerProps) {
  const limit = selectionLimit(field);
  const isSingle = limit <= 1;
  const displayFields = useMemo(() => displayFieldsOf(field), [field]);
  const initial = useMemo(() => initialSelection(value, limit), [value, limit]);
  const overlay = useRef<OverlayControls>(null);
  const { reset: reload, invalidate: invalidatePicker } = usePickerRecordsCache(collection.id);
  const isView = collection.type === 'view';

  const [selection, setSelection] = useState<Selection>({ ids: initial, message: null });
  const [search, setSearch] = useState('');
  // records picked from a page or created here, so their labels outlive the page they were on
  const [seen, setSeen] = useState<ReadonlyMap<string, PbRecord>>(() => new Map());
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setSelection({ ids: initial, message: null });
      setSearch('');
      setSeen(new Map());
    }
  }

  const list = usePickerRecords(open ? collection : null, search);
  const related = useRelatedRecords(collection.id, open ? initial : []);

  const isFailed = isLoadFailure(list);
  useReloadWhenServerIsBack(list.error, isFailed, reload);

  const pages = list.data?.pages;
  const records = useMemo(() => {
    if (isFailed || !pages) return [];
    // a record created meanwhile can shift one onto the next page too: each shows once
    const byId = new Map<string, PbRecord>();
    for (const page of pages)
      for (const record of page.items) if (!byId.has(record.id)) byId.set(record.id, record);
    return [...byId.values()];
  }, [isFailed, pages]);
  const totalItems = isFailed ? 0 : (pages?.at(-1)?.totalItems ?? 0);
  const shownById = useMemo(() => new Map(records.map((r) => [r.id, r])), [records]);

  const recordOf = (id: string): PbRecord | undefined =>
    shownById.get(id) ?? seen.get(id) ?? related.byId.get(id);

  const remember = (record: PbRecord) =>
    setSeen((current) =>
      current.get(record.id) === record ? current : new Map(current).set(record.id, record),
    );

  const toggle = (record: PbRecord) => {
    remember(record);
    setSelection((current) => {
      const next = toggleSelection(current.ids, record.id, limit);
      return { ids: next.selected, message: next.message };
    });
  };

  const chipsRef = useRef<HTMLUListElement>(null);
  const selectedHeadingId = useId();
  // the last chip gone: focus lands on the Selected heading, not on the page behind the dialog
  const focusAfterRemove = useFocusAfterRemove(chipsRef, () => document.getElementById(selectedHeadingId));
  const remove = (id: string, index: number) => {
    focusAfterRemove(index);
    setSelection((current) => ({ ids: removeFromSelection(current.ids, id), message: null }));
  };

  const selectCreated = useCallback(
    (record: PbRecord) => {
      setSeen((current) => new Map(current).set(record.id, record));
      setSelection((current) => {
        const next = addToSelection(current.ids, record.id, limit);
        return { ids: next.selected, message: next.message };
      });
      invalidatePicker();
    },
    [limit, invalidatePicker],
  );

  const isDirty = !sameSelection(selection.ids, initial);
  const confirmSelection = () => {
    const ids = selection.ids;
    onSet(
      [...ids],
      ids.map(recordOf).filter((record): record is PbRecord => record !== undefined),
    );
    overlay.current?.close();
  };

  const hasSearch = search !== '';
  const clearFilters = hasSearch && <Button onClick={() => setSearch('')}>{t('picker.clearFilters')}</Button>;
  const showList = records.length > 0;
  const groupName = useId();
  const labelOf = (record: PbRecord) => relationLabel(record, displayFields);
  const selectedIds = new Set(selection.ids);
  const missingIds = new Set(related.missing);

  return (
    <Overlay
      open={open}
      onClose={onClose}
      variant="popup"
      controlsRef={overlay}
      isDirty={isDirty}
      title={t('picker.title', { collection: collection.name })}
      footer={
        <>
          <OverlayCloseButton />
          <Button variant="primary" onClick={confirmSelection}>
            {t('picker.set')}
          </Button>
        </>
      }
    >
      {/* React events bubble through portals: the search form's submit must not reach the record form */}
      <div className={styles.picker} onSubmit={(e) => e.stopPropagation()}>
        <div className={styles.toolbar}>
          <div className={styles.search}>
            <SearchBar
              value={search}
              placeholder={t('picker.searchPlaceholder', { example: SEARCH_EXAMPLE })}
              label={t('picker.search', { collection: collection.name })}
              onSubmit={setSearch}
            />
          </div>
          {onNewRecord && !isView && (
            <Button icon={<IconPlus />} onClick={() => onNewRecord(selectCreated)}>
              {t('picker.newRecord')}
            </Button>
          )}
          {showList && clearFilters}
        </div>

        {showList && (
          <div className={styles.listBox}>
            <fieldset className={styles.list} aria-busy={list.isFetching || undefined}>
              <legend className="visually-hidden">
                {t('picker.records', { collection: collection.name })}
              </legend>
              {records.map((record) => (
                <PickerRow
                  key={record.id}
                  record={record}
                  label={labelOf(record)}
                  isSingle={isSingle}
                  groupName={groupName}
                  isSelected={selectedIds.has(record.id)}
                  onToggle={toggle}
                />
              ))}
            </fieldset>
            <ListFooter
              shown={records.length}
              total={totalItems}
              hasMore={list.hasNextPage}
              isLoadingMore={list.isFetchingNextPage}
              onLoadMore={() => void list.fetchNextPage({ cancelRefetch: false })}
              loadMoreLabel={t('picker.loadMore')}
            />
          </div>
        )}
        <ListStatus
          query={list}
          count={records.length}
          loadingText={t('picker.loading')}
          failedText={t('picker.loadFailed')}
          emptyText={t('picker.empty')}
          onRetry={reload}
          actions={clearFilters}
        />

        <p className={styles.message} role="status">
          {selection.message}
        </p>

        <section className={styles.selected} aria-labelledby={selectedHeadingId}>
          <h3 id={selectedHeadingId} className={styles.selectedTitle} tabIndex={-1}>
            {selectedTitle(selection.ids.length, limit)}
          </h3>
          {selection.ids.length === 0 ? (
            <p className={styles.none}>{t('picker.none')}</p>
          ) : (
            <ul className={chipListClass} ref={chipsRef}>
              {selection.ids.map((id, index) => {
                const record = recordOf(id);
                const isMissing = !record && missingIds.has(id);
                const label = record ? labelOf(record) : id;
                return (
                  <RelationChip
                    key={id}
                    label={label}
                    isId={!record}
                    isMissing={isMissing}
                    title={record ? `${label} (${id})` : id}
                    onRemove={() => remove(id, index)}
                  />
                );
              })}
            </ul>
          )}
        </section>
      </div>
    </Overlay>
  );
}

function selectedTitle(count: number, limit: number): string {
  if (count === 0) return t('picker.selected');
  return Number.isFinite(limit) && limit > 1
    ? t('picker.selectedOf', { count, limit })
    : t('picker.selectedCount', { count });
}

interface PickerRowProps {
  record: PbRecord;
  label: string;
  isSingle: boolean;
  groupName: string;
  isSelected: boolean;
  onToggle: (record: PbRecord) => void;
}

/** One record of the list: a labelled checkbox or radio; Space (native) and Enter toggle it. */
function PickerRow({ record, label, isSingle, groupName, isSelected, onToggle }: PickerRowProps) {
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    onToggle(record);
  };
  const showId = label !== record.id;
  return (
    <div className={styles.row} data-selected={isSelected || undefined}>
      <label className={styles.rowLabel}>
        <input
          type={isSingle ? 'radio' : 'checkbox'}
          name={isSingle ? groupName : undefined}
          className={styles.control}
          checked={isSelected}
          onChange={() => onToggle(record)}
          onKeyDown={onKeyDown}
        />
        <span className={styles.rowText} title={showBidiControls(truncate(label, TOOLTIP_MAX))}>
          <SafeText text={truncate(label, CELL_TEXT_MAX)} />
        </span>
        {showId && (
          <>
            {' '}
            <span className={styles.rowId} dir="ltr">
              <SafeText text={record.id} />
            </span>
          </>
        )}
      </label>
    </div>
  );
}
