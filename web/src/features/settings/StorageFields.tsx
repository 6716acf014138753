import { useFormContext, useWatch } from 'react-hook-form';
import { migrationWarning, S3_TEST_IDLE, type S3TestState, type StorageForm } from './model/storageSettings';
import { Checkbox } from '../../ui/Checkbox';
import { Field } from '../../ui/form/Form';
import { IconAlert } from '../../ui/icons';
import { S3ConnectionStatus } from './S3ConnectionStatus';
import { SecretField } from './SecretField';
import shell from './shared/SettingsFormPage.module.css';
import { t, type StorageKey } from './storageMessages';
import styles from './StorageSettingsPage.module.css';

interface StorageFieldsProps {
  /** Whether the stored settings use S3 (the connection test is about them). */
  wasS3: boolean;
  test: S3TestState;
}

/** The S3 switch, the migration warning, and the S3 values while the switch is on. */
export function StorageFields({ wasS3, test }: StorageFieldsProps) {
  const { register, control } = useFormContext<StorageForm>();
  const isS3 = useWatch({ control, name: 's3.enabled' });
  const warning = migrationWarning(wasS3, isS3);
  const text = (name: `s3.${'endpoint' | 'bucket' | 'region' | 'accessKey'}`, type = 'text') => (
    <Field name={name} label={t(LABELS[name])} required>
      {(props) => (
        // an endpoint URL, a bucket, a region and a key read left to right in any page
        <input {...props} {...register(name)} type={type} dir="ltr" autoComplete="off" spellCheck={false} />
      )}
    </Field>
  );

  return (
    <>
      <p className={shell.hint + ' ' + styles.intro}>{t('intro')}</p>
      <div className={styles.toggleRow}>
        <Checkbox label={t('useS3')} role="switch" {...register('s3.enabled')} />
        <S3ConnectionStatus state={wasS3 ? test : S3_TEST_IDLE} />
      </div>
      {warning && (
        <p className={styles.warning} role="alert">
          <IconAlert size={16} />
          <span>{warning}</span>
        </p>
      )}
      {isS3 && (
        <div className={styles.s3}>
          <div className={shell.row}>
            {text('s3.endpoint', 'url')}
            {text('s3.bucket')}
          </div>
          <div className={shell.row}>
            {text('s3.region')}
            {text('s3.accessKey')}
            <SecretField name="s3.secret" label={t('secret')} required />
          </div>
          <Checkbox
            label={t('forcePathStyle')}
            aria-describedby="s3-path-style-hint"
            {...register('s3.forcePathStyle')}
          />
          <p id="s3-path-style-hint" className={shell.hint}>
            {t('forcePathStyleHint')}
          </p>
        </div>
      )}
    </>
  );
}

/** The inputs' labels: keys of the page's catalog, read when shown. */
const LABELS = {
  's3.endpoint': 'endpoint',
  's3.bucket': 'bucket',
  's3.region': 'region',
  's3.accessKey': 'accessKey',
} as const satisfies Record<string, StorageKey>;
