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
import { t } from './messages';
import { withParts } from '../../ui/withParts';

export default function ConfirmPasswordResetPage({ params }: RouteProps) {
  const token = params.token ?? '';
  const email = readTokenPayload(token)?.email;
  const form = useAppForm({ defaultValues: { password: '', passwordConfirm: '' } });
  const { submit, isSubmitting } = useFormSubmit(
    form,
    async ({ password, passwordConfirm }) => {
      await pb.admins.confirmPasswordReset(token, password, passwordConfirm);
      toast.success(t('reset.success'));
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
    <CenteredCard title={t('reset.title')}>
      {typeof email === 'string' && email && (
        <p className={styles.text}>
          {withParts((v) => t('reset.for', v), {
            email: (
              <strong>
                <SafeText text={email} />
              </strong>
            ),
          })}
        </p>
      )}
      <Form form={form} onSubmit={submit}>
        <TokenError />
        <PasswordFields
          passwordLabel={t('reset.newPassword')}
          confirmLabel={t('reset.newPasswordConfirm')}
          autoFocus
        />
        <Button type="submit" variant="primary" className={styles.submit} isLoading={isSubmitting}>
          {t('reset.submit')}
        </Button>
      </Form>
      <div className={styles.footer}>
        <a href="#/login" className={styles.link}>
          {t('backToLogin')}
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
      {withParts((v) => t('reset.tokenError', { ...v, error }), {
        link: <a href="#/request-password-reset">{t('reset.requestNewLink')}</a>,
      })}
    </p>
  );
}
