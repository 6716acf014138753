import type { FieldLike, FieldType } from '../schema';
import type { FormValueCodec } from './formValues';

/**
 * What the dashboard does with a field of one type wherever records are listed, searched, shown and
 * edited. The collection editor's part (options) is in `schemaOptions.ts`, the API docs' part in
 * `docs.ts` and the filters' in `filters.ts`: those are used by code loaded on demand (or, for
 * search, at boot), and each stays out of the other chunks by living in a module of its own.
 */
export interface FieldTypeSpec<T extends FieldType = FieldType> {
  readonly type: T;
  /** What the record editor's input holds; 'file' for a file field, whose state is its own. */
  readonly formValue: FormValueCodec | 'file';
  /** The value a required field may not hold, as the hint under its input words it. */
  readonly requiredZero: 'false' | 'zero' | 'empty';
  /** What the field's options ask of a value, as parts of the hint under its input. */
  rulesHint(field: FieldLike): string[];
  /** The text a cell shows for the value ('' for none), for the types shown as plain text. */
  cellText?(value: unknown): string;
}
