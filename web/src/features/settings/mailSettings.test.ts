import { SECRET_MASK, withoutMaskedSecrets, type Settings } from '../../lib/settings';
import {
  copiedPlaceholderMessage,
  MAIL_TEMPLATES,
  missingPlaceholderMessage,
  templatePartError,
  toMailForm,
  toMailPatch,
  validateMail,
  validateTestEmail,
  type MailForm,
} from './mailSettings';

const template = (name: string) => ({
  subject: `${name} {APP_NAME}`,
  actionUrl: `{APP_URL}/_/#/auth/${name}/{TOKEN}`,
  body: `<a href="{ACTION_URL}">${name}</a>`,
});

function settings(smtp: Partial<Settings['smtp']> = {}): Settings {
  return {
    meta: {
      appName: 'Acme',
      appUrl: 'http://localhost:8090',
      hideControls: false,
      senderName: 'Support',
      senderAddress: 'support@example.com',
      verificationTemplate: template('verify'),
      resetPasswordTemplate: template('reset'),
      confirmEmailChangeTemplate: template('change'),
    },
    logs: { maxDays: 5 },
    smtp: {
      enabled: true,
      host: 'smtp.example.com',
      port: 587,
      username: 'mailer',
      password: SECRET_MASK,
      authMethod: 'LOGIN',
      tls: false,
      ...smtp,
    },
    s3: { secret: SECRET_MASK },
  } as unknown as Settings;
}

describe('mail settings: form and PATCH', () => {
  it('edit only the mail part of meta, and SMTP; an empty auth method shows as PLAIN (the server default)', () => {
    const form = toMailForm(settings({ authMethod: '' }));
    expect(Object.keys(form)).toEqual(['meta', 'smtp']);
    expect(Object.keys(form.meta).sort()).toEqual([
      'confirmEmailChangeTemplate',
      'resetPasswordTemplate',
      'senderAddress',
      'senderName',
      'verificationTemplate',
    ]);
    expect(form.smtp.authMethod).toBe('PLAIN');
    expect(toMailForm(settings()).smtp.authMethod).toBe('LOGIN');
  });

  it('copy the settings deeply: editing the form never changes the pristine settings', () => {
    const loaded = settings();
    const form = toMailForm(loaded);
    form.meta.verificationTemplate.subject = 'changed';
    form.smtp.host = 'changed';
    expect(loaded.meta.verificationTemplate.subject).toBe('verify {APP_NAME}');
    expect(loaded.smtp.host).toBe('smtp.example.com');
  });

  it('PATCH {meta, smtp} only, without the app name or URL (another page saves those)', () => {
    const patch = toMailPatch(toMailForm(settings()));
    expect(Object.keys(patch)).toEqual(['meta', 'smtp']);
    expect(patch.meta).not.toHaveProperty('appName');
    expect(patch.meta).not.toHaveProperty('appUrl');
    expect(patch.meta.resetPasswordTemplate).toEqual(template('reset'));
  });

  it('never send the masked password back: untouched, it is left out and the server keeps its own', () => {
    const patch = toMailPatch(toMailForm(settings()));
    expect(patch.smtp).not.toHaveProperty('password');
    expect(patch.smtp).toMatchObject({ host: 'smtp.example.com', username: 'mailer', enabled: true });
    // and the save's own filter agrees
    expect(withoutMaskedSecrets(patch)).toEqual(patch);
  });

  it('send a new password as typed, and an emptied one as empty (removing it)', () => {
    const form = toMailForm(settings());
    expect(toMailPatch({ ...form, smtp: { ...form.smtp, password: 'new secret' } }).smtp.password).toBe(
      'new secret',
    );
    expect(toMailPatch({ ...form, smtp: { ...form.smtp, password: '' } }).smtp).toHaveProperty(
      'password',
      '',
    );
  });
});

