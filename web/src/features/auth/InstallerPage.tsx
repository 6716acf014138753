import { useEffect } from 'react';
import { logout, pb } from '../../api/client';
import { errorMessage } from '../../lib/errors';
import { navigate } from '../../lib/router';
import { toast } from '../../lib/toasts';
import {
  collectErrors,
  validateAdminPassword,
  validateEmail,
  validatePasswordConfirm,
} from '../../lib/validation';
import { Button } from '../../ui/Button';
import { CenteredCard } from '../../ui/CenteredCard';
import { EmailField, PasswordFields } from '../../ui/form/fields';
import { Form } from '../../ui/form/Form';
import { useAppForm, useFormSubmit } from '../../ui/form/useAppForm';
import styles from '../../ui/CenteredCard.module.css';
import { t } from './messages';

/** Leaves the installer for the sign-in page, without the installer flag in the address. */
function goToLogin(): void {
  history.replaceState(history.state, '', location.pathname + location.hash);
  navigate('/login', { replace: true, force: true });
}

/** Reached with the installer flag: creates the first admin, signs in, clears the query, reloads. */
export default function InstallerPage() {
  const form = useAppForm({ defaultValues: { email: '', password: '', passwordConfirm: '' } });

  // any session is logged out, without a redirect
  useEffect(() => logout(), []);

  const { submit, isSubmitting } = useFormSubmit(
    form,
    async ({ email, password, passwordConfirm }) => {
      await pb.admins.create({ email: email.trim(), password, passwordConfirm });
      try {
        await pb.admins.authWithPassword(email.trim(), password);
      } catch (err) {
        // the admin exists now: creating it again would fail, so sign in on the sign-in page
        toast.error(t('installer.signInFailed', { error: errorMessage(err) }));
        goToLogin();
        return;
      }
      location.replace(location.pathname);
    },
    {
      validate: ({ email, password, passwordConfirm }) =>
        collectErrors({
          email: validateEmail(email),
          password: validateAdminPassword(password),
          passwordConfirm: validatePasswordConfirm(password, passwordConfirm),
        }),
    },
  );

  return (
    <CenteredCard title={t('installer.title')}>
      <Form form={form} onSubmit={submit}>
        <EmailField autoFocus warnBidi />
        <PasswordFields />
        <Button type="submit" variant="primary" className={styles.submit} isLoading={isSubmitting}>
          {t('installer.submit')}
        </Button>
      </Form>
    </CenteredCard>
  );
}
