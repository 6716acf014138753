import type { Page, Request } from '@playwright/test';
import { expect, signIn, test, useOwnServer, watchConsole } from './support/fixtures';
import { adminToken, api } from './support/api';
import { expectNoA11yViolations } from './support/axe';
import { SmtpSink, type ReceivedMail } from './support/smtp';

// The end-user pages (open to anyone, no sidebar): the links the server mails for a record of
// `users` (verification, password reset, email change), followed from the mails the loopback SMTP
// sink receives, and the OAuth2 redirect page. The record is checked through the API afterwards; an
// admin signed in in the same browser stays signed in.

const own = useOwnServer('public');
const USER_PASSWORD = 'user-password-1';
let sink: SmtpSink;
let token: string;

test.beforeEach(async () => {
  sink = new SmtpSink();
  await sink.start();
  token = await adminToken(own.server.url, own.admin);
  // the server mails through the sink, with links to this server's dashboard
  await api(own.server.url, '/api/settings', {
    method: 'PATCH',
    token,
    body: {
      meta: { appUrl: own.server.url, senderAddress: 'noreply@example.com', senderName: 'Larder test' },
      smtp: { enabled: true, host: '127.0.0.1', port: sink.port, tls: false, username: '', password: '' },
    },
  });
});
test.afterEach(async () => {
  await sink.stop();
});

interface UserRecord {
  id: string;
  email: string;
  verified: boolean;
  collectionId: string;
}

let users = 0;
async function createUser(): Promise<UserRecord> {
  users += 1;
  const email = `user-${Date.now().toString(36)}-${users}@example.com`;
  return api<UserRecord>(own.server.url, '/api/collections/users/records', {
    method: 'POST',
    token,
    body: { email, password: USER_PASSWORD, passwordConfirm: USER_PASSWORD },
  });
}

const readUser = (id: string) =>
  api<UserRecord>(own.server.url, `/api/collections/users/records/${id}`, { token });

/** Whether `identity` signs in to `users` with `password` (through the real API). */
async function signsIn(identity: string, password: string): Promise<boolean> {
  const res = await fetch(`${own.server.url}/api/collections/users/auth-with-password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identity, password }),
  });
  return res.ok;
}

/** The dashboard link of `kind` in a received mail (the server's default action URLs). */
function linkIn(mail: ReceivedMail, kind: string): string {
  const link = mail.text.match(new RegExp(`https?://[^\\s"'<>]+/_/#/auth/${kind}/[A-Za-z0-9._-]+`))?.[0];
  expect(link, `${kind} link in the mail`).toBeTruthy();
  expect(link!.startsWith(`${own.server.url}/_/#/auth/${kind}/`)).toBe(true);
  return link!;
}

/** A token that reads like the server's but is not signed by it. */
function forgedToken(user: UserRecord, extra: Record<string, string> = {}): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const payload = {
    id: user.id,
    type: 'authRecord',
    collectionId: user.collectionId,
    email: user.email,
    exp: Math.floor(Date.now() / 1000) + 3600,
    ...extra,
  };
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.c2lnbmF0dXJl`;
}

/** The record confirmation calls the page makes, to check they never carry the admin's token. */
function recordConfirmCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (/\/api\/collections\/[^/]+\/confirm-/.test(new URL(request.url()).pathname)) calls.push(request);
  });
  return calls;
}

async function expectNoAdminToken(calls: Request[]): Promise<void> {
  expect(calls.length).toBeGreaterThan(0);
  for (const call of calls) expect(await call.headerValue('authorization')).toBeNull();
}

/** The admin's stored session: who is signed in (the token itself may be refreshed on a page load). */
const storedAdmin = (page: Page) =>
  page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('pocketbase_auth') ?? '{}') as {
      token?: string;
      model?: { id?: string; email?: string };
    };
    return { email: stored.model?.email ?? null, hasToken: !!stored.token };
  });

async function expectAdminStillSignedIn(page: Page): Promise<void> {
  expect(await storedAdmin(page)).toEqual({ email: own.admin.email, hasToken: true });
  await page.goto(`${own.server.url}/_/#/settings/admins`);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page).toHaveURL(/#\/settings\/admins$/);
  await expect(page.getByText(own.admin.email).first()).toBeVisible();
}

