import { randomUUID } from 'node:crypto';
import type Redis from 'ioredis';
import { createRedisClient, redisReady } from '../../adapters/session/redis-client';
import { redisForTests } from './redis-for-tests';

/**
 * The Redis side of a store test that runs once in memory and once on Redis: every key under a fresh
 * prefix, one connection per simulated BFF process, and the keys and connections removed after the suite.
 * Call it inside the describe block; for 'memory' it connects to nothing.
 */
export function redisStoreRig(kind: 'memory' | 'redis', name: string): { prefix: string; connect(): Promise<Redis> } {
  const clients: Redis[] = [];
  let stop: () => Promise<void> = async () => undefined;
  let url = '';
  const prefix = `test:${name}:${randomUUID()}:`;

  beforeAll(async () => {
    if (kind !== 'redis') return;
    const r = await redisForTests();
    stop = r.stop;
    url = r.url;
  }, 60_000);
  afterAll(async () => {
    if (clients[0]) {
      const keys = await clients[0].keys(`${prefix}*`);
      if (keys.length) await clients[0].del(...keys);
    }
    for (const c of clients) c.disconnect();
    await stop();
  });

  return {
    prefix,
    /** A connection of its own, as another BFF process would hold it. */
    async connect(): Promise<Redis> {
      const c = createRedisClient(url);
      clients.push(c);
      expect(await redisReady(c, 2000)).toBe(true);
      return c;
    },
  };
}
