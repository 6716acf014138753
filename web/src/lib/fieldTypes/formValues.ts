// What the record editor's input of a field holds and how that becomes what the API gets: one codec
// per kind of input, shared by the field types whose inputs hold the same kind of value.
import { formatServerDateTime } from '../dates';
import { fieldValues } from '../recordCells';
import { isMultiple, selectionLimit, type FieldLike } from '../schema';
import { selectionLimitMessage } from '../relationPicker';
import { dateTimeTextError, numberTextError } from '../valueParsing';

/**
 * What one schema field's input holds: text, editor, email, url, date (19 characters, UTC), number
 * (the input's text, '' for empty) and json (the code editor's text) hold a string; bool a boolean;
 * select and relation a list of values (at most one in single mode). File fields hold their own
 * state (the record editor's `files`), so they have no codec.
 */
export type FieldFormValue = string | boolean | string[];

/** How a field's input value is made, read back, checked and sent. */
export interface FormValueCodec {
  /** The value of an empty input. */
  readonly empty: FieldFormValue;
  /** The input's value for the field's value in a loaded record. */
  fromRecord(field: FieldLike, raw: unknown): FieldFormValue;
  /** The value when it has this input's shape (as a stored draft may not), else undefined. */
  read(value: unknown): FieldFormValue | undefined;
  /** A stored draft's value as the current field takes it, or undefined to keep the base value. */
  fromDraft(field: FieldLike, value: unknown): FieldFormValue | undefined;
  /** The multipart entries sent for the value, in order (none: the field is not sent). */
  toApi(field: FieldLike, value: FieldFormValue): string[];
  /** The message for a value the server would not store as typed (checked as sent: trimmed). */
  check?(text: string): string | undefined;
}

/**
 * A select or relation value cut to the field's limit: empty entries and repeats are dropped; above
 * 1 only the last `maxSelect` items are kept, with the message 'Select up to {n} items.' when some
 * were cut; at 1 or below (single mode) only the last item, without a message.
 */
export function limitSelection(
  values: readonly string[],
  maxSelect: number,
): { values: string[]; message: string | null } {
  const list = [...new Set(values.filter((value) => value !== ''))];
  const limit = Number.isNaN(maxSelect) ? 1 : Math.floor(maxSelect);
  if (limit <= 1) return { values: list.slice(-1), message: null };
  if (list.length <= limit) return { values: list, message: null };
  return { values: list.slice(-limit), message: selectionLimitMessage(limit) };
}

/** Whether the json editor's text, trimmed, is JSON (else it is saved as a quoted string). */
export function isJsonText(text: string): boolean {
  const trimmed = text.trim();
  if (!trimmed) return false;
  try {
    JSON.parse(trimmed);
    return true;
  } catch {
    return false;
  }
}

/**
 * The string a json field sends for the editor's text: 'null' for blank text (the field is emptied:
 * the server would keep '' as a JSON string); JSON text (true, false, null, numbers, arrays, objects,
 * quoted strings) trimmed but otherwise as typed, so nothing is rewritten (big numbers, '1e400' and
 * '-0' stay as typed); any other text trimmed and quoted as a JSON string ('hello' → '"hello"',
 * '[1,2' → '"[1,2"').
 */
export function normalizeJsonValue(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return 'null';
  return isJsonText(trimmed) ? trimmed : JSON.stringify(trimmed);
}

const readString = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** Text inputs (text, editor, email, url): the value as typed, sent as typed. */
export const textValue: FormValueCodec = {
  empty: '',
  fromRecord: (_field, raw) => {
    if (typeof raw === 'string') return raw;
    if (typeof raw === 'number' || typeof raw === 'boolean') return String(raw);
    return '';
  },
  read: readString,
  fromDraft: (_field, value) => readString(value),
  toApi: (_field, value) => [String(value)],
};

/** The number input's text: sent trimmed ('' empties the field); text the server would misread is refused. */
export const numberValue: FormValueCodec = {
  empty: '',
  fromRecord: (_field, raw) => {
    if (typeof raw === 'number') return Number.isFinite(raw) ? String(raw) : '';
    if (typeof raw === 'string') {
      const text = raw.trim();
      return text !== '' && Number.isFinite(Number(text)) ? text : '';
    }
    return '';
  },
  read: readString,
  fromDraft: (_field, value) => readString(value),
  toApi: (_field, value) => [String(value).trim()],
  check: numberTextError,
};

/** A checkbox, sent as 'true' or 'false'. */
export const boolValue: FormValueCodec = {
  empty: false,
  fromRecord: (_field, raw) => raw === true,
  read: (value) => (typeof value === 'boolean' ? value : undefined),
  fromDraft: (_field, value) => (typeof value === 'boolean' ? value : undefined),
  toApi: (_field, value) => [String(value)],
};

/** The date input: 'YYYY-MM-DD HH:MM:SS' (UTC; '' for an empty or zero date), sent trimmed. */
export const dateValue: FormValueCodec = {
  empty: '',
  fromRecord: (_field, raw) => (typeof raw === 'string' ? formatServerDateTime(raw) : ''),
  read: readString,
  fromDraft: (_field, value) => readString(value),
  toApi: (_field, value) => [String(value).trim()],
  check: dateTimeTextError,
};

/** The code editor's text: JSON indented by 2 spaces ('' for null), sent through `normalizeJsonValue`. */
export const jsonValue: FormValueCodec = {
  empty: '',
  fromRecord: (_field, raw) => {
    if (raw === null || raw === undefined) return '';
    try {
      return JSON.stringify(raw, null, 2) ?? '';
    } catch {
      return ''; // a cycle or a BigInt: never in API data
    }
  },
  read: readString,
  fromDraft: (_field, value) => readString(value),
  toApi: (_field, value) => [normalizeJsonValue(String(value))],
};

function readList(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.filter((item): item is string => typeof item === 'string');
}

/**
 * A list of values (select, relation): the last one in single mode, as the server keeps it. Sent one
 * entry per value, repeats and empty entries dropped; '' when none, so a cleared field is sent; a
 * multiple value is sent whole, so one over maxSelect gets the server's error, never a silent cut.
 * `choices` cuts a draft's values to those the field still offers (null: any value).
 */
export function listValue(choices: (field: FieldLike) => string[] | null = () => null): FormValueCodec {
  return {
    empty: [],
    fromRecord: (field, raw) => limitSelection(fieldValues(raw), selectionLimit(field)).values,
    read: readList,
    fromDraft: (field, value) => {
      const typed = readList(value);
      if (!typed) return undefined;
      const allowed = choices(field);
      const kept = allowed ? typed.filter((item) => allowed.includes(item)) : typed;
      return limitSelection(kept, selectionLimit(field)).values;
    },
    toApi: (field, value) => {
      const list = limitSelection(Array.isArray(value) ? value : [], isMultiple(field) ? Infinity : 1).values;
      return list.length === 0 ? [''] : list;
    },
  };
}
