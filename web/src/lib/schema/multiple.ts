// Whether a field holds one value or a list, and how many. Kept apart from the other readers of
// lib/schema, which the boot code imports: this one needs the number parser, which it does not.
import { parseNumberText } from '../valueParsing';
import { optionOf, type AnyField, type TypedField } from './helpers';

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
  const max = maxSelectOf(field);
  switch (field.type) {
    case 'select':
    case 'file':
      return max !== null && max > 1;
    case 'relation':
      return max === null || max > 1;
    default:
      return false;
  }
}

/**
 * How many values the field takes: 1 for a single-value field (and for types without values), its
 * maxSelect for a multiple one, and Infinity for a relation without a limit.
 */
export function selectionLimit(field: TypedField): number {
  if (!isMultiple(field)) return 1;
  const max = maxSelectOf(field);
  return max === null ? Infinity : Math.floor(max);
}
