import type { ReactNode } from 'react';
import type { LogEntry } from '../../api/logs';
import { formatServerDate } from '../../lib/dates';
import { Overlay, OverlayCloseButton } from '../../ui/Overlay';
import { SafeText } from '../../ui/SafeText';
import { formatMeta, isErrorStatus, safeHttpUrl } from './logFormat';
import { LogMethod } from './LogMethod';
import styles from './LogPanel.module.css';

interface LogPanelProps {
  log: LogEntry | null;
  open: boolean;
  onClose: () => void;
}

const NA = <span className={styles.na}>N/A</span>;

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
      title="Request log"
      variant="panel"
      footer={<OverlayCloseButton>Close</OverlayCloseButton>}
    >
      {log && <LogDetails log={log} />}
    </Overlay>
  );
}

function LogDetails({ log }: { log: LogEntry }) {
  const refererUrl = safeHttpUrl(log.referer);
  const meta = formatMeta(log.meta);
  const rows: Array<[string, ReactNode]> = [
    [
      'ID',
      <span className="mono" dir="ltr">
        <SafeText text={log.id} />
      </span>,
    ],
    [
      'Status',
      <span className={isErrorStatus(log.status) ? styles.statusError : styles.status}>{log.status}</span>,
    ],
    ['Method', <LogMethod method={log.method} />],
    ['Auth', log.auth ? <SafeText text={log.auth} /> : NA],
    [
      'URL',
      <span className={styles.break} dir="ltr">
        <SafeText text={log.url} />
      </span>,
    ],
    [
      'Referer',
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
    ['Remote IP', log.remoteIp ? <Ltr text={log.remoteIp} /> : NA],
    ['User IP', log.userIp ? <Ltr text={log.userIp} /> : NA],
    [
      'UserAgent',
      log.userAgent ? (
        <span className={styles.break} dir="ltr">
          <SafeText text={log.userAgent} />
        </span>
      ) : (
        NA
      ),
    ],
    [
      'Meta',
      meta ? (
        <pre className={styles.meta} dir="ltr">
          <SafeText text={meta} />
        </pre>
      ) : (
        NA
      ),
    ],
    ['Created', formatServerDate(log.created) || NA],
  ];
  return (
    <table className={styles.table}>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
