// Collections and forms the collection form's tests share.
import { Collection } from 'pocketbase';
import type { FieldType } from '../../../../lib/schema';
import type { CollectionForm, SchemaFieldForm } from './collectionForm';
import { newCollectionForm, newField } from './toForm';

export const INDEX_TITLE = 'CREATE INDEX `idx_title` ON `posts` (`title`)';
export const INDEX_PAIR = 'CREATE UNIQUE INDEX `idx_pair` ON `posts` (\n  `title`,\n  `views`\n)';

export function posts(extra: { [key: string]: unknown } = {}): Collection {
  return new Collection({
    id: 'posts_id_000001',
    name: 'posts',
    type: 'base',
    system: false,
    schema: [
      {
        id: 'f_title',
        name: 'title',
        type: 'text',
        required: true,
        options: { min: null, max: 100, pattern: '' },
      },
      { id: 'f_views', name: 'views', type: 'number', options: { min: null, max: null } },
      { id: 'f_tags', name: 'tags', type: 'select', options: { maxSelect: 3, values: ['a', 'b', 'c'] } },
      {
        id: 'f_author',
        name: 'author',
        type: 'relation',
        options: {
          collectionId: 'users_id_000001',
          cascadeDelete: false,
          minSelect: null,
          maxSelect: null,
          displayFields: [],
        },
      },
    ],
    indexes: [INDEX_TITLE, INDEX_PAIR],
    listRule: '',
    viewRule: null,
    createRule: '@request.auth.id != ""',
    updateRule: null,
    deleteRule: null,
    options: {},
    ...extra,
  });
}

export const users = new Collection({
  id: 'users_id_000001',
  name: 'users',
  type: 'auth',
  schema: [
    { id: 'u_name', name: 'name', type: 'text', options: {} },
    {
      id: 'u_avatar',
      name: 'avatar',
      type: 'file',
      options: { maxSelect: 1, maxSize: 100, thumbs: [], mimeTypes: [] },
    },
  ],
  options: {
    allowEmailAuth: true,
    allowOAuth2Auth: true,
    allowUsernameAuth: true,
    exceptEmailDomains: null,
    manageRule: null,
    minPasswordLength: 8,
    onlyEmailDomains: null,
    requireEmail: false,
  },
});

export const tags = new Collection({
  id: 'tags_id_0000001',
  name: 'tags',
  type: 'base',
  schema: [{ id: 't1', name: 'label', type: 'text' }],
});

export const ALL = [posts(), users, tags];

export function field(form: CollectionForm, name: string): SchemaFieldForm {
  const found = form.schema.find((f) => f.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return found;
}

export function indexOf(form: CollectionForm, name: string): number {
  return form.schema.findIndex((f) => f.name === name);
}

export function withField(form: CollectionForm, f: SchemaFieldForm): CollectionForm {
  return { ...form, schema: [...form.schema, f] };
}

export function baseForm(...types: FieldType[]): CollectionForm {
  let form = { ...newCollectionForm('base'), name: 'things' };
  for (const type of types)
    form = withField(
      form,
      newField(
        type,
        form.schema.map((f) => f.name),
      ),
    );
  return form;
}

export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}
