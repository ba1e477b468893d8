/** The annual review side of the sandbox: the one-shot failure switch of a review submission. */
export class ReviewState {
  /**
   * The next review submission fails once: the PATCH that records a submitted review status
   * (ChangesReported or NoChangesReported) answers the platform's error (SANDBOX_FAIL_NEXT_REVIEW,
   * POST /sandbox/fail-next-review).
   */
  failNextSubmission: boolean;

  constructor(failNextSubmission = false) {
    this.failNextSubmission = failNextSubmission;
  }
}

/** The review statuses a submission writes (spec 3 §4 "Review"). */
export const SUBMITTED_REVIEW_STATUSES: readonly string[] = ['ChangesReported', 'NoChangesReported'];

export const REVIEW_SUBMISSION_FAILURE = 'The review status could not be saved';
