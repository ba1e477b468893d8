import { err, ok, Result } from '../shared/result';
import { last } from '../shared/present';
import {
  ACCOUNT_DEACTIVATED,
  ACCOUNT_DISABLED,
  MEMORABLE_POSITIONS_UNAVAILABLE,
  WRONG_CREDENTIALS,
} from './auth-messages';
import { LoginStatus } from './login-status';

/** spec 1 §5, §9: the memorable word step asks for exactly 3 characters. */
export const MEMORABLE_WORD_LENGTH = 3;
/** spec 1 §5: a client username receives this suffix when missing. */
export const CLIENT_USERNAME_SUFFIX = '@client';
/** spec 1 §5: for the code step the password and the code are joined with whitespace. */
export const PASSWORD_CODE_SEPARATOR = ' ';
/** spec 1 §2.4: where a successful password reset lands. */
export const PASSWORD_CHANGED_LOGIN_PATH = '/login/?passwordChanged=true';
/** spec 1 §2.4: where a successful forgot-username lands. */
export const USERNAME_SENT_LOGIN_PATH = '/login/?usernameSent=true';

/** spec 1 §4.1: statuses that hide the surrounding login chrome. */
export const CHROMELESS_STATUSES: readonly LoginStatus[] = [
  LoginStatus.ForceChangePassword,
  LoginStatus.SiteTerms,
  LoginStatus.SetSecurityQuestions,
  LoginStatus.MfaRequired,
  LoginStatus.MfaEnrolmentValidateDevice,
  LoginStatus.MfaEnrolmentLinkDevice,
  LoginStatus.MfaEnrolmentLinkDeviceInvalidOtp,
];

/** spec 1 §4.1: messages that count as login errors (the account cannot sign in). */
export const LOGIN_ERROR_MESSAGES: readonly string[] = [WRONG_CREDENTIALS, ACCOUNT_DISABLED, ACCOUNT_DEACTIVATED];

const STEP_STATUSES = new Set<string>(Object.values(LoginStatus).filter((s) => s !== LoginStatus.Default));

function knownSteps(steps: readonly string[] | null | undefined): LoginStatus[] {
  return (steps ?? [])
    .map((s) => (typeof s === 'string' ? s.trim() : s))
    .filter((s): s is LoginStatus => STEP_STATUSES.has(s));
}

/** spec 1 §4.1: the next status is the first (known) additional login step, or LoginSuccess. */
export function nextStatusFromSteps(steps: readonly string[] | null | undefined): LoginStatus {
  return knownSteps(steps)[0] ?? LoginStatus.LoginSuccess;
}

/**
 * spec 1 §4.1: after a step succeeds (change password, disclaimer, security questions) the flow
 * moves to the step after it, or LoginSuccess. The list may still hold the completed step (it is
 * then the first, so the disclaimer moves to the second step) or may already be refreshed without it.
 */
export function statusAfterCompletingStep(
  completed: LoginStatus,
  steps: readonly string[] | null | undefined,
): LoginStatus {
  const known = knownSteps(steps);
  const at = known.indexOf(completed);
  const remaining = at >= 0 ? known.slice(at + 1) : known;
  return remaining.find((s) => s !== completed) ?? LoginStatus.LoginSuccess;
}

/** spec 1 §4.1: whether the status screen hides the surrounding login chrome. */
export function hidesLoginChrome(status: LoginStatus): boolean {
  return CHROMELESS_STATUSES.includes(status);
}

/** spec 1 §5: the server must supply exactly 3 character positions (1-based whole numbers). */
export function validateMemorablePositions(positions: readonly unknown[] | null | undefined): Result<number[], string> {
  if (!Array.isArray(positions) || positions.length !== MEMORABLE_WORD_LENGTH)
    return err(MEMORABLE_POSITIONS_UNAVAILABLE);
  const numbers = positions.map((p: unknown) => (typeof p === 'string' && p.trim() !== '' ? Number(p) : p));
  if (!numbers.every((n): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 1)) {
    return err(MEMORABLE_POSITIONS_UNAVAILABLE);
  }
  return ok(numbers);
}

/** spec 1 §5: a memorable character field keeps only the last typed character. */
export function lastCharacter(input: string): string {
  const chars = Array.from(input ?? '');
  return chars.length ? last(chars) : '';
}

/** spec 1 §4.1: whether a message is a login error ('Account deactivated' is one). */
export function isLoginErrorMessage(msg: string | null | undefined): boolean {
  const text = (msg ?? '').trim().replace(/\.$/, '').toLowerCase();
  return text !== '' && LOGIN_ERROR_MESSAGES.some((m) => m.toLowerCase() === text);
}

/** spec 1 §5: a client username gets '@client' when it lacks it. */
export function clientUsername(name: string): string {
  const trimmed = (name ?? '').trim();
  if (trimmed === '' || trimmed.toLowerCase().endsWith(CLIENT_USERNAME_SUFFIX)) return trimmed;
  return trimmed + CLIENT_USERNAME_SUFFIX;
}

/** spec 1 §5: for the code step the password and the code are joined with a whitespace separator. */
export function joinPasswordAndCode(password: string, code: string): string {
  return [password, code.trim()].join(PASSWORD_CODE_SEPARATOR);
}
