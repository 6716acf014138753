import english from '../../../locales/en/collections.json';
import { catalog } from '../../../lib/i18n';

/** The texts of the collections page around the records: the sidebar and the page's own states. */
export const t = catalog('collections', english);
export type CollectionsKey = keyof typeof english;
