/** The digital signing texts (spec 3 §2 "Documents and messages page", §8 "Signing"). */

/** spec 3 §8: 'OTP does not match'; the journey returns to code entry. */
export const CODE_MISMATCH_TEXT =
  'The security code that you provided does not match the one that was sent. Please try again.';
/** spec 3 §8: 'Too many incorrect OTP attempts'. */
export const TOO_MANY_ATTEMPTS_TEXT = 'Too many invalid code attempts.';
/** spec 3 §8: 'OTP code has expired'. */
export const CODE_EXPIRED_TEXT = 'The security code that we sent has expired.';
/** spec 3 §8: offered with the two texts above. */
export const SEND_NEW_CODE_TEXT = 'Send a new security code';
/** spec 3 §8: the invalid-phone journey. */
export const INVALID_PHONE_TEXT =
  'We are unable to sign the document as there seems to be a problem with your registered phone number. Please contact your adviser.';
/** spec 3 §8: the completion failure toast. */
export const SIGN_FAILURE_TEXT =
  'There has been a problem completing your digital signature. Please check the document and try again.';
/** spec 3 §8 gives only "the same kind of text about declining": worded after the completion failure. */
export const DECLINE_FAILURE_TEXT =
  'There has been a problem declining your digital signature. Please check the document and try again.';
/** Signing before any code was asked for (spec 3 is silent; the §8 expiry text would mislead). */
export const REQUEST_CODE_FIRST_TEXT = 'Please request a security code first.';
/** spec 3 §8: code generation failure. */
export const CODE_GENERATION_FAILURE_TEXT = 'We have been unable to generate your code. Please try again.';
/** spec 3 §2: an empty signing list. */
export const EMPTY_SIGNING_LIST_TEXT = 'No messages';

/** The platform's api_message values of spec 3 §4 "Signing". */
export const OTP_MISMATCH_API_MESSAGE = 'OTP does not match';
export const OTP_TOO_MANY_API_MESSAGE = 'Too many incorrect OTP attempts';
export const OTP_EXPIRED_API_MESSAGE = 'OTP code has expired';
