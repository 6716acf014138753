import { jsonValue } from './formValues';
import type { FieldTypeSpec } from './types';

/** Any JSON value; cells show it as compact JSON (a JSON string with its quotes). */
export const json: FieldTypeSpec<'json'> = {
  type: 'json',
  formValue: jsonValue,
  requiredZero: 'empty',
  rulesHint: () => [],
  cellText: (value) => (value === null || value === undefined ? '' : JSON.stringify(value)),
};
