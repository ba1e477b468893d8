/** A named limit: at most `points` events per key within `durationSeconds`, counted from the first. */
export interface RateLimit {
  /** Unique among limits: it names the counters in the store. */
  readonly name: string;
  readonly points: number;
  readonly durationSeconds: number;
}

/** One counter: a limit and what it counts for (an address, an account, or both together). */
export interface RateCounter {
  readonly limit: RateLimit;
  readonly key: string;
}

/**
 * Counts events against limits, shared by every BFF process when the store is shared. Every method
 * takes several counters because one request is usually limited several ways at once.
 */
export abstract class RateLimiterPort {
  /** Milliseconds until every counter is below its limit again; 0 when none has reached it. */
  abstract blockedForMs(counters: readonly RateCounter[]): Promise<number>;
  /** Counts one event on every counter (a failure that has already happened). */
  abstract record(counters: readonly RateCounter[]): Promise<void>;
  /**
   * Takes one event from each counter in turn, stopping at the first that is over its limit: 0 when
   * every counter allowed it, otherwise the milliseconds until the refusing counter allows again.
   */
  abstract take(counters: readonly RateCounter[]): Promise<number>;
  /** Forgets the counters (a success that ends a run of failures). */
  abstract reset(counters: readonly RateCounter[]): Promise<void>;
}
