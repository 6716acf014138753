// The record editor panel's props, in a module of their own. The panel (RecordEditorPanel) renders
// the form (RecordEditorForm), and the form opens a nested panel when a relation picker creates a
// related record. The panel hands itself to the form (`NestedEditor`), so the form needs only these
// types and the two files do not import each other.
import type { ComponentType } from 'react';
import type { Collection, Record as PbRecord } from 'pocketbase';
import type { RecordFormValues } from './model/recordForm';

export interface RecordEditorPanelProps {
  collection: Collection;
  /** null creates a record. */
  recordId: string | null;
  /** The record as loaded in the list, if it is there (opens at once). */
  loaded?: PbRecord;
  /** The values a new record starts with (Duplicate). */
  seed?: RecordFormValues | null;
  open: boolean;
  onClose: () => void;
  /** After a save; `keepOpen` when saved with Ctrl+S (the panel stays and shows the saved record). */
  onSaved?: (record: PbRecord, keepOpen: boolean) => void;
  /** Duplicate: open a new record with these values. */
  onDuplicate?: (values: RecordFormValues) => void;
  /** A nested editor (opened from a relation picker) keeps its draft apart from the main one. */
  isNested?: boolean;
}

/** The panel as the form opens it for a nested record. */
export type NestedRecordEditor = ComponentType<RecordEditorPanelProps>;
