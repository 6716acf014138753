// The parameters of the record endpoints: the list query (page, perPage, sort, filter; plus expand —
// PocketBase 0.15 has no `fields` or `skipTotal`), the record id and the create/update body.
import type { Collection } from 'pocketbase';
import { paramDescription, paramType } from '../../../../lib/fieldTypes/docs';
import { AUTH_SYSTEM_FIELDS } from '../../../../lib/schema';
import type { ApiDocParam } from './apiDocTypes';
import { authOptions, minPasswordLength } from './samples';
import { expandExample } from './snippets';

export function expandParam(collection: Collection): ApiDocParam {
  return {
    name: 'expand',
    type: 'String',
    description:
      'Auto expand record relations, e.g. ?expand=' +
      expandExample(collection) +
      '. Supports up to 6 levels of nested relations; the expanded records appear under the expand ' +
      'property of the record. Only relations the client may view are expanded.',
  };
}

export const ID_PARAM = (action: string): ApiDocParam => ({
  name: 'id',
  type: 'String',
  required: true,
  description: `Id of the record to ${action}.`,
});

function sortableFields(collection: Collection): string[] {
  const names = ['@random', 'id'];
  if (collection.type !== 'view') names.push('created', 'updated');
  if (collection.type === 'auth') names.push(...AUTH_SYSTEM_FIELDS);
  for (const field of collection.schema) names.push(field.name);
  return names;
}

export function listQueryParams(collection: Collection): ApiDocParam[] {
  return [
    {
      name: 'page',
      type: 'Number',
      description: 'The page (aka. offset) of the paginated list (default 1).',
    },
    {
      name: 'perPage',
      type: 'Number',
      description: 'The max returned records per page (default 30, max 500).',
    },
    {
      name: 'sort',
      type: 'String',
      description:
        'The records order: add - (DESC) or + (ASC, the default) in front of a field, e.g. ?sort=-created,id. ' +
        'Supported fields: ' +
        sortableFields(collection).join(', ') +
        '.',
    },
    {
      name: 'filter',
      type: 'String',
      description:
        "Filter expression, applied together with the collection's list rule, e.g. " +
        "?filter=(id='abc' && created>'2022-01-01'). Operators: =, !=, >, >=, <, <=, ~ (like), !~ (not " +
        'like) and their any-of versions ?=, ?!=, ?>, ?>=, ?<, ?<=, ?~, ?!~ for multiple values; group with ' +
        '(...), join with && (AND) and || (OR).',
    },
    expandParam(collection),
  ];
}

export function recordBodyParams(collection: Collection, isUpdate: boolean): ApiDocParam[] {
  const params: ApiDocParam[] = [];
  if (!isUpdate)
    params.push({
      name: 'id',
      type: 'String',
      description: '15 characters string to store as the record id. Generated when not set.',
    });
  if (collection.type === 'auth') {
    const requireEmail = authOptions(collection).requireEmail === true;
    const min = minPasswordLength(collection);
    params.push(
      {
        name: 'username',
        type: 'String',
        required: false,
        description: isUpdate
          ? 'The username of the auth record (3 to 150 characters).'
          : 'The username of the auth record (3 to 150 characters). Generated when not set.',
      },
      {
        name: 'email',
        type: 'String',
        required: !isUpdate && requireEmail,
        description: isUpdate
          ? 'The auth record email address. Only admins and records matching the manage rule can change it directly; others use the email change request.'
          : 'The auth record email address.',
      },
      {
        name: 'emailVisibility',
        type: 'Boolean',
        description: 'Whether to show the email address to other users.',
      },
    );
    if (isUpdate)
      params.push({
        name: 'oldPassword',
        type: 'String',
        description:
          'The current password, required when changing the password (unless the client is an admin or matches the manage rule).',
      });
    params.push(
      {
        name: 'password',
        type: 'String',
        required: !isUpdate,
        description: `${isUpdate ? 'New auth record password' : 'Auth record password'} (${min} to 72 characters).`,
      },
      {
        name: 'passwordConfirm',
        type: 'String',
        required: !isUpdate,
        description: `${isUpdate ? 'New auth record password' : 'Auth record password'} confirmation.`,
      },
      {
        name: 'verified',
        type: 'Boolean',
        description:
          'Whether the auth record is verified. Only admins and records matching the manage rule can set it.',
      },
    );
  }
  for (const field of collection.schema)
    params.push({
      name: field.name,
      type: paramType(field),
      required: !isUpdate && field.required,
      description: paramDescription(field, isUpdate),
    });
  return params;
}
