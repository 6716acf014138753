import { Admin } from 'pocketbase';
import {
  canSaveAdmin,
  initialAdminForm,
  showsPassword,
  toAdminWrite,
  validateAdminForm,
  type AdminFormState,
} from './adminForm';

const existing = new Admin({
  id: 'adm1234567890ab',
  email: 'ann@example.com',
  avatar: 3,
  created: '2026-01-01 10:00:00.000Z',
  updated: '2026-01-02 10:00:00.000Z',
});

const form = (over: Partial<AdminFormState> = {}, admin: Admin | null = existing): AdminFormState => ({
  ...initialAdminForm(admin),
  ...over,
});

describe('initialAdminForm', () => {
  it('starts empty for a new admin with avatar 0', () => {
    expect(initialAdminForm(null)).toEqual({
      email: '',
      avatar: 0,
      changePassword: false,
      password: '',
      passwordConfirm: '',
    });
  });

  it("starts from the admin's email and avatar", () => {
    expect(initialAdminForm(existing)).toMatchObject({
      email: 'ann@example.com',
      avatar: 3,
      changePassword: false,
    });
  });
});

describe('canSaveAdmin', () => {
  it('enables Save for a new admin only once an email is entered', () => {
    expect(canSaveAdmin(null, form({}, null))).toBe(false);
    expect(canSaveAdmin(null, form({ email: '   ' }, null))).toBe(false);
    expect(canSaveAdmin(null, form({ email: 'new@example.com' }, null))).toBe(true);
  });

  it('disables Save for an unchanged existing admin', () => {
    expect(canSaveAdmin(existing, form())).toBe(false);
  });

  it('enables Save when password change is ticked', () => {
    expect(canSaveAdmin(existing, form({ changePassword: true }))).toBe(true);
  });

  it('enables Save when the email changed', () => {
    expect(canSaveAdmin(existing, form({ email: 'bob@example.com' }))).toBe(true);
  });

  it('enables Save when the avatar changed', () => {
    expect(canSaveAdmin(existing, form({ avatar: 7 }))).toBe(true);
  });
});

describe('showsPassword', () => {
  it('shows password fields for a new admin or when change password is ticked', () => {
    expect(showsPassword(null, form({}, null))).toBe(true);
    expect(showsPassword(existing, form())).toBe(false);
    expect(showsPassword(existing, form({ changePassword: true }))).toBe(true);
  });
});

describe('validateAdminForm', () => {
  it('validates email and both password fields for a new admin', () => {
    expect(validateAdminForm(null, form({}, null))).toEqual({
      email: 'Cannot be blank.',
      password: 'Cannot be blank.',
      passwordConfirm: 'Cannot be blank.',
    });
    expect(
      validateAdminForm(
        null,
        form({ email: 'new@example.com', password: 'short', passwordConfirm: 'short' }, null),
      ),
    ).toEqual({ password: 'Minimum 10 characters.', passwordConfirm: 'Minimum 10 characters.' });
  });

  it('reports mismatching passwords on the confirmation', () => {
    expect(
      validateAdminForm(
        null,
        form({ email: 'new@example.com', password: '1234567890', passwordConfirm: '0987654321' }, null),
      ),
    ).toEqual({ passwordConfirm: "Values don't match." });
  });

  it('skips password fields for an existing admin not changing password', () => {
    expect(validateAdminForm(existing, form({ password: 'x', passwordConfirm: 'y' }))).toEqual({});
    expect(validateAdminForm(existing, form({ email: 'broken' }))).toEqual({
      email: 'Must be a valid email address.',
    });
  });

  it('validates password fields for an existing admin changing password', () => {
    expect(validateAdminForm(existing, form({ changePassword: true }))).toEqual({
      password: 'Cannot be blank.',
      passwordConfirm: 'Cannot be blank.',
    });
  });

  it('passes a complete valid form', () => {
    expect(
      validateAdminForm(
        null,
        form({ email: 'new@example.com', password: '1234567890', passwordConfirm: '1234567890' }, null),
      ),
    ).toEqual({});
  });
});

describe('toAdminWrite', () => {
  it('omits passwords when an existing admin is not changing them', () => {
    const data = toAdminWrite(
      existing,
      form({ email: ' bob@example.com ', password: 'ignored', passwordConfirm: 'x' }),
    );
    expect(data).toEqual({ email: 'bob@example.com', avatar: 3 });
    expect(data).not.toHaveProperty('password');
    expect(data).not.toHaveProperty('passwordConfirm');
  });

  it('includes passwords when changing them', () => {
    expect(
      toAdminWrite(
        existing,
        form({ changePassword: true, password: '1234567890', passwordConfirm: '1234567890' }),
      ),
    ).toEqual({ email: 'ann@example.com', avatar: 3, password: '1234567890', passwordConfirm: '1234567890' });
  });

  it('includes passwords for a new admin', () => {
    expect(
      toAdminWrite(
        null,
        form({ email: 'n@example.com', avatar: 5, password: 'p', passwordConfirm: 'q' }, null),
      ),
    ).toEqual({ email: 'n@example.com', avatar: 5, password: 'p', passwordConfirm: 'q' });
  });
});
