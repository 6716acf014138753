import type { Completion, CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import type { SchemaField } from 'pocketbase';
import { fieldFilterSpec } from './fieldTypes/filters';
import { isInsideString } from './filter';
import { uiText, type UiKey } from './uiMessages';
import { AUTH_SYSTEM_FIELDS, isMultiple, systemFieldNames } from './schema';

// The autocomplete source of the API rule editors: the identifiers a rule of a collection may use
// and the filter operators. What is offered follows the PocketBase v0.15.3 rule resolver
// (resolvers/record_field_resolver.go and record_field_resolve_runner.go):
// - plain fields: id, created, updated (+ username, email, emailVisibility, verified for auth
//   collections) and the schema fields; relation fields also reach the related collection's fields
//   (`rel.field`, one level is offered here);
// - modifiers: `:each` (select fields) and `:length` (select, file and relation fields). The server
//   accepts them on single-value fields too, where they say nothing useful (`:each` is the value
//   itself, `:length` is 0 or 1), so they are offered for multi-value fields only;
// - `@request.method`, `@request.headers.*`, `@request.query.*`;
// - `@request.data.*`: the submitted fields, each with `:isset` (any `@request.*` key), `:length` and
//   `:each` like above, and relation sub-fields;
// - `@request.auth.*`: id, collectionId, collectionName, username, email, emailVisibility, verified,
//   created, updated, and the schema fields of every auth collection;
// - `@collection.<name>.*`: the fields of the other collections (a non-relational join).
// Json fields take any key path (`data.a.b`); those paths cannot be listed.

export interface RuleCollection {
  id: string;
  name: string;
  type: string;
  schema: readonly Pick<SchemaField, 'name' | 'type' | 'options'>[];
}

type RuleField = RuleCollection['schema'][number];

/** The auth fields of a record that the server reads from the request data (forms/record_upsert.go). */
const AUTH_DATA_FIELDS = [...AUTH_SYSTEM_FIELDS, 'password', 'passwordConfirm', 'oldPassword'];
/** The `@request.auth.*` fields resolved without a join (plainRequestAuthFields of the resolver). */
const PLAIN_AUTH_FIELDS = [
  'id',
  'collectionId',
  'collectionName',
  ...AUTH_SYSTEM_FIELDS,
  'created',
  'updated',
];

/** The modifiers offered after a field name. */
function modifiers(field: RuleField): string[] {
  if (!isMultiple(field)) return [];
  return [...(fieldFilterSpec(field)?.listModifiers ?? [])];
}

function sameName(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/** Whether `entry` of the list is `draft`: the same id, or for an unsaved draft, the same name. */
function isEntryOf(entry: RuleCollection, draft: RuleCollection): boolean {
  if (entry === draft) return true;
  return draft.id ? entry.id === draft.id : sameName(entry.name, draft.name);
}

/** The collection a relation points to, looked up like the server does (by id or name). */
function relatedCollection(field: RuleField, collections: readonly RuleCollection[]): RuleCollection | null {
  const options: Record<string, unknown> | undefined = field.options;
  const target = options?.collectionId;
  if (typeof target !== 'string' || !target) return null;
  return (
    collections.find((c) => c.id === target) ?? collections.find((c) => sameName(c.name, target)) ?? null
  );
}

/** A schema field's name followed by its modifiers. */
function fieldWithModifiers(field: RuleField): string[] {
  return [field.name, ...modifiers(field).map((m) => field.name + m)];
}

/** The names of a collection's own fields (with modifiers), without relation sub-fields. */
function ownFields(collection: RuleCollection): string[] {
  return [...systemFieldNames(collection.type), ...collection.schema.flatMap(fieldWithModifiers)];
}

/** `rel.field` for every relation field of `schema` whose collection is known. */
function relationSubFields(
  schema: RuleCollection['schema'],
  collections: readonly RuleCollection[],
): string[] {
  return schema.flatMap((field) => {
    if (field.type !== 'relation') return [];
    const related = relatedCollection(field, collections);
    return related ? ownFields(related).map((sub) => `${field.name}.${sub}`) : [];
  });
}

/** A collection's fields, their modifiers, then the fields of its relations (one level). */
function fieldPaths(collection: RuleCollection, collections: readonly RuleCollection[]): string[] {
  return [...ownFields(collection), ...relationSubFields(collection.schema, collections)];
}

function requestDataFields(collection: RuleCollection, collections: readonly RuleCollection[]): string[] {
  const system = collection.type === 'auth' ? ['id', ...AUTH_DATA_FIELDS] : ['id'];
  const prefix = '@request.data.';
  return [
    ...system.flatMap((name) => [prefix + name, `${prefix}${name}:isset`]),
    ...collection.schema.flatMap((field) => [
      prefix + field.name,
      `${prefix}${field.name}:isset`,
      ...modifiers(field).map((m) => prefix + field.name + m),
    ]),
    ...relationSubFields(collection.schema, collections).map((path) => prefix + path),
  ];
}

function requestAuthFields(collections: readonly RuleCollection[]): string[] {
  const prefix = '@request.auth.';
  const authCollections = collections.filter((c) => c.type === 'auth');
  return [
    ...PLAIN_AUTH_FIELDS.map((name) => prefix + name),
    ...authCollections.flatMap((c) =>
      [...c.schema.flatMap(fieldWithModifiers), ...relationSubFields(c.schema, collections)].map(
        (path) => prefix + path,
      ),
    ),
  ];
}

/**
 * Every identifier a rule of `collection` may use: its own fields (id, created, updated; username,
 * email, emailVisibility, verified for auth; then schema fields with their modifiers), relation
 * sub-fields one level deep as `rel.subfield` (resolved through `options.collectionId` in `all`),
 * '@request.method', '@request.headers.', '@request.query.', the '@request.data.*' fields,
 * '@request.auth.*' fields and '@collection.<other>.*' fields. `collection` (possibly an unsaved
 * draft) takes the place of its own entry in `all`. Deduplicated, stable order.
 */
export function ruleIdentifiers(collection: RuleCollection, all: readonly RuleCollection[]): string[] {
  const collections = all.map((c) => (isEntryOf(c, collection) ? collection : c));
  if (!collections.includes(collection)) collections.push(collection);
  const others = collections.filter((c) => c !== collection);

  const identifiers = [
    ...fieldPaths(collection, collections),
    '@request.method',
    '@request.headers.',
    '@request.query.',
    ...requestDataFields(collection, collections),
    ...requestAuthFields(collections),
    ...others.flatMap((c) => fieldPaths(c, collections).map((path) => `@collection.${c.name}.${path}`)),
  ];
  return [...new Set(identifiers)];
}

// each operator with the catalog key of its description (translated when the completions are made)
const OPERATORS: Array<[string, UiKey]> = [
  ['=', 'operator.equal'],
  ['!=', 'operator.notEqual'],
  ['>', 'operator.greater'],
  ['>=', 'operator.greaterOrEqual'],
  ['<', 'operator.less'],
  ['<=', 'operator.lessOrEqual'],
  ['~', 'operator.contains'],
  ['!~', 'operator.notContains'],
  ['?=', 'operator.anyEqual'],
  ['?!=', 'operator.anyNotEqual'],
  ['?>', 'operator.anyGreater'],
  ['?>=', 'operator.anyGreaterOrEqual'],
  ['?<', 'operator.anyLess'],
  ['?<=', 'operator.anyLessOrEqual'],
  ['?~', 'operator.anyContains'],
  ['?!~', 'operator.anyNotContains'],
  ['&&', 'operator.and'],
  ['||', 'operator.or'],
];

/** The operators as completions, described in the interface language. */
function operatorOptions(): Completion[] {
  return OPERATORS.map(([label, detail]) => ({ label, detail: uiText(detail), type: 'keyword' }));
}

const WORD = /[\w.@:]+/;
const WORD_VALID = /^[\w.@:]*$/;
const OPERATOR = /[=!~<>&|?]+/;
const OPERATOR_VALID = /^[=!~<>&|?]*$/;
const WORD_BEFORE_SPACE = /([\w.@:]+)\s+$/;

/** The CodeMirror completion source of a rule editor: `identifiers` and the filter operators. */
export function ruleCompletions(identifiers: readonly string[]) {
  const identifierOptions: Completion[] = identifiers.map((label) => ({
    label,
    type: label.startsWith('@') ? 'variable' : 'property',
  }));
  const OPERATOR_OPTIONS = operatorOptions();
  const known = new Set(identifiers);
  // open-ended identifiers such as '@request.query.' take any key after them
  const prefixes = identifiers.filter((label) => label.endsWith('.'));
  const isIdentifier = (word: string) =>
    known.has(word) || prefixes.some((p) => word.length > p.length && word.startsWith(p));

  return (ctx: CompletionContext): CompletionResult | null => {
    const before = ctx.state.sliceDoc(0, ctx.pos);
    if (isInsideString(before)) return null;
    const word = ctx.matchBefore(WORD);
    if (word) return { from: word.from, options: identifierOptions, validFor: WORD_VALID };
    const op = ctx.matchBefore(OPERATOR);
    if (op) return { from: op.from, options: OPERATOR_OPTIONS, validFor: OPERATOR_VALID };
    const afterWord = WORD_BEFORE_SPACE.exec(before);
    if (afterWord && isIdentifier(afterWord[1])) return { from: ctx.pos, options: OPERATOR_OPTIONS };
    if (ctx.explicit) return { from: ctx.pos, options: [...identifierOptions, ...OPERATOR_OPTIONS] };
    return null;
  };
}
