import { memo } from 'react';
import { useFormContext } from 'react-hook-form';
import { fieldTypeSpec } from '../../../lib/fieldTypes';
import { fieldTypeOf } from '../../../lib/schema';
import { Field } from '../../../ui/form/Form';
import { FIELD_INPUTS, hintOf, type ControlProps, type RecordFieldInputProps } from './fieldInputs';
import { useLanguage } from '../../../ui/useLanguage';

export type { RecordFieldInputProps } from './fieldInputs';

/**
 * One schema field's input, labelled by the field name with the required marker and the rules of
 * its options underneath, as its type edits it (fieldInputs/). Each input re-renders only when its
 * own value changes.
 */
export const RecordFieldInput = memo(function RecordFieldInput(props: RecordFieldInputProps) {
  const { field } = props;
  // memo: the language is read here so a switch re-renders the hint and the input's own texts
  useLanguage();
  const type = fieldTypeOf(field);
  const entry = type ? FIELD_INPUTS[type] : null;
  // a file field's state is kept apart from the other values (model/recordForm)
  const name = fieldTypeSpec(field)?.formValue === 'file' ? `files.${field.name}` : `fields.${field.name}`;
  if (entry && 'Standalone' in entry) return <entry.Standalone field={field} name={name} />;
  const Control = entry?.Control ?? UnknownTypeInput;
  return (
    <Field
      name={name}
      label={field.name}
      hint={hintOf(field)}
      required={field.required}
      isGroup={entry?.isGroup?.(field) ?? false}
    >
      {(input) => <Control {...props} name={name} input={input} />}
    </Field>
  );
});

/** A field of a type this dashboard does not know: its value as plain text. */
function UnknownTypeInput({ name, input }: ControlProps) {
  const { register } = useFormContext();
  return <input {...input} {...register(name)} type="text" />;
}
