import { MEMORABLE_WORD_LENGTH } from '../auth/login-flow';
import { FieldErrors } from './field-errors';

/** Not given by the spec (which only disables submit): the text for an empty character field. */
export const MEMORABLE_CHARACTER_REQUIRED = 'Please enter a character';

export type MemorableCharacterField = 'character1' | 'character2' | 'character3';
const FIELDS: readonly MemorableCharacterField[] = ['character1', 'character2', 'character3'];

/** spec 1 §5: three fields of exactly one character each. */
export function validateMemorableCharacters(
  characters: readonly (string | null | undefined)[],
): FieldErrors<MemorableCharacterField> {
  const errors: FieldErrors<MemorableCharacterField> = {};
  FIELDS.forEach((field, i) => {
    if (Array.from(characters[i] ?? '').length !== 1) errors[field] = MEMORABLE_CHARACTER_REQUIRED;
  });
  return errors;
}

/** spec 1 §5: submit is enabled only when all three fields hold one character. */
export function canSubmitMemorableCharacters(characters: readonly (string | null | undefined)[]): boolean {
  return (
    characters.length === MEMORABLE_WORD_LENGTH && Object.keys(validateMemorableCharacters(characters)).length === 0
  );
}
