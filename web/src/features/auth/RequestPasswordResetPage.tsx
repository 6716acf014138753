import { useState } from 'react';
import { pb } from '../../api/client';
import { Button } from '../../ui/Button';
import { useFormErrors } from '../../ui/formErrors';
import { EmailField, Form } from '../../ui/Form';
import { useSubmit } from '../../ui/useSubmit';
import { collectErrors, validateEmail } from '../../lib/validation';
import { AuthCard } from './AuthCard';
import styles from './AuthCard.module.css';

export default function RequestPasswordResetPage() {
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState('');
  const form = useFormErrors();
  const [submit, isSubmitting] = useSubmit(
    form,
    async () => {
      await pb.admins.requestPasswordReset(email.trim());
      setSentTo(email.trim());
    },
    { validate: () => collectErrors({ email: validateEmail(email) }) },
  );

  return (
    <AuthCard title="Forgotten admin password">
      {sentTo ? (
        <p className={styles.text} role="status">
          Check <strong>{sentTo}</strong> for the recovery link.
        </p>
      ) : (
        <Form errors={form} onSubmit={submit}>
          <p className={styles.text}>
            Enter the email associated with your account and we will send you a recovery link.
          </p>
          <EmailField value={email} onChange={setEmail} autoFocus />
          <Button type="submit" variant="primary" className={styles.submit} isLoading={isSubmitting}>
            Send recovery link
          </Button>
        </Form>
      )}
      <div className={styles.footer}>
        <a href="#/login" className={styles.link}>
          Back to login
        </a>
      </div>
    </AuthCard>
  );
}
