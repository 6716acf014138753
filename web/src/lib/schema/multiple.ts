// Whether a field holds one value or a list, and how many.
import { parseNumberText } from '../numberText';
import { fieldTypeOf, optionOf, type AnyField, type TypedField } from './helpers';
import type { FieldType } from './types';

/**
 * The `maxSelect` option as a number, or null when it is not set. The server reads it from JSON
 * numbers only (a Go int, or *int for a relation); a string there is refused. Text comes only from
 * the collection editor, whose option inputs keep what is typed, and the editor sends number text as
 * that number ('3' goes out as 3), so such text counts as the number it becomes. Null, a missing key
 * and text that is no number count as not set.
 */
export function maxSelectOf(field: AnyField): number | null {
  const value = optionOf(field, 'maxSelect');
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return typeof value === 'string' ? parseNumberText(value) : null;
}

/**
 * Whether the field holds a list of values rather than one value, as the server's IsMultiple()
 * decides it, which also decides how it stores a record's value (PrepareValue keeps only the last
 * item of a single-value field):
 * - select and file (SelectOptions/FileOptions.MaxSelect is an int): multiple when maxSelect > 1;
 *   0, 1, or no maxSelect at all (Go's zero value) mean a single value;
 * - relation (RelationOptions.MaxSelect is *int): multiple when maxSelect is nil (no limit) or
 *   above 1. A relation with maxSelect 0 is single: 0 is not nil, and not above 1. (The server does
 *   not let one be saved with 0, but one from another source is read this way.)
 * - every other type: never.
 * maxSelect is read by `maxSelectOf`: '1' is 1 and '3' is 3.
 */
export function isMultiple(field: TypedField): boolean {
  const type = fieldTypeOf(field);
  return (type !== null && MULTIPLE_WHEN[type]?.(maxSelectOf(field))) || false;
}

/** For the types that can hold a list, whether a maxSelect (null: not set) makes the field hold one. */
const MULTIPLE_WHEN: { readonly [T in FieldType]?: (maxSelect: number | null) => boolean } = {
  select: (max) => max !== null && max > 1,
  file: (max) => max !== null && max > 1,
  relation: (max) => max === null || max > 1,
};

/**
 * How many values the field takes: 1 for a single-value field (and for types without values), its
 * maxSelect for a multiple one, and Infinity for a relation without a limit.
 */
export function selectionLimit(field: TypedField): number {
  if (!isMultiple(field)) return 1;
  const max = maxSelectOf(field);
  return max === null ? Infinity : Math.floor(max);
}
