import { useRef } from 'react';
import type { Admin } from 'pocketbase';
import { useWatch } from 'react-hook-form';
import { useDeleteAdmin, useSaveAdmin } from '../../api/admins';
import { logout, session } from '../../api/client';
import { runConfirmed } from '../../lib/confirmedAction';
import { formatServerDate } from '../../lib/dates';
import { navigate } from '../../lib/router';
import { STORAGE_KEYS } from '../../lib/storageKeys';
import { toast } from '../../lib/toasts';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { DraftBanner, DraftNotKeptNotice } from '../../ui/DraftBanner';
import { EmailField, PasswordFields } from '../../ui/form/fields';
import { Form } from '../../ui/form/Form';
import { useAppForm, useFormSubmit } from '../../ui/form/useAppForm';
import { useFormDraft } from '../../ui/form/useFormDraft';
import { Overlay, OverlayCloseButton, type OverlayControls } from '../../ui/Overlay';
import { SafeText } from '../../ui/SafeText';
import { useStore } from '../../ui/useStore';
import { AvatarPicker } from './AvatarPicker';
import {
  ADMIN_DRAFT_EXCLUDE,
  canSaveAdmin,
  initialAdminForm,
  showsPassword,
  toAdminWrite,
  validateAdminForm,
  type AdminFormState,
} from './adminForm';
import { t } from './messages';
import styles from './AdminPanel.module.css';

interface AdminPanelProps {
  open: boolean;
  /** null for a new admin. */
  admin: Admin | null;
  onClose: () => void;
}

export function AdminPanel({ open, admin, onClose }: AdminPanelProps) {
  const overlay = useRef<OverlayControls>(null);
  const currentAdminId = useStore(session).admin?.id ?? '';
  const form = useAppForm<AdminFormState>({ defaultValues: initialAdminForm(admin) });
  const values = useWatch({ control: form.control }) as AdminFormState;
  const { draft, restore, discard, isKept } = useFormDraft(form, {
    storageKey: STORAGE_KEYS.adminDraft(admin?.id ?? 'new'),
    owner: currentAdminId,
    exclude: ADMIN_DRAFT_EXCLUDE,
  });
  const saveAdmin = useSaveAdmin();
  const deleteAdmin = useDeleteAdmin();

  const { submit, isSubmitting } = useFormSubmit(
    form,
    async (data) => {
      await saveAdmin.mutateAsync({ id: admin?.id ?? null, data: toAdminWrite(admin, data) });
      toast.success(admin ? t('panel.updated') : t('panel.created'));
      discard();
      overlay.current?.close();
    },
    { validate: (data) => validateAdminForm(admin, data) },
  );

  const handleDelete = async () => {
    if (!admin) return;
    const deleted = await runConfirmed({
      question: t('delete.confirm'),
      action: () => deleteAdmin.mutateAsync(admin.id),
      success: t('delete.done'),
    });
    if (!deleted) return;
    discard();
    overlay.current?.close();
    if (admin.id === currentAdminId) {
      logout();
      // the end of the session takes the toasts down; this one says why the sign-in page shows
      toast.success(t('delete.done'));
      navigate('/login', { force: true });
    }
  };

  const formId = admin ? `admin-form-${admin.id}` : 'admin-form-new';

  return (
    <Overlay
      open={open}
      controlsRef={overlay}
      onClose={() => {
        discard();
        onClose();
      }}
      title={admin ? t('panel.editTitle') : t('panel.newTitle')}
      isDirty={form.formState.isDirty}
      isLocked={isSubmitting || deleteAdmin.isPending}
      onSave={() => void submit()}
      headerActions={
        admin && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void handleDelete()}
            isLoading={deleteAdmin.isPending}
          >
            {t('delete.button')}
          </Button>
        )
      }
      footer={
        <>
          <OverlayCloseButton />
          <Button
            type="submit"
            form={formId}
            variant="primary"
            isLoading={isSubmitting}
            disabled={!canSaveAdmin(admin, values)}
          >
            {admin ? t('panel.save') : t('panel.create')}
          </Button>
        </>
      }
    >
      <Form form={form} onSubmit={submit} id={formId}>
        {draft && <DraftBanner savedAt={draft.savedAt} onRestore={restore} onDiscard={discard} />}
        {!isKept && <DraftNotKeptNotice />}
        {admin && (
          <dl className={styles.meta}>
            <dt>{t('panel.id')}</dt>
            <dd className="mono">
              <span dir="ltr">
                <SafeText text={admin.id} />
              </span>
            </dd>
            <dt>{t('panel.createdAt')}</dt>
            <dd>{formatServerDate(admin.created)}</dd>
            <dt>{t('panel.updatedAt')}</dt>
            <dd>{formatServerDate(admin.updated)}</dd>
          </dl>
        )}
        <AvatarPicker />
        <EmailField autoFocus autoComplete="off" warnBidi />
        {admin && (
          <Checkbox
            label={t('panel.changePassword')}
            {...form.register('changePassword', {
              onChange: (e: { target: { checked: boolean } }) => {
                if (!e.target.checked) {
                  form.setValue('password', '');
                  form.setValue('passwordConfirm', '');
                }
              },
            })}
          />
        )}
        {showsPassword(admin, values) && <PasswordFields />}
      </Form>
    </Overlay>
  );
}
