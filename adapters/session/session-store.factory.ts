import session from 'express-session';
import { RedisStore } from 'connect-redis';
import type Redis from 'ioredis';

export const SESSION_KEY_PREFIX = 'portal:sess:';

export interface SessionStoreChoice {
  store: session.Store;
  kind: 'redis' | 'memory';
  redis?: Redis;
}

/**
 * Redis (connect-redis 8 over ioredis) when a client is given; the in-memory store otherwise.
 * No touch on reads: the session is saved whenever it changes (the idle clock moves every few
 * seconds), and its key lives as long as the absolute session lifetime.
 */
export function createSessionStore(redis: Redis | undefined, ttlSeconds: number): SessionStoreChoice {
  if (!redis) return { store: new session.MemoryStore(), kind: 'memory' };
  return { store: new RedisStore({ client: redis, prefix: SESSION_KEY_PREFIX, ttl: ttlSeconds, disableTouch: true }), kind: 'redis', redis };
}
