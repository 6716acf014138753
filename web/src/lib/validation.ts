// Client-side checks that mirror the server's messages, so a field shows the same text either way.
// The messages are read from the catalog when a check runs, so they come in the interface language.
import english from '../locales/en/validation.json';
import { catalog } from './i18n';

/**
 * The messages of the value checks and parsers. The catalog lives in this module, which the sign-in
 * page loads anyway, so it adds no file of its own to that page.
 */
export const validationText = catalog('validation', english);
export type ValidationKey = keyof typeof english;
const t = validationText;

export const ADMIN_PASSWORD_MIN = 10;

/** 'Cannot be blank.' */
export function requiredMessage(): string {
  return t('required');
}

/** 'Minimum 10 characters.', the admins' password rule. */
export function passwordMinMessage(): string {
  return t('passwordMin', { min: ADMIN_PASSWORD_MIN });
}

/** "Values don't match." */
export function mismatchMessage(): string {
  return t('mismatch');
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateEmail(value: string): string | undefined {
  if (!value.trim()) return requiredMessage();
  if (!EMAIL.test(value.trim())) return t('email');
  return undefined;
}

export function validateAdminPassword(value: string): string | undefined {
  if (!value) return requiredMessage();
  if (value.length < ADMIN_PASSWORD_MIN) return passwordMinMessage();
  return undefined;
}

export function validatePasswordConfirm(password: string, confirm: string): string | undefined {
  if (!confirm) return requiredMessage();
  if (confirm.length < ADMIN_PASSWORD_MIN) return passwordMinMessage();
  if (password !== confirm) return mismatchMessage();
  return undefined;
}

/** Keeps only the entries that carry a message. */
export function collectErrors(entries: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(entries)) if (value) out[key] = value;
  return out;
}
