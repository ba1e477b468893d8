import {
  type TimeoutPhase,
  type TimeoutSettings,
  shouldSendHeartbeat,
  timeoutPhase,
} from '../../../../domain/session/timeout';

/** Elements (and their contents) whose clicks do not count as activity (spec 1 §4.3 'no-heartbeat'). */
export const NO_HEARTBEAT_ATTRIBUTE = 'data-no-heartbeat';

/** The phase now and how long until it next changes (null once expired). */
export function timeoutSchedule(
  settings: TimeoutSettings,
  lastActivityMs: number,
  nowMs: number,
): { phase: TimeoutPhase; nextChangeInMs: number | null } {
  const phase = timeoutPhase(settings, lastActivityMs, nowMs);
  const idle = nowMs - lastActivityMs;
  if (phase === 'expired') return { phase, nextChangeInMs: null };
  const boundary = phase === 'active' ? settings.warningMs : settings.timeoutMs;
  return { phase, nextChangeInMs: Math.max(0, boundary - idle) };
}

/** Whether a click on this target is activity at this moment: not marked no-heartbeat, and outside the throttle window. */
export function clickCountsAsActivity(
  target: EventTarget | null,
  lastHeartbeatMs: number | null,
  nowMs: number,
): boolean {
  const el = target instanceof Element ? target : null;
  if (el?.closest(`[${NO_HEARTBEAT_ATTRIBUTE}]`)) return false;
  return shouldSendHeartbeat(lastHeartbeatMs, nowMs);
}
