/**
 * The subject search box is literal text (spec 3 §3 "Filters": search). The platform's subject filter is a
 * wildcard ('*' any run of characters, otherwise "contains") with no escape, so text holding '*' is sent as a
 * wildcard that finds every subject containing the parts in order, and the subjects are then kept only when
 * they contain the text itself.
 */
export function platformSubjectFilter(text: string): string {
  return text.includes('*') ? `*${text}*` : text;
}

/** Whether a subject holds the searched text, literally and case-insensitively. */
export function subjectHoldsText(subject: string, text: string): boolean {
  return subject.toLocaleLowerCase('en-GB').includes(text.toLocaleLowerCase('en-GB'));
}

/** Whether the platform's answer must be narrowed by subjectHoldsText (its filter found a wider set). */
export const needsLiteralCheck = (text: string): boolean => text.includes('*');
