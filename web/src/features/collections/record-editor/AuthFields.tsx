import type { Collection } from 'pocketbase';
import { useFormContext, useWatch } from 'react-hook-form';
import { confirm } from '../../../lib/confirm';
import type { AuthFormValues } from './model/recordForm';
import { Checkbox } from '../../../ui/Checkbox';
import { PasswordFields } from '../../../ui/form/fields';
import { Field } from '../../../ui/form/Form';
import styles from './RecordEditorPanel.module.css';
import { t } from './messages';

interface AuthFieldsProps {
  collection: Collection;
  isNew: boolean;
}

/**
 * The system fields of an auth record: username (empty on a new record lets the server generate
 * one), email with its visibility, verified (on a saved record it asks first and reverts when
 * cancelled), and password + confirm on a new record or behind 'Change password'.
 */
export function AuthFields({ collection, isNew }: AuthFieldsProps) {
  const { register, setValue, control } = useFormContext<{ auth: AuthFormValues }>();
  const changePassword = useWatch({ control, name: 'auth.changePassword' });
  const emailVisibility = useWatch({ control, name: 'auth.emailVisibility' });
  const options = collection.options as { minPasswordLength?: unknown; requireEmail?: unknown };
  const minLength = typeof options.minPasswordLength === 'number' ? options.minPasswordLength : 8;
  const isEmailRequired = options.requireEmail === true && isNew;
  const showsPassword = isNew || changePassword;
  const verified = register('auth.verified');

  return (
    <div className={styles.authFields}>
      <Field
        name="auth.username"
        label={t('auth.username')}
        required={!isNew}
        hint={isNew ? t('auth.usernameHint') : undefined}
        warnBidi
      >
        {(input) => (
          <input
            {...input}
            {...register('auth.username')}
            type="text"
            dir="ltr"
            autoComplete="off"
            placeholder={isNew ? t('autoGenerate') : undefined}
          />
        )}
      </Field>
      <Field name="auth.email" label={t('auth.email')} required={isEmailRequired} warnBidi>
        {(input) => (
          <div className={styles.emailRow}>
            <input {...input} {...register('auth.email')} type="email" dir="ltr" autoComplete="off" />
            <button
              type="button"
              className={styles.visibility}
              aria-pressed={emailVisibility}
              onClick={() => setValue('auth.emailVisibility', !emailVisibility, { shouldDirty: true })}
              title={t('auth.visibilityTitle')}
            >
              {emailVisibility ? t('auth.publicOn') : t('auth.publicOff')}
            </button>
          </div>
        )}
      </Field>
      <Checkbox
        label={t('auth.verified')}
        {...verified}
        onChange={async (e) => {
          const checked = e.target.checked;
          if (!isNew) {
            const yes = await confirm(checked ? t('auth.verify.confirm') : t('auth.unverify.confirm'));
            if (!yes) {
              e.target.checked = !checked; // revert: the admin said No
              return;
            }
          }
          void verified.onChange(e);
        }}
      />
      {!isNew && (
        <Checkbox
          label={t('auth.changePassword')}
          {...register('auth.changePassword', {
            onChange: (e: { target: { checked: boolean } }) => {
              if (!e.target.checked) {
                setValue('auth.password', '');
                setValue('auth.passwordConfirm', '');
              }
            },
          })}
        />
      )}
      {showsPassword && (
        <div className={styles.passwords}>
          <PasswordFields prefix="auth" hint={t('auth.passwordHint', { min: minLength })} />
        </div>
      )}
    </div>
  );
}
