import { useCallback, useMemo, useState } from 'react';
import { useLogsInfinite, useResetLogs, type LogEntry } from '../../api/logs';
import { useReloadWhenServerIsBack } from '../../api/listFailure';
import { isLoadFailure } from '../../lib/loadFailure';
import { toServerDate } from '../../lib/dates';
import { LOG_SEARCH_FIELDS, logsFilterFromAddress, parseTimeRange } from '../../lib/logsFilter';
import { readStoredBool, STORAGE_KEYS, writeStoredBool } from '../../lib/storageKeys';
import { Button, IconButton } from '../../ui/Button';
import { FilterInput } from '../../ui/FilterInput';
import { IconClose, IconRefresh } from '../../ui/icons';
import { ListFooter } from '../../ui/ListFooter';
import { ListStatus } from '../../ui/ListStatus';
import { Page } from '../../ui/Page';
import { SearchBar } from '../../ui/SearchBar';
import { useHashQuery } from '../../ui/useHashLocation';
import { LogPanel } from './LogPanel';
import { LogsChart } from './LogsChart';
import { LogsTable } from './LogsTable';
import { t } from './messages';
import styles from './LogsPage.module.css';

export default function LogsPage() {
  const { query, setQuery } = useHashQuery();
  const filterText = query.get('filter') ?? '';
  const range = parseTimeRange(query.get('from'), query.get('to'));
  // its text is made here, before the hooks: handed to t() later, the range would look open to change
  // across them to the React Compiler, which then skips memoising the callbacks below
  const rangeText = range ? t('timeRange', { from: range.from, to: range.to }) : '';
  const [includeAdmins, setIncludeAdmins] = useState(() =>
    readStoredBool(STORAGE_KEYS.logsIncludeAdmins, false),
  );
  // the same reading of the address as the boot-time prefetch (app/screenPrefetch)
  const filter = logsFilterFromAddress(query, includeAdmins);
  const list = useLogsInfinite(filter);
  const [selected, setSelected] = useState<LogEntry | null>(null);
  const [isPanelOpen, setIsPanelOpen] = useState(false);

  const isFailed = isLoadFailure(list);
  const reload = useResetLogs();
  useReloadWhenServerIsBack(list.error, isFailed, reload);

  const pages = list.data?.pages;
  // A failed load empties the list.
  const logs = useMemo(() => (isFailed ? [] : (pages?.flatMap((p) => p.items) ?? [])), [isFailed, pages]);
  const totalItems = isFailed ? 0 : (list.data?.pages.at(-1)?.totalItems ?? 0);
  const remaining = Math.max(0, totalItems - logs.length);
  const hasFilter = filterText !== '' || range !== null;

  const clearFilters = hasFilter && (
    <Button onClick={() => setQuery({ filter: null, from: null, to: null }, { push: true })}>
      {t('clearFilters')}
    </Button>
  );

  const handleOpen = useCallback((log: LogEntry) => {
    setSelected(log);
    setIsPanelOpen(true);
  }, []);

  const handleSelectRange = (from: number, to: number) =>
    setQuery({ from: toServerDate(Math.floor(from)), to: toServerDate(Math.ceil(to)) }, { push: true });

  return (
    <Page
      breadcrumb={[t('title')]}
      actions={
        <IconButton label={t('refresh')} onClick={reload}>
          <IconRefresh />
        </IconButton>
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
                fields={LOG_SEARCH_FIELDS}
              />
            )}
          />
        </div>
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={includeAdmins}
            onChange={(e) => {
              setIncludeAdmins(e.target.checked);
              writeStoredBool(STORAGE_KEYS.logsIncludeAdmins, e.target.checked);
            }}
          />
          {t('includeAdmins')}
        </label>
      </div>
      {range && (
        <div className={styles.chips}>
          <span className={styles.chip}>
            {rangeText}
            <IconButton
              label={t('clearTimeRange')}
              className={styles.chipClear}
              onClick={() => setQuery({ from: null, to: null }, { push: true })}
            >
              <IconClose size={12} />
            </IconButton>
          </span>
        </div>
      )}
      <LogsChart filter={filter} onSelectRange={handleSelectRange} />
      {logs.length > 0 && <LogsTable logs={logs} isBusy={list.isFetching} onOpen={handleOpen} />}
      <ListStatus
        query={list}
        count={logs.length}
        loadingText={t('list.loading')}
        failedText={t('list.loadFailed')}
        emptyText={t('empty')}
        onRetry={reload}
        actions={clearFilters}
      />
      {logs.length > 0 && (
        <ListFooter
          shown={logs.length}
          total={totalItems}
          hasMore={list.hasNextPage}
          isLoadingMore={list.isFetchingNextPage}
          onLoadMore={() => void list.fetchNextPage({ cancelRefetch: false })}
          loadMoreLabel={t('loadMore', { remaining })}
        />
      )}
      <LogPanel log={selected} open={isPanelOpen} onClose={() => setIsPanelOpen(false)} />
    </Page>
  );
}
