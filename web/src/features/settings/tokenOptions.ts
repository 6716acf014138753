import type { FieldErrors } from '../../lib/formPaths';
import { isMasked, type Settings, type TokenConfig, type TokenKey } from '../../lib/settings';
import { numberValueError } from '../../lib/valueParsing';

// Token options: 5 record and 3 admin token types, durations in seconds, an invalidation secret of
// 50 random characters.

export interface TokenOption {
  key: TokenKey;
  label: string;
}

export const TOKEN_GROUPS: Array<{ title: string; tokens: TokenOption[] }> = [
  {
    title: 'Record tokens',
    tokens: [
      { key: 'recordAuthToken', label: 'Auth token duration' },
      { key: 'recordVerificationToken', label: 'Email verification token duration' },
      { key: 'recordPasswordResetToken', label: 'Password reset token duration' },
      { key: 'recordEmailChangeToken', label: 'Email change token duration' },
      { key: 'recordFileToken', label: 'Protected file access token duration' },
    ],
  },
  {
    title: 'Admin tokens',
    tokens: [
      { key: 'adminAuthToken', label: 'Auth token duration' },
      { key: 'adminPasswordResetToken', label: 'Password reset token duration' },
      { key: 'adminFileToken', label: 'Protected file access token duration' },
    ],
  },
];

export type TokensForm = Record<TokenKey, TokenConfig>;

export const TOKEN_KEYS_IN_ORDER: TokenKey[] = TOKEN_GROUPS.flatMap((g) => g.tokens.map((t) => t.key));

/** The form: each token type's duration and secret (masked as the server sent it; missing → 0). */
export function tokensFormOf(settings: Settings): TokensForm {
  const out = {} as TokensForm;
  for (const key of TOKEN_KEYS_IN_ORDER) {
    const config = settings[key] as Partial<TokenConfig> | undefined;
    out[key] = { duration: config?.duration ?? 0, secret: config?.secret ?? '' };
  }
  return out;
}

/** A secret is being replaced (invalidating every token issued with the old one) when it is no longer the mask. */
export function isInvalidating(config: TokenConfig, pristine: TokenConfig): boolean {
  return config.secret !== pristine.secret && !isMasked(config.secret);
}

export function validateTokens(values: TokensForm): FieldErrors {
  const errors: FieldErrors = {};
  for (const key of TOKEN_KEYS_IN_ORDER) {
    const duration = values[key].duration;
    const invalid = numberValueError(duration);
    if (invalid) errors[`${key}.duration`] = invalid;
    else if (typeof duration !== 'number' || Number.isNaN(duration))
      errors[`${key}.duration`] = 'Missing required value.';
    else if (!Number.isInteger(duration) || duration < 0)
      errors[`${key}.duration`] = 'Must be a whole number of seconds.';
  }
  return errors;
}
