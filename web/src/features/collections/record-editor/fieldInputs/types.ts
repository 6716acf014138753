import type { ComponentType } from 'react';
import type { Collection, Record as PbRecord, SchemaField } from 'pocketbase';
import type { FieldInputProps } from '../../../../ui/form/Form';
import type { RelationPickerProps } from '../RelationPicker';

export interface RecordFieldInputProps {
  field: SchemaField;
  /** The saved record (null while creating): file links and thumbnails need it. */
  record: PbRecord | null;
  /** Upload progress by file key while saving. */
  progress?: ReadonlyMap<string, number>;
  onNewRelatedRecord?: (target: Collection) => RelationPickerProps['onNewRecord'];
}

/** The input of one field inside its labelled frame: `name` is its form path, `input` the frame's props. */
export interface ControlProps extends RecordFieldInputProps {
  name: string;
  input: FieldInputProps;
}

/**
 * How a field type is edited: `Control` inside the labelled frame of every input, or `Standalone`
 * for a type that draws its own label (a checkbox); `isGroup` when the control is a group of inputs
 * named by the frame's label.
 */
export type FieldInputEntry =
  | { Control: ComponentType<ControlProps>; isGroup?: (field: SchemaField) => boolean }
  | { Standalone: ComponentType<{ field: SchemaField; name: string }> };
