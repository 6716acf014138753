import english from '../../locales/en/public.json';
import { catalog } from '../../lib/i18n';

/** The texts of the end-user pages: the links mailed to users and the OAuth2 redirect page. */
export const t = catalog('public', english);
export type PublicKey = keyof typeof english;
