import english from '../../locales/en/fields.json';
import { catalog } from '../i18n';

/** The field-type registry's texts: type names, input hints, option checks and API docs. */
export const fieldText = catalog('fields', english);
export type FieldsKey = keyof typeof english;
