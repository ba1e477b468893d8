import { isLostSessionMessage, LOST_SESSION_MESSAGES } from '../../domain/errors/error-toast';
import { isPlatformError, PlatformError } from '../ports/platform-error';
import { PORTAL_ERROR_SENTENCES, sentenceFor } from './error-sentences';
import type { PortalErrorCode } from './portal-error-code';

/** The codes live in their own file, so that error-sentences.ts names them without importing this one. */
export type { PortalErrorCode };

export interface PortalError {
  code: PortalErrorCode;
  /** What the user is told (spec texts). */
  message: string;
  /** The platform's api_message, when there was one (the web app's toast logic reads it). */
  apiMessage?: string | null;
}

export const portalError = (code: PortalErrorCode, message: string, apiMessage?: string | null): PortalError => ({
  code,
  message,
  apiMessage: apiMessage ?? null,
});

const GENERIC_UNAVAILABLE = PORTAL_ERROR_SENTENCES.unavailable;

/** Maps a failure of a platform call to a portal error; anything that is not a PlatformError is rethrown. */
export function fromPlatformError(
  e: unknown,
  overrides: Partial<Record<PlatformError['code'], PortalError>> = {},
): PortalError {
  if (!isPlatformError(e)) throw e;
  const override = overrides[e.code];
  if (override) return { ...override, apiMessage: override.apiMessage ?? e.apiMessage };
  // The platform's words when it sent some; a code, or nothing, gives way to the code's sentence.
  const text = (code: PortalErrorCode) => sentenceFor(code, e.userMessage, e.apiMessage);
  switch (e.code) {
    case 'no_session':
      // Any 401 means the session has gone, whatever the platform's words: the spec's lost-session text
      // sends the web app to sign-in with the lost-session marker (spec 1 §8).
      return portalError(
        'no_session',
        text('no_session'),
        isLostSessionMessage(e.apiMessage) ? e.apiMessage : LOST_SESSION_MESSAGES[0],
      );
    case 'forbidden':
      return portalError('forbidden', text('forbidden'), e.apiMessage);
    case 'not_found':
      return portalError('not_found', text('not_found'), e.apiMessage);
    case 'unavailable':
    case 'timeout':
      return portalError('unavailable', GENERIC_UNAVAILABLE, e.apiMessage);
    case 'invalid_credentials':
    case 'account_disabled':
    case 'account_deactivated':
    case 'bad_otp':
    case 'invalid_memorable_characters':
    case 'invalid_device':
    case 'no_mfa_method':
    case 'reset_code_invalid':
    case 'security_answers_incorrect':
      return portalError(e.code, text(e.code), e.apiMessage);
    default:
      return portalError('validation', text('validation'), e.apiMessage);
  }
}
