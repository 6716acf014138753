import { formatBytes } from '../uploadProgress';
import { numberOption, limitHints } from './hints';
import { fieldText as t } from './messages';
import type { FieldTypeSpec } from './types';

/** One or several uploaded files, with a size limit per file. */
export const file: FieldTypeSpec<'file'> = {
  type: 'file',
  formValue: 'file',
  requiredZero: 'empty',
  rulesHint: (field) => {
    const parts = limitHints(field, 'files');
    const maxSize = numberOption(field, 'maxSize');
    if (maxSize) parts.push(t('hint.maxSizeEach', { size: formatBytes(maxSize) }));
    return parts;
  },
};
