/** The annual review's questionnaire (spec 3 §2 "Annual review page", §3 "Review entities"). */

/** spec 3 §2: the page types, each with an order. */
export type ReviewPageType =
  | 'reviewIntro'
  | 'standardQuestionPage'
  | 'contactDetailsQuestionPage'
  | 'personalDetailsQuestionPage'
  | 'riskProfileQuestion'
  | 'submission'
  | 'completion';

/** spec 3 §2: a playback row. */
export interface ReviewPlaybackRow {
  fieldName: string;
  clientValue: string | null;
  partnerValue: string | null;
  description: string;
  enabled: boolean;
}

/** spec 3 §3: a person's risk profile. */
export interface ReviewRiskProfile {
  index: number | null;
  name: string;
  description: string;
  isEmpty: boolean;
}

/** One page of the questionnaire as the site content defines it (plus its playback rows). */
export interface ReviewPage {
  type: ReviewPageType;
  order: number;
  heading: string;
  /** reviewIntro: the introduction. */
  text?: string;
  /** reviewIntro: the partner choice ('{partner}' stands for the partner's name). */
  partnerQuestion?: string;
  /** Question pages: the yes/no question. */
  question?: string;
  /** Playback pages: the rows (enabled ones only are shown). */
  rows?: ReviewPlaybackRow[];
  /** submission */
  changesText?: string;
  noChangesText?: string;
  /** completion */
  successText?: string;
  errorText?: string;
  displayAdviserDetails?: boolean;
}

export const QUESTION_PAGE_TYPES: readonly ReviewPageType[] = [
  'standardQuestionPage',
  'contactDetailsQuestionPage',
  'personalDetailsQuestionPage',
  'riskProfileQuestion',
];

export function isQuestionPage(page: Pick<ReviewPage, 'type'>): boolean {
  return QUESTION_PAGE_TYPES.includes(page.type);
}

/** The pages in order (spec 3 §2: each page type has an order). */
export function sortPages<T extends Pick<ReviewPage, 'order'>>(pages: readonly T[]): T[] {
  return [...pages].sort((a, b) => a.order - b.order);
}

/** The review page's heading (and the review prompt's) when the site content names none. */
export const REVIEW_HEADING = 'Your annual review';

/** spec 3 §2: an empty playback value shows 'None supplied'. */
export const NONE_SUPPLIED = 'None supplied';

export function playbackText(value: string | null | undefined): string {
  return value === null || value === undefined || value.trim() === '' ? NONE_SUPPLIED : value;
}

/** spec 3 §8: the submission failure texts. */
export const REVIEW_SUBMISSION_ERROR = 'While submitting your response an error has occurred';
export const REVIEW_SUBMISSION_ERROR_HELP = 'Please contact your adviser';
/** spec 3 §5 */
export const REVIEW_ANSWER_REQUIRED = 'This question requires an answer';
/** spec 3 §2: the extra field after a Yes. */
export const REVIEW_CHANGES_LABEL = 'Please tell us about your changes';
