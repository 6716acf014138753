import type { ReactNode } from 'react';
import { isLoadFailure, isUnreachable } from '../lib/loadFailure';
import { uiText as t } from '../lib/uiMessages';
import { LoadError } from './LoadError';
import { EmptyState } from './Page';

interface ListQuery {
  isPending: boolean;
  isSuccess: boolean;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
}

interface ListStatusProps {
  query: ListQuery;
  /** Rows shown now. */
  count: number;
  /**
   * What the list holds, in the interface language, for 'Loading …' and 'Could not load the …':
   * 'admins', 'logs'.
   */
  what: string;
  /** The text shown when the list has no data: 'No admins found.' */
  emptyText: string;
  onRetry: () => void;
  /** Ways out shown with the empty and the failed state (Clear filters, New record). */
  actions?: ReactNode;
}

/** Below a list: loading, a failure that says so with Retry (never the empty text), or empty. */
export function ListStatus({ query, count, what, emptyText, onRetry, actions }: ListStatusProps) {
  if (query.isPending && !query.isError) return <EmptyState>{t('list.loading', { what })}</EmptyState>;
  if (isLoadFailure(query)) {
    return (
      <LoadError
        title={t('list.loadFailedList', { what })}
        error={query.error}
        isUnreachable={isUnreachable(query.error)}
        onRetry={onRetry}
        isRetrying={query.isFetching}
      >
        {actions}
      </LoadError>
    );
  }
  if (query.isSuccess && count === 0) {
    return (
      <EmptyState>
        <p>{emptyText}</p>
        {actions}
      </EmptyState>
    );
  }
  return null;
}
