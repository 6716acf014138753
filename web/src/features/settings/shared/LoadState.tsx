import { useReloadWhenServerIsBack } from '../../../api/listFailure';
import { isLoadFailure, isUnreachable } from '../../../lib/loadFailure';
import { LoadError } from '../../../ui/LoadError';
import { Spinner } from '../../../ui/Spinner';
import { t } from './messages';
import styles from './SettingsFormPage.module.css';

interface LoadStateProps {
  query: { isError: boolean; error: unknown; isFetching: boolean; refetch: () => unknown };
  /** What is loading: the settings or the collections. */
  what: 'settings' | 'collections';
  /** A small inline loader (inside a page section) rather than the page's. */
  inline?: boolean;
}

/**
 * What a settings page shows until its data is in: a loader, or after a failure 'Could not load …'
 * with Retry (no toast), which also reloads by itself once an unreachable server is back.
 */
export function LoadState({ query, what, inline }: LoadStateProps) {
  const isFailed = isLoadFailure(query);
  const reload = () => void query.refetch();
  useReloadWhenServerIsBack(query.error, isFailed, reload);
  if (isFailed) {
    return (
      <LoadError
        title={t(`load.${what}Failed`)}
        error={query.error}
        isUnreachable={isUnreachable(query.error)}
        onRetry={reload}
        isRetrying={query.isFetching}
      />
    );
  }
  const text = t(`loading.${what}`);
  return inline ? (
    <p className={styles.inlineLoader} role="status">
      <Spinner size="sm" /> {text}
    </p>
  ) : (
    <div className={styles.loader} role="status">
      <Spinner />
      <span className="visually-hidden">{text}</span>
    </div>
  );
}
