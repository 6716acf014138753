import english from '../../../../locales/en/fieldOptions.json';
import { catalog } from '../../../../lib/i18n';

/** The texts of the per-type field options (a chunk of their own, loaded when a field opens). */
export const t = catalog('fieldOptions', english);
export type FieldOptionsKey = keyof typeof english;
