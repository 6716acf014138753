// The record endpoints' tabs of the API docs: list/search, view, create, update, delete and realtime
// (PocketBase v0.15.3 apis/record_crud.go, realtime.go, file.go).
import type { Collection } from 'pocketbase';
import { optionOf } from '../../../../lib/schema';
import type { ApiDocExample, ApiDocTab } from './apiDocTypes';
import {
  MSG_NOT_FOUND,
  MSG_ONLY_ADMINS,
  MSG_BAD_REQUEST,
  exampleRecord,
  ok,
  NO_CONTENT,
  apiError,
  fieldErrors,
  invalidFieldName,
  forbiddenUnlessRule,
  exampleBody,
} from './samples';
import { jsString, dartString, jsLiteral, dartLiteral, examples, expandExample } from './snippets';
import { expandParam, ID_PARAM, listQueryParams, recordBodyParams } from './params';
import { t } from '../messages';

/** The default thumb size PocketBase 0.15 serves for any image file (apis/file.go). */
const DEFAULT_THUMB = '100x100';

/** `description` followed by how the collection's files are served, when it has file fields. */
function withFilesNote(collection: Collection, description: string): string {
  const files = collection.schema.filter((f) => f.type === 'file');
  if (!files.length) return description;
  const isProtected = files.some((f) => optionOf(f, 'protected') === true);
  const note = t('files.note', { collection: collection.name, thumb: DEFAULT_THUMB });
  return [description, note, ...(isProtected ? [t('files.protected')] : [])].join(' ');
}

function recordsPath(collection: Collection): string {
  return `/api/collections/${collection.name}/records`;
}

export function listTab(collection: Collection, baseUrl: string): ApiDocTab {
  const c = jsString(collection.name);
  const d = dartString(collection.name);
  const sort = collection.type === 'view' ? 'id' : '-created';
  const filter = collection.type === 'view' ? 'id != ""' : 'created >= "2022-01-01 00:00:00"';
  const expand = expandExample(collection);
  return {
    id: 'list',
    label: t('tab.list'),
    method: 'GET',
    path: recordsPath(collection),
    description: withFilesNote(collection, t('list.description', { collection: collection.name })),
    rule: { label: t('rule.list'), value: collection.listRule },
    pathParams: [],
    queryParams: listQueryParams(collection),
    bodyParams: [],
    examples: examples(baseUrl, {
      js:
        `// fetch a paginated records list\nconst resultList = await pb.collection(${c}).getList(1, 50, {\n    filter: ${jsString(filter)},\n});\n\n` +
        `// you can also fetch all records at once via getFullList\nconst records = await pb.collection(${c}).getFullList({\n    sort: ${jsString(sort)},\n});\n\n` +
        `// or fetch only the first record that matches the specified filter\nconst record = await pb.collection(${c}).getFirstListItem('id="RECORD_ID"', {\n    expand: ${jsString(expand)},\n});`,
      dart:
        `// fetch a paginated records list\nfinal resultList = await pb.collection(${d}).getList(\n  page: 1,\n  perPage: 50,\n  filter: ${dartString(filter)},\n);\n\n` +
        `// you can also fetch all records at once via getFullList\nfinal records = await pb.collection(${d}).getFullList(sort: ${dartString(sort)});\n\n` +
        `// or fetch only the first record that matches the specified filter\nfinal record = await pb.collection(${d}).getFirstListItem(\n  'id="RECORD_ID"',\n  expand: ${dartString(expand)},\n);`,
    }),
    responses: [
      ok({
        page: 1,
        perPage: 30,
        totalItems: 2,
        totalPages: 1,
        items: [exampleRecord(collection), exampleRecord(collection)],
      }),
      apiError(400, 'Invalid filter parameters.'),
      apiError(
        403,
        collection.listRule === null
          ? MSG_ONLY_ADMINS
          : 'Only admins can filter by @collection and @request query params.',
      ),
    ],
  };
}

