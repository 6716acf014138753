// The API docs panel of one collection: every endpoint a client can call for it, with its rule,
// parameters, SDK examples and example responses, all generated from the schema.
//
// Sources: PocketBase v0.15.3 apis/record_crud.go, record_auth.go, realtime.go, file.go, forms/*.go and
// tools/search (list params: page, perPage, sort, filter; plus expand — 0.15 has no `fields` or
// `skipTotal`), and the JS SDK 0.14 / Dart SDK 0.10 method signatures. Error messages are the Go
// source's, passed through its `inflector.Sentenize` (capital first letter, final period).
import type { Collection } from 'pocketbase';
import { EXAMPLE_DATE, paramDescription, paramType, sampleValue } from '../../../../lib/fieldTypes/docs';
import { AUTH_SYSTEM_FIELDS, optionOf } from '../../../../lib/schema';

export { EXAMPLE_DATE } from '../../../../lib/fieldTypes/docs';

export interface ApiDocParam {
  name: string;
  type: string;
  required?: boolean;
  description: string;
}
export interface ApiDocExample {
  label: string;
  language: 'javascript' | 'dart' | 'json';
  code: string;
}
/** `body` is pretty JSON text. */
export interface ApiDocResponse {
  status: number;
  body: string;
}
export interface ApiDocTab {
  id: string;
  label: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'SSE';
  path: string;
  description: string;
  /** The rule guarding the endpoint: null = only admins, '' = everyone. */
  rule?: { label: string; value: string | null };
  pathParams: ApiDocParam[];
  queryParams: ApiDocParam[];
  bodyParams: ApiDocParam[];
  examples: ApiDocExample[];
  responses: ApiDocResponse[];
}

type Json = { [key: string]: unknown };

/** The default thumb size PocketBase 0.15 serves for any image file (apis/file.go). */
export const DEFAULT_THUMB = '100x100';

const MSG_NOT_FOUND = "The requested resource wasn't found.";
const MSG_ONLY_ADMINS = 'Only admins can perform this action.';
const MSG_NOT_ALLOWED = 'You are not allowed to perform this request.';
const MSG_BAD_REQUEST = 'Something went wrong while processing your request.';
const MSG_FORM_INVALID = 'An error occurred while validating the form.';
const REQUIRED_ERROR = { code: 'validation_required', message: 'Cannot be blank.' };

// ---------------------------------------------------------------------------------------------------
// schema fields

function authOptions(collection: Collection): { [key: string]: unknown } {
  return collection.options ?? {};
}

function minPasswordLength(collection: Collection): number {
  const value = authOptions(collection).minPasswordLength;
  return typeof value === 'number' && value > 0 ? value : 8;
}

function samplePassword(collection: Collection, base = '12345678'): string {
  return base.padEnd(Math.max(base.length, minPasswordLength(collection)), base);
}

// ---------------------------------------------------------------------------------------------------
// example records and responses

/** An example record of the collection, built from its schema. */
export function exampleRecord(collection: Collection): { [key: string]: unknown } {
  const record: Json = { id: 'RECORD_ID', collectionId: collection.id, collectionName: collection.name };
  // a view's query may not select created/updated; PocketBase 0.15 keeps them out of its schema
  if (collection.type !== 'view') {
    record.created = EXAMPLE_DATE;
    record.updated = EXAMPLE_DATE;
  }
  if (collection.type === 'auth') {
    record.username = 'username123';
    record.email = 'test@example.com';
    record.emailVisibility = true;
    record.verified = true;
  }
  for (const field of collection.schema) record[field.name] = sampleValue(field);
  return record;
}

