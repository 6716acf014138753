import { useController } from 'react-hook-form';
import { DateTimeInput } from '../../../ui/DateTimeInput';
import type { ControlProps } from './types';

export function DateInput({ name, input, field }: ControlProps) {
  const {
    field: { value, onChange, onBlur, ref },
  } = useController({ name });
  const options = field.options as { min?: unknown; max?: unknown };
  return (
    <DateTimeInput
      {...input}
      ref={ref}
      name={name}
      value={typeof value === 'string' ? value : ''}
      onChange={onChange}
      onBlur={onBlur}
      min={typeof options.min === 'string' ? options.min : undefined}
      max={typeof options.max === 'string' ? options.max : undefined}
    />
  );
}
