import { useState } from 'react';
import { checkPasswordResetLink, confirmRecordPasswordReset } from '../../api/recordAuth';
import { passwordHint, validateNewPassword } from '../../lib/recordPassword';
import { readRecordToken, type RecordTokenInfo } from './model/recordToken';
import type { RouteProps } from '../../lib/router';
import { Button } from '../../ui/Button';
import { CenteredCard } from '../../ui/CenteredCard';
import { SafeText } from '../../ui/SafeText';
import { PasswordFields } from '../../ui/form/fields';
import { Form } from '../../ui/form/Form';
import { useAppForm } from '../../ui/form/useAppForm';
import card from '../../ui/CenteredCard.module.css';
import { LinkDone, LinkPending, LinkProblem, UnreadableLink } from './LinkMessages';
import { t } from './messages';
import { withParts } from '../../ui/withParts';
import { TokenError } from './TokenError';
import { useLinkFormSubmit } from './useLinkFormSubmit';
import { useLinkTask } from './useLinkTask';

/**
 * /users/confirm-password-reset/{token} and /auth/confirm-password-reset/{token} (open to anyone):
 * the link of an end user's password reset email. The link is checked on opening (which also tells
 * the collection's minimum length), then a new password and its confirmation are set for the record
 * of the collection named in the token.
 */
export default function ConfirmPasswordResetPage({ params }: RouteProps) {
  const token = params.token ?? '';
  const info = readRecordToken(token);
  return (
    <CenteredCard title={t('reset.title')}>
      {info ? <CheckedReset token={token} info={info} /> : <UnreadableLink />}
    </CenteredCard>
  );
}

function CheckedReset({ token, info }: { token: string; info: RecordTokenInfo }) {
  const [check] = useLinkTask(`password-reset:${token}`, () =>
    checkPasswordResetLink(info.collectionId, token),
  );
  if (check.status === 'pending') return <LinkPending>{t('link.checking')}</LinkPending>;
  if (check.status === 'done' && check.value.linkError) return <LinkProblem reason={check.value.linkError} />;
  // a check that got no answer leaves the form: its submit tells what the server says
  const minLength = check.status === 'done' ? check.value.minLength : null;
  return <ResetForm token={token} info={info} minLength={minLength} />;
}

interface ResetFormProps {
  token: string;
  info: RecordTokenInfo;
  minLength: number | null;
}

function ResetForm({ token, info, minLength }: ResetFormProps) {
  const [isDone, setIsDone] = useState(false);
  const form = useAppForm({ defaultValues: { password: '', passwordConfirm: '' } });
  const { submit, isSubmitting } = useLinkFormSubmit(
    form,
    async ({ password, passwordConfirm }) => {
      await confirmRecordPasswordReset(info.collectionId, token, password, passwordConfirm);
      setIsDone(true);
    },
    (values) => validateNewPassword(values, minLength),
  );

  if (isDone) {
    return (
      <LinkDone>
        <p>{t('reset.done')}</p>
        <p>{t('reset.signIn')}</p>
      </LinkDone>
    );
  }
  return (
    <>
      {info.email && (
        <p className={card.text}>
          {withParts((v) => t('reset.for', v), {
            email: (
              <strong>
                <SafeText text={info.email} />
              </strong>
            ),
          })}
        </p>
      )}
      <Form form={form} onSubmit={submit}>
        <TokenError />
        <PasswordFields
          passwordLabel={t('reset.newPassword')}
          confirmLabel={t('reset.newPasswordConfirm')}
          hint={passwordHint(minLength)}
          autoFocus
        />
        <Button type="submit" variant="primary" className={card.submit} isLoading={isSubmitting}>
          {t('reset.submit')}
        </Button>
      </Form>
    </>
  );
}
