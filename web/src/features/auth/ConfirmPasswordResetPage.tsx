import { useState } from 'react';
import { pb } from '../../api/client';
import { navigate } from '../../app/router';
import type { RouteProps } from '../../app/routes';
import { readTokenPayload } from '../../lib/jwt';
import { collectErrors, validateAdminPassword, validatePasswordConfirm } from '../../lib/validation';
import { Button } from '../../ui/Button';
import { useFormErrors } from '../../ui/formErrors';
import { Form } from '../../ui/Form';
import { PasswordFields } from '../../ui/PasswordFields';
import { toast } from '../../ui/toastStore';
import { useSubmit } from '../../ui/useSubmit';
import { AuthCard } from './AuthCard';
import styles from './AuthCard.module.css';

export default function ConfirmPasswordResetPage({ params }: RouteProps) {
  const token = params.token ?? '';
  const email = readTokenPayload(token)?.email;
  const [password, setPassword] = useState('');
  const [passwordConfirm, setPasswordConfirm] = useState('');
  const form = useFormErrors();
  const [submit, isSubmitting] = useSubmit(
    form,
    async () => {
      await pb.admins.confirmPasswordReset(token, password, passwordConfirm);
      toast.success('Successfully changed admin password.');
      navigate('/login', { replace: true });
    },
    {
      validate: () =>
        collectErrors({
          password: validateAdminPassword(password),
          passwordConfirm: validatePasswordConfirm(password, passwordConfirm),
        }),
    },
  );
  const tokenError = form.errors.token;

  return (
    <AuthCard title="Reset your admin password">
      {typeof email === 'string' && email && (
        <p className={styles.text}>
          For <strong>{email}</strong>
        </p>
      )}
      {tokenError && (
        <p className={styles.alert} role="alert">
          The reset link is invalid or has expired: {tokenError}{' '}
          <a href="#/request-password-reset">Request a new link</a>.
        </p>
      )}
      <Form errors={form} onSubmit={submit}>
        <PasswordFields
          password={password}
          passwordConfirm={passwordConfirm}
          onPasswordChange={setPassword}
          onPasswordConfirmChange={setPasswordConfirm}
          passwordLabel="New password"
          confirmLabel="New password confirm"
          autoFocus
        />
        <Button type="submit" variant="primary" className={styles.submit} isLoading={isSubmitting}>
          Set new password
        </Button>
      </Form>
      <div className={styles.footer}>
        <a href="#/login" className={styles.link}>
          Back to login
        </a>
      </div>
    </AuthCard>
  );
}
