import { useId, type ReactNode } from 'react';
import { hasBidiControls } from '../../lib/bidi';
import { BidiWarning } from '../SafeText';
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
  /**
   * The value as typed, for an input that identifies something (an email, a name): while it holds
   * direction control characters a warning under the input says so (the value stays as typed).
   */
  bidiValue?: string;
  children: (props: FieldInputProps) => ReactNode;
}

/**
 * A labelled input with its hint (the label's id is `${id}-label`, for widgets that are not a
 * labelable element and name themselves with aria-labelledby) and its error underneath.
 */
export function FieldFrame(props: FieldFrameProps) {
  const { label, hint, required, error, isGroup, bidiValue, children } = props;
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const warningId = `${id}-bidi`;
  // a hint that says what the error says would only repeat it
  const showsHint = hint !== undefined && !(error && error === hint);
  const showsWarning = typeof bidiValue === 'string' && hasBidiControls(bidiValue);
  const describedBy =
    [error ? errorId : '', showsHint ? hintId : '', showsWarning ? warningId : '']
      .filter(Boolean)
      .join(' ') || undefined;
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
      {showsWarning && <BidiWarning id={warningId} value={bidiValue} />}
      {error && (
        <div id={errorId} className={styles.error} role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
