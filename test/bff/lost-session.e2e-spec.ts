import Redis from 'ioredis';
import request from 'supertest';
import { CSRF_REFUSED } from '../../bff/common/csrf.middleware';
import { Browser, PASSWORD, sessionCookie, startPortal } from '../support/portal-harness';
import { redisForTests, type TestRedis } from '../support/redis-for-tests';
import { sessionIdOf } from '../support/session-ids';

type Kind = 'memory' | 'redis';
type Portal = Awaited<ReturnType<typeof startPortal>>;

const LOST = 'This feature is not available without a valid session';
const NO_SESSION = { statusCode: 401, code: 'no_session', message: LOST, apiMessage: LOST };

/**
 * A session lost from the store (Redis restarted or flushed, or a cookie naming an id never issued)
 * answers 401 no_session to a change as it does to a read (spec 1 §8: the web app then goes to
 * sign-in with the lost-session marker), never the anti-forgery 403 'Please reload the page'. The
 * anti-forgery rules themselves are unchanged for requests whose session exists or that send none.
 */
describe.each<Kind>(['memory', 'redis'])('a lost session, %s store', (kind) => {
  let portal: Portal;
  let testRedis: TestRedis | undefined;
  let redis: Redis | undefined;

  beforeAll(async () => {
    if (kind === 'redis') {
      testRedis = await redisForTests('lost-session');
      redis = new Redis(testRedis.url);
    }
    portal = await startPortal({ ...testRedis?.portal });
  });
  afterAll(async () => {
    await portal.close();
    redis?.disconnect();
    await testRedis?.stop();
  });

  /** Removes a session from the store behind the portal's back, as a Redis restart does. */
  async function lose(sid: string): Promise<void> {
    if (redis) {
      expect(await redis.del(testRedis!.keys.sessions + sid)).toBe(1);
      return;
    }
    await new Promise<void>((resolve, reject) =>
      portal.sessions.store.destroy(sid, (e) =>
        e ? reject(e instanceof Error ? e : new Error('the store failed', { cause: e })) : resolve(),
      ),
    );
  }

  async function signedInWithCookie(username: string): Promise<{ b: Browser; cookie: string }> {
    const b = new Browser(portal.server);
    const res = await b.post('/api/auth/login', { tab: 'client', username, password: PASSWORD });
    expect(res.body.login.status).toBe('LoginSuccess');
    return { b, cookie: sessionCookie(res)! };
  }

  it('answers a change with 401 no_session, the same answer a read gets, and sets no new cookie', async () => {
    const { b, cookie } = await signedInWithCookie('amelia');
    expect((await b.post('/api/session/heartbeat')).status).toBe(200);
    await lose(sessionIdOf(cookie));

    for (const method of ['post', 'put', 'patch', 'delete'] as const) {
      const change = await b.send(method, '/api/session/heartbeat');
      expect([method, change.status, change.body]).toMatchObject([method, 401, NO_SESSION]);
      expect(sessionCookie(change)).toBeUndefined();
    }
    const choose = await b.post('/api/advisers/client-in-context', { clientId: 1 });
    expect(choose.status).toBe(401);
    expect(choose.body).toMatchObject(NO_SESSION);
    const read = await b.get('/api/session');
    expect(read.status).toBe(401);
    expect(read.body).toMatchObject({ code: 'no_session', apiMessage: LOST });
  });

  it('answers 401 no_session to a change whatever token it sends, or none', async () => {
    const { b, cookie } = await signedInWithCookie('ben');
    await lose(sessionIdOf(cookie));
    const none = await b.agent.post('/api/session/heartbeat').send({});
    expect([none.status, none.body.code]).toEqual([401, 'no_session']);
    const forged = await b.agent.post('/api/session/heartbeat').set('X-CSRF-Token', 'forged').send({});
    expect([forged.status, forged.body.code]).toEqual([401, 'no_session']);
  });

  it('answers 401 no_session to a cookie naming a session never issued, signed or not', async () => {
    for (const value of ['s%3Anever-issued-session-id.c2lnbmF0dXJl', 'never-issued']) {
      const res = await request(portal.server)
        .post('/api/session/heartbeat')
        .set('Cookie', `portal.sid=${value}`)
        .set('X-CSRF-Token', 'whatever')
        .send({});
      expect([value, res.status, res.body]).toMatchObject([value, 401, NO_SESSION]);
    }
  });

  it('a sign-in page whose anonymous session was lost gets 401, then signs in with a fresh token', async () => {
    const b = new Browser(portal.server);
    const anon = await b.agent.get('/api/auth/csrf').expect(200);
    b.csrf = anon.body.csrfToken;
    await lose(sessionIdOf(sessionCookie(anon)!));
    const stale = await b.post('/api/auth/login', { tab: 'client', username: 'amelia', password: PASSWORD });
    expect(stale.status).toBe(401);
    expect(stale.body).toMatchObject(NO_SESSION);
    await b.token();
    const fresh = await b.post('/api/auth/login', { tab: 'client', username: 'amelia', password: PASSWORD });
    expect(fresh.status).toBe(200);
    expect(fresh.body.login.status).toBe('LoginSuccess');
  });

  it('keeps the anti-forgery 403 for a live session without the right token, and for a request with no cookie', async () => {
    const { b } = await signedInWithCookie('amelia');
    const none = await b.agent.post('/api/session/heartbeat').send({});
    expect(none.status).toBe(403);
    expect(none.body).toMatchObject({ code: 'csrf', message: CSRF_REFUSED });
    const wrong = await b.agent.post('/api/session/heartbeat').set('X-CSRF-Token', 'forged').send({});
    expect([wrong.status, wrong.body.code]).toEqual([403, 'csrf']);
    const cookieless = await request(portal.server)
      .post('/api/auth/login')
      .send({ tab: 'client', username: 'amelia', password: PASSWORD });
    expect([cookieless.status, cookieless.body.code]).toEqual([403, 'csrf']);
    // Another cookie of the same site does not count as a session cookie.
    const other = await request(portal.server)
      .post('/api/auth/login')
      .set('Cookie', 'theme=dark')
      .send({ tab: 'client', username: 'amelia', password: PASSWORD });
    expect([other.status, other.body.code]).toEqual([403, 'csrf']);
    // Cross-site requests are refused before anything else, lost session or not.
    const cross = await b.agent
      .post('/api/session/heartbeat')
      .set('Origin', 'https://evil.example')
      .set('X-CSRF-Token', b.csrf!)
      .send({});
    expect([cross.status, cross.body.code]).toEqual([403, 'cross_origin']);
  });
});
