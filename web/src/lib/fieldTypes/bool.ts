import { boolValue } from './formValues';
import type { FieldTypeSpec } from './types';

/** True or false. */
export const bool: FieldTypeSpec<'bool'> = {
  type: 'bool',
  formValue: boolValue,
  requiredZero: 'false',
  rulesHint: () => [],
  cellText: (value) => (value ? 'True' : 'False'),
};
