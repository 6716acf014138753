// Small rules of the record editor (spec §2 Record editor panel, §5): where the server's field errors
// show, the hints under each input, and the id a new record is sent with.
import type { FieldErrors } from './fieldErrors';
import { AUTH_SYSTEM_FIELDS, selectionLimit, type CollectionLike, type FieldLike } from './schema';
import { formatBytes } from './uploadProgress';

/** The auth fields the editor has inputs for: the system fields and the two password inputs. */
const AUTH_FIELDS: readonly string[] = [...AUTH_SYSTEM_FIELDS, 'password', 'passwordConfirm'];

/** The minimum length of a record id (spec §3, §9). */
export const RECORD_ID_MIN = 15;

/**
 * The form path of each server field error (spec §5: 'Server field errors are shown under the
 * matching field'): `id`; auth fields under `auth.`; file fields under `files.`; other schema
 * fields under `fields.`. Errors about anything else are kept under their own name (they show in
 * the panel's general message).
 */
export function recordErrorPaths(collection: CollectionLike, errors: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    const name = key.split('.')[0];
    const field = collection.schema.find((f) => f.name === name);
    let path = key;
    if (name === 'id') path = 'id';
    else if (collection.type === 'auth' && AUTH_FIELDS.includes(name)) path = `auth.${name}`;
    else if (field?.type === 'file') path = `files.${name}`;
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

/** The client-side check of the id field (spec §5: optional, at least 15 characters). */
export function validateRecordId(id: string, isNew: boolean): string | null {
  if (!isNew) return null;
  const trimmed = id.trim();
  if (trimmed && trimmed.length < RECORD_ID_MIN) return `Must be at least ${RECORD_ID_MIN} characters.`;
  return null;
}

/**
 * The required-flag hint (spec §5): 'Requires the field value NOT to be' plus the zero value of the
 * type — false for bool, zero for number, empty otherwise. Null for an optional field.
 */
export function requiredHint(field: Pick<FieldLike, 'type' | 'required'>): string | null {
  if (!field.required) return null;
  const zero = field.type === 'bool' ? 'false' : field.type === 'number' ? 'zero' : 'empty';
  return `Requires the field value NOT to be ${zero}.`;
}

function numberOption(field: FieldLike, name: string): number | null {
  const value: unknown = field.options?.[name];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function stringOption(field: FieldLike, name: string): string {
  const value: unknown = field.options?.[name];
  return typeof value === 'string' ? value : '';
}

function listOption(field: FieldLike, name: string): string[] {
  const value: unknown = field.options?.[name];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v !== '') : [];
}

/** What the field's options ask of its value, as one line under its input ('' when nothing). */
export function fieldRulesHint(field: FieldLike): string {
  const parts: string[] = [];
  switch (field.type) {
    case 'text': {
      const min = numberOption(field, 'min');
      const max = numberOption(field, 'max');
      if (min) parts.push(`Min ${min} characters`);
      if (max) parts.push(`Max ${max} characters`);
      const pattern = stringOption(field, 'pattern');
      if (pattern) parts.push(`Pattern: ${pattern}`);
      break;
    }
    case 'number': {
      const min = numberOption(field, 'min');
      const max = numberOption(field, 'max');
      if (min !== null) parts.push(`Min ${min}`);
      if (max !== null) parts.push(`Max ${max}`);
      break;
    }
    case 'email':
    case 'url': {
      const only = listOption(field, 'onlyDomains');
      const except = listOption(field, 'exceptDomains');
      if (only.length) parts.push(`Only domains: ${only.join(', ')}`);
      if (except.length) parts.push(`Except domains: ${except.join(', ')}`);
      break;
    }
    case 'date': {
      const min = stringOption(field, 'min').slice(0, 19);
      const max = stringOption(field, 'max').slice(0, 19);
      if (min) parts.push(`From ${min} UTC`);
      if (max) parts.push(`Until ${max} UTC`);
      break;
    }
    case 'select':
    case 'relation':
    case 'file': {
      const limit = selectionLimit(field);
      if (limit > 1 && limit !== Infinity)
        parts.push(`Up to ${limit} ${field.type === 'file' ? 'files' : 'items'}`);
      if (field.type === 'relation') {
        const min = numberOption(field, 'minSelect');
        if (min && min > 0) parts.push(`At least ${min}`);
      }
      if (field.type === 'file') {
        const maxSize = numberOption(field, 'maxSize');
        if (maxSize) parts.push(`Max ${formatBytes(maxSize)} each`);
      }
      break;
    }
  }
  return parts.join(' · ');
}

/** The choices of a select field (its `values` option, strings only, without repeats). */
export function selectChoices(field: FieldLike): string[] {
  return [...new Set(listOption(field, 'values'))];
}
