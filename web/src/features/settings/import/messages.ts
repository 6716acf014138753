import english from '../../../locales/en/importCollections.json';
import { catalog } from '../../../lib/i18n';

/** The texts of the import collections page and its review popup. */
export const t = catalog('importCollections', english);
export type ImportKey = keyof typeof english;
