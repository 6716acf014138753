// The calls of the end-user pages (record confirmation links) are an end user's, never the admin's:
// they go out without the admin's token, and their answers never end or redirect the admin session.

const END_USER_CALL =
  /\/api\/collections\/[^/?#]+\/confirm-(?:verification|password-reset|email-change)(?:[?#]|$)/;

/** Whether a request URL is a record confirmation call (verification, password reset, email change). */
export function isEndUserCall(url: string): boolean {
  return END_USER_CALL.test(url);
}
