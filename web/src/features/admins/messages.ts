import english from '../../locales/en/admins.json';
import { catalog } from '../../lib/i18n';

/** The texts of the admins list and the admin panel. */
export const t = catalog('admins', english);
export type AdminsKey = keyof typeof english;
