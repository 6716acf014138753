import { useController } from 'react-hook-form';
import type { FileFieldState } from '../../../lib/recordForm';
import { FileFieldInput } from '../FileFieldInput';
import type { ControlProps } from './types';

export function FileInput({ name, input, field, record, progress }: ControlProps) {
  const { field: control } = useController({ name });
  return (
    <FileFieldInput
      {...input}
      field={field}
      record={record}
      value={control.value as FileFieldState}
      onChange={control.onChange}
      progress={progress}
    />
  );
}
