import type { PropertyLabel } from './model/collectionConflict';
import { t, type FieldOptionsKey } from './fieldOptions/messages';
import { requiredLabel } from './SchemaFieldCard';

/** Option labels as the field cards show them, by field type. */
const OPTION_LABELS: { [type: string]: { [option: string]: FieldOptionsKey } } = {
  text: { min: 'text.min', max: 'text.max', pattern: 'text.pattern' },
  number: { min: 'number.min', max: 'number.max' },
  email: { exceptDomains: 'domains.except', onlyDomains: 'domains.only' },
  url: { exceptDomains: 'domains.except', onlyDomains: 'domains.only' },
  date: { min: 'date.min', max: 'date.max' },
  select: { values: 'select.values', maxSelect: 'maxSelect' },
  file: {
    maxSelect: 'maxSelect',
    maxSize: 'file.maxSize',
    thumbs: 'file.thumbs',
    mimeTypes: 'file.mimeTypes',
    protected: 'file.protected',
  },
  relation: {
    collectionId: 'relation.collection',
    minSelect: 'relation.minSelect',
    maxSelect: 'maxSelect',
    displayFields: 'relation.displayFields',
    cascadeDelete: 'relation.cascadeDelete',
  },
};

/** A field property as the editor labels it ('required' of a text field is 'Nonempty'). */
export const fieldPropertyLabel: PropertyLabel = (type, property) => {
  if (property === 'required') return requiredLabel(type).label;
  // option keys come from the server: only the table's own entries are labels
  const labels = Object.hasOwn(OPTION_LABELS, type) ? OPTION_LABELS[type] : {};
  return Object.hasOwn(labels, property) ? t(labels[property]) : property;
};
