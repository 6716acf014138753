import english from '../../locales/en/storageSettings.json';
import { catalog } from '../../lib/i18n';

/** The texts of the files storage page and its S3 connection test. */
export const t = catalog('storageSettings', english);
export type StorageKey = keyof typeof english;
