import { normalisePhoneNumber } from '../contact/phone-number';

/**
 * The phone a signing code goes to (spec 3 §2 "Digital signing", §4, §5 "Phone numbers", §8).
 * The number is normalised as §5 says; without a '+' dial code after that, no code can be sent and
 * the journey goes to invalidPhone. The browser sees only the last 4 digits.
 */

/** spec 3 §2: the number is shown only by this many last digits. */
export const SHOWN_PHONE_DIGITS = 4;
export const PHONE_MASK = '•••• ';

export interface SigningPhone {
  valid: boolean;
  /** '•••• 1234'; null when there are fewer than 4 digits. */
  masked: string | null;
}

/** spec 3 §4: a phone that after normalisation still has no '+' is invalid for signing. */
export function signingPhone(raw: string | null | undefined, countryDialCode?: string | null): SigningPhone {
  const normalised = normalisePhoneNumber(raw, countryDialCode);
  const digits = normalised.replace(/\D/g, '');
  const valid = /^\+\d+$/.test(normalised) && digits.length > SHOWN_PHONE_DIGITS;
  return { valid, masked: maskPhone(digits) };
}

/** The last 4 digits behind a mask; null when there are not 4. */
export function maskPhone(digits: string): string | null {
  return digits.length >= SHOWN_PHONE_DIGITS ? PHONE_MASK + digits.slice(-SHOWN_PHONE_DIGITS) : null;
}
