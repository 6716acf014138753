import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './form/Form.module.css';

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  label: ReactNode;
  ref?: React.Ref<HTMLInputElement>;
}

/** A labelled checkbox; takes any input props, so `{...register('name')}` works as well as `checked`. */
export function Checkbox({ label, ...input }: CheckboxProps) {
  const id = useId();
  return (
    <div className={styles.checkbox}>
      <input {...input} id={id} type="checkbox" />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
