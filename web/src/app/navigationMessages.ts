import english from '../locales/en/navigation.json';
import { catalog } from '../lib/i18n';

/** The texts of the signed-in shell: the sidebar, its menu, the settings sub-navigation. */
export const t = catalog('navigation', english);
export type NavigationKey = keyof typeof english;