describe('mail settings: checks before sending', () => {
  const valid = (): MailForm => toMailForm(settings());

  it('a valid form has no errors', () => {
    expect(validateMail(valid())).toEqual({});
  });

  it('require {TOKEN} in every action URL and {ACTION_URL} in every body, with the server messages', () => {
    const form = valid();
    form.meta.verificationTemplate.actionUrl = '{APP_URL}/verify';
    form.meta.confirmEmailChangeTemplate.body = '<p>{TOKEN}</p>';
    expect(validateMail(form)).toEqual({
      'meta.verificationTemplate.actionUrl': 'Missing required parameter "{TOKEN}".',
      'meta.confirmEmailChangeTemplate.body': 'Missing required parameter "{ACTION_URL}".',
    });
    expect(missingPlaceholderMessage('{TOKEN}')).toBe('Missing required parameter "{TOKEN}".');
  });

  it('a placeholder must be written exactly: case and braces count', () => {
    expect(templatePartError('actionUrl', 'https://x/{token}')).toBe(missingPlaceholderMessage('{TOKEN}'));
    expect(templatePartError('actionUrl', 'https://x/TOKEN')).toBe(missingPlaceholderMessage('{TOKEN}'));
    expect(templatePartError('body', '{ACTION_URL }')).toBe(missingPlaceholderMessage('{ACTION_URL}'));
    expect(templatePartError('body', 'x{ACTION_URL}x')).toBeUndefined();
    // the subject needs no placeholder
    expect(templatePartError('subject', 'Hello')).toBeUndefined();
  });

  it('require the sender, a valid sender address and every template part, in the order they show', () => {
    const form = valid();
    form.meta.senderName = '  ';
    form.meta.senderAddress = 'not-an-email';
    form.meta.resetPasswordTemplate = { subject: '', actionUrl: '', body: '' };
    expect(Object.entries(validateMail(form))).toEqual([
      ['meta.senderName', 'Cannot be blank.'],
      ['meta.senderAddress', 'Must be a valid email address.'],
      ['meta.resetPasswordTemplate.subject', 'Cannot be blank.'],
      ['meta.resetPasswordTemplate.actionUrl', 'Cannot be blank.'],
      ['meta.resetPasswordTemplate.body', 'Cannot be blank.'],
    ]);
  });

  it('check the SMTP host and port only while SMTP is on', () => {
    const form = valid();
    form.smtp.host = '';
    form.smtp.port = NaN;
    expect(validateMail(form)).toEqual({ 'smtp.host': 'Cannot be blank.', 'smtp.port': 'Cannot be blank.' });
    form.smtp.port = 70000;
    expect(validateMail(form)['smtp.port']).toBe('Must be a whole number from 1 to 65535.');
    form.smtp.port = 25.5;
    expect(validateMail(form)['smtp.port']).toBe('Must be a whole number from 1 to 65535.');
    form.smtp.enabled = false;
    expect(validateMail(form)).toEqual({});
  });

  it("refuse a port typed as text that is no number with 'Not a valid number.', SMTP on or off", () => {
    const form = valid();
    // the input keeps such text as typed in the form (numberFieldValue)
    form.smtp.port = '1e309' as unknown as number;
    expect(validateMail(form)).toEqual({ 'smtp.port': 'Not a valid number.' });
    form.smtp.enabled = false;
    expect(validateMail(form)).toEqual({ 'smtp.port': 'Not a valid number.' });
    form.smtp.port = Infinity;
    expect(validateMail(form)).toEqual({ 'smtp.port': 'Not a valid number.' });
  });

  it('the test email needs an address and one of the three templates', () => {
    expect(validateTestEmail({ email: '', template: 'verification' })).toEqual({ email: 'Cannot be blank.' });
    expect(validateTestEmail({ email: 'x', template: 'verification' })).toEqual({
      email: 'Must be a valid email address.',
    });
    expect(validateTestEmail({ email: 'a@example.com', template: '' })).toEqual({
      template: 'Cannot be blank.',
    });
    for (const { test } of MAIL_TEMPLATES)
      expect(validateTestEmail({ email: 'a@example.com', template: test })).toEqual({});
    expect(MAIL_TEMPLATES.map((t) => t.test)).toEqual(['verification', 'password-reset', 'email-change']);
  });

  it("word the copy toast 'Copied {placeholder} to clipboard'", () => {
    expect(copiedPlaceholderMessage('{APP_URL}')).toBe('Copied {APP_URL} to clipboard');
  });
});
