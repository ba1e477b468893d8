import { spawn, ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import Redis from 'ioredis';

/** True when a Redis answers PING at the URL within a second. */
export async function redisAnswers(url: string): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
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

/**
 * The Redis the integration tests use: REDIS_URL (CI and these machines run one at 127.0.0.1:6379),
 * or a testcontainers Redis where a Docker engine answers. With neither, the suite fails loudly.
 */
export async function redisForTests(): Promise<{ url: string; stop(): Promise<void> }> {
  const url = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  if (await redisAnswers(url)) return { url, stop: async () => undefined };
  try {
    const { GenericContainer } = await import('testcontainers');
    const container = await new GenericContainer('redis:7-alpine').withExposedPorts(6379).start();
    return { url: `redis://${container.getHost()}:${container.getMappedPort(6379)}`, stop: async () => void (await container.stop()) };
  } catch (e) {
    throw new Error(`No Redis for the integration tests: nothing answers at ${url} and no Docker engine could start one (${(e as Error).message}).`);
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
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const url = `redis://127.0.0.1:${port}`;
  for (let i = 0; i < 50 && !(await redisAnswers(url)); i++) await new Promise((r) => setTimeout(r, 100));
  if (!(await redisAnswers(url))) throw new Error('redis-server did not start (is it installed? apt-get install redis-server)');
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
