import { createHash } from 'node:crypto';
import type Redis from 'ioredis';
import { RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { RateCounter, RateLimit, RateLimiterPort } from '../../application/ports/rate-limiter.port';

export const DEFAULT_THROTTLE_KEY_PREFIX = 'portal:throttle';

export interface FlexibleRateLimiterOptions {
  /** Counters shared by every BFF process; without it they live in this process only. */
  redis?: Redis;
  /** Prefix of every store key (tests give each run its own). */
  keyPrefix?: string;
}

/**
 * RateLimiterPort on rate-limiter-flexible: one limiter per named limit, in Redis (atomic Lua
 * increments, a fixed window from the first event) or in memory.
 *
 * With Redis, a command is never queued while the connection is down (`rejectIfRedisNotReady`, and
 * the portal's client has no offline queue): the limiter then counts in this process's memory (the
 * `insuranceLimiter`) until Redis answers again, rather than failing sign-in or letting everything
 * through.
 */
export class FlexibleRateLimiterAdapter extends RateLimiterPort {
  private readonly limiters = new Map<string, RateLimiterAbstract>();
  private readonly redis?: Redis;
  private readonly keyPrefix: string;

  constructor(options: FlexibleRateLimiterOptions = {}) {
    super();
    this.redis = options.redis;
    this.keyPrefix = options.keyPrefix ?? DEFAULT_THROTTLE_KEY_PREFIX;
  }

  async blockedForMs(counters: readonly RateCounter[]): Promise<number> {
    const states = await Promise.all(counters.map((c) => this.limiterFor(c.limit).get(storeKey(c.key))));
    return states.reduce((wait, res, i) => {
      const reached = res !== null && res.consumedPoints >= counters[i].limit.points && res.msBeforeNext > 0;
      return reached ? Math.max(wait, res.msBeforeNext) : wait;
    }, 0);
  }

  async record(counters: readonly RateCounter[]): Promise<void> {
    // penalty() counts without refusing: the failure has already happened.
    await Promise.all(counters.map((c) => this.limiterFor(c.limit).penalty(storeKey(c.key), 1)));
  }

  async take(counters: readonly RateCounter[]): Promise<number> {
    for (const c of counters) {
      try {
        await this.limiterFor(c.limit).consume(storeKey(c.key), 1);
      } catch (rejection) {
        // A RateLimiterRes means "over the limit"; anything else is a store failure.
        if (rejection instanceof RateLimiterRes) return Math.max(1, rejection.msBeforeNext);
        throw rejection;
      }
    }
    return 0;
  }

  async reset(counters: readonly RateCounter[]): Promise<void> {
    await Promise.all(counters.map((c) => this.limiterFor(c.limit).delete(storeKey(c.key))));
  }

  private limiterFor(limit: RateLimit): RateLimiterAbstract {
    let limiter = this.limiters.get(limit.name);
    if (!limiter) {
      const opts = { keyPrefix: `${this.keyPrefix}:${limit.name}`, points: limit.points, duration: limit.durationSeconds };
      limiter = this.redis
        ? new RateLimiterRedis({ ...opts, storeClient: this.redis, rejectIfRedisNotReady: true, insuranceLimiter: new RateLimiterMemory(opts) })
        : new RateLimiterMemory(opts);
      this.limiters.set(limit.name, limiter);
    }
    return limiter;
  }
}

/**
 * Keys carry usernames, e-mail addresses and client addresses: the store keeps a digest instead, so a
 * look at Redis shows no personal data and a 256-character username makes a short key.
 */
function storeKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 32);
}
