import { useEffect, useState } from 'react';
import { logout, pb } from '../../api/client';
import { Button } from '../../ui/Button';
import { PasswordFields } from '../../ui/PasswordFields';
import { useFormErrors } from '../../ui/formErrors';
import { EmailField, Form } from '../../ui/Form';
import { useSubmit } from '../../ui/useSubmit';
import {
  collectErrors,
  validateAdminPassword,
  validateEmail,
  validatePasswordConfirm,
} from '../../lib/validation';
import { AuthCard } from './AuthCard';
import styles from './AuthCard.module.css';

export const INSTALLER_HEADING = 'Create your first admin account in order to continue';

/** Reached with the installer flag: creates the first admin, signs in, clears the query, reloads. */
export default function InstallerPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [passwordConfirm, setPasswordConfirm] = useState('');
  const form = useFormErrors();

  // spec §2: any session is logged out, without a redirect
  useEffect(() => logout(), []);

  const [submit, isSubmitting] = useSubmit(
    form,
    async () => {
      await pb.admins.create({ email: email.trim(), password, passwordConfirm });
      await pb.admins.authWithPassword(email.trim(), password);
      location.replace(location.pathname);
    },
    {
      validate: () =>
        collectErrors({
          email: validateEmail(email),
          password: validateAdminPassword(password),
          passwordConfirm: validatePasswordConfirm(password, passwordConfirm),
        }),
    },
  );

  return (
    <AuthCard title={INSTALLER_HEADING}>
      <Form errors={form} onSubmit={submit}>
        <EmailField value={email} onChange={setEmail} autoFocus />
        <PasswordFields
          password={password}
          passwordConfirm={passwordConfirm}
          onPasswordChange={setPassword}
          onPasswordConfirmChange={setPasswordConfirm}
        />
        <Button type="submit" variant="primary" className={styles.submit} isLoading={isSubmitting}>
          Create and login
        </Button>
      </Form>
    </AuthCard>
  );
}
