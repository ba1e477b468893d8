import {
  CODE_EXPIRED_TEXT,
  CODE_MISMATCH_TEXT,
  OTP_EXPIRED_API_MESSAGE,
  OTP_MISMATCH_API_MESSAGE,
  OTP_TOO_MANY_API_MESSAGE,
  SIGN_FAILURE_TEXT,
  TOO_MANY_ATTEMPTS_TEXT,
} from './signing-texts';

/**
 * The signing journey's steps and where a failed completion leads (spec 3 §2 "Digital signing", §4 "Signing", §8).
 * The use cases answer each request with the step the journey is at; the web store shows it.
 */

export const SIGNING_STEPS = [
  'selectAction',
  'acceptTerms',
  'sendCode',
  'enterCode',
  'validateCode',
  'declining',
  'invalidPhone',
  'expiredCode',
] as const;
export type SigningStep = (typeof SIGNING_STEPS)[number];

export type SignFailureKind = 'mismatch' | 'tooManyAttempts' | 'expired' | 'error';
export interface SignFailure {
  kind: SignFailureKind;
  step: SigningStep;
  message: string;
  offerNewCode: boolean;
}

const sameMessage = (a: string, b: string): boolean => a.trim().replace(/\.$/, '').toLowerCase() === b.toLowerCase();

/**
 * spec 3 §4, §8: 'OTP does not match' returns to enterCode with the mismatch text; 'Too many
 * incorrect OTP attempts' and 'OTP code has expired' go to expiredCode with their texts and a new
 * code offered; any other error goes to expiredCode showing the API error text (the completion
 * failure text when the platform gave none), where a new code is offered as well.
 */
export function signFailure(apiMessage: string | null | undefined): SignFailure {
  const text = (apiMessage ?? '').trim();
  if (sameMessage(text, OTP_MISMATCH_API_MESSAGE))
    return { kind: 'mismatch', step: 'enterCode', message: CODE_MISMATCH_TEXT, offerNewCode: false };
  if (sameMessage(text, OTP_TOO_MANY_API_MESSAGE))
    return { kind: 'tooManyAttempts', step: 'expiredCode', message: TOO_MANY_ATTEMPTS_TEXT, offerNewCode: true };
  if (sameMessage(text, OTP_EXPIRED_API_MESSAGE))
    return { kind: 'expired', step: 'expiredCode', message: CODE_EXPIRED_TEXT, offerNewCode: true };
  return { kind: 'error', step: 'expiredCode', message: text || SIGN_FAILURE_TEXT, offerNewCode: true };
}
