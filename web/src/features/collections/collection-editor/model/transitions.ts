// What the editor's inputs do to the form: a field's mode, required flag and relation target; adding,
// removing, restoring and renaming fields; the collection's name and type; Duplicate. Each returns a
// new form (or field) and leaves the one it was given as it was.
import type { Collection } from 'pocketbase';
import { parseIndex, renameIndexColumn, renameIndexesForCopy, renameIndexTable } from './indexSql';
import {
  AUTH_TABLE_COLUMNS,
  BASE_SYSTEM_FIELDS,
  isMultiple,
  type CollectionType,
} from '../../../../lib/schema';
import { displayableNames, stringList, toNumber } from '../../../../lib/fieldTypes/optionChecks';
import { SCHEMA_OPTIONS } from '../../../../lib/fieldTypes/schemaOptions';
import {
  activeFields,
  clone,
  lower,
  newFieldKey,
  type CollectionForm,
  type SchemaFieldForm,
} from './collectionForm';
import { AUTH_DEFAULTS } from './serverRules';

// ---------------------------------------------------------------------------------------------------
// Names

/** Names "as typed": diacritics removed, spaces and '-' become '_', other characters dropped; case kept. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\s-]/g, '_')
    .replace(/[^A-Za-z0-9_]/g, '');
}

// ---------------------------------------------------------------------------------------------------
// Field transitions

/**
 * Which mode the editor shows for a field: the mode the server gives its options (`isMultiple` of
 * lib/schema), except that a select or file field whose max select input holds text that is no
 * number (yet, as '1e') stays in the multiple mode, so that input and what was typed in it stay in
 * sight until it is corrected or refused before saving.
 */
export function isMultipleMode(field: Pick<SchemaFieldForm, 'type' | 'options'>): boolean {
  const raw = field.options.maxSelect;
  const isTypedText = typeof raw === 'string' && raw.trim() !== '' && toNumber(raw) === null;
  if (isTypedText && (field.type === 'select' || field.type === 'file')) return true;
  return isMultiple(field);
}

/**
 * Single/multiple switch. Select: single maxSelect 1, multiple the number of choices (at least 2).
 * File: the same rule, but a file field has no choices, so multiple is 99. Relation: single
 * minSelect null and maxSelect 1, multiple maxSelect null. Switching to the current mode changes
 * nothing.
 */
export function setMultiple(field: SchemaFieldForm, multiple: boolean): SchemaFieldForm {
  const toggle = SCHEMA_OPTIONS[field.type].setMultiple;
  const options = clone(field.options);
  if (toggle && isMultipleMode(field) !== multiple) toggle(options, multiple);
  return { ...field, options };
}

/** Sets the required flag; turning it on forces `nullable` off wherever the field carries that key. */
export function setRequired(field: SchemaFieldForm, required: boolean): SchemaFieldForm {
  const next: SchemaFieldForm = { ...field, required, options: clone(field.options) };
  if (required) {
    if ('nullable' in next.options) next.options.nullable = false;
    if ('nullable' in field) Object.assign(next, { nullable: false });
  }
  return next;
}

/**
 * Points a relation at another collection ('' when null) and keeps only the display fields the new
 * target has (its fields, id, created, updated, and for auth targets username, email,
 * emailVisibility, verified; when the target's type is not given the auth names are kept, as the
 * server accepts them for any target).
 */
export function changeRelationTarget(
  field: SchemaFieldForm,
  target: (Pick<Collection, 'id' | 'schema'> & { type?: string }) | null,
): SchemaFieldForm {
  if (field.type !== 'relation') return { ...field, options: clone(field.options) };
  const allowed = target ? displayableNames(target) : new Set<string>();
  const options = clone(field.options);
  options.collectionId = target?.id ?? '';
  options.displayFields = stringList(options.displayFields).filter((name) => allowed.has(name));
  return { ...field, options };
}

// ---------------------------------------------------------------------------------------------------
// Form transitions

