import { GetReviewUseCase } from './get-review.use-case';
import { ReviewPeopleLoader } from './review-people';
import { SubmitReviewUseCase } from './submit-review.use-case';

/** The annual review use cases, for the BFF (they need ReviewPort and MessagesPort). */
export const REVIEW_USE_CASES = [ReviewPeopleLoader, GetReviewUseCase, SubmitReviewUseCase];
