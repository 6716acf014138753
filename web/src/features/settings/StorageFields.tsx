import { useFormContext, useWatch } from 'react-hook-form';
import { migrationWarning, S3_TEST_IDLE, type S3TestState, type StorageForm } from './model/storageSettings';
import { Checkbox } from '../../ui/Checkbox';
import { Field } from '../../ui/form/Form';
import { IconAlert } from '../../ui/icons';
import { S3ConnectionStatus } from './S3ConnectionStatus';
import { SecretField } from './SecretField';
import shell from './shared/SettingsFormPage.module.css';
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
    <Field name={name} label={LABELS[name]} required>
      {(props) => (
        // an endpoint URL, a bucket, a region and a key read left to right in any page
        <input {...props} {...register(name)} type={type} dir="ltr" autoComplete="off" spellCheck={false} />
      )}
    </Field>
  );

  return (
    <>
      <p className={shell.hint + ' ' + styles.intro}>
        By default uploaded files are kept on the server&apos;s local file system. Use an S3-compatible
        storage to keep them there instead.
      </p>
      <div className={styles.toggleRow}>
        <Checkbox label="Use S3 storage" role="switch" {...register('s3.enabled')} />
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
            <SecretField name="s3.secret" label="Secret" required />
          </div>
          <Checkbox
            label="Force path-style addressing"
            aria-describedby="s3-path-style-hint"
            {...register('s3.forcePathStyle')}
          />
          <p id="s3-path-style-hint" className={shell.hint}>
            The bucket goes in the path (https://host/bucket/key) instead of the host name
            (https://bucket.host/key): most self-hosted S3 servers need it.
          </p>
        </div>
      )}
    </>
  );
}

const LABELS = {
  's3.endpoint': 'Endpoint',
  's3.bucket': 'Bucket',
  's3.region': 'Region',
  's3.accessKey': 'Access key',
} as const;
