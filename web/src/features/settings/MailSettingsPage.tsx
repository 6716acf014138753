import { useFormContext } from 'react-hook-form';
import { Field } from '../../ui/form/Form';
import { t } from './mailMessages';
import { toMailForm, toMailPatch, validateMail, type MailForm } from './mailSettings';
import { MailTemplateAccordions } from './MailTemplateAccordions';
import { SettingsFormPage, type SettingsPageConfig } from './shared/SettingsFormPage';
import { SmtpFields } from './SmtpFields';
import { TestEmailButton } from './TestEmailPopup';
import styles from './shared/SettingsFormPage.module.css';

const config: SettingsPageConfig<MailForm> = {
  title: () => t('title'),
  page: 'mail',
  // the SMTP password never goes into the draft
  draftExclude: ['smtp.password'],
  toForm: toMailForm,
  // PATCH {meta, smtp} only, without the password's mask
  toPatch: toMailPatch,
  validate: validateMail,
  successMessage: () => t('saved'),
};

/**
 * /settings/mail: the sender, the three email templates, SMTP, and a test email sent with the saved
 * settings.
 */
export default function MailSettingsPage() {
  return (
    <SettingsFormPage
      config={config}
      actions={({ isDirty }) => <TestEmailButton hasUnsavedChanges={isDirty} />}
    >
      {({ pristine }) => <MailFields pristinePassword={pristine.smtp.password} />}
    </SettingsFormPage>
  );
}

function MailFields({ pristinePassword }: { pristinePassword: string }) {
  const { register } = useFormContext<MailForm>();
  return (
    <>
      <div className={styles.row}>
        <Field name="meta.senderName" label={t('senderName')} required>
          {(props) => <input {...props} {...register('meta.senderName')} type="text" autoComplete="off" />}
        </Field>
        <Field name="meta.senderAddress" label={t('senderAddress')} required>
          {(props) => (
            <input {...props} {...register('meta.senderAddress')} type="email" dir="ltr" autoComplete="off" />
          )}
        </Field>
      </div>
      <h2 className={styles.section}>{t('templates')}</h2>
      <MailTemplateAccordions />
      <SmtpFields pristinePassword={pristinePassword} />
    </>
  );
}
