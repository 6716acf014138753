// The record editor's form values: what each input holds, the multipart body sent to the server,
// the dirty check behind Save, drafts kept in localStorage, and Duplicate.
//
// Everything here is plain data in, plain data out. Field names come from the server (`^\w+$`, so
// '__proto__' is possible): maps are written with own data properties and read through own keys only.
import { fieldTypeSpec, type FieldFormValue, type FormValueCodec } from '../../../../lib/fieldTypes';
import { fieldValues } from '../../../../lib/recordCells';
import { selectionLimit, type CollectionLike, type FieldLike } from '../../../../lib/schema';
import { t } from '../messages';

export type { FieldFormValue } from '../../../../lib/fieldTypes';
export { isJsonText, limitSelection, normalizeJsonValue } from '../../../../lib/fieldTypes/formValues';

/** A loaded record (a SDK `Record` fits): its id and field values by name. */
export type RecordLike = { readonly id: string; readonly [field: string]: unknown };

/** A file picked for upload; `key` is a stable id for React lists. */
export type FileEntry = { key: string; file: File };

/** A file field's state: the record's file names, those marked for deletion (a subset), new uploads. */
export type FileFieldState = { existing: string[]; deleted: string[]; added: FileEntry[] };

/** The system fields of an auth record as the editor holds them. */
export type AuthFormValues = {
  username: string;
  email: string;
  emailVisibility: boolean;
  verified: boolean;
  password: string;
  passwordConfirm: string;
  /** The 'Change password' toggle of an existing record (a new record always sends its password). */
  changePassword: boolean;
};

/** Everything the record editor holds. `auth` is present for auth collections only. */
export type RecordFormValues = {
  id: string;
  fields: { [name: string]: FieldFormValue };
  auth?: AuthFormValues;
  files: { [field: string]: FileFieldState };
};

/**
 * A record draft as stored in localStorage (JSON-serialisable): no passwords, and no picked files,
 * which cannot be stored (only the names of existing files marked for deletion are kept).
 */
export type RecordDraft = {
  id: string;
  fields: { [name: string]: FieldFormValue };
  auth?: { username: string; email: string; emailVisibility: boolean; verified: boolean };
  files: { [field: string]: { deleted: string[] } };
};

/** The record editor's codec of a field's input, 'file' for a file field, null for an unknown type (skipped). */
function codecOf(field: FieldLike): FormValueCodec | 'file' | null {
  return fieldTypeSpec(field)?.formValue ?? null;
}

function hasOwn(object: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(object, key);
}

function ownValue<T>(map: { readonly [key: string]: T }, key: string): T | undefined {
  return hasOwn(map, key) ? map[key] : undefined;
}

/** Sets `map[key]` as an own data property (safe for a key named '__proto__'). */
function setOwn<T>(map: { [key: string]: T }, key: string, value: T): void {
  Object.defineProperty(map, key, { value, enumerable: true, writable: true, configurable: true });
}

function isObject(value: unknown): value is { readonly [key: string]: unknown } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}

/** The message shown when a file field holds as many files as it takes. */
function filesLimitMessage(limit: number): string {
  return t('files.limit', { limit });
}

/** The names of the existing files that stay (not marked for deletion). */
function keptFiles(entry: FileFieldState): string[] {
  return entry.existing.filter((name) => !entry.deleted.includes(name));
}

/**
 * How many more files a file field takes: its limit (1 in single mode) minus the existing files not
 * marked for deletion and the new uploads. At 0 uploads are blocked and `message` says
 * 'Select up to {n} files.' ('… 1 file.' in single mode); otherwise `message` is null.
 */
export function canAddFiles(
  field: FieldLike,
  entry: FileFieldState,
): { allowed: number; message: string | null } {
  const limit = selectionLimit(field);
  const allowed = Math.max(0, limit - keptFiles(entry).length - entry.added.length);
  return { allowed, message: allowed === 0 ? filesLimitMessage(limit) : null };
}

let fileKeyCounter = 0;

/** A new key for a picked file, unique in this page ('file-1', 'file-2', …). */
export function newFileKey(): string {
  fileKeyCounter += 1;
  return `file-${fileKeyCounter}`;
}

