import type Redis from 'ioredis';
import { LoginThrottlePort, SIGN_IN_MAX_FAILURES, SIGN_IN_WINDOW_MS } from '../../application/ports/login-throttle.port';

const PREFIX = 'portal:signin-failures:';

/** Fixed-window failure counters in Redis, shared by every BFF process. */
export class RedisLoginThrottleAdapter extends LoginThrottlePort {
  constructor(
    private readonly redis: Redis,
    private readonly max = SIGN_IN_MAX_FAILURES,
    private readonly windowMs = SIGN_IN_WINDOW_MS,
  ) {
    super();
  }

  async blockedForMs(keys: string[]): Promise<number> {
    let wait = 0;
    for (const key of keys) {
      const [count, ttl] = await Promise.all([this.redis.get(PREFIX + key), this.redis.pttl(PREFIX + key)]);
      if (count !== null && Number(count) >= this.max && ttl > 0) wait = Math.max(wait, ttl);
    }
    return wait;
  }

  async recordFailure(keys: string[]): Promise<void> {
    const multi = this.redis.multi();
    for (const key of keys) {
      multi.incr(PREFIX + key);
      multi.pexpire(PREFIX + key, this.windowMs, 'NX');
    }
    await multi.exec();
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(PREFIX + key);
  }
}
