import * as auth from '../../domain/auth/auth-messages';
import { ACCESS_DENIED_MESSAGE } from '../../domain/access/page-access';
import { ACCESS_LEVEL_LOOKUP_FAILED } from '../../domain/access/site-access';
import { SESSION_ENDED_MESSAGE } from '../../domain/errors/error-toast';
import type { PortalErrorCode } from './portal-error-code';

/** A sentence as the spec words it, ended with the full stop the web app adds when it shows one (spec 1 §5). */
const ended = (text: string): string => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * What a user is told for each failure a use case may return, when nothing more specific is known
 * (the platform sent no words, or only a code). Every one is a whole sentence: see isSentence.
 */
export const PORTAL_ERROR_SENTENCES: Readonly<Record<PortalErrorCode, string>> = {
  invalid_credentials: ended(auth.WRONG_CREDENTIALS),
  account_disabled: ended(auth.ACCOUNT_DISABLED),
  account_deactivated: ended(auth.ACCOUNT_DEACTIVATED),
  bad_otp: auth.BAD_OTP,
  invalid_memorable_characters: auth.MEMORABLE_WORD_INCORRECT,
  invalid_device: auth.WRONG_ENROLMENT_CODE,
  no_mfa_method: auth.NO_MFA_METHOD_AVAILABLE,
  reset_code_invalid: ended(auth.RESET_CODE_INCORRECT),
  security_answers_incorrect: ended(auth.SECURITY_ANSWERS_INCORRECT),
  username_not_matched: auth.FORGOT_USERNAME_MISMATCH,
  access_mapping: ended(ACCESS_LEVEL_LOOKUP_FAILED),
  wrong_step: 'This sign-in step is not expected now. Please start again.',
  no_session: SESSION_ENDED_MESSAGE,
  forbidden: ACCESS_DENIED_MESSAGE,
  not_found: 'What you asked for could not be found. It may have been removed, or it may not be yours to see.',
  validation: 'The request could not be accepted. Please check what you entered and try again.',
  unavailable: 'The platform is not available at the moment. Please try again shortly.',
};

/**
 * Whether a text reads as words rather than a code: more than one word. 'not_found', 'gone' and ''
 * do not; the spec's own texts, some without a full stop ('Reset code incorrect'), and the
 * platform's words that the spec has shown as they are ('agreed_date is required') do. Texts that
 * pass are shown as they are; the others give way to the code's sentence.
 */
export function readsAsWords(text: string | null | undefined): text is string {
  return /\S\s+\S/.test(text ?? '');
}

/**
 * A whole sentence, as the portal's own texts are: more than one word, a capital letter (or a digit
 * or an opening quote) first, and '.', '!' or '?' last.
 */
export function isSentence(text: string | null | undefined): text is string {
  const t = text?.trim() ?? '';
  return readsAsWords(t) && /^["'‘“(]?[\p{Lu}\d]/u.test(t) && /[.!?]["'’”)]?$/.test(t);
}

/** The first of `texts` that reads as words, or the sentence of `code`. */
export function sentenceFor(code: PortalErrorCode, ...texts: Array<string | null | undefined>): string {
  return texts.find(readsAsWords) ?? PORTAL_ERROR_SENTENCES[code];
}
