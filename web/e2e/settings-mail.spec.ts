import { createServer, type Server, type Socket } from 'node:net';
import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test, useOwnServer } from './support/fixtures';
import { adminToken, api } from './support/api';
import { expectNoA11yViolations } from './support/axe';
import { freePort } from './support/server';
import { SmtpSink, type ReceivedMail } from './support/smtp';

// Mail settings on a server of each test's own: mail settings are global, so a save here would
// change every other test's mail on a shared server.

interface Template {
  subject: string;
  actionUrl: string;
  body: string;
}

interface MailSettings {
  meta: {
    appName: string;
    senderName: string;
    senderAddress: string;
    verificationTemplate: Template;
    resetPasswordTemplate: Template;
    confirmEmailChangeTemplate: Template;
  };
  smtp: {
    enabled: boolean;
    host: string;
    port: number;
    username: string;
    password: string;
    authMethod: string;
    tls: boolean;
  };
}

const own = useOwnServer('mail');

const token = () => adminToken(own.server.url, own.admin);
const readSettings = async () => api<MailSettings>(own.server.url, '/api/settings', { token: await token() });
const patchSettings = async (body: unknown) =>
  api(own.server.url, '/api/settings', { method: 'PATCH', token: await token(), body });

/** SMTP pointed at a loopback port, with or without credentials. */
const smtpAt = (
  port: number,
  auth: { username: string; password: string } = { username: '', password: '' },
) => ({
  smtp: { enabled: true, host: '127.0.0.1', port, tls: false, authMethod: 'PLAIN', ...auth },
});

async function openMailSettings(page: Page): Promise<void> {
  await signIn(page, own.server.url, own.admin);
  await page.goto(`${own.server.url}/_/#/settings/mail`);
  await expect(page.getByRole('heading', { name: 'Mail settings' })).toBeVisible();
  await expect(page.getByLabel('Sender name')).toBeVisible();
}

