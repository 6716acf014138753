import { Badge } from '../../ui/Badge';
import { methodTone } from './logFormat';
import styles from './LogsTable.module.css';

export function LogMethod({ method }: { method: string }) {
  return (
    <Badge tone={methodTone(method)} className={styles.method}>
      {method}
    </Badge>
  );
}
