// The client-side checks of the collection form, keyed by react-hook-form paths, and the tab each
// error path shows on. They mirror the server's (PocketBase 0.15.3 models/schema/schema_field.go,
// forms/collection_upsert.go), so most mistakes show before the request.
import type { Collection } from 'pocketbase';
import { indexesUsingColumn, parseIndex } from './indexSql';
import { AUTH_TABLE_COLUMNS, BASE_SYSTEM_FIELDS } from '../../../../lib/schema';
import { checkDomains, isEmptyValue, toNumber } from '../../../../lib/fieldTypes/optionChecks';
import { SCHEMA_OPTIONS } from '../../../../lib/fieldTypes/schemaOptions';
import { requiredMessage } from '../../../../lib/validation';
import { numberValueError } from '../../../../lib/valueParsing';
import { t } from '../messages';
import { t as indexText } from '../indexMessages';
import { activeFields, lower, type CollectionForm, type SchemaFieldForm } from './collectionForm';
import {
  COLLECTION_NAME_RE,
  FIELD_NAME_RE,
  MIN_PASSWORD_LENGTH,
  NAME_MAX,
  RESERVED_AUTH_FIELD_NAMES,
  RESERVED_FIELD_NAMES,
} from './serverRules';

export type EditorTab = 'fields' | 'rules' | 'options';

/** The tab holding the input of an error path (for the 'Has errors' markers). */
export function errorTab(path: string): EditorTab {
  const [head, sub] = path.split('.');
  if (/Rule$/.test(head)) return 'rules';
  if (head !== 'options' || sub === undefined || sub === 'query') return 'fields';
  return sub === 'manageRule' ? 'rules' : 'options';
}

function validateFieldOptions(
  errors: { [path: string]: string },
  field: SchemaFieldForm,
  path: string,
  all: readonly Collection[],
): void {
  const o = field.options;
  // the first message of an option is the one shown
  const at = (key: string, message: string | null | undefined) => {
    const optionPath = `${path}.options.${key}`;
    if (message && !Object.prototype.hasOwnProperty.call(errors, optionPath)) errors[optionPath] = message;
  };
  const spec = SCHEMA_OPTIONS[field.type];
  // a number typed as text the server would not store as typed, before any other check of it
  for (const key of spec.numericOptions) at(key, numberValueError(o[key]));
  spec.checkOptions(o, at, all);
}

function validateSchema(
  errors: { [path: string]: string },
  form: CollectionForm,
  all: readonly Collection[],
) {
  const reserved = lower(
    form.type === 'auth' ? [...RESERVED_FIELD_NAMES, ...RESERVED_AUTH_FIELD_NAMES] : RESERVED_FIELD_NAMES,
  );
  const seen = new Set<string>();
  form.schema.forEach((field, i) => {
    if (field.toDelete) return;
    const path = `schema.${i}`;
    const name = field.name.toLowerCase();
    if (field.name === '') errors[`${path}.name`] = requiredMessage();
    else if (!FIELD_NAME_RE.test(field.name)) errors[`${path}.name`] = t('error.fieldName');
    else if (field.name.length > NAME_MAX) errors[`${path}.name`] = t('error.nameTooLong', { max: NAME_MAX });
    else if (reserved.has(name)) errors[`${path}.name`] = t('error.reservedName', { name: field.name });
    else if (seen.has(name)) errors[`${path}.name`] = t('error.duplicateField');
    seen.add(name);
    validateFieldOptions(errors, field, path, all);
  });
  if (form.type === 'base' && activeFields(form).length === 0) {
    errors.schema = requiredMessage(); // the server's own words for an empty schema
  }
}

/** Index problems the server would only show after the request: unparseable texts, removed or unknown columns. */
function validateIndexes(errors: { [path: string]: string }, form: CollectionForm) {
  const removed = form.schema.filter((field) => field.toDelete).map((field) => field.name);
  const known = lower([
    ...BASE_SYSTEM_FIELDS,
    ...(form.type === 'auth' ? AUTH_TABLE_COLUMNS : []),
    ...activeFields(form).map((field) => field.name),
  ]);
  form.indexes.forEach((sql, i) => {
    const def = parseIndex(sql);
    if (!def) {
      errors[`indexes.${i}`] = indexText('error.invalid');
      return;
    }
    const gone = removed.find((name) => indexesUsingColumn([sql], name).length > 0);
    // plain column names only: an expression's references are left to the server
    const unknown = def.columns.find(
      (column) => /^\w+$/.test(column.name) && !known.has(column.name.toLowerCase()),
    );
    if (gone !== undefined && !known.has(gone.toLowerCase())) {
      errors[`indexes.${i}`] = indexText('error.removedField', { name: gone });
    } else if (unknown) {
      errors[`indexes.${i}`] = indexText('error.unknownColumn', { name: unknown.name });
    }
  });
}

/**
 * The client-side checks, keyed by react-hook-form paths ('name', 'schema.2.options.max',
 * 'options.minPasswordLength'…). An empty object means the form may be sent.
 */
export function validateCollectionForm(
  form: CollectionForm,
  all: readonly Collection[],
): { [path: string]: string } {
  const errors: { [path: string]: string } = {};
  const others = all.filter((collection) => !form.id || collection.id !== form.id);
  if (form.name === '') errors.name = requiredMessage();
  else if (!COLLECTION_NAME_RE.test(form.name)) {
    errors.name = t('error.collectionName');
  } else if (form.name.length > NAME_MAX) errors.name = t('error.nameTooLong', { max: NAME_MAX });
  else if (others.some((collection) => collection.name.toLowerCase() === form.name.toLowerCase())) {
    errors.name = t('error.collectionExists');
  } else if (all.some((collection) => collection.id === form.name)) {
    errors.name = t('error.matchesCollectionId');
  }

  if (form.type === 'view') {
    if (form.options.query.trim() === '') errors['options.query'] = requiredMessage();
    return errors;
  }

  validateSchema(errors, form, all);
  validateIndexes(errors, form);

  if (form.type === 'auth') {
    const o = form.options;
    const length = toNumber(o.minPasswordLength);
    const passwordAuth = o.allowEmailAuth || o.allowUsernameAuth;
    const invalidLength = numberValueError(o.minPasswordLength);
    if (invalidLength) errors['options.minPasswordLength'] = invalidLength;
    else if (isEmptyValue(o.minPasswordLength) || length === 0) {
      if (passwordAuth) errors['options.minPasswordLength'] = requiredMessage();
    } else if (
      length === null ||
      !Number.isInteger(length) ||
      length < MIN_PASSWORD_LENGTH.min ||
      length > MIN_PASSWORD_LENGTH.max
    ) {
      errors['options.minPasswordLength'] = t('error.passwordLength', {
        min: MIN_PASSWORD_LENGTH.min,
        max: MIN_PASSWORD_LENGTH.max,
      });
    }
    checkDomains(o.onlyEmailDomains, o.exceptEmailDomains, (list, message) => {
      errors[list === 'only' ? 'options.onlyEmailDomains' : 'options.exceptEmailDomains'] = message;
    });
    if (o.manageRule !== null && o.manageRule.trim() === '') {
      errors['options.manageRule'] = t('error.manageRuleEmpty');
    }
  }
  return errors;
}
