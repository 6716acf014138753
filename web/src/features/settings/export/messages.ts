import english from '../../../locales/en/exportCollections.json';
import { catalog } from '../../../lib/i18n';

/** The texts of the export collections page. */
export const t = catalog('exportCollections', english);
export type ExportKey = keyof typeof english;
