import english from '../../../locales/en/collectionEditor.json';
import { catalog } from '../../../lib/i18n';

/** The texts of the collection editor: panel, tabs, field cards, rules, save notices, summaries. */
export const t = catalog('collectionEditor', english);
export type CollectionEditorKey = keyof typeof english;

/** Names, quoted and joined as the language writes a list (the summaries and notices). */
export function joinList(items: readonly string[]): string {
  return items.join(t('list.separator'));
}
