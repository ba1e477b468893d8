import { REVIEW_ANSWER_REQUIRED, isQuestionPage, type ReviewPage } from './review-pages';

/** The questionnaire's state and moves (spec 3 §3 "Questionnaire state", §4 "Review", §5 "Review"). */

/** spec 3 §3: a review response; id is the page's order. */
export interface ReviewResponse {
  id: number;
  question: string;
  response: boolean | null;
  additionalText: string;
}

export interface QuestionnaireState {
  /** The step counter: 1 is the first page. */
  order: number;
  clientQuestions: ReviewResponse[];
  partnerQuestions: ReviewResponse[];
  /** null until chosen on the introduction (when partner answering is possible). */
  respondForPartner: boolean | null;
  posting: boolean;
  submitted: boolean;
  /** null until a submission has answered. */
  success: boolean | null;
}

export function initialQuestionnaire(): QuestionnaireState {
  return {
    order: 1,
    clientQuestions: [],
    partnerQuestions: [],
    respondForPartner: null,
    posting: false,
    submitted: false,
    success: null,
  };
}

function replaceById(list: readonly ReviewResponse[], answer: ReviewResponse): ReviewResponse[] {
  return [...list.filter((r) => r.id !== answer.id), answer].sort((a, b) => a.id - b.id);
}

/** spec 3 §4: adding an answer replaces one with the same id and moves forward one step. */
export function addAnswer(
  state: QuestionnaireState,
  client: ReviewResponse,
  partner?: ReviewResponse | null,
): QuestionnaireState {
  return {
    ...state,
    clientQuestions: replaceById(state.clientQuestions, client),
    partnerQuestions: partner ? replaceById(state.partnerQuestions, partner) : state.partnerQuestions,
    order: state.order + 1,
  };
}

/** The introduction's Next: keeps the partner choice and moves forward. */
export function leaveIntro(state: QuestionnaireState, respondForPartner: boolean): QuestionnaireState {
  return {
    ...state,
    respondForPartner,
    partnerQuestions: respondForPartner ? state.partnerQuestions : [],
    order: state.order + 1,
  };
}

/** spec 3 §4: Previous moves back (never before the first page). */
export function previous(state: QuestionnaireState): QuestionnaireState {
  return { ...state, order: Math.max(1, state.order - 1) };
}

/** spec 3 §4: Submit sets posting and submitted. */
export function startSubmit(state: QuestionnaireState): QuestionnaireState {
  return { ...state, posting: true, submitted: true };
}

/** spec 3 §4: the result moves forward. */
export function submitAnswered(state: QuestionnaireState, success: boolean): QuestionnaireState {
  return { ...state, posting: false, success, order: state.order + 1 };
}

/** spec 3 §4: Exit clears the submitted flag. */
export function exitReview(state: QuestionnaireState): QuestionnaireState {
  return { ...state, submitted: false };
}

/** The answers of whoever is answered for, in page order: partner answers only when answering for them. */
export function answersFor(
  state: QuestionnaireState,
  pages: readonly ReviewPage[],
  who: 'client' | 'partner',
): ReviewResponse[] {
  const list = who === 'client' ? state.clientQuestions : state.partnerQuestions;
  const ids = new Set(pages.filter(isQuestionPage).map((p) => p.order));
  return list.filter((r) => ids.has(r.id));
}

/** The number of steps before submission (the introduction and the questions). */
export function questionCount(pages: readonly ReviewPage[]): number {
  const sorted = [...pages].sort((a, b) => a.order - b.order);
  const submission = sorted.findIndex((p) => p.type === 'submission' || p.type === 'completion');
  return submission === -1 ? sorted.length : submission;
}

/**
 * spec 3 §2: progress is (order − 1) / number of questions as a whole percentage, 100 on submission
 * (and after). The number of questions counts every step before submission (introduction included),
 * so the last question shows less than 100.
 */
export function reviewProgress(order: number, pages: readonly ReviewPage[]): number {
  const count = questionCount(pages);
  if (count === 0 || order - 1 >= count) return 100;
  return Math.max(0, Math.round(((order - 1) / count) * 100));
}

export interface AnswerErrors {
  client?: string;
  partner?: string;
}

/** spec 3 §5: an answer is required for the client and, when answering for a partner, for the partner. */
export function validateAnswers(input: {
  client: boolean | null;
  partner: boolean | null;
  respondForPartner: boolean;
}): AnswerErrors {
  const errors: AnswerErrors = {};
  if (input.client === null) errors.client = REVIEW_ANSWER_REQUIRED;
  if (input.respondForPartner && input.partner === null) errors.partner = REVIEW_ANSWER_REQUIRED;
  return errors;
}

/** spec 3 §5: on the introduction, a Yes or No choice is required when partner answering is possible. */
export function validateIntro(input: { partnerPossible: boolean; respondForPartner: boolean | null }): string | null {
  return input.partnerPossible && input.respondForPartner === null ? REVIEW_ANSWER_REQUIRED : null;
}

/** spec 3 §2: the additional text is kept only with a Yes, when additional information is enabled. */
export function additionalTextOf(input: { response: boolean | null; text: string; enabled: boolean }): string {
  return input.enabled && input.response === true ? input.text.trim() : '';
}
