import { ClientResponseError } from 'pocketbase';
import { pb } from '../../api/client';
import { takeReturnTo } from '../../lib/returnTo';
import { navigate, type RouteProps } from '../../lib/router';
import { toast } from '../../lib/toasts';
import { collectErrors, MSG_REQUIRED, validateEmail } from '../../lib/validation';
import { Button } from '../../ui/Button';
import { EmailField } from '../../ui/form/fields';
import { Field, Form } from '../../ui/form/Form';
import { useAppForm, useFormSubmit } from '../../ui/form/useAppForm';
import { CenteredCard } from '../../ui/CenteredCard';
import styles from '../../ui/CenteredCard.module.css';

export const INVALID_CREDENTIALS = 'Invalid login credentials.';

/** Prefill from demoEmail/demoPassword, in the hash query or the page query. */
function prefill(query: URLSearchParams, key: string): string {
  return query.get(key) ?? new URLSearchParams(location.search).get(key) ?? '';
}

export default function LoginPage({ query }: RouteProps) {
  const form = useAppForm({
    defaultValues: { email: prefill(query, 'demoEmail'), password: prefill(query, 'demoPassword') },
  });
  const { submit, isSubmitting } = useFormSubmit(
    form,
    async ({ email, password }) => {
      await pb.admins.authWithPassword(email.trim(), password);
      // back to where the admin was when the session ended, if it did
      navigate(takeReturnTo() ?? '/');
    },
    {
      validate: ({ email, password }) =>
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
    <CenteredCard title="Admin sign in">
      <Form form={form} onSubmit={submit}>
        <EmailField autoFocus />
        <Field name="password" label="Password" required>
          {(props) => (
            <input
              {...props}
              {...form.register('password')}
              type="password"
              autoComplete="current-password"
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
    </CenteredCard>
  );
}
