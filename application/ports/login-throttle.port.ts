/** Counts failed sign-ins per key (an IP address, an account) within a fixed window. */
export abstract class LoginThrottlePort {
  /** Milliseconds until every key may try again; 0 when none is blocked. */
  abstract blockedForMs(keys: string[]): Promise<number>;
  abstract recordFailure(keys: string[]): Promise<void>;
  abstract clear(key: string): Promise<void>;
}

/** Sign-in throttling: the 11th failed attempt within a minute is refused. */
export const SIGN_IN_MAX_FAILURES = 10;
export const SIGN_IN_WINDOW_MS = 60_000;
