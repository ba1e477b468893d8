import { ReviewStatus } from '../session/notification-prompts';

/** Review statuses (spec 3 §3, §4 "Review"): keys as the platform stores them, texts as shown. */

export type ReviewStatusKey = 'None' | 'InProgress' | 'FollowUpRequired' | 'ChangesReported' | 'NoChangesReported';

/** spec 3 §3: the status texts (the notification rules' ReviewStatus holds them). */
export const REVIEW_STATUS_TEXTS: Readonly<Record<ReviewStatusKey, string>> = {
  None: ReviewStatus.None,
  InProgress: ReviewStatus.InProgress,
  FollowUpRequired: ReviewStatus.FollowUpRequired,
  ChangesReported: ReviewStatus.ChangesReported,
  NoChangesReported: ReviewStatus.NoChangesReported,
};

/** The text of a stored status ('InProgress' → 'In Progress'); null or unknown → ''. */
export function reviewStatusLabel(status: string | null | undefined): string {
  if (!status) return '';
  return (REVIEW_STATUS_TEXTS as Record<string, string>)[status] ?? '';
}

/** Whether a stored status (key or text) means the review is in progress. */
export function isReviewInProgress(status: string | null | undefined): boolean {
  return status === 'InProgress' || status === REVIEW_STATUS_TEXTS.InProgress;
}

/** spec 3 §4: a person's submission status is ChangesReported if any answer is Yes, else NoChangesReported. */
export function submissionStatus(
  responses: readonly { response: boolean | null }[],
): 'ChangesReported' | 'NoChangesReported' {
  return responses.some((r) => r.response === true) ? 'ChangesReported' : 'NoChangesReported';
}

/** spec 3 §2: the page sends the client home when the review is not in progress and nothing has been submitted. */
export function shouldLeaveReview(input: { status: string | null | undefined; submitted: boolean }): boolean {
  return !isReviewInProgress(input.status) && !input.submitted;
}
