import { useFormContext } from 'react-hook-form';
import type { Settings } from '../../api/settings';
import type { FieldErrors } from '../../lib/formPaths';
import { numberFieldValue, numberValueError } from '../../lib/valueParsing';
import { Checkbox } from '../../ui/Checkbox';
import { Field } from '../../ui/form/Form';
import { t } from './shared/messages';
import { SettingsFormPage, type SettingsPageConfig } from './shared/SettingsFormPage';
import styles from './shared/SettingsFormPage.module.css';

type ApplicationForm = Pick<Settings, 'meta' | 'logs'>;

export function validateApplication(values: ApplicationForm): FieldErrors {
  const errors: FieldErrors = {};
  const missing = t('validation.missing');
  if (!values.meta.appName.trim()) errors['meta.appName'] = missing;
  if (!values.meta.appUrl.trim()) errors['meta.appUrl'] = missing;
  const days = values.logs.maxDays;
  const invalid = numberValueError(days);
  if (invalid) errors['logs.maxDays'] = invalid;
  else if (typeof days !== 'number' || Number.isNaN(days)) errors['logs.maxDays'] = missing;
  else if (days < 0 || !Number.isInteger(days)) errors['logs.maxDays'] = t('application.logsMaxDaysInvalid');
  return errors;
}

const config: SettingsPageConfig<ApplicationForm> = {
  title: () => t('application.title'),
  page: 'application',
  // PATCH {meta, logs} only
  toForm: (s) => ({ meta: structuredClone(s.meta), logs: { ...s.logs } }),
  validate: validateApplication,
  successMessage: () => t('application.saved'),
};

/** /settings: the page title and the collection controls follow a save at once. */
export default function ApplicationSettingsPage() {
  return <SettingsFormPage config={config}>{() => <ApplicationFields />}</SettingsFormPage>;
}

function ApplicationFields() {
  const { register } = useFormContext<ApplicationForm>();
  return (
    <>
      <div className={styles.row}>
        <Field name="meta.appName" label={t('application.appName')} required>
          {(props) => <input {...props} {...register('meta.appName')} type="text" autoComplete="off" />}
        </Field>
        <Field name="meta.appUrl" label={t('application.appUrl')} required>
          {(props) => (
            <input {...props} {...register('meta.appUrl')} type="url" dir="ltr" autoComplete="off" />
          )}
        </Field>
      </div>
      <Field name="logs.maxDays" label={t('application.logsMaxDays')} required>
        {(props) => (
          <input
            {...props}
            {...register('logs.maxDays', { setValueAs: numberFieldValue })}
            type="text"
            inputMode="numeric"
            autoComplete="off"
          />
        )}
      </Field>
      <Checkbox
        label={t('application.hideControls')}
        aria-describedby="hide-controls-hint"
        {...register('meta.hideControls')}
      />
      <p id="hide-controls-hint" className={styles.hint}>
        {t('application.hideControlsHint')}
      </p>
    </>
  );
}
