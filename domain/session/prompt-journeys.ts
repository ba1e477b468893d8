import { isReviewInProgress } from '../review/review-status';
import {
  FACT_FIND_SPEAK_TO_ADVISER_STATUS,
  isRoboJourneyOpen,
  NotificationType,
  SPEAK_TO_ADVISER_CONFIRMATION,
} from './notification-prompts';

/**
 * Whether the journey a prompt answer acts on is open (spec 1 §4.5): the review in progress; the
 * fact-find status null or '0'; the robo journey enabled or in progress. An answer to a journey
 * that is not open must not overwrite its status.
 */

export interface JourneyStatuses {
  reviewStatus: string | null | undefined;
  factFindStatus: string | number | null | undefined;
  roboJourneyStatus: string | null | undefined;
}

export const REVIEW_NOT_OPEN = 'Your annual review is not in progress.';
export const FACT_FIND_NOT_OPEN = 'Your fact find is not waiting for you to complete.';
export const ROBO_NOT_OPEN = 'You have no advice journey in progress.';

export function isJourneyOpen(type: NotificationType, s: JourneyStatuses): boolean {
  switch (type) {
    case NotificationType.review:
      return isReviewInProgress(s.reviewStatus);
    case NotificationType.factFind:
      return (
        s.factFindStatus === null ||
        s.factFindStatus === undefined ||
        String(s.factFindStatus).trim() === FACT_FIND_SPEAK_TO_ADVISER_STATUS
      );
    default:
      return isRoboJourneyOpen(s.roboJourneyStatus);
  }
}

/** The portal's message when the journey is not open. */
export function journeyNotOpenText(type: NotificationType): string {
  return type === NotificationType.review
    ? REVIEW_NOT_OPEN
    : type === NotificationType.factFind
      ? FACT_FIND_NOT_OPEN
      : ROBO_NOT_OPEN;
}

/** Not in the spec: the confirmation after 'Speak to adviser' on a fact-find prompt. */
export const FACT_FIND_SPEAK_TO_ADVISER_CONFIRMATION =
  'You have opted for your adviser to contact you instead of completing your fact find';
/** Not in the spec: the confirmation after 'Speak to adviser' on a robo advice prompt. */
export const ROBO_SPEAK_TO_ADVISER_CONFIRMATION =
  'You have opted for your adviser to contact you instead of completing the online advice journey';

/** The confirmation shown after 'Speak to adviser': the review keeps the spec text (spec 1 §4.5). */
export function speakToAdviserConfirmation(type: NotificationType): string {
  if (type === NotificationType.review) return SPEAK_TO_ADVISER_CONFIRMATION;
  return type === NotificationType.factFind
    ? FACT_FIND_SPEAK_TO_ADVISER_CONFIRMATION
    : ROBO_SPEAK_TO_ADVISER_CONFIRMATION;
}
