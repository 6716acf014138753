// Apple's secret dialog: Apple's client secret is a JWT signed with the team's private key; the
// server signs it and keeps nothing.
import type { AppleSecretRequest } from '../../api/settings';
import type { FieldErrors } from '../../lib/formPaths';
import { requiredMessage } from '../../lib/validation';
import { numberValueError } from '../../lib/valueParsing';
import { t } from './authProvidersMessages';

/** The longest a generated secret may live, in seconds (about 6 months; Apple's own limit). */
export const APPLE_MAX_DURATION = 15777000;

export interface AppleSecretForm {
  clientId: string;
  teamId: string;
  keyId: string;
  /** Seconds; NaN while the input is empty. */
  duration: number;
  privateKey: string;
}

export function initialAppleSecretForm(clientId: string): AppleSecretForm {
  return { clientId, teamId: '', keyId: '', duration: APPLE_MAX_DURATION, privateKey: '' };
}

/** Every field is required; the key counts once trimmed; the duration is 1 to 15777000 seconds. */
export function validateAppleSecretForm(values: AppleSecretForm): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.clientId.trim()) errors.clientId = requiredMessage();
  if (!values.teamId.trim()) errors.teamId = requiredMessage();
  if (!values.keyId.trim()) errors.keyId = requiredMessage();
  const duration = values.duration;
  const invalid = numberValueError(duration);
  if (invalid) errors.duration = invalid;
  else if (typeof duration !== 'number' || Number.isNaN(duration)) errors.duration = requiredMessage();
  else if (!Number.isInteger(duration) || duration < 1) errors.duration = t('apple.durationMin');
  else if (duration > APPLE_MAX_DURATION)
    errors.duration = t('apple.durationMax', { max: String(APPLE_MAX_DURATION) });
  if (!values.privateKey.trim()) errors.privateKey = requiredMessage();
  return errors;
}

/** The request body: ids and key trimmed (a key pasted with blank lines around it still parses). */
export function toAppleSecretRequest(values: AppleSecretForm): AppleSecretRequest {
  return {
    clientId: values.clientId.trim(),
    teamId: values.teamId.trim(),
    keyId: values.keyId.trim(),
    duration: values.duration,
    privateKey: values.privateKey.trim(),
  };
}
