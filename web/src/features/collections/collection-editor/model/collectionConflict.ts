// Two admins, one schema. A collection is saved as a whole: its schema is the full list of fields,
// and a field id the request lacks is deleted on the server with its column and data. So an editor
// opened on an older version of a collection (another admin saved it since, or it changed while a
// draft waited in a closed tab) must not send its schema as it is. This module is the data side of
// what the editor does instead: a readable list of what changed on the server, the admin's edits
// laid over the server's version (fields matched by id), the server's fields a form lacks, and the
// form of a collection deleted meanwhile turned into a new one.
//
// Everything is compared as collection forms (`collectionToForm`), so numbers typed as text, option
// defaults and missing keys do not count as changes; fields are matched by id, indexes by name.
import { FIELD_TYPES, newFieldKey, type CollectionForm, type SchemaFieldForm } from './collectionForm';
import { renameCollection } from './transitions';
import { collectionPayload, payloadOptions } from './saving';
import { copyData, isDeepEqual } from '../../../../lib/formPaths';
import { parseIndex } from './indexSql';
import { joinList, t, type CollectionEditorKey } from '../messages';

// kept apart so that the check made before every save does not load the rest of this module
export { fieldsNotInForm } from './unseenFields';

/** The label of a field property ('required', 'name', an option key) as the editor shows it. */
export type PropertyLabel = (fieldType: string, property: string) => string;

const plainLabel: PropertyLabel = (_type, property) => property;

const RULE_LABELS = [
  ['listRule', 'rules.list'],
  ['viewRule', 'rules.view'],
  ['createRule', 'rules.create'],
  ['updateRule', 'rules.update'],
  ['deleteRule', 'rules.delete'],
] as const satisfies readonly (readonly [string, CollectionEditorKey])[];

/** The options of an auth collection, with the labels of the Options and API Rules tabs. */
const AUTH_OPTION_LABELS = {
  allowUsernameAuth: 'auth.usernamePassword',
  allowEmailAuth: 'auth.emailPassword',
  allowOAuth2Auth: 'auth.oauth2',
  onlyEmailDomains: 'auth.onlyDomains',
  exceptEmailDomains: 'auth.exceptDomains',
  minPasswordLength: 'auth.minPasswordLength',
  requireEmail: 'auth.requireEmail',
  manageRule: 'rules.manage',
} as const satisfies { [option: string]: CollectionEditorKey };

type AuthOption = keyof typeof AUTH_OPTION_LABELS;
const AUTH_OPTIONS = Object.keys(AUTH_OPTION_LABELS) as AuthOption[];

/** Long rule texts and values are cut to this many characters in the summary. */
const SHOWN_MAX = 60;

function quoted(text: string): string {
  return t('summary.quoted', { text: text.length > SHOWN_MAX ? text.slice(0, SHOWN_MAX - 1) + '…' : text });
}

function typeLabel(type: string): string {
  return FIELD_TYPES.find((entry) => entry.type === type)?.label ?? type;
}

function ruleText(rule: string | null): string {
  if (rule === null) return t('summary.adminsOnly');
  return rule.trim() === '' ? t('summary.everyone') : quoted(rule);
}

function valueText(value: unknown): string {
  if (Array.isArray(value)) return value.length ? quoted(value.join(', ')) : t('summary.none');
  if (typeof value === 'boolean') return value ? t('summary.on') : t('summary.off');
  if (value === null || value === undefined || value === '') return t('summary.none');
  return typeof value === 'string' ? quoted(value) : String(value);
}

/** Saved fields by id (fields not saved yet have none). */
function byId(schema: readonly SchemaFieldForm[]): Map<string, SchemaFieldForm> {
  return new Map(schema.filter((field) => field.id).map((field) => [field.id, field]));
}

/** The index name of a CREATE INDEX text (lower case), or the text itself when it does not parse. */
function indexKey(sql: string): string {
  return parseIndex(sql)?.indexName.toLowerCase() || sql;
}

function indexName(sql: string): string {
  return parseIndex(sql)?.indexName || sql;
}

function indexMap(indexes: readonly string[]): Map<string, string> {
  return new Map(indexes.map((sql) => [indexKey(sql), sql]));
}

