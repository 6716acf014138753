import { clearFieldError, flattenFieldErrors, invalidValueMessage } from './fieldErrors';

describe('flattenFieldErrors', () => {
  it('maps a top-level field error to its message', () => {
    expect(
      flattenFieldErrors({
        email: { code: 'validation_is_email', message: 'Must be a valid email address.' },
      }),
    ).toEqual({ email: 'Must be a valid email address.' });
  });

  it('flattens nested settings errors into dotted paths', () => {
    expect(
      flattenFieldErrors({
        meta: {
          appName: { code: 'validation_required', message: 'Cannot be blank.' },
          appUrl: { code: 'validation_is_url', message: 'Must be a valid URL.' },
        },
        logs: { maxDays: { code: 'validation_min', message: 'Must be no less than 0.' } },
      }),
    ).toEqual({
      'meta.appName': 'Cannot be blank.',
      'meta.appUrl': 'Must be a valid URL.',
      'logs.maxDays': 'Must be no less than 0.',
    });
  });

  it('flattens deeply nested schema errors with array indexes', () => {
    expect(
      flattenFieldErrors({
        schema: {
          '2': { options: { maxSelect: { code: 'validation_min', message: 'Must be at least 2.' } } },
        },
      }),
    ).toEqual({ 'schema.2.options.maxSelect': 'Must be at least 2.' });
  });

  it("reads 'Invalid value' for a leaf without a message", () => {
    expect(invalidValueMessage()).toBe('Invalid value');
    expect(flattenFieldErrors({ email: { code: 'validation_invalid_email' } })).toEqual({
      email: 'Invalid value',
    });
    expect(flattenFieldErrors({ name: { code: 'x', message: '' } })).toEqual({ name: 'Invalid value' });
  });

  it("takes plain string values as messages, empty ones as 'Invalid value'", () => {
    expect(flattenFieldErrors({ a: 'Too long.', b: '' })).toEqual({ a: 'Too long.', b: 'Invalid value' });
  });

  it('returns an empty map for non-object input', () => {
    expect(flattenFieldErrors(undefined)).toEqual({});
    expect(flattenFieldErrors(null)).toEqual({});
    expect(flattenFieldErrors('oops')).toEqual({});
    expect(flattenFieldErrors({})).toEqual({});
  });

  it('applies a prefix to every path', () => {
    expect(flattenFieldErrors({ host: { code: 'c', message: 'm' } }, 'smtp')).toEqual({ 'smtp.host': 'm' });
  });
});

describe('clearFieldError', () => {
  const errors = {
    email: 'Bad email.',
    meta: 'Meta broken.',
    'meta.appName': 'Cannot be blank.',
    'meta.appUrl': 'Must be a valid URL.',
    metadata: 'Unrelated.',
    'schema.2.name': 'Bad name.',
    'schema.20.name': 'Other field.',
  };

  it('removes the error at the path only', () => {
    const next = clearFieldError(errors, 'email');
    expect(next).not.toHaveProperty('email');
    expect(Object.keys(next)).toHaveLength(Object.keys(errors).length - 1);
  });

  it('removes nested paths under the cleared path but not siblings sharing a prefix', () => {
    const next = clearFieldError(errors, 'meta');
    expect(next).not.toHaveProperty('meta');
    expect(next).not.toHaveProperty(['meta.appName']);
    expect(next).not.toHaveProperty(['meta.appUrl']);
    expect(next.metadata).toBe('Unrelated.');

    const schema = clearFieldError(errors, 'schema.2');
    expect(schema).not.toHaveProperty(['schema.2.name']);
    expect(schema['schema.20.name']).toBe('Other field.');
  });

  it('does not mutate the input', () => {
    const copy = { ...errors };
    clearFieldError(errors, 'meta');
    expect(errors).toEqual(copy);
  });

  it('returns the same object when nothing changes', () => {
    expect(clearFieldError(errors, 'password')).toBe(errors);
    const empty = {};
    expect(clearFieldError(empty, 'email')).toBe(empty);
  });
});
