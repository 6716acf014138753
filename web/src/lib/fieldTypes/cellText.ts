// The plain text of a record field's value in a cell that is copied or exported, and the value a
// typed or pasted text becomes for the record API. Each type's text reads back as the same value
// (parse(format(v)) is v for every value the server stores, but a multiple select's choice that
// contains a comma: see `select`), so a copied range pastes back unchanged. Parsing refuses what the server would store as something else, with the record
// editor's own messages where it has them; what only the server checks (text length and pattern,
// email and url formats, ranges, whether related records exist) is left to its error message.
// Kept in a module of its own, like the filters' and the collection editor's parts of each type,
// so the spreadsheet and the import/export code pull in only this part of the registry.
import { cutDateTime } from '../dateTimeValue';
import { fieldValues } from '../recordCells';
import {
  fieldTypeOf,
  isMultiple,
  selectionLimit,
  stringListOption,
  type FieldLike,
  type FieldType,
} from '../schema';
import { dateTimeTextError, invalidDateMessage, numberTextError, parseNumberText } from '../valueParsing';
import { cellsText as t } from './cellMessages';
import { limitSelection, normalizeJsonValue, numberValue, textValue } from './formValues';

/** What a text becomes: the value to send for the field, or why the text cannot be one. */
export type CellParse = { ok: true; value: unknown } | { ok: false; message: string };

/** How the values of one field type are written as text and read back. */
export interface CellTextSpec {
  /** The text of the value for a cell copied or exported (never throws; '' for no value). */
  format(field: FieldLike, value: unknown): string;
  /**
   * The value a typed or pasted text stands for, as a record holds it after the save (and as a
   * JSON body carries it, but for a json field's string: see `cellPatchValue`), or why the text
   * cannot be one. A message is already in the interface language.
   */
  parse(field: FieldLike, text: string): CellParse;
  /** False for the types a text cannot set (file). */
  readonly pasteable: boolean;
}

const ok = (value: unknown): CellParse => ({ ok: true, value });
const refused = (message: string): CellParse => ({ ok: false, message });

/** A text-like value (a string; a number or boolean as its text), as the record editor reads it. */
const formatText = (field: FieldLike, value: unknown) => String(textValue.fromRecord(field, value));

/**
 * Text and editor fields: the text exactly as it is. Editor values are HTML and stay HTML, so a
 * copied rich text pastes back with its markup.
 */
const asIs: CellTextSpec = {
  format: formatText,
  parse: (_field, text) => ok(text),
  pasteable: true,
};

/**
 * Email and url fields: the text without the spaces around it. The record editor has no check of
 * its own for these (the server's format checks are not the same as any simple pattern, and a
 * stricter one here would refuse addresses the server stores), so the server's message is shown.
 */
const trimmed: CellTextSpec = {
  format: formatText,
  parse: (_field, text) => ok(text.trim()),
  pasteable: true,
};

/**
 * A number as the server's JSON writes it ('1.5', '1e+21'). Blank text is sent as '', as the
 * record editor sends an empty number input, and PocketBase 0.15 stores 0 for it (its numbers
 * have no empty value). Text the server would not store as typed (not decimal notation, beyond
 * the float range such as '1e400', or so small it becomes 0) is refused, never rounded to
 * something else.
 */
const number: CellTextSpec = {
  format: (field, value) => String(numberValue.fromRecord(field, value)),
  parse: (_field, text) => {
    const typed = text.trim();
    if (typed === '') return ok('');
    const message = numberTextError(typed);
    return message ? refused(message) : ok(parseNumberText(typed));
  },
  pasteable: true,
};

const TRUE_WORDS: ReadonlySet<string> = new Set(['true', 'yes', '1']);
const FALSE_WORDS: ReadonlySet<string> = new Set(['false', 'no', '0', '']);

/**
 * 'true' or 'false', the words other tools read back. Reading also takes yes/no and 1/0 in any
 * case, and blank text as false (a checkbox has no empty state).
 */
const bool: CellTextSpec = {
  format: (_field, value) => (typeof value === 'boolean' ? String(value) : ''),
  parse: (_field, text) => {
    const word = text.trim().toLowerCase();
    if (TRUE_WORDS.has(word)) return ok(true);
    if (FALSE_WORDS.has(word)) return ok(false);
    return refused(t('bool.invalid'));
  },
  pasteable: true,
};

// The server's date format ('2024-05-01 13:45:00.123Z') and its shorter forms: the date alone, or
// with minutes, seconds and milliseconds (1 to 3 digits), each part optional after the one before;
// 'T' may stand for the space and the final 'Z' may be left out, as every value is UTC.
const DATE_TEXT = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?Z?)?$/;

