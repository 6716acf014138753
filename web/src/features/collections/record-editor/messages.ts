import english from '../../../locales/en/recordEditor.json';
import { catalog } from '../../../lib/i18n';

/** The texts of the record editor: the panel, its fields, the relation picker, save problems. */
export const t = catalog('recordEditor', english);
export type RecordEditorKey = keyof typeof english;
