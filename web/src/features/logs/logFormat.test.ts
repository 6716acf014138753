import { describe, expect, it } from 'vitest';
import { formatMeta, hasLogError, isErrorStatus, methodTone, safeHttpUrl } from './logFormat';

describe('logFormat', () => {
  it('colours GET, POST, PATCH and DELETE, anything else neutral', () => {
    expect(methodTone('get')).toBe('info');
    expect(methodTone('POST')).toBe('success');
    expect(methodTone('PATCH')).toBe('warning');
    expect(methodTone('DELETE')).toBe('danger');
    expect(methodTone('OPTIONS')).toBe('neutral');
  });
  it('treats 400 and above as errors', () => {
    expect(isErrorStatus(399)).toBe(false);
    expect(isErrorStatus(400)).toBe(true);
    expect(isErrorStatus(500)).toBe(true);
  });
  it('flags rows whose meta holds an error message or error data', () => {
    expect(hasLogError({ meta: { errorMessage: 'Not found.' } })).toBe(true);
    expect(hasLogError({ meta: { errorData: { a: 1 } } })).toBe(true);
    expect(hasLogError({ meta: { errorMessage: '', errorData: {} } })).toBe(false);
    expect(hasLogError({ meta: {} })).toBe(false);
    // the real server's key and its Go renderings of "nothing"
    expect(hasLogError({ meta: { errorDetails: 'sql: no rows in result set' } })).toBe(true);
    expect(hasLogError({ meta: { errorDetails: '<nil>' } })).toBe(false);
    expect(hasLogError({ meta: { errorDetails: 'map[]' } })).toBe(false);
  });
  it('links only http(s) URLs', () => {
    expect(safeHttpUrl('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(safeHttpUrl('http://127.0.0.1:8090/_/')).toBe('http://127.0.0.1:8090/_/');
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(safeHttpUrl('not a url')).toBeNull();
    expect(safeHttpUrl('')).toBeNull();
  });
  it('formats meta as indented JSON or nothing', () => {
    expect(formatMeta({ errorMessage: 'x' })).toBe('{\n  "errorMessage": "x"\n}');
    expect(formatMeta({})).toBeNull();
    expect(formatMeta(null)).toBeNull();
  });
});
