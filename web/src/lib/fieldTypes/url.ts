import { textValue } from './formValues';
import { domainHints } from './hints';
import type { FieldTypeSpec } from './types';

/** A URL, optionally limited to (or kept from) some domains; cells link http(s) ones only. */
export const url: FieldTypeSpec<'url'> = {
  type: 'url',
  formValue: textValue,
  requiredZero: 'empty',
  rulesHint: domainHints,
  cellText: (value) => (typeof value === 'string' ? value : ''),
};
