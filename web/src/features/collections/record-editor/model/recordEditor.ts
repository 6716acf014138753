// Small rules of the record editor panel: where the server's field errors show, the hints under
// each input, and the id a new record is sent with.
import type { FieldErrors } from '../../../../lib/fieldErrors';
import { fieldTypeSpec } from '../../../../lib/fieldTypes';
import {
  AUTH_SYSTEM_FIELDS,
  stringListOption,
  type CollectionLike,
  type FieldLike,
} from '../../../../lib/schema';
import { t } from '../messages';

/** The auth fields the editor has inputs for: the system fields and the two password inputs. */
const AUTH_FIELDS: readonly string[] = [...AUTH_SYSTEM_FIELDS, 'password', 'passwordConfirm'];

/** The minimum length of a record id typed for a new record. */
export const RECORD_ID_MIN = 15;

/**
 * The form path of each server field error, so that it shows under the matching field: `id`; auth
 * fields under `auth.`; file fields under `files.`; other schema fields under `fields.`. Errors
 * about anything else are kept under their own name (they show in the panel's general message).
 */
export function recordErrorPaths(collection: CollectionLike, errors: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    const name = key.split('.')[0];
    const field = collection.schema.find((f) => f.name === name);
    let path = key;
    if (name === 'id') path = 'id';
    else if (collection.type === 'auth' && AUTH_FIELDS.includes(name)) path = `auth.${name}`;
    else if (field && fieldTypeSpec(field)?.formValue === 'file') path = `files.${name}`;
    else if (field) path = `fields.${name}`;
    out[path] = message;
  }
  return out;
}

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A random id in the server's own format (15 characters of a-z0-9). A new record is sent with one
 * when the admin left the id empty, and the same id again on a retry: a create that reached the
 * server but whose answer was lost (the server went down) then cannot make a second record.
 */
export function newRecordId(
  random: (buffer: Uint8Array<ArrayBuffer>) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  const bytes = random(new Uint8Array(RECORD_ID_MIN));
  let id = '';
  // 252 = 7 × 36: bytes above are skipped so every character is equally likely
  for (const byte of bytes) if (byte < 252) id += ID_ALPHABET[byte % 36];
  return id.length === RECORD_ID_MIN ? id : id + newRecordId(random).slice(0, RECORD_ID_MIN - id.length);
}

/** The client-side check of the id field: optional, at least 15 characters. */
export function validateRecordId(id: string, isNew: boolean): string | null {
  if (!isNew) return null;
  const trimmed = id.trim();
  if (trimmed && trimmed.length < RECORD_ID_MIN) return t('id.tooShort', { min: RECORD_ID_MIN });
  return null;
}

/**
 * The required-flag hint: 'Requires the field value NOT to be' plus the zero value of the type —
 * false for bool, zero for number, empty otherwise. Null for an optional field.
 */
export function requiredHint(field: Pick<FieldLike, 'type' | 'required'>): string | null {
  if (!field.required) return null;
  const zero = fieldTypeSpec(field)?.requiredZero ?? 'empty';
  return t('hint.required', { zero });
}

/** What the field's options ask of its value, as one line under its input ('' when nothing). */
export function fieldRulesHint(field: FieldLike): string {
  return (fieldTypeSpec(field)?.rulesHint(field) ?? []).join(' · ');
}

/** The choices of a select field (its `values` option, strings only, without repeats). */
export function selectChoices(field: FieldLike): string[] {
  return [...new Set(stringListOption(field, 'values').filter(Boolean))];
}
