import { useState } from 'react';
import { ClientResponseError } from 'pocketbase';
import { pb } from '../../api/client';
import { navigate } from '../../app/router';
import type { RouteProps } from '../../app/routes';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { useFormErrors } from '../../ui/formErrors';
import { EmailField, Form } from '../../ui/Form';
import { toast } from '../../ui/toastStore';
import { useSubmit } from '../../ui/useSubmit';
import { collectErrors, MSG_REQUIRED, validateEmail } from '../../lib/validation';
import { AuthCard } from './AuthCard';
import styles from './AuthCard.module.css';

export const INVALID_CREDENTIALS = 'Invalid login credentials.';

/** Prefill from demoEmail/demoPassword, in the hash query or the page query. */
function prefill(query: URLSearchParams, key: string): string {
  return query.get(key) ?? new URLSearchParams(location.search).get(key) ?? '';
}

export default function LoginPage({ query }: RouteProps) {
  const [email, setEmail] = useState(() => prefill(query, 'demoEmail'));
  const [password, setPassword] = useState(() => prefill(query, 'demoPassword'));
  const form = useFormErrors();
  const [submit, isSubmitting] = useSubmit(
    form,
    async () => {
      await pb.admins.authWithPassword(email.trim(), password);
      navigate('/');
    },
    {
      validate: () =>
        collectErrors({ email: validateEmail(email), password: password ? undefined : MSG_REQUIRED }),
      onError: (err) => {
        if (err instanceof ClientResponseError && err.status === 400) {
          toast.error(INVALID_CREDENTIALS);
          return true;
        }
        return false;
      },
    },
  );

  return (
    <AuthCard title="Admin sign in">
      <Form errors={form} onSubmit={submit}>
        <EmailField value={email} onChange={setEmail} autoFocus />
        <Field name="password" label="Password" required>
          {(props) => (
            <input
              {...props}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          )}
        </Field>
        <Button type="submit" variant="primary" className={styles.submit} isLoading={isSubmitting}>
          Login
        </Button>
      </Form>
      <div className={styles.footer}>
        <a href="#/request-password-reset" className={styles.link}>
          Forgotten password?
        </a>
      </div>
    </AuthCard>
  );
}
