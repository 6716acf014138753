// When the record open in the editor changes on the server after the editor loaded it (a realtime
// update event, or a newer `updated` found on save), the panel says so before anything is
// overwritten, shows which fields differ, and lets the admin keep theirs, take the server's, or
// reload. This module is the data side of that: which fields differ and how, and the form values
// after the admin's choice.
//
// Everything is compared as form values (`recordToFormValues`), so the comparison sees what the
// editor shows and sends: json as text (whitespace outside strings ignored), numbers by value, dates
// to the second, select and relation lists in order, file fields by their file names. Passwords are
// never compared or taken from the server. Field names come from the server (`^\w+$`, so
// '__proto__' is possible): maps are read through own keys only and written with own properties.
import {
  type FieldFormValue,
  type FileFieldState,
  recordToFormValues,
  type RecordFormValues,
  type RecordLike,
} from './recordForm';
import { valueComparison } from '../../../../lib/fieldTypes/valueComparison';
import { AUTH_SYSTEM_FIELDS, type CollectionLike } from '../../../../lib/schema';

/**
 * One field that changed on the server since the editor loaded the record. `mine`, `theirs` and
 * `base` are form values (text, boolean or a list; json as text); for a file field they are file
 * names: `base` the loaded record's, `theirs` the server's, `mine` the names the admin keeps followed
 * by the names of their new uploads.
 */
export type FieldConflict = {
  /** Label for display: the field name, or 'id', 'username', 'email', 'emailVisibility', 'verified'. */
  field: string;
  mine: unknown;
  theirs: unknown;
  base: unknown;
  /**
   * 'theirs': only the server changed it (safe to take); 'both': the admin changed it too and the
   * values differ (a real conflict). Fields only the admin changed are not listed.
   */
  kind: 'both' | 'theirs';
};

/**
 * What `mergeTheirs` takes from the server: 'theirs' every field the server changed; 'mine' only the
 * fields the admin did not change; a list of labels (as in `FieldConflict.field`) exactly those.
 */
export type ConflictTake = 'theirs' | 'mine' | readonly string[];

/** The form after a merge, and the base it is judged against from then on (the server's version). */
export type MergeResult = { values: RecordFormValues; base: RecordFormValues };

/** An auth field compared (passwords never are). */
type AuthField = (typeof AUTH_SYSTEM_FIELDS)[number];

