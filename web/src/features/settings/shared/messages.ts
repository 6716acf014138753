import english from '../../../locales/en/settings.json';
import { catalog } from '../../../lib/i18n';

/** The texts shared by the settings pages (breadcrumb, form footer, loaders, secrets) and the Application page's. */
export const t = catalog('settings', english);
export type SettingsKey = keyof typeof english;
