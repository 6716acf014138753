import { FIELD_OPTIONS, type FieldOptionsProps } from './fieldOptions';

/** The options of one schema field, as its type has them (fieldOptions/). */
export function SchemaFieldOptions(props: FieldOptionsProps) {
  const Options = FIELD_OPTIONS[props.field.type];
  return <Options {...props} />;
}
