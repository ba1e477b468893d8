import { spawn, ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import Redis from 'ioredis';
import { redisKeys, type RedisKeys } from '../../adapters/session/redis-keys';

/** True when a Redis answers PING at the URL within a second. */
export async function redisAnswers(url: string): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/** The start of every key a test writes: nothing a test run does lands under the portal's own `portal:`. */
export const TEST_KEY_ROOT = 'test:';

/** A suite's Redis and its own key prefix. */
export interface TestRedis {
  url: string;
  /** The suite's own REDIS_KEY_PREFIX, `test:<name>:<random>:`: no other run or suite shares it. */
  prefix: string;
  /** The portal's key families under `prefix` (its sessions at `keys.sessions + sid`...). */
  keys: RedisKeys;
  /** What a portal started in this process takes: `startPortal({ ...redis.portal })`. */
  portal: { redisUrl: string; redisKeyPrefix: string };
  /** The same for a portal process the test spawns. */
  env: { REDIS_URL: string; REDIS_KEY_PREFIX: string };
  /** The keys under `prefix` now. */
  keysNow(): Promise<string[]>;
  /** Removes every key under `prefix` (SCAN, then UNLINK); answers how many went. */
  removeKeys(): Promise<number>;
  /** Removes the suite's keys, then stops the Redis if one was started for it. Call it in afterAll. */
  stop(): Promise<void>;
}

/**
 * The Redis the integration tests use: REDIS_URL (CI and these machines run one at 127.0.0.1:6379),
 * or a testcontainers Redis where a Docker engine answers. With neither, the suite fails loudly.
 *
 * That Redis may be shared with other runs and with a portal: every suite writes under a prefix of its
 * own (`test:<name>:<random>:`, given to the portal as REDIS_KEY_PREFIX) and `stop()` removes its keys.
 */
export async function redisForTests(name = 'suite'): Promise<TestRedis> {
  const wanted = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  let url = wanted;
  let stopServer = async (): Promise<void> => undefined;
  if (!(await redisAnswers(wanted))) {
    try {
      const { GenericContainer } = await import('testcontainers');
      const container = await new GenericContainer('redis:7-alpine').withExposedPorts(6379).start();
      url = `redis://${container.getHost()}:${container.getMappedPort(6379)}`;
      stopServer = async () => void (await container.stop());
    } catch (e) {
      throw new Error(
        `No Redis for the integration tests: nothing answers at ${wanted} and no Docker engine could start one (${(e as Error).message}).`,
      );
    }
  }
  const prefix = testKeyPrefix(name);
  const keysNow = () => withClient(url, (c) => scanKeys(c, prefix));
  const removeKeys = () =>
    withClient(url, async (c) => {
      const found = await scanKeys(c, prefix);
      for (let i = 0; i < found.length; i += 500) await c.unlink(...found.slice(i, i + 500));
      return found.length;
    });
  return {
    url,
    prefix,
    keys: redisKeys(prefix),
    portal: { redisUrl: url, redisKeyPrefix: prefix },
    env: { REDIS_URL: url, REDIS_KEY_PREFIX: prefix },
    keysNow,
    removeKeys,
    async stop() {
      await removeKeys();
      await stopServer();
    },
  };
}

/** A fresh prefix under `test:`, valid as REDIS_KEY_PREFIX. */
function testKeyPrefix(name: string): string {
  if (!/^[a-z0-9-]{1,40}$/.test(name))
    throw new Error(`A test's Redis name is a few lower-case letters, digits or hyphens, not ${JSON.stringify(name)}.`);
  return `${TEST_KEY_ROOT}${name}:${randomUUID()}:`;
}

/** Every key whose name starts with `prefix` (SCAN, so a large Redis is never blocked as KEYS would). */
export async function scanKeys(client: Redis, prefix: string): Promise<string[]> {
  const found = new Set<string>();
  let cursor = '0';
  do {
    const [next, batch] = await client.scan(cursor, 'MATCH', `${prefix.replace(/[*?[\]\\]/g, '\\$&')}*`, 'COUNT', 1000);
    for (const k of batch) found.add(k);
    cursor = next;
  } while (cursor !== '0');
  return [...found];
}

async function withClient<T>(url: string, use: (c: Redis) => Promise<T>): Promise<T> {
  const client = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
  client.on('error', () => undefined);
  try {
    return await use(client);
  } finally {
    client.disconnect();
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** A throwaway redis-server process of our own, to stop in the middle of a test. */
export async function startOwnRedis(): Promise<{ url: string; process: ChildProcess; kill(): Promise<void> }> {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${port}`;
  for (let i = 0; i < 50 && !(await redisAnswers(url)); i++) await new Promise((r) => setTimeout(r, 100));
  if (!(await redisAnswers(url)))
    throw new Error('redis-server did not start (is it installed? apt-get install redis-server)');
  return {
    url,
    process: child,
    kill: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}
