/**
 * How long the store keeps a session, from what it holds. The cookie itself is a browser-session
 * cookie; these limits are the server's, so an abandoned session costs little and cannot linger.
 */

/** A session with no sign-in at all (it holds an anti-forgery token and little else). */
export const ANONYMOUS_SESSION_MS = 15 * 60_000;
/** A sign-in that has started but not finished (it holds the sealed password between steps). */
export const SIGN_IN_IN_PROGRESS_MS = 10 * 60_000;
/** Kept past the idle timeout so the portal can still say the session timed out. */
export const IDLE_GRACE_MS = 60_000;
/** The idle timeout when the session does not say (spec 1: login profile, 20 minutes by default). */
export const DEFAULT_IDLE_MS = 20 * 60_000;

/** The parts of a stored session the lifetime depends on. */
export interface SessionLifetimeFacts {
  user?: unknown;
  signIn?: unknown;
  signInStartedAt?: number;
  signedInAt?: number;
  lastSeenAt?: number;
  timeout?: { timeoutMs?: number } | null;
}

/**
 * Milliseconds the store keeps the session from now: 15 minutes anonymous, 10 minutes during a
 * sign-in, and for a signed-in session the idle timeout (plus a minute) capped by what is left of
 * the absolute lifetime. Never below one second.
 */
export function sessionLifetimeMs(sess: SessionLifetimeFacts, now: number, absoluteMs: number): number {
  let ms: number;
  if (sess.user && typeof sess.signedInAt === 'number') {
    const idle = (sess.timeout?.timeoutMs ?? DEFAULT_IDLE_MS) + IDLE_GRACE_MS;
    const idleLeft = (sess.lastSeenAt ?? now) + idle - now;
    const absoluteLeft = sess.signedInAt + absoluteMs - now;
    ms = Math.min(idleLeft, absoluteLeft);
  } else if (sess.signIn) {
    // From the sign-in's first step: polling or further steps do not extend it.
    ms = (sess.signInStartedAt ?? now) + SIGN_IN_IN_PROGRESS_MS - now;
  } else {
    ms = ANONYMOUS_SESSION_MS;
  }
  return Math.max(1000, Math.floor(ms));
}
