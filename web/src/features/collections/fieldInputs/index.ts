// How each field type is edited in the record editor. A type missing here is a compile error.
import { isMultiple, type FieldType } from '../../../lib/schema';
import { BoolInput } from './BoolInput';
import { DateInput } from './DateInput';
import { EditorInput } from './EditorInput';
import { FileInput } from './FileInput';
import { JsonInput } from './JsonInput';
import { RelationInput } from './RelationInput';
import { SelectInput } from './SelectInput';
import { EmailInput, NumberInput, TextInput, UrlInput } from './textInputs';
import type { FieldInputEntry } from './types';

export type { ControlProps, FieldInputEntry, RecordFieldInputProps } from './types';
export { hintOf } from './hint';

export const FIELD_INPUTS: { readonly [T in FieldType]: FieldInputEntry } = {
  text: { Control: TextInput },
  number: { Control: NumberInput },
  bool: { Standalone: BoolInput },
  email: { Control: EmailInput },
  url: { Control: UrlInput },
  editor: { Control: EditorInput },
  date: { Control: DateInput },
  // several choices are checkboxes in a group named by the field's label
  select: { Control: SelectInput, isGroup: isMultiple },
  json: { Control: JsonInput },
  file: { Control: FileInput },
  relation: { Control: RelationInput },
};
