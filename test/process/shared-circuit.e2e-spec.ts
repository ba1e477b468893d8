import { ChildProcess, spawn } from 'node:child_process';
import { createServer, get, Server } from 'node:http';
import { join } from 'node:path';
import Redis from 'ioredis';
import { freePort, redisForTests, type TestRedis } from '../support/redis-for-tests';

const ROOT = join(__dirname, '..', '..');

/** A platform that answers every call 200 `{}`, or 503 while it is down, and counts the calls. */
async function countingPlatform() {
  const state = { down: false, calls: 0 };
  const server: Server = createServer((req, res) => {
    state.calls++;
    req.resume();
    res.writeHead(state.down ? 503 : 200, { 'Content-Type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { state, url: `http://127.0.0.1:${port}/resourceful`, close: () => new Promise((r) => server.close(r)) };
}

interface Portal {
  child: ChildProcess;
  port: number;
  output: () => string;
}

/** The portal as its own Node process (bff/main.ts, compiled as it loads: no build needed). */
async function startPortalProcess(env: Record<string, string>): Promise<Portal> {
  const port = await freePort();
  const child = spawn(process.execPath, ['test/support/run-ts.js', 'bff/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      NO_COLOR: '1',
      PORT: String(port),
      SESSION_SECRET: 'shared-circuit-test-'.padEnd(40, 'x'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  return { child, port, output: () => output };
}

function getJson(port: number, path: string): Promise<{ status: number; body: Record<string, unknown>; ms: number }> {
  const begun = Date.now();
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path }, (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : {}, ms: Date.now() - begun }),
      );
    }).on('error', reject);
  });
}

async function until(what: string, check: () => Promise<boolean> | boolean, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (
    !(await Promise.resolve()
      .then(check)
      .catch(() => false))
  ) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function stop(p: Portal | undefined): Promise<void> {
  if (!p || p.child.exitCode !== null || p.child.signalCode !== null) return;
  const exited = new Promise((r) => p.child.once('exit', r));
  p.child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([exited, new Promise((r) => (timer = setTimeout(r, 5000)))]);
  clearTimeout(timer);
  if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
}

/**
 * Two portal processes on one Redis, in front of one platform: the circuit breaker is shared, so the
 * failures one process sees open the circuit for the other, which then stops calling the platform
 * without having failed once itself.
 */
describe('two portal processes share one circuit breaker through Redis', () => {
  let platform: Awaited<ReturnType<typeof countingPlatform>>;
  let redis: Redis;
  let testRedis: TestRedis | undefined;
  let a: Portal | undefined;
  let b: Portal | undefined;
  /** The platform's circuit, under the run's own REDIS_KEY_PREFIX (given to both processes). */
  const circuitKey = () => testRedis!.keys.circuit + platform.url;

  beforeAll(async () => {
    testRedis = await redisForTests('process-circuit');
    redis = new Redis(testRedis.url);
    platform = await countingPlatform();
    const env = { PLATFORM_URL: platform.url, ...testRedis.env };
    [a, b] = await Promise.all([startPortalProcess(env), startPortalProcess(env)]);
    for (const p of [a, b]) {
      await until(
        `the portal on port ${p.port} to answer`,
        async () => (await getJson(p.port, '/api/health/live')).status === 200,
        60_000,
      ).catch((e) => {
        throw new Error(`${(e as Error).message}\n${p.output()}`);
      });
    }
    // Both listen for the circuit's changes before the platform fails.
    await until(
      'both subscriptions',
      async () => ((await redis.pubsub('NUMSUB', `${circuitKey()}:events`)) as [string, number])[1] >= 2,
      10_000,
    );
  }, 90_000);

  afterAll(async () => {
    await Promise.all([stop(a), stop(b)]);
    redis?.disconnect();
    await platform?.close();
    await testRedis?.stop();
  }, 20_000);

  it('failures seen by one process open the circuit for the other, which then never calls the platform', async () => {
    const stored = () => redis.hgetall(circuitKey());
    platform.state.down = true;
    const before = platform.state.calls;

    // Only process A meets the failing platform: its health checks fail until the shared circuit opens.
    for (let i = 0; i < 10 && !(await stored()).openedAt; i++) {
      const health = await getJson(a!.port, '/api/health');
      expect(health.body).toMatchObject({ platform: 'unreachable' });
    }
    expect((await stored()).openedAt).toBeDefined();
    const failedCalls = platform.state.calls - before;
    // The threshold (5), and no more than the one health check in flight when it was reached could add.
    expect(failedCalls).toBeGreaterThanOrEqual(5);
    expect(failedCalls).toBeLessThanOrEqual(7);

    // B has not called the platform once since it went down, yet it no longer calls it: it answers at once.
    const sharedOpen =
      /Circuit opened after repeated failures \(the circuit shared by the portal processes calling this platform\)/;
    await until('B hears that the shared circuit opened', () => sharedOpen.test(b!.output()), 10_000);
    const callsBeforeB = platform.state.calls;
    for (let i = 0; i < 3; i++) {
      const health = await getJson(b!.port, '/api/health');
      expect(health.status).toBe(200);
      expect(health.body).toMatchObject({ platform: 'unreachable' });
      expect(health.ms).toBeLessThan(500);
    }
    const ready = await getJson(b!.port, '/api/health/ready');
    expect(ready.status).toBe(503);
    expect(platform.state.calls).toBe(callsBeforeB);
    expect(b!.output()).toMatch(sharedOpen);
  }, 60_000);
});
