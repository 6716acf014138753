// The collection editor's part of each field type: its name in the add-field menu, the options a
// new field starts with, which options hold numbers, the single/multiple switch, and the checks of
// the options before saving, mirroring the server's validation of each options struct
// (models/schema/schema_field.go). The collection editor loads on demand, so this module (and the Go
// regular expression check it needs) stays out of the records screen's first load.
import type { Collection } from 'pocketbase';
import { goRegexpError } from '../goRegexp';
import type { FieldOptionsByType, FieldType } from '../schema';
import { requiredMessage } from '../validation';
import { invalidDateMessage } from '../valueParsing';
import { fieldText as t } from './messages';
import {
  checkDomains,
  checkInteger,
  displayableNames,
  isDateOption,
  isEmptyValue,
  MSG_AT_LEAST,
  MSG_INTEGER_MIN,
  stringList,
  toNumber,
} from './optionChecks';

/** A field's options as the editor holds them: typed text stays as typed until it is refused. */
export type EditedOptions = { [key: string]: unknown };

/** Reports a problem of one option (by key); the first problem reported for an option is kept. */
export type ReportOption = (key: string, message: string | null | undefined) => void;

export interface SchemaOptionsSpec<T extends FieldType = FieldType> {
  /** The add-field menu's name of the type, in the interface language (read when shown). */
  readonly label: string;
  /** The options of a new field (the keys of the server's options struct). */
  defaultOptions(): FieldOptionsByType[T];
  /**
   * What the server reads for an option a saved field lacks, where that differs from a new field's
   * default (a relation without maxSelect has no limit).
   */
  readonly missingOptions?: Partial<FieldOptionsByType[T]>;
  /** The options holding numbers ('' or NaN from a cleared input is sent as null). */
  readonly numericOptions: readonly string[];
  /** The options after the Single/Multiple switch, for the types that have one. */
  setMultiple?(options: EditedOptions, multiple: boolean): void;
  /** The checks of the options before saving; `collections` are all the saved collections. */
  checkOptions(options: EditedOptions, report: ReportOption, collections: readonly Collection[]): void;
}

export const DEFAULT_FILE_MAX_SIZE = 5242880;
/** File multiple mode without choices: a file field has none to count, so it takes 99. */
export const FILE_MULTIPLE_FALLBACK = 99;

const noChecks = () => {};

/** A field type's name as the add-field menu and the field cards show it, in the interface language. */
export function fieldTypeLabel(type: FieldType): string {
  return t(`type.${type}` as const);
}

function checkDomainOptions(o: EditedOptions, report: ReportOption): void {
  checkDomains(o.onlyDomains, o.exceptDomains, (list, message) =>
    report(list === 'only' ? 'onlyDomains' : 'exceptDomains', message),
  );
}

/** SelectOptions and FileOptions: maxSelect is required, 1 (single) or at least 2. */
function checkMaxSelect(o: EditedOptions, report: ReportOption): number | null {
  const max = toNumber(o.maxSelect);
  if (isEmptyValue(o.maxSelect)) report('maxSelect', requiredMessage());
  else if (max !== 1 && (max === null || !Number.isInteger(max) || max < 2)) {
    report('maxSelect', MSG_INTEGER_MIN(2));
  }
  return max;
}

const THUMB_RE = /^(\d+)x(\d+)(t|b|f)?$/;

