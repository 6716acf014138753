import { formatCellDate } from '../recordCells';
import { dateValue } from './formValues';
import { stringOption } from './hints';
import { fieldText as t } from './messages';
import type { FieldTypeSpec } from './types';

/** A date-time in UTC, with an optional range. */
export const date: FieldTypeSpec<'date'> = {
  type: 'date',
  formValue: dateValue,
  requiredZero: 'empty',
  rulesHint: (field) => {
    const parts: string[] = [];
    const min = stringOption(field, 'min').slice(0, 19);
    const max = stringOption(field, 'max').slice(0, 19);
    if (min) parts.push(t('hint.from', { date: min }));
    if (max) parts.push(t('hint.until', { date: max }));
    return parts;
  },
  cellText: formatCellDate,
};
