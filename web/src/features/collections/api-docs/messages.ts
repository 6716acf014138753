import english from '../../../locales/en/apiDocs.json';
import { catalog } from '../../../lib/i18n';

/**
 * The texts of the API docs panel: its headings, tab names and the prose describing each endpoint
 * and parameter. Code samples, paths, JSON examples and the filter syntax stay as they are.
 */
export const t = catalog('apiDocs', english);
export type ApiDocsKey = keyof typeof english;