export function viewTab(collection: Collection, baseUrl: string): ApiDocTab {
  const expand = expandExample(collection);
  return {
    id: 'view',
    label: t('tab.view'),
    method: 'GET',
    path: `${recordsPath(collection)}/:id`,
    description: withFilesNote(collection, t('view.description', { collection: collection.name })),
    rule: { label: t('rule.view'), value: collection.viewRule },
    pathParams: [ID_PARAM('view')],
    queryParams: [expandParam(collection)],
    bodyParams: [],
    examples: examples(baseUrl, {
      js: `const record = await pb.collection(${jsString(collection.name)}).getOne('RECORD_ID', {\n    expand: ${jsString(expand)},\n});`,
      dart: `final record = await pb.collection(${dartString(collection.name)}).getOne('RECORD_ID',\n  expand: ${dartString(expand)},\n);`,
    }),
    responses: [
      ok(exampleRecord(collection)),
      ...forbiddenUnlessRule(collection.viewRule),
      apiError(404, MSG_NOT_FOUND),
    ],
  };
}

function upsertExamples(collection: Collection, baseUrl: string, isUpdate: boolean): ApiDocExample[] {
  const body = exampleBody(collection, isUpdate);
  const files = collection.schema.filter((f) => f.type === 'file');
  const c = jsString(collection.name);
  const d = dartString(collection.name);
  const verb = isUpdate ? 'update' : 'create';
  let js = `// example ${verb} data\nconst data = ${jsLiteral(body)};\n\n`;
  if (files.length)
    js +=
      '// file fields are uploaded as multipart/form-data: send a FormData instead, e.g.\n' +
      '// const data = new FormData();\n' +
      `// data.append(${jsString(files[0].name)}, fileInput.files[0]);\n\n`;
  js += isUpdate
    ? `const record = await pb.collection(${c}).update('RECORD_ID', data);`
    : `const record = await pb.collection(${c}).create(data);`;
  let dart = `// example ${verb} body\nfinal body = <String, dynamic>${dartLiteral(body)};\n\n`;
  const target = isUpdate ? `${verb}('RECORD_ID', ` : `${verb}(`;
  if (files.length) {
    const uploads = files
      .map(
        (f) =>
          `  http.MultipartFile.fromString(${dartString(f.name)}, 'example content...', filename: 'filename.jpg'),`,
      )
      .join('\n');
    dart += `final record = await pb.collection(${d}).${target}body: body, files: [\n${uploads}\n]);`;
  } else {
    dart += `final record = await pb.collection(${d}).${target}body: body);`;
  }
  return examples(baseUrl, { js, dart }, files.length ? "import 'package:http/http.dart' as http;\n" : '');
}

export function createTab(collection: Collection, baseUrl: string): ApiDocTab {
  return {
    id: 'create',
    label: t('tab.create'),
    method: 'POST',
    path: recordsPath(collection),
    description: t('create.description', { collection: collection.name }),
    rule: { label: t('rule.create'), value: collection.createRule },
    pathParams: [],
    queryParams: [expandParam(collection)],
    bodyParams: recordBodyParams(collection, false),
    examples: upsertExamples(collection, baseUrl, false),
    responses: [
      ok(exampleRecord(collection)),
      apiError(400, MSG_BAD_REQUEST, fieldErrors(invalidFieldName(collection))),
      ...forbiddenUnlessRule(collection.createRule),
    ],
  };
}

export function updateTab(collection: Collection, baseUrl: string): ApiDocTab {
  return {
    id: 'update',
    label: t('tab.update'),
    method: 'PATCH',
    path: `${recordsPath(collection)}/:id`,
    description: t('update.description', { collection: collection.name }),
    rule: { label: t('rule.update'), value: collection.updateRule },
    pathParams: [ID_PARAM('update')],
    queryParams: [expandParam(collection)],
    bodyParams: recordBodyParams(collection, true),
    examples: upsertExamples(collection, baseUrl, true),
    responses: [
      ok(exampleRecord(collection)),
      apiError(400, MSG_BAD_REQUEST, fieldErrors(invalidFieldName(collection))),
      ...forbiddenUnlessRule(collection.updateRule),
      apiError(404, MSG_NOT_FOUND),
    ],
  };
}