/** The collection editor's part of every field type. */
export const SCHEMA_OPTIONS: { readonly [T in FieldType]: SchemaOptionsSpec<T> } = {
  text: {
    get label() {
      return fieldTypeLabel('text');
    },
    defaultOptions: () => ({ min: null, max: null, pattern: '' }),
    numericOptions: ['min', 'max'],
    checkOptions: (o, report) => {
      report('min', checkInteger(o.min, 0));
      const max = toNumber(o.max);
      const min = toNumber(o.min) ?? 0;
      if (!isEmptyValue(o.max) && (max === null || !Number.isInteger(max) || max < 0)) {
        report('max', MSG_INTEGER_MIN(0));
      } else if (max !== null && max !== 0 && max < min) {
        report('max', t('check.zeroOrAtLeast', { min }));
      }
      const pattern = typeof o.pattern === 'string' ? o.pattern : '';
      const problem = pattern ? goRegexpError(pattern) : null;
      if (problem) report('pattern', t('check.regexp', { problem }));
    },
  },
  editor: {
    get label() {
      return fieldTypeLabel('editor');
    },
    defaultOptions: () => ({}),
    numericOptions: [],
    checkOptions: noChecks,
  },
  number: {
    get label() {
      return fieldTypeLabel('number');
    },
    defaultOptions: () => ({ min: null, max: null }),
    numericOptions: ['min', 'max'],
    checkOptions: (o, report) => {
      const min = toNumber(o.min);
      const max = toNumber(o.max);
      if (!isEmptyValue(o.min) && min === null) report('min', t('check.number'));
      if (!isEmptyValue(o.max) && max === null) report('max', t('check.number'));
      else if (min !== null && max !== null && max < min) report('max', MSG_AT_LEAST(min));
    },
  },
  bool: {
    get label() {
      return fieldTypeLabel('bool');
    },
    defaultOptions: () => ({}),
    numericOptions: [],
    checkOptions: noChecks,
  },
  email: {
    get label() {
      return fieldTypeLabel('email');
    },
    defaultOptions: () => ({ exceptDomains: [], onlyDomains: [] }),
    numericOptions: [],
    checkOptions: checkDomainOptions,
  },
  url: {
    get label() {
      return fieldTypeLabel('url');
    },
    defaultOptions: () => ({ exceptDomains: [], onlyDomains: [] }),
    numericOptions: [],
    checkOptions: checkDomainOptions,
  },
  date: {
    get label() {
      return fieldTypeLabel('date');
    },
    defaultOptions: () => ({ min: '', max: '' }),
    numericOptions: [],
    checkOptions: (o, report) => {
      const min = typeof o.min === 'string' ? o.min : '';
      const max = typeof o.max === 'string' ? o.max : '';
      if (!isDateOption(min)) report('min', invalidDateMessage());
      if (!isDateOption(max)) report('max', invalidDateMessage());
      // the same format throughout: text order is time order
      else if (min && max && isDateOption(min) && max.slice(0, 19) < min.slice(0, 19))
        report('max', t('check.maxBeforeMin'));
    },
  },
  select: {
    get label() {
      return fieldTypeLabel('select');
    },
    defaultOptions: () => ({ maxSelect: 1, values: [] }),
    numericOptions: ['maxSelect'],
    // multiple takes the number of choices, at least 2
    setMultiple: (options, multiple) => {
      options.maxSelect = multiple ? Math.max(stringList(options.values).length, 2) : 1;
    },
    checkOptions: (o, report) => {
      const values = stringList(o.values);
      if (values.length === 0) report('values', requiredMessage());
      const max = checkMaxSelect(o, report);
      if (max !== null && values.length > 0 && max > values.length) {
        report('maxSelect', t('check.atMostChoices', { count: values.length }));
      }
    },
  },
  json: {
    get label() {
      return fieldTypeLabel('json');
    },
    defaultOptions: () => ({}),
    numericOptions: [],
    checkOptions: noChecks,
  },
  file: {
    get label() {
      return fieldTypeLabel('file');
    },
    defaultOptions: () => ({
      maxSelect: 1,
      maxSize: DEFAULT_FILE_MAX_SIZE,
      mimeTypes: [],
      thumbs: [],
      protected: false,
    }),
    numericOptions: ['maxSelect', 'maxSize'],
    // the select rule, but a file field has no choices (unless some were imported), so 99
    setMultiple: (options, multiple) => {
      const choices = stringList(options.values).length;
      options.maxSelect = !multiple ? 1 : choices > 1 ? choices : FILE_MULTIPLE_FALLBACK;
    },
    checkOptions: (o, report) => {
      checkMaxSelect(o, report);
      const size = toNumber(o.maxSize);
      if (isEmptyValue(o.maxSize)) report('maxSize', requiredMessage());
      else if (size === null || !Number.isInteger(size) || size < 0) report('maxSize', MSG_INTEGER_MIN(0));
      else if (size === 0) report('maxSize', t('check.positiveSize'));
      const bad = stringList(o.thumbs).find((thumb) => !THUMB_RE.test(thumb) || /^0x0[tbf]?$/.test(thumb));
      if (bad !== undefined) report('thumbs', t('check.thumb', { thumb: bad }));
    },
  },
  relation: {
    get label() {
      return fieldTypeLabel('relation');
    },
    defaultOptions: () => ({
      collectionId: '',
      cascadeDelete: false,
      minSelect: null,
      maxSelect: 1,
      displayFields: [],
    }),
    missingOptions: { maxSelect: null },
    numericOptions: ['minSelect', 'maxSelect'],
    // single: one id and no minimum; multiple: no limit
    setMultiple: (options, multiple) => {
      if (multiple) options.maxSelect = null;
      else Object.assign(options, { minSelect: null, maxSelect: 1 });
    },
    checkOptions: (o, report, collections) => {
      const collectionId = typeof o.collectionId === 'string' ? o.collectionId : '';
      const target = collections.find((collection) => collection.id === collectionId);
      if (!collectionId) report('collectionId', t('check.required'));
      else if (collections.length > 0 && !target) report('collectionId', t('check.noCollection'));
      const minProblem = checkInteger(o.minSelect, 1);
      report('minSelect', minProblem);
      const min = minProblem ? null : toNumber(o.minSelect);
      const max = toNumber(o.maxSelect);
      if (!isEmptyValue(o.maxSelect)) {
        if (max === null || !Number.isInteger(max)) report('maxSelect', MSG_INTEGER_MIN(1));
        else if (max === 1 && min !== null && min > 1) report('maxSelect', MSG_AT_LEAST(min));
        else if (max !== 1 && max < Math.max(2, min ?? 0))
          report('maxSelect', MSG_AT_LEAST(Math.max(2, min ?? 0)));
      }
      if (target) {
        const allowed = displayableNames(target);
        const unknown = stringList(o.displayFields).find((name) => !allowed.has(name));
        if (unknown !== undefined)
          report('displayFields', t('check.notAField', { name: unknown, collection: target.name }));
      }
    },
  },
};

/** The add-field menu, in this order. */
export const FIELD_TYPE_MENU: readonly FieldType[] = [
  'text',
  'editor',
  'number',
  'bool',
  'email',
  'url',
  'date',
  'select',
  'file',
  'relation',
  'json',
];
