import { performance } from 'node:perf_hooks';
import { createPlatformHttpAdapter } from './platform-http.adapter';
import { runInPlatformCallScope } from './platform-call-scope';
import { PlatformCircuitOpenError } from './platform-http.transport';
import type { PlatformHttpConfigInput } from './platform-http.config';
import { startStubPlatform, type StubAnswer, type StubPlatform } from './testing/stub-platform';

const ok: StubAnswer = { status: 200, body: { status: 'OK' } };
const unavailable: StubAnswer = {
  status: 503,
  body: { error_code: null, api_message: 'Maintenance', user_message: null },
};
const internalError: StubAnswer = {
  status: 500,
  body: { error_code: null, api_message: 'Internal Server Error', user_message: null },
};
const notFound: StubAnswer = { status: 404, body: { error_code: null, api_message: 'Not found', user_message: null } };

async function timed<T>(p: Promise<T>): Promise<{ ms: number; error: unknown }> {
  const started = performance.now();
  const error = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  return { ms: performance.now() - started, error };
}

describe('PlatformHttpAdapter: one deadline per portal request', () => {
  let stub: StubPlatform;
  afterEach(async () => stub.close());

  const adapter = (config: Omit<PlatformHttpConfigInput, 'baseUrl'>) =>
    createPlatformHttpAdapter(
      { baseUrl: stub.baseUrl, circuitFailureThreshold: 1000, ...config },
      { warn: () => undefined, log: () => undefined },
    );

  it('ends a read against a hung platform at the deadline, not at timeout × attempts', async () => {
    stub = await startStubPlatform(() => 'hang');
    const platform = adapter({ deadlineMs: 600 }); // timeoutMs stays 10 s, 3 attempts

    const { ms, error } = await timed(platform.getSite());

    expect(error).toMatchObject({ code: 'timeout', status: 0 });
    expect(ms).toBeGreaterThanOrEqual(590);
    // Far from the 30 s of three 10 s attempts; the slack is for a busy machine's late timers.
    expect(ms).toBeLessThan(600 + 900);
    expect(stub.requests).toHaveLength(1);
  });

  it('retries a timed-out read only while the deadline leaves room for it', async () => {
    stub = await startStubPlatform(() => 'hang');

    // 1,000 ms attempt, 500 ms pause, 1,000 ms attempt, then a 1,000 ms pause would end past 3,000 ms:
    // two attempts. (The second is started while 100 ms of an attempt would still fit, so a busy
    // machine's late timers have 1.4 s of room before they could cost it.)
    const short = await timed(adapter({ timeoutMs: 1000, retryDelayMs: 500, deadlineMs: 3000 }).getSite());
    expect(short.error).toMatchObject({ code: 'timeout' });
    expect(stub.requests).toHaveLength(2);
    expect(short.ms).toBeLessThan(3000 + 900);

    stub.requests.length = 0;
    // With 2,000 ms all three attempts fit (200 + 100 + 200 + 200 + 200 = 900 ms, and room for late timers).
    await timed(adapter({ timeoutMs: 200, retryDelayMs: 100, deadlineMs: 2000 }).getSite());
    expect(stub.requests).toHaveLength(3);
  });

  it('shares the deadline between all the platform calls of one request', async () => {
    stub = await startStubPlatform(() => 'hang');
    const platform = adapter({ deadlineMs: 500 });

    const { first, second } = await runInPlatformCallScope('req-1', async () => ({
      first: await timed(platform.getSite()),
      second: await timed(platform.getHealth()),
    }));

    expect(first.error).toMatchObject({ code: 'timeout' });
    expect(second.error).toMatchObject({ code: 'timeout' });
    // The second call finds the request's deadline spent: it never reaches the platform, and it ends
    // well before a fresh 500 ms deadline against a hung platform would have.
    expect(stub.requests).toHaveLength(1);
    expect(second.ms).toBeLessThan(500);
  });

  it('gives every request (and every call outside a request) its own deadline', async () => {
    stub = await startStubPlatform(() => 'hang');
    const platform = adapter({ deadlineMs: 300 });

    await runInPlatformCallScope('req-1', () => timed(platform.getSite()));
    const next = await runInPlatformCallScope('req-2', () => timed(platform.getSite()));

    expect(next.ms).toBeGreaterThanOrEqual(290);
    expect(stub.requests).toHaveLength(2);
  });

  it('bounds a health check by its own time limit, and makes one attempt when asked not to retry', async () => {
    stub = await startStubPlatform(() => 'hang');
    const platform = adapter({ timeoutMs: 10_000, retryDelayMs: 10 });

    const quick = await timed(platform.getHealth({ timeLimitMs: 300, retry: false }));
    expect(quick.error).toMatchObject({ code: 'timeout' });
    expect(quick.ms).toBeGreaterThanOrEqual(290);
    // Far from the 10 s attempt timeout; the slack is for a busy machine's late timers.
    expect(quick.ms).toBeLessThan(300 + 900);
    expect(stub.requests).toHaveLength(1);
  });
});