/**
 * A file field's state after picking `files`: as many as the field still takes are added (in the
 * order given), the rest are refused with the same message as `canAddFiles`.
 */
export function addFiles(
  field: FieldLike,
  entry: FileFieldState,
  files: readonly File[],
  makeKey: () => string = newFileKey,
): { entry: FileFieldState; message: string | null } {
  const { allowed } = canAddFiles(field, entry);
  const taken = files.slice(0, allowed);
  const added = [...entry.added, ...taken.map((file) => ({ key: makeKey(), file }))];
  return {
    entry: { existing: [...entry.existing], deleted: [...entry.deleted], added },
    message: files.length > taken.length ? filesLimitMessage(selectionLimit(field)) : null,
  };
}

/**
 * The editor's initial values. A new record (`record` null): id '', every field empty ('' / false /
 * []), no files, and for auth collections emailVisibility, verified and changePassword off. An
 * existing record: its values; dates cut to 19 characters ('' for '' or the zero date), json as
 * JSON text indented by 2 spaces ('' for null), select and relation as a list (the last value in
 * single mode, as the server keeps it), numbers as text, file names into `files[field].existing`.
 * Fields of an unknown type are left out.
 */
export function recordToFormValues(collection: CollectionLike, record: RecordLike | null): RecordFormValues {
  const values: RecordFormValues = {
    id: record && typeof record.id === 'string' ? record.id : '',
    fields: {},
    files: {},
  };
  for (const field of collection.schema) {
    const codec = codecOf(field);
    if (!codec) continue;
    const raw = record ? ownValue(record, field.name) : undefined;
    if (codec === 'file') {
      setOwn(values.files, field.name, { existing: fieldValues(raw), deleted: [], added: [] });
    } else {
      setOwn(values.fields, field.name, record ? codec.fromRecord(field, raw) : copyFieldValue(codec.empty));
    }
  }
  if (collection.type === 'auth') {
    const read = (name: string): unknown => (record ? ownValue(record, name) : undefined);
    const username = read('username');
    const email = read('email');
    values.auth = {
      username: typeof username === 'string' ? username : '',
      email: typeof email === 'string' ? email : '',
      emailVisibility: read('emailVisibility') === true,
      verified: read('verified') === true,
      password: '',
      passwordConfirm: '',
      changePassword: false,
    };
  }
  return values;
}

/**
 * The multipart body of a record create or update: `id` only for a new record with one typed; for
 * auth collections username (left out when blank on a new record, so the server generates one),
 * email, emailVisibility, verified, and password and passwordConfirm only for a new record or with
 * 'Change password' on; then each schema field in order: text as typed, number and date trimmed (''
 * empties), bool 'true'/'false', json through `normalizeJsonValue`, select and relation one entry
 * per value (the last one in single mode; '' when none, so a cleared field is sent), file fields
 * `{field}.{filename}` = '' for each existing file marked for deletion, then each new upload under
 * the field name (existing names are never sent: the server keeps them). A field missing from
 * `values` (or of an unknown type) is not sent, so the server keeps its value. Views are never
 * written; nothing here checks for them.
 */
export function buildRecordFormData(
  collection: CollectionLike,
  values: RecordFormValues,
  { isNew }: { isNew: boolean },
): FormData {
  const data = new FormData();
  const id = values.id.trim();
  if (isNew && id) data.append('id', id);

  const auth = values.auth;
  if (collection.type === 'auth' && auth) {
    if (!isNew || auth.username.trim() !== '') data.append('username', auth.username);
    data.append('email', auth.email);
    data.append('emailVisibility', String(auth.emailVisibility));
    data.append('verified', String(auth.verified));
    if (isNew || auth.changePassword) {
      data.append('password', auth.password);
      data.append('passwordConfirm', auth.passwordConfirm);
    }
  }

  for (const field of collection.schema) {
    const codec = codecOf(field);
    if (!codec) continue;
    const name = field.name;
    if (codec === 'file') {
      const entry = ownValue(values.files, name);
      if (!entry) continue;
      for (const filename of unique(entry.deleted)) {
        if (entry.existing.includes(filename)) data.append(`${name}.${filename}`, '');
      }
      for (const { file } of entry.added) data.append(name, file);
      continue;
    }
    const value = codec.read(ownValue(values.fields, name));
    if (value === undefined) continue;
    for (const entry of codec.toApi(field, value)) data.append(name, entry);
  }
  return data;
}

