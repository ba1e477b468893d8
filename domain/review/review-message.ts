import { REVIEW_STATUS_TEXTS, submissionStatus, type ReviewStatusKey } from './review-status';
import type { ReviewResponse } from './review-questionnaire';
import { escapeHtml, plainBodyText } from '../messages/message-body';

/** The secure message a review submission posts for each person (spec 3 §4 "Review"). */

export const REVIEW_MESSAGE_SUBJECT = 'Annual review response';

/**
 * The subject and body telling the adviser one person's answers: one line per question and answer, prepared
 * as compose bodies are (spec 3 §5): the client's text with markup stripped, then escaped inside preformatted
 * text, so line breaks show and '&' reads as '&'.
 */
export function reviewMessage(input: {
  personName: string;
  answeredBy: string | null;
  responses: readonly ReviewResponse[];
}): { subject: string; body: string; status: ReviewStatusKey } {
  const status = submissionStatus(input.responses);
  const lines = [
    `Annual review response for ${input.personName}: ${REVIEW_STATUS_TEXTS[status]}.`,
    ...(input.answeredBy ? [`Answered by ${input.answeredBy}.`] : []),
    '',
    ...input.responses.flatMap((r) => [
      `${r.id}. ${r.question}`,
      `Answer: ${r.response === true ? 'Yes' : r.response === false ? 'No' : 'Not answered'}`,
      ...(r.additionalText && plainBodyText(r.additionalText) ? [`Changes: ${plainBodyText(r.additionalText)}`] : []),
      '',
    ]),
  ];
  return {
    subject: `${REVIEW_MESSAGE_SUBJECT} - ${input.personName}`,
    body: `<pre>${escapeHtml(lines.join('\n').trim())}</pre>`,
    status,
  };
}
