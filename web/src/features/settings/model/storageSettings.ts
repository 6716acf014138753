// Files storage settings: the form, its checks, its PATCH body, the migration warning and the
// states of the S3 connection test. No React here.
import { isAbortError, errorMessage } from '../../../lib/errors';
import type { FieldErrors } from '../../../lib/formPaths';
import { isMasked, withoutMaskedSecrets, type S3Config, type Settings } from '../../../lib/settings';
import { t as tShared } from '../shared/messages';
import { t } from '../storageMessages';

export interface StorageForm {
  s3: S3Config;
}

/** The S3 values the server checks as required while S3 is enabled (settings.S3Config.Validate). */
export const S3_REQUIRED = ['endpoint', 'bucket', 'region', 'accessKey', 'secret'] as const;

export function toStorageForm(settings: Settings): StorageForm {
  return { s3: { ...settings.s3 } };
}

/** The S3 values are required only while S3 is enabled; a masked secret is a secret that is set. */
export function validateStorage({ s3 }: StorageForm): FieldErrors {
  const errors: FieldErrors = {};
  if (!s3.enabled) return errors;
  const missing = tShared('validation.missing');
  for (const key of S3_REQUIRED) {
    const value = s3[key];
    if (!(typeof value === 'string' && value.trim()) && !isMasked(value)) errors[`s3.${key}`] = missing;
  }
  return errors;
}

/**
 * The PATCH body (only {s3}), without the masked secret. With S3 off only the switch is sent: the
 * server keeps the S3 values it has, and values typed into the hidden inputs cannot fail the save
 * where nobody sees them.
 */
export function storagePatch({ s3 }: StorageForm): { s3: Partial<S3Config> } {
  return { s3: s3.enabled ? withoutMaskedSecrets({ ...s3 }) : { enabled: false } };
}

/** Switching storage does not move the files already uploaded; null while the switch is as saved. */
export function migrationWarning(wasS3: boolean, isS3: boolean): string | null {
  if (wasS3 === isS3) return null;
  return isS3 ? t('migration.toS3') : t('migration.toLocal');
}

/** The S3 connection test: it runs after a load or a save while S3 is enabled. */
export type S3TestState =
  | { status: 'idle' }
  | { status: 'testing' }
  | { status: 'connected' }
  | { status: 'failed'; message: string };

export const S3_TEST_IDLE: S3TestState = { status: 'idle' };
export const S3_TEST_RUNNING: S3TestState = { status: 'testing' };

/**
 * The state a finished test leaves: connected, or failed with the server's message (or the
 * timeout's, 'S3 test connection timeout.'); null for a test that was cancelled (a save, leaving
 * the page), which leaves no state of its own.
 */
export function s3TestResult(error?: unknown): S3TestState | null {
  if (error === undefined) return { status: 'connected' };
  if (isAbortError(error)) return null;
  return { status: 'failed', message: errorMessage(error) };
}
