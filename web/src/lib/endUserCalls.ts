// The end-user pages (the links of the record emails, and the page the OAuth2 popup lands on) act for
// an end user, never for the admin, even in a browser where an admin is signed in: their calls go out
// without the admin's token, and no answer to them ends or redirects the admin session. api/client.ts
// applies both rules to every request the SDK sends, so no call can leave them out.

/** The pages of the record email links, each under both prefixes (`/users/…`, `/auth/…`). */
export const END_USER_LINK_PAGES = [
  'confirm-password-reset',
  'confirm-verification',
  'confirm-email-change',
] as const;
export const END_USER_LINK_PREFIXES = ['users', 'auth'] as const;
/** Where the OAuth2 popup lands after the provider (an end user's sign-in to the app, not the admin's). */
export const OAUTH2_REDIRECT_PATH = '/auth/oauth2-redirect';

const END_USER_PAGE = new RegExp(
  `^/(?:${END_USER_LINK_PREFIXES.join('|')})/(?:${END_USER_LINK_PAGES.join('|')})/[^/?#]+$`,
);

/**
 * The record auth calls that are an end user's whoever makes them: the three confirmations (only an
 * email link has their token) and the email change request (only the record itself may ask it; the
 * admin's token gets a 401, which must not sign the admin out). The other requests an end user could
 * make (request-verification, request-password-reset) are also what the admin sends from the record
 * editor, as the admin: they are an end user's when an end-user page makes them (isEndUserPage).
 */
const END_USER_CALL =
  /\/api\/collections\/[^/?#]+\/(?:confirm-(?:verification|password-reset|email-change)|request-email-change)(?:[?#]|$)/;

/** Whether a request URL is a call only an end user makes (record confirmations, email change request). */
export function isEndUserCall(url: string): boolean {
  return END_USER_CALL.test(url);
}

/** Whether the hash path (`/users/confirm-verification/…`) is an end-user page: every call it makes is theirs. */
export function isEndUserPage(path: string): boolean {
  return path === OAUTH2_REDIRECT_PATH || END_USER_PAGE.test(path);
}

/**
 * Whether a request must go out without the admin's token, and its answer leave the admin session
 * alone: an end-user call wherever it is made, and every call made while the tab shows an end-user page.
 */
export function isEndUserRequest(url: string, path: string): boolean {
  return isEndUserCall(url) || isEndUserPage(path);
}
