import type { ReactNode } from 'react';
import { errorMessage } from '../lib/errors';
import { uiText as t } from '../lib/uiMessages';
import { Button } from './Button';
import styles from './Page.module.css';

interface LoadErrorProps {
  /**
   * The whole first line, from the caller's catalog ('Could not load the logs.'): each language
   * words it around its own noun.
   */
  title: string;
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
export function LoadError({ title, error, isUnreachable, onRetry, isRetrying, children }: LoadErrorProps) {
  return (
    <div className={styles.empty} role="alert">
      <p className={styles.errorTitle}>{title}</p>
      <p>{isUnreachable ? t('list.unreachable') : errorMessage(error)}</p>
      <div className={styles.emptyActions}>
        <Button onClick={onRetry} isLoading={isRetrying}>
          {t('list.retry')}
        </Button>
        {children}
      </div>
    </div>
  );
}
