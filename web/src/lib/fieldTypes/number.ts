import { numberValue } from './formValues';
import { numberOption } from './hints';
import type { FieldTypeSpec } from './types';

/** A number (a float on the server), with an optional range. */
export const number: FieldTypeSpec<'number'> = {
  type: 'number',
  formValue: numberValue,
  requiredZero: 'zero',
  rulesHint: (field) => {
    const parts: string[] = [];
    const min = numberOption(field, 'min');
    const max = numberOption(field, 'max');
    if (min !== null) parts.push(`Min ${min}`);
    if (max !== null) parts.push(`Max ${max}`);
    return parts;
  },
  cellText: (value) => (value === null || value === undefined || value === '' ? '' : String(value)),
};