const accordion = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name}`) });

/** Opens a template accordion (unless open) and returns its section. */
async function openTemplate(page: Page, name: string): Promise<Locator> {
  const trigger = accordion(page, name);
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  return page.locator('section').filter({ has: trigger });
}

/** The body's code editor (a textarea until CodeMirror takes over, then its editable element). */
const bodyEditor = (section: Locator) => section.getByRole('textbox', { name: 'Body (HTML)' });

/**
 * Waits for CodeMirror to take over a body editor (it loads when the pointer comes over it) and
 * returns its editable element: a click on the plain textarea could land as it hides.
 */
async function codeMirrorOf(section: Locator): Promise<Locator> {
  await section.locator('[data-code-editor]').hover();
  const content = section.locator('.cm-content');
  await expect(content).toBeVisible();
  await expect(content).toHaveAccessibleName(/^Body \(HTML\)/);
  return content;
}

/** Replaces the text of a template body. */
async function fillBody(section: Locator, text: string): Promise<void> {
  const content = await codeMirrorOf(section);
  await content.click();
  await section.page().keyboard.press('ControlOrMeta+a');
  await section.page().keyboard.press('Delete');
  await section.page().keyboard.insertText(text);
  await expect(content).toHaveText(text);
}

const subjectOf = (mail: ReceivedMail) => /^Subject: (.*)$/m.exec(mail.raw)?.[1] ?? '';

const savePatches = (page: Page) => {
  const bodies: Array<Record<string, unknown>> = [];
  page.on('request', (r) => {
    if (r.method() === 'PATCH' && r.url().endsWith('/api/settings'))
      bodies.push(r.postDataJSON() as Record<string, unknown>);
  });
  return bodies;
};

test('load, edit and save: sender, a template, SMTP; the PATCH holds only {meta, smtp}; read back from the server', async ({
  page,
}) => {
  const patches = savePatches(page);
  await openMailSettings(page);
  await expect(page.getByLabel('Sender name')).toHaveValue('Support');
  await expect(page.getByLabel('Sender address')).toHaveValue('support@example.com');
  await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
  await expect(page.getByLabel('SMTP server host')).toHaveCount(0);
  for (const name of ['Verification template', 'Password reset template', 'Email change template'])
    await expect(accordion(page, name)).toHaveAttribute('aria-expanded', 'false');
  await expectNoA11yViolations(page);

  await page.getByLabel('Sender name').fill('Pantry mail');
  await page.getByLabel('Sender address').fill('mail@pantry.example.com');
  const reset = await openTemplate(page, 'Password reset template');
  await expect(reset.getByLabel('Subject')).toHaveValue('Reset your {APP_NAME} password');
  await expect(reset.getByLabel('Action URL')).toHaveValue(
    '{APP_URL}/_/#/auth/confirm-password-reset/{TOKEN}',
  );
  await expect(bodyEditor(reset)).toContainText('Reset password');
  await expectNoA11yViolations(page);
  await reset.getByLabel('Subject').fill('New {APP_NAME} password');
  await reset.getByLabel('Action URL').fill('https://pantry.example.com/reset/{TOKEN}');
  await fillBody(reset, '<p>Go to <a href="{ACTION_URL}">{APP_NAME}</a></p>');

  await page.getByLabel('Use SMTP mail server (recommended)').check();
  await page.getByLabel('SMTP server host').fill('127.0.0.1');
  await page.getByLabel('Port').fill('2525');
  await expect(page.getByLabel('TLS encryption')).toHaveText(/Auto \(StartTLS\)/);
  await page.getByLabel('TLS encryption').click();
  await page.getByRole('option', { name: 'Always' }).click();
  await expect(page.getByLabel('AUTH method')).toHaveText(/PLAIN \(default\)/);
  await page.getByLabel('AUTH method').click();
  await page.getByRole('option', { name: 'LOGIN' }).click();
  await page.getByLabel('Username').fill('mailer');
  await page.getByLabel('Password', { exact: true }).fill('first-secret');
  await expectNoA11yViolations(page);

  // a test email goes with the saved settings: with unsaved changes the popup says so
  await page.getByRole('button', { name: 'Send test email' }).click();
  const popup = page.getByRole('dialog', { name: 'Send test email' });
  await expect(popup.getByText('The test email is sent with the saved settings')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);

  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Successfully saved mail settings.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Send test email' }).click();
  await expect(popup.getByLabel('To email address')).toBeVisible();
  await expect(popup.getByText('The test email is sent with the saved settings')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);

  expect(patches).toHaveLength(1);
  expect(Object.keys(patches[0]).sort()).toEqual(['meta', 'smtp']);
  expect(patches[0].meta).not.toHaveProperty('appName');
  const saved = await readSettings();
  expect(saved.meta).toMatchObject({
    appName: 'Acme',
    senderName: 'Pantry mail',
    senderAddress: 'mail@pantry.example.com',
    resetPasswordTemplate: {
      subject: 'New {APP_NAME} password',
      actionUrl: 'https://pantry.example.com/reset/{TOKEN}',
      body: '<p>Go to <a href="{ACTION_URL}">{APP_NAME}</a></p>',
    },
  });
  expect(saved.meta.verificationTemplate.subject).toBe('Verify your {APP_NAME} email');
  expect(saved.smtp).toMatchObject({
    enabled: true,
    host: '127.0.0.1',
    port: 2525,
    tls: true,
    authMethod: 'LOGIN',
    username: 'mailer',
    password: '******',
  });

  // the answer of the save is what the page shows; a reload shows the same, the password as set
  await page.reload();
  await expect(page.getByLabel('Sender name')).toHaveValue('Pantry mail');
  await expect(page.getByLabel('TLS encryption')).toHaveText(/Always/);
  await expect(page.getByLabel('AUTH method')).toHaveText(/LOGIN/);
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveValue('******');
  await expect(password).toHaveAttribute('readonly');
  await expect(page.getByRole('button', { name: 'Set new value' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
});

test.describe('with SMTP on a loopback sink', () => {
  let sink: SmtpSink;
  test.beforeEach(async () => {
    sink = new SmtpSink();
    await sink.start();
  });
  test.afterEach(async () => {
    await sink.stop();
  });

  /** Sends a test email through the popup and waits for the sink to receive it. */
  async function sendTestEmail(page: Page, template: string, address: string): Promise<ReceivedMail> {
    await page.getByRole('button', { name: 'Send test email' }).click();
    const popup = page.getByRole('dialog', { name: 'Send test email' });
    await popup.getByRole('radio', { name: template }).check();
    await popup.getByLabel('To email address').fill(address);
    await popup.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Successfully sent test email.')).toBeVisible();
    await expect(popup).toHaveCount(0);
    return sink.waitFor(address);
  }

  test('the masked password is never sent back: after a save that left it alone, the server still signs in to SMTP with the real one', async ({
    page,
  }) => {
    await patchSettings(smtpAt(sink.port, { username: 'mailer', password: 'real-secret' }));
    const patches = savePatches(page);
    await openMailSettings(page);
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveValue('******');
    await expect(password).toHaveAttribute('readonly');
    await expect(password).toHaveAccessibleDescription(/A password is set/);

    await page.getByLabel('Sender name').fill('Kept password');
    await page.getByLabel('Username').fill('mailer');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Successfully saved mail settings.')).toBeVisible();
    expect(patches).toHaveLength(1);
    expect(patches[0].smtp).not.toHaveProperty('password');
    expect(JSON.stringify(patches[0])).not.toContain('******');

    const first = await sendTestEmail(page, 'Verification', 'kept@example.com');
    expect(first.text).toContain('Kept password');
    expect(sink.logins).toEqual([{ method: 'PLAIN', username: 'mailer', password: 'real-secret' }]);

    // a new value: typed after 'Set new value', sent once, never stored in the draft
    await page.getByRole('button', { name: 'Set new value' }).click();
    await expect(password).toBeFocused();
    await expect(password).toHaveValue('');
    await expect(password).toHaveAccessibleDescription('Leave empty to remove the stored password.');
    await page.keyboard.type('second-secret');
    await page.getByLabel('Sender name').fill('New password');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('larder_settings_draft_mail')))
      .toContain('New password');
    expect(await page.evaluate(() => localStorage.getItem('larder_settings_draft_mail'))).not.toContain(
      'second-secret',
    );
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Successfully saved mail settings.')).toBeVisible();
    expect((patches[1].smtp as { password: string }).password).toBe('second-secret');
    await expect(password).toHaveValue('******');
    await sendTestEmail(page, 'Verification', 'changed@example.com');
    expect(sink.logins.at(-1)).toEqual({ method: 'PLAIN', username: 'mailer', password: 'second-secret' });
  });

  test('a test email of each template reaches the sink with its subject; the last address is remembered after a reload', async ({
    page,
  }) => {
    await patchSettings({
      ...smtpAt(sink.port),
      meta: {
        senderName: 'Pantry robot',
        senderAddress: 'robot@pantry.example.com',
        verificationTemplate: { subject: 'Check one {APP_NAME}' },
        resetPasswordTemplate: { subject: 'Check two {APP_NAME}' },
        confirmEmailChangeTemplate: { subject: 'Check three {APP_NAME}' },
      },
    });
    await openMailSettings(page);
    await page.getByRole('button', { name: 'Send test email' }).click();
    const popup = page.getByRole('dialog', { name: 'Send test email' });
    await expect(popup.getByLabel('To email address')).toBeFocused();
    await expect(popup.getByLabel('To email address')).toHaveValue('');
    await expect(popup.getByRole('radio', { name: 'Verification' })).toBeChecked();
    // nothing to send to yet: said under the input, nothing sent
    await popup.getByRole('button', { name: 'Send' }).click();
    await expect(popup.getByText('Cannot be blank.')).toBeVisible();
    await expectNoA11yViolations(page, 'dialog[open]');
    await popup.locator('footer').getByRole('button', { name: 'Close' }).click();
    await expect(popup).toHaveCount(0);
    expect(sink.messages).toHaveLength(0);

    const cases = [
      ['Verification', 'one@example.com', 'Check one Acme', '/_/#/auth/confirm-verification/'],
      ['Password reset', 'two@example.com', 'Check two Acme', '/_/#/auth/confirm-password-reset/'],
      ['Email change', 'three@example.com', 'Check three Acme', '/_/#/auth/confirm-email-change/'],
    ] as const;
    for (const [template, address, subject, link] of cases) {
      const mail = await sendTestEmail(page, template, address);
      expect(subjectOf(mail)).toBe(subject);
      expect(mail.from).toBe('robot@pantry.example.com');
      expect(mail.text).toContain(`http://localhost:8090${link}`);
    }
    expect(sink.messages).toHaveLength(3);

    await page.reload();
    await page.getByRole('button', { name: 'Send test email' }).click();
    await expect(popup.getByLabel('To email address')).toHaveValue('three@example.com');
    expect(await page.evaluate(() => localStorage.getItem('larder_last_test_email'))).toBe(
      'three@example.com',
    );
  });
});

