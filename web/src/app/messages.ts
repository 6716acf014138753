import english from '../locales/en/app.json';
import { catalog } from '../lib/i18n';

/** The texts of the app's shell: page titles, the not-found page, the page loader. */
export const t = catalog('app', english);
export type AppKey = keyof typeof english;
