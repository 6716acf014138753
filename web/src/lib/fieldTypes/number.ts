import { numberValue } from './formValues';
import { numberOption } from './hints';
import { fieldText as t } from './messages';
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
    if (min !== null) parts.push(t('hint.min', { min }));
    if (max !== null) parts.push(t('hint.max', { max }));
    return parts;
  },
  cellText: (value) => (value === null || value === undefined || value === '' ? '' : String(value)),
};
