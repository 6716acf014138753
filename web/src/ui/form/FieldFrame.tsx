import { useId, type ReactNode } from 'react';
import styles from './Form.module.css';

// No form library here: the sign-in page (kept small) lays its fields out with this too.

export interface FieldInputProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

interface FieldFrameProps {
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  /** The message shown under the input (role alert), if any. */
  error?: string;
  children: (props: FieldInputProps) => ReactNode;
}

/**
 * A labelled input with its hint (the label's id is `${id}-label`, for widgets that are not a
 * labelable element and name themselves with aria-labelledby) and its error underneath.
 */
export function FieldFrame({ label, hint, required, error, children }: FieldFrameProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  // a hint that says what the error says would only repeat it
  const showsHint = hint !== undefined && !(error && error === hint);
  const describedBy = [error ? errorId : '', showsHint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field} data-invalid={error ? 'true' : undefined}>
      <label htmlFor={id} id={`${id}-label`} className={`${styles.label} ${required ? styles.required : ''}`}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {showsHint && (
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