const noSidebar = (page: Page) => expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

test('the verification link confirms on opening; the record is verified and the signed-in admin stays signed in', async ({
  page,
}) => {
  await signIn(page, own.server.url, own.admin);
  const user = await createUser();
  expect(user.verified).toBe(false);
  await api(own.server.url, '/api/collections/users/request-verification', {
    method: 'POST',
    body: { email: user.email },
  });
  const link = linkIn(await sink.waitFor(user.email), 'confirm-verification');

  // the first answer is a server failure: it says so and offers to try again
  const calls = recordConfirmCalls(page);
  let failOnce = true;
  await page.route(/\/confirm-verification$/, (route) => {
    if (!failOnce) return route.continue();
    failOnce = false;
    return route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ code: 503, message: 'The server is restarting.', data: {} }),
    });
  });
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Verify your email address' })).toBeVisible();
  await noSidebar(page);
  await expect(page.getByRole('alert')).toContainText('The server is restarting.');
  expect((await readUser(user.id)).verified).toBe(false);
  await page.getByRole('button', { name: 'Try again' }).focus();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('status')).toContainText(`The email address ${user.email} is verified.`);
  expect((await readUser(user.id)).verified).toBe(true);
  await expectNoAdminToken(calls);
  await expect(page).toHaveTitle(/Verify email/);
  await expectNoA11yViolations(page);

  await expectAdminStillSignedIn(page);
});

test('the password reset link sets a new password of the collection minimum length; the link then stops working', async ({
  page,
}) => {
  // the collection's own minimum, which the page learns from the server
  await api(own.server.url, '/api/collections/users', {
    method: 'PATCH',
    token,
    body: { options: { minPasswordLength: 12 } },
  });
  const user = await createUser();
  await api(own.server.url, '/api/collections/users/request-password-reset', {
    method: 'POST',
    body: { email: user.email },
  });
  const link = linkIn(await sink.waitFor(user.email), 'confirm-password-reset');

  // an anonymous visitor: no admin session in this browser
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await noSidebar(page);
  await expect(page.getByText(`For ${user.email}`)).toBeVisible();
  const password = page.getByLabel('New password', { exact: true });
  const confirm = page.getByLabel('New password confirm');
  await expect(password).toHaveAccessibleDescription('Minimum 12 characters.');
  await expectNoA11yViolations(page);

  // all by keyboard: the new password has the focus; Tab to the confirmation, Enter submits
  await expect(password).toBeFocused();
  await page.keyboard.type('eleven-char');
  await page.keyboard.press('Tab');
  await expect(confirm).toBeFocused();
  await page.keyboard.type('eleven-char');
  await page.keyboard.press('Enter');
  await expect(password).toHaveAccessibleDescription(/Minimum 12 characters\./);
  await expect(page.getByRole('alert').filter({ hasText: 'Minimum 12 characters.' })).toBeVisible();
  await expect(password).toBeFocused();

  const newPassword = 'twelve-chars-ok';
  await password.fill(newPassword);
  await confirm.fill(`${newPassword}x`);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: "Values don't match." })).toBeVisible();
  expect(await signsIn(user.email, USER_PASSWORD)).toBe(true);

  await confirm.fill(newPassword);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toContainText('Your password has been changed.');
  expect(await signsIn(user.email, newPassword)).toBe(true);
  expect(await signsIn(user.email, USER_PASSWORD)).toBe(false);
  await expectNoA11yViolations(page);

  // the same link again: the server no longer takes it, and the page says so before anything is typed
  await page.reload();
  const problem = page.getByRole('alert');
  await expect(problem).toContainText('This link is invalid or has expired.');
  await expect(problem).toContainText('Invalid or expired token.');
  await expect(password).toHaveCount(0);
});

