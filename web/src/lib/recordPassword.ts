import { collectErrors, mismatchMessage, requiredMessage, validationText as t } from './validation';

// The new password of an end user (a record of an auth collection). Its minimum is the collection's
// minPasswordLength (5 to 72), which an anonymous visitor cannot read from the API; the server tells
// it in its refusal of a too short password ('The length must be between 8 and 100.').

/** The minimum length in the server's message about a too short password, if it says one. */
export function minLengthFromMessage(message: string | undefined): number | null {
  const match = /between (\d+) and \d+/i.exec(message ?? '');
  return match ? Number(match[1]) : null;
}

/** The rule shown under the new password. */
export function passwordHint(minLength: number | null): string {
  return minLength ? t('passwordMin', { min: minLength }) : t('passwordAppMinimum');
}

export interface NewPasswordValues {
  password: string;
  passwordConfirm: string;
}

/** Client-side checks of a new password and its confirmation (the server checks again). */
export function validateNewPassword(
  { password, passwordConfirm }: NewPasswordValues,
  minLength: number | null,
): Record<string, string> {
  const tooShort = minLength !== null && [...password].length < minLength;
  return collectErrors({
    password: !password ? requiredMessage() : tooShort ? passwordHint(minLength) : undefined,
    passwordConfirm: !passwordConfirm
      ? requiredMessage()
      : password !== passwordConfirm
        ? mismatchMessage()
        : undefined,
  });
}
