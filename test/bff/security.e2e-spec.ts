import request from 'supertest';
import { ABSOLUTE_SESSION_HOURS } from '../../bff/config/portal-config';
import { Browser, PASSWORD, sessionCookie, signedIn, startPortal } from '../support/portal-harness';
import { moveClockOn } from '../support/moved-clock';

describe('security of the BFF', () => {
  let portal: Awaited<ReturnType<typeof startPortal>>;
  beforeAll(async () => {
    portal = await startPortal();
  });
  afterAll(() => portal.close());

  it('sets an HttpOnly, SameSite session cookie (not Secure outside production)', async () => {
    const res = await request(portal.server).get('/api/auth/csrf').expect(200);
    const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('portal.sid='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
  });

  it('sends a strict Content-Security-Policy and the other helmet headers', async () => {
    const res = await request(portal.server).get('/api/health').expect(200);
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('changes the session id at sign-in', async () => {
    const b = new Browser(portal.server);
    const anon = await b.agent.get('/api/auth/csrf').expect(200);
    b.csrf = anon.body.csrfToken;
    const before = sessionCookie(anon);
    const signedIn = await b.post('/api/auth/login', { tab: 'client', username: 'amelia', password: PASSWORD });
    const after = sessionCookie(signedIn);
    expect(before).toBeDefined();
    expect(after).toBeDefined();
    expect(after).not.toEqual(before);
    // The pre-sign-in id is worth nothing now.
    await request(portal.server).get('/api/session').set('Cookie', before!).expect(401);
    await request(portal.server).get('/api/session').set('Cookie', after!).expect(200);
  });

  it('refuses the old cookie after sign-out', async () => {
    const b = new Browser(portal.server);
    const res = await b.post('/api/auth/login', { tab: 'client', username: 'ben', password: PASSWORD });
    const cookie = sessionCookie(res)!;
    await request(portal.server).get('/api/session').set('Cookie', cookie).expect(200);
    expect((await b.post('/api/auth/logout')).status).toBe(204);
    const replay = await request(portal.server).get('/api/session').set('Cookie', cookie);
    expect(replay.status).toBe(401);
    expect(replay.body).toMatchObject({
      code: 'no_session',
      apiMessage: 'This feature is not available without a valid session',
    });
  });

  it('refuses a mutating request without the anti-forgery token, or with a wrong one', async () => {
    const b = await signedIn(portal.server, 'amelia');
    const none = await b.agent.post('/api/session/heartbeat').send({});
    expect(none.status).toBe(403);
    expect(none.body.code).toBe('csrf');
    const wrong = await b.agent.post('/api/session/heartbeat').set('X-CSRF-Token', 'forged').send({});
    expect(wrong.status).toBe(403);
    const login = await request(portal.server)
      .post('/api/auth/login')
      .send({ tab: 'client', username: 'amelia', password: PASSWORD });
    expect(login.status).toBe(403);
    const right = await b.post('/api/session/heartbeat');
    expect(right.status).toBe(200);
  });

  it('answers an unknown user and a wrong password identically', async () => {
    const unknown = await new Browser(portal.server).post('/api/auth/login', {
      tab: 'client',
      username: 'nobody-here',
      password: PASSWORD,
    });
    const wrong = await new Browser(portal.server).post('/api/auth/login', {
      tab: 'client',
      username: 'carla',
      password: 'not-her-password',
    });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(unknown.status);
    // Alike but for the id of each request.
    expect({ ...wrong.body, requestId: 'id' }).toEqual({ ...unknown.body, requestId: 'id' });
    expect(unknown.body.message).toBe('Either your username or your password is incorrect');
  });

  it('rejects unknown fields and malformed bodies with the one error shape', async () => {
    const b = new Browser(portal.server);
    const extra = await b.post('/api/auth/login', {
      tab: 'client',
      username: 'amelia',
      password: PASSWORD,
      isAdmin: true,
    });
    expect(extra.status).toBe(400);
    expect(extra.body).toMatchObject({ statusCode: 400, code: 'validation' });
    expect(extra.body.errors).toContain('property isAdmin should not exist');
    const empty = await b.post('/api/auth/login', { tab: 'client', username: '', password: '' });
    expect(empty.body.errors).toEqual(expect.arrayContaining(['Please enter a username', 'Please enter a password']));
    const notFound = await request(portal.server).get('/api/nothing-here');
    expect(notFound.status).toBe(404);
    expect(notFound.body).toMatchObject({ statusCode: 404, code: 'not_found' });
  });
});

describe('session lifetime', () => {
  let portal: Awaited<ReturnType<typeof startPortal>>;
  beforeAll(async () => {
    // Login profile 1 of the sandbox: 0.02 minutes (1.2 s) of inactivity.
    portal = await startPortal({ sandboxSessionTimeoutMinutes: 0.02 });
  });
  afterAll(() => portal.close());

  it('takes the idle timeout from the login profile and ends an idle session', async () => {
    const b = new Browser(portal.server);
    const body = await b.signIn('amelia');
    expect(body.session.timeout).toEqual({ timeoutMs: 1200, warningMs: 0 });
    const realClock = moveClockOn(1500);
    try {
      const res = await b.get('/api/session');
      expect(res.status).toBe(401);
    } finally {
      realClock();
    }
  });
});

describe('absolute session lifetime', () => {
  // Only the clock is faked: timers, I/O and the HTTP round trips run as usual.
  const realTimers = [
    'setTimeout',
    'setInterval',
    'setImmediate',
    'clearTimeout',
    'clearInterval',
    'clearImmediate',
    'nextTick',
    'queueMicrotask',
    'hrtime',
    'performance',
  ] as const;
  afterEach(() => jest.useRealTimers());

  it('ends a session past its absolute lifetime however active it is', async () => {
    const portal = await startPortal();
    try {
      jest.useFakeTimers({ doNotFake: [...realTimers] });
      const b = await signedIn(portal.server, 'amelia');
      const start = Date.now();
      const lifetime = ABSOLUTE_SESSION_HOURS * 3600_000;
      // Active every ten minutes (inside the idle timeout) for almost the whole lifetime...
      for (let t = start + 10 * 60_000; t < start + lifetime; t += 10 * 60_000) {
        jest.setSystemTime(t);
        await b.get('/api/session').expect(200);
      }
      // ...and still refused once the lifetime is over.
      jest.setSystemTime(start + lifetime + 60_000);
      await b.get('/api/session').expect(401);
    } finally {
      jest.useRealTimers();
      await portal.close();
    }
  });
});

describe('production cookies', () => {
  it('marks the cookie Secure in production (behind a TLS-terminating proxy)', async () => {
    const portal = await startPortal({ production: true, cookieSecure: true, trustProxy: true });
    try {
      const res = await request(portal.server).get('/api/auth/csrf').set('X-Forwarded-Proto', 'https').expect(200);
      const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) =>
        c.startsWith('__Host-portal.sid='),
      )!;
      // __Host-: Secure, Path=/, no Domain; a browser-session cookie (no Expires, no Max-Age).
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/; Path=\/(;|$)/);
      expect(cookie).not.toMatch(/Domain=|Expires=|Max-Age=/i);
    } finally {
      await portal.close();
    }
  });
});
