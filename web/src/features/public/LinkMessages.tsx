import type { ReactNode } from 'react';
import { errorMessage, fieldErrorsOf } from '../../lib/errors';
import { isUnreachable } from '../../lib/loadFailure';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import card from '../../ui/CenteredCard.module.css';
import { t } from './messages';
import styles from './PublicPages.module.css';

/** Why the server refused a link: its message about the token, else its message. */
export function linkErrorOf(err: unknown): string {
  return fieldErrorsOf(err).token ?? errorMessage(err);
}

/** A link that cannot be used: the server's reason (or ours), and what to do. */
export function LinkProblem({ reason }: { reason: string }) {
  return (
    <div className={card.alert} role="alert">
      <p className={styles.alertTitle}>{t('link.invalid')}</p>
      <p className={styles.alertText}>{reason}</p>
      <p className={styles.alertText}>{t('link.askNew')}</p>
    </div>
  );
}

/** A token that is no record link at all (cut short when copied, or tampered with). */
export function UnreadableLink() {
  return <LinkProblem reason={t('link.unreadable')} />;
}

/** The server could not be reached: say so and offer to try again. */
export function Unreachable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className={card.alert} role="alert">
      <p className={styles.alertTitle}>
        {isUnreachable(error) ? t('link.unreachable') : errorMessage(error)}
      </p>
      <Button onClick={onRetry}>{t('link.retry')}</Button>
    </div>
  );
}

/** Work in progress (checking or confirming a link). */
export function LinkPending({ children }: { children: ReactNode }) {
  return (
    <p className={styles.pending} role="status">
      <Spinner size="sm" />
      {children}
    </p>
  );
}

/** The end of a flow: what happened. */
export function LinkDone({ children }: { children: ReactNode }) {
  return (
    <div className={styles.done} role="status">
      {children}
    </div>
  );
}
