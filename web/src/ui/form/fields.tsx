import { useFormContext } from 'react-hook-form';
import { MSG_PASSWORD_MIN } from '../../lib/validation';
import { Field } from './Form';

interface EmailFieldProps {
  name?: string;
  autoFocus?: boolean;
  autoComplete?: string;
}

/** The email input of the enclosing form (value path `email` by default). */
export function EmailField({ name = 'email', autoFocus, autoComplete = 'email' }: EmailFieldProps) {
  const { register } = useFormContext();
  return (
    <Field name={name} label="Email" required>
      {(props) => (
        <input
          {...props}
          {...register(name)}
          type="email"
          autoComplete={autoComplete}
          autoFocus={autoFocus}
        />
      )}
    </Field>
  );
}

interface PasswordFieldsProps {
  passwordLabel?: string;
  confirmLabel?: string;
  autoFocus?: boolean;
}

/**
 * A new admin password and its confirmation (value paths `password` and `passwordConfirm`), with
 * the rule 'Minimum 10 characters.' shown from the start (spec §5).
 */
export function PasswordFields({
  passwordLabel = 'Password',
  confirmLabel = 'Password confirm',
  autoFocus,
}: PasswordFieldsProps) {
  const { register } = useFormContext();
  return (
    <>
      <Field name="password" label={passwordLabel} hint={MSG_PASSWORD_MIN} required>
        {(props) => (
          <input
            {...props}
            {...register('password')}
            type="password"
            autoComplete="new-password"
            autoFocus={autoFocus}
          />
        )}
      </Field>
      <Field name="passwordConfirm" label={confirmLabel} required>
        {(props) => (
          <input {...props} {...register('passwordConfirm')} type="password" autoComplete="new-password" />
        )}
      </Field>
    </>
  );
}
