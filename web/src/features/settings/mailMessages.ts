import english from '../../locales/en/mailSettings.json';
import { catalog } from '../../lib/i18n';

/** The texts of the mail settings page and its test-email popup. */
export const t = catalog('mailSettings', english);
export type MailKey = keyof typeof english;
