import { listValue } from './formValues';
import { limitHints, numberOption } from './hints';
import { fieldText as t } from './messages';
import type { FieldTypeSpec } from './types';

/** The ids of one or several records of another collection. */
export const relation: FieldTypeSpec<'relation'> = {
  type: 'relation',
  formValue: listValue(),
  requiredZero: 'empty',
  rulesHint: (field) => {
    const parts = limitHints(field, 'items');
    const min = numberOption(field, 'minSelect');
    if (min && min > 0) parts.push(t('hint.atLeast', { min }));
    return parts;
  },
};
