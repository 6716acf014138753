import { useController } from 'react-hook-form';
import { RichTextInput } from '../../../ui/RichTextInput';
import type { ControlProps } from './types';

export function EditorInput({ name, input }: ControlProps) {
  const { field: control } = useController({ name });
  return (
    <RichTextInput
      {...input}
      labelId={`${input.id}-label`}
      value={typeof control.value === 'string' ? control.value : ''}
      onChange={control.onChange}
    />
  );
}
