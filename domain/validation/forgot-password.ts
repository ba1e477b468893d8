import { FieldErrors, isBlank } from './field-errors';

/** spec 1 §5 */
export const USERNAME_REQUIRED = 'Please enter a username';
/** spec 1 §5 */
export const RESET_CODE_REQUIRED = 'Please enter your reset code';
/** spec 1 §5 */
export const ANSWER_REQUIRED = 'Answer required';
/** spec 1 §5 */
export const NEW_PASSWORD_REQUIRED = 'Password is required';

/** spec 1 §2.4: the three views of the forgot-password flow. */
export type ForgotPasswordView = 'main' | 'enterReset' | 'secQNewPass';

/** spec 1 §5: forgot password needs a username. */
export function validateForgotPasswordUsername(values: { username?: string | null }): FieldErrors<'username'> {
  return isBlank(values.username) ? { username: USERNAME_REQUIRED } : {};
}

/** spec 1 §5: the reset code is required. */
export function validateResetCode(values: { resetCode?: string | null }): FieldErrors<'resetCode'> {
  return isBlank(values.resetCode) ? { resetCode: RESET_CODE_REQUIRED } : {};
}

export type SecurityAnswersField = 'answer1' | 'answer2' | 'password';

/** spec 1 §5: both answers and the new password are required. */
export function validateSecurityAnswers(values: {
  answer1?: string | null;
  answer2?: string | null;
  password?: string | null;
}): FieldErrors<SecurityAnswersField> {
  const errors: FieldErrors<SecurityAnswersField> = {};
  if (isBlank(values.answer1)) errors.answer1 = ANSWER_REQUIRED;
  if (isBlank(values.answer2)) errors.answer2 = ANSWER_REQUIRED;
  if ((values.password ?? '') === '') errors.password = NEW_PASSWORD_REQUIRED;
  return errors;
}

/** spec 1 §2.4: security questions when available, otherwise the plain reset-code view. */
export function viewAfterResetCodeSent(questionsAvailable: boolean): ForgotPasswordView {
  return questionsAvailable ? 'secQNewPass' : 'enterReset';
}
