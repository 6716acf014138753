import { useController } from 'react-hook-form';
import { CodeEditor } from '../../../ui/CodeEditor';
import type { ControlProps } from './types';

export function JsonInput({ name, input }: ControlProps) {
  const { field: control } = useController({ name });
  return (
    <CodeEditor
      {...input}
      labelId={`${input.id}-label`}
      language="json"
      value={typeof control.value === 'string' ? control.value : ''}
      onChange={control.onChange}
      onBlur={control.onBlur}
      minHeight={80}
      maxHeight={400}
    />
  );
}
