import {
  memo,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type Ref,
} from 'react';
import type { Collection, Record as PbRecord } from 'pocketbase';
import { useCollectionsById } from '../../../api/collections';
import { useReloadWhenServerIsBack } from '../../../api/listFailure';
import { useRecordsInfinite, useRecordsRealtime, useResetRecords } from '../../../api/records';
import { isLoadFailure } from '../../../lib/loadFailure';
import { filterFieldNames, readHiddenColumns, writeHiddenColumns } from '../../../lib/recordColumns';
import { recordsListArgs } from '../../../lib/recordFields';
import { Button, IconButton } from '../../../ui/Button';
import { FilterInput } from '../../../ui/FilterInput';
import { ListFooter } from '../../../ui/ListFooter';
import { ListStatus } from '../../../ui/ListStatus';
import { onIdle } from '../../../ui/lazyModule';
import { EmptyState, Page } from '../../../ui/Page';
import { preloadRichTextEditor } from '../../../ui/RichTextInput';
import { SearchBar } from '../../../ui/SearchBar';
import { useHashQuery } from '../../../ui/useHashLocation';
import { useLanguage } from '../../../ui/useLanguage';
import { useUrlPanel } from '../../../ui/useUrlPanel';
import { useLoadedComponent } from '../../../ui/lazyWithPreload';
import { recordColumns } from './columns';
import { ColumnsMenu } from './ColumnsMenu';
import { BulkDeleteBar } from './BulkDeleteBar';
import { useRecordSelection } from './useRecordSelection';
import { useColumnLayout } from './useColumnLayout';
import { IconPlus, IconRefresh, IconSettings } from '../../../ui/icons';
import { ApiDocsPanel } from '../api-docs';
import { preloadRecordEditor, RecordEditorPanel, type RecordFormValues } from '../record-editor';
import { RecordPreviewPanel } from './RecordPreviewPanel';
import { RecordsTable } from './RecordsTable';
import { GridToggle, useGridMode } from './grid/GridControls';
import { preloadGridWhenOn } from './grid/gridLibModule';
import { useGridLib } from './grid/loadGridLib';
import { useCellSaves } from './grid/useCellSaves';
import { t } from './messages';
import styles from './RecordsView.module.css';

/** The recordId of the address while a new record is being created (ids are 15+ characters). */
const NEW_RECORD = 'new';

preloadGridWhenOn();

interface RecordsViewProps {
  collection: Collection;
  /** The edit gear; absent while hideControls is on. */
  onEditCollection?: (id: string) => void;
  onPreloadEditor?: () => void;
}

/**
 * The records of one collection: header, filter bar, table, bulk bar and the record preview.
 * Memoised: opening the collection editor over it does not re-render a table of many columns.
 */
