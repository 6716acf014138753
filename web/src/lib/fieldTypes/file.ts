import { formatBytes } from '../uploadProgress';
import { numberOption, limitHints } from './hints';
import type { FieldTypeSpec } from './types';

/** One or several uploaded files, with a size limit per file. */
export const file: FieldTypeSpec<'file'> = {
  type: 'file',
  formValue: 'file',
  requiredZero: 'empty',
  rulesHint: (field) => {
    const parts = limitHints(field, 'files');
    const maxSize = numberOption(field, 'maxSize');
    if (maxSize) parts.push(`Max ${formatBytes(maxSize)} each`);
    return parts;
  },
};
