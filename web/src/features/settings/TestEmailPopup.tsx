import { useRef, useState } from 'react';
import { sendTestEmail, TimeoutError, type TestEmailTemplate } from '../../api/settings';
import { readStoredString, STORAGE_KEYS, writeStoredString } from '../../lib/storageKeys';
import { toast } from '../../lib/toasts';
import { Button } from '../../ui/Button';
import { Field, Form, useFieldError } from '../../ui/form/Form';
import { useAppForm, useFormSubmit, type AppForm } from '../../ui/form/useAppForm';
import { Overlay, type OverlayControls } from '../../ui/Overlay';
import { t } from './mailMessages';
import { MAIL_TEMPLATES, validateTestEmail } from './mailSettings';
import styles from './MailSettingsPage.module.css';

interface TestEmailValues {
  template: TestEmailTemplate;
  email: string;
}

/** 'Send test email' beside the heading, and its popup (a fresh form each time it opens). */
export function TestEmailButton({ hasUnsavedChanges }: { hasUnsavedChanges: boolean }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(0);
  return (
    <>
      <Button
        onClick={() => {
          setOpened((n) => n + 1);
          setOpen(true);
        }}
      >
        {t('test.open')}
      </Button>
      {opened > 0 && (
        <TestEmailPopup
          key={opened}
          open={open}
          onClose={() => setOpen(false)}
          hasUnsavedChanges={hasUnsavedChanges}
        />
      )}
    </>
  );
}

interface TestEmailPopupProps {
  open: boolean;
  onClose: () => void;
  hasUnsavedChanges: boolean;
}

/**
 * The test-email popup: a template, an address (the last one used is remembered), Send. While
 * sending it cannot be closed and Send is disabled; after 30 s it gives up with
 * 'Test email send timeout.' and stays open, as after any failure, so the admin can try again.
 */
function TestEmailPopup({ open, onClose, hasUnsavedChanges }: TestEmailPopupProps) {
  const overlay = useRef<OverlayControls>(null);
  const form = useAppForm<TestEmailValues>({
    defaultValues: { template: 'verification', email: readStoredString(STORAGE_KEYS.lastTestEmail) },
  });
  const { submit, isSubmitting } = useFormSubmit(
    form,
    async ({ email, template }) => {
      writeStoredString(STORAGE_KEYS.lastTestEmail, email.trim());
      await sendTestEmail(email.trim(), template);
      toast.success(t('test.sent'));
      overlay.current?.close();
    },
    {
      validate: validateTestEmail,
      onError: (err) => {
        if (!(err instanceof TimeoutError)) return false;
        toast.error(err.message);
        return true;
      },
    },
  );
  const formId = 'test-email-form';
  return (
    <Overlay
      open={open}
      onClose={onClose}
      controlsRef={overlay}
      variant="popup"
      title={t('test.title')}
      isLocked={isSubmitting}
      footer={
        <>
          <Button disabled={isSubmitting} onClick={() => void overlay.current?.requestClose()}>
            {t('test.close')}
          </Button>
          <Button type="submit" form={formId} variant="primary" isLoading={isSubmitting}>
            {t('test.send')}
          </Button>
        </>
      }
    >
      <Form form={form} onSubmit={submit} id={formId}>
        {hasUnsavedChanges && <p className={styles.note}>{t('test.unsavedNote')}</p>}
        <TemplateChoice form={form} disabled={isSubmitting} />
        <Field name="email" label={t('test.to')} required>
          {(props) => (
            <input
              {...props}
              {...form.register('email')}
              type="email"
              dir="ltr"
              autoComplete="email"
              readOnly={isSubmitting}
              data-autofocus
            />
          )}
        </Field>
      </Form>
    </Overlay>
  );
}

function TemplateChoice({ form, disabled }: { form: AppForm<TestEmailValues>; disabled: boolean }) {
  const error = useFieldError('template');
  return (
    <fieldset className={styles.choices} aria-describedby={error ? 'test-email-template-error' : undefined}>
      <legend>{t('test.template')}</legend>
      {MAIL_TEMPLATES.map(({ test, testLabel }) => (
        <label key={test} className={styles.choice}>
          <input type="radio" value={test} disabled={disabled} {...form.register('template')} />
          {t(testLabel)}
        </label>
      ))}
      {error && (
        <div id="test-email-template-error" className={styles.error} role="alert">
          {error}
        </div>
      )}
    </fieldset>
  );
}
