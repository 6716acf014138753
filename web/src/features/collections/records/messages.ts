import english from '../../../locales/en/records.json';
import { catalog } from '../../../lib/i18n';

/** The texts of a collection's records: toolbar, table, cells, bulk delete and the preview. */
export const t = catalog('records', english);
export type RecordsKey = keyof typeof english;
