import english from '../../locales/en/cells.json';
import { catalog } from '../i18n';

/** The cell texts' messages: why a typed or pasted text cannot become a field's value. */
export const cellsText = catalog('cells', english);
export type CellsKey = keyof typeof english;