/**
 * The checks before a save (an impossible value is a field error, and nothing is sent): a number
 * field's text must be a number the server stores as typed, a date field's a real date-time
 * 'YYYY-MM-DD HH:MM:SS' (both as sent: trimmed; empty stays allowed). Keyed by form path
 * (`fields.{name}`), in schema order, so the first is the first invalid input.
 */
export function validateRecordValues(
  collection: CollectionLike,
  values: RecordFormValues,
): { [path: string]: string } {
  const errors: { [path: string]: string } = {};
  for (const field of collection.schema) {
    const codec = codecOf(field);
    if (!codec || codec === 'file' || !codec.check) continue;
    const value = ownValue(values.fields, field.name);
    if (typeof value !== 'string') continue;
    const message = codec.check(value.trim());
    if (message) setOwn(errors, `fields.${field.name}`, message);
  }
  return errors;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const left = unique(a);
  const right = new Set(b);
  return left.length === right.size && left.every((item) => right.has(item));
}

function sameFieldValue(a: FieldFormValue | undefined, b: FieldFormValue | undefined): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return sameList(a, b);
  return a === b;
}

function sameFiles(a: FileFieldState | undefined, b: FileFieldState | undefined): boolean {
  if (!a || !b) return a === b;
  const deletedA = a.deleted.filter((name) => a.existing.includes(name));
  const deletedB = b.deleted.filter((name) => b.existing.includes(name));
  return (
    sameList(a.existing, b.existing) &&
    sameSet(deletedA, deletedB) &&
    sameList(
      a.added.map((entry) => entry.key),
      b.added.map((entry) => entry.key),
    )
  );
}

function sameAuth(a: AuthFormValues | undefined, b: AuthFormValues | undefined): boolean {
  if (!a || !b) return a === b;
  return (
    a.username === b.username &&
    a.email === b.email &&
    a.emailVisibility === b.emailVisibility &&
    a.verified === b.verified &&
    a.password === b.password &&
    a.passwordConfirm === b.passwordConfirm
  );
}

function keysOf(a: object, b: object): string[] {
  return unique([...Object.keys(a), ...Object.keys(b)]);
}

/**
 * Whether the form holds changes: id, any field value (lists in order), auth fields including typed
 * passwords, files marked for deletion or newly picked. The 'Change password' toggle alone is not a
 * change.
 */
export function isFormDirty(initial: RecordFormValues, current: RecordFormValues): boolean {
  if (initial.id !== current.id) return true;
  if (!sameAuth(initial.auth, current.auth)) return true;
  for (const name of keysOf(initial.fields, current.fields)) {
    if (!sameFieldValue(ownValue(initial.fields, name), ownValue(current.fields, name))) return true;
  }
  for (const name of keysOf(initial.files, current.files)) {
    if (!sameFiles(ownValue(initial.files, name), ownValue(current.files, name))) return true;
  }
  return false;
}

/** Whether Save (Create) is enabled: always for a new record, else when the form has changes. */
export function canSave(isNew: boolean, initial: RecordFormValues, current: RecordFormValues): boolean {
  return isNew || isFormDirty(initial, current);
}

function copyFieldValue(value: FieldFormValue): FieldFormValue {
  return Array.isArray(value) ? [...value] : value;
}

function copyFields(fields: { readonly [name: string]: FieldFormValue }): { [name: string]: FieldFormValue } {
  const copy: { [name: string]: FieldFormValue } = {};
  for (const name of Object.keys(fields)) setOwn(copy, name, copyFieldValue(fields[name]));
  return copy;
}

function copyValues(values: RecordFormValues): RecordFormValues {
  const files: { [field: string]: FileFieldState } = {};
  for (const name of Object.keys(values.files)) {
    const entry = values.files[name];
    setOwn(files, name, {
      existing: [...entry.existing],
      deleted: [...entry.deleted],
      added: entry.added.map((added) => ({ ...added })),
    });
  }
  const copy: RecordFormValues = { id: values.id, fields: copyFields(values.fields), files };
  if (values.auth) copy.auth = { ...values.auth };
  return copy;
}

