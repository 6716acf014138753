import { useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { generateAppleClientSecret } from '../../api/settings';
import { isDeepEqual } from '../../lib/formPaths';
import { toast } from '../../lib/toasts';
import { numberFieldValue } from '../../lib/valueParsing';
import { Button } from '../../ui/Button';
import { Field, Form } from '../../ui/form/Form';
import { useAppForm, useFormSubmit } from '../../ui/form/useAppForm';
import { Overlay, OverlayCloseButton, type OverlayControls } from '../../ui/Overlay';
import {
  APPLE_MAX_DURATION,
  initialAppleSecretForm,
  toAppleSecretRequest,
  validateAppleSecretForm,
  type AppleSecretForm,
} from './appleSecret';
import { t } from './authProvidersMessages';
import styles from './ProviderPopup.module.css';

/** The input's placeholder: the shape of a PEM key, the same in every language. */
const PEM_SAMPLE = '-----BEGIN PRIVATE KEY-----\n...\n-----END PRIVATE KEY-----';

interface AppleSecretDialogProps {
  open: boolean;
  /** Apple's client ID as typed in its popup (the dialog starts with it). */
  clientId: string;
  /** The signed secret, for Apple's Client secret field (saved only with the provider). */
  onGenerated: (secret: string) => void;
  onClose: () => void;
}

/**
 * Apple's secret dialog: the server signs a client secret JWT with the team's private key;
 * 'Generate and set secret' is disabled and the dialog cannot close while it runs.
 */
export function AppleSecretDialog({ open, clientId, onGenerated, onClose }: AppleSecretDialogProps) {
  const overlay = useRef<OverlayControls>(null);
  const [pristine] = useState(() => initialAppleSecretForm(clientId));
  const form = useAppForm<AppleSecretForm>({ defaultValues: pristine });
  const values = useWatch({ control: form.control }) as AppleSecretForm;
  const { register } = form;

  const { submit, isSubmitting } = useFormSubmit(
    form,
    async (data) => {
      const secret = await generateAppleClientSecret(toAppleSecretRequest(data));
      toast.success(t('apple.generated'));
      onGenerated(secret);
      overlay.current?.close();
    },
    { validate: validateAppleSecretForm },
  );

  const text = (name: 'clientId' | 'teamId' | 'keyId', label: string, autoFocus = false) => (
    <Field name={name} label={label} required>
      {(props) => (
        <input
          {...props}
          {...register(name)}
          type="text"
          autoComplete="off"
          spellCheck={false}
          autoFocus={autoFocus}
          data-autofocus={autoFocus || undefined}
        />
      )}
    </Field>
  );

  return (
    <Overlay
      open={open}
      variant="popup"
      controlsRef={overlay}
      onClose={onClose}
      title={t('apple.title')}
      isDirty={!isDeepEqual(values, pristine)}
      isLocked={isSubmitting}
      onSave={() => void submit()}
      footer={
        <>
          <OverlayCloseButton />
          <Button
            type="submit"
            form="apple-secret-form"
            variant="primary"
            isLoading={isSubmitting}
            disabled={isSubmitting}
          >
            {t('apple.submit')}
          </Button>
        </>
      }
    >
      <Form form={form} onSubmit={submit} id="apple-secret-form">
        {text('clientId', t('apple.clientId'), !clientId)}
        {text('teamId', t('apple.teamId'), !!clientId)}
        {text('keyId', t('apple.keyId'))}
        <Field
          name="duration"
          label={t('apple.duration')}
          hint={t('apple.durationHint', { max: String(APPLE_MAX_DURATION) })}
          required
        >
          {(props) => (
            <input
              {...props}
              {...register('duration', { setValueAs: numberFieldValue })}
              type="text"
              inputMode="numeric"
              autoComplete="off"
            />
          )}
        </Field>
        <Field name="privateKey" label={t('apple.privateKey')} hint={t('apple.privateKeyHint')} required>
          {(props) => (
            <textarea
              {...props}
              {...register('privateKey')}
              className={styles.keyInput}
              placeholder={PEM_SAMPLE}
              spellCheck={false}
              autoComplete="off"
            />
          )}
        </Field>
      </Form>
    </Overlay>
  );
}
