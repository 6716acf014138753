import { confirmRecordVerification } from '../../api/recordAuth';
import { errorStatus } from '../../lib/errors';
import type { RouteProps } from '../../lib/router';
import { readRecordToken, type RecordTokenInfo } from './model/recordToken';
import { CenteredCard } from '../../ui/CenteredCard';
import { SafeText } from '../../ui/SafeText';
import { LinkDone, LinkPending, LinkProblem, linkErrorOf, UnreadableLink, Unreachable } from './LinkMessages';
import { t } from './messages';
import { withParts } from '../../ui/withParts';
import { useLinkTask } from './useLinkTask';

/**
 * /users/confirm-verification/{token} and /auth/confirm-verification/{token} (open to anyone): the
 * link of a verification email. It confirms on opening, for the collection named in the token, then
 * says whether the address is verified or why the link cannot be used.
 */
export default function ConfirmVerificationPage({ params }: RouteProps) {
  const token = params.token ?? '';
  const info = readRecordToken(token);
  return (
    <CenteredCard title={t('verify.title')}>
      {info ? <Verification token={token} info={info} /> : <UnreadableLink />}
    </CenteredCard>
  );
}

function Verification({ token, info }: { token: string; info: RecordTokenInfo }) {
  const [state, retry] = useLinkTask(`verification:${token}`, () =>
    confirmRecordVerification(info.collectionId, token),
  );
  const address = info.email
    ? {
        email: (
          <strong>
            <SafeText text={info.email} />
          </strong>
        ),
      }
    : null;

  if (state.status === 'pending')
    return (
      <LinkPending>
        {address ? withParts((v) => t('verify.pending', v), address) : t('verify.pendingUnnamed')}
      </LinkPending>
    );
  if (state.status === 'failed') {
    const status = errorStatus(state.error);
    if (status === 0 || status >= 500) return <Unreachable error={state.error} onRetry={retry} />;
    return <LinkProblem reason={linkErrorOf(state.error)} />;
  }
  return (
    <LinkDone>
      <p>{address ? withParts((v) => t('verify.done', v), address) : t('verify.doneUnnamed')}</p>
      <p>{t('verify.closePage')}</p>
    </LinkDone>
  );
}
