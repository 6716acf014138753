import { useId } from 'react';
import { Controller, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { isMasked } from '../../lib/settings';
import { numberFieldValue } from '../../lib/valueParsing';
import { Checkbox } from '../../ui/Checkbox';
import { Field } from '../../ui/form/Form';
import { Select } from '../../ui/Select';
import { SecretField } from './SecretField';
import { SMTP_AUTH_OPTIONS, SMTP_TLS_OPTIONS, type MailForm } from './mailSettings';
import { t } from './mailMessages';
import formStyles from './shared/SettingsFormPage.module.css';
import styles from './MailSettingsPage.module.css';

/**
 * The SMTP toggle and, while it is on, the server's fields. Turning it off clears the errors of the
 * hidden fields and keeps their values for when it comes back on; errors the server still finds
 * there while it is off (it checks the host either way) are announced by the toggle.
 */
export function SmtpFields({ pristinePassword }: { pristinePassword: string }) {
  const { register, control, clearErrors } = useFormContext<MailForm>();
  const enabled = useWatch({ control, name: 'smtp.enabled' });
  const { errors } = useFormState({ control, name: 'smtp' });
  // the server checks the host even with SMTP off: its error must not hide behind the toggle
  const hasHiddenErrors = !enabled && !!errors.smtp;
  const fieldsId = useId();
  const hintId = useId();
  return (
    <>
      <Checkbox
        label={t('smtp.use')}
        aria-controls={enabled ? fieldsId : undefined}
        aria-describedby={hintId}
        {...register('smtp.enabled', {
          onChange: (e: { target: { checked: boolean } }) => {
            if (!e.target.checked) clearErrors('smtp');
          },
        })}
      />
      <p id={hintId} className={formStyles.hint}>
        {t('smtp.useHint')}
      </p>
      {hasHiddenErrors && (
        <p className={styles.error} role="alert">
          {t('smtp.hiddenErrors')}
        </p>
      )}
      {enabled && (
        <div id={fieldsId} className={styles.smtp}>
          <div className={formStyles.row}>
            <Field name="smtp.host" label={t('smtp.host')} required>
              {(props) => (
                <input
                  {...props}
                  {...register('smtp.host')}
                  type="text"
                  dir="ltr"
                  autoComplete="off"
                  spellCheck={false}
                />
              )}
            </Field>
            <Field name="smtp.port" label={t('smtp.port')} required>
              {(props) => (
                <input
                  {...props}
                  {...register('smtp.port', { setValueAs: numberFieldValue })}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                />
              )}
            </Field>
          </div>
          <div className={formStyles.row}>
            <Field name="smtp.tls" label={t('smtp.tls')} required>
              {(props) => (
                <Controller
                  control={control}
                  name="smtp.tls"
                  render={({ field }) => (
                    <Select
                      {...props}
                      options={SMTP_TLS_OPTIONS.map(({ value, label }) => ({ value, label: t(label) }))}
                      value={String(field.value)}
                      onChange={(value) => field.onChange(value === 'true')}
                    />
                  )}
                />
              )}
            </Field>
            <Field name="smtp.authMethod" label={t('smtp.authMethod')}>
              {(props) => (
                <Controller
                  control={control}
                  name="smtp.authMethod"
                  render={({ field }) => (
                    <Select
                      {...props}
                      options={SMTP_AUTH_OPTIONS.map(({ value, label }) => ({ value, label: t(label) }))}
                      value={field.value}
                      onChange={(value) => field.onChange(value || 'PLAIN')}
                    />
                  )}
                />
              )}
            </Field>
          </div>
          <div className={formStyles.row}>
            <Field name="smtp.username" label={t('smtp.username')}>
              {(props) => <input {...props} {...register('smtp.username')} type="text" autoComplete="off" />}
            </Field>
            <SmtpPassword pristinePassword={pristinePassword} />
          </div>
        </div>
      )}
    </>
  );
}

/** The password: shown as set while it holds the server's mask; never kept in the draft. */
function SmtpPassword({ pristinePassword }: { pristinePassword: string }) {
  const { control } = useFormContext<MailForm>();
  const password = useWatch({ control, name: 'smtp.password' });
  const hint = isMasked(password)
    ? t('smtp.passwordIsSet')
    : isMasked(pristinePassword) && password === ''
      ? t('smtp.passwordRemove')
      : undefined;
  return <SecretField name="smtp.password" label={t('smtp.password')} hint={hint} />;
}