function pretty(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

function ok(body: unknown, status = 200): ApiDocResponse {
  return { status, body: pretty(body) };
}

const NO_CONTENT: ApiDocResponse = { status: 204, body: 'null' };

function apiError(status: number, message: string, data: Json = {}): ApiDocResponse {
  return ok({ code: status, message, data }, status);
}

function fieldErrors(...names: string[]): Json {
  const data: Json = {};
  for (const name of names) data[name] = REQUIRED_ERROR;
  return data;
}

/** The field an invalid create/update example complains about. */
function invalidFieldName(collection: Collection): string {
  const required = collection.schema.find((f) => f.required);
  if (required) return required.name;
  if (collection.type === 'auth') return 'password';
  return collection.schema[0]?.name ?? 'id';
}

function forbiddenUnlessRule(rule: string | null): ApiDocResponse[] {
  return rule === null ? [apiError(403, MSG_ONLY_ADMINS)] : [];
}

/** The body a client sends on create (or update) for the example: schema values, files left out. */
function exampleBody(collection: Collection, isUpdate: boolean): Json {
  const body: Json = {};
  if (collection.type === 'auth') {
    const password = samplePassword(collection);
    const newPassword = samplePassword(collection, '87654321');
    body.username = 'test_username';
    body.email = 'test@example.com';
    body.emailVisibility = true;
    if (isUpdate) body.oldPassword = password;
    body.password = isUpdate ? newPassword : password;
    body.passwordConfirm = isUpdate ? newPassword : password;
  }
  for (const field of collection.schema) if (field.type !== 'file') body[field.name] = sampleValue(field);
  return body;
}

// ---------------------------------------------------------------------------------------------------
// SDK examples

function jsString(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
}

function dartString(value: string): string {
  return jsString(value).replace(/\$/g, '\\$');
}

function jsLiteral(value: unknown, indent = 4): string {
  return JSON.stringify(value, null, indent);
}

function dartLiteral(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(/\$/g, '\\$');
}

interface SdkCode {
  js: string;
  dart: string;
}

function examples(baseUrl: string, code: SdkCode, dartImports = ''): ApiDocExample[] {
  const js = `import PocketBase from 'pocketbase';\n\nconst pb = new PocketBase(${jsString(baseUrl)});\n\n...\n\n${code.js}\n`;
  const dart = `import 'package:pocketbase/pocketbase.dart';\n${dartImports}\nfinal pb = PocketBase(${dartString(baseUrl)});\n\n...\n\n${code.dart}\n`;
  return [
    { label: 'JavaScript', language: 'javascript', code: js },
    { label: 'Dart', language: 'dart', code: dart },
  ];
}

function expandExample(collection: Collection): string {
  const relations = collection.schema.filter((f) => f.type === 'relation').map((f) => f.name);
  return relations.length ? relations.slice(0, 2).join(',') : 'relField1,relField2.subRelField';
}

// ---------------------------------------------------------------------------------------------------
// parameters

function expandParam(collection: Collection): ApiDocParam {
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

const ID_PARAM = (action: string): ApiDocParam => ({
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

function listQueryParams(collection: Collection): ApiDocParam[] {
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

function recordBodyParams(collection: Collection, isUpdate: boolean): ApiDocParam[] {
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

// ---------------------------------------------------------------------------------------------------
// record tabs

function filesNote(collection: Collection): string {
  const files = collection.schema.filter((f) => f.type === 'file');
  if (!files.length) return '';
  const isProtected = files.some((f) => optionOf(f, 'protected') === true);
  return (
    ` File fields hold file names; a file is served at /api/files/${collection.name}/RECORD_ID/FILENAME` +
    ` and an image thumb with ?thumb=${DEFAULT_THUMB} (the default size) or one of the field's thumb sizes.` +
    (isProtected ? ' Protected files also need ?token= from POST /api/files/token.' : '')
  );
}

function recordsPath(collection: Collection): string {
  return `/api/collections/${collection.name}/records`;
}

function listTab(collection: Collection, baseUrl: string): ApiDocTab {
  const c = jsString(collection.name);
  const d = dartString(collection.name);
  const sort = collection.type === 'view' ? 'id' : '-created';
  const filter = collection.type === 'view' ? 'id != ""' : 'created >= "2022-01-01 00:00:00"';
  const expand = expandExample(collection);
  return {
    id: 'list',
    label: 'List/Search',
    method: 'GET',
    path: recordsPath(collection),
    description: `Fetch a paginated ${collection.name} records list, supporting sorting and filtering.${filesNote(collection)}`,
    rule: { label: 'List rule', value: collection.listRule },
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

function viewTab(collection: Collection, baseUrl: string): ApiDocTab {
  const expand = expandExample(collection);
  return {
    id: 'view',
    label: 'View',
    method: 'GET',
    path: `${recordsPath(collection)}/:id`,
    description: `Fetch a single ${collection.name} record.${filesNote(collection)}`,
    rule: { label: 'View rule', value: collection.viewRule },
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

function createTab(collection: Collection, baseUrl: string): ApiDocTab {
  return {
    id: 'create',
    label: 'Create',
    method: 'POST',
    path: recordsPath(collection),
    description:
      `Create a new ${collection.name} record. The body is sent as JSON or as multipart/form-data ` +
      '(multipart/form-data is required to upload files).',
    rule: { label: 'Create rule', value: collection.createRule },
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

function updateTab(collection: Collection, baseUrl: string): ApiDocTab {
  return {
    id: 'update',
    label: 'Update',
    method: 'PATCH',
    path: `${recordsPath(collection)}/:id`,
    description:
      `Update a single ${collection.name} record; only the sent fields change. The body is sent as JSON or ` +
      'as multipart/form-data (multipart/form-data is required to upload files).',
    rule: { label: 'Update rule', value: collection.updateRule },
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

function deleteTab(collection: Collection, baseUrl: string): ApiDocTab {
  return {
    id: 'delete',
    label: 'Delete',
    method: 'DELETE',
    path: `${recordsPath(collection)}/:id`,
    description: `Delete a single ${collection.name} record.`,
    rule: { label: 'Delete rule', value: collection.deleteRule },
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

function realtimeTab(collection: Collection, baseUrl: string): ApiDocTab {
  const c = jsString(collection.name);
  const d = dartString(collection.name);
  const name = collection.name;
  return {
    id: 'realtime',
    label: 'Realtime',
    method: 'SSE',
    path: '/api/realtime',
    description:
      `Subscribe to the create, update and delete events of ${name} records. GET /api/realtime opens a ` +
      'Server-Sent Events stream whose first event, PB_CONNECT, carries the clientId; POST /api/realtime ' +
      `with that clientId sets the subscriptions: "${name}/*" for every record (checked against the list ` +
      `rule) or "${name}/RECORD_ID" for one record (checked against the view rule). The SDKs do both steps.`,
    rule: { label: 'List rule', value: collection.listRule },
    pathParams: [],
    queryParams: [],
    bodyParams: [
      { name: 'clientId', type: 'String', required: true, description: 'The id from the PB_CONNECT event.' },
      {
        name: 'subscriptions',
        type: 'Array<String>',
        description: `The topics to listen to, e.g. ["${name}/*", "${name}/RECORD_ID"]; an empty list unsubscribes from all.`,
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

// ---------------------------------------------------------------------------------------------------
// auth tabs

interface AuthTabSpec {
  id: string;
  label: string;
  method: ApiDocTab['method'];
  path: string;
  description: string;
  rule?: ApiDocTab['rule'];
  pathParams?: ApiDocParam[];
  queryParams?: ApiDocParam[];
  bodyParams?: ApiDocParam[];
  js: string;
  dart: string;
  /** Extra Dart imports. */
  dartImports?: string;
  responses: ApiDocResponse[];
}

function authTab(collection: Collection, baseUrl: string, spec: AuthTabSpec): ApiDocTab {
  return {
    id: spec.id,
    label: spec.label,
    method: spec.method,
    path: `/api/collections/${collection.name}${spec.path}`,
    description: spec.description,
    ...(spec.rule ? { rule: spec.rule } : {}),
    pathParams: spec.pathParams ?? [],
    queryParams: spec.queryParams ?? [],
    bodyParams: spec.bodyParams ?? [],
    examples: examples(baseUrl, { js: spec.js, dart: spec.dart }, spec.dartImports),
    responses: spec.responses,
  };
}

function required(name: string, description: string, type = 'String'): ApiDocParam {
  return { name, type, required: true, description };
}

function authTabs(collection: Collection, baseUrl: string): ApiDocTab[] {
  const options = authOptions(collection);
  const allowEmail = options.allowEmailAuth === true;
  const allowUsername = options.allowUsernameAuth === true;
  const allowOAuth2 = options.allowOAuth2Auth === true;
  const name = collection.name;
  const c = `pb.collection(${jsString(name)})`;
  const d = `pb.collection(${dartString(name)})`;
  const record = exampleRecord(collection);
  const authResponse = { token: 'JWT_TOKEN', record };
  const expand = [expandParam(collection)];
  const password = samplePassword(collection);
  const newPassword = samplePassword(collection, '87654321');
  const jsAuthStore =
    '// after the above you can also access the auth data from the authStore\n' +
    'console.log(pb.authStore.isValid);\nconsole.log(pb.authStore.token);\nconsole.log(pb.authStore.model.id);\n\n' +
    '// "logout" the last authenticated record\npb.authStore.clear();';
  const dartAuthStore =
    '// after the above you can also access the auth data from the authStore\n' +
    'print(pb.authStore.isValid);\nprint(pb.authStore.token);\nprint(pb.authStore.model.id);\n\n' +
    '// "logout" the last authenticated record\npb.authStore.clear();';
  const ownerOnly = ` Requires the Authorization header with a ${name} record token (the one to act on).`;
  const adminOrOwner = ` Only admins and the ${name} record itself (its auth token) can call it.`;
  const unauthorizedRecord = apiError(
    401,
    'The request requires valid record authorization token to be set.',
  );
  const wrongCollection = apiError(403, `The request requires auth record from ${name} collection.`);
  const unauthorizedOwner = apiError(
    401,
    'The request requires admin or record authorization token to be set.',
  );
  const identity = allowEmail && allowUsername ? 'username or email' : allowUsername ? 'username' : 'email';
  const identitySample = allowEmail ? 'test@example.com' : 'test_username';
  const signIn = (sdk: string) => `await ${sdk}.authWithPassword('${identitySample}', '${password}');\n\n`;
  const tabs: ApiDocTab[] = [];

  if (allowEmail || allowUsername)
    tabs.push(
      authTab(collection, baseUrl, {
        id: 'auth-with-password',
        label: 'Auth with password',
        method: 'POST',
        path: '/auth-with-password',
        description: `Authenticate a ${name} record with its ${identity} and password; returns a new auth token and the record.`,
        queryParams: expand,
        bodyParams: [
          required('identity', `The ${identity} of the record to authenticate.`),
          required('password', "The auth record's password."),
        ],
        js: `const authData = await ${c}.authWithPassword(\n    ${jsString(identitySample)},\n    '${password}',\n);\n\n${jsAuthStore}`,
        dart: `final authData = await ${d}.authWithPassword(\n  ${dartString(identitySample)},\n  '${password}',\n);\n\n${dartAuthStore}`,
        responses: [ok(authResponse), apiError(400, MSG_BAD_REQUEST, fieldErrors('identity', 'password'))],
      }),
    );

  if (allowOAuth2)
    tabs.push(
      authTab(collection, baseUrl, {
        id: 'auth-with-oauth2',
        label: 'Auth with OAuth2',
        method: 'POST',
        path: '/auth-with-oauth2',
        description:
          `Authenticate with an OAuth2 provider (exchanging its code) and return a new auth token, the ${name} ` +
          'record and the OAuth2 account data. A record is created when the account is not linked yet, ' +
          'if the create rule allows it. The providers and their auth URLs come from the auth methods list.',
        rule: { label: 'Create rule (new accounts)', value: collection.createRule },
        queryParams: expand,
        bodyParams: [
          required('provider', 'The name of the OAuth2 client provider, e.g. "google".'),
          required('code', 'The authorization code returned from the initial request.'),
          required(
            'codeVerifier',
            'The code verifier sent with the initial request as part of the code_challenge.',
          ),
          required('redirectUrl', 'The redirect URL sent with the initial request.'),
          {
            name: 'createData',
            type: 'Object',
            description: `Optional data for the new ${name} record, used only when a record is created.`,
          },
        ],
        js:
          `// OAuth2 authentication with a single realtime call (redirect URL: ${baseUrl}/api/oauth2-redirect)\n` +
          `const authData = await ${c}.authWithOAuth2({ provider: 'google' });\n\n` +
          `// or with a code from your own redirect handling\nconst authData2 = await ${c}.authWithOAuth2Code(\n    'google',\n    'CODE',\n    'VERIFIER',\n    'REDIRECT_URL',\n    // optional data for a new account\n    { emailVisibility: false },\n);\n\n${jsAuthStore}`,
        dartImports: "import 'package:url_launcher/url_launcher.dart';\n",
        dart:
          `// OAuth2 authentication with a single realtime call (redirect URL: ${baseUrl}/api/oauth2-redirect)\n` +
          `final authData = await ${d}.authWithOAuth2('google', (url) async {\n  await launchUrl(url);\n});\n\n` +
          `// or with a code from your own redirect handling\nfinal authData2 = await ${d}.authWithOAuth2Code(\n  'google',\n  'CODE',\n  'VERIFIER',\n  'REDIRECT_URL',\n  // optional data for a new account\n  createData: {'emailVisibility': false},\n);\n\n${dartAuthStore}`,
        responses: [
          ok({
            ...authResponse,
            meta: {
              id: 'abc123',
              name: 'John Doe',
              username: 'john.doe',
              email: 'test@example.com',
              avatarUrl: 'https://example.com/avatar.png',
              rawUser: {},
              accessToken: '...',
              refreshToken: '...',
            },
          }),
          apiError(400, MSG_BAD_REQUEST, fieldErrors('provider')),
        ],
      }),
    );

  tabs.push(
    authTab(collection, baseUrl, {
      id: 'auth-refresh',
      label: 'Auth refresh',
      method: 'POST',
      path: '/auth-refresh',
      description: `Return a new auth token and the fresh data of an already authenticated ${name} record.${ownerOnly}`,
      queryParams: expand,
      js: `const authData = await ${c}.authRefresh();\n\n${jsAuthStore}`,
      dart: `final authData = await ${d}.authRefresh();\n\n${dartAuthStore}`,
      responses: [
        ok(authResponse),
        unauthorizedRecord,
        wrongCollection,
        apiError(404, 'Missing auth record context.'),
      ],
    }),
    authTab(collection, baseUrl, {
      id: 'request-verification',
      label: 'Request verification',
      method: 'POST',
      path: '/request-verification',
      description: `Send a verification email to a ${name} record. Succeeds even when no record has the email.`,
      bodyParams: [
        required('email', 'The email address to send the verification request to (if it exists).'),
      ],
      js: `await ${c}.requestVerification('test@example.com');`,
      dart: `await ${d}.requestVerification('test@example.com');`,
      responses: [NO_CONTENT, apiError(400, MSG_FORM_INVALID, fieldErrors('email'))],
    }),
    authTab(collection, baseUrl, {
      id: 'confirm-verification',
      label: 'Confirm verification',
      method: 'POST',
      path: '/confirm-verification',
      description: `Confirm a ${name} record's email address with the token from the verification email.`,
      bodyParams: [required('token', 'The token from the verification request email.')],
      js: `await ${c}.confirmVerification('TOKEN');`,
      dart: `await ${d}.confirmVerification('TOKEN');`,
      responses: [NO_CONTENT, apiError(400, MSG_BAD_REQUEST, fieldErrors('token'))],
    }),
    authTab(collection, baseUrl, {
      id: 'request-password-reset',
      label: 'Request password reset',
      method: 'POST',
      path: '/request-password-reset',
      description: `Send a password reset email to a ${name} record. Succeeds even when no record has the email.`,
      bodyParams: [
        required('email', 'The email address to send the password reset request to (if it exists).'),
      ],
      js: `await ${c}.requestPasswordReset('test@example.com');`,
      dart: `await ${d}.requestPasswordReset('test@example.com');`,
      responses: [NO_CONTENT, apiError(400, MSG_FORM_INVALID, fieldErrors('email'))],
    }),
    authTab(collection, baseUrl, {
      id: 'confirm-password-reset',
      label: 'Confirm password reset',
      method: 'POST',
      path: '/confirm-password-reset',
      description: `Set a new password for a ${name} record with the token from the password reset email.`,
      bodyParams: [
        required('token', 'The token from the password reset request email.'),
        required('password', `The new password (at least ${minPasswordLength(collection)} characters).`),
        required('passwordConfirm', 'The new password confirmation.'),
      ],
      js: `await ${c}.confirmPasswordReset(\n    'TOKEN',\n    '${newPassword}',\n    '${newPassword}',\n);`,
      dart: `await ${d}.confirmPasswordReset(\n  'TOKEN',\n  '${newPassword}',\n  '${newPassword}',\n);`,
      responses: [NO_CONTENT, apiError(400, MSG_BAD_REQUEST, fieldErrors('token'))],
    }),
    authTab(collection, baseUrl, {
      id: 'request-email-change',
      label: 'Request email change',
      method: 'POST',
      path: '/request-email-change',
      description: `Send an email change request to the new address of the authenticated ${name} record.${ownerOnly}`,
      bodyParams: [required('newEmail', 'The new email address to send the change email request to.')],
      js: `${signIn(c)}await ${c}.requestEmailChange('new@example.com');`,
      dart: `${signIn(d)}await ${d}.requestEmailChange('new@example.com');`,
      responses: [
        NO_CONTENT,
        apiError(400, MSG_BAD_REQUEST, fieldErrors('newEmail')),
        unauthorizedRecord,
        wrongCollection,
      ],
    }),
    authTab(collection, baseUrl, {
      id: 'confirm-email-change',
      label: 'Confirm email change',
      method: 'POST',
      path: '/confirm-email-change',
      description: `Confirm a ${name} record's email change with the token from the email change email.`,
      bodyParams: [
        required('token', 'The token from the email change request email.'),
        required('password', "The auth record's current password, to confirm the change."),
      ],
      js: `await ${c}.confirmEmailChange('TOKEN', '${password}');`,
      dart: `await ${d}.confirmEmailChange('TOKEN', '${password}');`,
      responses: [NO_CONTENT, apiError(400, MSG_BAD_REQUEST, fieldErrors('token'))],
    }),
    authTab(collection, baseUrl, {
      id: 'auth-methods',
      label: 'List auth methods',
      method: 'GET',
      path: '/auth-methods',
      description: `List the auth methods allowed for ${name} records, with the enabled OAuth2 providers and their auth URLs.`,
      js: `const result = await ${c}.listAuthMethods();`,
      dart: `final result = await ${d}.listAuthMethods();`,
      responses: [
        ok({
          usernamePassword: allowUsername,
          emailPassword: allowEmail,
          authProviders: allowOAuth2
            ? [
                {
                  name: 'google',
                  state: 'STATE',
                  codeVerifier: 'VERIFIER',
                  codeChallenge: 'CHALLENGE',
                  codeChallengeMethod: 'S256',
                  authUrl: 'https://accounts.google.com/o/oauth2/auth?...&redirect_uri=',
                },
              ]
            : [],
        }),
      ],
    }),
  );

  if (allowOAuth2)
    tabs.push(
      authTab(collection, baseUrl, {
        id: 'list-external-auths',
        label: 'List OAuth2 accounts',
        method: 'GET',
        path: '/records/:id/external-auths',
        description: `List the OAuth2 accounts linked to a ${name} record.${adminOrOwner}`,
        pathParams: [ID_PARAM('list the OAuth2 accounts of')],
        js: `${signIn(c)}const result = await ${c}.listExternalAuths(pb.authStore.model.id);`,
        dart: `${signIn(d)}final result = await ${d}.listExternalAuths(pb.authStore.model.id);`,
        responses: [
          ok(
            ['google', 'twitter'].map((provider, i) => ({
              id: `EXTERNAL_AUTH_ID${i + 1}`,
              created: EXAMPLE_DATE,
              updated: EXAMPLE_DATE,
              recordId: 'RECORD_ID',
              collectionId: collection.id,
              provider,
              providerId: `PROVIDER_ACCOUNT_ID${i + 1}`,
            })),
          ),
          unauthorizedOwner,
          apiError(403, MSG_NOT_ALLOWED),
          apiError(404, MSG_NOT_FOUND),
        ],
      }),
      authTab(collection, baseUrl, {
        id: 'unlink-external-auth',
        label: 'Unlink OAuth2 account',
        method: 'DELETE',
        path: '/records/:id/external-auths/:provider',
        description: `Unlink an OAuth2 provider from a ${name} record.${adminOrOwner}`,
        pathParams: [
          ID_PARAM('unlink the OAuth2 account from'),
          required('provider', 'The name of the provider to unlink, e.g. "google".'),
        ],
        js: `${signIn(c)}await ${c}.unlinkExternalAuth(pb.authStore.model.id, 'google');`,
        dart: `${signIn(d)}await ${d}.unlinkExternalAuth(pb.authStore.model.id, 'google');`,
        responses: [
          NO_CONTENT,
          unauthorizedOwner,
          apiError(403, MSG_NOT_ALLOWED),
          apiError(404, MSG_NOT_FOUND),
        ],
      }),
    );
  return tabs;
}

// ---------------------------------------------------------------------------------------------------

/**
 * Every docs tab of the collection: base collections list, view, create, update, delete and
 * realtime; auth collections add the auth tabs (the password tab only with username or email auth
 * allowed, the OAuth2 and OAuth2-account tabs only with OAuth2 allowed); views keep list and view.
 * `baseUrl` goes into the SDK examples.
 */
export function apiDocTabs(collection: Collection, baseUrl: string): ApiDocTab[] {
  const tabs = [listTab(collection, baseUrl), viewTab(collection, baseUrl)];
  if (collection.type === 'view') return tabs;
  tabs.push(
    createTab(collection, baseUrl),
    updateTab(collection, baseUrl),
    deleteTab(collection, baseUrl),
    realtimeTab(collection, baseUrl),
  );
  if (collection.type === 'auth') tabs.push(...authTabs(collection, baseUrl));
  return tabs;
}
