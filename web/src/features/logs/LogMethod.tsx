import { methodTone } from './logFormat';
import styles from './LogsTable.module.css';

export function LogMethod({ method }: { method: string }) {
  return <span className={`${styles.method} ${styles[methodTone(method)]}`}>{method}</span>;
}
