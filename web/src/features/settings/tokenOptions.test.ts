import { SECRET_MASK, type Settings } from '../../lib/settings';
import {
  isInvalidating,
  TOKEN_GROUPS,
  TOKEN_KEYS_IN_ORDER,
  tokensFormOf,
  validateTokens,
} from './tokenOptions';

describe('token options', () => {
  it('list the 5 record and 3 admin token types', () => {
    expect(TOKEN_GROUPS.map((g) => g.tokens.length)).toEqual([5, 3]);
    expect(new Set(TOKEN_KEYS_IN_ORDER).size).toBe(8);
  });

  it('read every token type from the settings, a missing one as 0', () => {
    const form = tokensFormOf({
      recordAuthToken: { duration: 60, secret: SECRET_MASK },
    } as unknown as Settings);
    expect(form.recordAuthToken).toEqual({ duration: 60, secret: SECRET_MASK });
    expect(form.adminFileToken).toEqual({ duration: 0, secret: '' });
  });

  it('call a secret invalidating only while it is a new value', () => {
    const pristine = { duration: 60, secret: SECRET_MASK };
    expect(isInvalidating(pristine, pristine)).toBe(false);
    expect(isInvalidating({ duration: 60, secret: 'x'.repeat(50) }, pristine)).toBe(true);
  });

  it('require whole, non-negative durations', () => {
    const form = tokensFormOf({} as Settings);
    expect(validateTokens(form)).toEqual({});
    form.adminAuthToken.duration = NaN;
    form.recordFileToken.duration = 1.5;
    expect(validateTokens(form)).toEqual({
      'adminAuthToken.duration': 'Missing required value.',
      'recordFileToken.duration': 'Must be a whole number of seconds.',
    });
  });

  it("refuse a duration typed as text that is no number with 'Not a valid number.'", () => {
    const form = tokensFormOf({} as Settings);
    // the input keeps such text as typed in the form (numberFieldValue)
    form.adminAuthToken.duration = '1e309' as unknown as number;
    form.recordAuthToken.duration = '0x10' as unknown as number;
    expect(validateTokens(form)).toEqual({
      'recordAuthToken.duration': 'Not a valid number.',
      'adminAuthToken.duration': 'Not a valid number.',
    });
  });
});
