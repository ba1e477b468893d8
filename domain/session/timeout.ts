/** Session timeout arithmetic (spec 1 §4.3, §9). Times are in milliseconds; `now` is always passed in. */

/** spec 1 §4.3, §9: default end of session, in minutes. */
export const DEFAULT_TIMEOUT_MINUTES = 20;
/** spec 1 §4.3, §9: default warning time, in minutes. */
export const DEFAULT_WARNING_MINUTES = 15;
/** spec 1 §4.3, §9: the signed-in layout's end of session, in minutes. */
export const LAYOUT_TIMEOUT_MINUTES = 30;
/** spec 1 §4.3, §9: the signed-in layout's warning time, in minutes. */
export const LAYOUT_WARNING_MINUTES = 25;
/** spec 1 §4.3: the login profile read for the timeout when none is given. */
export const DEFAULT_LOGIN_PROFILE_ID = 1;
/** spec 1 §4.3, §9: mouse clicks reset the timers at most once per this many ms. */
export const HEARTBEAT_THROTTLE_MS = 1000;
/** spec 1 §4.3: above this many minutes the warning comes LONG_WARNING_LEAD_MINUTES before the end. */
export const LONG_TIMEOUT_THRESHOLD_MINUTES = 10;
/** spec 1 §4.3: warning lead for timeouts above 10 minutes. */
export const LONG_WARNING_LEAD_MINUTES = 5;
/** spec 1 §4.3: warning lead for timeouts of 10 minutes or less. */
export const SHORT_WARNING_LEAD_MINUTES = 1;
/** spec 1 §4.3: the warning modal's button. */
export const STAY_LOGGED_IN = 'Stay logged in';

const MINUTE_MS = 60_000;

export interface TimeoutSettings {
  timeoutMs: number;
  warningMs: number;
}

/**
 * spec 1 §4.3: the timeout from the login profile, with the warning 5 minutes before the end when
 * the timeout is above 10 minutes, otherwise 1 minute before, never below zero. A missing, zero or
 * unusable value gives the 20 / 15 minute defaults.
 */
export function timeoutFromProfile(minutes: number | null | undefined): TimeoutSettings {
  if (typeof minutes !== 'number' || !Number.isFinite(minutes) || minutes <= 0) {
    return { timeoutMs: DEFAULT_TIMEOUT_MINUTES * MINUTE_MS, warningMs: DEFAULT_WARNING_MINUTES * MINUTE_MS };
  }
  const lead = minutes > LONG_TIMEOUT_THRESHOLD_MINUTES ? LONG_WARNING_LEAD_MINUTES : SHORT_WARNING_LEAD_MINUTES;
  return { timeoutMs: minutes * MINUTE_MS, warningMs: Math.max(0, minutes - lead) * MINUTE_MS };
}

/** spec 1 §4.3: the 30 / 25 minute settings of the signed-in layout. */
export const LAYOUT_TIMEOUT: TimeoutSettings = {
  timeoutMs: LAYOUT_TIMEOUT_MINUTES * MINUTE_MS,
  warningMs: LAYOUT_WARNING_MINUTES * MINUTE_MS,
};

export type TimeoutPhase = 'active' | 'warning' | 'expired';

/** spec 1 §4.3: the warning shows after the warning time and logout follows at the end time. */
export function timeoutPhase(settings: TimeoutSettings, lastActivityMs: number, nowMs: number): TimeoutPhase {
  const idle = nowMs - lastActivityMs;
  if (idle >= settings.timeoutMs) return 'expired';
  if (idle >= settings.warningMs) return 'warning';
  return 'active';
}

/** spec 1 §4.3: a click resets the timers and sends a heartbeat at most once per throttle window. */
export function shouldSendHeartbeat(lastHeartbeatMs: number | null, nowMs: number): boolean {
  return lastHeartbeatMs === null || nowMs - lastHeartbeatMs >= HEARTBEAT_THROTTLE_MS;
}
