import {
  HEARTBEAT_THROTTLE_MS,
  LAYOUT_TIMEOUT,
  shouldSendHeartbeat,
  STAY_LOGGED_IN,
  timeoutFromProfile,
  timeoutPhase,
} from './timeout';

const min = (m: number) => m * 60_000;

describe('timeoutFromProfile', () => {
  it('defaults to 20 / 15 minutes when missing', () => {
    expect(timeoutFromProfile(undefined)).toEqual({ timeoutMs: min(20), warningMs: min(15) });
    expect(timeoutFromProfile(null)).toEqual({ timeoutMs: min(20), warningMs: min(15) });
    expect(timeoutFromProfile(0)).toEqual({ timeoutMs: min(20), warningMs: min(15) });
    expect(timeoutFromProfile(NaN)).toEqual({ timeoutMs: min(20), warningMs: min(15) });
  });

  it('warns 5 minutes before the end above 10 minutes', () => {
    expect(timeoutFromProfile(30)).toEqual({ timeoutMs: min(30), warningMs: min(25) });
    expect(timeoutFromProfile(11)).toEqual({ timeoutMs: min(11), warningMs: min(6) });
  });

  it('warns 1 minute before the end at 10 minutes or less, never negative', () => {
    expect(timeoutFromProfile(10)).toEqual({ timeoutMs: min(10), warningMs: min(9) });
    expect(timeoutFromProfile(1)).toEqual({ timeoutMs: min(1), warningMs: 0 });
    expect(timeoutFromProfile(0.5)).toEqual({ timeoutMs: min(0.5), warningMs: 0 });
  });

  it('has the layout settings and the modal text', () => {
    expect(LAYOUT_TIMEOUT).toEqual({ timeoutMs: min(30), warningMs: min(25) });
    expect(STAY_LOGGED_IN).toBe('Stay logged in');
  });
});

describe('timeoutPhase', () => {
  const s = timeoutFromProfile(20);
  it('moves from active to warning to expired', () => {
    expect(timeoutPhase(s, 0, min(14))).toBe('active');
    expect(timeoutPhase(s, 0, min(15))).toBe('warning');
    expect(timeoutPhase(s, 0, min(20))).toBe('expired');
  });
});

describe('shouldSendHeartbeat', () => {
  it('throttles to one per 1000 ms', () => {
    expect(shouldSendHeartbeat(null, 5)).toBe(true);
    expect(shouldSendHeartbeat(1000, 1000 + HEARTBEAT_THROTTLE_MS - 1)).toBe(false);
    expect(shouldSendHeartbeat(1000, 1000 + HEARTBEAT_THROTTLE_MS)).toBe(true);
  });
});
