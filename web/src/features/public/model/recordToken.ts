import { readTokenPayload } from '../../../lib/jwt';

// The links the server mails to end users (verification, password reset, email change) carry a JWT
// whose payload names the auth collection: {id, type: "authRecord", collectionId, email} (+ newEmail
// for an email change). The server checks the token; the page only needs to know where to send it.

export interface RecordTokenInfo {
  /** The auth collection the record belongs to (the API path of the confirmation call). */
  collectionId: string;
  /** The record's email address when the link was sent ('' when absent). */
  email: string;
  /** The address an email change goes to ('' when absent). */
  newEmail: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** What a record link's token says, or null when it is not a readable auth record token. */
export function readRecordToken(token: string): RecordTokenInfo | null {
  const payload = readTokenPayload(token);
  if (!payload || payload.type !== 'authRecord') return null;
  const collectionId = text(payload.collectionId);
  if (!collectionId) return null;
  return { collectionId, email: text(payload.email), newEmail: text(payload.newEmail) };
}
