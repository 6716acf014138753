import { textValue } from './formValues';
import { domainHints } from './hints';
import type { FieldTypeSpec } from './types';

/** An email address, optionally limited to (or kept from) some domains. */
export const email: FieldTypeSpec<'email'> = {
  type: 'email',
  formValue: textValue,
  requiredZero: 'empty',
  rulesHint: domainHints,
  cellText: (value) => (typeof value === 'string' ? value : ''),
};
