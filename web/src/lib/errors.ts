import { ClientResponseError } from 'pocketbase';
import { flattenFieldErrors, type FieldErrors } from './fieldErrors';
import { shellText } from './shellMessages';
import { toast } from './toasts';

/** The message of an error that carries none, in the interface language. */
export function fallbackMessage(): string {
  return shellText('error.fallback');
}

export function isAbortError(err: unknown): boolean {
  return err instanceof ClientResponseError
    ? err.isAbort
    : err instanceof DOMException && err.name === 'AbortError';
}

export function errorStatus(err: unknown): number {
  return err instanceof ClientResponseError ? err.status : 0;
}

/**
 * Whether a request got no answer at all (not an abort): the server is down or unreachable, or the
 * answer was lost on its way back, possibly after the server had done what was asked.
 */
export function isUnanswered(err: unknown): boolean {
  return err instanceof ClientResponseError && !err.isAbort && err.status === 0;
}

/**
 * The toast for a write that got no answer. A browser cannot tell a request that never reached the
 * server from one whose answer was lost after the server acted on it, so it must not say either.
 */
export function unansweredWriteMessage(): string {
  return shellText('error.unansweredWrite');
}

/** The server message, else the error's own message, else the fallback. */
export function errorMessage(err: unknown): string {
  if (err instanceof ClientResponseError) {
    const serverMessage = err.data?.message;
    if (typeof serverMessage === 'string' && serverMessage) return serverMessage;
  }
  if (err instanceof Error && err.message) return err.message;
  return fallbackMessage();
}

export function fieldErrorsOf(err: unknown): FieldErrors {
  return err instanceof ClientResponseError ? flattenFieldErrors(err.data?.data) : {};
}

export interface HandleErrorOptions {
  /** false for list loads: logged, no toast (the list itself says it could not load). */
  toast?: boolean;
  /** Receives the server's field errors, mapped to paths. */
  onFieldErrors?: (errors: FieldErrors) => void;
  /** The request may have changed something: without an answer the toast says it may have gone through. */
  isWrite?: boolean;
}

/**
 * The one error policy. Aborts are ignored; 404 shows no toast; field errors go to the form;
 * everything else is an error toast with the server message. A 401 shows no toast either: the
 * session has ended and the admin is on their way to the sign-in page, with what they typed kept as
 * a draft. (The 401/403 redirects happen in the client's afterSend hook.) Returns false when the
 * error was an abort (callers can skip their own follow-up).
 */
export function handleError(err: unknown, options: HandleErrorOptions = {}): boolean {
  if (isAbortError(err)) return false;
  const status = errorStatus(err);
  const fieldErrors = fieldErrorsOf(err);
  if (options.onFieldErrors && Object.keys(fieldErrors).length) options.onFieldErrors(fieldErrors);
  if (options.toast === false) {
    console.warn(errorMessage(err));
    return true;
  }
  if (status === 404 || status === 401) return true;
  toast.error(options.isWrite && isUnanswered(err) ? unansweredWriteMessage() : errorMessage(err));
  return true;
}

/** The `data` of the server's error answer (the per-field errors), as it came. */
export function errorDataOf(err: unknown): unknown {
  return err instanceof ClientResponseError ? err.data?.data : undefined;
}
