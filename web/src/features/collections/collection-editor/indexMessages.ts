import english from '../../../locales/en/indexes.json';
import { catalog } from '../../../lib/i18n';

/** The texts of the collection's indexes: the section of the Fields tab and the index dialog. */
export const t = catalog('indexes', english);
export type IndexesKey = keyof typeof english;
