import { CLIENT_USERNAME_SUFFIX } from './login-flow';

/**
 * The account a sign-in failure or a code request counts against (issue 7 items 5, 6). The client tab
 * adds '@client' (spec 1 §5) and forgot-password accepts either spelling, so 'carla', ' CARLA ' and
 * 'carla@client' are one account here. An adviser whose username equals a client's bare name shares
 * that client's counters, which only ever errs on the side of refusing.
 */
export function throttleAccount(username: string): string {
  const name = (username ?? '').trim().toLowerCase();
  return name.endsWith(CLIENT_USERNAME_SUFFIX) ? name.slice(0, -CLIENT_USERNAME_SUFFIX.length).trim() : name;
}

/** The e-mail address a forgot-username request counts against. */
export function throttleEmail(email: string): string {
  return (email ?? '').trim().toLowerCase();
}

/** Shown while sign-in attempts are refused; the short window keeps the wording the portal always had. */
export function tooManyAttemptsMessage(waitSeconds: number): string {
  if (waitSeconds <= 60) return 'Too many unsuccessful attempts. Please wait a minute and try again.';
  return `Too many unsuccessful attempts. Please try again in ${minutesText(waitSeconds)}.`;
}

/** Shown when a reset code, a sign-in code or the forgotten-username e-mail is asked for too often. */
export function tooManyCodesMessage(waitSeconds: number): string {
  return `Too many codes have been requested. Please try again in ${minutesText(waitSeconds)}.`;
}

function minutesText(waitSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(waitSeconds / 60));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
