import Redis from 'ioredis';
import request from 'supertest';
import { Browser, PASSWORD, sessionCookie, startPortal } from '../support/portal-harness';
import { freePort, redisForTests, startOwnRedis, type TestRedis } from '../support/redis-for-tests';
import { sessionIdOf } from '../support/session-ids';

const SECRET = 'redis-test-secret-'.padEnd(48, 'r');

describe('sessions in Redis', () => {
  let r: TestRedis;
  let redis: Redis;

  beforeAll(async () => {
    r = await redisForTests('sessions');
    redis = new Redis(r.url);
  });
  afterAll(async () => {
    redis.disconnect();
    await r.stop();
  });

  it('keeps a signed-in session across a restart of the BFF', async () => {
    const first = await startPortal({ ...r.portal, sessionSecret: SECRET });
    let cookie: string;
    try {
      const b = new Browser(first.server);
      const res = await b.post('/api/auth/login', { tab: 'client', username: 'amelia', password: PASSWORD });
      expect(res.body.login.status).toBe('LoginSuccess');
      cookie = sessionCookie(res)!;
      expect(await redis.exists(r.keys.sessions + sessionIdOf(cookie))).toBe(1);
      expect((await request(first.server).get('/api/health')).body).toMatchObject({
        sessionStore: 'redis',
        sessionStoreReady: true,
      });
    } finally {
      await first.close();
    }
    // A new process with the same secret and the same platform sees the same session.
    const second = await startPortal({ ...r.portal, sessionSecret: SECRET, platformUrl: undefined });
    try {
      // The platform credential in the session belongs to the first sandbox, which is gone; the
      // portal session itself must still be recognised.
      const res = await request(second.server).get('/api/session').set('Cookie', cookie);
      expect(res.status).toBe(200);
      expect(res.body.user.username).toBe('amelia@client');
    } finally {
      await second.close();
    }
  });

  it('deletes the key at sign-out', async () => {
    const portal = await startPortal({ ...r.portal, sessionSecret: SECRET });
    try {
      const b = new Browser(portal.server);
      const res = await b.post('/api/auth/login', { tab: 'client', username: 'ben', password: PASSWORD });
      const key = r.keys.sessions + sessionIdOf(sessionCookie(res)!);
      expect(await redis.exists(key)).toBe(1);
      expect((await b.post('/api/auth/logout')).status).toBe(204);
      expect(await redis.exists(key)).toBe(0);
    } finally {
      await portal.close();
    }
  });

  it('answers 503 within 2 seconds when Redis stops, never hanging', async () => {
    const own = await startOwnRedis();
    const portal = await startPortal({ redisUrl: own.url, redisKeyPrefix: r.prefix, sessionSecret: SECRET });
    try {
      const b = new Browser(portal.server);
      const res = await b.post('/api/auth/login', { tab: 'client', username: 'amelia', password: PASSWORD });
      const cookie = sessionCookie(res)!;
      await request(portal.server).get('/api/session').set('Cookie', cookie).expect(200);
      await own.kill();
      // Health still answers, and says the store is down once the client has seen the connection go.
      let health = await request(portal.server).get('/api/health').expect(200);
      for (let i = 0; i < 20 && health.body.sessionStoreReady; i++) {
        await new Promise((r) => setTimeout(r, 50));
        health = await request(portal.server).get('/api/health').expect(200);
      }
      expect(health.body).toMatchObject({ sessionStore: 'redis', sessionStoreReady: false });
      for (const path of ['/api/session', '/api/auth/csrf']) {
        const started = Date.now();
        const down = await request(portal.server).get(path).set('Cookie', cookie);
        expect({ path, status: down.status }).toEqual({ path, status: 503 });
        expect(Date.now() - started).toBeLessThan(2000);
        expect(down.body.code).toBe('unavailable');
      }
    } finally {
      await portal.close();
      await own.kill();
    }
  });

  it('answers 503 within 2 seconds when Redis is unreachable from the start', async () => {
    const portal = await startPortal({
      redisUrl: `redis://127.0.0.1:${await freePort()}`,
      redisKeyPrefix: r.prefix,
      sessionSecret: SECRET,
    });
    try {
      const started = Date.now();
      const b = new Browser(portal.server);
      const res = await b.agent.get('/api/auth/csrf');
      expect(res.status).toBe(503);
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await portal.close();
    }
  });
});
