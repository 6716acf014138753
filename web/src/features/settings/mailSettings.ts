// The mail settings page's logic: the form values, the checks made before sending and the PATCH
// body. Messages mirror the server's (PocketBase 0.15.3 models/settings), so a field reads the same
// whichever side caught the problem.

import type { TestEmailTemplate } from '../../api/settings';
import type { FieldErrors } from '../../lib/formPaths';
import {
  isMasked,
  type EmailTemplate,
  type MetaConfig,
  type Settings,
  type SmtpConfig,
} from '../../lib/settings';
import { requiredMessage, validateEmail } from '../../lib/validation';
import { numberValueError } from '../../lib/valueParsing';
import { t, type MailKey } from './mailMessages';

export type TemplateKey = 'verificationTemplate' | 'resetPasswordTemplate' | 'confirmEmailChangeTemplate';

export interface MailTemplateInfo {
  key: TemplateKey;
  /** The accordion's title (a key of the page's catalog, read when shown). */
  title: MailKey;
  /** The name of the template in the test-email request. */
  test: TestEmailTemplate;
  /** Its name in the test-email popup (a key of the page's catalog). */
  testLabel: MailKey;
}

/** The three templates, in the order the page shows them. */
export const MAIL_TEMPLATES: readonly MailTemplateInfo[] = [
  {
    key: 'verificationTemplate',
    title: 'template.verification',
    test: 'verification',
    testLabel: 'test.template.verification',
  },
  {
    key: 'resetPasswordTemplate',
    title: 'template.passwordReset',
    test: 'password-reset',
    testLabel: 'test.template.passwordReset',
  },
  {
    key: 'confirmEmailChangeTemplate',
    title: 'template.emailChange',
    test: 'email-change',
    testLabel: 'test.template.emailChange',
  },
];

export type TemplatePart = keyof EmailTemplate;

/** The placeholders each part of a template may hold. */
export const PLACEHOLDERS: Readonly<Record<TemplatePart, readonly string[]>> = {
  subject: ['{APP_NAME}', '{APP_URL}'],
  actionUrl: ['{APP_NAME}', '{APP_URL}', '{TOKEN}'],
  body: ['{APP_NAME}', '{APP_URL}', '{TOKEN}', '{ACTION_URL}'],
};

/** The placeholder a part must hold, if any: {TOKEN} in the action URL, {ACTION_URL} in the body. */
export const REQUIRED_PLACEHOLDER: Readonly<Partial<Record<TemplatePart, string>>> = {
  actionUrl: '{TOKEN}',
  body: '{ACTION_URL}',
};

/** The server's message for a missing required placeholder. */
export function missingPlaceholderMessage(placeholder: string): string {
  return t('placeholders.missing', { placeholder });
}

/** The toast after a placeholder was copied (shown 2 s). */
export function copiedPlaceholderMessage(placeholder: string): string {
  return t('placeholders.copied', { placeholder });
}

export const PLACEHOLDER_COPY_TOAST_MS = 2000;

/** The choices of the TLS select, labelled with keys of the page's catalog (read when shown). */
export const SMTP_TLS_OPTIONS = [
  { value: 'false', label: 'smtp.tlsAuto' },
  { value: 'true', label: 'smtp.tlsAlways' },
] as const satisfies readonly { value: string; label: MailKey }[];

/** The choices of the AUTH method select, labelled with keys of the page's catalog. */
export const SMTP_AUTH_OPTIONS = [
  { value: 'PLAIN', label: 'smtp.authPlain' },
  { value: 'LOGIN', label: 'smtp.authLogin' },
] as const satisfies readonly { value: string; label: MailKey }[];

/** The meta values this page edits (the application's name and URL belong to another page). */
export type MailMeta = Pick<MetaConfig, 'senderName' | 'senderAddress' | TemplateKey>;

export interface MailForm {
  meta: MailMeta;
  smtp: SmtpConfig;
}

/** The form values from the settings: deep copies; an empty auth method shows as PLAIN, the server's fallback. */
export function toMailForm(settings: Settings): MailForm {
  const { meta, smtp } = settings;
  return {
    meta: {
      senderName: meta.senderName,
      senderAddress: meta.senderAddress,
      verificationTemplate: { ...meta.verificationTemplate },
      resetPasswordTemplate: { ...meta.resetPasswordTemplate },
      confirmEmailChangeTemplate: { ...meta.confirmEmailChangeTemplate },
    },
    smtp: { ...smtp, authMethod: smtp.authMethod || 'PLAIN' },
  };
}

/**
 * The PATCH body: {meta, smtp} only, and of meta only what this page edits, so a save here never
 * overwrites the app name saved meanwhile on the Application page. The SMTP password is sent only
 * when the admin typed a new one (or cleared it): the mask the server sent never goes back.
 */
export function toMailPatch(values: MailForm): { meta: MailMeta; smtp: Partial<SmtpConfig> } {
  const { password, ...smtp } = values.smtp;
  return {
    meta: structuredClone(values.meta),
    smtp: isMasked(password) ? smtp : { ...smtp, password },
  };
}

/** The problems of one template part: required, then its required placeholder. */
export function templatePartError(part: TemplatePart, value: string): string | undefined {
  if (!value.trim()) return requiredMessage();
  const placeholder = REQUIRED_PLACEHOLDER[part];
  if (placeholder && !value.includes(placeholder)) return missingPlaceholderMessage(placeholder);
  return undefined;
}

/**
 * The checks before sending, path → message, in the order the page shows the fields (the first one
 * takes the focus): sender name and address, each template's subject, action URL and body, then —
 * only while SMTP is on — host and port (a port that is not a number at all, even with SMTP off).
 */
export function validateMail(values: MailForm): FieldErrors {
  const errors: FieldErrors = {};
  const { meta, smtp } = values;
  if (!meta.senderName.trim()) errors['meta.senderName'] = requiredMessage();
  const address = validateEmail(meta.senderAddress);
  if (address) errors['meta.senderAddress'] = address;
  for (const { key } of MAIL_TEMPLATES) {
    for (const part of ['subject', 'actionUrl', 'body'] as const) {
      const message = templatePartError(part, meta[key][part]);
      if (message) errors[`meta.${key}.${part}`] = message;
    }
  }
  if (smtp.enabled && !smtp.host.trim()) errors['smtp.host'] = requiredMessage();
  // typed text that is not a number is refused even with SMTP off: the port is sent either way
  const port = smtp.port;
  const invalidPort = numberValueError(port);
  if (invalidPort) errors['smtp.port'] = invalidPort;
  else if (!smtp.enabled) return errors;
  else if (typeof port !== 'number' || Number.isNaN(port)) errors['smtp.port'] = requiredMessage();
  else if (!Number.isInteger(port) || port < 1 || port > 65535) errors['smtp.port'] = t('smtp.portInvalid');
  return errors;
}

/** The checks of the test-email popup: it needs a recipient and a template. */
export function validateTestEmail(values: { email: string; template: string }): FieldErrors {
  const errors: FieldErrors = {};
  const email = validateEmail(values.email);
  if (email) errors.email = email;
  if (!MAIL_TEMPLATES.some((t) => t.test === values.template)) errors.template = requiredMessage();
  return errors;
}