test("a missing {TOKEN} or {ACTION_URL} is caught before sending, under its input, with 'Has errors' on the closed accordion", async ({
  page,
}) => {
  const patches = savePatches(page);
  await openMailSettings(page);
  const verification = await openTemplate(page, 'Verification template');
  await verification.getByLabel('Action URL').fill('{APP_URL}/verify');
  const change = await openTemplate(page, 'Email change template');
  // one accordion open at a time
  await expect(accordion(page, 'Verification template')).toHaveAttribute('aria-expanded', 'false');
  await fillBody(change, '<p>No link here, {APP_NAME}</p>');

  await page.getByRole('button', { name: 'Save changes' }).click();
  const body = bodyEditor(change);
  await expect(body).toHaveAccessibleDescription(/^Missing required parameter "\{ACTION_URL\}"\./);
  await expect(body).toBeFocused();
  await expect(accordion(page, 'Email change template')).toHaveAccessibleName(/Has errors/);
  // the closed accordion says it has errors
  const closed = accordion(page, 'Verification template');
  await expect(closed).toHaveAttribute('aria-expanded', 'false');
  await expect(closed).toHaveAccessibleName('Verification template Has errors');
  await expect(closed.getByTitle('Has errors')).toBeVisible();
  await expect(accordion(page, 'Password reset template')).toHaveAccessibleName('Password reset template');
  expect(patches).toHaveLength(0);
  await expectNoA11yViolations(page);

  await closed.click();
  const actionUrl = verification.getByLabel('Action URL');
  await expect(verification.getByText('Missing required parameter "{TOKEN}".')).toBeVisible();
  await expect(actionUrl).toHaveAccessibleDescription(/^Missing required parameter "\{TOKEN\}"\./);
  await expect(actionUrl).toHaveValue('{APP_URL}/verify'); // nothing typed is lost
  // the message goes as soon as the value changes
  await actionUrl.fill('{APP_URL}/verify/{TOKEN}');
  await expect(verification.getByText('Missing required parameter "{TOKEN}".')).toHaveCount(0);
  await expect(accordion(page, 'Verification template')).toHaveAccessibleName('Verification template');
  await expect(accordion(page, 'Email change template')).toHaveAccessibleName(/Has errors/);

  const fixed = await openTemplate(page, 'Email change template');
  await fillBody(fixed, '<p><a href="{ACTION_URL}">Confirm</a></p>');
  await expect(accordion(page, 'Email change template')).toHaveAccessibleName('Email change template');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Successfully saved mail settings.')).toBeVisible();
  const saved = await readSettings();
  expect(saved.meta.verificationTemplate.actionUrl).toBe('{APP_URL}/verify/{TOKEN}');
  expect(saved.meta.confirmEmailChangeTemplate.body).toBe('<p><a href="{ACTION_URL}">Confirm</a></p>');
});

