import {
  ADMIN_PASSWORD_MIN,
  collectErrors,
  mismatchMessage,
  passwordMinMessage,
  requiredMessage,
  validateAdminPassword,
  validateEmail,
  validatePasswordConfirm,
} from './validation';

describe('validateEmail', () => {
  it('requires a value', () => {
    expect(validateEmail('')).toBe('Cannot be blank.');
    expect(validateEmail('   ')).toBe('Cannot be blank.');
  });

  it('rejects malformed addresses', () => {
    expect(validateEmail('john')).toBe('Must be a valid email address.');
    expect(validateEmail('john@example')).toBe('Must be a valid email address.');
    expect(validateEmail('jo hn@example.com')).toBe('Must be a valid email address.');
  });

  it('accepts a valid address, ignoring surrounding spaces', () => {
    expect(validateEmail('john@example.com')).toBeUndefined();
    expect(validateEmail('  john@example.com  ')).toBeUndefined();
  });
});

describe('validateAdminPassword', () => {
  it("requires at least 10 characters with 'Minimum 10 characters.'", () => {
    expect(ADMIN_PASSWORD_MIN).toBe(10);
    expect(passwordMinMessage()).toBe('Minimum 10 characters.');
    expect(validateAdminPassword('')).toBe('Cannot be blank.');
    expect(validateAdminPassword('123456789')).toBe('Minimum 10 characters.');
    expect(validateAdminPassword('1234567890')).toBeUndefined();
  });
});

describe('validatePasswordConfirm', () => {
  it('requires the confirmation', () => {
    expect(validatePasswordConfirm('1234567890', '')).toBe('Cannot be blank.');
  });

  it('applies the 10-character minimum to the confirmation too', () => {
    expect(validatePasswordConfirm('123456789', '123456789')).toBe('Minimum 10 characters.');
  });

  it('reports a mismatch', () => {
    expect(validatePasswordConfirm('1234567890', '1234567899')).toBe("Values don't match.");
    expect(mismatchMessage()).toBe("Values don't match.");
  });

  it('accepts a matching confirmation', () => {
    expect(validatePasswordConfirm('1234567890', '1234567890')).toBeUndefined();
  });
});

describe('collectErrors', () => {
  it('keeps only entries with a message', () => {
    expect(collectErrors({ email: 'Bad.', password: undefined, passwordConfirm: '' })).toEqual({
      email: 'Bad.',
    });
  });
});

describe('requiredMessage', () => {
  it("is the server's own words in English", () => {
    expect(requiredMessage()).toBe('Cannot be blank.');
  });
});
