import { Logger } from '@nestjs/common';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import request from 'supertest';
import { startSandboxPlatform, type RunningSandbox } from '../../adapters/sandbox-platform/sandbox-server';
import { Browser, signedIn, startPortal } from '../support/portal-harness';
import type { StubAnswer, StubPlatform } from '../../adapters/platform-http/testing/stub-platform';
import { faultyPlatform, type FaultyPlatformMode as Mode } from '../support/faulty-platform';
import { redisForTests } from '../support/redis-for-tests';

async function timed<T>(p: PromiseLike<T>): Promise<T & { ms: number }> {
  const started = performance.now();
  const res = await p;
  return Object.assign(res as object, { ms: performance.now() - started }) as T & { ms: number };
}

describe('platform faults (issue 7, items 9-11)', () => {
  let sandbox: RunningSandbox;
  let platform: StubPlatform & { state: { mode: Mode } };
  const DEADLINE_MS = 2000;

  beforeAll(async () => {
    sandbox = await startSandboxPlatform({ port: 0 });
    platform = await faultyPlatform(sandbox);
  });
  afterAll(async () => {
    await platform.close();
    await sandbox.close();
  });
  beforeEach(() => {
    platform.state.mode = 'pass';
    platform.requests.length = 0;
  });

  describe('error bodies (item 9)', () => {
    let portal: Awaited<ReturnType<typeof startPortal>>;
    beforeAll(async () => {
      portal = await startPortal({ platformUrl: platform.baseUrl });
    });
    afterAll(() => portal.close());
    afterEach(() => jest.restoreAllMocks());

    it.each([404, 500])(
      'a platform %i naming its URL reaches the browser without host, path or query, and the log with the request id',
      async (status) => {
        const b = await signedIn(portal.server, 'amelia');
        const { user } = (await b.get('/api/session').expect(200)).body;
        const internalUrl = `${platform.baseUrl}/entity/client-v4/${user.entityId}?fields.0=dob&secret=s3`;
        platform.state.mode = (req) =>
          req.url.includes('/entity/client-v4/')
            ? { status, body: { error_code: null, api_message: `Not found: GET ${internalUrl}`, user_message: null } }
            : undefined;
        const lines: string[] = [];
        for (const level of ['log', 'warn'] as const)
          jest
            .spyOn(Logger.prototype, level)
            .mockImplementation((...args: unknown[]) => void lines.push(String(args[0])));

        const res = await b.get(`/api/clients/${user.entityId}`);

        expect(res.status).toBe(status === 404 ? 404 : 503);
        const body = JSON.stringify(res.body);
        const { host, hostname, port } = new URL(platform.baseUrl);
        for (const internal of [
          host,
          hostname,
          `:${port}`,
          '/resourceful',
          '/entity',
          'client-v4',
          'fields.0',
          'secret',
          's3',
        ])
          expect(body).not.toContain(internal);
        expect(res.body.requestId).toMatch(/^[0-9a-f-]{36}$/);
        expect(res.headers['x-request-id']).toBe(res.body.requestId);
        const line = lines.find((l) => l.includes(res.body.requestId));
        expect(line).toBeDefined();
        expect(line).toContain(`GET ${platform.baseUrl}/entity/client-v4/${user.entityId}`);
        expect(line).toContain(`Not found: GET ${internalUrl}`);
      },
    );

    it("blanks a back-office text ('corba', 'internal server error') and drops the 'Permission Error: ' prefix (spec 1 §5, spec 2 §8); the log keeps them", async () => {
      const b = await signedIn(portal.server, 'amelia');
      const { user } = (await b.get('/api/session').expect(200)).body;
      let answer: StubAnswer = {
        status: 500,
        body: { error_code: null, api_message: 'Internal Server Error at corba', user_message: null },
      };
      platform.state.mode = (req) => (req.url.includes('/entity/client-v4/') ? answer : undefined);
      const lines: string[] = [];
      for (const level of ['log', 'warn'] as const)
        jest
          .spyOn(Logger.prototype, level)
          .mockImplementation((...args: unknown[]) => void lines.push(String(args[0])));

      const failed = await b.get(`/api/clients/${user.entityId}`);
      expect(failed.status).toBe(503);
      expect(failed.body.apiMessage).toBeNull();
      expect(JSON.stringify(failed.body).toLowerCase()).not.toMatch(/corba|internal server error/);
      expect(lines.some((l) => l.includes(failed.body.requestId) && l.includes('Internal Server Error at corba'))).toBe(
        true,
      );

      answer = {
        status: 403,
        body: {
          error_code: null,
          api_message: 'Permission Error: you do not have access to client 10002',
          user_message: null,
        },
      };
      const refused = await b.get(`/api/clients/${user.entityId}`);
      expect(refused.status).toBe(403);
      expect(refused.body.apiMessage).toBe('you do not have access to client 10002');
      expect(JSON.stringify(refused.body)).not.toContain('Permission Error');
    });

    it('keeps a sane incoming X-Request-Id and replaces anything else', async () => {
      const given = await request(portal.server).get('/api/nothing-here').set('X-Request-Id', 'lb-7f3a9c21.42');
      expect(given.headers['x-request-id']).toBe('lb-7f3a9c21.42');
      expect(given.body).toMatchObject({ statusCode: 404, requestId: 'lb-7f3a9c21.42' });

      for (const bad of ['x', 'a'.repeat(200), 'evil\u00e9value-1234', '<script>alert(1)</script>']) {
        const res = await request(portal.server).get('/api/nothing-here').set('X-Request-Id', encodeURI(bad));
        expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      }
    });
  });

  describe('a hung platform (items 10 and 11)', () => {
    let portal: Awaited<ReturnType<typeof startPortal>>;
    let b: Browser;
    beforeAll(async () => {
      portal = await startPortal({ platformUrl: platform.baseUrl, platformDeadlineMs: DEADLINE_MS });
      b = await signedIn(portal.server, 'amelia');
    });
    afterAll(() => portal.close());

    it('answers /api/health/live at once, and /api/health within 2.5 s with the platform unreachable', async () => {
      platform.state.mode = 'hang';
      const live = await timed(request(portal.server).get('/api/health/live'));
      expect(live.status).toBe(200);
      expect(live.body.status).toBe('ok');
      expect(live.ms).toBeLessThan(200);

      const health = await timed(request(portal.server).get('/api/health'));
      expect(health.status).toBe(200);
      expect(health.body).toMatchObject({ status: 'ok', platform: 'unreachable', underMaintenance: false });
      expect(health.ms).toBeLessThan(2500);
    });

    it('reports not ready from a cached probe: one platform call per 5 s at most', async () => {
      platform.state.mode = 'hang';
      const probes = () => platform.requests.filter((r) => r.url.endsWith('/health')).length;
      const first = await timed(request(portal.server).get('/api/health/ready'));
      expect(first.status).toBe(503);
      expect(first.body).toMatchObject({
        status: 'error',
        error: { platform: { status: 'down' } },
        info: { sessionStore: { status: 'up' } },
      });
      expect(first.ms).toBeLessThan(2500);

      const again = await timed(request(portal.server).get('/api/health/ready'));
      expect(again.status).toBe(503);
      // The second answer is the cached probe's: no second call reaches the hung platform.
      expect(probes()).toBe(1);
    });

    it('answers a read with 503 within the deadline plus 0.5 s; once the circuit is open, within 100 ms', async () => {
      platform.state.mode = 'hang';
      const first = await timed(b.get('/api/account/verification'));
      expect(first.status).toBe(503);
      expect(first.body.code).toBe('unavailable');
      expect(first.ms).toBeLessThan(DEADLINE_MS + 500);

      // Four more outages open the circuit (five in a row).
      const more = await Promise.all([1, 2, 3, 4].map(() => timed(b.get('/api/account/verification'))));
      for (const res of more) expect(res.status).toBe(503);
      const calls = platform.requests.length;

      const open = await timed(b.get('/api/account/verification'));
      expect(open.status).toBe(503);
      expect(open.body).toMatchObject({
        code: 'unavailable',
        message: 'The platform is not available at the moment. Please try again shortly.',
      });
      expect(open.ms).toBeLessThan(100);
      expect(platform.requests.length).toBe(calls);
    });
  });

  describe('readiness', () => {
    it('is ready when the platform and the session store answer', async () => {
      const portal = await startPortal({ platformUrl: platform.baseUrl });
      try {
        const res = await request(portal.server).get('/api/health/ready').expect(200);
        expect(res.body).toMatchObject({
          status: 'ok',
          info: { sessionStore: { status: 'up', kind: 'memory' }, platform: { status: 'up', platform: 'ok' } },
        });
        await request(portal.server).get('/api/health/ready').expect(200);
        expect(platform.requests.filter((r) => r.url.endsWith('/health'))).toHaveLength(1);
      } finally {
        await portal.close();
      }
    });

    it('is not ready (503) when Redis holds its connection but stops answering, within the 500 ms PING limit', async () => {
      const redis = await redisForTests('platform-faults');
      const proxy = await pausableProxy(new URL(redis.url));
      const portal = await startPortal({
        platformUrl: platform.baseUrl,
        redisUrl: `redis://127.0.0.1:${proxy.port}`,
        redisKeyPrefix: redis.prefix,
      });
      try {
        await request(portal.server).get('/api/health/ready').expect(200);
        proxy.pause();
        const res = await timed(request(portal.server).get('/api/health/ready'));
        expect(res.status).toBe(503);
        expect(res.body).toMatchObject({
          error: { sessionStore: { status: 'down' } },
          info: { platform: { status: 'up' } },
        });
        expect(res.ms).toBeLessThan(900);
      } finally {
        await portal.close();
        await proxy.close();
        await redis.stop();
      }
    });

    it('with sessions in Redis, the platform calls still run in the request scope (its id in their log lines)', async () => {
      const redis = await redisForTests('platform-faults');
      const portal = await startPortal({ platformUrl: platform.baseUrl, ...redis.portal });
      const b = new Browser(portal.server);
      try {
        await b.signIn('amelia');
        const { user } = (await b.get('/api/session').expect(200)).body;
        platform.state.mode = (req) =>
          req.url.includes('/entity/client-v4/')
            ? { status: 404, body: { error_code: null, api_message: 'gone', user_message: null } }
            : undefined;
        const lines: string[] = [];
        jest
          .spyOn(Logger.prototype, 'log')
          .mockImplementation((...args: unknown[]) => void lines.push(String(args[0])));
        const res = await b.get(`/api/clients/${user.entityId}`).set('X-Request-Id', 'redis-scope-check-1');
        expect(res.status).toBe(404);
        expect(
          lines.some((l) => l.startsWith('request redis-scope-check-1: GET ') && l.includes('/entity/client-v4/')),
        ).toBe(true);
      } finally {
        jest.restoreAllMocks();
        platform.state.mode = 'pass';
        await b.post('/api/auth/logout');
        await portal.close();
        await redis.stop();
      }
    });
  });
});

/** A TCP relay to Redis that can stop passing bytes while keeping every connection open. */
async function pausableProxy(target: URL) {
  let paused = false;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 6379), target.hostname);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(from);
      from.on('data', (chunk: Buffer) => void (paused || to.write(chunk)));
      from.on('close', () => to.destroy());
      from.on('error', () => undefined);
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return {
    port: (server.address() as { port: number }).port,
    pause: () => void (paused = true),
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}
