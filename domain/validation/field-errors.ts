/** Field-keyed error messages of a form; a field with no message is valid. Empty means the form is valid. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** Whether a form's errors object holds no message. */
export function isValid<K extends string>(errors: FieldErrors<K>): boolean {
  return Object.values(errors).every((message) => !message);
}

/** Whether a value is missing once trimmed. */
export function isBlank(value: string | null | undefined): boolean {
  return (value ?? '').trim() === '';
}
