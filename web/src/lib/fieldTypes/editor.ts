import { htmlToPlainText } from '../recordCells';
import { textValue } from './formValues';
import type { FieldTypeSpec } from './types';

/** Rich text: HTML, shown in cells as its plain text (never as markup). */
export const editor: FieldTypeSpec<'editor'> = {
  type: 'editor',
  formValue: textValue,
  requiredZero: 'empty',
  rulesHint: () => [],
  cellText: (value) => htmlToPlainText(typeof value === 'string' ? value : ''),
};
