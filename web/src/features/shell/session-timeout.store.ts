import { proxy } from 'valtio';
import type { TimeoutPhase, TimeoutSettings } from '../../../../domain/session/timeout';
import { clickCountsAsActivity, timeoutSchedule } from './session-timeout';

export interface TimeoutEffects {
  /** Keeps the server session alive; rejects when it has gone. */
  heartbeat(): Promise<unknown>;
  /** The heartbeat was refused: the session has gone. */
  lost(error: unknown): void;
  /** Inactivity reached the end time. */
  expire(): void;
}

/** The session timeout of spec 1 §4.3: 'off' until started, then active, warning (the modal), expired. */
export const timeoutStore = proxy<{ phase: TimeoutPhase | 'off'; endsAtMs: number | null }>({
  phase: 'off',
  endsAtMs: null,
});

let settings: TimeoutSettings | null = null;
let effects: TimeoutEffects | null = null;
let lastActivityMs = 0;
let lastHeartbeatMs: number | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;

function evaluate(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  if (!settings || !effects) return;
  const { phase, nextChangeInMs } = timeoutSchedule(settings, lastActivityMs, Date.now());
  timeoutStore.phase = phase;
  // When the session ends unless the user does something (the modal counts down to it).
  timeoutStore.endsAtMs = lastActivityMs + settings.timeoutMs;
  if (phase === 'expired') {
    const fx = effects;
    stopSessionTimeout();
    timeoutStore.phase = 'expired';
    fx.expire();
    return;
  }
  timer = setTimeout(evaluate, nextChangeInMs!);
}

function beat(): void {
  const fx = effects;
  if (!fx) return;
  fx.heartbeat().catch((e: unknown) => {
    if (effects === fx) fx.lost(e);
  });
}

/** Starts (or restarts) the clock with the session's settings; the sign-in itself counts as activity. */
export function startSessionTimeout(timeout: TimeoutSettings, fx: TimeoutEffects): void {
  settings = timeout;
  effects = fx;
  lastActivityMs = Date.now();
  lastHeartbeatMs = null;
  evaluate();
}

export function stopSessionTimeout(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  settings = null;
  effects = null;
  timeoutStore.phase = 'off';
  timeoutStore.endsAtMs = null;
}

function resetAndBeat(now: number): void {
  lastActivityMs = now;
  lastHeartbeatMs = now;
  beat();
  evaluate();
}

/** A mouse click anywhere: resets the timers and sends a heartbeat, at most once a second (spec 1 §4.3). */
export function registerClick(target: EventTarget | null): void {
  if (!settings || timeoutStore.phase === 'expired') return;
  const now = Date.now();
  if (!clickCountsAsActivity(target, lastHeartbeatMs, now)) return;
  resetAndBeat(now);
}

/** The modal's 'Stay logged in'. */
export function stayLoggedIn(): void {
  if (!settings) return;
  resetAndBeat(Date.now());
}

/** Back to a tab that was hidden: timers may have been throttled, so check first, then send a heartbeat. */
export function tabBecameVisible(): void {
  if (!settings) return;
  evaluate();
  if (settings) resetAndBeat(Date.now());
}
