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
