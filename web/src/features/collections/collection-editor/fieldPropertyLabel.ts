import type { PropertyLabel } from './model/collectionConflict';
import { requiredLabel } from './SchemaFieldCard';

/** Option labels as the field cards show them, by field type. */
const OPTION_LABELS: { [type: string]: { [option: string]: string } } = {
  text: { min: 'Min length', max: 'Max length', pattern: 'Regex pattern' },
  number: { min: 'Min', max: 'Max' },
  email: { exceptDomains: 'Except domains', onlyDomains: 'Only domains' },
  url: { exceptDomains: 'Except domains', onlyDomains: 'Only domains' },
  date: { min: 'Min date (UTC)', max: 'Max date (UTC)' },
  select: { values: 'Choices', maxSelect: 'Max select' },
  file: {
    maxSelect: 'Max select',
    maxSize: 'Max file size (bytes)',
    thumbs: 'Thumb sizes',
    mimeTypes: 'Allowed mime types',
    protected: 'Protected',
  },
  relation: {
    collectionId: 'Collection',
    minSelect: 'Min select',
    maxSelect: 'Max select',
    displayFields: 'Display fields',
    cascadeDelete: 'Cascade delete',
  },
};

/** A field property as the editor labels it ('required' of a text field is 'Nonempty'). */
export const fieldPropertyLabel: PropertyLabel = (type, property) => {
  if (property === 'required') return requiredLabel(type).label;
  // option keys come from the server: only the table's own entries are labels
  const labels = Object.hasOwn(OPTION_LABELS, type) ? OPTION_LABELS[type] : {};
  return Object.hasOwn(labels, property) ? labels[property] : property;
};
