import { useFormContext } from 'react-hook-form';
import styles from '../RecordEditorPanel.module.css';
import type { ControlProps } from './types';

export function TextInput({ name, input }: ControlProps) {
  const { register } = useFormContext();
  return <textarea {...input} {...register(name)} className={styles.autoGrow} rows={1} />;
}

/**
 * A text input: a number input would empty itself on text it cannot read (1e309), and the admin's
 * text must stay to be corrected; the check before Save says what is wrong.
 */
export function NumberInput({ name, input }: ControlProps) {
  const { register } = useFormContext();
  return <input {...input} {...register(name)} type="text" inputMode="decimal" autoComplete="off" />;
}

export function EmailInput({ name, input }: ControlProps) {
  const { register } = useFormContext();
  return <input {...input} {...register(name)} type="email" dir="ltr" autoComplete="off" />;
}

export function UrlInput({ name, input }: ControlProps) {
  const { register } = useFormContext();
  return <input {...input} {...register(name)} type="url" dir="ltr" autoComplete="off" />;
}
