import { errorStatus, fieldErrorsOf, errorMessage } from '../lib/errors';
import { minLengthFromMessage } from '../lib/recordPassword';
import { NO_AUTO_CANCEL, pb } from './client';

// The record confirmation calls of the end-user pages, for the collection named in the link's
// token. Like every call of those pages, they go out without the admin's token and never touch the
// admin session (client.ts: beforeSend and afterSend, for every request), so an admin signed in in
// the same browser stays signed in.

export function confirmRecordVerification(collectionId: string, token: string): Promise<boolean> {
  return pb.collection(collectionId).confirmVerification(token, {}, NO_AUTO_CANCEL);
}

export function confirmRecordPasswordReset(
  collectionId: string,
  token: string,
  password: string,
  passwordConfirm: string,
): Promise<boolean> {
  return pb
    .collection(collectionId)
    .confirmPasswordReset(token, password, passwordConfirm, {}, NO_AUTO_CANCEL);
}

export function confirmRecordEmailChange(
  collectionId: string,
  token: string,
  password: string,
): Promise<boolean> {
  return pb.collection(collectionId).confirmEmailChange(token, password, {}, NO_AUTO_CANCEL);
}

export interface ResetLinkCheck {
  /** Why the server refuses the link ('Invalid or expired token.'), or null when it takes it. */
  linkError: string | null;
  /** The collection's minimum password length, when the server said it. */
  minLength: number | null;
}

/**
 * Checks a password reset link before the end user types anything: a confirmation whose two values
 * differ, which the server always refuses without changing anything, and whose answer tells whether
 * the token is valid and, in the refusal of a one-character password, the collection's minimum length
 * (an anonymous visitor cannot read the collection's options). Rejects when the server gave no answer.
 */
export async function checkPasswordResetLink(collectionId: string, token: string): Promise<ResetLinkCheck> {
  try {
    await confirmRecordPasswordReset(collectionId, token, 'a', 'b');
    return { linkError: null, minLength: null }; // never: the confirmation does not match
  } catch (err) {
    const status = errorStatus(err);
    if (status === 0 || status >= 500) throw err;
    const fields = fieldErrorsOf(err);
    // 404: no auth collection with that id (deleted since the link was sent)
    const linkError = fields.token ?? (status === 404 ? errorMessage(err) : null);
    return { linkError, minLength: minLengthFromMessage(fields.password) };
  }
}

/**
 * Checks an email change link before the end user types their password: a confirmation without a
 * password, which the server always refuses without changing anything, and whose answer tells whether
 * the token is valid (and the new address still free). Rejects when the server gave no answer.
 */
export async function checkEmailChangeLink(collectionId: string, token: string): Promise<string | null> {
  try {
    await confirmRecordEmailChange(collectionId, token, '');
    return null; // never: the password is required
  } catch (err) {
    const status = errorStatus(err);
    if (status === 0 || status >= 500) throw err;
    return fieldErrorsOf(err).token ?? (status === 404 ? errorMessage(err) : null);
  }
}
