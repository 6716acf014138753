import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Accordion } from '../../../ui/Accordion';
import { useCollectionForm, useHasErrorsUnder, useSetCollectionValue } from './formAccess';
import { CheckOption, ListOption, NumberOption } from './optionInputs';
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
        title="Username/Password"
        enabled={options.allowUsernameAuth}
        isOpen={open === 'username'}
        onToggle={() => toggle('username')}
        hasErrors={false}
      >
        <CheckOption
          label="Enable"
          hint="Users sign in with their username and password."
          checked={options.allowUsernameAuth}
          onChange={(v) => set('options.allowUsernameAuth', v)}
        />
      </Accordion>
      <Accordion
        title="Email/Password"
        enabled={options.allowEmailAuth}
        isOpen={open === 'email'}
        onToggle={() => toggle('email')}
        hasErrors={emailErrors}
      >
        <CheckOption
          label="Enable"
          hint="Users sign in with their email and password."
          checked={options.allowEmailAuth}
          onChange={(v) => set('options.allowEmailAuth', v)}
        />
        <ListOption
          name="options.exceptEmailDomains"
          label="Except domains"
          hint={
            options.onlyEmailDomains.length
              ? 'Clear "Only domains" to use this.'
              : 'Email domains NOT allowed to sign up, comma separated.'
          }
          disabled={options.onlyEmailDomains.length > 0}
          value={options.exceptEmailDomains}
          onChange={(v) => set('options.exceptEmailDomains', v)}
        />
        <ListOption
          name="options.onlyEmailDomains"
          label="Only domains"
          hint={
            options.exceptEmailDomains.length
              ? 'Clear "Except domains" to use this.'
              : 'The only email domains allowed to sign up, comma separated.'
          }
          disabled={options.exceptEmailDomains.length > 0}
          value={options.onlyEmailDomains}
          onChange={(v) => set('options.onlyEmailDomains', v)}
        />
      </Accordion>
      <Accordion
        title="OAuth2"
        enabled={options.allowOAuth2Auth}
        isOpen={open === 'oauth2'}
        onToggle={() => toggle('oauth2')}
        hasErrors={false}
      >
        <CheckOption
          label="Enable"
          hint="Users sign in with the OAuth2 providers enabled in the settings."
          checked={options.allowOAuth2Auth}
          onChange={(v) => set('options.allowOAuth2Auth', v)}
        />
        <p>
          <a href="#/settings/auth-providers">Manage OAuth2 providers</a>
        </p>
      </Accordion>
      <div className={styles.general}>
        <NumberOption
          name="options.minPasswordLength"
          label="Minimum password length"
          required
          integer
          hint="From 6 to 72 characters."
          value={options.minPasswordLength}
          onChange={(v) => set('options.minPasswordLength', v as number)}
        />
        <CheckOption
          label="Always require email"
          hint="Applies to new records; some OAuth2 providers return no email, so their sign-up may fail."
          checked={options.requireEmail}
          onChange={(v) => set('options.requireEmail', v)}
        />
      </div>
    </div>
  );
}
