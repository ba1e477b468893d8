/** Phone numbers (spec 3 §5 "Phone numbers"). */

/** spec 3 §5: only digits, spaces, hyphens and a leading plus are treated as phones. */
export const PHONE_LIKE_PATTERN = /^\+?[\d\s-]*\d[\d\s-]*$/;
/** spec 3 §5: Australian numbers with this prefix are left as they are. */
export const AU_LOCAL_RATE_PREFIX = '1300';
/** spec 3 §5: a leading 00 becomes plus. */
export const INTERNATIONAL_ACCESS_PREFIX = '00';

/** spec 3 §5: digits, spaces, hyphens and a leading plus, with at least one digit. */
export function isPhoneLike(value: string | null | undefined): boolean {
  return PHONE_LIKE_PATTERN.test((value ?? '').trim());
}

/**
 * spec 3 §5, in order: values that are not phone-like and Australian 1300 numbers are returned
 * as they are (trimmed); otherwise spaces and hyphens are dropped, a leading 00 becomes '+', a
 * number with '+' is kept, a number lacking the contact's country dial code gets '+' and the code
 * (dropping one leading trunk 0, and taking a number that already starts with the code as
 * including it), and with no dial code a leading 0 is added unless the number starts with 0.
 */
export function normalisePhoneNumber(value: string | null | undefined, countryDialCode?: string | null): string {
  const trimmed = (value ?? '').trim();
  if (!isPhoneLike(trimmed)) return trimmed;
  let digits = trimmed.replace(/[\s-]/g, '');
  if (digits.startsWith(AU_LOCAL_RATE_PREFIX)) return trimmed;
  if (digits.startsWith(INTERNATIONAL_ACCESS_PREFIX)) digits = `+${digits.slice(INTERNATIONAL_ACCESS_PREFIX.length)}`;
  if (digits.startsWith('+')) return digits;
  const dial = (countryDialCode ?? '').replace(/\D/g, '');
  if (dial !== '') {
    if (digits.startsWith(dial)) return `+${digits}`;
    return `+${dial}${digits.replace(/^0/, '')}`;
  }
  return digits.startsWith('0') ? digits : `0${digits}`;
}
