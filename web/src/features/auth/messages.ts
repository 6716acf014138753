import english from '../../locales/en/auth.json';
import { catalog } from '../../lib/i18n';

/** The texts of the installer and the admin password reset pages (the sign-in page has its own). */
export const t = catalog('auth', english);
export type AuthKey = keyof typeof english;
