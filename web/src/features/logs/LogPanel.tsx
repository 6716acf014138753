import type { ReactNode } from 'react';
import type { LogEntry } from '../../api/logs';
import { formatServerDate } from '../../lib/dates';
import { Overlay, OverlayCloseButton } from '../../ui/Overlay';
import { SafeText } from '../../ui/SafeText';
import { formatMeta, isErrorStatus, safeHttpUrl } from './logFormat';
import { LogMethod } from './LogMethod';
import { t, type LogsKey } from './messages';
import styles from './LogPanel.module.css';

interface LogPanelProps {
  log: LogEntry | null;
  open: boolean;
  onClose: () => void;
}

function NotAvailable() {
  return <span className={styles.na}>{t('notAvailable')}</span>;
}
const NA = <NotAvailable />;

/** Machine text (an IP, a URL, an id): it reads left to right in any page. */
function Ltr({ text }: { text: string }) {
  return (
    <span dir="ltr">
      <SafeText text={text} />
    </span>
  );
}

/**
 * Side panel 'Request log'. Every value is rendered as text: nothing from a log is ever HTML, and
 * direction control characters a client put in its URL or headers show as visible markers.
 */
export function LogPanel({ log, open, onClose }: LogPanelProps) {
  return (
    <Overlay
      open={open}
      onClose={onClose}
      title={t('panel.title')}
      variant="panel"
      footer={<OverlayCloseButton>{t('panel.close')}</OverlayCloseButton>}
    >
      {log && <LogDetails log={log} />}
    </Overlay>
  );
}

function LogDetails({ log }: { log: LogEntry }) {
  const refererUrl = safeHttpUrl(log.referer);
  const meta = formatMeta(log.meta);
  const rows: Array<[LogsKey, ReactNode]> = [
    [
      'field.id',
      <span className="mono" dir="ltr">
        <SafeText text={log.id} />
      </span>,
    ],
    [
      'field.status',
      <span className={isErrorStatus(log.status) ? styles.statusError : styles.status}>{log.status}</span>,
    ],
    ['field.method', <LogMethod method={log.method} />],
    ['field.auth', log.auth ? <SafeText text={log.auth} /> : NA],
    [
      'field.url',
      <span className={styles.break} dir="ltr">
        <SafeText text={log.url} />
      </span>,
    ],
    [
      'field.referer',
      refererUrl ? (
        <a href={refererUrl} target="_blank" rel="noopener noreferrer" className={styles.break} dir="ltr">
          <SafeText text={log.referer} />
        </a>
      ) : log.referer ? (
        <span className={styles.break} dir="ltr">
          <SafeText text={log.referer} />
        </span>
      ) : (
        NA
      ),
    ],
    ['field.remoteIp', log.remoteIp ? <Ltr text={log.remoteIp} /> : NA],
    ['field.userIp', log.userIp ? <Ltr text={log.userIp} /> : NA],
    [
      'field.userAgent',
      log.userAgent ? (
        <span className={styles.break} dir="ltr">
          <SafeText text={log.userAgent} />
        </span>
      ) : (
        NA
      ),
    ],
    [
      'field.meta',
      meta ? (
        <pre className={styles.meta} dir="ltr">
          <SafeText text={meta} />
        </pre>
      ) : (
        NA
      ),
    ],
    ['field.created', formatServerDate(log.created) || NA],
  ];
  return (
    <table className={styles.table}>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{t(label)}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
