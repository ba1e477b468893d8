import { createHash } from 'node:crypto';
import type Redis from 'ioredis';
import { RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { RateCounter, RateLimit, RateLimiterPort } from '../../application/ports/rate-limiter.port';
import { redisKeys } from '../session/redis-keys';

/** Where the counters live with the default REDIS_KEY_PREFIX. */
export const DEFAULT_THROTTLE_KEY_PREFIX = redisKeys().throttle;

export interface FlexibleRateLimiterOptions {
  /** Counters shared by every BFF process; without it they live in this process only. */
  redis?: Redis;
  /** Prefix of every store key: REDIS_KEY_PREFIX's throttle family (tests give each run its own). */
  keyPrefix?: string;
  /** Told the name of the limit each time one refuses (a take over it, or a check that finds it reached), for metrics. */
  onRefused?: (limit: string) => void;
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
  private readonly onRefused?: (limit: string) => void;

  constructor(options: FlexibleRateLimiterOptions = {}) {
    super();
    this.redis = options.redis;
    this.onRefused = options.onRefused;
    this.keyPrefix = options.keyPrefix ?? DEFAULT_THROTTLE_KEY_PREFIX;
  }

  async blockedForMs(counters: readonly RateCounter[]): Promise<number> {
    const states = await Promise.all(
      counters.map(async (c) => ({ limit: c.limit, res: await this.limiterFor(c.limit).get(storeKey(c.key)) })),
    );
    let wait = 0;
    let refusing: string | undefined;
    states.forEach(({ limit, res }) => {
      const reached = res !== null && res.consumedPoints >= limit.points && res.msBeforeNext > 0;
      if (reached && res.msBeforeNext > wait) [wait, refusing] = [res.msBeforeNext, limit.name];
    });
    if (refusing) this.onRefused?.(refusing);
    return wait;
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
        if (rejection instanceof RateLimiterRes) {
          this.onRefused?.(c.limit.name);
          return Math.max(1, rejection.msBeforeNext);
        }
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
      const opts = {
        keyPrefix: `${this.keyPrefix}:${limit.name}`,
        points: limit.points,
        duration: limit.durationSeconds,
      };
      limiter = this.redis
        ? new RateLimiterRedis({
            ...opts,
            storeClient: this.redis,
            rejectIfRedisNotReady: true,
            insuranceLimiter: new RateLimiterMemory(opts),
          })
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
