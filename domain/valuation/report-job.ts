import { DEFAULT_ERROR_MESSAGE } from '../errors/error-toast';

/**
 * The report job (spec 3 §4 "Valuation report", §7, §8 "Review and reports", §9): the run answers a
 * job id; the job is polled every 3000 ms until status 200; a status below 500 is polled again; a
 * status of 500 or above aborts. The copy then appears in messages and documents.
 */

/** spec 3 §9 */
export const REPORT_POLL_INTERVAL_MS = 3000;
/** spec 3 §8: a status at or above this aborts the polling. */
export const REPORT_ABORT_STATUS = 500;
/** spec 3 §7: the status of a completed job. */
export const REPORT_DONE_STATUS = 200;

/** spec 3 §4, §8 */
export const REPORT_STARTED_TEXT = 'We are generating your portfolio report';
/** spec 3 §4, §9 */
export const REPORT_WAIT_TEXT = 'This can take up to 5 minutes to complete...';
/** Not in the spec: the report is ready (with a link to it in messages and documents). */
export const REPORT_READY_TEXT = 'Your report is ready. A copy has been saved in your messages and documents.';

/** Not in the spec: the ready text, naming the client for an adviser (the copy is in the client's messages). */
export function reportReadyText(clientName: string | null): string {
  return clientName
    ? `The report is ready. A copy has been saved in ${clientName}'s messages and documents.`
    : REPORT_READY_TEXT;
}
/** Not in the spec: the job failed (a status of 500 or above); it ends with the spec 1 §8 default message. */
export const REPORT_FAILED_TEXT = `We could not generate your report. ${DEFAULT_ERROR_MESSAGE}`;
/** Not in the spec: the list of report templates could not be read; it ends with the spec 1 §8 default message. */
export const REPORTS_LOAD_FAILED_TEXT = `We could not load your reports. ${DEFAULT_ERROR_MESSAGE}`;

export type PollDecision = 'done' | 'poll' | 'abort';

/** spec 3 §7: 200 is done; below 500 (not complete yet) keep polling; 500 or above aborts. */
export function pollDecision(status: number): PollDecision {
  if (status === REPORT_DONE_STATUS) return 'done';
  return status >= REPORT_ABORT_STATUS ? 'abort' : 'poll';
}
