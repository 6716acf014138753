import english from '../../locales/en/authProviders.json';
import { catalog } from '../../lib/i18n';

/** The texts of the auth providers page, its provider popup and Apple's secret dialog. */
export const t = catalog('authProviders', english);
export type AuthProvidersKey = keyof typeof english;
