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
import styles from './LogsPage.module.css';

const SEARCH_PLACEHOLDER = 'Search term or filter like status >= 400';

export default function LogsPage() {
  const { query, setQuery } = useHashQuery();
  const filterText = query.get('filter') ?? '';
  const range = parseTimeRange(query.get('from'), query.get('to'));
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
      Clear filters
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
      breadcrumb={['Request logs']}
      actions={
        <IconButton label="Refresh" onClick={reload}>
          <IconRefresh />
        </IconButton>
      }
    >
      <div className={styles.toolbar}>
        <div className={styles.search}>
          <SearchBar
            value={filterText}
            placeholder={SEARCH_PLACEHOLDER}
            label="Search logs"
            onSubmit={(value) => setQuery({ filter: value }, { push: true })}
            renderInput={(input) => (
              <FilterInput
                {...input}
                label="Search logs"
                placeholder={SEARCH_PLACEHOLDER}
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
          Include requests by admins
        </label>
      </div>
      {range && (
        <div className={styles.chips}>
          <span className={styles.chip}>
            Time range {range.from} – {range.to} UTC
            <IconButton
              label="Clear time range"
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
        what="logs"
        emptyText="No logs found."
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
          loadMoreLabel={`Load more (${remaining})`}
        />
      )}
      <LogPanel log={selected} open={isPanelOpen} onClose={() => setIsPanelOpen(false)} />
    </Page>
  );
}
