// How each field type's value is shown in the records table and the record preview. A type missing
// here is a compile error; the text of the plain-text types comes from lib/fieldTypes.
import type { FieldType } from '../../../lib/schema';
import { FileCell } from './FileCell';
import { RelationCell } from './RelationCell';
import { SelectCell } from './SelectCell';
import { BoolCell, DateCell, EditorCell, EmailCell, JsonCell, NumberCell, TextCell } from './textCells';
import type { FieldValueComponent } from './types';
import { UrlCell } from './UrlCell';

export type { FieldValueComponent, FieldValueProps } from './types';

export const FIELD_CELLS: { readonly [T in FieldType]: FieldValueComponent } = {
  text: TextCell,
  number: NumberCell,
  bool: BoolCell,
  email: EmailCell,
  url: UrlCell,
  editor: EditorCell,
  date: DateCell,
  select: SelectCell,
  json: JsonCell,
  file: FileCell,
  relation: RelationCell,
};
