import { FieldErrors } from './field-errors';

/** Not given by the spec: the labels of the new password and its confirmation (changing it signed in, when it has expired, and after a reset). */
export const NEW_PASSWORD_LABEL = 'New password';
export const CONFIRM_NEW_PASSWORD_LABEL = 'Confirm new password';
/** spec 1 §5: the new password is required. */
export const PASSWORD_REQUIRED = 'Please enter a password';
/** Not given by the spec: the text when the old password is asked for but missing. */
export const OLD_PASSWORD_REQUIRED = 'Please enter your current password';
/** spec 1 §5: the strength meter's five levels, indexed by passwordStrength. */
export const PASSWORD_STRENGTH_LABELS = ['Very Weak', 'Weak', 'Medium', 'Strong', 'Very Strong'] as const;
/** Strength scoring: the length that earns the first length point. */
export const STRENGTH_MIN_LENGTH = 8;

export type PasswordStrength = 0 | 1 | 2 | 3 | 4;
export type ChangePasswordField = 'oldPassword' | 'newPassword';

/**
 * spec 1 §5 requires only a new password ("further password rules: not shown"); the old one is
 * checked where the form asks for it.
 */
export function validateChangePassword(
  values: { oldPassword?: string | null; newPassword?: string | null },
  options: { requireOldPassword: boolean } = { requireOldPassword: false },
): FieldErrors<ChangePasswordField> {
  const errors: FieldErrors<ChangePasswordField> = {};
  if (options.requireOldPassword && (values.oldPassword ?? '') === '') errors.oldPassword = OLD_PASSWORD_REQUIRED;
  if ((values.newPassword ?? '') === '') errors.newPassword = PASSWORD_REQUIRED;
  return errors;
}

/**
 * Not given by the spec (spec 1 §5 says only that Confirm is disabled until the form is valid, and
 * names no text for this): the confirmation must repeat the new password.
 */
export const PASSWORDS_DO_NOT_MATCH = 'The passwords do not match';

/** The confirmation's error: none while it repeats the new password. */
export function confirmationError(
  newPassword: string | null | undefined,
  confirmation: string | null | undefined,
): string | undefined {
  return (confirmation ?? '') === (newPassword ?? '') ? undefined : PASSWORDS_DO_NOT_MATCH;
}

/**
 * When the confirmation's error is shown, so that a Confirm greyed out by a mismatch always says why:
 * once the field has been left, and while typing as soon as the confirmation can no longer become
 * the new password (a character differs, or it is longer). A confirmation still being typed, each
 * character so far right, shows nothing until it is left.
 */
export function confirmationErrorShown(
  newPassword: string | null | undefined,
  confirmation: string | null | undefined,
  left: boolean,
): boolean {
  if (!confirmationError(newPassword, confirmation)) return false;
  const typed = confirmation ?? '';
  return left || (typed !== '' && !(newPassword ?? '').startsWith(typed));
}

/**
 * Strength meter score 0 (Very Weak) to 4 (Very Strong); the spec gives only the five labels.
 * Score = character kinds used (lower, upper, digit, other: 0..4) + length points (8+: 1,
 * 12+: 2, 16+: 3) - 2, clamped to 0..4. Passwords shorter than 8 characters or with fewer than
 * 4 distinct characters score at most 1 (Weak). Empty is 0.
 */
export function passwordStrength(pw: string | null | undefined): PasswordStrength {
  const password = pw ?? '';
  if (password === '') return 0;
  const kinds = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/].filter((re) => re.test(password)).length;
  const length = Array.from(password).length;
  const lengthPoints = length >= 16 ? 3 : length >= 12 ? 2 : length >= STRENGTH_MIN_LENGTH ? 1 : 0;
  let score = Math.max(0, Math.min(4, kinds + lengthPoints - 2));
  if (length < STRENGTH_MIN_LENGTH || new Set(password).size < 4) score = Math.min(score, 1);
  return score as PasswordStrength;
}

/** The label of a password's strength. */
export function passwordStrengthLabel(pw: string | null | undefined): (typeof PASSWORD_STRENGTH_LABELS)[number] {
  return PASSWORD_STRENGTH_LABELS[passwordStrength(pw)];
}