describe('PlatformHttpAdapter: circuit breaker', () => {
  let stub: StubPlatform;
  let answer: StubAnswer | 'hang';
  const warnings: string[] = [];
  beforeEach(async () => {
    warnings.length = 0;
    answer = unavailable;
    stub = await startStubPlatform(() => answer);
  });
  afterEach(async () => stub.close());

  // The circuit's clock: a test moves it past the cool-down instead of waiting it out.
  let now = 0;
  const coolDown = () => (now += 300);
  const adapter = (config: Omit<PlatformHttpConfigInput, 'baseUrl'> = {}) =>
    createPlatformHttpAdapter(
      // The platform answers at once here: a long timeout keeps a busy machine's slow answer from looking
      // like a timeout. The tests of a hung platform give their own.
      {
        baseUrl: stub.baseUrl,
        retryAttempts: 1,
        timeoutMs: 5000,
        circuitFailureThreshold: 5,
        circuitCooldownMs: 300,
        circuitClock: () => now,
        ...config,
      },
      { warn: (m) => warnings.push(m), log: () => undefined },
    );

  it('opens after 5 consecutive failures: later calls fail at once without reaching the platform', async () => {
    const platform = adapter();
    for (let i = 0; i < 5; i++)
      await expect(platform.getSite()).rejects.toMatchObject({ code: 'unavailable', status: 503 });
    expect(stub.requests).toHaveLength(5);

    const open = await timed(platform.getSite());

    expect(open.error).toMatchObject({ code: 'unavailable', status: 0 });
    expect(open.ms).toBeLessThan(1000);
    expect(stub.requests).toHaveLength(5);
    expect(warnings.some((w) => /Circuit opened/.test(w))).toBe(true);
  });

  it('counts timeouts too, and does not retry once the circuit is open', async () => {
    answer = 'hang';
    const platform = adapter({ retryAttempts: 3, retryDelayMs: 10, timeoutMs: 50, circuitFailureThreshold: 4 });
    await expect(platform.getSite()).rejects.toMatchObject({ code: 'timeout' }); // attempts 1-3
    await expect(platform.getSite()).rejects.toMatchObject({ code: 'unavailable' }); // attempt 4 opens it; no pause after
    expect(stub.requests).toHaveLength(4);
  });

  it('lets one trial call through after the cool-down; its success closes the circuit', async () => {
    const platform = adapter();
    for (let i = 0; i < 5; i++) await platform.getSite().catch(() => undefined);
    coolDown();
    answer = ok;

    await expect(platform.getHealth()).resolves.toEqual({ status: 'OK' });
    await expect(platform.getHealth()).resolves.toEqual({ status: 'OK' });
    expect(stub.requests).toHaveLength(7);
    expect(warnings.some((w) => /Circuit closed/.test(w))).toBe(true);
  });

  it('while the trial runs, other calls still fail at once; a failed trial opens the circuit again', async () => {
    const platform = adapter({ timeoutMs: 2000 });
    for (let i = 0; i < 5; i++) await platform.getSite().catch(() => undefined);
    coolDown();
    answer = 'hang';

    const trial = timed(platform.getSite());
    const other = await timed(platform.getSite());
    // At once, not after the trial's 2 s timeout.
    expect(other.ms).toBeLessThan(1000);
    expect((await trial).error).toMatchObject({ code: 'timeout' });
    expect(stub.requests).toHaveLength(6);

    answer = ok;
    await expect(platform.getSite()).rejects.toMatchObject({ code: 'unavailable', status: 0 });
    expect(stub.requests).toHaveLength(6);
  });

  it('never opens on 404s (the platform answered)', async () => {
    answer = notFound;
    const platform = adapter();
    for (let i = 0; i < 12; i++)
      await expect(platform.getLoginProfile(99)).rejects.toMatchObject({ code: 'not_found' });
    expect(stub.requests).toHaveLength(12);
  });

  it('never opens on plain 500s (the platform answered): 12 in a row still reach the platform', async () => {
    answer = internalError;
    const platform = adapter();
    for (let i = 0; i < 12; i++)
      await expect(platform.getSite()).rejects.toMatchObject({ code: 'unavailable', status: 500 });
    expect(stub.requests).toHaveLength(12);
    await expect(platform.getSite()).rejects.not.toBeInstanceOf(PlatformCircuitOpenError);
    expect(warnings.some((w) => /Circuit opened/.test(w))).toBe(false);
  });

  it('opens on the threshold of 503s, 502s and 504s, and on connections that get no answer', async () => {
    for (const status of [502, 503, 504]) {
      answer = { status, body: { error_code: null, api_message: 'Down', user_message: null } };
      const platform = adapter();
      for (let i = 0; i < 5; i++) await expect(platform.getSite()).rejects.toMatchObject({ status });
      await expect(platform.getSite()).rejects.toBeInstanceOf(PlatformCircuitOpenError);
    }
    expect(stub.requests).toHaveLength(15);

    // Nothing listening: a refused connection is no answer at all.
    const refused = createPlatformHttpAdapter(
      {
        baseUrl: 'http://127.0.0.1:1',
        retryAttempts: 1,
        timeoutMs: 200,
        circuitFailureThreshold: 5,
        circuitCooldownMs: 300,
      },
      { warn: (m) => warnings.push(m), log: () => undefined },
    );
    for (let i = 0; i < 5; i++)
      await expect(refused.getSite()).rejects.toMatchObject({ code: 'unavailable', status: 0 });
    await expect(refused.getSite()).rejects.toBeInstanceOf(PlatformCircuitOpenError);
  });

  it('a 500 between outages is an answer: the count starts again after it', async () => {
    const platform = adapter();
    for (let i = 0; i < 4; i++) await platform.getSite().catch(() => undefined); // 4 × 503
    answer = internalError;
    await expect(platform.getSite()).rejects.toMatchObject({ status: 500 });
    answer = unavailable;
    for (let i = 0; i < 5; i++) await expect(platform.getSite()).rejects.toMatchObject({ status: 503 }); // the 5th opens it
    await expect(platform.getSite()).rejects.toBeInstanceOf(PlatformCircuitOpenError);
    expect(stub.requests).toHaveLength(10);
  });

  it('a success between failures starts the count again', async () => {
    const platform = adapter();
    for (let round = 0; round < 3; round++) {
      answer = unavailable;
      for (let i = 0; i < 4; i++) await platform.getSite().catch(() => undefined);
      answer = ok;
      await expect(platform.getHealth()).resolves.toEqual({ status: 'OK' });
    }
    expect(stub.requests).toHaveLength(15);
  });
});

