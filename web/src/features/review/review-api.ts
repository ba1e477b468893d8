import type { ReviewDto, ReviewSubmissionBodyDto, ReviewSubmissionResultDto } from '../../lib/contract';
import { api } from '../../lib/api-client';

export type ReviewData = ReviewDto;
export type ReviewPageData = ReviewDto['pages'][number];
export type ReviewSubmissionResult = ReviewSubmissionResultDto;

/** The annual review calls (spec 3 §2, §4). */
export const reviewApi = {
  load: () => api.get<ReviewDto>('/review'),
  /** A failed submission is an answer with success false, shown on the completion page (no toast). */
  submit: (body: ReviewSubmissionBodyDto) =>
    api.post<ReviewSubmissionResultDto>('/review/submission', body, { silent: true }),
};
