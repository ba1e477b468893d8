import type Redis from 'ioredis';
import { IdempotencyPort, type IdempotencyClaim } from '../../application/ports/idempotency.port';
import { redisKeys } from '../session/redis-keys';

const PENDING = '{"state":"pending"}';

/**
 * IdempotencyPort in Redis, shared by every BFF process: a claim is one atomic SET NX with an expiry, so two
 * processes given the same key at once cannot both run.
 */
export class RedisIdempotencyAdapter extends IdempotencyPort {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = redisKeys().idempotency,
  ) {
    super();
  }

  async claim(key: string, ttlMs: number): Promise<IdempotencyClaim> {
    const k = this.prefix + key;
    if ((await this.redis.set(k, PENDING, 'PX', ttlMs, 'NX')) === 'OK') return { state: 'claimed' };
    const raw = await this.redis.get(k);
    if (raw === null) return this.claim(key, ttlMs); // expired between the two calls
    const entry = JSON.parse(raw) as { state: 'pending' } | { state: 'done'; value: unknown };
    return entry.state === 'done' ? { state: 'done', value: entry.value } : { state: 'pending' };
  }

  async complete(key: string, value: unknown, ttlMs: number): Promise<void> {
    await this.redis.set(this.prefix + key, JSON.stringify({ state: 'done', value }), 'PX', ttlMs);
  }

  async release(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}
