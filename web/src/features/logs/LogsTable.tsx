import { memo, useCallback, useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { observeRectAfterLayout, scrollUnlessFresh } from '../../ui/virtualScroll';
import type { LogEntry } from '../../api/logs';
import { IconAlert } from '../../ui/icons';
import { showBidiControls } from '../../lib/bidi';
import { formatServerDateTime } from '../../lib/dates';
import { SafeText } from '../../ui/SafeText';
import { useLanguage } from '../../ui/useLanguage';
import { SpacerRow, Table, TableRow, VirtualTableScroll } from '../../ui/Table';
import { useWarmOverscan } from '../../ui/useWarmOverscan';
import { COARSE_POINTER, useMediaQuery } from '../../ui/useMediaQuery';
import { hasLogError, isErrorStatus } from './logFormat';
import { LogMethod } from './LogMethod';
import { t } from './messages';
import styles from './LogsTable.module.css';

/** Every row has the same height (one line, ellipsis), so the virtualizer never measures. */
export const LOG_ROW_HEIGHT = 41;
/** The height on a touch screen, a 44 px target (the same as .row in LogsTable.module.css). */
export const TOUCH_LOG_ROW_HEIGHT = 44;
/** Rows rendered beyond the visible ones on each side. */
const OVERSCAN = 10;
const COLUMNS = 6;

interface LogsTableProps {
  logs: readonly LogEntry[];
  isBusy: boolean;
  onOpen: (log: LogEntry) => void;
}

/**
 * The logs table: a real <table> whose body renders only the rows in view (plus overscan), with
 * spacer rows keeping the scroll height, so 10,000 loaded rows scroll as smoothly as 30.
 */
export function LogsTable({ logs, isBusy, onOpen }: LogsTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const overscan = useWarmOverscan(logs.length > 0, OVERSCAN);
  const rowHeight = useMediaQuery(COARSE_POINTER) ? TOUCH_LOG_ROW_HEIGHT : LOG_ROW_HEIGHT;
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
    count: logs.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan,
    // before the scroll element is measured, assume a window-high viewport so the first render
    // after the response already draws rows (no extra frame)
    initialRect: { width: 0, height: window.innerHeight },
    observeElementRect: observeRectAfterLayout,
    scrollToFn: scrollUnlessFresh,
    getItemKey: (index) => logs[index].id,
  });
  const items = virtualizer.getVirtualItems();
  const paddingTop = items.length ? items[0].start : 0;
  const paddingBottom = items.length ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;

  const handleOpen = useCallback((log: LogEntry) => onOpen(log), [onOpen]);

  return (
    <VirtualTableScroll ref={scrollRef}>
      <Table className={styles.table} aria-busy={isBusy} aria-rowcount={logs.length + 1}>
        <colgroup>
          <col className={styles.colMethod} />
          <col />
          <col className={styles.colReferer} />
          <col className={styles.colIp} />
          <col className={styles.colStatus} />
          <col className={styles.colCreated} />
        </colgroup>
        <thead>
          <tr aria-rowindex={1}>
            <th scope="col">{t('field.method')}</th>
            <th scope="col">{t('field.url')}</th>
            <th scope="col">{t('field.referer')}</th>
            <th scope="col">{t('field.userIp')}</th>
            <th scope="col">{t('field.status')}</th>
            <th scope="col">{t('column.createdUtc')}</th>
          </tr>
        </thead>
        <tbody>
          {paddingTop > 0 && <SpacerRow span={COLUMNS} height={paddingTop} />}
          {items.map((item) => (
            <LogRow key={item.key} log={logs[item.index]} rowIndex={item.index + 2} onOpen={handleOpen} />
          ))}
          {paddingBottom > 0 && <SpacerRow span={COLUMNS} height={paddingBottom} />}
        </tbody>
      </Table>
    </VirtualTableScroll>
  );
}

interface LogRowProps {
  log: LogEntry;
  rowIndex: number;
  onOpen: (log: LogEntry) => void;
}

const LogRow = memo(function LogRow({ log, rowIndex, onOpen }: LogRowProps) {
  // memo keeps the row from the app's re-render on a language switch: it follows the language itself
  useLanguage();
  const isError = isErrorStatus(log.status);
  return (
    <TableRow data-log-row="" aria-rowindex={rowIndex} className={styles.row} onOpen={() => onOpen(log)}>
      <td>
        <LogMethod method={log.method} />
      </td>
      {/* a URL, a referer and an IP read left to right in any page, cut at their end when long */}
      <td className={styles.url} title={showBidiControls(log.url)} dir="ltr">
        {hasLogError(log) && (
          <span role="img" aria-label={t('hasError')} title={t('hasError')} className={styles.errorIcon}>
            <IconAlert size={14} />
          </span>
        )}
        <span className={styles.ellipsis}>
          <SafeText text={log.url} />
        </span>
      </td>
      <td className={styles.muted} title={showBidiControls(log.referer)} dir="ltr">
        <SafeText text={log.referer || t('notAvailable')} />
      </td>
      <td className={styles.muted} dir="ltr">
        <SafeText text={log.userIp || t('notAvailable')} />
      </td>
      <td>
        <span className={isError ? styles.statusError : styles.status}>{log.status}</span>
      </td>
      <td className={`${styles.muted} ${styles.created}`}>{formatServerDateTime(log.created)}</td>
    </TableRow>
  );
});
