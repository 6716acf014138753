import { ClientResponseError } from 'pocketbase';
import {
  errorMessage,
  fallbackMessage,
  errorStatus,
  fieldErrorsOf,
  handleError,
  isAbortError,
  isUnanswered,
} from './errors';
import { dismissToast, toasts } from './toasts';

function responseError(
  status: number,
  message?: string,
  data: Record<string, unknown> = {},
): ClientResponseError {
  return new ClientResponseError({
    url: 'http://127.0.0.1:8090/api/admins',
    status,
    data: message === undefined ? { code: status, data } : { code: status, message, data },
  });
}

const abortError = () => new ClientResponseError({ isAbort: true, originalError: new Error('aborted') });

afterEach(() => {
  for (const t of toasts.get()) dismissToast(t.id);
  vi.restoreAllMocks();
});

describe('errorMessage', () => {
  it('prefers the server message', () => {
    expect(errorMessage(responseError(400, 'Failed to create record.'))).toBe('Failed to create record.');
  });

  it("falls back to the error's own message", () => {
    expect(errorMessage(new Error('Network down'))).toBe('Network down');
  });

  it('falls back to the generic message when there is no message at all', () => {
    expect(fallbackMessage()).toBe('Something went wrong while processing your request.');
    expect(errorMessage(new Error(''))).toBe('Something went wrong while processing your request.');
    expect(errorMessage('just a string')).toBe('Something went wrong while processing your request.');
    expect(errorMessage(undefined)).toBe('Something went wrong while processing your request.');
    expect(errorMessage(responseError(500))).toBe('Something went wrong while processing your request.');
  });
});

describe('error helpers', () => {
  it('detects aborts from the SDK and from fetch', () => {
    expect(isAbortError(abortError())).toBe(true);
    expect(isAbortError(new DOMException('aborted', 'AbortError'))).toBe(true);
    expect(isAbortError(responseError(400, 'x'))).toBe(false);
    expect(isAbortError(new Error('x'))).toBe(false);
  });

  it('reads the status of response errors only', () => {
    expect(errorStatus(responseError(404, 'Missing'))).toBe(404);
    expect(errorStatus(new Error('x'))).toBe(0);
  });

  it('flattens the server field errors', () => {
    const err = responseError(400, 'Failed', {
      meta: { appName: { code: 'validation_required', message: 'Cannot be blank.' } },
    });
    expect(fieldErrorsOf(err)).toEqual({ 'meta.appName': 'Cannot be blank.' });
    expect(fieldErrorsOf(new Error('x'))).toEqual({});
  });
});

describe('isUnanswered', () => {
  it('is true for a request without any answer, not for an abort, an answer or another error', () => {
    expect(isUnanswered(new ClientResponseError(new TypeError('Failed to fetch')))).toBe(true);
    expect(isUnanswered(abortError())).toBe(false);
    expect(isUnanswered(responseError(500, 'Boom'))).toBe(false);
    expect(isUnanswered(new Error('a bug'))).toBe(false);
  });
});

describe('handleError', () => {
  it('ignores aborted requests: no toast, returns false', () => {
    const onFieldErrors = vi.fn();
    expect(handleError(abortError(), { onFieldErrors })).toBe(false);
    expect(handleError(new DOMException('aborted', 'AbortError'))).toBe(false);
    expect(toasts.get()).toEqual([]);
    expect(onFieldErrors).not.toHaveBeenCalled();
  });

  it('shows no toast for 404', () => {
    expect(handleError(responseError(404, "The requested resource wasn't found."))).toBe(true);
    expect(toasts.get()).toEqual([]);
  });

  it('shows an error toast with the server message for 400', () => {
    handleError(responseError(400, 'Failed to update admin.'));
    expect(toasts.get()).toEqual([
      expect.objectContaining({ type: 'error', message: 'Failed to update admin.' }),
    ]);
  });

  it('a 401 in the middle of a form shows no error toast (the session ended; the admin signs in again)', () => {
    handleError(responseError(401, 'The request requires valid admin authorization token to be set.'));
    expect(toasts.get()).toEqual([]);
  });

  it('toasts a 403 like any other error', () => {
    handleError(responseError(403, 'You are not allowed to perform this request.'));
    expect(toasts.get().map((t) => t.message)).toEqual(['You are not allowed to perform this request.']);
  });

  it('shows the generic message for a non-response error without message', () => {
    handleError({});
    expect(toasts.get()).toEqual([
      expect.objectContaining({
        type: 'error',
        message: 'Something went wrong while processing your request.',
      }),
    ]);
  });

  it('says a write without an answer may have gone through; other failures of a write keep their message', () => {
    const lost = new ClientResponseError(new TypeError('Failed to fetch'));
    handleError(lost, { isWrite: true });
    handleError(lost);
    handleError(responseError(400, 'Failed to update admin.'), { isWrite: true });
    expect(toasts.get().map((t) => t.message)).toEqual([
      'The server did not answer, so this may or may not have gone through.',
      'Something went wrong while processing your request.',
      'Failed to update admin.',
    ]);
  });

  it('delivers field errors to onFieldErrors as paths', () => {
    const onFieldErrors = vi.fn();
    handleError(
      responseError(400, 'Failed to create admin.', {
        email: { code: 'validation_invalid_email', message: 'The email is invalid or already in use.' },
        password: { code: 'validation_length_out_of_range' },
      }),
      { onFieldErrors },
    );
    expect(onFieldErrors).toHaveBeenCalledTimes(1);
    expect(onFieldErrors).toHaveBeenCalledWith({
      email: 'The email is invalid or already in use.',
      password: 'Invalid value',
    });
    expect(toasts.get()).toEqual([
      expect.objectContaining({ type: 'error', message: 'Failed to create admin.' }),
    ]);
  });

  it('does not call onFieldErrors when the server sent none', () => {
    const onFieldErrors = vi.fn();
    handleError(responseError(400, 'Failed.'), { onFieldErrors });
    expect(onFieldErrors).not.toHaveBeenCalled();
  });

  it('logs instead of toasting with toast: false', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(handleError(responseError(500, 'Failed to load logs.'), { toast: false })).toBe(true);
    expect(warn).toHaveBeenCalledWith('Failed to load logs.');
    expect(toasts.get()).toEqual([]);
  });
});
