/**
 * The subject search box is literal text (spec 3 §3 "Filters": search). The platform's subject filter is a
 * wildcard ('*' any run of characters) with no escape, so for text holding '*' it answers a wider set, which is
 * then narrowed to the subjects that contain the text itself.
 */

/** Whether the platform's answer must be narrowed by subjectHoldsText (its filter found a wider set). */
export const needsLiteralCheck = (text: string): boolean => text.includes('*');

/** Whether a subject holds the searched text, literally and case-insensitively. */
export function subjectHoldsText(subject: string, text: string): boolean {
  return subject.toLocaleLowerCase('en-GB').includes(text.toLocaleLowerCase('en-GB'));
}