test('the email change link asks the password, then the record has the new address; the admin stays signed in', async ({
  page,
}) => {
  await signIn(page, own.server.url, own.admin);
  const user = await createUser();
  const userAuth = await api<{ token: string }>(own.server.url, '/api/collections/users/auth-with-password', {
    method: 'POST',
    body: { identity: user.email, password: USER_PASSWORD },
  });
  const newEmail = `moved-${Date.now().toString(36)}@example.com`;
  await api(own.server.url, '/api/collections/users/request-email-change', {
    method: 'POST',
    token: userAuth.token,
    body: { newEmail },
  });
  const link = linkIn(await sink.waitFor(newEmail), 'confirm-email-change');

  const calls = recordConfirmCalls(page);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Confirm your new email address' })).toBeVisible();
  await noSidebar(page);
  await expect(page.getByText(`from ${user.email} to ${newEmail}`)).toBeVisible();
  const password = page.getByLabel('Password');
  await expect(password).toBeFocused();
  await expectNoA11yViolations(page);

  // a wrong password: the server's message under the field, and no generic toast
  await page.keyboard.type('not-the-password');
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Missing or invalid auth record password.' }),
  ).toBeVisible();
  await expect(page.getByText('Something went wrong while processing your request.')).toHaveCount(0);
  expect((await readUser(user.id)).email).toBe(user.email);

  await password.fill(USER_PASSWORD);
  await page.getByRole('button', { name: 'Confirm new email' }).click();
  await expect(page.getByRole('status')).toContainText(`Your email address is now ${newEmail}.`);
  expect((await readUser(user.id)).email).toBe(newEmail);
  expect(await signsIn(newEmail, USER_PASSWORD)).toBe(true);
  await expectNoAdminToken(calls);
  await expectNoA11yViolations(page);

  await expectAdminStillSignedIn(page);
});

/** Every request to the API `page` makes from now on. */
function apiRequests(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) sent.push(request);
  });
  return sent;
}

/** The requests among `sent` that carried an Authorization header, by method and path. */
async function withAuthorization(sent: readonly Request[]): Promise<string[]> {
  const carrying: string[] = [];
  for (const request of sent)
    if ((await request.headerValue('authorization')) !== null)
      carrying.push(`${request.method()} ${new URL(request.url()).pathname}`);
  return carrying;
}

const paths = (sent: readonly Request[]) => sent.map((r) => `${r.method()} ${new URL(r.url()).pathname}`);

