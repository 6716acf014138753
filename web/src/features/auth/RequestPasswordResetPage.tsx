import { useState } from 'react';
import { pb } from '../../api/client';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { FormErrorsContext, useFormErrors } from '../../ui/formErrors';
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
        <FormErrorsContext value={form}>
          <p className={styles.text}>
            Enter the email associated with your account and we will send you a recovery link.
          </p>
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <Field name="email" label="Email" required>
              {(props) => (
                <input
                  {...props}
                  type="email"
                  autoComplete="email"
                  autoFocus
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                />
              )}
            </Field>
            <Button type="submit" variant="primary" className={styles.submit} isLoading={isSubmitting}>
              Send recovery link
            </Button>
          </form>
        </FormErrorsContext>
      )}
      <div className={styles.footer}>
        <a href="#/login" className={styles.link}>
          Back to login
        </a>
      </div>
    </AuthCard>
  );
}
