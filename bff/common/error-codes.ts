import { PORTAL_ERROR_SENTENCES, readsAsWords } from '../../application/errors/error-sentences';
import type { PortalErrorCode } from '../../application/errors/portal-error';
import { SOMETHING_WENT_WRONG } from '../../domain/errors/error-toast';

interface CodeAnswer {
  /** The HTTP status an answer with this code has. */
  status: number;
  /** What the user is told when the answer carries no words of its own (a whole sentence). */
  sentence: string;
}

const PORTAL_ERROR_STATUS: Record<PortalErrorCode, number> = {
  invalid_credentials: 401,
  account_disabled: 403,
  account_deactivated: 403,
  bad_otp: 400,
  invalid_memorable_characters: 400,
  invalid_device: 400,
  no_mfa_method: 400,
  reset_code_invalid: 400,
  security_answers_incorrect: 400,
  username_not_matched: 400,
  access_mapping: 403,
  wrong_step: 409,
  no_session: 401,
  forbidden: 403,
  not_found: 404,
  validation: 400,
  unavailable: 503,
};

const portalCodes = Object.fromEntries(
  (Object.keys(PORTAL_ERROR_STATUS) as PortalErrorCode[]).map((code) => [
    code,
    { status: PORTAL_ERROR_STATUS[code], sentence: PORTAL_ERROR_SENTENCES[code] },
  ]),
) as Record<PortalErrorCode, CodeAnswer>;

/**
 * Every code an error body of the portal can carry, in one place: the failures of the use cases,
 * and the answers the BFF gives before a request reaches them (anti-forgery, origin, body and
 * transport checks, throttling, the unexpected). The exception filter takes each failure's status
 * from here, and every error answer falls back on the code's sentence when its own message does not
 * read as words (a code such as 'not_found', or nothing): see userMessage.
 */
export const ERROR_CODES = {
  ...portalCodes,
  throttled: { status: 429, sentence: 'Too many attempts. Please wait a moment and try again.' },
  csrf: { status: 403, sentence: 'The request could not be verified. Please reload the page and try again.' },
  cross_origin: { status: 403, sentence: 'The request came from another site and was refused.' },
  context_changed: { status: 409, sentence: 'Your session has changed in another window. Please reload the page.' },
  conflict: {
    status: 409,
    sentence: 'The request conflicts with the current state. Please reload the page and try again.',
  },
  method_not_allowed: { status: 405, sentence: 'This request method is not allowed here.' },
  payload_too_large: { status: 413, sentence: 'The request is too large.' },
  unsupported_media_type: { status: 415, sentence: 'The request body is in a form the portal does not accept.' },
  idempotency_key_reused: {
    status: 422,
    sentence: 'This Idempotency-Key was already used for a different request. Send this one with a new key.',
  },
  headers_too_large: { status: 431, sentence: 'The request headers are too large.' },
  bad_request: { status: 400, sentence: 'The request could not be understood.' },
  internal: { status: 500, sentence: SOMETHING_WENT_WRONG },
  error: { status: 500, sentence: 'The request could not be completed. Please try again.' },
} satisfies Record<string, CodeAnswer>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The HTTP status of a failure with this code. */
export function statusOf(code: ErrorCode): number {
  return ERROR_CODES[code].status;
}

/** The message as given when it reads as words; otherwise (a code, nothing) the code's sentence. */
export function userMessage(code: ErrorCode, message: string | null | undefined): string {
  return readsAsWords(message) ? message : ERROR_CODES[code].sentence;
}
