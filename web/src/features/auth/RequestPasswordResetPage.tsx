import { useState } from 'react';
import { pb } from '../../api/client';
import { collectErrors, validateEmail } from '../../lib/validation';
import { Button } from '../../ui/Button';
import { CenteredCard } from '../../ui/CenteredCard';
import { EmailField } from '../../ui/form/fields';
import { Form } from '../../ui/form/Form';
import { useAppForm, useFormSubmit } from '../../ui/form/useAppForm';
import styles from '../../ui/CenteredCard.module.css';
import { t } from './messages';
import { withParts } from '../../ui/withParts';

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
    <CenteredCard title={t('request.title')}>
      {sentTo ? (
        <p className={styles.text} role="status">
          {withParts((v) => t('request.sent', v), { email: <strong>{sentTo}</strong> })}
        </p>
      ) : (
        <Form form={form} onSubmit={submit}>
          <p className={styles.text}>{t('request.intro')}</p>
          <EmailField autoFocus />
          <Button type="submit" variant="primary" className={styles.submit} isLoading={isSubmitting}>
            {t('request.submit')}
          </Button>
        </Form>
      )}
      <div className={styles.footer}>
        <a href="#/login" className={styles.link}>
          {t('backToLogin')}
        </a>
      </div>
    </CenteredCard>
  );
}
