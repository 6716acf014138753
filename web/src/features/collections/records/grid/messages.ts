import english from '../../../../locales/en/grid.json';
import { catalog } from '../../../../lib/i18n';

/**
 * The texts of the records grid's own chunk (its editors, dialogs and lists), apart from the records
 * screen's so that the screen's first view does not carry them.
 */
export const t = catalog('grid', english);
export type GridKey = keyof typeof english;
