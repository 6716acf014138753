// The API docs' part of each field type: the value an example record holds, and how a create or
// update request's body parameter is described. The API docs load on demand, so this module stays
// out of the records screen's first load.
import { maxSelectOf, isMultiple, stringListOption, type FieldLike, type FieldType } from '../schema';
import { fieldText as t } from './messages';

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
  paramDescription: () => t('docs.text'),
};

/** The docs of every field type; a type this dashboard does not know is documented as text. */
export const FIELD_DOCS: { readonly [T in FieldType]: FieldDocsSpec } = {
  text: plainText,
  number: {
    sampleValue: () => 123,
    paramType: () => 'Number',
    paramDescription: (field, { isUpdate }) =>
      isUpdate ? t('docs.numberUpdate', { name: field.name }) : t('docs.number'),
  },
  bool: {
    sampleValue: () => true,
    paramType: () => 'Boolean',
    paramDescription: () => t('docs.bool'),
  },
  email: {
    sampleValue: () => 'test@example.com',
    paramType: () => 'String',
    paramDescription: () => t('docs.email'),
  },
  url: {
    sampleValue: () => 'https://example.com',
    paramType: () => 'String',
    paramDescription: () => t('docs.url'),
  },
  editor: {
    sampleValue: () => '<p>test</p>',
    paramType: () => 'String',
    paramDescription: () => t('docs.editor'),
  },
  date: {
    sampleValue: () => EXAMPLE_DATE,
    paramType: () => 'String',
    paramDescription: () => t('docs.date', { example: EXAMPLE_DATE }),
  },
  select: {
    sampleValue: (field, many) => {
      const first = stringListOption(field, 'values')[0] ?? '';
      return many ? [first] : first;
    },
    paramType: (many) => (many ? 'Array<String>' : 'String'),
    paramDescription: (field, { many, max, isUpdate }) => {
      const values = stringListOption(field, 'values').join(', ');
      const base = many
        ? t('docs.selectMany', { max: String(max), values })
        : t('docs.selectOne', { values });
      return many && isUpdate ? t('docs.selectUpdate', { base, name: field.name }) : base;
    },
  },
  json: {
    sampleValue: () => 'JSON',
    paramType: () => 'JSON',
    paramDescription: () => t('docs.json'),
  },
  file: {
    sampleValue: (_field, many) => (many ? ['filename.jpg'] : 'filename.jpg'),
    paramType: (many) => (many ? 'Array<File>' : 'File'),
    paramDescription: (field, { many, max, isUpdate }) => {
      const base = many ? t('docs.filesMany', { max: String(max) }) : t('docs.fileOne');
      if (!isUpdate) return base;
      return many ? t('docs.filesManyUpdate', { base, name: field.name }) : t('docs.fileOneUpdate', { base });
    },
  },
  relation: {
    sampleValue: (_field, many) => (many ? ['RELATION_RECORD_ID'] : 'RELATION_RECORD_ID'),
    paramType: (many) => (many ? 'Array<String>' : 'String'),
    paramDescription: (field, { many, max, isUpdate }) => {
      const base = !many
        ? t('docs.relationOne')
        : max
          ? t('docs.relationManyMax', { max })
          : t('docs.relationMany');
      return many && isUpdate ? t('docs.relationUpdate', { base, name: field.name }) : base;
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
