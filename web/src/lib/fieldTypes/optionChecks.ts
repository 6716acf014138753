// The readers and checks the collection editor applies to a field's options before saving, as the
// server's options structs validate them (models/schema/schema_field.go). Option inputs keep typed
// text that is no number as it was typed, so numbers are read from numbers or number text.
import { AUTH_SYSTEM_FIELDS, BASE_SYSTEM_FIELDS } from '../schema';
import { isValidDateTimeText, parseNumberText } from '../valueParsing';
import { fieldText as t } from './messages';

/** Whether an option is empty: null, missing, blank text, or NaN from a cleared number input. */
export function isEmptyValue(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    (typeof value === 'string' && value.trim() === '') ||
    (typeof value === 'number' && Number.isNaN(value))
  );
}

/**
 * A number from a finite number or from text the server reads as that number (an option input keeps
 * text that is not one as typed); null when empty or not such a number.
 */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return typeof value === 'string' ? parseNumberText(value) : null;
}

/** The strings of a list option ([] when it is not a list). */
export function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** 'Must be an integer >= {min}.', in the interface language. */
export const MSG_INTEGER_MIN = (min: number) => t('check.integerMin', { min });
/** 'Must be at least {min}.', in the interface language. */
export const MSG_AT_LEAST = (min: number) => t('check.atLeast', { min });

/** Checks an optional integer option: null when empty or fine, else the message. */
export function checkInteger(value: unknown, min: number): string | null {
  if (isEmptyValue(value)) return null;
  const n = toNumber(value);
  return n === null || !Number.isInteger(n) || n < min ? MSG_INTEGER_MIN(min) : null;
}

/** ozzo-validation is.Domain. */
const DOMAIN_RE = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{1,63}|xn--[a-z0-9]{1,59})$/i;

/**
 * Allowed and excluded domain lists: each a valid domain (is.Domain), and not both set (the excluded
 * list is flagged). `report` gets each problem with the list it is about.
 */
export function checkDomains(
  only: unknown,
  except: unknown,
  report: (list: 'only' | 'except', message: string) => void,
): void {
  const onlyList = stringList(only);
  const exceptList = stringList(except);
  const invalid = (list: string[]) => list.find((domain) => domain.length > 255 || !DOMAIN_RE.test(domain));
  const badOnly = invalid(onlyList);
  const badExcept = invalid(exceptList);
  if (badOnly !== undefined) report('only', t('check.domain', { domain: badOnly }));
  if (badExcept !== undefined) report('except', t('check.domain', { domain: badExcept }));
  else if (onlyList.length > 0 && exceptList.length > 0) {
    report('except', t('check.onlyOrExcept'));
  }
}

/**
 * Whether a date option is empty or a real date-time: 'YYYY-MM-DD HH:MM:SS' as typed, or with the
 * milliseconds and 'Z' of the server's format, which the option input adds to a valid one.
 */
export function isDateOption(value: string): boolean {
  return value === '' || isValidDateTimeText(value.replace(/\.\d{3}Z$/, ''));
}

/** The names a relation to `target` may display (what CollectionUpsert.checkRelationFields accepts). */
export function displayableNames(target: {
  readonly schema: readonly { readonly name: string }[];
  readonly type?: string;
}): Set<string> {
  const names = (Array.isArray(target.schema) ? target.schema : []).map((field) => field.name);
  // the auth system fields may be displayed; when the target's type is not given they are kept,
  // as the server accepts them for any target
  const auth = target.type === undefined || target.type === 'auth' ? AUTH_SYSTEM_FIELDS : [];
  return new Set([...BASE_SYSTEM_FIELDS, ...auth, ...names]);
}
