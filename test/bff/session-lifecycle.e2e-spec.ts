import Redis from 'ioredis';
import request from 'supertest';
import { BoundedMemoryStore } from '../../adapters/session/bounded-memory-store';
import { ANONYMOUS_SESSION_MS, SIGN_IN_IN_PROGRESS_MS } from '../../adapters/session/session-lifetime';
import { PlatformHttpTransport } from '../../adapters/platform-http/platform-http.transport';
import { startSandboxPlatform, RunningSandbox } from '../../adapters/sandbox-platform/sandbox-server';
import { FaultProxy } from '../support/fault-proxy';
import { Browser, CODE, PASSWORD, sessionCookie, signedIn, startPortal } from '../support/portal-harness';
import { redisForTests, type TestRedis } from '../support/redis-for-tests';
import { encodingsOf, sessionIdOf } from '../support/session-ids';
import { moveClockOn } from '../support/moved-clock';

type Kind = 'memory' | 'redis';
type Portal = Awaited<ReturnType<typeof startPortal>>;

/**
 * Session lifecycle in both stores: sign-out is final even against requests in flight, the password
 * of a sign-in in progress is never stored in plain text, and sessions live only as long as what they
 * hold allows.
 */
describe.each<Kind>(['memory', 'redis'])('sessions in the %s store', (kind) => {
  let testRedis: TestRedis | undefined;
  let redis: Redis | undefined;
  let sandbox: RunningSandbox;
  let proxy: FaultProxy;
  let portal: Portal;

  beforeAll(async () => {
    if (kind === 'redis') {
      testRedis = await redisForTests('session-lifecycle');
      redis = new Redis(testRedis.url);
    }
    sandbox = await startSandboxPlatform({ port: 0 });
    proxy = new FaultProxy(sandbox.origin);
    const origin = await proxy.start();
    portal = await startPortal({ platformUrl: `${origin}/resourceful`, ...testRedis?.portal });
  });
  afterAll(async () => {
    await portal.close();
    await proxy.close();
    await sandbox.close();
    redis?.disconnect();
    await testRedis?.stop();
  });
  afterEach(async () => {
    proxy.rules = [];
    // Rounds whose end-session calls fail may open the circuit (5 failures in a row, by chance of
    // timing); the next test starts once it has closed again, so each test meets a healthy platform.
    const transport = portal.app.get(PlatformHttpTransport, { strict: false });
    for (let waited = 0; transport.circuitState !== 'closed' && waited < 15_000; waited += 250) {
      if (transport.circuitState === 'half-open') await request(portal.server).get('/api/health');
      await new Promise((r) => setTimeout(r, 250));
    }
  }, 20_000);

  const sessionKey = (sid: string) => testRedis!.keys.sessions + sid;

  /** The stored text of a session, sealed fields and all. */
  async function stored(sid: string): Promise<string | null> {
    if (redis) return redis.get(sessionKey(sid));
    return (portal.sessions.store as BoundedMemoryStore).peek(sid) ?? null;
  }

  /** Milliseconds until the store drops a session. */
  async function lifetimeLeft(sid: string): Promise<number> {
    if (redis) return redis.pttl(sessionKey(sid));
    return (portal.sessions.store as BoundedMemoryStore).expiresAt(sid)! - Date.now();
  }

  it('sign-out is final: 50 rounds of a slow request, sign-out and the old cookie leave no valid session', async () => {
    const rounds = 50;
    const browsers = await Promise.all(
      Array.from({ length: rounds }, async () => {
        const b = new Browser(portal.server);
        const res = await b.post('/api/auth/login', { tab: 'client', username: 'amelia', password: PASSWORD });
        expect(res.body.login.status).toBe('LoginSuccess');
        return { b, cookie: sessionCookie(res)! };
      }),
    );
    // Past the 5 s touch interval, so the slow request refreshes "last seen" and wants to save.
    const realClock = moveClockOn(5_200);
    try {
      proxy.rules = [
        { match: /^DELETE .*\/session$/, delayMs: 150, status: 500 },
        { match: /^GET /, delayMs: 400 },
      ];
      // Every round's slow read is at the platform (held there 400 ms) before its sign-out starts.
      const reads = proxy.arrived(/^GET /, rounds);
      const slowDone = browsers.map(({ cookie }) =>
        request(portal.server)
          .get('/api/capabilities')
          .set('Cookie', cookie)
          .then((r) => r.status),
      );
      await reads;
      const outcomes = await Promise.all(
        browsers.map(async ({ b, cookie }, i) => {
          const out = await b.post('/api/auth/logout');
          const slowStatus = await slowDone[i];
          const after = await request(portal.server).get('/api/session').set('Cookie', cookie);
          return { logout: out.status, slowStatus, after: after.status, stored: await stored(sessionIdOf(cookie)) };
        }),
      );
      expect(outcomes.map((o) => o.logout)).toEqual(Array(rounds).fill(204));
      // The slow reads had started before sign-out: they may answer, but they never bring the session back.
      expect(outcomes.filter((o) => o.after !== 401)).toEqual([]);
      expect(outcomes.filter((o) => o.stored !== null)).toEqual([]);
    } finally {
      realClock();
    }
  }, 60_000);

  it('a client chosen while the adviser signs out does not mint a new session', async () => {
    const b = new Browser(portal.server);
    const res = await b.post('/api/auth/login', { tab: 'adviser', username: 'adviser', password: PASSWORD });
    const cookie = sessionCookie(res)!;
    const clients = await b.get('/api/advisers/clients').expect(200);
    const clientId = clients.body.rows.find((r: { hasClientAccess: boolean }) => r.hasClientAccess).id;
    // The platform's end-session call fails, so the platform session lives on: only the portal can refuse.
    proxy.rules = [
      { match: /^DELETE .*\/session$/, status: 500 },
      { match: /^GET /, delayMs: 300 },
    ];
    const reading = proxy.arrived(/^GET /);
    const choose = request(portal.server)
      .post('/api/advisers/client-in-context')
      .set('Cookie', cookie)
      .set('X-CSRF-Token', b.csrf!)
      .send({ clientId });
    const chosen = choose.then((r) => r);
    await reading;
    expect((await b.post('/api/auth/logout')).status).toBe(204);
    const late = await chosen;
    expect(late.status).toBe(401);
    const minted = sessionCookie(late);
    if (minted) await request(portal.server).get('/api/session').set('Cookie', minted).expect(401);
    await request(portal.server).get('/api/session').set('Cookie', cookie).expect(401);
  });

  it('a read that changes nothing writes nothing to the store; a change is saved before the answer', async () => {
    const b = await signedIn(portal.server, 'ben');
    const store = portal.sessions.store;
    const set = jest.spyOn(store, 'set');
    try {
      for (let i = 0; i < 5; i++) await b.get('/api/session').expect(200);
      expect(set).not.toHaveBeenCalled();
      expect((await b.post('/api/session/heartbeat')).status).toBe(200);
      expect(set).toHaveBeenCalledTimes(1);
    } finally {
      set.mockRestore();
    }
  });

  /** farah signs in as far as her code step; the session id it runs under. */
  async function farahAtCodeStep(b: Browser): Promise<string> {
    const token = await b.agent.get('/api/auth/csrf').expect(200);
    b.csrf = token.body.csrfToken;
    const res = await b.post('/api/auth/login', { tab: 'client', username: 'farah', password: PASSWORD });
    expect(res.body.login.status).toBe('MfaRequired');
    return sessionIdOf((sessionCookie(res) ?? sessionCookie(token))!);
  }

  it('during a code step the stored session holds the password only sealed, and lives 10 minutes', async () => {
    const b = new Browser(portal.server);
    const sid = await farahAtCodeStep(b);
    const text = (await stored(sid))!;
    expect(text).toBeTruthy();
    for (const form of encodingsOf(PASSWORD)) expect(text).not.toContain(form);
    expect(JSON.parse(text).signIn).toMatch(/^v1\./);
    const left = await lifetimeLeft(sid);
    expect(left).toBeGreaterThan(SIGN_IN_IN_PROGRESS_MS - 10_000);
    expect(left).toBeLessThanOrEqual(SIGN_IN_IN_PROGRESS_MS);

    // The sealed progress still works for the next step, and the password is gone once signed in.
    const done = await b.post('/api/auth/login/mfa-code', { code: CODE });
    expect(done.body.login.status).toBe('LoginSuccess');
    const signedIn = (await stored(sessionIdOf(sessionCookie(done)!)))!;
    expect(JSON.parse(signedIn).signIn).toBeUndefined();
  });

  it('a half-finished sign-in is gone after 10 minutes', async () => {
    const b = new Browser(portal.server);
    const sid = await farahAtCodeStep(b);
    if (redis) {
      // Redis drops the key when its TTL runs out; run the clock out on this key alone.
      const ttl = await redis.pttl(sessionKey(sid));
      expect(ttl).toBeLessThanOrEqual(SIGN_IN_IN_PROGRESS_MS);
      await redis.pexpire(sessionKey(sid), 1);
      while ((await redis.exists(sessionKey(sid))) === 1);
    } else {
      (portal.sessions.store as BoundedMemoryStore).sweep(Date.now() + SIGN_IN_IN_PROGRESS_MS + 1);
    }
    expect(await stored(sid)).toBeNull();
    const step = await b.post('/api/auth/login/mfa-code', { code: CODE });
    expect(step.status).not.toBe(200);
  });

  it('reads during a sign-in write nothing and do not extend its 10 minutes', async () => {
    const b = new Browser(portal.server);
    const sid = await farahAtCodeStep(b);
    const store = portal.sessions.store;
    const set = jest.spyOn(store, 'set');
    let realClock: () => void = () => undefined;
    try {
      for (const path of ['/api/auth/login', '/api/auth/csrf', '/api/health', '/api/auth/login'])
        await b.get(path).expect(200);
      expect(set).not.toHaveBeenCalled();
      // A wrong code changes the sign-in (its message) and is saved, yet the lifetime still runs
      // from the first step.
      const before = await lifetimeLeft(sid);
      realClock = moveClockOn(1_100);
      const wrong = await b.post('/api/auth/login/mfa-code', { code: '654321' });
      expect(wrong.body.login.status).toBe('MfaRequired');
      expect(set).toHaveBeenCalled();
      expect(await lifetimeLeft(sid)).toBeLessThan(before);
    } finally {
      realClock();
      set.mockRestore();
    }
  });

  it('1,000 anonymous token requests leave no session living over 15 minutes', async () => {
    const sids: string[] = [];
    for (let i = 0; i < 10; i++) {
      const batch = await Promise.all(
        Array.from({ length: 100 }, () => request(portal.server).get('/api/auth/csrf').expect(200)),
      );
      for (const res of batch) sids.push(sessionIdOf(sessionCookie(res)!));
    }
    expect(new Set(sids).size).toBe(1000);
    const lifetimes = await Promise.all(sids.map(lifetimeLeft));
    expect(Math.max(...lifetimes)).toBeLessThanOrEqual(ANONYMOUS_SESSION_MS);
    expect(Math.min(...lifetimes)).toBeGreaterThan(0);
    if (!redis) {
      const store = portal.sessions.store as BoundedMemoryStore;
      const before = store.size;
      expect(before).toBeGreaterThanOrEqual(1000);
      store.sweep(Date.now() + ANONYMOUS_SESSION_MS + 1);
      expect(store.size).toBeLessThanOrEqual(before - 1000);
    }
    // A count, not a speed: a thousand requests get room on a machine busy with other suites.
  }, 120_000);
});
