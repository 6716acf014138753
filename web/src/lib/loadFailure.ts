import { errorStatus, isAbortError } from './errors';

/**
 * A list load that failed for real (an abort is not a failure: the list keeps what it showed).
 * The list is emptied and the failure logged (no toast), and the screen says it could not load.
 */
export function isLoadFailure(query: { isError: boolean; error: unknown }): boolean {
  return query.isError && !isAbortError(query.error);
}

/** True when the failure is the server being unreachable (no HTTP answer at all). */
export function isUnreachable(error: unknown): boolean {
  return !isAbortError(error) && errorStatus(error) === 0;
}
