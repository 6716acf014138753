import english from '../../locales/en/tokenOptions.json';
import { catalog } from '../../lib/i18n';

/** The texts of the token options page. */
export const t = catalog('tokenOptions', english);
export type TokenOptionsKey = keyof typeof english;
