// How the record editor compares the values of a field, per field type: whether two values of its
// input save the same (what the check of a record changed on the server compares), and whether the
// server, sent one value, holds what reads back as another (what tells a save whose answer was lost
// from someone else's change). Only the record editor compares values, and it loads on demand, so
// this part of each type lives in a module of its own: it stays out of the records screen's first
// load, which holds the rest of the field type specs.
import { formatServerDateTime } from '../dates';
import { fieldTypeOf, isMultiple, type FieldLike, type FieldType } from '../schema';
import { isJsonText, limitSelection, normalizeJsonValue, type FieldFormValue } from './formValues';

export interface FieldValueComparison {
  /**
   * Whether two values of the field's input save the same: lists item by item, in order; texts as
   * the type reads them; other values (a checkbox's) exactly.
   */
  sameValue(a: FieldFormValue, b: FieldFormValue): boolean;
  /**
   * Whether the server, sent the input value `sent`, holds what reads back as the input value
   * `stored`: a list as the server keeps it (repeats and empty entries dropped, the last value in
   * single mode); texts as the type stores them; other values exactly.
   */
  isStoredAs(field: FieldLike, sent: FieldFormValue, stored: FieldFormValue): boolean;
}

/** How a type compares two texts of its input. */
type TextComparison = (a: string, b: string) => boolean;

const sameText: TextComparison = (a, b) => a === b;

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

/**
 * The comparison of a type whose texts compare by `same` as inputs and by `storedAs` as the server
 * stores them. Lists and other values compare the same way for every type.
 */
function comparison(same: TextComparison, storedAs: TextComparison = same): FieldValueComparison {
  return {
    sameValue: (a, b) => {
      if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && sameList(a, b);
      if (typeof a !== 'string' || typeof b !== 'string') return a === b;
      return same(a, b);
    },
    isStoredAs: (field, sent, stored) => {
      if (Array.isArray(sent) || Array.isArray(stored)) {
        if (!Array.isArray(sent) || !Array.isArray(stored)) return false;
        const limit = isMultiple(field) ? Infinity : 1;
        return sameList(limitSelection(sent, limit).values, stored);
      }
      if (typeof sent !== 'string' || typeof stored !== 'string') return sent === stored;
      return storedAs(sent, stored);
    },
  };
}

/** Number inputs: '' only equals ''; numbers compare by value ('5' = '5.0'); other text as typed. */
function sameNumberText(a: string, b: string): boolean {
  const left = a.trim();
  const right = b.trim();
  if (left === '' || right === '') return left === right;
  const x = Number(left);
  const y = Number(right);
  return Number.isFinite(x) && Number.isFinite(y) ? x === y : left === right;
}

/** A number input's text as the server stores it ('' is stored as 0); null when it is not a number. */
function storedNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/** Whether the server stores the same number for both texts (text that is no number never matches). */
function sameStoredNumber(sent: string, stored: string): boolean {
  const value = storedNumber(sent);
  return value !== null && value === storedNumber(stored);
}

/** Date inputs: the same date-time to the second, surrounding white space left out. */
const sameDateTime: TextComparison = (a, b) =>
  formatServerDateTime(a.trim()) === formatServerDateTime(b.trim());

/** JSON text without the whitespace outside strings (numbers and key order stay as written). */
function compactJson(text: string): string {
  let out = '';
  let inString = false;
  let escaped = false;
  for (const char of text) {
    if (inString) {
      out += char;
      if (escaped) escaped = false;
      else if (char === '\\') escaped = true;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
      out += char;
    } else if (char !== ' ' && char !== '\t' && char !== '\n' && char !== '\r') {
      out += char;
    }
  }
  return out;
}

/** What a json field's text saves as, without layout: equal keys mean the same saved value. */
function jsonKey(text: string): string {
  const normalized = normalizeJsonValue(text);
  return isJsonText(normalized) ? compactJson(normalized) : normalized;
}

/** A json field's text as the server stores it, parsed and written back without layout. */
function storedJson(text: string): string {
  const normalized = normalizeJsonValue(text);
  if (!isJsonText(normalized)) return normalized;
  return JSON.stringify(JSON.parse(normalized)) ?? normalized;
}

const plain = comparison(sameText);

/** The value comparison of every field type. */
export const FIELD_VALUE_COMPARISON: { readonly [T in FieldType]: FieldValueComparison } = {
  text: plain,
  number: comparison(sameNumberText, sameStoredNumber),
  bool: plain,
  email: plain,
  url: plain,
  editor: plain,
  date: comparison(sameDateTime),
  select: plain,
  json: comparison(
    (a, b) => jsonKey(a) === jsonKey(b),
    (sent, stored) => storedJson(sent) === storedJson(stored),
  ),
  // a file field's input holds no value of its own: its files are compared by name, by the editor
  file: plain,
  relation: plain,
};

/** The value comparison of a field's type; values of a type this dashboard does not know compare exactly. */
export function valueComparison(field: Pick<FieldLike, 'type'>): FieldValueComparison {
  const type = fieldTypeOf(field);
  return type ? FIELD_VALUE_COMPARISON[type] : plain;
}
