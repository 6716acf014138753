import { useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useSaveSettings } from '../../api/settings';
import { isDeepEqual } from '../../lib/formPaths';
import type { AuthProviderConfig, ProviderKey } from '../../lib/settings';
import { toast } from '../../lib/toasts';
import { Button } from '../../ui/Button';
import { Form } from '../../ui/form/Form';
import { useAppForm, useFormSubmit } from '../../ui/form/useAppForm';
import { Overlay, OverlayCloseButton, type OverlayControls } from '../../ui/Overlay';
import { AppleSecretDialog } from './AppleSecretDialog';
import {
  clearedProviderConfig,
  initialProviderForm,
  providerInfo,
  toProviderPatch,
  validateProviderForm,
  type ProviderForm,
} from './authProviders';
import { ProviderFields } from './ProviderFields';
import { t } from './authProvidersMessages';
import styles from './ProviderPopup.module.css';

interface ProviderPopupProps {
  open: boolean;
  providerKey: ProviderKey;
  /** The provider's settings as loaded (its secret masked when one is stored). */
  config: AuthProviderConfig | undefined;
  onClose: () => void;
  /** Once it has left the screen (see Overlay). */
  onClosed?: () => void;
}

/**
 * The '{provider} provider' popup: opens with the provider's values (and enabled when no client ID
 * exists yet); Save only when changed; it cannot close while saving; a save PATCHes only
 * `{[key]: config}` without the masked secret, then closes.
 */
export function ProviderPopup({ open, providerKey, config, onClose, onClosed }: ProviderPopupProps) {
  const info = providerInfo(providerKey);
  const overlay = useRef<OverlayControls>(null);
  const [pristine] = useState(() => initialProviderForm(providerKey, config));
  const form = useAppForm<ProviderForm>({ defaultValues: pristine });
  const values = useWatch({ control: form.control }) as ProviderForm;
  const isDirty = !isDeepEqual(values, pristine);
  const save = useSaveSettings();
  const [appleDialog, setAppleDialog] = useState<{ id: number; open: boolean } | null>(null);

  const { submit, isSubmitting } = useFormSubmit(
    form,
    async (data) => {
      await save.mutateAsync(toProviderPatch(providerKey, data));
      toast.success(t('popup.saved'));
      overlay.current?.close();
    },
    { validate: (data) => validateProviderForm(providerKey, data) },
  );

  const clearAll = () => {
    for (const [field, value] of Object.entries(clearedProviderConfig()))
      form.setValue(`${providerKey}.${field as keyof AuthProviderConfig}`, value, { shouldDirty: true });
  };

  const formId = `provider-form-${providerKey}`;
  return (
    <Overlay
      open={open}
      variant="popup"
      controlsRef={overlay}
      onClose={onClose}
      onClosed={onClosed}
      title={t('popup.title', { provider: info.title })}
      isDirty={isDirty}
      isLocked={isSubmitting}
      onSave={() => void submit()}
      footer={
        <>
          <Button variant="ghost" className={styles.clear} onClick={clearAll} disabled={isSubmitting}>
            {t('popup.clearAll')}
          </Button>
          <OverlayCloseButton />
          <Button
            type="submit"
            form={formId}
            variant="primary"
            isLoading={isSubmitting}
            disabled={!isDirty || isSubmitting}
          >
            {t('popup.save')}
          </Button>
        </>
      }
    >
      <Form form={form} onSubmit={submit} id={formId}>
        <ProviderFields
          providerKey={providerKey}
          onGenerateSecret={
            info.hasSecretGenerator
              ? () => setAppleDialog((d) => ({ id: (d?.id ?? 0) + 1, open: true }))
              : undefined
          }
        />
      </Form>
      {appleDialog && (
        <AppleSecretDialog
          key={appleDialog.id}
          open={appleDialog.open}
          clientId={values[providerKey]?.clientId ?? ''}
          onGenerated={(secret) =>
            form.setValue(`${providerKey}.clientSecret`, secret, { shouldDirty: true })
          }
          onClose={() => setAppleDialog((d) => d && { ...d, open: false })}
        />
      )}
    </Overlay>
  );
}
