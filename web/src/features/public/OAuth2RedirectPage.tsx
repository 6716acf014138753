import { useEffect, useState } from 'react';
import { openerMessage, readOAuth2Result, type OAuth2Result } from './model/oauth2Redirect';
import type { RouteProps } from '../../lib/router';
import { CenteredCard } from '../../ui/CenteredCard';
import card from '../../ui/CenteredCard.module.css';
import { LinkDone } from './LinkMessages';

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
    <CenteredCard title="OAuth2 sign-in">
      {opener ? (
        <LinkDone>
          <p>{result?.error ? 'The sign-in was not completed.' : 'The sign-in is complete.'}</p>
          <p>This window closes by itself. If it stays open, close it and go back to the app.</p>
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
        <p>The provider did not sign you in: {result.errorDescription || result.error}</p>
        <p>Go back to the app and try again.</p>
      </div>
    );
  }
  if (result) {
    return (
      <p className={card.text}>
        The provider has answered, but no app window is waiting for it here: this page was meant to open as a
        popup of the app you were signing in to. Go back to the app and sign in again, allowing its popup
        window.
      </p>
    );
  }
  return (
    <p className={card.text}>
      This page closes the popup window of an OAuth2 sign-in once the provider has answered. There is nothing
      to do here: if you were signing in to an app, go back to it; if its popup is still open, finish signing
      in there.
    </p>
  );
}
