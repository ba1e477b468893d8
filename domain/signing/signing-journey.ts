import {
  CODE_EXPIRED_TEXT,
  CODE_GENERATION_FAILURE_TEXT,
  CODE_MISMATCH_TEXT,
  DECLINE_FAILURE_TEXT,
  INVALID_PHONE_TEXT,
  OTP_EXPIRED_API_MESSAGE,
  OTP_MISMATCH_API_MESSAGE,
  OTP_TOO_MANY_API_MESSAGE,
  SIGN_FAILURE_TEXT,
  TOO_MANY_ATTEMPTS_TEXT,
} from './signing-texts';

/** The signing journey inside the documents page (spec 3 §2 "Digital signing", §3 request state, §4 "Signing", §5 "Others", §8). */

export const SIGNING_STEPS = ['selectAction', 'acceptTerms', 'sendCode', 'enterCode', 'validateCode', 'declining', 'invalidPhone', 'expiredCode'] as const;
export type SigningStep = (typeof SIGNING_STEPS)[number];
/** spec 3 §3: request state. */
export type SigningRequestState = 'None' | 'Requesting' | 'Success' | 'Error';

export interface SigningJourney {
  step: SigningStep;
  termsAccepted: boolean;
  code: string;
  request: SigningRequestState;
  /** The §8 text (or the API error text) to show; null when none. */
  message: string | null;
  /** 'Send a new security code' is offered. */
  offerNewCode: boolean;
  hasSigned: boolean;
  hasDeclined: boolean;
}

export type SigningEvent =
  | { type: 'sign' }
  | { type: 'decline' }
  | { type: 'tickTerms'; checked: boolean }
  | { type: 'codeSent' }
  | { type: 'codeFailed' }
  | { type: 'invalidPhone' }
  | { type: 'enterCode'; code: string }
  | { type: 'submit' }
  | { type: 'signed' }
  | { type: 'signFailed'; apiMessage: string | null }
  | { type: 'requestNewCode' }
  | { type: 'declined' }
  | { type: 'declineFailed' }
  | { type: 'reset' };

export const INITIAL_JOURNEY: SigningJourney = {
  step: 'selectAction',
  termsAccepted: false,
  code: '',
  request: 'None',
  message: null,
  offerNewCode: false,
  hasSigned: false,
  hasDeclined: false,
};

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
  if (sameMessage(text, OTP_MISMATCH_API_MESSAGE)) return { kind: 'mismatch', step: 'enterCode', message: CODE_MISMATCH_TEXT, offerNewCode: false };
  if (sameMessage(text, OTP_TOO_MANY_API_MESSAGE)) return { kind: 'tooManyAttempts', step: 'expiredCode', message: TOO_MANY_ATTEMPTS_TEXT, offerNewCode: true };
  if (sameMessage(text, OTP_EXPIRED_API_MESSAGE)) return { kind: 'expired', step: 'expiredCode', message: CODE_EXPIRED_TEXT, offerNewCode: true };
  return { kind: 'error', step: 'expiredCode', message: text || SIGN_FAILURE_TEXT, offerNewCode: true };
}

/** spec 3 §2, §5 "Others": verify is disabled until the terms box is ticked and the code is non-empty (and while a request runs). */
export function canVerify(j: Pick<SigningJourney, 'termsAccepted' | 'code' | 'request'>): boolean {
  return j.termsAccepted && j.code.trim() !== '' && j.request !== 'Requesting';
}

/** The next state of the journey. An event that does not fit the current step leaves the state as it is. */
export function nextJourney(j: SigningJourney, e: SigningEvent): SigningJourney {
  switch (e.type) {
    case 'reset':
      return INITIAL_JOURNEY;
    case 'sign':
      return j.step === 'selectAction' ? { ...j, step: 'acceptTerms', message: null } : j;
    case 'decline':
      return j.step === 'selectAction' ? { ...j, step: 'declining', request: 'Requesting', message: null } : j;
    case 'tickTerms':
      if (j.step !== 'acceptTerms') return j;
      // Ticking the terms box requests a code (spec 3 §4).
      return e.checked ? { ...j, termsAccepted: true, step: 'sendCode', request: 'Requesting', message: null } : { ...j, termsAccepted: false };
    case 'codeSent':
      return j.step === 'sendCode' ? { ...j, step: 'enterCode', request: 'None', code: '', message: null, offerNewCode: false } : j;
    case 'codeFailed':
      return j.step === 'sendCode' ? { ...j, request: 'Error', message: CODE_GENERATION_FAILURE_TEXT, offerNewCode: true } : j;
    case 'invalidPhone':
      return j.step === 'sendCode' || j.step === 'acceptTerms' ? { ...j, step: 'invalidPhone', request: 'Error', message: INVALID_PHONE_TEXT, offerNewCode: false } : j;
    case 'enterCode':
      return j.step === 'enterCode' ? { ...j, code: e.code } : j;
    case 'submit':
      return j.step === 'enterCode' && canVerify(j) ? { ...j, step: 'validateCode', request: 'Requesting', message: null } : j;
    case 'signed':
      return j.step === 'validateCode' ? { ...j, request: 'Success', hasSigned: true, message: null } : j;
    case 'signFailed': {
      if (j.step !== 'validateCode') return j;
      const f = signFailure(e.apiMessage);
      return { ...j, step: f.step, request: 'Error', message: f.message, offerNewCode: f.offerNewCode };
    }
    case 'requestNewCode':
      // spec 3 §4: requesting a new code clears the code and restarts at sendCode.
      return j.step === 'expiredCode' || j.step === 'enterCode' || (j.step === 'sendCode' && j.request === 'Error')
        ? { ...j, step: 'sendCode', code: '', request: 'Requesting', message: null, offerNewCode: false }
        : j;
    case 'declined':
      return j.step === 'declining' ? { ...j, request: 'Success', hasDeclined: true, message: null } : j;
    case 'declineFailed':
      return j.step === 'declining' ? { ...j, request: 'Error', message: DECLINE_FAILURE_TEXT } : j;
  }
}