/** The properties of a saved field that differ between two versions, name excepted. */
function changedProperties(before: SchemaFieldForm, after: SchemaFieldForm): string[] {
  const changed: string[] = [];
  if (before.type !== after.type) changed.push('type');
  if (before.required !== after.required) changed.push('required');
  const a = payloadOptions(before);
  const b = payloadOptions(after);
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (!isDeepEqual(a[key], b[key])) changed.push(key);
  }
  return changed;
}

/** The options of the collection's own type as they would be sent. */
function typeOptions(form: CollectionForm): { [key: string]: unknown } {
  return collectionPayload(form).options as { [key: string]: unknown };
}

/**
 * What changed on the server between `base` (the version the editor opened) and `server` (the one
 * there now), one readable sentence per change, in the editor's order: the name; fields added,
 * removed, renamed and changed (by id, with the properties that changed, labelled by `label`); the
 * field order; indexes (by name); API rules (with both texts); the view query; auth options. Empty
 * when nothing an admin can see differs (the collection was saved again as it was).
 */
export function summarizeServerChanges(
  base: CollectionForm,
  server: CollectionForm,
  label: PropertyLabel = plainLabel,
): string[] {
  const lines: string[] = [];
  if (base.name !== server.name) lines.push(t('summary.renamed', { from: base.name, to: server.name }));

  const before = byId(base.schema);
  const after = byId(server.schema);
  for (const field of server.schema) {
    const old = before.get(field.id);
    if (!old) {
      lines.push(t('summary.fieldAdded', { name: field.name, type: typeLabel(field.type) }));
      continue;
    }
    if (old.name !== field.name) lines.push(t('summary.fieldRenamed', { from: old.name, to: field.name }));
    const changed = changedProperties(old, field);
    if (changed.length)
      lines.push(
        t('summary.fieldChanged', {
          name: field.name,
          properties: joinList(changed.map((key) => label(field.type, key))),
        }),
      );
  }
  for (const field of base.schema) {
    if (field.id && !after.has(field.id)) lines.push(t('summary.fieldRemoved', { name: field.name }));
  }
  const kept = (schema: readonly SchemaFieldForm[], other: Map<string, SchemaFieldForm>) =>
    schema.filter((field) => field.id && other.has(field.id)).map((field) => field.id);
  if (!isDeepEqual(kept(base.schema, after), kept(server.schema, before))) lines.push(t('summary.reordered'));

  const oldIndexes = indexMap(base.indexes);
  const newIndexes = indexMap(server.indexes);
  for (const [key, sql] of newIndexes) {
    const old = oldIndexes.get(key);
    if (old === undefined) lines.push(t('summary.indexAdded', { name: indexName(sql) }));
    else if (old !== sql) lines.push(t('summary.indexChanged', { name: indexName(sql) }));
  }
  for (const [key, sql] of oldIndexes) {
    if (!newIndexes.has(key)) lines.push(t('summary.indexRemoved', { name: indexName(sql) }));
  }

  for (const [rule, text] of RULE_LABELS) {
    if (base[rule] !== server[rule])
      lines.push(
        t('summary.setting', {
          setting: t(text),
          before: ruleText(base[rule]),
          after: ruleText(server[rule]),
        }),
      );
  }
  if (server.type === 'view' && base.options.query !== server.options.query)
    lines.push(t('summary.queryChanged'));
  if (server.type === 'auth') {
    const a = typeOptions(base);
    const b = typeOptions(server);
    for (const key of AUTH_OPTIONS) {
      if (isDeepEqual(a[key], b[key])) continue;
      const show = key === 'manageRule' ? ruleText : valueText;
      lines.push(
        t('summary.setting', {
          setting: t(AUTH_OPTION_LABELS[key]),
          before: show(a[key] as string | null),
          after: show(b[key] as string | null),
        }),
      );
    }
  }
  return lines;
}

/** Which side a three-way merge takes, and whether both sides changed it, each to its own value. */
type Choice<T> = { value: T; both: boolean };

/**
 * One value merged three ways: the server's when the admin left it as it was, the admin's
 * otherwise; `both` when the server changed it too, to something else. The sides are judged on
 * `judged` (the values as they would be sent) when given; the value taken is the side's own.
 */
function choose<T>(
  base: T,
  mine: T,
  server: T,
  judged: { base: unknown; mine: unknown; server: unknown } = { base, mine, server },
): Choice<T> {
  if (isDeepEqual(judged.mine, judged.base)) return { value: server, both: false };
  const both = !isDeepEqual(judged.server, judged.base) && !isDeepEqual(judged.server, judged.mine);
  return { value: mine, both };
}

