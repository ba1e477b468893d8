import { cleanErrorText } from './clean-error-text';

/** spec 1 §8: the API message of a request without a valid session (the portal answers with it too). */
export const NO_VALID_SESSION_MESSAGE = 'This feature is not available without a valid session';
/** spec 1 §8: API messages meaning the session is gone. */
export const LOST_SESSION_MESSAGES: readonly string[] = [
  NO_VALID_SESSION_MESSAGE,
  'Either existing session or username required',
];
/** spec 1 §2.1, §8: the login page's marker of a lost session, as ?reason= or ?error=. */
export const LOST_SESSION_MARKER = 'LostSession';
/**
 * Not given by the spec: what the login page says after a lost session (?reason=LostSession,
 * ?error=LostSession), and what a failure without a session says when it has no words of its own.
 */
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please log in again.';
/** spec 1 §2.1: the login page's marker after a deliberate logout (?reason=). */
export const USER_LOGGED_OUT_MARKER = 'UserLoggedOut';
/** spec 1 §8: where a lost session goes. */
export const LOST_SESSION_REDIRECT = `/login/?reason=${LOST_SESSION_MARKER}`;
/** spec 1 §2.1: where a deliberate logout goes. */
export const USER_LOGGED_OUT_REDIRECT = `/login/?reason=${USER_LOGGED_OUT_MARKER}`;
/** spec 1 §8: statuses shown with the error title and the cleaned API message. */
export const ERROR_TOAST_STATUSES: readonly number[] = [400, 401, 403, 404, 422, 500];
/** spec 1 §8 */
export const ERROR_TOAST_TITLE = 'An error has occurred';
/** spec 1 §8 */
export const DEFAULT_ERROR_MESSAGE = 'Please try again. If the problem persists, contact your Financial Adviser.';
/** Not given by the spec: what a request that failed without words of its own says (the BFF's answer to the unexpected, and the web app's when an error carries no message). */
export const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';
/** Not given by the spec: the retry offered where a read failed (a section, a tab, a page). */
export const TRY_AGAIN = 'Try again';
/** spec 1 §8 */
export const NETWORK_UNAVAILABLE_TITLE = 'Network unavailable';
/** spec 1 §8 */
export const NETWORK_UNAVAILABLE_MESSAGE = 'Please check you are connected to the internet and try again.';
/** spec 1 §8: the status-0 message of a request that never reached the server. */
export const AJAX_ERROR_0 = 'ajax error 0';
/** spec 1 §8: status-0 messages meaning the network is down. */
export const NETWORK_ERROR_MESSAGES: readonly string[] = ['ajax timeout', AJAX_ERROR_0];
/** spec 1 §8, §9: toast timeout. */
export const TOAST_TIMEOUT_MS = 6000;

export type ErrorToastDecision = { kind: 'lostSession' } | { kind: 'toast'; title: string; message: string };

const same = (a: string, b: string): boolean => a.trim().toLowerCase() === b.toLowerCase();

/** Whether an API message means the session is gone (spec 1 §8). */
export function isLostSessionMessage(apiMessage: string | null | undefined): boolean {
  return !!apiMessage && LOST_SESSION_MESSAGES.some((m) => same(apiMessage, m));
}

/**
 * spec 1 §8 global toast handling. A lost-session message (under any status) redirects to login
 * instead. The listed statuses show the cleaned API message followed by the default message;
 * status 0 with 'ajax timeout' or 'ajax error 0' is a network toast; anything else the default.
 */
export function errorToastFor(input: { status: number; apiMessage?: string | null }): ErrorToastDecision {
  const { status, apiMessage } = input;
  if (isLostSessionMessage(apiMessage)) return { kind: 'lostSession' };
  if (status === 0 && apiMessage && NETWORK_ERROR_MESSAGES.some((m) => same(apiMessage, m))) {
    return { kind: 'toast', title: NETWORK_UNAVAILABLE_TITLE, message: NETWORK_UNAVAILABLE_MESSAGE };
  }
  if (ERROR_TOAST_STATUSES.includes(status)) {
    const cleaned = cleanErrorText(apiMessage);
    return {
      kind: 'toast',
      title: ERROR_TOAST_TITLE,
      message: cleaned ? `${cleaned} ${DEFAULT_ERROR_MESSAGE}` : DEFAULT_ERROR_MESSAGE,
    };
  }
  return { kind: 'toast', title: ERROR_TOAST_TITLE, message: DEFAULT_ERROR_MESSAGE };
}