function withField(form: CollectionForm, index: number, field: SchemaFieldForm): SchemaFieldForm[] {
  return form.schema.map((item, i) => (i === index ? field : item));
}

/** A saved field is marked toDelete; an unsaved one is dropped. Indexes are left as they are (validation reports them). */
export function removeField(form: CollectionForm, index: number): CollectionForm {
  const field = form.schema[index];
  if (!field) return { ...form };
  if (!field.id) return { ...form, schema: form.schema.filter((_, i) => i !== index) };
  return { ...form, schema: withField(form, index, { ...field, toDelete: true }) };
}

/** Clears toDelete and gives the field back its saved name (index columns follow the name back). */
export function restoreField(form: CollectionForm, index: number): CollectionForm {
  const field = form.schema[index];
  if (!field || !field.toDelete) return { ...form };
  const restored = { ...field, toDelete: false, name: field.originalName || field.name };
  const next = { ...form, schema: withField(form, index, restored) };
  return { ...next, indexes: followRename(form, index, field.name, restored.name) };
}

/**
 * Index columns following a field rename. Skipped when either name is empty or is another field's
 * (or a system column's) name: the columns could then belong to someone else, so they stay and the
 * validation reports any column left without a field.
 */
function followRename(form: CollectionForm, index: number, from: string, to: string): string[] {
  if (from === to) return [...form.indexes];
  const others = lower([
    ...BASE_SYSTEM_FIELDS,
    ...(form.type === 'auth' ? AUTH_TABLE_COLUMNS : []),
    ...form.schema.filter((field, i) => i !== index && !field.toDelete).map((field) => field.name),
  ]);
  if (from === '' || to === '' || others.has(from.toLowerCase()) || others.has(to.toLowerCase())) {
    return [...form.indexes];
  }
  return renameIndexColumn(form.indexes, from, to);
}

/** Renames a field (slugified as typed); index columns using the previous name follow. */
export function renameField(form: CollectionForm, index: number, name: string): CollectionForm {
  const field = form.schema[index];
  if (!field) return { ...form };
  const slug = slugify(name);
  return {
    ...form,
    schema: withField(form, index, { ...field, name: slug }),
    indexes: followRename(form, index, field.name, slug),
  };
}

/** Renames the collection (slugified; a saved system collection's name is locked); the indexes' table follows. */
export function renameCollection(form: CollectionForm, name: string): CollectionForm {
  if (form.system && form.id) return { ...form };
  const slug = slugify(name);
  let indexes = [...form.indexes];
  if (slug !== '') {
    // every index of the form is on this collection's table, whatever name it was written with
    const tables = new Set(
      indexes.map((sql) => parseIndex(sql)?.tableName ?? '').filter((table) => table !== ''),
    );
    for (const table of tables) if (table !== slug) indexes = renameIndexTable(indexes, table, slug);
  }
  return { ...form, name: slug, indexes };
}

/** New collections only: View clears the create/update/delete rules and the indexes; Auth applies the auth defaults. */
export function setCollectionType(form: CollectionForm, type: CollectionType): CollectionForm {
  if (form.type === type) return { ...form };
  const next: CollectionForm = { ...form, type };
  if (type === 'view') {
    Object.assign(next, { createRule: null, updateRule: null, deleteRule: null, indexes: [] });
  }
  if (type === 'auth') next.options = { ...form.options, ...clone(AUTH_DEFAULTS) };
  return next;
}

/**
 * The copy of Duplicate: name + '_duplicate', no ids, not system, new keys, indexes renamed for the
 * new table.
 */
export function duplicateForm(form: CollectionForm): CollectionForm {
  const name = form.name + '_duplicate';
  return {
    ...clone(form),
    id: '',
    name,
    system: false,
    schema: activeFields(form).map((field) => ({
      ...field,
      key: newFieldKey(),
      id: '',
      system: false,
      options: clone(field.options),
      toDelete: false,
      originalName: '',
    })),
    indexes: renameIndexesForCopy(form.indexes, name),
  };
}
