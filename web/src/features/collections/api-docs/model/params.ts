// The parameters of the record endpoints: the list query (page, perPage, sort, filter; plus expand —
// PocketBase 0.15 has no `fields` or `skipTotal`), the record id and the create/update body.
import type { Collection } from 'pocketbase';
import { paramDescription, paramType } from '../../../../lib/fieldTypes/docs';
import { AUTH_SYSTEM_FIELDS } from '../../../../lib/schema';
import type { ApiDocParam } from './apiDocTypes';
import { authOptions, minPasswordLength } from './samples';
import { expandExample } from './snippets';
import { t } from '../messages';

export function expandParam(collection: Collection): ApiDocParam {
  return {
    name: 'expand',
    type: 'String',
    description: t('param.expand', { example: expandExample(collection) }),
  };
}

/** The record id path parameter; `action` is what the endpoint does with the record. */
export const ID_PARAM = (
  action: 'view' | 'update' | 'delete' | 'listExternalAuths' | 'unlinkExternalAuth',
): ApiDocParam => ({
  name: 'id',
  type: 'String',
  required: true,
  description: t(`param.id.${action}`),
});

/** The filter of the filter parameter's example: filter syntax, the same in every language. */
const FILTER_EXAMPLE = "?filter=(id='abc' && created>'2022-01-01')";

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
      description: t('param.page'),
    },
    {
      name: 'perPage',
      type: 'Number',
      description: t('param.perPage'),
    },
    {
      name: 'sort',
      type: 'String',
      description: t('param.sort', { fields: sortableFields(collection).join(', ') }),
    },
    {
      name: 'filter',
      type: 'String',
      description: t('param.filter', { example: FILTER_EXAMPLE }),
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
      description: t('param.recordId'),
    });
  if (collection.type === 'auth') {
    const requireEmail = authOptions(collection).requireEmail === true;
    const min = minPasswordLength(collection);
    params.push(
      {
        name: 'username',
        type: 'String',
        required: false,
        description: t(isUpdate ? 'param.username.update' : 'param.username.create'),
      },
      {
        name: 'email',
        type: 'String',
        required: !isUpdate && requireEmail,
        description: t(isUpdate ? 'param.email.update' : 'param.email.create'),
      },
      {
        name: 'emailVisibility',
        type: 'Boolean',
        description: t('param.emailVisibility'),
      },
    );
    if (isUpdate)
      params.push({
        name: 'oldPassword',
        type: 'String',
        description: t('param.oldPassword'),
      });
    params.push(
      {
        name: 'password',
        type: 'String',
        required: !isUpdate,
        description: t(isUpdate ? 'param.password.update' : 'param.password.create', { min }),
      },
      {
        name: 'passwordConfirm',
        type: 'String',
        required: !isUpdate,
        description: t(isUpdate ? 'param.passwordConfirm.update' : 'param.passwordConfirm.create'),
      },
      {
        name: 'verified',
        type: 'Boolean',
        description: t('param.verified'),
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
