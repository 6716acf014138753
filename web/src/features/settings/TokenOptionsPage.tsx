import { useFormContext, useWatch } from 'react-hook-form';
import { randomSecret } from '../../lib/settings';
import { numberFieldValue } from '../../lib/valueParsing';
import { Field } from '../../ui/form/Form';
import { SettingsFormPage, type SettingsPageConfig } from './shared/SettingsFormPage';
import {
  isInvalidating,
  TOKEN_GROUPS,
  tokensFormOf,
  validateTokens,
  type TokenOption,
  type TokensForm,
} from './tokenOptions';
import { t } from './tokenOptionsMessages';
import styles from './TokenOptionsPage.module.css';

const config: SettingsPageConfig<TokensForm> = {
  title: () => t('title'),
  page: 'tokens',
  // a new secret is only kept in the form until saved: it is the invalidation itself
  draftExclude: TOKEN_GROUPS.flatMap((g) => g.tokens.map((t) => `${t.key}.secret`)),
  toForm: tokensFormOf,
  validate: validateTokens,
  successMessage: () => t('saved'),
};

/**
 * /settings/tokens: a duration per token type, each with 'Invalidate all previously issued tokens',
 * which sets a new random secret (active until saved or clicked again). Saving a new admin auth
 * secret signs every admin out on their next request.
 */
export default function TokenOptionsPage() {
  return (
    <SettingsFormPage config={config}>
      {({ pristine }) =>
        TOKEN_GROUPS.map((group) => (
          <fieldset key={group.title} className={styles.group}>
            <legend className={styles.legend}>{t(group.title)}</legend>
            {group.tokens.map((token) => (
              <TokenDuration key={token.key} token={token} pristineSecret={pristine[token.key].secret} />
            ))}
          </fieldset>
        ))
      }
    </SettingsFormPage>
  );
}

function TokenDuration({ token, pristineSecret }: { token: TokenOption; pristineSecret: string }) {
  const { register, setValue, control } = useFormContext<TokensForm>();
  const config = useWatch({ control, name: token.key });
  const isActive = isInvalidating(config, { duration: config.duration, secret: pristineSecret });
  const noteId = `${token.key}-invalidate-note`;
  return (
    <div className={styles.token}>
      <Field name={`${token.key}.duration`} label={t('durationLabel', { token: t(token.label) })} required>
        {(props) => (
          <input
            {...props}
            {...register(`${token.key}.duration`, {
              setValueAs: numberFieldValue,
            })}
            type="text"
            inputMode="numeric"
            autoComplete="off"
          />
        )}
      </Field>
      <div className={styles.invalidate}>
        <button
          type="button"
          className={`${styles.link} ${isActive ? styles.active : ''}`}
          aria-pressed={isActive}
          aria-describedby={isActive ? noteId : undefined}
          onClick={() =>
            setValue(`${token.key}.secret`, isActive ? pristineSecret : randomSecret(), { shouldDirty: true })
          }
        >
          {t('invalidate')}
        </button>
        {isActive && (
          <span id={noteId} className={styles.note}>
            {t('invalidateNote')}
          </span>
        )}
      </div>
    </div>
  );
}
