/** Compose subject (spec 3 §5 "Compose subject", §9). */

/** spec 3 §5 */
export const SUBJECT_REQUIRED = 'Please enter a message subject.';
/** spec 3 §5 */
export const SUBJECT_TOO_LONG = 'Subject must be under 256 characters.';
/** spec 3 §5, §9: a subject must be under this many characters. */
export const SUBJECT_LENGTH_LIMIT = 256;
/** spec 3 §5, §9: a reply subject is cut to this many characters. */
export const REPLY_SUBJECT_MAX_LENGTH = 255;
/** spec 3 §5 */
export const REPLY_SUBJECT_PREFIX = 'RE: ';

/** spec 3 §5: required and under 256 characters; null when valid. */
export function validateSubject(subject: string | null | undefined): string | null {
  const text = subject ?? '';
  if (text.trim() === '') return SUBJECT_REQUIRED;
  if (text.length >= SUBJECT_LENGTH_LIMIT) return SUBJECT_TOO_LONG;
  return null;
}

/** spec 3 §5: 'RE: ' plus the original, cut to 255 characters. */
export function replySubject(original: string | null | undefined): string {
  return (REPLY_SUBJECT_PREFIX + (original ?? '')).slice(0, REPLY_SUBJECT_MAX_LENGTH);
}
