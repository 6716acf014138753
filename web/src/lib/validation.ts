// Client-side checks that mirror the server's messages, so a field shows the same text either way.

export const ADMIN_PASSWORD_MIN = 10;
export const MSG_REQUIRED = 'Cannot be blank.';
export const MSG_EMAIL = 'Must be a valid email address.';
export const MSG_PASSWORD_MIN = 'Minimum 10 characters.';
export const MSG_MISMATCH = "Values don't match.";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateEmail(value: string): string | undefined {
  if (!value.trim()) return MSG_REQUIRED;
  if (!EMAIL.test(value.trim())) return MSG_EMAIL;
  return undefined;
}

export function validateAdminPassword(value: string): string | undefined {
  if (!value) return MSG_REQUIRED;
  if (value.length < ADMIN_PASSWORD_MIN) return MSG_PASSWORD_MIN;
  return undefined;
}

export function validatePasswordConfirm(password: string, confirm: string): string | undefined {
  if (!confirm) return MSG_REQUIRED;
  if (confirm.length < ADMIN_PASSWORD_MIN) return MSG_PASSWORD_MIN;
  if (password !== confirm) return MSG_MISMATCH;
  return undefined;
}

/** Keeps only the entries that carry a message. */
export function collectErrors(entries: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(entries)) if (value) out[key] = value;
  return out;
}
