import { isAxiosError } from 'axios';
import { TimeoutError } from 'rxjs';
import { PlatformError, type PlatformErrorCode } from '../../application/ports/platform-error';
import * as auth from '../../domain/auth/auth-messages';
import { internalMark } from '../../domain/errors/internal-text';
import { scrubPlatformText } from './scrub-platform-text';

/**
 * What the portal reads of a failure body (adapters/PLATFORM-API.md, "Errors"). The public evidence names
 * `user_message` and `api_message` only; `error_code` and `context` are read as hints where present.
 */
export interface PlatformErrorBody {
  error_code: string | null;
  api_message: string | null;
  user_message: string | null;
  context: Record<string, unknown>;
}

/** What the portal knows of the call a failure answered, beyond its status and body. */
export interface ErrorContext {
  /** A sign-in call carrying the username and password: its 401 says they are wrong, never that a session has gone. */
  signIn?: boolean;
}

/** The spec's texts (spec 1 §4.1, §4.2, §8) that say which failure a 400 or 403 is, whatever its error_code. */
const BAD_REQUEST_TEXTS: readonly [PlatformErrorCode, (text: string) => boolean][] = [
  ['reset_code_invalid', saying(auth.RESET_CODE_INVALID_API_MESSAGE)],
  ['bad_otp', saying(auth.BAD_OTP)],
  ['invalid_device', (t) => /there is a problem with your registered \S+/i.test(t)],
  ['no_mfa_method', saying(auth.NO_MFA_METHOD_AVAILABLE)],
];
const FORBIDDEN_TEXTS: readonly [PlatformErrorCode, (text: string) => boolean][] = [
  ['account_disabled', saying(auth.ACCOUNT_DISABLED)],
  ['account_deactivated', saying(auth.ACCOUNT_DEACTIVATED)],
  ['invalid_memorable_characters', saying(auth.MEMORABLE_WORD_INCORRECT)],
];

/** error_code values taken as a hint when no text of the spec says more. */
const BAD_REQUEST_CODES: readonly PlatformErrorCode[] = [
  'bad_otp',
  'invalid_device',
  'no_mfa_method',
  'reset_code_invalid',
  'security_answers_incorrect',
];
const FORBIDDEN_CODES: readonly PlatformErrorCode[] = [
  'account_disabled',
  'account_deactivated',
  'invalid_memorable_characters',
];

const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** A text's words for comparing: lower case, spaces folded, without its closing full stop. */
function words(value: string): string {
  return value
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!]+$/, '');
}

/** Whether a platform text says the spec's `expected`, on its own or within more words ('Permission Error: Account deactivated'). */
function saying(expected: string): (text: string) => boolean {
  const want = words(expected);
  return (t) => words(t).includes(want);
}

/**
 * The texts and hints of a failure body. Only a JSON object is read: a text body (an HTML error page, a
 * gateway's words) says nothing the user may see. A 500's body is never read at all: it may not be
 * JSON (public evidence).
 */
export function readErrorBody(data: unknown, status?: number): PlatformErrorBody {
  const readable = status !== 500 && typeof data === 'object' && data !== null && !Array.isArray(data);
  const body = readable ? (data as Record<string, unknown>) : {};
  const context = typeof body.context === 'object' && body.context !== null ? body.context : {};
  return {
    error_code: text(body.error_code),
    api_message: text(body.api_message),
    user_message: text(body.user_message),
    context: context as Record<string, unknown>,
  };
}

/**
 * The failure's code: by its status and the spec's texts, error_code only as a hint. A 401 on a sign-in
 * call is a wrong username or password; any other 401 means the session has gone.
 */
export function classify(status: number, body: PlatformErrorBody, context: ErrorContext = {}): PlatformErrorCode {
  const texts = [body.api_message, body.user_message].filter((t): t is string => !!t);
  const byText = (table: readonly [PlatformErrorCode, (text: string) => boolean][]) =>
    table.find(([, says]) => texts.some(says))?.[0];
  const hinted = (list: readonly PlatformErrorCode[]) => list.find((c) => c === body.error_code);
  if (status === 400) return byText(BAD_REQUEST_TEXTS) ?? hinted(BAD_REQUEST_CODES) ?? 'validation';
  if (status === 401) return context.signIn ? 'invalid_credentials' : 'no_session';
  if (status === 403) return byText(FORBIDDEN_TEXTS) ?? hinted(FORBIDDEN_CODES) ?? 'forbidden';
  if (status === 404) return 'not_found';
  if (status >= 500) return 'unavailable';
  return 'unknown';
}

/**
 * Maps a platform answer that is not a success to a PlatformError, per the table of PLATFORM-API.md.
 * Its texts go on to the browser: URLs, hosts (`internalHosts` and any host:port) and paths are
 * scrubbed out of them.
 */
export function errorFromResponse(
  status: number,
  data: unknown,
  internalHosts: readonly string[] = [],
  context: ErrorContext = {},
): PlatformError {
  const body = readErrorBody(data, status);
  const scrub = (text: string | null) => scrubPlatformText(text, internalHosts);
  return new PlatformError(classify(status, body, context), status, scrub(body.api_message), scrub(body.user_message));
}

/**
 * spec 1 §4.2: on the password reset (PUT forgotten_password), a 400 saying 'One or more of the arguments
 * are missing or incorrect.' means the security answers are wrong. Elsewhere the same words are only a
 * refused request, so this is read on that call alone.
 */
export function securityAnswersIfSaid(e: unknown): unknown {
  if (!(e instanceof PlatformError) || e.code !== 'validation') return e;
  const says = saying(auth.SECURITY_ANSWERS_INVALID_API_MESSAGE);
  if (![e.apiMessage, e.userMessage].some((t) => !!t && says(t))) return e;
  return new PlatformError('security_answers_incorrect', e.status, e.apiMessage, e.userMessage);
}

const TIMEOUT_CODES = ['ECONNABORTED', 'ETIMEDOUT'];

/** Maps anything a call can throw to a PlatformError; transport errors never escape the adapter. */
export function toPlatformError(
  error: unknown,
  timeoutMs: number,
  internalHosts: readonly string[] = [],
  context: ErrorContext = {},
): PlatformError {
  if (error instanceof PlatformError) return error;
  const timedOut = new PlatformError('timeout', 0, `The platform did not answer within ${timeoutMs} ms`);
  if (error instanceof TimeoutError) return timedOut;
  if (isAxiosError(error)) {
    if (error.response) return errorFromResponse(error.response.status, error.response.data, internalHosts, context);
    if (error.code && TIMEOUT_CODES.includes(error.code)) return timedOut;
    return new PlatformError('unavailable', 0, `The platform could not be reached (${error.code ?? 'network error'})`);
  }
  return new PlatformError(
    'unknown',
    0,
    scrubPlatformText(error instanceof Error ? error.message : String(error), internalHosts),
  );
}

/**
 * Why a text of the platform's answer (api_message, user_message, or the message of what was thrown) was
 * withheld from the user as internal-looking (scrubPlatformText), for the log line; null when none was.
 */
export function withheldMark(error: unknown): string | null {
  if (isAxiosError(error)) {
    if (!error.response) return null;
    const body = readErrorBody(error.response.data, error.response.status);
    return internalMark(body.api_message) ?? internalMark(body.user_message);
  }
  return error instanceof Error && !(error instanceof PlatformError) && !(error instanceof TimeoutError)
    ? internalMark(error.message)
    : null;
}
