// The example data of the API docs: an example record of the collection, the body a client would
// send, a password long enough for the collection's rule, and the example responses with the
// server's error messages (the Go source's, passed through its `inflector.Sentenize`: capital first
// letter, final period).
import type { Collection } from 'pocketbase';
import { EXAMPLE_DATE, sampleValue } from '../../../../lib/fieldTypes/docs';
import type { ApiDocResponse, Json } from './apiDocTypes';

export const MSG_NOT_FOUND = "The requested resource wasn't found.";
export const MSG_ONLY_ADMINS = 'Only admins can perform this action.';
export const MSG_NOT_ALLOWED = 'You are not allowed to perform this request.';
export const MSG_BAD_REQUEST = 'Something went wrong while processing your request.';
export const MSG_FORM_INVALID = 'An error occurred while validating the form.';
// eslint-disable-next-line i18n/literal-text -- the server's own message in a JSON example, as it answers
const REQUIRED_ERROR = { code: 'validation_required', message: 'Cannot be blank.' };

/** An auth collection's options ({} when the collection has none). */
export function authOptions(collection: Collection): { [key: string]: unknown } {
  return collection.options ?? {};
}

/** The collection's minimum password length (8, the server's default, when unset). */
export function minPasswordLength(collection: Collection): number {
  const value = authOptions(collection).minPasswordLength;
  return typeof value === 'number' && value > 0 ? value : 8;
}

/** `base` repeated up to the collection's minimum password length. */
export function samplePassword(collection: Collection, base = '12345678'): string {
  return base.padEnd(Math.max(base.length, minPasswordLength(collection)), base);
}

/** An example record of the collection, built from its schema. */
export function exampleRecord(collection: Collection): { [key: string]: unknown } {
  const record: Json = { id: 'RECORD_ID', collectionId: collection.id, collectionName: collection.name };
  // a view's query may not select created/updated; PocketBase 0.15 keeps them out of its schema
  if (collection.type !== 'view') {
    record.created = EXAMPLE_DATE;
    record.updated = EXAMPLE_DATE;
  }
  if (collection.type === 'auth') {
    record.username = 'username123';
    record.email = 'test@example.com';
    record.emailVisibility = true;
    record.verified = true;
  }
  for (const field of collection.schema) record[field.name] = sampleValue(field);
  return record;
}

function pretty(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

export function ok(body: unknown, status = 200): ApiDocResponse {
  return { status, body: pretty(body) };
}

export const NO_CONTENT: ApiDocResponse = { status: 204, body: 'null' };

export function apiError(status: number, message: string, data: Json = {}): ApiDocResponse {
  return ok({ code: status, message, data }, status);
}

export function fieldErrors(...names: string[]): Json {
  const data: Json = {};
  for (const name of names) data[name] = REQUIRED_ERROR;
  return data;
}

/** The field an invalid create/update example complains about. */
export function invalidFieldName(collection: Collection): string {
  const required = collection.schema.find((f) => f.required);
  if (required) return required.name;
  if (collection.type === 'auth') return 'password';
  return collection.schema[0]?.name ?? 'id';
}

export function forbiddenUnlessRule(rule: string | null): ApiDocResponse[] {
  return rule === null ? [apiError(403, MSG_ONLY_ADMINS)] : [];
}

/** The body a client sends on create (or update) for the example: schema values, files left out. */
export function exampleBody(collection: Collection, isUpdate: boolean): Json {
  const body: Json = {};
  if (collection.type === 'auth') {
    const password = samplePassword(collection);
    const newPassword = samplePassword(collection, '87654321');
    body.username = 'test_username';
    body.email = 'test@example.com';
    body.emailVisibility = true;
    if (isUpdate) body.oldPassword = password;
    body.password = isUpdate ? newPassword : password;
    body.passwordConfirm = isUpdate ? newPassword : password;
  }
  for (const field of collection.schema) if (field.type !== 'file') body[field.name] = sampleValue(field);
  return body;
}