test('server errors land under their inputs; turning SMTP off clears its errors and keeps its values', async ({
  page,
}) => {
  await openMailSettings(page);
  await page.getByLabel('Use SMTP mail server (recommended)').check();
  const host = page.getByLabel('SMTP server host');
  await host.fill('not a host!');
  await page.getByLabel('Sender name').fill('Still here');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Must be a valid IP address or DNS name.')).toBeVisible();
  await expect(host).toHaveAccessibleDescription('Must be a valid IP address or DNS name.');
  await expect(page.getByLabel('Sender name')).toHaveValue('Still here');
  expect((await readSettings()).meta.senderName).toBe('Support');

  await page.getByLabel('Use SMTP mail server (recommended)').uncheck();
  await expect(host).toHaveCount(0);
  await page.getByLabel('Use SMTP mail server (recommended)').check();
  await expect(host).toHaveValue('not a host!');
  await expect(page.getByText('Must be a valid IP address or DNS name.')).toHaveCount(0);

  // the server checks the host even with SMTP off: the toggle says so instead of hiding the error
  await page.getByLabel('Use SMTP mail server (recommended)').uncheck();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'The SMTP settings have errors: turn SMTP on to see and fix them.' }),
  ).toBeVisible();
  await page.getByLabel('Use SMTP mail server (recommended)').check();
  await expect(host).toHaveAccessibleDescription('Must be a valid IP address or DNS name.');
  await host.fill('mail.pantry.example.com');
  await expect(page.getByText('Must be a valid IP address or DNS name.')).toHaveCount(0);
  await page.getByLabel('Use SMTP mail server (recommended)').uncheck();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Successfully saved mail settings.')).toBeVisible();
  const saved = await readSettings();
  expect(saved.meta.senderName).toBe('Still here');
  expect(saved.smtp).toMatchObject({ enabled: false, host: 'mail.pantry.example.com' });
});

