import type { ReactNode } from 'react';
import { Field } from './Field';
import { FormErrorsContext, type FormErrorsApi } from './formErrors';

interface FormProps {
  errors: FormErrorsApi;
  onSubmit: () => void | Promise<void>;
  id?: string;
  className?: string;
  children: ReactNode;
}

/** A form with its own error map; the browser's validation bubbles are off (we show our own). */
export function Form({ errors, onSubmit, id, className, children }: FormProps) {
  return (
    <FormErrorsContext value={errors}>
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
    </FormErrorsContext>
  );
}

interface EmailFieldProps {
  value: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
  autoComplete?: string;
}

export function EmailField({ value, onChange, autoFocus, autoComplete = 'email' }: EmailFieldProps) {
  return (
    <Field name="email" label="Email" required>
      {(props) => (
        <input
          {...props}
          type="email"
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}