export const RecordsView = memo(function RecordsView({
  collection,
  onEditCollection,
  onPreloadEditor,
}: RecordsViewProps) {
  // memo keeps the view from the app's re-render on a language switch: it follows the language itself
  useLanguage();
  const { query, setQuery } = useHashQuery();
  const filterText = query.get('filter') ?? '';
  // the same reading of the address as the boot-time prefetch (app/screenPrefetch)
  const { sort, filter: apiFilter, listSort } = recordsListArgs(collection, query);
  const list = useRecordsInfinite(collection, apiFilter, listSort);
  const isView = collection.type === 'view';

  const isFailed = isLoadFailure(list);
  const reload = useResetRecords(collection.id);
  useReloadWhenServerIsBack(list.error, isFailed, reload);

  const pages = list.data?.pages;
  // a failed load empties the list
  const records = useMemo(() => (isFailed ? [] : (pages?.flatMap((p) => p.items) ?? [])), [isFailed, pages]);
  const totalItems = isFailed ? 0 : (pages?.at(-1)?.totalItems ?? 0);
  const remaining = Math.max(0, totalItems - records.length);
  // a view has created/updated columns only when its rows carry them; the columns stay the same
  // objects across pages, so loaded rows don't re-render on Load more
  const hasCreated = !!records[0]?.created;
  const hasUpdated = !!records[0]?.updated;
  // the grid shows an auth record's emailVisibility and verified too, to edit them in place
  const [isGrid, setIsGrid] = useGridMode();
  const columns = useMemo(
    () =>
      recordColumns(
        collection,
        { created: hasCreated ? 'set' : '', updated: hasUpdated ? 'set' : '' },
        { authFlags: isGrid },
      ),
    [collection, hasCreated, hasUpdated, isGrid],
  );
  const collectionsById = useCollectionsById();
  const fields = useMemo(() => filterFieldNames(collection, collectionsById), [collection, collectionsById]);

  // the admin's order, widths, pins and row height, remembered per collection
  const layout = useColumnLayout(collection, columns);
  const { ordered, move: moveColumn } = layout;
  const dropColumn = useCallback(
    (key: string, target: string) =>
      moveColumn(
        key,
        ordered.findIndex((c) => c.key === target),
      ),
    [moveColumn, ordered],
  );
  const [hidden, setHidden] = useState(() => readHiddenColumns(collection.id));
  const handleHiddenChange = (next: string[]) => {
    setHidden(next);
    writeHiddenColumns(collection.id, next);
  };

  const selection = useRecordSelection(`${apiFilter}|${sort}`);

  // the spreadsheet mode: cells edit in place and save one field at a time
  const { lib: gridLib, hasFailed: hasGridFailed } = useGridLib(isGrid);
  // with the grid on, the rows wait for its chunk (preloaded beside the records) rather than showing
  // as the plain table first and being drawn again as the grid; a chunk that fails gives the table
  const isGridComing = isGrid && !gridLib && !hasGridFailed;
  const saves = useCellSaves(collection, gridLib);
  const hintId = useId();
  const currentUpdated = useCallback(
    (recordId: string) => records.find((r) => r.id === recordId)?.updated,
    [records],
  );
  const { hasNextPage, fetchNextPage, isFetchingNextPage } = list;
  const grid = useMemo(
    () =>
      isGrid && gridLib
        ? {
            lib: gridLib,
            isView,
            saves,
            hasMore: !!hasNextPage,
            onLoadMore: () => {
              if (!isFetchingNextPage) void fetchNextPage({ cancelRefetch: false });
            },
            hintId,
          }
        : undefined,
    [isGrid, gridLib, isView, saves, hasNextPage, isFetchingNextPage, fetchNextPage, hintId],
  );

  // records created elsewhere wait behind a pill, so what the admin reads never jumps
  const [newCount, setNewCount] = useState(0);
  useRecordsRealtime(
    collection,
    useCallback(() => setNewCount((n) => n + 1), []),
    saves.recordDeleted,
  );
  const showNew = () => {
    setNewCount(0);
    reload();
  };

  // the rich-text editor is preloaded at idle once the screen shows — after the first records have
  // drawn (so it never competes with them), and only when a collection has an editor field
  const hasEditorField = useMemo(
    () => [...collectionsById.values()].some((c) => c.schema.some((f) => f.type === 'editor')),
    [collectionsById],
  );
  const hasListed = list.isSuccess;
  useEffect(() => {
    if (hasEditorField && hasListed) return onIdle(preloadRichTextEditor);
  }, [hasEditorField, hasListed]);
  // the collection editor's code too (when its controls show), so the gear opens it at once
  const canEditCollection = !!onEditCollection;
  useEffect(() => {
    if (canEditCollection && hasListed && onPreloadEditor) return onIdle(onPreloadEditor);
  }, [canEditCollection, hasListed, onPreloadEditor]);

  const [isDocsOpen, setIsDocsOpen] = useState(false);
  const [hasOpenedDocs, setHasOpenedDocs] = useState(false);

  // the record panels keep their open state to themselves: opening one renders only the panel
  const panels = useRef<RecordPanelsControls>(null);
  const openRecord = useCallback((record: PbRecord) => panels.current?.open(record.id), []);
  const newRecord = () => panels.current?.openNew();

  const hasFilter = filterText !== '';
  const emptyActions = hasFilter ? (
    <Button onClick={() => setQuery({ filter: null }, { push: true })}>{t('clearFilters')}</Button>
  ) : (
    !isView && (
      <Button variant="primary" icon={<IconPlus />} onClick={newRecord}>
        {t('newRecord')}
      </Button>
    )
  );

  return (
    <Page
      breadcrumb={[t('breadcrumb.collections'), collection.name]}
      titleActions={
        onEditCollection && (
          <IconButton
            label={t('editCollection')}
            onClick={() => onEditCollection(collection.id)}
            onPointerEnter={onPreloadEditor}
            onFocus={onPreloadEditor}
          >
            <IconSettings />
          </IconButton>
        )
      }
      actions={
        <>
          <IconButton
            label={t('refresh')}
            onClick={() => {
              setNewCount(0);
              reload();
            }}
          >
            <IconRefresh />
          </IconButton>
          <Button
            onClick={() => {
              setHasOpenedDocs(true);
              setIsDocsOpen(true);
            }}
            onPointerEnter={() => void ApiDocsPanel.preload().catch(() => {})}
          >
            {t('apiPreview')}
          </Button>
          {!isView && (
            <Button
              variant="primary"
              icon={<IconPlus />}
              onClick={newRecord}
              onPointerEnter={preloadRecordEditor}
              onFocus={preloadRecordEditor}
            >
              {t('newRecord')}
            </Button>
          )}
        </>
      }
    >
      <div className={styles.toolbar}>
        <div className={styles.search}>
          <SearchBar
            value={filterText}
            placeholder={t('search.placeholder')}
            label={t('search.label')}
            onSubmit={(value) => setQuery({ filter: value }, { push: true })}
            renderInput={(input) => (
              <FilterInput
                {...input}
                label={t('search.label')}
                placeholder={t('search.placeholder')}
                fields={fields}
              />
            )}
          />
        </div>
        <ColumnsMenu
          columns={ordered}
          hidden={hidden}
          onChange={handleHiddenChange}
          pinned={layout.pinned}
          onPin={layout.setPinned}
          onMove={moveColumn}
          rowHeight={layout.rowHeight}
          onRowHeight={layout.setRowHeight}
          onReset={layout.reset}
        />
        {grid && !isView && <grid.lib.GridHistory saves={saves} currentUpdated={currentUpdated} />}
        <GridToggle isOn={isGrid} onChange={setIsGrid} />
      </div>
      {grid && <grid.lib.GridHint id={hintId} />}
      {gridLib && <gridLib.UnsavedCells saves={saves} />}
      {newCount > 0 && (
        <div className={styles.newBar}>
          <Button onClick={showNew}>{t('newRecords', { count: newCount })}</Button>
        </div>
      )}
      {!isView && (
        <BulkDeleteBar
          collectionId={collection.id}
          selection={selection}
          actions={
            grid && (
              <grid.lib.BulkSetButton
                collection={collection}
                columns={columns}
                selected={selection.selected}
                records={records}
                totalItems={totalItems}
                filter={apiFilter}
                saves={saves}
              />
            )
          }
        />
      )}
      {records.length > 0 && isGridComing && <EmptyState>{t('list.loading')}</EmptyState>}
      {records.length > 0 && !isGridComing && (
        <RecordsTable
          // the grid's controller is a hook of its own chunk: switching remounts the table
          key={grid ? 'grid' : 'table'}
          records={records}
          columns={ordered}
          hidden={hidden}
          pinned={layout.pinned}
          rowHeight={layout.rowPixels}
          onResize={layout.resize}
          onMoveColumn={dropColumn}
          isAuth={collection.type === 'auth'}
          canSelect={!isView}
          selected={selection.selected}
          onToggle={selection.toggle}
          onToggleAll={() => selection.toggleAll(records)}
          sort={sort}
          onSort={(next) => setQuery({ sort: next }, { push: true })}
          isBusy={list.isFetching}
          onOpen={openRecord}
          onIntent={isView ? undefined : preloadRecordEditor}
          grid={grid}
        />
      )}
      <ListStatus
        query={list}
        count={records.length}
        loadingText={t('list.loading')}
        failedText={t('list.loadFailed')}
        emptyText={t('empty')}
        onRetry={reload}
        actions={emptyActions}
      />
      {records.length > 0 && (
        <ListFooter
          shown={records.length}
          total={totalItems}
          hasMore={list.hasNextPage}
          isLoadingMore={list.isFetchingNextPage}
          onLoadMore={() => void list.fetchNextPage({ cancelRefetch: false })}
          loadMoreLabel={t('loadMore', { remaining })}
        />
      )}
      {hasOpenedDocs && (
        <Suspense fallback={null}>
          <ApiDocsPanel collection={collection} open={isDocsOpen} onClose={() => setIsDocsOpen(false)} />
        </Suspense>
      )}
      <RecordPanels controlsRef={panels} collection={collection} records={records} isView={isView} />
    </Page>
  );
});

