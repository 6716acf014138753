import { useFormContext } from 'react-hook-form';
import { uiText as t } from '../../lib/uiMessages';
import { passwordMinMessage } from '../../lib/validation';
import { Field } from './Form';

interface EmailFieldProps {
  name?: string;
  /** Warn while the typed address holds direction control characters (see Field). */
  warnBidi?: boolean;
  autoFocus?: boolean;
  autoComplete?: string;
}

/** The email input of the enclosing form (value path `email` by default). */
export function EmailField({ name = 'email', autoFocus, autoComplete = 'email', warnBidi }: EmailFieldProps) {
  const { register } = useFormContext();
  return (
    <Field name={name} label={t('form.email')} required warnBidi={warnBidi}>
      {(props) => (
        <input
          {...props}
          {...register(name)}
          type="email"
          dir="ltr"
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          data-autofocus={autoFocus || undefined}
        />
      )}
    </Field>
  );
}

interface PasswordFieldsProps {
  passwordLabel?: string;
  confirmLabel?: string;
  autoFocus?: boolean;
  /** Where the two values live: `password`/`passwordConfirm` by default, `auth.password`… with 'auth'. */
  prefix?: string;
  /** The rule under the password (default 'Minimum 10 characters.', the admin minimum). */
  hint?: string;
}

/**
 * A new password and its confirmation (value paths `password` and `passwordConfirm`, under `prefix`
 * when given), with its rule shown from the start ('Minimum 10 characters.' for admins).
 */
export function PasswordFields({
  passwordLabel = t('form.password'),
  confirmLabel = t('form.passwordConfirm'),
  autoFocus,
  prefix,
  hint = passwordMinMessage(),
}: PasswordFieldsProps) {
  const { register } = useFormContext();
  const password = prefix ? `${prefix}.password` : 'password';
  const passwordConfirm = prefix ? `${prefix}.passwordConfirm` : 'passwordConfirm';
  return (
    <>
      <Field name={password} label={passwordLabel} hint={hint} required>
        {(props) => (
          <input
            {...props}
            {...register(password)}
            type="password"
            autoComplete="new-password"
            autoFocus={autoFocus}
          />
        )}
      </Field>
      <Field name={passwordConfirm} label={confirmLabel} required>
        {(props) => (
          <input {...props} {...register(passwordConfirm)} type="password" autoComplete="new-password" />
        )}
      </Field>
    </>
  );
}
