import type { ReactNode } from 'react';
import { errorMessage } from '../lib/errors';
import { uiText as t } from '../lib/uiMessages';
import { Button } from './Button';
import styles from './Page.module.css';

interface LoadErrorProps {
  /**
   * What could not be loaded, in the interface language, as it reads after 'Could not load' (e.g.
   * 'the logs'); ignored when `title` is given.
   */
  what?: string;
  /** The whole first line, when the caller words it itself. */
  title?: string;
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
export function LoadError({
  what = '',
  title,
  error,
  isUnreachable,
  onRetry,
  isRetrying,
  children,
}: LoadErrorProps) {
  return (
    <div className={styles.empty} role="alert">
      <p className={styles.errorTitle}>{title ?? t('list.loadFailed', { what })}</p>
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
