import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Accordion } from '../../../ui/Accordion';
import { useCollectionForm, useHasErrorsUnder, useSetCollectionValue } from './formAccess';
import { CheckOption, ListOption, NumberOption } from './optionInputs';
import { t } from './messages';
import styles from './AuthOptionsTab.module.css';

type Section = 'username' | 'email' | 'oauth2';

/** The Options tab of auth collections: sign-in methods and the password policy. */
export function AuthOptionsTab() {
  const { control } = useCollectionForm();
  const set = useSetCollectionValue();
  const options = useWatch({ control, name: 'options' });
  const [open, setOpen] = useState<Section | null>(null);
  const toggle = (section: Section) => setOpen((current) => (current === section ? null : section));
  const onlyDomainsError = useHasErrorsUnder('options.onlyEmailDomains');
  const exceptDomainsError = useHasErrorsUnder('options.exceptEmailDomains');
  const emailErrors = onlyDomainsError || exceptDomainsError;
  // an error in the email accordion opens it, so the error shows
  const [hadEmailErrors, setHadEmailErrors] = useState(emailErrors);
  if (hadEmailErrors !== emailErrors) {
    setHadEmailErrors(emailErrors);
    if (emailErrors) setOpen('email');
  }

  return (
    <div className={styles.tab}>
      <Accordion
        title={t('auth.usernamePassword')}
        enabled={options.allowUsernameAuth}
        isOpen={open === 'username'}
        onToggle={() => toggle('username')}
        hasErrors={false}
      >
        <CheckOption
          label={t('auth.enable')}
          hint={t('auth.usernameHint')}
          checked={options.allowUsernameAuth}
          onChange={(v) => set('options.allowUsernameAuth', v)}
        />
      </Accordion>
      <Accordion
        title={t('auth.emailPassword')}
        enabled={options.allowEmailAuth}
        isOpen={open === 'email'}
        onToggle={() => toggle('email')}
        hasErrors={emailErrors}
      >
        <CheckOption
          label={t('auth.enable')}
          hint={t('auth.emailHint')}
          checked={options.allowEmailAuth}
          onChange={(v) => set('options.allowEmailAuth', v)}
        />
        <ListOption
          name="options.exceptEmailDomains"
          label={t('auth.exceptDomains')}
          hint={options.onlyEmailDomains.length ? t('auth.clearOnly') : t('auth.exceptHint')}
          disabled={options.onlyEmailDomains.length > 0}
          value={options.exceptEmailDomains}
          onChange={(v) => set('options.exceptEmailDomains', v)}
        />
        <ListOption
          name="options.onlyEmailDomains"
          label={t('auth.onlyDomains')}
          hint={options.exceptEmailDomains.length ? t('auth.clearExcept') : t('auth.onlyHint')}
          disabled={options.exceptEmailDomains.length > 0}
          value={options.onlyEmailDomains}
          onChange={(v) => set('options.onlyEmailDomains', v)}
        />
      </Accordion>
      <Accordion
        title={t('auth.oauth2')}
        enabled={options.allowOAuth2Auth}
        isOpen={open === 'oauth2'}
        onToggle={() => toggle('oauth2')}
        hasErrors={false}
      >
        <CheckOption
          label={t('auth.enable')}
          hint={t('auth.oauth2Hint')}
          checked={options.allowOAuth2Auth}
          onChange={(v) => set('options.allowOAuth2Auth', v)}
        />
        <p>
          <a href="#/settings/auth-providers">{t('auth.manageProviders')}</a>
        </p>
      </Accordion>
      <div className={styles.general}>
        <NumberOption
          name="options.minPasswordLength"
          label={t('auth.minPasswordLength')}
          required
          integer
          hint={t('auth.minPasswordHint')}
          value={options.minPasswordLength}
          onChange={(v) => set('options.minPasswordLength', v as number)}
        />
        <CheckOption
          label={t('auth.requireEmail')}
          hint={t('auth.requireEmailHint')}
          checked={options.requireEmail}
          onChange={(v) => set('options.requireEmail', v)}
        />
      </div>
    </div>
  );
}
