import { useFormContext, useWatch } from 'react-hook-form';
import type { ProviderKey } from '../../lib/settings';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Field } from '../../ui/form/Form';
import { IconKey } from '../../ui/icons';
import { ENDPOINT_LABELS, providerInfo, type ProviderForm } from './authProviders';
import { SecretField } from './SecretField';
import { t } from './authProvidersMessages';
import styles from './ProviderPopup.module.css';

interface ProviderFieldsProps {
  providerKey: ProviderKey;
  /** Apple: opens the secret dialog. */
  onGenerateSecret?: () => void;
}

/**
 * The popup's inputs: Enable, Client ID, Client secret, and the provider's own endpoints. Client
 * ID, secret and required endpoints are marked required only while the provider is enabled.
 */
export function ProviderFields({ providerKey, onGenerateSecret }: ProviderFieldsProps) {
  const { register } = useFormContext<ProviderForm>();
  const isEnabled = !!useWatch<ProviderForm>({ name: `${providerKey}.enabled` });
  const endpoints = providerInfo(providerKey).endpoints;
  return (
    <>
      <Checkbox label={t('field.enable')} {...register(`${providerKey}.enabled`)} />
      <Field name={`${providerKey}.clientId`} label={t('field.clientId')} required={isEnabled}>
        {(props) => (
          <input
            {...props}
            {...register(`${providerKey}.clientId`)}
            type="text"
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            autoFocus
            data-autofocus
          />
        )}
      </Field>
      {/* left masked, it is not sent and the server keeps the stored secret */}
      <SecretField
        name={`${providerKey}.clientSecret`}
        label={t('field.clientSecret')}
        required={isEnabled}
        type="text"
      />
      {onGenerateSecret && (
        <div className={styles.generate}>
          <Button size="sm" icon={<IconKey />} onClick={onGenerateSecret}>
            {t('field.generateSecret')}
          </Button>
        </div>
      )}
      {endpoints && (
        <fieldset className={styles.endpoints}>
          <legend>{t(endpoints.title)}</legend>
          {endpoints.fields.map((field) => (
            <Field
              key={field}
              name={`${providerKey}.${field}`}
              label={t(ENDPOINT_LABELS[field])}
              required={isEnabled && endpoints.isRequired}
            >
              {(props) => (
                <input
                  {...props}
                  {...register(`${providerKey}.${field}`)}
                  type="url"
                  dir="ltr"
                  autoComplete="off"
                  spellCheck={false}
                  placeholder={endpoints.placeholders[field]}
                />
              )}
            </Field>
          ))}
          {endpoints.hint && <p className={styles.hint}>{t(endpoints.hint.key, endpoints.hint.values)}</p>}
        </fieldset>
      )}
    </>
  );
}
