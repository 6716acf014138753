import type { Admin } from 'pocketbase';
import type { AdminWrite } from '../../api/admins';
import {
  collectErrors,
  validateAdminPassword,
  validateEmail,
  validatePasswordConfirm,
} from '../../lib/validation';

export interface AdminFormState {
  email: string;
  avatar: number;
  changePassword: boolean;
  password: string;
  passwordConfirm: string;
}

export function initialAdminForm(admin: Admin | null): AdminFormState {
  return {
    email: admin?.email ?? '',
    avatar: admin?.avatar ?? 0,
    changePassword: false,
    password: '',
    passwordConfirm: '',
  };
}

/** Password fields show for a new admin, or when 'Change password' is ticked. */
export function showsPassword(admin: Admin | null, form: AdminFormState): boolean {
  return !admin || form.changePassword;
}

/** The panel draft never stores these: passwords are never kept in localStorage. */
export const ADMIN_DRAFT_EXCLUDE = ['password', 'passwordConfirm'] as const;

/** Save is enabled for a new admin with an email, or when password change is ticked, or when
 * email or avatar changed. */
export function canSaveAdmin(admin: Admin | null, form: AdminFormState): boolean {
  if (!admin) return form.email.trim() !== '';
  return form.changePassword || form.email.trim() !== admin.email || form.avatar !== admin.avatar;
}

export function validateAdminForm(admin: Admin | null, form: AdminFormState): Record<string, string> {
  const withPassword = showsPassword(admin, form);
  return collectErrors({
    email: validateEmail(form.email),
    password: withPassword ? validateAdminPassword(form.password) : undefined,
    passwordConfirm: withPassword ? validatePasswordConfirm(form.password, form.passwordConfirm) : undefined,
  });
}

export function toAdminWrite(admin: Admin | null, form: AdminFormState): AdminWrite {
  const data: AdminWrite = { email: form.email.trim(), avatar: form.avatar };
  if (showsPassword(admin, form)) {
    data.password = form.password;
    data.passwordConfirm = form.passwordConfirm;
  }
  return data;
}