// The server's zero time, which stands for an empty date. Only the exact instant: a real date
// later on the same day (0001-01-01 00:00:01) is a value of its own.
const ZERO_DATE = /^0001-01-01[ T]00:00:00(\.0+)?Z?$/;

/**
 * A date as the server stores it, 'YYYY-MM-DD HH:MM:SS.mmmZ' in UTC ('' for an empty date). Text
 * is read as UTC and sent in that same full form, which the server takes as it is; a date that
 * does not exist (2023-02-30, 25:00) or the zero date, which the server stores as empty, is refused.
 */
const date: CellTextSpec = {
  format: (_field, value) => (typeof value === 'string' && !ZERO_DATE.test(value) ? value : ''),
  parse: (_field, text) => {
    const typed = text.trim();
    if (typed === '') return ok('');
    const match = DATE_TEXT.exec(typed);
    if (!match) return refused(invalidDateMessage());
    const [, day, hours = '00', minutes = '00', seconds = '00', millis = ''] = match;
    const wallTime = `${day} ${hours}:${minutes}:${seconds}`;
    const message = dateTimeTextError(wallTime);
    return message ? refused(message) : ok(`${wallTime}.${millis.padEnd(3, '0')}Z`);
  },
  pasteable: true,
};

/**
 * The value a date picker starts from for a date cell's text: 'YYYY-MM-DD HH:MM:SS' (a UTC wall time,
 * as `parseDateTimeValue` reads it) when the text is a date the cell would take, else '' (blank,
 * half-typed or impossible text, which the picker leaves alone: the cell keeps it as typed).
 */
export function datePickerValue(text: string): string {
  const parsed = date.parse({ name: '', type: 'date' }, text);
  return parsed.ok && typeof parsed.value === 'string' ? cutDateTime(parsed.value) : '';
}

/**
 * A picked 'YYYY-MM-DD HH:MM:SS' as a date cell's text, in the form `formatCell` writes
 * ('2024-05-01 13:45:00.123Z'). The milliseconds of the text it replaces stay (a picker has none,
 * and picking a day must not change anything else of the value); '' stays ''.
 */
export function datePickedText(picked: string, previous: string): string {
  const wallTime = cutDateTime(picked);
  if (wallTime === '') return '';
  const millis = DATE_TEXT.exec(previous.trim())?.[5] ?? '';
  return `${wallTime}.${millis.padEnd(3, '0')}Z`;
}

/** The items of a list's text: split at commas, trimmed, empty ones and repeats dropped. */
function splitList(text: string): string[] {
  return limitSelection(
    text.split(',').map((item) => item.trim()),
    Infinity,
  ).values;
}

/** A list that fits the field's limit, else refused with the record editor's 'Select up to {n} items.'. */
function withinLimit(items: string[], limit: number): CellParse {
  const { message } = limitSelection(items, limit);
  return message ? refused(message) : ok(items);
}

/** The values of a select, relation or file field joined by ', ' ('' for none). */
const formatList = (_field: FieldLike, value: unknown) => fieldValues(value).join(', ');

/**
 * One of the field's choices (the string, '' for none), or several as a list. A single value is
 * the whole text, so a choice may contain a comma there. Several values are read by splitting at
 * commas, so a choice that contains a comma cannot be pasted into a field that holds several
 * values: its parts are unknown choices, and the message says why. Text with more values than
 * maxSelect is refused rather than cut.
 */
const select: CellTextSpec = {
  format: formatList,
  parse: (field, text) => {
    const choices = stringListOption(field, 'values');
    if (!isMultiple(field)) {
      const value = text.trim();
      // a choice with spaces around it, as `format` writes it
      if (choices.includes(text) && value !== '') return ok(text);
      if (value === '' || choices.includes(value)) return ok(value);
      const items = splitList(value);
      if (items.length > 1 && items.every((item) => choices.includes(item))) return refused(t('single'));
      return refused(t('choice.unknown', { value }));
    }
    const items = splitList(text);
    const unknown = items.find((item) => !choices.includes(item));
    if (unknown !== undefined) {
      const withComma = choices.some((choice) => choice.includes(','));
      return refused(t(withComma ? 'choice.unknownComma' : 'choice.unknown', { value: unknown }));
    }
    return withinLimit(items, selectionLimit(field));
  },
  pasteable: true,
};

/**
 * The ids of related records, read like a select's values. PocketBase ids are 15 characters of
 * a-z and 0-9, but any token without spaces is taken (a collection may have been given other ids)
 * and the server says whether such records exist.
 */
