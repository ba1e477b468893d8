import { invalidDateFormatMessage } from './client-search';
import { parseLocaleDate } from './dates';
import { FieldErrors, isBlank } from './field-errors';

/** spec 1 §5 */
export const EMAIL_REQUIRED = 'Please enter an email address';
/** spec 1 §5 */
export const INVALID_EMAIL = 'Please enter a valid email address';
/** spec 1 §5 */
export const DOB_REQUIRED = 'Please enter a date of birth';
/** spec 1 §5: a simple pattern whose top-level part is 2 to 5 letters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,5}$/;

export type ForgotUsernameField = 'email' | 'dob';

/** spec 1 §5: 'Please enter a date in a valid format of {format}'. */
export function dobFormatMessage(locale: string | null | undefined): string {
  return invalidDateFormatMessage(locale);
}

/** spec 1 §5: email and date of birth, both required; the date is sent as YYYY-MM-DD (see parseLocaleDate). */
export function validateForgotUsername(
  values: { email?: string | null; dob?: string | null },
  locale: string | null | undefined,
): FieldErrors<ForgotUsernameField> {
  const errors: FieldErrors<ForgotUsernameField> = {};
  if (isBlank(values.email)) errors.email = EMAIL_REQUIRED;
  else if (!EMAIL_PATTERN.test((values.email as string).trim())) errors.email = INVALID_EMAIL;
  if (isBlank(values.dob)) errors.dob = DOB_REQUIRED;
  else if (parseLocaleDate(values.dob, locale) === null) errors.dob = dobFormatMessage(locale);
  return errors;
}
