import { boolValue } from './formValues';
import { fieldText as t } from './messages';
import type { FieldTypeSpec } from './types';

/** True or false. */
export const bool: FieldTypeSpec<'bool'> = {
  type: 'bool',
  formValue: boolValue,
  requiredZero: 'false',
  rulesHint: () => [],
  cellText: (value) => (value ? t('bool.true') : t('bool.false')),
};