export interface CollectionMerge {
  /** The admin's edits laid over the server's version. */
  values: CollectionForm;
  /**
   * What both the admin and the server changed, each to their own value (the admin's is the one
   * kept), one readable entry per field, index, rule or option; also a field the server removed
   * that the admin had changed (kept as a new field).
   */
  kept: string[];
  /** Errors to show at once, by form path: the admin's new fields whose name a saved field has. */
  errors: { [path: string]: string };
}

/** Whether the admin changed a saved field in any way the request would carry (removal aside). */
function isFieldEdited(base: SchemaFieldForm, mine: SchemaFieldForm): boolean {
  return base.name !== mine.name || base.unique !== mine.unique || changedProperties(base, mine).length > 0;
}

/**
 * A saved field merged: the server's version with the admin's changes to it (name, required flag,
 * each option) laid over, and the admin's removal mark. `kept` receives what both changed.
 */
function mergeField(
  base: SchemaFieldForm,
  mine: SchemaFieldForm,
  server: SchemaFieldForm,
  kept: string[],
  label: PropertyLabel,
): SchemaFieldForm {
  const both: string[] = [];
  const take = <T>(property: string, choice: Choice<T>): T => {
    if (choice.both) both.push(property);
    return choice.value;
  };
  const judged = { base: payloadOptions(base), mine: payloadOptions(mine), server: payloadOptions(server) };
  const options: { [key: string]: unknown } = {};
  for (const key of new Set([...Object.keys(server.options), ...Object.keys(mine.options)])) {
    const value = take(
      key,
      choose(base.options[key], mine.options[key], server.options[key], {
        base: judged.base[key],
        mine: judged.mine[key],
        server: judged.server[key],
      }),
    );
    if (value !== undefined) options[key] = copyData(value);
  }
  const merged: SchemaFieldForm = {
    ...copyData(server),
    key: mine.key,
    name: take('name', choose(base.name, mine.name, server.name)),
    required: take('required', choose(base.required, mine.required, server.required)),
    unique: take('unique', choose(base.unique, mine.unique, server.unique)),
    options,
    toDelete: mine.toDelete,
    originalName: server.name,
  };
  if (mine.toDelete) {
    if (isFieldEdited(base, server)) kept.push(t('kept.fieldRemovedHere', { name: server.name }));
  } else if (both.length) {
    kept.push(
      t('kept.fieldProperties', {
        name: merged.name,
        properties: joinList(both.map((p) => label(server.type, p))),
      }),
    );
  }
  return merged;
}

/** The schema merged by field id, in the admin's order, with the server's other fields placed after their neighbour. */
function mergeSchema(
  base: CollectionForm,
  mine: CollectionForm,
  server: CollectionForm,
  kept: string[],
  label: PropertyLabel,
): SchemaFieldForm[] {
  const before = byId(base.schema);
  const now = byId(server.schema);
  const schema: SchemaFieldForm[] = [];
  for (const field of mine.schema) {
    if (!field.id) {
      schema.push(copyData(field)); // a new field of the admin's
      continue;
    }
    const there = now.get(field.id);
    // a field the editor had, now unknown to the base (a draft typed on an older version): all of
    // the admin's version counts as their change
    const old = before.get(field.id) ?? there ?? field;
    if (there) {
      schema.push(mergeField(old, field, there, kept, label));
    } else if (!field.toDelete && isFieldEdited(old, field)) {
      // removed on the server, changed here: the admin's version comes back as a new field
      kept.push(t('kept.fieldRemovedThere', { name: field.name }));
      schema.push({ ...copyData(field), key: newFieldKey(), id: '', system: false, originalName: '' });
    }
  }
  // the server's fields the admin never had (added there, or missing from a restored draft)
  const placed = new Set(schema.map((field) => field.id).filter(Boolean));
  server.schema.forEach((field, index) => {
    if (placed.has(field.id)) return;
    let at = 0;
    for (let j = index - 1; j >= 0 && at === 0; j--) {
      const neighbour = schema.findIndex((f) => f.id && f.id === server.schema[j].id);
      if (neighbour >= 0) at = neighbour + 1;
    }
    schema.splice(at, 0, copyData(field));
    placed.add(field.id);
  });
  return schema;
}

