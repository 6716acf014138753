// The OAuth2 redirect page (/auth/oauth2-redirect). The server's own flow (GET /api/oauth2-redirect)
// hands the code to the waiting app over realtime, then sends the popup here with nothing in the
// address: the page only has to close. A flow that redirects the provider straight to this page
// brings `code` and `state` (or `error`) in the query, which the page posts to the window that opened
// it, at our own origin only, before closing.

export interface OAuth2Result {
  code: string;
  state: string;
  /** The provider's refusal (`access_denied`…), with its description when given. */
  error: string;
  errorDescription: string;
}

/** What the redirect brought: from the real query (`/_/?code=…#/…`) or the hash query (`#/…?code=…`). */
export function readOAuth2Result(search: string, hashQuery: URLSearchParams): OAuth2Result | null {
  const real = new URLSearchParams(search);
  const read = (key: string) => real.get(key) ?? hashQuery.get(key) ?? '';
  const result = {
    code: read('code'),
    state: read('state'),
    error: read('error'),
    errorDescription: read('error_description'),
  };
  return result.code || result.state || result.error ? result : null;
}

/** The message posted to the opener: the code and state, or the provider's error. */
export function openerMessage(result: OAuth2Result): Record<string, string> {
  const message: Record<string, string> = { state: result.state };
  if (result.code) message.code = result.code;
  if (result.error) {
    message.error = result.error;
    if (result.errorDescription) message.errorDescription = result.errorDescription;
  }
  return message;
}
