// When the admin session a tab shows has ended. Each tab keeps its own screens, but the session is
// shared by every tab of the browser (the SDK keeps it in localStorage): a sign-out or a sign-in in
// one tab changes it for all of them, and each must notice, drop what it shows and start again.

/**
 * What ended it: 'logout', this tab signed out; 'rejected', the server no longer takes the token (a
 * 401, an expired stored session); 'elsewhere', another tab signed out, or signed in as someone else.
 */
export type SessionEndCause = 'logout' | 'rejected' | 'elsewhere';

export interface SessionEnd {
  /** The admin whose session ended (their screens, data and drafts). */
  adminId: string;
  /** Who is signed in now (another tab signed in again, maybe as another admin), or null. */
  nextAdminId: string | null;
  cause: SessionEndCause;
}

/**
 * Whether going from `before` to `after` (the admin signed in, or null) ends the session the tab
 * shows: it does when someone else, or no one, is signed in now, and also when the same admin is
 * signed in again after a sign-out this tab only heard about afterwards (`wasInterrupted`): a new
 * session, whose screens start anew. A first sign-in or a refreshed token ends nothing.
 */
export function sessionEnd(
  before: string | null,
  after: string | null,
  cause: SessionEndCause,
  wasInterrupted = false,
): SessionEnd | null {
  if (before === null || (before === after && !wasInterrupted)) return null;
  return { adminId: before, nextAdminId: after, cause };
}
