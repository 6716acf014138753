// The auth endpoints' tabs of the API docs, for auth collections (PocketBase v0.15.3
// apis/record_auth.go, forms/*.go): password and OAuth2 sign-in, refresh, verification, password
// reset, email change and the linked OAuth2 accounts.
import type { Collection } from 'pocketbase';
import { EXAMPLE_DATE } from '../../../../lib/fieldTypes/docs';
import type { ApiDocParam, ApiDocResponse, ApiDocTab } from './apiDocTypes';
import {
  MSG_NOT_FOUND,
  MSG_NOT_ALLOWED,
  MSG_BAD_REQUEST,
  MSG_FORM_INVALID,
  authOptions,
  minPasswordLength,
  samplePassword,
  exampleRecord,
  ok,
  NO_CONTENT,
  apiError,
  fieldErrors,
} from './samples';
import { jsString, dartString, examples } from './snippets';
import { expandParam, ID_PARAM } from './params';
import { t } from '../messages';

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

export function authTabs(collection: Collection, baseUrl: string): ApiDocTab[] {
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
  const ownerOnly = t('auth.ownerOnly', { collection: name });
  const adminOrOwner = t('auth.adminOrOwner', { collection: name });
  const unauthorizedRecord = apiError(
    401,
    'The request requires valid record authorization token to be set.',
  );
  const wrongCollection = apiError(403, `The request requires auth record from ${name} collection.`);
  const unauthorizedOwner = apiError(
    401,
    'The request requires admin or record authorization token to be set.',
  );
  const identity = allowEmail && allowUsername ? 'both' : allowUsername ? 'username' : 'email';
  const identitySample = allowEmail ? 'test@example.com' : 'test_username';
  const signIn = (sdk: string) => `await ${sdk}.authWithPassword('${identitySample}', '${password}');\n\n`;
  const tabs: ApiDocTab[] = [];

  if (allowEmail || allowUsername)
    tabs.push(
      authTab(collection, baseUrl, {
        id: 'auth-with-password',
        label: t('tab.authWithPassword'),
        method: 'POST',
        path: '/auth-with-password',
        description: t('authWithPassword.description', { collection: name, identity }),
        queryParams: expand,
        bodyParams: [
          required('identity', t('authWithPassword.identity', { identity })),
          required('password', t('authWithPassword.password')),
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
        label: t('tab.authWithOAuth2'),
        method: 'POST',
        path: '/auth-with-oauth2',
        description: t('authWithOAuth2.description', { collection: name }),
        rule: { label: t('rule.createAccounts'), value: collection.createRule },
        queryParams: expand,
        bodyParams: [
          required('provider', t('authWithOAuth2.provider')),
          required('code', t('authWithOAuth2.code')),
          required('codeVerifier', t('authWithOAuth2.codeVerifier')),
          required('redirectUrl', t('authWithOAuth2.redirectUrl')),
          {
            name: 'createData',
            type: 'Object',
            description: t('authWithOAuth2.createData', { collection: name }),
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
      label: t('tab.authRefresh'),
      method: 'POST',
      path: '/auth-refresh',
      description: `${t('authRefresh.description', { collection: name })} ${ownerOnly}`,
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
      label: t('tab.requestVerification'),
      method: 'POST',
      path: '/request-verification',
      description: t('requestVerification.description', { collection: name }),
      bodyParams: [required('email', t('requestVerification.email'))],
      js: `await ${c}.requestVerification('test@example.com');`,
      dart: `await ${d}.requestVerification('test@example.com');`,
      responses: [NO_CONTENT, apiError(400, MSG_FORM_INVALID, fieldErrors('email'))],
    }),
    authTab(collection, baseUrl, {
      id: 'confirm-verification',
      label: t('tab.confirmVerification'),
      method: 'POST',
      path: '/confirm-verification',
      description: t('confirmVerification.description', { collection: name }),
      bodyParams: [required('token', t('confirmVerification.token'))],
      js: `await ${c}.confirmVerification('TOKEN');`,
      dart: `await ${d}.confirmVerification('TOKEN');`,
      responses: [NO_CONTENT, apiError(400, MSG_BAD_REQUEST, fieldErrors('token'))],
    }),
    authTab(collection, baseUrl, {
      id: 'request-password-reset',
      label: t('tab.requestPasswordReset'),
      method: 'POST',
      path: '/request-password-reset',
      description: t('requestPasswordReset.description', { collection: name }),
      bodyParams: [required('email', t('requestPasswordReset.email'))],
      js: `await ${c}.requestPasswordReset('test@example.com');`,
      dart: `await ${d}.requestPasswordReset('test@example.com');`,
      responses: [NO_CONTENT, apiError(400, MSG_FORM_INVALID, fieldErrors('email'))],
    }),
    authTab(collection, baseUrl, {
      id: 'confirm-password-reset',
      label: t('tab.confirmPasswordReset'),
      method: 'POST',
      path: '/confirm-password-reset',
      description: t('confirmPasswordReset.description', { collection: name }),
      bodyParams: [
        required('token', t('confirmPasswordReset.token')),
        required('password', t('confirmPasswordReset.password', { min: minPasswordLength(collection) })),
        required('passwordConfirm', t('confirmPasswordReset.passwordConfirm')),
      ],
      js: `await ${c}.confirmPasswordReset(\n    'TOKEN',\n    '${newPassword}',\n    '${newPassword}',\n);`,
      dart: `await ${d}.confirmPasswordReset(\n  'TOKEN',\n  '${newPassword}',\n  '${newPassword}',\n);`,
      responses: [NO_CONTENT, apiError(400, MSG_BAD_REQUEST, fieldErrors('token'))],
    }),
    authTab(collection, baseUrl, {
      id: 'request-email-change',
      label: t('tab.requestEmailChange'),
      method: 'POST',
      path: '/request-email-change',
      description: `${t('requestEmailChange.description', { collection: name })} ${ownerOnly}`,
      bodyParams: [required('newEmail', t('requestEmailChange.newEmail'))],
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
      label: t('tab.confirmEmailChange'),
      method: 'POST',
      path: '/confirm-email-change',
      description: t('confirmEmailChange.description', { collection: name }),
      bodyParams: [
        required('token', t('confirmEmailChange.token')),
        required('password', t('confirmEmailChange.password')),
      ],
      js: `await ${c}.confirmEmailChange('TOKEN', '${password}');`,
      dart: `await ${d}.confirmEmailChange('TOKEN', '${password}');`,
      responses: [NO_CONTENT, apiError(400, MSG_BAD_REQUEST, fieldErrors('token'))],
    }),
    authTab(collection, baseUrl, {
      id: 'auth-methods',
      label: t('tab.authMethods'),
      method: 'GET',
      path: '/auth-methods',
      description: t('authMethods.description', { collection: name }),
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
        label: t('tab.listExternalAuths'),
        method: 'GET',
        path: '/records/:id/external-auths',
        description: `${t('listExternalAuths.description', { collection: name })} ${adminOrOwner}`,
        pathParams: [ID_PARAM('listExternalAuths')],
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
        label: t('tab.unlinkExternalAuth'),
        method: 'DELETE',
        path: '/records/:id/external-auths/:provider',
        description: `${t('unlinkExternalAuth.description', { collection: name })} ${adminOrOwner}`,
        pathParams: [ID_PARAM('unlinkExternalAuth'), required('provider', t('unlinkExternalAuth.provider'))],
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