describe('PlatformHttpAdapter: platform internals stay in the log', () => {
  let stub: StubPlatform;
  afterEach(async () => stub.close());

  it.each([404, 502, 500])(
    "a %i whose message names the URL gives an error without its text (it looks internal, or is a 500's), and a log line with both",
    async (status) => {
      let url = '';
      stub = await startStubPlatform(() => ({
        status,
        body: { error_code: null, api_message: `Not found: GET ${url}`, user_message: null },
      }));
      url = `${stub.baseUrl}/entity/client-v4/12?fields.0=dob`;
      const lines: string[] = [];
      const log = { warn: (m: string) => lines.push(m), log: (m: string) => lines.push(m) };
      const platform = createPlatformHttpAdapter({ baseUrl: stub.baseUrl, retryAttempts: 1 }, log);

      const error = (await runInPlatformCallScope('req-42', () =>
        platform.getClient({ token: 't' }, 12, ['dob']).catch((e: unknown) => e),
      )) as Error & {
        apiMessage: string;
      };

      const host = new URL(stub.baseUrl).host;
      for (const text of [error.message, error.apiMessage].filter((t): t is string => t !== null)) {
        expect(text).not.toContain(host);
        expect(text).not.toContain('127.0.0.1');
        expect(text).not.toContain('/entity');
        expect(text).not.toContain('client-v4');
        expect(text).not.toContain('fields.0');
      }
      // The text names the platform's own URL: it is withheld whole (issue 21), not cut about.
      expect(error.apiMessage).toBeNull();
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain('request req-42');
      expect(lines[0]).toContain(`GET ${url}`);
      expect(lines[0]).toContain(`Not found: GET ${url}`);
      // A 500's body is never read for the user at all (it may not be JSON), so nothing is withheld from it.
      if (status === 500) expect(lines[0]).not.toContain('withheld');
      else expect(lines[0]).toContain('(withheld from the user: ');
    },
  );
});
