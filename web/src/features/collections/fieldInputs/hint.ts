import type { SchemaField } from 'pocketbase';
import { fieldRulesHint, requiredHint } from '../../../lib/recordEditor';

/** The line under an input: the required-flag hint, then what the options ask of the value. */
export function hintOf(field: SchemaField): string | undefined {
  const parts = [requiredHint(field), fieldRulesHint(field)].filter(Boolean);
  return parts.length ? parts.join(' ') : undefined;
}
