/**
 * A value from outside (the platform's wire, a log entry) that should be text, read as text: a string as it
 * is, a number or a boolean as String() writes it, and '' for null, undefined or anything that is no text
 * (an object or a list where text was due).
 */
export function textOrEmpty(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return '';
}
