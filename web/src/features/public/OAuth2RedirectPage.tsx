import { useEffect, useState } from 'react';
import { openerMessage, readOAuth2Result, type OAuth2Result } from './model/oauth2Redirect';
import type { RouteProps } from '../../lib/router';
import { CenteredCard } from '../../ui/CenteredCard';
import card from '../../ui/CenteredCard.module.css';
import { LinkDone } from './LinkMessages';
import { t } from './messages';

/** The window that opened this one, while it is still there. */
function openerWindow(): Window | null {
  const opener = window.opener as Window | null;
  return opener && !opener.closed ? opener : null;
}

/** Whether the opener shows a page of our origin (reading another origin's location throws). */
function isSameOrigin(opener: Window): boolean {
  try {
    return opener.location.origin === window.location.origin;
  } catch {
    return false;
  }
}

/** Posted once per page load (StrictMode runs effects twice). */
let isHandedOver = false;

/**
 * /auth/oauth2-redirect (open to anyone), where an OAuth2 sign-in popup lands: the server's
 * redirect (GET /api/oauth2-redirect) after it gave the code to the app over realtime, or a
 * provider's redirect with `code` and `state` in the address. As a popup, it posts what it brought
 * to the window that opened it, at this page's own origin only (an opener elsewhere gets nothing),
 * and closes itself; opened on its own, it says what to do.
 */
export default function OAuth2RedirectPage({ query }: RouteProps) {
  const [result] = useState(() => readOAuth2Result(window.location.search, query));
  const [opener] = useState(openerWindow);

  useEffect(() => {
    if (!opener || isHandedOver) return;
    isHandedOver = true;
    // the code goes to a page of our own origin only: never to an opener elsewhere
    if (result && isSameOrigin(opener)) opener.postMessage(openerMessage(result), window.location.origin);
    window.close();
  }, [opener, result]);

  return (
    <CenteredCard title={t('oauth2.title')}>
      {opener ? (
        <LinkDone>
          <p>{result?.error ? t('oauth2.notCompleted') : t('oauth2.completed')}</p>
          <p>{t('oauth2.closesItself')}</p>
        </LinkDone>
      ) : (
        <StandaloneMessage result={result} />
      )}
    </CenteredCard>
  );
}

/** Opened on its own (a bookmark, a new tab, a blocked popup): what happened, what to do. */
function StandaloneMessage({ result }: { result: OAuth2Result | null }) {
  if (result?.error) {
    return (
      <div className={card.alert} role="alert">
        <p>{t('oauth2.refused', { reason: result.errorDescription || result.error })}</p>
        <p>{t('oauth2.tryAgain')}</p>
      </div>
    );
  }
  if (result) {
    return <p className={card.text}>{t('oauth2.noOpener')}</p>;
  }
  return <p className={card.text}>{t('oauth2.nothingToDo')}</p>;
}
