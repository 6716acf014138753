// A record save can reach the server and be applied while its answer is lost on the way back (the
// server went down after writing, the connection broke). The editor then cannot know whether its save
// went through. When it finds the record changed on the server, this module tells whether the change
// is exactly what that save sent (its own write, not someone else's), and what the form becomes once
// that write is taken as done.
//
// Values are compared as the server stores what was sent: numbers by value (an empty number is stored
// as 0), dates to the second, json by its parsed value, select and relation lists as sent (repeats and
// empty entries dropped, the last value in single mode). Uploaded files cannot be read back, so they
// are judged by count, place and name: the server keeps the existing files it was not asked to delete,
// in their order, then stores each upload under a name made from the uploaded one (see
// `isStoredNameOf`). Passwords are never readable, so they are not compared.
import {
  type AuthFormValues,
  type FieldFormValue,
  type FileFieldState,
  recordToFormValues,
  type RecordFormValues,
  type RecordLike,
} from './recordForm';
import { valueComparison } from '../../../../lib/fieldTypes/valueComparison';
import {
  AUTH_SYSTEM_FIELDS,
  selectionLimit,
  type CollectionLike,
  type FieldLike,
} from '../../../../lib/schema';

/** What `isOwnWrite` and `afterOwnWrite` need to know of the lost save. */
export type OwnWriteOptions = {
  /** The lost save created the record (its id was sent); otherwise it updated it. */
  isNew: boolean;
};

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

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

/** The same form value, exactly (lists in order). */
function sameFormValue(a: FieldFormValue | undefined, b: FieldFormValue | undefined): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return sameList(a, b);
  return a === b;
}

function copyValue(value: FieldFormValue): FieldFormValue {
  return Array.isArray(value) ? [...value] : value;
}

