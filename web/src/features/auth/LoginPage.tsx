import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { ClientResponseError } from 'pocketbase';
import { pb } from '../../api/client';
import type { RouteProps } from '../../lib/router';
import { toast } from '../../lib/toasts';
import { collectErrors, requiredMessage, validateEmail } from '../../lib/validation';
import { handleError } from '../../lib/errors';
import { Button } from '../../ui/Button';
import { FieldFrame } from '../../ui/form/FieldFrame';
import { CenteredCard } from '../../ui/CenteredCard';
import styles from '../../ui/CenteredCard.module.css';
import { t } from './loginMessages';

/** Prefill from demoEmail/demoPassword, in the hash query or the page query. */
function prefill(query: URLSearchParams, key: string): string {
  return query.get(key) ?? new URLSearchParams(location.search).get(key) ?? '';
}

type Values = { email: string; password: string };
type Errors = Partial<Record<keyof Values, string>>;

/**
 * The sign-in page: plain React state rather than the form library the other forms use, so the
 * first page a signed-out admin loads stays small (its budget is 100 KB of gzipped JS and CSS); the
 * behaviour is theirs: checks before sending, focus on the first wrong field, errors under the
 * inputs that clear as the value changes, the server's field errors on the value they were about.
 */
export default function LoginPage({ query }: RouteProps) {
  const [values, setValues] = useState<Values>(() => ({
    email: prefill(query, 'demoEmail'),
    password: prefill(query, 'demoPassword'),
  }));
  const [errors, setErrors] = useState<Errors>({});
  const [isSubmitting, setIsSubmitting] = useState(false);
  const isBusy = useRef(false);
  const inputs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  const change = (name: keyof Values) => (e: ChangeEvent<HTMLInputElement>) => {
    const value = e.target.value;
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (isBusy.current) return;
    const sent = values;
    const found: Errors = collectErrors({
      email: validateEmail(sent.email),
      password: sent.password ? undefined : requiredMessage(),
    });
    setErrors(found);
    const first = (Object.keys(found) as (keyof Values)[])[0];
    if (first) {
      inputs[first].current?.focus();
      return;
    }
    isBusy.current = true;
    setIsSubmitting(true);
    try {
      // signed in: the app's guard takes the admin on, back to where their session had ended if it
      // did, as it does when they sign in in another tab
      await pb.admins.authWithPassword(sent.email.trim(), sent.password);
    } catch (err) {
      if (err instanceof ClientResponseError && err.status === 400) {
        toast.error(t('invalidCredentials'));
      } else {
        handleError(err, {
          onFieldErrors: (fieldErrors) => {
            const server: Errors = {};
            if (fieldErrors.identity) server.email = fieldErrors.identity;
            if (fieldErrors.password) server.password = fieldErrors.password;
            setErrors(server);
          },
        });
      }
    } finally {
      isBusy.current = false;
      setIsSubmitting(false);
    }
  };

  return (
    <CenteredCard title={t('title')}>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <FieldFrame label={t('email')} required error={errors.email}>
          {(props) => (
            <input
              {...props}
              ref={inputs.email}
              name="email"
              value={values.email}
              onChange={change('email')}
              type="email"
              dir="ltr"
              autoComplete="email"
              autoFocus
              data-autofocus
            />
          )}
        </FieldFrame>
        <FieldFrame label={t('password')} required error={errors.password}>
          {(props) => (
            <input
              {...props}
              ref={inputs.password}
              name="password"
              value={values.password}
              onChange={change('password')}
              type="password"
              autoComplete="current-password"
            />
          )}
        </FieldFrame>
        <Button type="submit" variant="primary" className={styles.submit} isLoading={isSubmitting}>
          {t('submit')}
        </Button>
      </form>
      <div className={styles.footer}>
        <a href="#/request-password-reset" className={styles.link}>
          {t('forgotPassword')}
        </a>
      </div>
    </CenteredCard>
  );
}
