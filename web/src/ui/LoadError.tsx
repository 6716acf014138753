import type { ReactNode } from 'react';
import { errorMessage } from '../lib/errors';
import { Button } from './Button';
import styles from './Page.module.css';

interface LoadErrorProps {
  /** What could not be loaded, e.g. 'the logs'. */
  what: string;
  error: unknown;
  /** True when the server could not be reached at all (it is being watched for). */
  isUnreachable: boolean;
  onRetry: () => void;
  isRetrying: boolean;
  /** More ways out, e.g. 'Clear filters' when a filter may be the cause. */
  children?: ReactNode;
}

/**
 * A list that failed to load says so (never the empty-data text) and offers Retry (the list is
 * emptied and the failure logged, no toast).
 */
export function LoadError({ what, error, isUnreachable, onRetry, isRetrying, children }: LoadErrorProps) {
  return (
    <div className={styles.empty} role="alert">
      <p className={styles.errorTitle}>Could not load {what}.</p>
      <p>
        {isUnreachable
          ? 'The server cannot be reached. The list reloads by itself once it answers again.'
          : errorMessage(error)}
      </p>
      <div className={styles.emptyActions}>
        <Button onClick={onRetry} isLoading={isRetrying}>
          Retry
        </Button>
        {children}
      </div>
    </div>
  );
}