/** The indexes merged by name: the server's in its order, then the admin's new ones. */
function mergeIndexes(
  base: CollectionForm,
  mine: CollectionForm,
  server: CollectionForm,
  kept: string[],
): string[] {
  const b = indexMap(base.indexes);
  const m = indexMap(mine.indexes);
  const s = indexMap(server.indexes);
  const keys = [...s.keys(), ...[...m.keys()].filter((key) => !s.has(key))];
  const indexes: string[] = [];
  for (const key of keys) {
    const choice = choose(b.get(key), m.get(key), s.get(key));
    const sql = choice.value;
    if (choice.both) kept.push(t('kept.index', { name: indexName(m.get(key) ?? s.get(key) ?? key) }));
    if (sql !== undefined) indexes.push(sql);
  }
  return indexes;
}

/**
 * The admin's edits (`mine`, made on `base`, the version the editor opened) laid over `server` (the
 * version there now), the way a rebase does:
 * - fields by id: each property the admin changed (name, required flag, each option) replaces the
 *   server's, the rest follows the server; fields the admin removed stay marked for removal; the
 *   admin's new fields are added; fields of the server the admin never had are kept, placed after
 *   the field before them on the server; a field the server removed is gone, unless the admin had
 *   changed it (then it comes back as a new field, without its data);
 * - the name, each rule, each option of the type, and each index (by name) the same way; index
 *   texts follow the merged collection name;
 * - where both changed the same thing to different values, the admin's value is kept and `kept`
 *   says so, for the admin to see before saving;
 * - a new field of the admin's whose name (any case) a saved field has gets an error on its name:
 *   it is never merged into, nor does it replace, the saved one.
 * The id, type and system flag are the server's. A field id on the server is always in the result,
 * active or (only when the admin removed it) marked for removal.
 */
export function mergeCollectionForm(
  base: CollectionForm,
  mine: CollectionForm,
  server: CollectionForm,
  label: PropertyLabel = plainLabel,
): CollectionMerge {
  const kept: string[] = [];
  const take = <T>(what: string, choice: Choice<T>): T => {
    if (choice.both) kept.push(what);
    return choice.value;
  };
  const name = take(t('kept.collectionName'), choose(base.name, mine.name, server.name));
  const schema = mergeSchema(base, mine, server, kept, label);
  const indexes = mergeIndexes(base, mine, server, kept);
  const rules = Object.fromEntries(
    RULE_LABELS.map(([rule, text]) => [rule, take(t(text), choose(base[rule], mine[rule], server[rule]))]),
  ) as Pick<CollectionForm, (typeof RULE_LABELS)[number][0]>;

  const judged = { base: typeOptions(base), mine: typeOptions(mine), server: typeOptions(server) };
  const options = copyData(server.options);
  for (const key of Object.keys(server.options) as (keyof CollectionForm['options'])[]) {
    const what = key === 'query' ? t('kept.viewQuery') : t(AUTH_OPTION_LABELS[key]);
    const sent = key in judged.server;
    const choice = choose(base.options[key], mine.options[key], server.options[key], {
      base: sent ? judged.base[key] : base.options[key],
      mine: sent ? judged.mine[key] : mine.options[key],
      server: sent ? judged.server[key] : server.options[key],
    });
    Object.assign(options, { [key]: copyData(take(what, choice)) });
  }

  const merged = renameCollection({ ...copyData(server), name, schema, indexes, ...rules, options }, name);
  const errors: { [path: string]: string } = {};
  const saved = new Set(merged.schema.filter((f) => f.id && !f.toDelete).map((f) => f.name.toLowerCase()));
  merged.schema.forEach((field, index) => {
    if (!field.id && !field.toDelete && saved.has(field.name.toLowerCase()))
      errors[`schema.${index}.name`] = t('error.nameTakenOnServer');
  });
  return { values: merged, kept, errors };
}

/**
 * The form of a collection deleted on the server, as a new collection to create: no id, not
 * system, the fields marked for removal dropped and the others unsaved (no id, new keys). The
 * name, type, rules, options and indexes stay (the deleted table's index names are free again).
 */
export function asNewCollection(form: CollectionForm): CollectionForm {
  return {
    ...copyData(form),
    id: '',
    system: false,
    schema: form.schema
      .filter((field) => !field.toDelete)
      .map((field) => ({
        ...copyData(field),
        key: newFieldKey(),
        id: '',
        system: false,
        toDelete: false,
        originalName: '',
      })),
  };
}
