/** spec 1 §5, spec 3 §8: how server error texts are cleaned before users see them. */

/** spec 1 §5: this prefix is removed. */
export const PERMISSION_ERROR_PREFIX = 'Permission Error: ';

/** spec 1 §5: texts that are blanked (back-office internals). */
export function isInternalText(text: string): boolean {
  const lower = text.toLowerCase();
  return lower.includes('corba') || lower.startsWith('xplan') || lower.includes('internal server error');
}

/**
 * Blanks texts containing 'corba', starting with 'xplan' or containing 'internal server error'
 * (any case); removes the 'Permission Error: ' prefix; ends the text with a full stop unless it
 * already ends with '.', '!' or '?'.
 */
export function cleanErrorText(message: string | null | undefined): string {
  const text = withoutPermissionPrefix(message ?? '');
  if (text === '' || isInternalText(text)) return '';
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** The text without spec 1 §5's 'Permission Error: ' prefix, trimmed. */
export function withoutPermissionPrefix(message: string): string {
  const text = message.trimStart();
  return (text.startsWith(PERMISSION_ERROR_PREFIX) ? text.slice(PERMISSION_ERROR_PREFIX.length) : text).trim();
}
