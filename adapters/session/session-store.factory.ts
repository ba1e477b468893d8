import type session from 'express-session';
import type Redis from 'ioredis';
import { BoundedMemoryStore } from './bounded-memory-store';
import { PortalRedisStore } from './portal-redis-store';
import { redisKeys } from './redis-keys';
import { SessionSealer } from './session-sealer';

/** Where sessions live with the default REDIS_KEY_PREFIX. */
export const SESSION_KEY_PREFIX = redisKeys().sessions;

export interface SessionStoreChoice {
  store: session.Store;
  kind: 'redis' | 'memory';
  redis?: Redis;
  /** Stops the store's own timers (the memory store's sweep). */
  close(): void;
}

/**
 * Redis (connect-redis 8 over ioredis) when a client is given; the bounded in-memory store otherwise.
 * Both seal sensitive fields with a key derived from the session secret, keep each session as long
 * as what it holds allows, and never write back a destroyed session. `keyPrefix`: where the Redis
 * store keeps them (REDIS_KEY_PREFIX's session family).
 */
export function createSessionStore(
  redis: Redis | undefined,
  secret: string,
  absoluteMs: number,
  keyPrefix = SESSION_KEY_PREFIX,
): SessionStoreChoice {
  const sealer = new SessionSealer(secret);
  if (!redis) {
    const store = new BoundedMemoryStore(sealer, absoluteMs);
    return { store, kind: 'memory', close: () => store.close() };
  }
  return {
    store: new PortalRedisStore(redis, keyPrefix, sealer, absoluteMs),
    kind: 'redis',
    redis,
    close: () => undefined,
  };
}
