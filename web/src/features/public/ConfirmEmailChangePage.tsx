import { useState } from 'react';
import { checkEmailChangeLink, confirmRecordEmailChange } from '../../api/recordAuth';
import { collectErrors, requiredMessage } from '../../lib/validation';
import { readRecordToken, type RecordTokenInfo } from './model/recordToken';
import type { RouteProps } from '../../lib/router';
import { Button } from '../../ui/Button';
import { CenteredCard } from '../../ui/CenteredCard';
import { SafeText } from '../../ui/SafeText';
import { Field, Form } from '../../ui/form/Form';
import { useAppForm } from '../../ui/form/useAppForm';
import card from '../../ui/CenteredCard.module.css';
import { LinkDone, LinkPending, LinkProblem, UnreadableLink } from './LinkMessages';
import { t } from './messages';
import { withParts } from '../../ui/withParts';
import { TokenError } from './TokenError';
import { useLinkFormSubmit } from './useLinkFormSubmit';
import { useLinkTask } from './useLinkTask';
import styles from './PublicPages.module.css';

/**
 * /users/confirm-email-change/{token} and /auth/confirm-email-change/{token} (open to anyone): the
 * link mailed to the new address of an email change. The link is checked on opening; the end user
 * confirms with their password, for the record of the collection named in the token.
 */
export default function ConfirmEmailChangePage({ params }: RouteProps) {
  const token = params.token ?? '';
  const info = readRecordToken(token);
  return (
    <CenteredCard title={t('emailChange.title')}>
      {info ? <CheckedEmailChange token={token} info={info} /> : <UnreadableLink />}
    </CenteredCard>
  );
}

function CheckedEmailChange({ token, info }: { token: string; info: RecordTokenInfo }) {
  const [check] = useLinkTask(`email-change:${token}`, () => checkEmailChangeLink(info.collectionId, token));
  if (check.status === 'pending') return <LinkPending>{t('link.checking')}</LinkPending>;
  if (check.status === 'done' && check.value) return <LinkProblem reason={check.value} />;
  // a check that got no answer leaves the form: its submit tells what the server says
  return <EmailChangeForm token={token} info={info} />;
}

function EmailChangeForm({ token, info }: { token: string; info: RecordTokenInfo }) {
  const [isDone, setIsDone] = useState(false);
  const form = useAppForm({ defaultValues: { password: '' } });
  const { register } = form;
  const { submit, isSubmitting } = useLinkFormSubmit(
    form,
    async ({ password }) => {
      await confirmRecordEmailChange(info.collectionId, token, password);
      setIsDone(true);
    },
    ({ password }) => collectErrors({ password: password ? undefined : requiredMessage() }),
  );
  const address = (email: string) => (
    <strong className={styles.email}>
      <SafeText text={email} />
    </strong>
  );
  // a token without the new address names it 'the new one': a sentence of its own, for the grammar
  const newEmail = info.newEmail ? { newEmail: address(info.newEmail) } : null;

  if (isDone) {
    return (
      <LinkDone>
        <p>
          {newEmail ? withParts((v) => t('emailChange.done', v), newEmail) : t('emailChange.doneUnnamed')}
        </p>
        <p>{t('emailChange.signInWithIt')}</p>
      </LinkDone>
    );
  }
  const oldEmail = info.email ? { email: address(info.email) } : null;
  const change = oldEmail
    ? newEmail
      ? withParts((v) => t('emailChange.fromTo', v), { ...oldEmail, ...newEmail })
      : withParts((v) => t('emailChange.fromToUnnamed', v), oldEmail)
    : newEmail
      ? withParts((v) => t('emailChange.to', v), newEmail)
      : t('emailChange.toUnnamed');
  return (
    <>
      <p className={card.text}>
        {change} {t('emailChange.enterPassword')}
      </p>
      <Form form={form} onSubmit={submit}>
        <TokenError />
        <Field name="password" label={t('emailChange.password')} required>
          {(props) => (
            <input
              {...props}
              {...register('password')}
              type="password"
              autoComplete="current-password"
              autoFocus
            />
          )}
        </Field>
        <Button type="submit" variant="primary" className={card.submit} isLoading={isSubmitting}>
          {t('emailChange.submit')}
        </Button>
      </Form>
    </>
  );
}
