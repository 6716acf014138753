import { useId, type ReactNode } from 'react';
import { FormProvider, useFormState, type FieldValues } from 'react-hook-form';
import { getAtPath } from '../../lib/formPaths';
import type { AppForm } from './useAppForm';
import styles from './Form.module.css';

interface FormProps<T extends FieldValues> {
  form: AppForm<T>;
  onSubmit: () => void | Promise<void>;
  id?: string;
  className?: string;
  children: ReactNode;
}

/** A form with its own error state (stacked panels never share errors); browser bubbles are off. */
export function Form<T extends FieldValues>({ form, onSubmit, id, className, children }: FormProps<T>) {
  return (
    <FormProvider {...form}>
      <form
        id={id}
        className={className}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void onSubmit();
        }}
      >
        {children}
      </form>
    </FormProvider>
  );
}

/** The message of the error at `name` in the enclosing form, if any (re-renders on change). */
export function useFieldError(name: string): string | undefined {
  const { errors } = useFormState({ name });
  const error = getAtPath(errors, name) as { message?: unknown } | undefined;
  return typeof error?.message === 'string' ? error.message : undefined;
}

export interface FieldInputProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  /** The value path of this field (`email`, `meta.appName`, `schema.2.options.maxSelect`). */
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  children: (props: FieldInputProps) => ReactNode;
}

/**
 * A labelled input with its hint (the label's id is `${id}-label`, for widgets that are not a
 * labelable element and name themselves with aria-labelledby) and its error underneath (spec §5: 'Invalid value' when the server
 * gave no message; the error clears when the value changes).
 */
export function Field({ name, label, hint, required, children }: FieldProps) {
  const id = useId();
  const error = useFieldError(name);
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
