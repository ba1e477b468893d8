import { PASSWORD_REQUIRED } from './change-password';
import { FieldErrors, isBlank } from './field-errors';
import { USERNAME_REQUIRED } from './forgot-password';

/**
 * spec 1 §5: username and password are required. The spec gives no texts for this form, so it
 * reuses the spec's own texts for the same fields (forgot password §5, change password §5).
 */

/** spec 1 §5 (forgot password username text, reused). */
export const LOGIN_USERNAME_REQUIRED = USERNAME_REQUIRED;
/** spec 1 §5 (change password text, reused). */
export const LOGIN_PASSWORD_REQUIRED = PASSWORD_REQUIRED;

export type LoginField = 'username' | 'password';

export function validateLoginForm(values: {
  username?: string | null;
  password?: string | null;
}): FieldErrors<LoginField> {
  const errors: FieldErrors<LoginField> = {};
  if (isBlank(values.username)) errors.username = LOGIN_USERNAME_REQUIRED;
  if ((values.password ?? '') === '') errors.password = LOGIN_PASSWORD_REQUIRED;
  return errors;
}
