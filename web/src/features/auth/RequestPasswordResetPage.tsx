import { useState } from 'react';
import { pb } from '../../api/client';
import { collectErrors, validateEmail } from '../../lib/validation';
import { Button } from '../../ui/Button';
import { CenteredCard } from '../../ui/CenteredCard';
import { EmailField } from '../../ui/form/fields';
import { Form } from '../../ui/form/Form';
import { useAppForm, useFormSubmit } from '../../ui/form/useAppForm';
import styles from '../../ui/CenteredCard.module.css';

export default function RequestPasswordResetPage() {
  const [sentTo, setSentTo] = useState('');
  const form = useAppForm({ defaultValues: { email: '' } });
  const { submit, isSubmitting } = useFormSubmit(
    form,
    async ({ email }) => {
      await pb.admins.requestPasswordReset(email.trim());
      setSentTo(email.trim());
    },
    { validate: ({ email }) => collectErrors({ email: validateEmail(email) }) },
  );

  return (
    <CenteredCard title="Forgotten admin password">
      {sentTo ? (
        <p className={styles.text} role="status">
          Check <strong>{sentTo}</strong> for the recovery link.
        </p>
      ) : (
        <Form form={form} onSubmit={submit}>
          <p className={styles.text}>
            Enter the email associated with your account and we will send you a recovery link.
          </p>
          <EmailField autoFocus />
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
    </CenteredCard>
  );
}
