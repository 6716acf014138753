import { minLengthFromMessage, passwordHint, validateNewPassword } from './recordPassword';

describe('minLengthFromMessage', () => {
  it("reads the minimum from the server's length message", () => {
    expect(minLengthFromMessage('The length must be between 8 and 100.')).toBe(8);
    expect(minLengthFromMessage('The length must be between 12 and 100.')).toBe(12);
  });

  it('is null for any other message or none', () => {
    expect(minLengthFromMessage('Cannot be blank.')).toBeNull();
    expect(minLengthFromMessage(undefined)).toBeNull();
  });
});

describe('passwordHint', () => {
  it('names the minimum when known', () => {
    expect(passwordHint(8)).toBe('Minimum 8 characters.');
    expect(passwordHint(null)).toBe('The app sets the minimum length.');
  });
});

describe('validateNewPassword', () => {
  it('asks for both values', () => {
    expect(validateNewPassword({ password: '', passwordConfirm: '' }, 8)).toEqual({
      password: 'Cannot be blank.',
      passwordConfirm: 'Cannot be blank.',
    });
  });

  it("holds the password to the collection's minimum when known, counting characters", () => {
    expect(validateNewPassword({ password: '1234567', passwordConfirm: '1234567' }, 8)).toEqual({
      password: 'Minimum 8 characters.',
    });
    expect(validateNewPassword({ password: 'ééééééé€', passwordConfirm: 'ééééééé€' }, 8)).toEqual({});
    expect(validateNewPassword({ password: 'x', passwordConfirm: 'x' }, null)).toEqual({});
  });

  it('wants the confirmation to match', () => {
    expect(validateNewPassword({ password: 'long-enough-1', passwordConfirm: 'long-enough-2' }, 8)).toEqual({
      passwordConfirm: "Values don't match.",
    });
  });
});
