import english from '../../locales/en/login.json';
import { catalog } from '../../lib/i18n';

/**
 * The texts of the sign-in page, a namespace of their own: it is the first page a signed-out admin
 * loads, so its chunk carries only these few texts and not those of the other auth pages.
 */
export const t = catalog('login', english);
export type LoginKey = keyof typeof english;
