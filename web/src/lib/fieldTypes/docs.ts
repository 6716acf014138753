// The API docs' part of each field type: the value an example record holds, and how a create or
// update request's body parameter is described. The API docs load on demand, so this module stays
// out of the records screen's first load.
import { maxSelectOf, isMultiple, stringListOption, type FieldLike, type FieldType } from '../schema';

/** The sample date of every example (created, updated, date fields). */
export const EXAMPLE_DATE = '2022-01-01 10:00:00.123Z';

/** What the docs say of one field; `many` is whether it holds a list, `max` its maxSelect. */
interface DocsContext {
  many: boolean;
  max: number | null;
  isUpdate: boolean;
}

export interface FieldDocsSpec {
  /** The field's value in an example record. */
  sampleValue(field: FieldLike, many: boolean): unknown;
  /** The body parameter's type. */
  paramType(many: boolean): string;
  /** The body parameter's description. */
  paramDescription(field: FieldLike, context: DocsContext): string;
}

const plainText: FieldDocsSpec = {
  sampleValue: () => 'test',
  paramType: () => 'String',
  paramDescription: () => 'Plain text value.',
};

/** The docs of every field type; a type this dashboard does not know is documented as text. */
export const FIELD_DOCS: { readonly [T in FieldType]: FieldDocsSpec } = {
  text: plainText,
  number: {
    sampleValue: () => 123,
    paramType: () => 'Number',
    paramDescription: (field, { isUpdate }) =>
      isUpdate
        ? `Number value. Send ${field.name}+ or ${field.name}- to add to or subtract from it.`
        : 'Number value.',
  },
  bool: {
    sampleValue: () => true,
    paramType: () => 'Boolean',
    paramDescription: () => 'Boolean value.',
  },
  email: {
    sampleValue: () => 'test@example.com',
    paramType: () => 'String',
    paramDescription: () => 'Email address.',
  },
  url: {
    sampleValue: () => 'https://example.com',
    paramType: () => 'String',
    paramDescription: () => 'URL address.',
  },
  editor: {
    sampleValue: () => '<p>test</p>',
    paramType: () => 'String',
    paramDescription: () => 'HTML formatted text.',
  },
  date: {
    sampleValue: () => EXAMPLE_DATE,
    paramType: () => 'String',
    paramDescription: () => `Datetime string in UTC, e.g. ${EXAMPLE_DATE}.`,
  },
  select: {
    sampleValue: (field, many) => {
      const first = stringListOption(field, 'values')[0] ?? '';
      return many ? [first] : first;
    },
    paramType: (many) => (many ? 'Array<String>' : 'String'),
    paramDescription: (field, { many, max, isUpdate }) => {
      const values = stringListOption(field, 'values').join(', ');
      const base = many ? `Up to ${max} of: ${values}.` : `One of: ${values}.`;
      return many && isUpdate
        ? `${base} Send ${field.name}+ or ${field.name}- to add or remove values.`
        : base;
    },
  },
  json: {
    sampleValue: () => 'JSON',
    paramType: () => 'JSON',
    paramDescription: () => 'JSON array, object or value.',
  },
  file: {
    sampleValue: (_field, many) => (many ? ['filename.jpg'] : 'filename.jpg'),
    paramType: (many) => (many ? 'Array<File>' : 'File'),
    paramDescription: (field, { many, max, isUpdate }) => {
      const text = `${many ? `Up to ${max} files` : 'A file'}, sent as multipart/form-data.`;
      if (!isUpdate) return text;
      return many
        ? `${text} Send null to delete every file, or ${field.name}- with file names to delete those.`
        : `${text} Send null to delete the file.`;
    },
  },
  relation: {
    sampleValue: (_field, many) => (many ? ['RELATION_RECORD_ID'] : 'RELATION_RECORD_ID'),
    paramType: (many) => (many ? 'Array<String>' : 'String'),
    paramDescription: (field, { many, max, isUpdate }) => {
      const base = many
        ? `Ids of the related records${max ? ` (up to ${max})` : ''}.`
        : 'Id of the related record.';
      return many && isUpdate ? `${base} Send ${field.name}+ or ${field.name}- to add or remove ids.` : base;
    },
  },
};

function docsOf(field: FieldLike): FieldDocsSpec {
  return Object.prototype.hasOwnProperty.call(FIELD_DOCS, field.type)
    ? FIELD_DOCS[field.type as FieldType]
    : plainText;
}

/** The field's value in an example record. */
export function sampleValue(field: FieldLike): unknown {
  return docsOf(field).sampleValue(field, isMultiple(field));
}

/** The type of the field's body parameter. */
export function paramType(field: FieldLike): string {
  return docsOf(field).paramType(isMultiple(field));
}

/** The description of the field's body parameter, for a create or an update request. */
export function paramDescription(field: FieldLike, isUpdate: boolean): string {
  return docsOf(field).paramDescription(field, {
    many: isMultiple(field),
    max: maxSelectOf(field),
    isUpdate,
  });
}
