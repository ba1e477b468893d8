import { isAxiosError } from 'axios';
import { TimeoutError } from 'rxjs';
import { PlatformError, type PlatformErrorCode } from '../../application/ports/platform-error';
import { internalMark } from '../../domain/errors/internal-text';
import { scrubPlatformText } from './scrub-platform-text';

/** The platform's failure body (adapters/PLATFORM-API.md, "Errors"). */
export interface PlatformErrorBody {
  error_code: string | null;
  api_message: string | null;
  user_message: string | null;
  context: Record<string, unknown>;
}

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

export function readErrorBody(data: unknown): PlatformErrorBody {
  const body = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const context = typeof body.context === 'object' && body.context !== null ? body.context : {};
  return {
    error_code: text(body.error_code),
    api_message: text(body.api_message) ?? (typeof data === 'string' && data ? data.slice(0, 200) : null),
    user_message: text(body.user_message),
    context: context as Record<string, unknown>,
  };
}

function codeFor(status: number, errorCode: string | null): PlatformErrorCode {
  const known = (list: readonly PlatformErrorCode[]) => list.find((c) => c === errorCode);
  if (status === 400) return known(BAD_REQUEST_CODES) ?? 'validation';
  if (status === 401) return errorCode === 'invalid_credentials' ? 'invalid_credentials' : 'no_session';
  if (status === 403) return known(FORBIDDEN_CODES) ?? 'forbidden';
  if (status === 404) return 'not_found';
  if (status >= 500) return 'unavailable';
  return 'unknown';
}

/**
 * Maps a platform answer that is not a success to a PlatformError, per the table of PLATFORM-API.md.
 * Its texts go on to the browser: URLs, hosts (`internalHosts` and any host:port) and paths are
 * scrubbed out of them.
 */
export function errorFromResponse(status: number, data: unknown, internalHosts: readonly string[] = []): PlatformError {
  const body = readErrorBody(data);
  const scrub = (text: string | null) => scrubPlatformText(text, internalHosts);
  return new PlatformError(codeFor(status, body.error_code), status, scrub(body.api_message), scrub(body.user_message));
}

const TIMEOUT_CODES = ['ECONNABORTED', 'ETIMEDOUT'];

/** Maps anything a call can throw to a PlatformError; transport errors never escape the adapter. */
export function toPlatformError(error: unknown, timeoutMs: number, internalHosts: readonly string[] = []): PlatformError {
  if (error instanceof PlatformError) return error;
  const timedOut = new PlatformError('timeout', 0, `The platform did not answer within ${timeoutMs} ms`);
  if (error instanceof TimeoutError) return timedOut;
  if (isAxiosError(error)) {
    if (error.response) return errorFromResponse(error.response.status, error.response.data, internalHosts);
    if (error.code && TIMEOUT_CODES.includes(error.code)) return timedOut;
    return new PlatformError('unavailable', 0, `The platform could not be reached (${error.code ?? 'network error'})`);
  }
  return new PlatformError('unknown', 0, scrubPlatformText(error instanceof Error ? error.message : String(error), internalHosts));
}

/**
 * Why a text of the platform's answer (api_message, user_message, or the message of what was thrown) was
 * withheld from the user as internal-looking (scrubPlatformText), for the log line; null when none was.
 */
export function withheldMark(error: unknown): string | null {
  if (isAxiosError(error)) {
    if (!error.response) return null;
    const body = readErrorBody(error.response.data);
    return internalMark(body.api_message) ?? internalMark(body.user_message);
  }
  return error instanceof Error && !(error instanceof PlatformError) && !(error instanceof TimeoutError) ? internalMark(error.message) : null;
}