export function deleteTab(collection: Collection, baseUrl: string): ApiDocTab {
  return {
    id: 'delete',
    label: t('tab.delete'),
    method: 'DELETE',
    path: `${recordsPath(collection)}/:id`,
    description: t('delete.description', { collection: collection.name }),
    rule: { label: t('rule.delete'), value: collection.deleteRule },
    pathParams: [ID_PARAM('delete')],
    queryParams: [],
    bodyParams: [],
    examples: examples(baseUrl, {
      js: `await pb.collection(${jsString(collection.name)}).delete('RECORD_ID');`,
      dart: `await pb.collection(${dartString(collection.name)}).delete('RECORD_ID');`,
    }),
    responses: [
      NO_CONTENT,
      apiError(
        400,
        'Failed to delete record. Make sure that the record is not part of a required relation reference.',
      ),
      ...forbiddenUnlessRule(collection.deleteRule),
      apiError(404, MSG_NOT_FOUND),
    ],
  };
}

export function realtimeTab(collection: Collection, baseUrl: string): ApiDocTab {
  const c = jsString(collection.name);
  const d = dartString(collection.name);
  const name = collection.name;
  return {
    id: 'realtime',
    label: t('tab.realtime'),
    method: 'SSE',
    path: '/api/realtime',
    description: t('realtime.description', { collection: name }),
    rule: { label: t('rule.list'), value: collection.listRule },
    pathParams: [],
    queryParams: [],
    bodyParams: [
      { name: 'clientId', type: 'String', required: true, description: t('realtime.clientId') },
      {
        name: 'subscriptions',
        type: 'Array<String>',
        description: t('realtime.subscriptions', { collection: name }),
      },
    ],
    examples: examples(baseUrl, {
      js:
        `// (optionally) authenticate\nawait pb.collection('users').authWithPassword('test@example.com', '123456');\n\n` +
        `// subscribe to changes in any ${name} record\npb.collection(${c}).subscribe('*', function (e) {\n    console.log(e.action);\n    console.log(e.record);\n});\n\n` +
        `// subscribe to changes only in the specified record\npb.collection(${c}).subscribe('RECORD_ID', function (e) {\n    console.log(e.action);\n    console.log(e.record);\n});\n\n` +
        `// unsubscribe\npb.collection(${c}).unsubscribe('RECORD_ID'); // remove all 'RECORD_ID' subscriptions\npb.collection(${c}).unsubscribe('*'); // remove all '*' topic subscriptions\npb.collection(${c}).unsubscribe(); // remove all subscriptions in the collection`,
      dart:
        `// (optionally) authenticate\nawait pb.collection('users').authWithPassword('test@example.com', '123456');\n\n` +
        `// subscribe to changes in any ${name} record\npb.collection(${d}).subscribe('*', (e) {\n  print(e.action);\n  print(e.record);\n});\n\n` +
        `// subscribe to changes only in the specified record\npb.collection(${d}).subscribe('RECORD_ID', (e) {\n  print(e.action);\n  print(e.record);\n});\n\n` +
        `// unsubscribe\npb.collection(${d}).unsubscribe('RECORD_ID'); // remove all 'RECORD_ID' subscriptions\npb.collection(${d}).unsubscribe('*'); // remove all '*' topic subscriptions\npb.collection(${d}).unsubscribe(); // remove all subscriptions in the collection`,
    }),
    responses: [
      ok({ action: 'create', record: exampleRecord(collection) }),
      apiError(403, "The current and the previous request authorization don't match."),
      apiError(404, 'Missing or invalid client id.'),
    ],
  };
}
