import { useFormContext, useWatch } from 'react-hook-form';
import { isMasked, type ProviderKey } from '../../lib/settings';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Field } from '../../ui/form/Form';
import { IconKey } from '../../ui/icons';
import { ENDPOINT_LABELS, providerInfo, type ProviderForm } from './authProviders';
import styles from './ProviderPopup.module.css';

interface ProviderFieldsProps {
  providerKey: ProviderKey;
  /** Apple: opens the secret dialog. */
  onGenerateSecret?: () => void;
}

/**
 * The popup's inputs (spec §2 Auth providers, §5): Enable, Client ID, Client secret, and the
 * provider's own endpoints. Client ID, secret and required endpoints are marked required only
 * while the provider is enabled.
 */
export function ProviderFields({ providerKey, onGenerateSecret }: ProviderFieldsProps) {
  const { register } = useFormContext<ProviderForm>();
  const isEnabled = !!useWatch<ProviderForm>({ name: `${providerKey}.enabled` });
  const endpoints = providerInfo(providerKey).endpoints;
  return (
    <>
      <Checkbox label="Enable" {...register(`${providerKey}.enabled`)} />
      <Field name={`${providerKey}.clientId`} label="Client ID" required={isEnabled}>
        {(props) => (
          <input
            {...props}
            {...register(`${providerKey}.clientId`)}
            type="text"
            autoComplete="off"
            spellCheck={false}
            autoFocus
            data-autofocus
          />
        )}
      </Field>
      <ClientSecretField providerKey={providerKey} isRequired={isEnabled} />
      {onGenerateSecret && (
        <div className={styles.generate}>
          <Button size="sm" icon={<IconKey />} onClick={onGenerateSecret}>
            Generate secret
          </Button>
        </div>
      )}
      {endpoints && (
        <fieldset className={styles.endpoints}>
          <legend>{endpoints.title}</legend>
          {endpoints.fields.map((field) => (
            <Field
              key={field}
              name={`${providerKey}.${field}`}
              label={ENDPOINT_LABELS[field]}
              required={isEnabled && endpoints.isRequired}
            >
              {(props) => (
                <input
                  {...props}
                  {...register(`${providerKey}.${field}`)}
                  type="url"
                  autoComplete="off"
                  spellCheck={false}
                  placeholder={endpoints.placeholders[field]}
                />
              )}
            </Field>
          ))}
          {endpoints.hint && <p className={styles.hint}>{endpoints.hint}</p>}
        </fieldset>
      )}
    </>
  );
}

/**
 * A stored secret comes back masked: it shows read-only, and 'Set new value' clears it for a new one
 * (spec §4). Left masked, it is not sent and the server keeps the stored secret.
 */
function ClientSecretField({ providerKey, isRequired }: { providerKey: ProviderKey; isRequired: boolean }) {
  const { register, setValue, setFocus } = useFormContext<ProviderForm>();
  const name = `${providerKey}.clientSecret` as const;
  const isStored = isMasked(useWatch<ProviderForm>({ name }));
  return (
    <Field name={name} label="Client secret" required={isRequired}>
      {(props) => (
        <div className={styles.secret}>
          <input
            {...props}
            {...register(name)}
            type="text"
            autoComplete="off"
            spellCheck={false}
            readOnly={isStored}
          />
          {isStored && (
            <Button
              icon={<IconKey />}
              onClick={() => {
                setValue(name, '', { shouldDirty: true });
                setFocus(name);
              }}
            >
              Set new value
            </Button>
          )}
        </div>
      )}
    </Field>
  );
}