const relation: CellTextSpec = {
  format: formatList,
  parse: (field, text) => {
    const ids = splitList(text);
    const spaced = ids.find((id) => /\s/.test(id));
    if (spaced !== undefined) return refused(t('relation.invalidId', { id: spaced }));
    if (!isMultiple(field)) return ids.length > 1 ? refused(t('single')) : ok(ids[0] ?? '');
    return withinLimit(ids, selectionLimit(field));
  },
  pasteable: true,
};

// In JSON text that is valid, a token is a string (skipped, with its escapes) or a number literal.
const JSON_TOKEN = /"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g;
const DECIMAL_PARTS = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/;

/** A decimal number's exact value as text: sign, significant digits, power of ten ('1.50' → '15e-1'). */
function exactDecimal(literal: string): string {
  const [, sign, whole, fraction = '', exponent = '0'] = DECIMAL_PARTS.exec(literal) ?? [];
  const digits = `${whole ?? ''}${fraction}`.replace(/^0+/, '');
  if (digits === '') return '0'; // -0 is 0: JSON writes both as 0
  const significant = digits.replace(/0+$/, '');
  const power = Number(exponent) - fraction.length + (digits.length - significant.length);
  return `${sign ?? ''}${significant}e${power}`;
}

/**
 * The first number in JSON text that a JavaScript number does not hold exactly ('1e400' becomes
 * Infinity, which JSON writes as null; '12345678901234567890' loses its last digits), or null.
 */
function inexactNumber(json: string): string | null {
  for (const [token] of json.matchAll(JSON_TOKEN)) {
    if (token.startsWith('"')) continue;
    const value = Number(token);
    if (!Number.isFinite(value) || exactDecimal(String(value)) !== exactDecimal(token)) return token;
  }
  return null;
}

/**
 * Compact JSON of the stored value ('' for null). Text is read as the record editor reads its code
 * editor (`normalizeJsonValue`): blank text is null, JSON text is that JSON, any other text is a
 * string. The value returned is the parsed JSON, not its text: the grid sends a JSON body, where
 * the value goes as it is (see `cellPatchValue` for strings), and the record holds that value after
 * the save, so it can be shown and compared at once. A JavaScript number cannot hold every JSON
 * number, so a number that would change on the way ('1e400', 20 significant digits) is refused
 * with a hint to quote it.
 */
const json: CellTextSpec = {
  format: (_field, value) => {
    if (value === null || value === undefined) return '';
    try {
      return JSON.stringify(value) ?? '';
    } catch {
      return ''; // a cycle or a BigInt: never in API data
    }
  },
  parse: (_field, text) => {
    const normalized = normalizeJsonValue(text);
    const inexact = inexactNumber(normalized);
    if (inexact !== null) return refused(t('json.inexactNumber', { number: inexact }));
    return ok(JSON.parse(normalized));
  },
  pasteable: true,
};

/** The names of the stored files; a file is uploaded, so a text never sets one. */
const file: CellTextSpec = {
  format: formatList,
  parse: () => refused(t('file.notPasteable')),
  pasteable: false,
};

/** The cell text of every field type. */
export const CELL_TEXT: { readonly [T in FieldType]: CellTextSpec } = {
  text: asIs,
  number,
  bool,
  email: trimmed,
  url: trimmed,
  editor: asIs,
  date,
  select,
  json,
  file,
  relation,
};

/** A value of a type this dashboard does not know, as plain text: strings as they are, else JSON. */
function unknownText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return '';
  }
}

/** The text of a field's value for a copied or exported cell ('' for no value; never throws). */
export function formatCell(field: FieldLike, value: unknown): string {
  const type = fieldTypeOf(field);
  return type ? CELL_TEXT[type].format(field, value) : unknownText(value);
}

/** The value a typed or pasted text stands for in the field; refused for a type this dashboard does not know. */
export function parseCell(field: FieldLike, text: string): CellParse {
  const type = fieldTypeOf(field);
  return type ? CELL_TEXT[type].parse(field, text) : refused(t('type.unknown', { type: field.type }));
}

/** Whether a text can set the field (false for files and for types this dashboard does not know). */
export function isPasteable(field: FieldLike): boolean {
  const type = fieldTypeOf(field);
  return type ? CELL_TEXT[type].pasteable : false;
}

/**
 * The value to send under the field's name in a JSON PATCH body, for a value `parseCell` gave or a
 * record held (to undo a change): the value itself, but a json field's string goes as its JSON text.
 * The server reads a plain string sent to a json field as JSON text when it looks like JSON ("123"
 * would be stored as the number 123, "true" as true), and it stores a quoted string as that string.
 */
export function cellPatchValue(field: FieldLike, value: unknown): unknown {
  return fieldTypeOf(field) === 'json' && typeof value === 'string' ? JSON.stringify(value) : value;
}