interface RecordPanelsControls {
  open: (recordId: string) => void;
  openNew: () => void;
}

interface RecordPanelsProps {
  controlsRef: Ref<RecordPanelsControls>;
  collection: Collection;
  /** The records listed (a listed record opens at once). */
  records: readonly PbRecord[];
  isView: boolean;
}

/**
 * The record editor (or, for views, the preview) whose open record lives in the address
 * (`?recordId=…`, `new` for a new record). Memoised with its own state: opening a record renders
 * this panel, not the table and toolbar around it.
 */
const RecordPanels = memo(function RecordPanels({
  controlsRef,
  collection,
  records,
  isView,
}: RecordPanelsProps) {
  // memo keeps the panels from the app's re-render on a language switch: they follow it themselves
  useLanguage();
  const panel = useUrlPanel('recordId');
  const isNewPanel = panel.target === NEW_RECORD;
  const panelRecord = isNewPanel ? undefined : records.find((r) => r.id === panel.target);
  // the values a duplicate starts with (kept while its panel is the one open)
  const [seed, setSeed] = useState<{ values: RecordFormValues } | null>(null);
  const { open } = panel;
  useImperativeHandle(
    controlsRef,
    () => ({
      open,
      openNew: () => {
        setSeed(null);
        open(NEW_RECORD);
      },
    }),
    [open],
  );

  // the editor's code arrives before the panel shows (no Suspense: its reveal would wait ~300 ms)
  const isEditorReady = useLoadedComponent(RecordEditorPanel, !isView && panel.target !== null);
  if (!isView && panel.target !== null && !isEditorReady) return null;
  return isView || panel.target === null ? (
    <RecordPreviewPanel
      key={panel.key}
      collection={collection}
      recordId={panel.target}
      loaded={panelRecord}
      open={panel.value !== null}
      onClose={panel.close}
    />
  ) : (
    // a failed load suspends here on its way to the error boundary
    <Suspense fallback={null}>
      <RecordEditorPanel
        key={`${collection.id}:${panel.key}`}
        collection={collection}
        recordId={isNewPanel ? null : panel.target}
        loaded={panelRecord}
        seed={isNewPanel ? seed?.values : null}
        open={panel.value !== null}
        onClose={() => {
          setSeed(null);
          panel.close();
        }}
        onSaved={(record, keepOpen) => {
          // saved with Ctrl+S: a new record stays open as the saved one
          if (keepOpen && isNewPanel) panel.open(record.id);
        }}
        onDuplicate={(values) => {
          setSeed({ values });
          panel.open(NEW_RECORD);
        }}
      />
    </Suspense>
  );
});