test("with an admin signed in, no request of the end-user links carries the admin's token, and the admin stays signed in", async ({
  page,
  expectedConsoleErrors,
}) => {
  await signIn(page, own.server.url, own.admin);
  const toVerify = await createUser();
  const toReset = await createUser();
  const toMove = await createUser();
  await api(own.server.url, '/api/collections/users/request-verification', {
    method: 'POST',
    body: { email: toVerify.email },
  });
  await api(own.server.url, '/api/collections/users/request-password-reset', {
    method: 'POST',
    body: { email: toReset.email },
  });
  const moverAuth = await api<{ token: string }>(
    own.server.url,
    '/api/collections/users/auth-with-password',
    {
      method: 'POST',
      body: { identity: toMove.email, password: USER_PASSWORD },
    },
  );
  const newEmail = `moved-${Date.now().toString(36)}@example.com`;
  await api(own.server.url, '/api/collections/users/request-email-change', {
    method: 'POST',
    token: moverAuth.token,
    body: { newEmail },
  });
  const links = {
    verification: linkIn(await sink.waitFor(toVerify.email), 'confirm-verification'),
    reset: linkIn(await sink.waitFor(toReset.email), 'confirm-password-reset'),
    emailChange: linkIn(await sink.waitFor(newEmail), 'confirm-email-change'),
  };
  const users = '/api/collections/_pb_users_auth_';

  // followed in the signed-in dashboard's tab (the address changes, the page does not reload)
  const sent = apiRequests(page);
  await page.goto(links.verification);
  await expect(page.getByRole('status')).toContainText(`The email address ${toVerify.email} is verified.`);

  await page.goto(links.reset);
  const newPassword = 'new-user-password-1';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('New password confirm').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been changed.');

  await page.goto(links.emailChange);
  await page.getByLabel('Password').fill(USER_PASSWORD);
  await page.getByRole('button', { name: 'Confirm new email' }).click();
  await expect(page.getByRole('status')).toContainText(`Your email address is now ${newEmail}.`);

  // the opening checks (the reset link's probe of the minimum length too) and the confirmations
  expect(paths(sent)).toEqual([
    `POST ${users}/confirm-verification`,
    `POST ${users}/confirm-password-reset`,
    `POST ${users}/confirm-password-reset`,
    `POST ${users}/confirm-email-change`,
    `POST ${users}/confirm-email-change`,
  ]);
  expect(await withAuthorization(sent)).toEqual([]);
  expect((await readUser(toVerify.id)).verified).toBe(true);
  expect(await signsIn(toReset.email, newPassword)).toBe(true);
  expect((await readUser(toMove.id)).email).toBe(newEmail);

  // opened again in a new tab of the same browser (a link clicked in a mail app): the dashboard
  // starts on the link, with the admin's session stored, and still sends it nowhere
  const tab = await page.context().newPage();
  const tabErrors = watchConsole(tab, expectedConsoleErrors);
  const sentByTab = apiRequests(tab);
  await tab.goto(links.verification);
  await expect(tab.getByRole('status')).toContainText(`The email address ${toVerify.email} is verified.`);
  for (const link of [links.reset, links.emailChange]) {
    await tab.goto(link);
    // used once already: the check on opening says so
    await expect(tab.getByRole('alert')).toContainText('This link is invalid or has expired.');
  }
  expect(paths(sentByTab)).toEqual([
    `POST ${users}/confirm-verification`,
    `POST ${users}/confirm-password-reset`,
    `POST ${users}/confirm-email-change`,
  ]);
  expect(await withAuthorization(sentByTab)).toEqual([]);
  await tab.close();
  expect(tabErrors, 'console errors of the new tab').toEqual([]);

  await expectAdminStillSignedIn(page);
});

