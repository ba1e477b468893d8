import { ANONYMOUS_SESSION_MS, IDLE_GRACE_MS, SIGN_IN_IN_PROGRESS_MS, sessionLifetimeMs } from './session-lifetime';

const HOUR = 3600_000;
const ABSOLUTE = 12 * HOUR;
const now = 1_800_000_000_000;

describe('sessionLifetimeMs', () => {
  it('keeps an anonymous session 15 minutes and a sign-in in progress 10', () => {
    expect(sessionLifetimeMs({}, now, ABSOLUTE)).toBe(ANONYMOUS_SESSION_MS);
    expect(ANONYMOUS_SESSION_MS).toBe(15 * 60_000);
    expect(sessionLifetimeMs({ signIn: { status: 'MfaRequired' } }, now, ABSOLUTE)).toBe(SIGN_IN_IN_PROGRESS_MS);
    expect(SIGN_IN_IN_PROGRESS_MS).toBe(10 * 60_000);
  });

  it('counts a sign-in in progress from its first step, however often it is saved', () => {
    expect(sessionLifetimeMs({ signIn: {}, signInStartedAt: now - 4 * 60_000 }, now, ABSOLUTE)).toBe(6 * 60_000);
    expect(sessionLifetimeMs({ signIn: {}, signInStartedAt: now - 11 * 60_000 }, now, ABSOLUTE)).toBe(1000);
  });

  it('keeps a signed-in session for its idle timeout plus a minute', () => {
    const s = { user: {}, signedInAt: now - HOUR, lastSeenAt: now - 60_000, timeout: { timeoutMs: 20 * 60_000 } };
    expect(sessionLifetimeMs(s, now, ABSOLUTE)).toBe(20 * 60_000 + IDLE_GRACE_MS - 60_000);
  });

  it('never past the absolute lifetime', () => {
    const s = {
      user: {},
      signedInAt: now - ABSOLUTE + 5 * 60_000,
      lastSeenAt: now,
      timeout: { timeoutMs: 20 * 60_000 },
    };
    expect(sessionLifetimeMs(s, now, ABSOLUTE)).toBe(5 * 60_000);
    expect(sessionLifetimeMs({ ...s, signedInAt: now - ABSOLUTE - 1 }, now, ABSOLUTE)).toBe(1000);
  });
});