test("a placeholder chip copies its placeholder, with 'Copied {placeholder} to clipboard' for 2 s", async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.clock.install();
  await openMailSettings(page);
  const reset = await openTemplate(page, 'Password reset template');
  const actionUrlField = reset
    .locator('div')
    .filter({ has: page.getByLabel('Action URL') })
    .last();
  // the page's time stands still from here on and moves only by runFor: on a busy machine the
  // 2 s of the toast could otherwise pass before the first check looks for it
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  await actionUrlField.getByRole('button', { name: '{TOKEN}' }).click();
  const toastText = page.getByText('Copied {TOKEN} to clipboard', { exact: true });
  await expect(toastText).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('{TOKEN}');
  await page.clock.runFor(1_900);
  await expect(toastText).toBeVisible();
  await page.clock.runFor(200);
  await expect(toastText).toHaveCount(0);

  // by keyboard too, from the body's chips
  const bodyChip = reset.getByRole('button', { name: '{ACTION_URL}' });
  await bodyChip.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Copied {ACTION_URL} to clipboard', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('{ACTION_URL}');
});

/** A loopback TCP server that accepts connections and never says a word (an SMTP server that hangs). */
async function startSilentServer(): Promise<{ port: number; stop: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

test("the test-email popup is locked while sending and gives up after 30 s with 'Test email send timeout.'", async ({
  page,
}) => {
  const silent = await startSilentServer();
  try {
    await patchSettings(smtpAt(silent.port));
    // the browser's clock is the test's: the real 30 s timeout passes in an instant
    await page.clock.install();
    await openMailSettings(page);
    await page.getByRole('button', { name: 'Send test email' }).click();
    const popup = page.getByRole('dialog', { name: 'Send test email' });
    await popup.getByRole('radio', { name: 'Password reset' }).check();
    await popup.getByLabel('To email address').fill('nobody@example.com');
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/settings/test/email'));
    await popup.getByRole('button', { name: 'Send' }).click();
    expect((await sent).postDataJSON()).toEqual({ email: 'nobody@example.com', template: 'password-reset' });

    // locked: Send and both close buttons disabled, Escape and a click outside do nothing
    const send = popup.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await expect(popup.locator('footer').getByRole('button', { name: 'Close' })).toBeDisabled();
    await expect(popup.locator('header').getByRole('button', { name: 'Close' })).toBeDisabled();
    await expect(popup.getByRole('radio', { name: 'Verification' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await page.clock.runFor(29_000);
    await expect(popup).toBeVisible();
    await expect(send).toBeDisabled();
    await expect(page.getByText('Test email send timeout.')).toHaveCount(0);

    await page.clock.runFor(1_000);
    await expect(page.getByText('Test email send timeout.')).toBeVisible();
    // unlocked again, with what was typed, to try again or close
    await expect(send).toBeEnabled();
    await expect(popup.getByLabel('To email address')).toHaveValue('nobody@example.com');
    await expect(popup.getByRole('radio', { name: 'Password reset' })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
  } finally {
    await silent.stop();
  }
});

test('XSS payloads stored in the sender name, a subject and a body stay text', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const name = '<img src=x onerror="window.__xss=1;alert(1)">';
  const subject = '"><script>window.__xss=2;alert(2)</script> {APP_NAME}';
  const body =
    '<svg onload="window.__xss=3;alert(3)"></svg><a href="{ACTION_URL}">go</a><script>window.__xss=4</script>';
  await patchSettings({ meta: { senderName: name, verificationTemplate: { subject, body } } });
  await openMailSettings(page);
  await expect(page.getByLabel('Sender name')).toHaveValue(name);
  const verification = await openTemplate(page, 'Verification template');
  await expect(verification.getByLabel('Subject')).toHaveValue(subject);
  // CodeMirror takes over and shows the same text
  await expect(await codeMirrorOf(verification)).toHaveText(body);
  await expect(page.locator('[onerror], [onload], svg[onload], img[src="x"]')).toHaveCount(0);
  await expect(page.locator('script:not([src])')).toHaveCount(0);

  // saved back unchanged (an unrelated edit), still text after the save's answer replaced the form
  await page.getByLabel('Sender address').fill('xss@example.com');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Successfully saved mail settings.')).toBeVisible();
  const saved = await readSettings();
  expect(saved.meta.senderName).toBe(name);
  expect(saved.meta.verificationTemplate).toMatchObject({ subject, body });
  await expect(page.locator('[onerror], [onload]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

/** Presses Tab until `target` has focus (proving it is reachable by keyboard), at most `max` times. */
async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)))
      return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('by keyboard', () => {
  let sink: SmtpSink;
  test.beforeEach(async () => {
    sink = new SmtpSink();
    await sink.start();
  });
  test.afterEach(async () => {
    await sink.stop();
  });

  test('the whole flow by keyboard: edit a template, turn SMTP on, save, send a test email', async ({
    page,
  }) => {
    await openMailSettings(page);
    await page.getByLabel('Sender name').focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Keyboard sender');

    // an accordion opens with Enter and closes with Space, its header keeping the focus
    const reset = accordion(page, 'Password reset template');
    await tabTo(page, reset);
    await expect(reset).toHaveCSS('outline-style', 'solid'); // the focus shows
    await page.keyboard.press('Enter');
    await expect(reset).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(reset).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(reset).toHaveAttribute('aria-expanded', 'true');
    await expect(reset).toBeFocused();
    const section = page.locator('section').filter({ has: reset });
    const subject = section.getByLabel('Subject');
    await tabTo(page, subject);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Keyboard reset for {APP_NAME}');
    // Tab goes through the chips and the body editor and out of it
    await tabTo(page, bodyEditor(section));
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type('<p>typed</p>');
    const chip = section.getByRole('button', { name: '{ACTION_URL}' });
    await tabTo(page, chip);
    await expect(chip).toHaveCSS('outline-style', 'solid');

    const smtp = page.getByLabel('Use SMTP mail server (recommended)');
    await tabTo(page, smtp);
    await page.keyboard.press('Space');
    await expect(smtp).toBeChecked();
    await tabTo(page, page.getByLabel('SMTP server host'));
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('127.0.0.1');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Port')).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(String(sink.port));
    // the TLS select opens with Enter, ArrowDown moves, Enter picks
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('TLS encryption')).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('TLS encryption')).toHaveText(/Always/);
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('TLS encryption')).toHaveText(/Auto \(StartTLS\)/);

    await tabTo(page, page.getByRole('button', { name: 'Save changes' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Successfully saved mail settings.')).toBeVisible();
    const saved = await readSettings();
    expect(saved.meta.senderName).toBe('Keyboard sender');
    expect(saved.meta.resetPasswordTemplate.subject).toBe('Keyboard reset for {APP_NAME}');
    expect(saved.meta.resetPasswordTemplate.body).toMatch(/<p>typed<\/p>$/);
    expect(saved.smtp).toMatchObject({ enabled: true, host: '127.0.0.1', port: sink.port, tls: false });

    // the test email: the popup by Enter, the template by arrow keys, Enter sends
    const open = page.getByRole('button', { name: 'Send test email' });
    await open.focus();
    await page.keyboard.press('Enter');
    const popup = page.getByRole('dialog', { name: 'Send test email' });
    await expect(popup.getByLabel('To email address')).toBeFocused();
    await page.keyboard.type('keys@example.com');
    await page.keyboard.press('Shift+Tab');
    await expect(popup.getByRole('radio', { name: 'Verification' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(popup.getByRole('radio', { name: 'Password reset' })).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Successfully sent test email.')).toBeVisible();
    await expect(popup).toHaveCount(0);
    await expect(open).toBeFocused();
    const mail = await sink.waitFor('keys@example.com');
    expect(subjectOf(mail)).toBe('Keyboard reset for Acme');
  });
});
