import { useState } from 'react';
import type { Admin } from 'pocketbase';
import { useQueryClient } from '@tanstack/react-query';
import { adminKeys, createAdmin, deleteAdmin, updateAdmin } from '../../api/admins';
import { logout, pb, session } from '../../api/client';
import { handleError } from '../../api/errors';
import { navigate } from '../../app/router';
import { formatServerDate } from '../../lib/dates';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Field';
import { useFormErrors } from '../../ui/formErrors';
import { EmailField, Form } from '../../ui/Form';
import { Overlay } from '../../ui/Overlay';
import { PasswordFields } from '../../ui/PasswordFields';
import { confirm } from '../../ui/confirmStore';
import { toast } from '../../ui/toastStore';
import { useSubmit } from '../../ui/useSubmit';
import { AvatarPicker } from './AvatarPicker';
import {
  canSaveAdmin,
  initialAdminForm,
  isAdminFormDirty,
  showsPassword,
  toAdminWrite,
  validateAdminForm,
  type AdminFormState,
} from './adminForm';
import styles from './AdminPanel.module.css';

interface AdminPanelProps {
  open: boolean;
  /** null for a new admin. */
  admin: Admin | null;
  onClose: () => void;
}

export function AdminPanel({ open, admin, onClose }: AdminPanelProps) {
  const [form, setForm] = useState<AdminFormState>(() => initialAdminForm(admin));
  const [isDeleting, setIsDeleting] = useState(false);
  const errors = useFormErrors();
  const queryClient = useQueryClient();
  const set = (patch: Partial<AdminFormState>) => setForm((f) => ({ ...f, ...patch }));

  const [save, isSaving] = useSubmit(
    errors,
    async () => {
      const data = toAdminWrite(admin, form);
      const saved = admin ? await updateAdmin(admin.id, data) : await createAdmin(data);
      // editing yourself refreshes the stored auth model (the sidebar avatar changes at once)
      if (admin && saved.id === session.get().admin?.id) pb.authStore.save(pb.authStore.token, saved);
      toast.success(admin ? 'Successfully updated admin.' : 'Successfully created admin.');
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      onClose();
    },
    { validate: () => validateAdminForm(admin, form) },
  );

  const handleDelete = async () => {
    if (!admin || !(await confirm('Do you really want to delete the selected admin?'))) return;
    setIsDeleting(true);
    try {
      await deleteAdmin(admin.id);
      toast.success('Successfully deleted admin.');
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      onClose();
      if (admin.id === session.get().admin?.id) {
        logout();
        navigate('/login');
      }
    } catch (err) {
      handleError(err);
    } finally {
      setIsDeleting(false);
    }
  };

  const formId = admin ? `admin-form-${admin.id}` : 'admin-form-new';

  return (
    <Overlay
      open={open}
      onClose={onClose}
      title={admin ? 'Edit admin' : 'New admin'}
      isDirty={isAdminFormDirty(admin, form)}
      isLocked={isSaving || isDeleting}
      headerActions={
        admin && (
          <Button variant="ghost" size="sm" onClick={() => void handleDelete()} isLoading={isDeleting}>
            Delete
          </Button>
        )
      }
      footer={
        <>
          <Button onClick={onClose} disabled={isSaving}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={formId}
            variant="primary"
            isLoading={isSaving}
            disabled={!canSaveAdmin(admin, form)}
          >
            {admin ? 'Save changes' : 'Create'}
          </Button>
        </>
      }
    >
      <Form errors={errors} onSubmit={save} id={formId}>
        {admin && (
          <dl className={styles.meta}>
            <dt>ID</dt>
            <dd className="mono">{admin.id}</dd>
            <dt>Created</dt>
            <dd>{formatServerDate(admin.created)}</dd>
            <dt>Updated</dt>
            <dd>{formatServerDate(admin.updated)}</dd>
          </dl>
        )}
        <AvatarPicker value={form.avatar} onChange={(avatar) => set({ avatar })} />
        <EmailField value={form.email} onChange={(email) => set({ email })} autoFocus autoComplete="off" />
        {admin && (
          <Checkbox
            label="Change password"
            checked={form.changePassword}
            onChange={(checked) =>
              set(
                checked
                  ? { changePassword: true }
                  : { changePassword: false, password: '', passwordConfirm: '' },
              )
            }
          />
        )}
        {showsPassword(admin, form) && (
          <PasswordFields
            password={form.password}
            passwordConfirm={form.passwordConfirm}
            onPasswordChange={(password) => set({ password })}
            onPasswordConfirmChange={(passwordConfirm) => set({ passwordConfirm })}
          />
        )}
      </Form>
    </Overlay>
  );
}
