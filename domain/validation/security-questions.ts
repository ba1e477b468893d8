import { compareVersions, parseVersion } from '../platform/version';
import { FieldErrors, isBlank } from './field-errors';

/** Security questions form (spec 3 §5 "Security questions"; also the SetSecurityQuestions login step). */

/** spec 3 §5 */
export const SECURITY_QUESTION_REQUIRED = 'Please enter a security question.';
/** spec 3 §5: the placeholder option, which is not a valid question. */
export const PLEASE_SELECT = 'Please select';
/** spec 3 §5: the option that asks for a custom question. */
export const OTHER_QUESTION = 'Other';
/** spec 3 §5, §9: questions and answers are at most this long. */
export const SECURITY_TEXT_MAX_LENGTH = 256;
/** spec 3 §5 */
export const QUESTION_TOO_LONG = 'Question needs to be at most 256 characters';
/** spec 3 §5 */
export const SECURITY_ANSWER_REQUIRED = 'Please enter an answer to your security question.';
/** spec 3 §5 */
export const ANSWER_TOO_LONG = 'Answer needs to be at most 256 characters';
/** spec 3 §5 */
export const DIFFERENT_QUESTIONS_REQUIRED = 'Please select two different security questions.';
/** spec 3 §5, §9: minimum answer length on platforms that enforce one. */
export const ENFORCED_MIN_ANSWER_LENGTH = 8;

/** spec 3 §5: 'Answer needs to be at least N characters'. */
export function answerTooShort(n: number): string {
  return `Answer needs to be at least ${n} characters`;
}

/** spec 3 §5: the version from which the platform enforces a minimum answer length. */
export const MIN_ANSWER_LENGTH_FROM = '22.8.234';
/** spec 3 §5: within 22.9, the last version named by the rule. */
export const MIN_ANSWER_LENGTH_22_9_UP_TO = '22.9.237';

/**
 * spec 3 §5, clause by clause: 8 when the platform version is 22.8.234 or later, or 22.9.237 or
 * earlier within 22.9; otherwise (older, or an unreadable version) 0. Versions compare number by
 * number. Read as written, the second clause lies inside the first (every 22.9 version is later
 * than 22.8.234), so 22.9.238 and later keep 8; 22.8.233 and earlier are 0.
 */
export function minAnswerLength(platformVersion: string | null | undefined): number {
  const v = parseVersion(platformVersion);
  if (!v) return 0;
  const fromFirst = compareVersions(v, parseVersion(MIN_ANSWER_LENGTH_FROM)!) >= 0;
  const within229 =
    v[0] === 22 && (v[1] ?? 0) === 9 && compareVersions(v, parseVersion(MIN_ANSWER_LENGTH_22_9_UP_TO)!) <= 0;
  return fromFirst || within229 ? ENFORCED_MIN_ANSWER_LENGTH : 0;
}

/** spec 3 §5: offered when site content lists no questions of its own (the spec names none). */
export const DEFAULT_SECURITY_QUESTIONS: readonly string[] = [
  'What was the name of your first pet?',
  'What is the name of the town where you were born?',
  'What was the name of your first school?',
  "What is your mother's maiden name?",
  'What was the make of your first car?',
  'What is the name of your favourite teacher?',
];

/** spec 3 §8: shown once the two questions are saved (the sign-in step's text, one home). */
export { SECURITY_QUESTIONS_SET } from '../auth/auth-messages';

/** spec 3 §5: blank question options from content are dropped. */
export function securityQuestionOptions(options: readonly (string | null | undefined)[]): string[] {
  return options.filter((o): o is string => !isBlank(o)).map((o) => o.trim());
}

export interface SecurityQuestionsValues {
  question1?: string | null;
  customQuestion1?: string | null;
  answer1?: string | null;
  question2?: string | null;
  customQuestion2?: string | null;
  answer2?: string | null;
}

export type SecurityQuestionsField =
  'question1' | 'customQuestion1' | 'answer1' | 'question2' | 'customQuestion2' | 'answer2';

/** The question text a pair stands for: the custom one when 'Other' is chosen. */
function effectiveQuestion(question: string | null | undefined, custom: string | null | undefined): string {
  return ((question === OTHER_QUESTION ? custom : question) ?? '').trim().toLowerCase();
}

/** spec 3 §5: both questions and answers, 'Other' needs its own question, and the two must differ. */
export function validateSecurityQuestions(
  values: SecurityQuestionsValues,
  minLength: number,
): FieldErrors<SecurityQuestionsField> {
  const errors: FieldErrors<SecurityQuestionsField> = {};
  const pairs = [
    {
      q: values.question1,
      custom: values.customQuestion1,
      a: values.answer1,
      qf: 'question1',
      cf: 'customQuestion1',
      af: 'answer1',
    },
    {
      q: values.question2,
      custom: values.customQuestion2,
      a: values.answer2,
      qf: 'question2',
      cf: 'customQuestion2',
      af: 'answer2',
    },
  ] as const;
  for (const p of pairs) {
    if (isBlank(p.q) || p.q === PLEASE_SELECT) errors[p.qf] = SECURITY_QUESTION_REQUIRED;
    else if (p.q === OTHER_QUESTION) {
      if (isBlank(p.custom)) errors[p.cf] = SECURITY_QUESTION_REQUIRED;
      else if ((p.custom as string).length > SECURITY_TEXT_MAX_LENGTH) errors[p.cf] = QUESTION_TOO_LONG;
    }
    // Measured as saved: the forms and the server send the answer trimmed.
    const answer = (p.a ?? '').trim();
    if (answer === '') errors[p.af] = SECURITY_ANSWER_REQUIRED;
    else if (answer.length < minLength) errors[p.af] = answerTooShort(minLength);
    else if (answer.length > SECURITY_TEXT_MAX_LENGTH) errors[p.af] = ANSWER_TOO_LONG;
  }
  const first = effectiveQuestion(values.question1, values.customQuestion1);
  const second = effectiveQuestion(values.question2, values.customQuestion2);
  if (!errors.question2 && !errors.customQuestion2 && first !== '' && first === second) {
    errors.question2 = DIFFERENT_QUESTIONS_REQUIRED;
  }
  return errors;
}
