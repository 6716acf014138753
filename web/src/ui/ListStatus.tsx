import type { ReactNode } from 'react';
import { isLoadFailure, isUnreachable } from '../lib/loadFailure';
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
  /** The whole sentence while the first page loads ('Loading admins…'), from the caller's catalog. */
  loadingText: string;
  /** The whole first line of a failure ('Could not load the admins.'), from the caller's catalog. */
  failedText: string;
  /** The text shown when the list has no data: 'No admins found.' */
  emptyText: string;
  onRetry: () => void;
  /** Ways out shown with the empty and the failed state (Clear filters, New record). */
  actions?: ReactNode;
}

/** Below a list: loading, a failure that says so with Retry (never the empty text), or empty. */
export function ListStatus({
  query,
  count,
  loadingText,
  failedText,
  emptyText,
  onRetry,
  actions,
}: ListStatusProps) {
  if (query.isPending && !query.isError) return <EmptyState>{loadingText}</EmptyState>;
  if (isLoadFailure(query)) {
    return (
      <LoadError
        title={failedText}
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
