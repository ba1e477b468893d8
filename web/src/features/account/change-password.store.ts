import { proxy } from 'valtio';
import { PASSWORD_CHANGED_TOAST } from '../../../../domain/auth/auth-messages';
import { cleanErrorText } from '../../../../domain/errors/clean-error-text';
import {
  confirmationError,
  validateChangePassword,
  type ChangePasswordField,
} from '../../../../domain/validation/change-password';
import { isValid, type FieldErrors } from '../../../../domain/validation/field-errors';
import { api, ApiError } from '../../lib/api-client';

/** Shown when the server refuses without a message. */
export const PASSWORD_CHANGE_FAILED = 'Your password could not be changed. Please try again.';

export type PasswordFormField = ChangePasswordField | 'confirmPassword';

function initialState() {
  return {
    form: { oldPassword: '', newPassword: '', confirmPassword: '' } as Record<PasswordFormField, string>,
    touched: { oldPassword: false, newPassword: false, confirmPassword: false } as Record<PasswordFormField, boolean>,
    submitting: false,
    /** The server's refusal (a wrong current password, a rule of the platform). */
    serverError: null as string | null,
    /** 'Password changed' once the change succeeds; the client stays signed in. */
    success: null as string | null,
  };
}

/** The client's change-password page (spec 1 §5, §8). */
export const changePasswordStore = proxy(initialState());

export function resetChangePassword(): void {
  Object.assign(changePasswordStore, initialState());
}

/** spec 1 §5: current and new password required ('Please enter a password'); the confirmation must match. */
export function passwordFormErrors(form: Record<PasswordFormField, string>): FieldErrors<PasswordFormField> {
  const errors: FieldErrors<PasswordFormField> = validateChangePassword(form, { requireOldPassword: true });
  const mismatch = confirmationError(form.newPassword, form.confirmPassword);
  if (mismatch) errors.confirmPassword = mismatch;
  return errors;
}

export function setPasswordField(field: PasswordFormField, value: string): void {
  changePasswordStore.form[field] = value;
  changePasswordStore.success = null;
}

export function touchPasswordField(field: PasswordFormField): void {
  changePasswordStore.touched[field] = true;
}

/** 'Confirm': changes the password; the form empties on success, a refusal is shown beside the form. */
export async function changePassword(): Promise<void> {
  const { form } = changePasswordStore;
  if (!isValid(passwordFormErrors(form)) || changePasswordStore.submitting) return;
  Object.assign(changePasswordStore, { submitting: true, serverError: null, success: null });
  try {
    const answer = await api.put<{ message?: string }>(
      '/account/password',
      { currentPassword: form.oldPassword, newPassword: form.newPassword },
      { silent: true },
    );
    const fresh = initialState();
    Object.assign(changePasswordStore, {
      form: fresh.form,
      touched: fresh.touched,
      success: answer?.message || PASSWORD_CHANGED_TOAST,
    });
  } catch (e) {
    const message = e instanceof ApiError && e.status !== 0 ? cleanErrorText(e.message) : '';
    changePasswordStore.serverError = message || PASSWORD_CHANGE_FAILED;
  } finally {
    changePasswordStore.submitting = false;
  }
}