/** One compared field: its values, what changed, and how to write the admin's value into a form. */
type Slot = {
  field: string;
  base: unknown;
  mine: unknown;
  theirs: unknown;
  /** The server's value differs from the loaded one. */
  theirsChanged: boolean;
  /** The admin's value differs from the loaded one. */
  mineChanged: boolean;
  /** Saving the admin's value would leave something other than the server's. */
  differs: boolean;
  /** Writes the admin's value into `target` (which starts as the server's values). */
  keepMine: (target: RecordFormValues) => void;
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

function copyValue(value: FieldFormValue): FieldFormValue {
  return Array.isArray(value) ? [...value] : value;
}

const NO_FILES: FileFieldState = { existing: [], deleted: [], added: [] };

/**
 * Every compared field, in the editor's order: id, the auth fields (auth collections), then the
 * schema fields of a type the editor knows. `serverValues` is the server record as form values.
 */
function slotsOf(
  collection: CollectionLike,
  base: RecordFormValues,
  mine: RecordFormValues,
  serverValues: RecordFormValues,
): Slot[] {
  const empty = recordToFormValues(collection, null);
  const slots: Slot[] = [];

  const mineId = mine.id;
  slots.push({
    field: 'id',
    base: base.id,
    mine: mineId,
    theirs: serverValues.id,
    theirsChanged: base.id !== serverValues.id,
    mineChanged: mineId !== base.id,
    differs: mineId !== serverValues.id,
    keepMine: (target) => {
      target.id = mineId;
    },
  });

  const serverAuth = serverValues.auth;
  if (serverAuth) {
    const baseAuth = base.auth ?? empty.auth ?? serverAuth;
    const mineAuth = mine.auth ?? baseAuth;
    for (const name of AUTH_SYSTEM_FIELDS)
      slots.push(authSlot(name, baseAuth[name], mineAuth[name], serverAuth[name]));
  }

  for (const field of collection.schema) {
    const name = field.name;
    const serverFiles = ownValue(serverValues.files, name);
    if (serverFiles) {
      const baseEntry = ownValue(base.files, name) ?? NO_FILES;
      slots.push(fileSlot(name, baseEntry, ownValue(mine.files, name) ?? baseEntry, serverFiles.existing));
      continue;
    }
    const theirs = ownValue(serverValues.fields, name);
    if (theirs === undefined) continue; // a type the editor does not know
    const baseValue = ownValue(base.fields, name) ?? ownValue(empty.fields, name) ?? theirs;
    const mineValue = ownValue(mine.fields, name) ?? baseValue;
    const { sameValue } = valueComparison(field);
    const theirsChanged = !sameValue(baseValue, theirs);
    const mineChanged = !sameValue(baseValue, mineValue);
    slots.push({
      field: name,
      base: copyValue(baseValue),
      mine: copyValue(mineValue),
      theirs: copyValue(theirs),
      theirsChanged,
      mineChanged,
      differs: !sameValue(mineValue, theirs),
      keepMine: (target) => {
        // nothing changed on either side: the server's value (the same) keeps the form clean
        if (theirsChanged || mineChanged) setOwn(target.fields, name, copyValue(mineValue));
      },
    });
  }
  return slots;
}

function authSlot(
  name: AuthField,
  baseValue: string | boolean,
  mineValue: string | boolean,
  theirs: string | boolean,
): Slot {
  return {
    field: name,
    base: baseValue,
    mine: mineValue,
    theirs,
    theirsChanged: baseValue !== theirs,
    mineChanged: mineValue !== baseValue,
    differs: mineValue !== theirs,
    keepMine: (target) => {
      if (!target.auth) return;
      if (name === 'emailVisibility' || name === 'verified') target.auth[name] = mineValue === true;
      else target.auth[name] = typeof mineValue === 'string' ? mineValue : '';
    },
  };
}

/**
 * A file field: the server's names against the loaded ones; the admin's deletions and uploads are
 * their change. Keeping the admin's value keeps exactly the files they kept (any other file now on
 * the server is marked for deletion) plus their uploads.
 */
function fileSlot(
  name: string,
  baseEntry: FileFieldState,
  mineEntry: FileFieldState,
  serverNames: readonly string[],
): Slot {
  const deleted = mineEntry.deleted.filter((file) => mineEntry.existing.includes(file));
  const kept = mineEntry.existing.filter((file) => !deleted.includes(file));
  const added = mineEntry.added;
  return {
    field: name,
    base: [...baseEntry.existing],
    mine: [...kept, ...added.map((entry) => entry.file.name)],
    theirs: [...serverNames],
    theirsChanged: !sameList(baseEntry.existing, serverNames),
    mineChanged: deleted.length > 0 || added.length > 0 || !sameList(mineEntry.existing, baseEntry.existing),
    differs: added.length > 0 || !sameList(kept, serverNames),
    keepMine: (target) => {
      setOwn(target.files, name, {
        existing: [...serverNames],
        deleted: serverNames.filter((file) => !kept.includes(file)),
        added: added.map((entry) => ({ ...entry })),
      });
    },
  };
}

function conflictKind(slot: Slot): FieldConflict['kind'] | null {
  if (!slot.theirsChanged) return null;
  if (!slot.mineChanged) return 'theirs';
  return slot.differs ? 'both' : null;
}

/**
 * The fields where `server` (the newer record) differs from `base` (the form values of the record as
 * the editor loaded it), judged against `mine` (the form now), in the editor's order: id, username,
 * email, emailVisibility, verified (auth collections), then the schema fields. A field the server
 * changed is 'theirs' when the admin left it alone, 'both' when the admin changed it too to something
 * else; a field both changed to the same value, and fields only the admin changed, are not listed.
 * Values are compared as the editor saves them (json layout, '5' vs '5.0' and a date's fraction of a
 * second do not count); list order does. File fields compare file names; passwords are never compared. A field
 * missing from `mine` counts as unchanged, one missing from `base` as empty.
 */
export function compareWithServer(
  collection: CollectionLike,
  base: RecordFormValues,
  mine: RecordFormValues,
  server: RecordLike,
): FieldConflict[] {
  const conflicts: FieldConflict[] = [];
  for (const slot of slotsOf(collection, base, mine, recordToFormValues(collection, server))) {
    const kind = conflictKind(slot);
    if (kind)
      conflicts.push({ field: slot.field, mine: slot.mine, theirs: slot.theirs, base: slot.base, kind });
  }
  return conflicts;
}

function takesServer(take: ConflictTake, slot: Slot): boolean {
  if (take === 'theirs') return slot.theirsChanged;
  if (take === 'mine') return slot.theirsChanged && !slot.mineChanged;
  return Array.isArray(take) && take.includes(slot.field);
}

/**
 * The form after the admin resolves a conflict, and its new base (always the server's record as form
 * values, so saving afterwards is judged against the server's version and Save is enabled only for
 * what the admin still changes). `take`:
 * - 'theirs': the server's value for every field it changed ('both' and 'theirs'), the admin's other
 *   edits kept;
 * - 'mine': the admin's value for the fields they changed, the server's for the fields only it changed;
 * - a list of labels (`FieldConflict.field`): the server's value for exactly those fields, the admin's
 *   for the rest (a field the admin left alone keeps the loaded value, reverting the server's change).
 * For a file field the admin's value is the files they kept plus their uploads (files now on the
 * server that they did not keep are marked for deletion); the server's drops their deletions and
 * uploads. Passwords and the 'Change password' toggle always stay as the admin has them.
 */
export function mergeTheirs(
  collection: CollectionLike,
  base: RecordFormValues,
  mine: RecordFormValues,
  server: RecordLike,
  { take }: { take: ConflictTake },
): MergeResult {
  const values = recordToFormValues(collection, server);
  for (const slot of slotsOf(collection, base, mine, values)) {
    if (!takesServer(take, slot)) slot.keepMine(values);
  }
  if (values.auth && mine.auth) {
    values.auth.password = mine.auth.password;
    values.auth.passwordConfirm = mine.auth.passwordConfirm;
    values.auth.changePassword = mine.auth.changePassword;
  }
  return { values, base: recordToFormValues(collection, server) };
}

// kept apart so that the check made before every save does not load the rest of this module
export { isNewerOnServer } from './recordVersion';
