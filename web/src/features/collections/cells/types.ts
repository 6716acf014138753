import type { ComponentType } from 'react';
import type { Record as PbRecord, SchemaField } from 'pocketbase';

export interface FieldValueProps {
  record: PbRecord;
  field: SchemaField;
  /** Table cells are compact (fewer items, one line); the preview shows more. */
  isCompact: boolean;
}

/** How a field's value is shown in a table cell and in the record preview. */
export type FieldValueComponent = ComponentType<FieldValueProps>;
