// The record editor, as the rest of the collections screen may use it: the records list opens it
// to create, edit or duplicate a record.
export { RecordEditorPanel } from './RecordEditorPanel';
export type { RecordFormValues } from './model/recordForm';
