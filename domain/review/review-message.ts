import { REVIEW_STATUS_TEXTS, submissionStatus, type ReviewStatusKey } from './review-status';
import type { ReviewResponse } from './review-questionnaire';

/** The secure message a review submission posts for each person (spec 3 §4 "Review"). */

export const REVIEW_MESSAGE_SUBJECT = 'Annual review response';

/** The subject and plain-text body telling the adviser one person's answers. */
export function reviewMessage(input: { personName: string; answeredBy: string | null; responses: readonly ReviewResponse[] }): { subject: string; body: string; status: ReviewStatusKey } {
  const status = submissionStatus(input.responses);
  const lines = [
    `Annual review response for ${input.personName}: ${REVIEW_STATUS_TEXTS[status]}.`,
    ...(input.answeredBy ? [`Answered by ${input.answeredBy}.`] : []),
    '',
    ...input.responses.flatMap((r) => [
      `${r.id}. ${r.question}`,
      `Answer: ${r.response === true ? 'Yes' : r.response === false ? 'No' : 'Not answered'}`,
      ...(r.additionalText ? [`Changes: ${r.additionalText}`] : []),
      '',
    ]),
  ];
  return { subject: `${REVIEW_MESSAGE_SUBJECT} - ${input.personName}`, body: lines.join('\n').trim(), status };
}
