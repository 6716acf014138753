import { Field } from './Field';

interface PasswordFieldsProps {
  password: string;
  passwordConfirm: string;
  onPasswordChange: (value: string) => void;
  onPasswordConfirmChange: (value: string) => void;
  passwordLabel?: string;
  confirmLabel?: string;
  autoFocus?: boolean;
}

/** A new password and its confirmation (errors under `password` and `passwordConfirm`). */
export function PasswordFields({
  password,
  passwordConfirm,
  onPasswordChange,
  onPasswordConfirmChange,
  passwordLabel = 'Password',
  confirmLabel = 'Password confirm',
  autoFocus,
}: PasswordFieldsProps) {
  return (
    <>
      <Field name="password" label={passwordLabel} required>
        {(props) => (
          <input
            {...props}
            type="password"
            autoComplete="new-password"
            autoFocus={autoFocus}
            value={password}
            onChange={(e) => onPasswordChange(e.target.value)}
          />
        )}
      </Field>
      <Field name="passwordConfirm" label={confirmLabel} required>
        {(props) => (
          <input
            {...props}
            type="password"
            autoComplete="new-password"
            value={passwordConfirm}
            onChange={(e) => onPasswordConfirmChange(e.target.value)}
          />
        )}
      </Field>
    </>
  );
}
