import { stringListOption } from '../schema';
import { listValue } from './formValues';
import { limitHints } from './hints';
import type { FieldTypeSpec } from './types';

/** One or several of the field's choices. A draft keeps only values that are still choices. */
export const select: FieldTypeSpec<'select'> = {
  type: 'select',
  formValue: listValue((field) => {
    const choices = stringListOption(field, 'values');
    return choices.length ? choices : null;
  }),
  requiredZero: 'empty',
  rulesHint: (field) => limitHints(field, 'items'),
};
