import { ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type Redis from 'ioredis';
import { CircuitBreaker, type CircuitState } from '../../adapters/platform-http/circuit-breaker';
import { SharedCircuit } from '../../adapters/platform-http/shared-circuit';
import { createRedisClient, redisReady } from '../../adapters/session/redis-client';
import { startOwnRedis } from '../support/redis-for-tests';
import { redisStoreRig } from '../support/redis-store-rig';

const THRESHOLD = 5;
const COOLDOWN_MS = 400;

/** One portal process's breaker: its own connection, its own CircuitBreaker, the shared circuit of `platform`. */
interface Process {
  breaker: CircuitBreaker;
  shared: SharedCircuit;
  redis: Redis;
  changes: string[];
  troubles: string[];
}

async function until(what: string, check: () => boolean | Promise<boolean>, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

const fail = (p: Process, n = 1) => {
  for (let i = 0; i < n; i++) p.breaker.acquire()!.failure();
};

/**
 * The circuit breaker shared through Redis (SharedCircuit): breakers of separate processes, each with
 * its own connection and nothing in memory in common, count a failing platform's outages together
 * and open, and close, together.
 */
describe('a circuit shared through Redis', () => {
  const rig = redisStoreRig('redis', 'shared-circuit');
  const started: Process[] = [];
  let platform: string;
  /** The platform's circuit, under the suite's own key prefix. */
  const circuitKey = () => rig.keys.circuit + platform;

  beforeEach(() => {
    // A platform of its own for each test: its shared state starts empty.
    platform = `http://platform-${randomUUID()}.test/resourceful`;
  });
  afterEach(async () => {
    for (const p of started.splice(0)) p.shared.close();
    const r = await rig.connect();
    await r.del(circuitKey());
  });

  async function processOf(redis?: Redis): Promise<Process> {
    const conn = redis ?? (await rig.connect());
    const changes: string[] = [];
    const troubles: string[] = [];
    const breaker = new CircuitBreaker({
      failureThreshold: THRESHOLD,
      cooldownMs: COOLDOWN_MS,
      onChange: (s: CircuitState, source) => changes.push(`${s} ${source}`),
    });
    const shared = new SharedCircuit(conn, breaker, {
      platform,
      keyPrefix: rig.keys.circuit,
      failureThreshold: THRESHOLD,
      cooldownMs: COOLDOWN_MS,
      onTrouble: (m) => troubles.push(m),
    });
    const p = { breaker, shared, redis: conn, changes, troubles };
    started.push(p);
    return p;
  }

  async function subscribed(...ps: Process[]): Promise<void> {
    // Each process's subscription is in place before the test begins.
    const r = await rig.connect();
    await until('the subscriptions', async () => {
      const [, count] = (await r.pubsub('NUMSUB', `${circuitKey()}:events`)) as [string, number];
      return count >= ps.length;
    });
  }

  async function stored(): Promise<Record<string, string>> {
    return (await rig.connect()).hgetall(circuitKey());
  }

  it('opens for every process once the failures of all of them reach the threshold', async () => {
    const a = await processOf();
    const b = await processOf();
    await subscribed(a, b);
    fail(a, 3);
    await until('three failures counted', async () => (await stored()).failures === '3');
    fail(b, 2);
    await until('both open', () => a.breaker.state === 'open' && b.breaker.state === 'open');
    expect(a.breaker.acquire()).toBeNull();
    expect(b.breaker.acquire()).toBeNull();
    // Neither reached the threshold alone: both opened by the shared count.
    expect(a.changes).toEqual(['open shared']);
    expect(b.changes).toEqual(['open shared']);
    expect((await stored()).openedAt).toBeDefined();
  });

  it('after the cool-down, a trial that succeeds in one process closes the circuit in the others', async () => {
    const a = await processOf();
    const b = await processOf();
    const c = await processOf();
    await subscribed(a, b, c);
    fail(a, THRESHOLD);
    await until('all open', () => [a, b, c].every((p) => p.breaker.state === 'open'));
    await until('half-open', () => a.breaker.state === 'half-open', COOLDOWN_MS + 1000);
    const trial = a.breaker.acquire()!;
    expect(trial.trial).toBe(true);
    trial.success();
    await until('all closed', () => [b, c].every((p) => p.breaker.state === 'closed'));
    expect(await stored()).toEqual({});
    expect(a.changes).toEqual(['open local', 'closed local']);
    expect(b.changes).toEqual(['open shared', 'closed shared']);
  });

  it('a failed trial opens the circuit again for every process, for a whole cool-down', async () => {
    const a = await processOf();
    const b = await processOf();
    await subscribed(a, b);
    fail(a, THRESHOLD);
    await until(
      'both half-open',
      () => a.breaker.state === 'half-open' && b.breaker.state === 'half-open',
      COOLDOWN_MS + 1000,
    );
    b.breaker.acquire()!.failure();
    await until('both open again', () => a.breaker.state === 'open' && b.breaker.state === 'open');
  });

  it('a success anywhere ends the shared run of failures; each process still stops after its own threshold', async () => {
    const a = await processOf();
    const b = await processOf();
    await subscribed(a, b);
    fail(a, 3);
    await until('failures counted', async () => (await stored()).failures === '3');
    // b has failed nothing itself, but it heard that failures are being counted.
    b.breaker.acquire()!.success();
    await until('the count reset', async () => (await stored()).failures === undefined);
    fail(b, 2);
    fail(a, 1);
    await until('failures counted again', async () => (await stored()).failures === '3');
    await Promise.all([a.shared.heardSoFar(), b.shared.heardSoFar()]);
    expect([a.breaker.state, b.breaker.state]).toEqual(['closed', 'closed']);
    // a's own calls failed 5 times in a row (its own count knows no success of b's): a stops, b goes on.
    fail(a, 1);
    expect(a.breaker.state).toBe('open');
    await until('the failure counted', async () => (await stored()).failures === '4');
    await b.shared.heardSoFar();
    expect(b.breaker.state).toBe('closed');
  });

  it('while the platform is healthy, nothing is written to Redis', async () => {
    const a = await processOf();
    await subscribed(a);
    const evals = jest.spyOn(a.redis, 'eval');
    for (let i = 0; i < 50; i++) a.breaker.acquire()!.success();
    expect(evals).not.toHaveBeenCalled();
    evals.mockRestore();
  });

  it('a process that starts while the circuit is open is open from the start', async () => {
    const a = await processOf();
    await subscribed(a);
    fail(a, THRESHOLD);
    await until('stored open', async () => (await stored()).openedAt !== undefined);
    const late = await processOf();
    await until('the late process open', () => late.breaker.state === 'open');
  });

  it('without Redis, each breaker counts its own failures: calls never wait and it still opens', async () => {
    const down = createRedisClient('redis://127.0.0.1:1', { commandTimeoutMs: 200 });
    try {
      const a = await processOf(down);
      const begun = Date.now();
      fail(a, THRESHOLD - 1);
      expect(a.breaker.state).toBe('closed');
      fail(a, 1);
      expect(a.breaker.state).toBe('open');
      expect(Date.now() - begun).toBeLessThan(50);
      await until('the trouble said', () => a.troubles.length > 0);
      await until('half-open', () => a.breaker.state === 'half-open', COOLDOWN_MS + 1000);
      const evals = jest.spyOn(down, 'eval');
      a.breaker.acquire()!.failure();
      expect(a.breaker.state).toBe('open');
      // The failure's write to Redis has failed, and the circuit has heard so (its handler runs first).
      expect(evals).toHaveBeenCalledTimes(1);
      await (evals.mock.results[0]!.value as Promise<unknown>).catch(() => undefined);
      expect(a.troubles).toHaveLength(1);
      expect(a.troubles[0]).toMatch(/counts platform failures on its own/);
    } finally {
      down.disconnect();
    }
  });

  it('a process that started while Redis was down joins the shared circuit once Redis is back', async () => {
    const first = await startOwnRedis();
    const port = new URL(first.url).port;
    await first.kill();
    // A busy machine can hold a reply past the production second; this test is about joining, not timeouts.
    const patient = { commandTimeoutMs: 5000 };
    const early = createRedisClient(first.url, patient);
    let again: ChildProcess | undefined;
    const clients = [early];
    try {
      const a = await processOf(early);
      await until('a connection attempt has failed', () => early.status === 'reconnecting');
      again = spawn('redis-server', ['--port', port, '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
        stdio: 'ignore',
      });
      expect(await redisReady(early, 5000)).toBe(true);
      const late = createRedisClient(first.url, patient);
      clients.push(late);
      expect(await redisReady(late, 5000)).toBe(true);
      const b = await processOf(late);
      const watcher = createRedisClient(first.url, patient);
      clients.push(watcher);
      expect(await redisReady(watcher, 5000)).toBe(true);
      await until(
        'both subscribed',
        async () => ((await watcher.pubsub('NUMSUB', `${circuitKey()}:events`)) as [string, number])[1] >= 2,
        5000,
      );
      fail(b, THRESHOLD);
      await until('the early process open', () => a.breaker.state === 'open');
    } finally {
      for (const p of started.splice(0)) p.shared.close();
      for (const c of clients) c.disconnect();
      again?.kill('SIGKILL');
    }
  });
});
