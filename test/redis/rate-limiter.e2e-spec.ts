import Redis from 'ioredis';
import { createRedisClient, redisReady } from '../../adapters/session/redis-client';
import { FlexibleRateLimiterAdapter } from '../../adapters/throttle/flexible-rate-limiter.adapter';
import type { RateLimit } from '../../application/ports/rate-limiter.port';
import { redisForTests, startOwnRedis, type TestRedis } from '../support/redis-for-tests';
import { first } from '../../domain/shared/present';

const THREE_A_MINUTE: RateLimit = { name: 'test:three', points: 3, durationSeconds: 60 };
const FIVE_AN_HOUR: RateLimit = { name: 'test:five', points: 5, durationSeconds: 3600 };

/** The same behaviour from the memory store and from Redis (each run under its own key prefix). */
describe.each(['memory', 'redis'] as const)('the rate limiter on rate-limiter-flexible (%s)', (store) => {
  let testRedis: TestRedis | undefined;
  let redis: Redis | undefined;
  let limiter: FlexibleRateLimiterAdapter;
  let keyPrefix = 'memory:throttle';

  beforeAll(async () => {
    if (store === 'redis') {
      testRedis = await redisForTests('throttle');
      keyPrefix = testRedis.keys.throttle;
      redis = createRedisClient(testRedis.url);
      expect(await redisReady(redis, 2000)).toBe(true);
    }
    limiter = new FlexibleRateLimiterAdapter({ redis, keyPrefix });
  });
  afterAll(async () => {
    redis?.disconnect();
    await testRedis?.stop();
  });

  it('blocks a counter once it has reached its limit, for the rest of its window', async () => {
    const c = [{ limit: THREE_A_MINUTE, key: 'carla|203.0.113.1' }];
    await limiter.record(c);
    await limiter.record(c);
    expect(await limiter.blockedForMs(c)).toBe(0);
    await limiter.record(c);
    const wait = await limiter.blockedForMs(c);
    expect(wait).toBeGreaterThan(55_000);
    expect(wait).toBeLessThanOrEqual(60_000);
    // Another key of the same limit is not affected.
    expect(await limiter.blockedForMs([{ limit: THREE_A_MINUTE, key: 'carla|198.51.100.1' }])).toBe(0);
    await limiter.reset(c);
    expect(await limiter.blockedForMs(c)).toBe(0);
  });

  it('takes from each counter in turn and refuses the one over its limit, with the wait', async () => {
    const address = { limit: FIVE_AN_HOUR, key: '203.0.113.2' };
    const account = { limit: THREE_A_MINUTE, key: 'user:ben' };
    for (let i = 0; i < 3; i++) expect(await limiter.take([address, account])).toBe(0);
    const refused = await limiter.take([address, account]);
    expect(refused).toBeGreaterThan(55_000);
    expect(refused).toBeLessThanOrEqual(60_000);
    // The address allowed the 4th; a 6th is refused by the address first, with its hour-long wait.
    expect(await limiter.take([address])).toBe(0);
    const byAddress = await limiter.take([address, { limit: THREE_A_MINUTE, key: 'user:lena' }]);
    expect(byAddress).toBeGreaterThan(3_500_000);
    // ...and lena's allowance was not touched.
    expect(await limiter.blockedForMs([{ limit: THREE_A_MINUTE, key: 'user:lena' }])).toBe(0);
  });

  it('counts every event of a parallel burst exactly once', async () => {
    const c = [{ limit: FIVE_AN_HOUR, key: `burst-${store}` }];
    const answers = await Promise.all(Array.from({ length: 40 }, () => limiter.take(c)));
    expect(answers.filter((wait) => wait === 0)).toHaveLength(5);
  });

  if (store === 'redis') {
    it('keeps the counters in Redis under the prefix, with their window as TTL and no personal data in the key', async () => {
      await limiter.record([{ limit: FIVE_AN_HOUR, key: 'user:amelia' }]);
      const keys = await redis!.keys(`${keyPrefix}:test:five:*`);
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.join()).not.toContain('amelia');
      const ttl = await redis!.pttl(first(keys));
      expect(ttl).toBeGreaterThan(3_500_000);
      expect(ttl).toBeLessThanOrEqual(3_600_000);
    });

    it('a second limiter (another BFF process) sees the same counters', async () => {
      const c = [{ limit: THREE_A_MINUTE, key: 'shared' }];
      const other = new FlexibleRateLimiterAdapter({ redis, keyPrefix });
      await limiter.record(c);
      await other.record(c);
      await limiter.record(c);
      expect(await other.blockedForMs(c)).toBeGreaterThan(0);
    });
  }
});

describe('the Redis rate limiter when Redis goes away', () => {
  it('keeps limiting in process memory, answering at once', async () => {
    const own = await startOwnRedis();
    const client = createRedisClient(own.url);
    try {
      expect(await redisReady(client, 2000)).toBe(true);
      const limiter = new FlexibleRateLimiterAdapter({ redis: client, keyPrefix: 'test:throttle' });
      const c = [{ limit: THREE_A_MINUTE, key: 'user:farah' }];
      expect(await limiter.take(c)).toBe(0);
      await own.kill();
      for (let i = 0; i < 50 && client.status === 'ready'; i++) await new Promise((r) => setTimeout(r, 20));
      const started = Date.now();
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push(await limiter.take(c));
      expect(Date.now() - started).toBeLessThan(200);
      // The memory fallback starts from zero: three allowed, the fourth refused.
      expect(answers.map((w) => w === 0)).toEqual([true, true, true, false]);
      expect(await limiter.blockedForMs(c)).toBeGreaterThan(0);
    } finally {
      client.disconnect();
      await own.kill();
    }
  });
});
