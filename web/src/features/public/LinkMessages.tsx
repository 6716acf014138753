import type { ReactNode } from 'react';
import { errorMessage, fieldErrorsOf } from '../../lib/errors';
import { isUnreachable } from '../../lib/loadFailure';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import card from '../../ui/CenteredCard.module.css';
import styles from './PublicPages.module.css';

/** Why the server refused a link: its message about the token, else its message. */
export function linkErrorOf(err: unknown): string {
  return fieldErrorsOf(err).token ?? errorMessage(err);
}

/** A link that cannot be used: the server's reason (or ours), and what to do. */
export function LinkProblem({ reason }: { reason: string }) {
  return (
    <div className={card.alert} role="alert">
      <p className={styles.alertTitle}>This link is invalid or has expired.</p>
      <p className={styles.alertText}>{reason}</p>
      <p className={styles.alertText}>Ask the app for a new link, then open it from the new email.</p>
    </div>
  );
}

/** A token that is no record link at all (cut short when copied, or tampered with). */
export const UNREADABLE_LINK = 'The link is incomplete or damaged: open it again from the email, in full.';

/** The server could not be reached: say so and offer to try again. */
export function Unreachable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className={card.alert} role="alert">
      <p className={styles.alertTitle}>
        {isUnreachable(error) ? 'The server could not be reached.' : errorMessage(error)}
      </p>
      <Button onClick={onRetry}>Try again</Button>
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
