import type { FieldErrors } from '../../lib/formPaths';
import { isMasked, type Settings, type TokenConfig, type TokenKey } from '../../lib/settings';
import { numberValueError } from '../../lib/valueParsing';
import { t as tShared } from './shared/messages';
import { t, type TokenOptionsKey } from './tokenOptionsMessages';

// Token options: 5 record and 3 admin token types, durations in seconds, an invalidation secret of
// 50 random characters.

export interface TokenOption {
  key: TokenKey;
  /** The duration's name: a key of the page's catalog, read when shown. */
  label: TokenOptionsKey;
}

export const TOKEN_GROUPS: Array<{ title: TokenOptionsKey; tokens: TokenOption[] }> = [
  {
    title: 'group.record',
    tokens: [
      { key: 'recordAuthToken', label: 'token.auth' },
      { key: 'recordVerificationToken', label: 'token.verification' },
      { key: 'recordPasswordResetToken', label: 'token.passwordReset' },
      { key: 'recordEmailChangeToken', label: 'token.emailChange' },
      { key: 'recordFileToken', label: 'token.file' },
    ],
  },
  {
    title: 'group.admin',
    tokens: [
      { key: 'adminAuthToken', label: 'token.auth' },
      { key: 'adminPasswordResetToken', label: 'token.passwordReset' },
      { key: 'adminFileToken', label: 'token.file' },
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
      errors[`${key}.duration`] = tShared('validation.missing');
    else if (!Number.isInteger(duration) || duration < 0) errors[`${key}.duration`] = t('durationInvalid');
  }
  return errors;
}