/** Go's `\w`, `\W`: ASCII word characters only (no `u` flag). */
const NAME_SEPARATORS = /[\W_]+/;
const EXT_INVALID = /[^\w.*\-+=#]+/g;
const RANDOM_PART = '[A-Za-z0-9]{10}';

function isUpper(char: string): boolean {
  return char >= 'A' && char <= 'Z';
}

/** The server's snake case of a file name's stem: words split at non-word characters, lower case. */
function snakeCase(text: string): string {
  let out = '';
  for (const word of text.split(NAME_SEPARATORS)) {
    if (!word) continue;
    if (out) out += '_';
    for (let i = 0; i < word.length; i++) {
      if (i > 0 && isUpper(word[i]) && !isUpper(word[i - 1])) out += '_';
      out += word[i];
    }
  }
  return out.toLowerCase();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Whether `stored` can be the name the server gave an upload named `uploaded`. The server keeps the
 * extension (from the last dot, without unusual characters; guessed from the content when none is
 * left), snake-cases the rest (cut to 100 characters, or lengthened by 10 random characters below 3),
 * and adds '_' and 10 random letters or digits before the extension.
 */
export function isStoredNameOf(uploaded: string, stored: string): boolean {
  const dot = uploaded.lastIndexOf('.');
  const ext = dot >= 0 ? uploaded.slice(dot) : '';
  const cleanExt = ext.replace(EXT_INVALID, '');
  const stem = snakeCase(dot >= 0 ? uploaded.slice(0, dot) : uploaded);
  const name = stem.length < 3 ? `${escapeRegExp(stem)}${RANDOM_PART}` : escapeRegExp(stem.slice(0, 100));
  const extension = cleanExt ? escapeRegExp(cleanExt) : '(?:\\.\\w+)?';
  return new RegExp(`^${name}_${RANDOM_PART}${extension}$`).test(stored);
}

/** The names a file field holds after a save of `entry`: the kept ones, then one per upload (in order). */
function expectedFiles(field: FieldLike, entry: FileFieldState): { kept: string[]; uploads: string[] } {
  const kept = entry.existing.filter((name) => !entry.deleted.includes(name));
  const uploads = entry.added.map(({ file }) => file.name);
  // a single-file field replaces its file with the first upload
  if (selectionLimit(field) === 1 && uploads.length > 0) return { kept: [], uploads: uploads.slice(0, 1) };
  return { kept, uploads };
}

/** Whether the server's file names are what saving `entry` leaves (the uploads judged by name). */
function isFileWriteStored(field: FieldLike, entry: FileFieldState, stored: readonly string[]): boolean {
  const { kept, uploads } = expectedFiles(field, entry);
  if (stored.length !== kept.length + uploads.length) return false;
  if (!sameList(stored.slice(0, kept.length), kept)) return false;
  return uploads.every((name, index) => {
    const storedName = stored[kept.length + index];
    return !entry.existing.includes(storedName) && isStoredNameOf(name, storedName);
  });
}

/**
 * Whether `server` (the record as the server has it now) holds exactly what the editor sent in `sent`
 * (the form values of a save whose answer was lost), so its change is that save's own write: the id
 * (of a created record), the auth fields but passwords (a username left blank on a create is the
 * server's to make), every schema field the editor sent, and each file field's files (the kept ones
 * in order, then one new file per upload whose stored name fits the uploaded one). Any other
 * difference means someone else changed the record.
 */
export function isOwnWrite(
  collection: CollectionLike,
  sent: RecordFormValues,
  server: RecordLike,
  { isNew }: OwnWriteOptions,
): boolean {
  const stored = recordToFormValues(collection, server);
  if (isNew && sent.id.trim() !== stored.id) return false;

  if (sent.auth) {
    if (!stored.auth) return false;
    for (const name of AUTH_SYSTEM_FIELDS) {
      if (name === 'username' && isNew && sent.auth.username.trim() === '') continue;
      if (sent.auth[name] !== stored.auth[name]) return false;
    }
  }

  for (const field of collection.schema) {
    const storedFiles = ownValue(stored.files, field.name);
    if (storedFiles) {
      const entry = ownValue(sent.files, field.name);
      if (entry && !isFileWriteStored(field, entry, storedFiles.existing)) return false;
      continue;
    }
    const sentValue = ownValue(sent.fields, field.name);
    const storedValue = ownValue(stored.fields, field.name);
    if (sentValue === undefined || storedValue === undefined) continue; // not sent, or not a known type
    if (!valueComparison(field).isStoredAs(field, sentValue, storedValue)) return false;
  }
  return true;
}

/**
 * A file field once the lost save's write is taken as done: the server's files, with the admin's
 * later work kept. Files marked for deletion that the server still has stay marked; uploads picked
 * after the lost save stay to upload; an upload of the lost save that the admin has since removed from
 * the form is marked for deletion under its stored name.
 */
function filesAfter(
  field: FieldLike,
  sentEntry: FileFieldState | undefined,
  current: FileFieldState | undefined,
  stored: readonly string[],
): FileFieldState {
  const sentKeys = new Set(sentEntry?.added.map((entry) => entry.key) ?? []);
  const currentKeys = new Set(current?.added.map((entry) => entry.key) ?? []);
  const deleted = (current?.deleted ?? []).filter((name) => stored.includes(name));
  if (sentEntry) {
    const { kept, uploads } = expectedFiles(field, sentEntry);
    sentEntry.added.slice(0, uploads.length).forEach((entry, index) => {
      const storedName = stored[kept.length + index];
      if (!currentKeys.has(entry.key) && storedName !== undefined && !deleted.includes(storedName))
        deleted.push(storedName);
    });
  }
  return {
    existing: [...stored],
    deleted,
    added: (current?.added ?? []).filter((entry) => !sentKeys.has(entry.key)).map((entry) => ({ ...entry })),
  };
}

/** The auth fields once the lost save's write is taken as done (see `afterOwnWrite`). */
function authAfter(
  sent: AuthFormValues | undefined,
  current: AuthFormValues | undefined,
  stored: AuthFormValues,
  isNew: boolean,
): AuthFormValues {
  if (!current) return stored;
  const result: AuthFormValues = { ...stored };
  if (!sent || current.username !== sent.username) result.username = current.username;
  if (!sent || current.email !== sent.email) result.email = current.email;
  if (!sent || current.emailVisibility !== sent.emailVisibility)
    result.emailVisibility = current.emailVisibility;
  if (!sent || current.verified !== sent.verified) result.verified = current.verified;
  const passwordSent = !!sent && (isNew || sent.changePassword);
  const samePassword =
    passwordSent && current.password === sent.password && current.passwordConfirm === sent.passwordConfirm;
  if (!samePassword && (current.password !== '' || current.passwordConfirm !== '')) {
    // a password typed since: the record exists now, so it goes as a password change
    result.password = current.password;
    result.passwordConfirm = current.passwordConfirm;
    result.changePassword = current.changePassword || isNew;
  } else {
    result.changePassword = samePassword ? false : current.changePassword;
  }
  return result;
}

/**
 * The form once the lost save (`sent`) is found applied on the server (`server`, see `isOwnWrite`),
 * judged against the server's record from then on: every value the admin left as it was sent takes
 * the server's value (as stored), every value changed since keeps the admin's; files as
 * `filesAfter` says; a password that was sent is cleared (it is set), one typed since stays to be
 * set. `current` is the form now. Nothing is left to save when the result is not dirty against the
 * server's record as form values.
 */
export function afterOwnWrite(
  collection: CollectionLike,
  sent: RecordFormValues,
  current: RecordFormValues,
  server: RecordLike,
  { isNew }: OwnWriteOptions,
): RecordFormValues {
  const stored = recordToFormValues(collection, server);
  const result: RecordFormValues = { id: stored.id, fields: {}, files: {} };
  for (const field of collection.schema) {
    const name = field.name;
    const storedFiles = ownValue(stored.files, name);
    if (storedFiles) {
      setOwn(
        result.files,
        name,
        filesAfter(field, ownValue(sent.files, name), ownValue(current.files, name), storedFiles.existing),
      );
      continue;
    }
    const storedValue = ownValue(stored.fields, name);
    if (storedValue === undefined) continue;
    const currentValue = ownValue(current.fields, name);
    const isChangedSince =
      currentValue !== undefined && !sameFormValue(currentValue, ownValue(sent.fields, name));
    setOwn(result.fields, name, copyValue(isChangedSince ? currentValue : storedValue));
  }
  if (stored.auth) result.auth = authAfter(sent.auth, current.auth, stored.auth, isNew);
  return result;
}
