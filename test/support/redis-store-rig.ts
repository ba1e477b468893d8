import type Redis from 'ioredis';
import type { RedisKeys } from '../../adapters/session/redis-keys';
import { createRedisClient, redisReady } from '../../adapters/session/redis-client';
import { redisForTests, type TestRedis } from './redis-for-tests';

/**
 * The Redis side of a store test that runs once in memory and once on Redis: every key under the
 * suite's own prefix (redisForTests), one connection per simulated BFF process, and the keys and
 * connections removed after the suite. Call it inside the describe block; for 'memory' it connects to
 * nothing. `prefix` and `keys` are there once the suite has started (in its tests and hooks).
 */
export function redisStoreRig(
  kind: 'memory' | 'redis',
  name: string,
): { readonly prefix: string; readonly keys: RedisKeys; connect(): Promise<Redis> } {
  const clients: Redis[] = [];
  let redis: TestRedis | undefined;

  beforeAll(async () => {
    if (kind === 'redis') redis = await redisForTests(name);
  }, 60_000);
  afterAll(async () => {
    for (const c of clients) c.disconnect();
    await redis?.stop();
  });

  const started = (): TestRedis => {
    if (!redis) throw new Error(`the ${name} rig has no Redis: it is a ${kind} rig, or its suite has not started`);
    return redis;
  };
  return {
    get prefix() {
      return started().prefix;
    },
    get keys() {
      return started().keys;
    },
    /** A connection of its own, as another BFF process would hold it. */
    async connect(): Promise<Redis> {
      const c = createRedisClient(started().url);
      clients.push(c);
      expect(await redisReady(c, 2000)).toBe(true);
      return c;
    },
  };
}
