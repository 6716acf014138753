import { useId, type ReactNode } from 'react';
import { useFieldError } from './formErrors';
import styles from './Field.module.css';

export interface FieldInputProps {
  id: string;
  name: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  /** The error path of this field (`email`, `meta.appName`, `schema.2.options.maxSelect`). */
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  children: (props: FieldInputProps) => ReactNode;
}

/**
 * A labelled input with its error underneath. Editing the input clears its error (spec §5).
 */
export function Field({ name, label, hint, required, children }: FieldProps) {
  const id = useId();
  const { error, clear } = useFieldError(name);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div
      className={styles.field}
      data-invalid={error ? 'true' : undefined}
      onChangeCapture={error ? clear : undefined}
    >
      <label htmlFor={id} className={`${styles.label} ${required ? styles.required : ''}`}>
        {label}
      </label>
      {children({ id, name, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <div id={hintId} className={styles.hint}>
          {hint}
        </div>
      )}
      {error && (
        <div id={errorId} className={styles.error} role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

interface CheckboxProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
}

export function Checkbox({ label, checked, onChange, disabled, name }: CheckboxProps) {
  const id = useId();
  return (
    <div className={styles.checkbox}>
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
