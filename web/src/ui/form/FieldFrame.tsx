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
  /**
   * The input is a group of controls (checkboxes, one per choice) that names itself with
   * aria-labelledby `${id}-label`: the label is then plain text, as a `<label>` would also name
   * whichever control of the group carried its id.
   */
  isGroup?: boolean;
  children: (props: FieldInputProps) => ReactNode;
}

/**
 * A labelled input with its hint (the label's id is `${id}-label`, for widgets that are not a
 * labelable element and name themselves with aria-labelledby) and its error underneath.
 */
export function FieldFrame({ label, hint, required, error, isGroup, children }: FieldFrameProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  // a hint that says what the error says would only repeat it
  const showsHint = hint !== undefined && !(error && error === hint);
  const describedBy = [error ? errorId : '', showsHint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  const labelClass = `${styles.label} ${required ? styles.required : ''}`;
  return (
    <div className={styles.field} data-invalid={error ? 'true' : undefined}>
      {isGroup ? (
        <span id={`${id}-label`} className={labelClass}>
          {label}
        </span>
      ) : (
        <label htmlFor={id} id={`${id}-label`} className={labelClass}>
          {label}
        </label>
      )}
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
