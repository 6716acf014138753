import { useFormContext, useWatch } from 'react-hook-form';
import { isMasked } from '../../lib/settings';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/form/Form';
import { IconKey } from '../../ui/icons';
import { t } from './shared/messages';
import styles from './SecretField.module.css';

interface SecretFieldProps {
  /** The value path (`s3.secret`, `smtp.password`…). */
  name: string;
  label: string;
  required?: boolean;
  /** Under the input; default 'Set; not shown.' while a stored secret is masked. */
  hint?: string;
  /** 'text' where the admin should see what they paste (an OAuth2 client secret). */
  type?: 'password' | 'text';
}

/**
 * A secret of the settings: one the server holds comes back masked ('******'); it shows as set,
 * read-only, with a 'Set new value' button that clears it for typing a new one (Cancel brings the
 * mask back). The mask itself is never sent (the save drops it) nor kept in a draft.
 */
export function SecretField({ name, label, required, hint, type = 'password' }: SecretFieldProps) {
  const { register, setValue, setFocus, control } = useFormContext();
  const isSet = isMasked(useWatch({ control, name }));
  return (
    <Field
      name={name}
      label={label}
      required={required}
      hint={hint ?? (isSet ? t('secret.isSet') : undefined)}
    >
      {(props) => (
        <div className={styles.secret}>
          <input
            {...props}
            {...register(name)}
            type={type}
            readOnly={isSet}
            autoComplete={type === 'password' ? 'new-password' : 'off'}
            spellCheck={false}
          />
          {isSet && (
            <Button
              size="sm"
              variant="ghost"
              icon={<IconKey size={14} />}
              onClick={() => {
                setValue(name, '', { shouldDirty: true });
                setFocus(name);
              }}
            >
              {t('secret.setNew')}
            </Button>
          )}
        </div>
      )}
    </Field>
  );
}
