import { textValue } from './formValues';
import { numberOption, stringOption } from './hints';
import { fieldText as t } from './messages';
import type { FieldTypeSpec } from './types';

/** Plain text: one line or many, with optional length limits and a Go regular expression. */
export const text: FieldTypeSpec<'text'> = {
  type: 'text',
  formValue: textValue,
  requiredZero: 'empty',
  rulesHint: (field) => {
    const parts: string[] = [];
    const min = numberOption(field, 'min');
    const max = numberOption(field, 'max');
    if (min) parts.push(t('hint.minChars', { min }));
    if (max) parts.push(t('hint.maxChars', { max }));
    const pattern = stringOption(field, 'pattern');
    if (pattern) parts.push(t('hint.pattern', { pattern }));
    return parts;
  },
  cellText: (value) => (typeof value === 'string' ? value : ''),
};