/**
 * The draft stored for the form: id, field values, auth fields without password, passwordConfirm
 * and the toggle, and per file field the names marked for deletion. Picked files are dropped: a
 * File cannot be stored, and a draft that only held uploads could not restore anything.
 */
export function draftFromValues(values: RecordFormValues): RecordDraft {
  const files: { [field: string]: { deleted: string[] } } = {};
  for (const name of Object.keys(values.files))
    setOwn(files, name, { deleted: [...values.files[name].deleted] });
  const draft: RecordDraft = { id: values.id, fields: copyFields(values.fields), files };
  if (values.auth) {
    const { username, email, emailVisibility, verified } = values.auth;
    draft.auth = { username, email, emailVisibility, verified };
  }
  return draft;
}

/**
 * The base values (the loaded record, or a new record's) with a stored draft laid over them: the
 * draft's id only when the base is a new record (id ''), each current schema field the draft holds
 * with the right shape (select values cut to the current choices and limits), auth fields except
 * passwords (the base's are kept: passwords are dropped from a restored draft), and deletions of
 * files the base still has. Fields the draft lacks, has in another shape, or no longer in the
 * schema come from the base; anything unreadable is ignored.
 */
export function valuesFromDraft(
  collection: CollectionLike,
  draft: unknown,
  base: RecordFormValues,
): RecordFormValues {
  const result = copyValues(base);
  if (!isObject(draft)) return result;
  if (base.id === '' && typeof draft.id === 'string') result.id = draft.id;

  const draftFields = isObject(draft.fields) ? draft.fields : {};
  const draftFiles = isObject(draft.files) ? draft.files : {};
  for (const field of collection.schema) {
    const codec = codecOf(field);
    if (!codec) continue;
    if (codec === 'file') {
      const entry = ownValue(result.files, field.name);
      const stored = ownValue(draftFiles, field.name);
      if (!entry || !isObject(stored) || !Array.isArray(stored.deleted)) continue;
      entry.deleted = unique(
        stored.deleted.filter(
          (name): name is string => typeof name === 'string' && entry.existing.includes(name),
        ),
      );
      continue;
    }
    if (!hasOwn(draftFields, field.name)) continue;
    const value = codec.fromDraft(field, draftFields[field.name]);
    if (value !== undefined) setOwn(result.fields, field.name, value);
  }

  if (result.auth && isObject(draft.auth)) {
    const { username, email, emailVisibility, verified } = draft.auth;
    if (typeof username === 'string') result.auth.username = username;
    if (typeof email === 'string') result.auth.email = email;
    if (typeof emailVisibility === 'boolean') result.auth.emailVisibility = emailVisibility;
    if (typeof verified === 'boolean') result.auth.verified = verified;
  }
  return result;
}

/**
 * Whether restoring the stored draft would change the form's values (the draft banner shows only
 * then). A missing or unreadable draft, or one holding nothing restorable, is not different.
 */
export function isDraftDifferent(
  collection: CollectionLike,
  draft: unknown,
  values: RecordFormValues,
): boolean {
  if (!isObject(draft)) return false;
  return isFormDirty(values, valuesFromDraft(collection, draft, values));
}

/**
 * The values of a duplicate: id '' (created and updated are never in the form), every file field
 * emptied (no existing, deleted or new files), auth passwords cleared and 'Change password' off;
 * the other values are copied.
 */
export function duplicateValues(collection: CollectionLike, values: RecordFormValues): RecordFormValues {
  const copy = copyValues(values);
  copy.id = '';
  for (const name of Object.keys(copy.files))
    setOwn(copy.files, name, { existing: [], deleted: [], added: [] });
  for (const field of collection.schema) {
    if (codecOf(field) === 'file') setOwn(copy.files, field.name, { existing: [], deleted: [], added: [] });
  }
  if (copy.auth) copy.auth = { ...copy.auth, password: '', passwordConfirm: '', changePassword: false };
  return copy;
}