test('an invalid or forged link says the link cannot be used, under both prefixes, without a form', async ({
  page,
}) => {
  const user = await createUser();

  // unreadable: no request at all
  const calls = recordConfirmCalls(page);
  await page.goto(`${own.server.url}/_/#/users/confirm-verification/not-a-token`);
  await expect(page.getByRole('heading', { name: 'Verify your email address' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('This link is invalid or has expired.');
  await expect(page.getByRole('alert')).toContainText('incomplete or damaged');
  expect(calls).toHaveLength(0);
  await expectNoA11yViolations(page);

  // well formed but not signed by the server: the server's reason
  for (const path of ['/users/confirm-verification', '/auth/confirm-verification']) {
    await page.goto(`${own.server.url}/_/#${path}/${forgedToken(user)}`);
    await expect(page.getByRole('alert')).toContainText('Invalid or expired token.');
  }
  expect((await readUser(user.id)).verified).toBe(false);

  await page.goto(`${own.server.url}/_/#/users/confirm-password-reset/${forgedToken(user)}`);
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Invalid or expired token.');
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);

  await page.goto(
    `${own.server.url}/_/#/users/confirm-email-change/${forgedToken(user, { newEmail: 'x@example.com' })}`,
  );
  await expect(page.getByRole('heading', { name: 'Confirm your new email address' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Invalid or expired token.');
  await expect(page.getByLabel('Password')).toHaveCount(0);
  await noSidebar(page);
  await expectNoA11yViolations(page);
  expect((await readUser(user.id)).email).toBe(user.email);
});

interface Received {
  data: unknown;
  origin: string;
}

/** Keeps every message the page receives from now on (read with `receivedBy`). */
async function listenForMessages(opener: Page): Promise<void> {
  await opener.evaluate(() => {
    const received: Received[] = [];
    (window as unknown as { received: Received[] }).received = received;
    window.addEventListener('message', (event) => received.push({ data: event.data, origin: event.origin }));
  });
}

const receivedBy = (opener: Page) =>
  opener.evaluate(() => (window as unknown as { received: Received[] }).received);

/** Opens `target` as a popup of `opener` (window.open) and waits until it has closed itself. */
async function openPopupUntilClosed(opener: Page, target: string): Promise<void> {
  const [popup] = await Promise.all([
    opener.waitForEvent('popup'),
    opener.evaluate((url) => void window.open(url, 'oauth2', 'width=600,height=500'), target),
  ]);
  if (!popup.isClosed()) await popup.waitForEvent('close');
}

test('as a popup, the OAuth2 redirect page hands code and state to an opener of its origin only, and closes', async ({
  page,
}) => {
  const url = own.server.url;
  await page.goto(`${url}/_/#/no-such-page`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await listenForMessages(page);

  // the provider's answer in the real query, or in the hash query; a refusal is handed over too
  await openPopupUntilClosed(page, `${url}/_/?code=c1&state=s1#/auth/oauth2-redirect`);
  await openPopupUntilClosed(page, `${url}/_/#/auth/oauth2-redirect?code=c2&state=s2`);
  await openPopupUntilClosed(
    page,
    `${url}/_/?error=access_denied&error_description=No%20thanks&state=s3#/auth/oauth2-redirect`,
  );
  // the server's own redirect brings nothing: that popup just closes (the next one, which posts,
  // shows that nothing came from it before)
  await openPopupUntilClosed(page, `${url}/_/#/auth/oauth2-redirect`);
  await openPopupUntilClosed(page, `${url}/_/?code=c5&state=s5#/auth/oauth2-redirect`);
  await expect
    .poll(() => receivedBy(page))
    .toEqual([
      { data: { code: 'c1', state: 's1' }, origin: url },
      { data: { code: 'c2', state: 's2' }, origin: url },
      { data: { state: 's3', error: 'access_denied', errorDescription: 'No thanks' }, origin: url },
      { data: { code: 'c5', state: 's5' }, origin: url },
    ]);

  // an opener of another origin (localhost is not 127.0.0.1) gets nothing, and the popup still
  // closes; a popup of the opener's own origin, opened next, posts as a control
  const elsewhere = url.replace('127.0.0.1', 'localhost');
  await page.goto(`${elsewhere}/_/#/no-such-page`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await listenForMessages(page);
  await openPopupUntilClosed(page, `${url}/_/?code=c4&state=s4#/auth/oauth2-redirect`);
  await openPopupUntilClosed(page, `${elsewhere}/_/?code=c6&state=s6#/auth/oauth2-redirect`);
  await expect
    .poll(() => receivedBy(page))
    .toEqual([{ data: { code: 'c6', state: 's6' }, origin: elsewhere }]);
});

test('opened on its own, the OAuth2 redirect page stays and says what to do', async ({ page }) => {
  const url = own.server.url;
  await page.goto(`${url}/_/#/auth/oauth2-redirect`);
  await expect(page.getByRole('heading', { name: 'OAuth2 sign-in' })).toBeVisible();
  await expect(page.getByText('There is nothing to do here')).toBeVisible();
  await expect(page).toHaveTitle(/OAuth2 redirect/);
  await noSidebar(page);
  await expectNoA11yViolations(page);

  await page.goto(`${url}/_/?code=c1&state=s1#/auth/oauth2-redirect`);
  await expect(page.getByText('no app window is waiting for it here')).toBeVisible();

  await page.goto(
    `${url}/_/?error=access_denied&error_description=%3Cb%3ENo%3C%2Fb%3E#/auth/oauth2-redirect`,
  );
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('The provider did not sign you in: <b>No</b>');
  await expect(alert.locator('b')).toHaveCount(0);
  await expectNoA11yViolations(page);
  expect(page.isClosed()).toBe(false);
});
