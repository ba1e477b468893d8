import type { MfaMethod } from './login-status';

// spec 1 §8 "Login and verification errors"

/** spec 1 §8: wrong credentials. */
export const WRONG_CREDENTIALS = 'Either your username or your password is incorrect';
/** spec 1 §8: disabled account. */
export const ACCOUNT_DISABLED = 'Account has been disabled';
/** spec 1 §8, §4.1: deactivated account (a login error). */
export const ACCOUNT_DEACTIVATED = 'Account deactivated';
/** spec 1 §8: bad one-time code. */
export const BAD_OTP =
  'There was an error with the authentication code you entered. A new code has been sent to you. Please try again.';
/** spec 1 §8: wrong enrolment code. */
export const WRONG_ENROLMENT_CODE =
  'Sorry, there was a problem with the authentication. You entered an incorrect code. Please request another code and try again.';
/** spec 1 §8: no verification method available. */
export const NO_MFA_METHOD_AVAILABLE =
  'There is no available additional verification method. Please contact your advisor for assistance.';
/** spec 1 §8: memorable word wrong, the server asks again with new positions. */
export const MEMORABLE_WORD_INCORRECT = 'Incorrect memorable word characters. Please try again with the new positions.';
/** spec 1 §8: memorable word default failure. */
export const MEMORABLE_WORD_FAILED = 'Memorable word validation failed';
/** spec 1 §8: forgot-username mismatch. */
export const FORGOT_USERNAME_MISMATCH =
  'The supplied email and date of birth does not match our records. Please contact our office.';
/** spec 1 §8: reset code incorrect. */
export const RESET_CODE_INCORRECT = 'Reset code incorrect';
/** spec 1 §8: security answers wrong. */
export const SECURITY_ANSWERS_INCORRECT =
  'One or both of your security answers are incorrect, please try again or contact us';

/** How the registered-method message names each method (the spec gives only 'phone or email'). */
export const REGISTERED_METHOD_NAMES: Record<MfaMethod, string> = { sms: 'phone', email: 'email', token: 'token' };

/**
 * spec 1 §8: 'There is a problem with your registered {method}. Please contact your adviser for assistance'.
 * The method is an MfaMethod (named as REGISTERED_METHOD_NAMES names it), or any other text, shown as it is.
 */
export function registeredMethodProblem(method: string): string {
  const name = (REGISTERED_METHOD_NAMES as Record<string, string>)[method] ?? method;
  return `There is a problem with your registered ${name}. Please contact your adviser for assistance`;
}

/** spec 1 §8: the memorable word error is the configured message, then the server message, then the default. */
export function memorableWordError(configured?: string | null, server?: string | null): string {
  return configured?.trim() || server?.trim() || MEMORABLE_WORD_FAILED;
}

// spec 1 §8 success messages

/** spec 1 §8: success banner after a password reset (login ?passwordChanged=true). */
export const PASSWORD_CHANGED_PLEASE_LOG_IN =
  'Your password has now been changed. Please log in with your new password.';
/** spec 1 §8: success banner after forgot username (login ?usernameSent=true). */
export const USERNAME_EMAILED = 'Your username has been emailed to you';
/** spec 1 §8: success toast after changing the password. */
export const PASSWORD_CHANGED_TOAST = 'Password changed';

// spec 1 §2.3, §2.4

/** spec 1 §2.3: warning on ForceChangePassword under two-factor. */
export const REVERIFY_2FA_AFTER_PASSWORD_CHANGE = 'You will need to verify 2FA again after changing your password.';
/** spec 1 §2.3, §2.5: action that restarts enrolment or asks for another code. */
export const REQUEST_NEW_CODE = 'Request new code';
/** spec 1 §2.4: the login page's link to the help page, and the help page's title. */
export const HELP_WITH_LOGGING_IN = 'Help with logging in';
/** spec 1 §2.4: fallback heading of the help page. */
export const HELP_WITH_LOGGING_IN_HEADING = 'Help With Logging in';
/** spec 1 §2.4: fallback heading of the terms. */
export const TERMS_OF_USE_HEADING = 'Terms of use';

// spec 1 §2.5 additional verification page

/** spec 1 §2.5 */
export const NO_ALTERNATIVE_METHODS = 'There are no alternative additional verification methods available.';
/** spec 1 §2.5 */
export const SELECT_VERIFICATION_METHOD = 'Select verification method';
/** spec 1 §2.5 */
export const SELECT_VERIFICATION_METHOD_HINT = 'Please select an additional verification method';
/** spec 1 §2.5: heading for the sms method. */
export const VALIDATE_YOUR_DEVICE = 'Validate your device';
/** spec 1 §2.5: heading for the email method. */
export const VALIDATE_YOUR_EMAIL = 'Validate your email';
/** spec 1 §2.5: submit of the code form. */
export const AUTHENTICATE_AND_CONTINUE = 'Authenticate and continue';
/** spec 1 §2.5: link to the messages page with compose=true (the same words as spec 3 §2's intro panel link). */
export { CONTACT_YOUR_ADVISER } from '../account/personal-details';
/** spec 1 §2.5, §4.6: success after validating a new method. */
export const AUTHENTICATION_METHOD_CHANGED = 'Authentication method has been successfully changed';

/** spec 1 §2.5: 'Validate your device' for sms, 'Validate your email' for email. */
export function validateMethodHeading(method: MfaMethod): string {
  return method === 'email' ? VALIDATE_YOUR_EMAIL : VALIDATE_YOUR_DEVICE;
}

// spec 1 §4.1, §4.2, §5

/** spec 1 §4.1: shown while logging out. */
export const LOGGING_OUT = 'Logging out...';
/** Not given by the spec: the login page's title and heading (when the site content names none), and its button. */
export const LOG_IN = 'Log in';
/** Not given by the spec: the login button and the page's spinner while a sign-in runs. */
export const LOGGING_IN = 'Logging in…';
/** spec 1 §4.1, spec 3 §8: security questions saved. */
export const SECURITY_QUESTIONS_SET = 'Your security questions have been set';
/** spec 1 §4.1: confirmation when logging out during an annual review. */
export const LOGOUT_DURING_REVIEW_CONFIRM =
  'Changes you have made will not be saved. Are you sure you want to log out?';
/** spec 1 §4.2: api_message of a wrong reset code (increments the code error count). */
export const RESET_CODE_INVALID_API_MESSAGE = 'Password reset code incorrect or invalid for user';
/** spec 1 §4.2: api_message flagging wrong security answers. */
export const SECURITY_ANSWERS_INVALID_API_MESSAGE = 'One or more of the arguments are missing or incorrect.';
/** spec 1 §5: submitting a code without method, code and device id. */
export const MFA_CODE_REQUEST_FAILED = 'An error occurred whilst requesting additional verification code';
/** spec 1 §5: the server supplied a number of memorable positions other than 3. */
export const MEMORABLE_POSITIONS_UNAVAILABLE =
  'Could not retrieve your memorable word letter selection. Please contact our investor support team for assistance';
