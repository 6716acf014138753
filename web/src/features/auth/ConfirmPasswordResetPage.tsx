import { pb } from '../../api/client';
import { readTokenPayload } from '../../lib/jwt';
import { navigate, type RouteProps } from '../../lib/router';
import { toast } from '../../lib/toasts';
import { collectErrors, validateAdminPassword, validatePasswordConfirm } from '../../lib/validation';
import { Button } from '../../ui/Button';
import { CenteredCard } from '../../ui/CenteredCard';
import { SafeText } from '../../ui/SafeText';
import { PasswordFields } from '../../ui/form/fields';
import { Form, useFieldError } from '../../ui/form/Form';
import { useAppForm, useFormSubmit } from '../../ui/form/useAppForm';
import styles from '../../ui/CenteredCard.module.css';

export default function ConfirmPasswordResetPage({ params }: RouteProps) {
  const token = params.token ?? '';
  const email = readTokenPayload(token)?.email;
  const form = useAppForm({ defaultValues: { password: '', passwordConfirm: '' } });
  const { submit, isSubmitting } = useFormSubmit(
    form,
    async ({ password, passwordConfirm }) => {
      await pb.admins.confirmPasswordReset(token, password, passwordConfirm);
      toast.success('Successfully changed admin password.');
      navigate('/login', { replace: true });
    },
    {
      validate: ({ password, passwordConfirm }) =>
        collectErrors({
          password: validateAdminPassword(password),
          passwordConfirm: validatePasswordConfirm(password, passwordConfirm),
        }),
    },
  );

  return (
    <CenteredCard title="Reset your admin password">
      {typeof email === 'string' && email && (
        <p className={styles.text}>
          For{' '}
          <strong>
            <SafeText text={email} />
          </strong>
        </p>
      )}
      <Form form={form} onSubmit={submit}>
        <TokenError />
        <PasswordFields passwordLabel="New password" confirmLabel="New password confirm" autoFocus />
        <Button type="submit" variant="primary" className={styles.submit} isLoading={isSubmitting}>
          Set new password
        </Button>
      </Form>
      <div className={styles.footer}>
        <a href="#/login" className={styles.link}>
          Back to login
        </a>
      </div>
    </CenteredCard>
  );
}

/** The server rejects a bad or expired token with an error on `token`, which has no input. */
function TokenError() {
  const error = useFieldError('token');
  if (!error) return null;
  return (
    <p className={styles.alert} role="alert">
      The reset link is invalid or has expired: {error}{' '}
      <a href="#/request-password-reset">Request a new link</a>.
    </p>
  );
}
