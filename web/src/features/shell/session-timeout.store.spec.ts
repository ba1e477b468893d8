import { HEARTBEAT_THROTTLE_MS } from '../../../../domain/session/timeout';
import { timeoutSchedule } from './session-timeout';
import {
  registerClick,
  startSessionTimeout,
  stayLoggedIn,
  stopSessionTimeout,
  tabBecameVisible,
  timeoutStore,
} from './session-timeout.store';

const SETTINGS = { timeoutMs: 30 * 60_000, warningMs: 25 * 60_000 };

function effects() {
  return { heartbeat: jest.fn().mockResolvedValue({}), lost: jest.fn(), expire: jest.fn() };
}

describe('the session timeout (spec 1 §4.3)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    stopSessionTimeout();
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  it('computes the phase and the time to its next change', () => {
    expect(timeoutSchedule(SETTINGS, 0, 0)).toEqual({ phase: 'active', nextChangeInMs: SETTINGS.warningMs });
    expect(timeoutSchedule(SETTINGS, 0, SETTINGS.warningMs + 1000)).toEqual({
      phase: 'warning',
      nextChangeInMs: SETTINGS.timeoutMs - SETTINGS.warningMs - 1000,
    });
    expect(timeoutSchedule(SETTINGS, 0, SETTINGS.timeoutMs)).toEqual({ phase: 'expired', nextChangeInMs: null });
  });

  it('warns at warningMs of inactivity and signs out at timeoutMs', () => {
    const fx = effects();
    startSessionTimeout(SETTINGS, fx);
    expect(timeoutStore.phase).toBe('active');
    jest.advanceTimersByTime(SETTINGS.warningMs - 1);
    expect(timeoutStore.phase).toBe('active');
    jest.advanceTimersByTime(1);
    expect(timeoutStore.phase).toBe('warning');
    jest.advanceTimersByTime(SETTINGS.timeoutMs - SETTINGS.warningMs - 1);
    expect(fx.expire).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(timeoutStore.phase).toBe('expired');
    expect(fx.expire).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(SETTINGS.timeoutMs);
    expect(fx.expire).toHaveBeenCalledTimes(1);
  });

  it('shows the warning at once when warningMs is 0', () => {
    startSessionTimeout({ timeoutMs: 12_000, warningMs: 0 }, effects());
    expect(timeoutStore.phase).toBe('warning');
  });

  it('a click resets the timers and sends a heartbeat, at most once per 1000 ms', () => {
    const fx = effects();
    startSessionTimeout(SETTINGS, fx);
    jest.advanceTimersByTime(SETTINGS.warningMs - 10_000);
    registerClick(document.body);
    expect(fx.heartbeat).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(HEARTBEAT_THROTTLE_MS - 1);
    registerClick(document.body);
    expect(fx.heartbeat).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    registerClick(document.body);
    expect(fx.heartbeat).toHaveBeenCalledTimes(2);
    // The clock restarted at the last counted click.
    jest.advanceTimersByTime(SETTINGS.warningMs - 1);
    expect(timeoutStore.phase).toBe('active');
    jest.advanceTimersByTime(1);
    expect(timeoutStore.phase).toBe('warning');
  });

  it('ignores clicks on elements marked data-no-heartbeat (and inside them)', () => {
    document.body.innerHTML =
      '<div data-no-heartbeat><button id="inside">x</button></div><button id="outside">y</button>';
    const fx = effects();
    startSessionTimeout(SETTINGS, fx);
    registerClick(document.getElementById('inside'));
    expect(fx.heartbeat).not.toHaveBeenCalled();
    registerClick(document.getElementById('outside'));
    expect(fx.heartbeat).toHaveBeenCalledTimes(1);
  });

  it("'Stay logged in' sends a heartbeat and closes the warning", () => {
    const fx = effects();
    startSessionTimeout(SETTINGS, fx);
    jest.advanceTimersByTime(SETTINGS.warningMs);
    expect(timeoutStore.phase).toBe('warning');
    stayLoggedIn();
    expect(fx.heartbeat).toHaveBeenCalledTimes(1);
    expect(timeoutStore.phase).toBe('active');
  });

  it('returning to the tab sends a heartbeat, or signs out when the time ran out while it was hidden', () => {
    const fx = effects();
    startSessionTimeout(SETTINGS, fx);
    tabBecameVisible();
    expect(fx.heartbeat).toHaveBeenCalledTimes(1);
    // Timers in a hidden tab may not run at all: only the clock moves.
    jest.setSystemTime(Date.now() + SETTINGS.timeoutMs + 1);
    tabBecameVisible();
    expect(fx.expire).toHaveBeenCalledTimes(1);
    expect(fx.heartbeat).toHaveBeenCalledTimes(1);
  });

  it('a refused heartbeat reports the lost session', async () => {
    const fx = effects();
    const refusal = Object.assign(new Error('gone'), { status: 401 });
    fx.heartbeat.mockRejectedValue(refusal);
    startSessionTimeout(SETTINGS, fx);
    registerClick(document.body);
    await Promise.resolve();
    await Promise.resolve();
    expect(fx.lost).toHaveBeenCalledWith(refusal);
  });

  it('does nothing once stopped', () => {
    const fx = effects();
    startSessionTimeout(SETTINGS, fx);
    stopSessionTimeout();
    registerClick(document.body);
    jest.advanceTimersByTime(SETTINGS.timeoutMs * 2);
    expect(fx.heartbeat).not.toHaveBeenCalled();
    expect(fx.expire).not.toHaveBeenCalled();
    expect(timeoutStore.phase).toBe('off');
  });
});
