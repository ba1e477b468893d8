import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { FORBIDDEN_KEY, TOO_DEEP, UNSUPPORTED_MEDIA } from '../../bff/common/json-body-guard.middleware';
import { CROSS_ORIGIN_REFUSED } from '../../bff/common/origin-check.middleware';
import { PERMISSIONS_POLICY } from '../../bff/common/response-headers.middleware';
import { WEB_DIST } from '../../bff/web/core-static';
import { Browser, PASSWORD, signedIn, startPortal } from '../support/portal-harness';

type Portal = Awaited<ReturnType<typeof startPortal>>;
const ERROR_SHAPE = {
  statusCode: expect.any(Number),
  code: expect.any(String),
  message: expect.any(String),
  apiMessage: null,
  requestId: expect.any(String),
};

describe('requests the portal refuses, and the headers it always sends', () => {
  let portal: Portal;
  beforeAll(async () => {
    portal = await startPortal();
  });
  afterAll(() => portal.close());

  /** A browser holding a token, and a raw POST with that token and cookie. */
  async function rawPost(path: string, body: string, contentType = 'application/json') {
    const b = new Browser(portal.server);
    await b.token();
    return b.agent.post(path).set('X-CSRF-Token', b.csrf!).set('Content-Type', contentType).send(body);
  }

  describe('cross-origin mutating requests', () => {
    it('refuses another Origin with 403, even with a valid token', async () => {
      const b = new Browser(portal.server);
      await b.token();
      const res = await b.agent
        .post('/api/auth/login')
        .set('X-CSRF-Token', b.csrf!)
        .set('Origin', 'https://evil.example')
        .send({ tab: 'client', username: 'amelia', password: PASSWORD });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        ...ERROR_SHAPE,
        statusCode: 403,
        code: 'cross_origin',
        message: CROSS_ORIGIN_REFUSED,
      });
    });

    it('refuses a foreign Referer when there is no Origin, and an opaque "null" Origin', async () => {
      const b = new Browser(portal.server);
      await b.token();
      const byReferer = await b.agent
        .post('/api/auth/logout')
        .set('X-CSRF-Token', b.csrf!)
        .set('Referer', 'https://evil.example/page');
      expect(byReferer.status).toBe(403);
      const opaque = await b.agent.post('/api/auth/logout').set('X-CSRF-Token', b.csrf!).set('Origin', 'null');
      expect(opaque.status).toBe(403);
    });

    it("lets the portal's own origin through, and requests that name none", async () => {
      const b = new Browser(portal.server);
      await b.token();
      const own = await b.agent
        .post('/api/auth/login')
        .set('X-CSRF-Token', b.csrf!)
        .set('Host', 'portal.test')
        .set('Origin', 'http://portal.test')
        .send({ tab: 'client', username: 'amelia', password: PASSWORD });
      expect(own.status).toBe(200);
      const none = await new Browser(portal.server).post('/api/auth/login', {
        tab: 'client',
        username: 'ben',
        password: PASSWORD,
      });
      expect(none.status).toBe(200);
    });

    it('compares the whole origin: the same host over another scheme is another origin', async () => {
      const b = new Browser(portal.server);
      await b.token();
      const otherScheme = await b.agent
        .post('/api/auth/login/cancel')
        .set('X-CSRF-Token', b.csrf!)
        .set('Host', 'portal.test')
        .set('Origin', 'https://portal.test');
      expect(otherScheme.status).toBe(403);
      const behindProxy = await startPortal({ trustProxy: true });
      try {
        const c = new Browser(behindProxy.server);
        await c.token();
        const viaTls = await c.agent
          .post('/api/auth/login/cancel')
          .set('X-CSRF-Token', c.csrf!)
          .set('Host', 'portal.test')
          .set('X-Forwarded-Proto', 'https')
          .set('Origin', 'https://portal.test');
        expect(viaTls.status).toBe(204);
      } finally {
        await behindProxy.close();
      }
    });

    it('checks against PORTAL_ORIGIN when it is configured', async () => {
      const behindProxy = await startPortal({ allowedOrigins: ['https://clients.firm.example'] });
      try {
        const b = new Browser(behindProxy.server);
        await b.token();
        const good = await b.agent
          .post('/api/auth/logout')
          .set('X-CSRF-Token', b.csrf!)
          .set('Origin', 'https://clients.firm.example');
        expect(good.status).toBe(204);
        await b.token();
        const sameHostOtherOrigin = await b.agent
          .post('/api/auth/logout')
          .set('X-CSRF-Token', b.csrf!)
          .set('Origin', `http://${'127.0.0.1'}`);
        expect(sameHostOtherOrigin.status).toBe(403);
      } finally {
        await behindProxy.close();
      }
    });
  });

  describe('request bodies', () => {
    it('refuses 15,000 levels of nesting with 400 before validation (no stack overflow)', async () => {
      const deep = '['.repeat(15_000) + ']'.repeat(15_000);
      expect(deep.length).toBeLessThan(100 * 1024);
      const res = await rawPost('/api/auth/login', deep);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ ...ERROR_SHAPE, statusCode: 400, code: 'validation', message: TOO_DEEP });
    });

    it('accepts 32 levels and refuses 33', async () => {
      const nest = (n: number) => '{"a":'.repeat(n - 1) + '{}' + '}'.repeat(n - 1);
      const at32 = await rawPost('/api/auth/login', nest(32));
      expect(at32.body.message).not.toBe(TOO_DEEP);
      const at33 = await rawPost('/api/auth/login', nest(33));
      expect(at33.body.message).toBe(TOO_DEEP);
    });

    it.each(['__proto__', 'constructor', 'prototype'])(
      'refuses a %s key with 400 rather than dropping it',
      async (key) => {
        const res = await rawPost(
          '/api/auth/login',
          `{"tab":"client","username":"amelia","password":"${PASSWORD}","nested":{"${key}":{"admin":true}}}`,
        );
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(FORBIDDEN_KEY);
      },
    );

    it('answers 415 with the error body for a body that is not JSON', async () => {
      const res = await rawPost('/api/auth/login', 'tab=client&username=amelia', 'application/x-www-form-urlencoded');
      expect(res.status).toBe(415);
      expect(res.body).toEqual({
        ...ERROR_SHAPE,
        statusCode: 415,
        code: 'unsupported_media_type',
        message: UNSUPPORTED_MEDIA,
      });
      const text = await rawPost('/api/auth/login', '{"tab":"client"}', 'text/plain');
      expect(text.status).toBe(415);
    });

    it('answers 400 with the error body for broken JSON, and 413 for a body over 100 KB', async () => {
      const broken = await rawPost('/api/auth/login', '{"tab":');
      expect(broken.status).toBe(400);
      expect(broken.body).toMatchObject({ ...ERROR_SHAPE, code: 'validation' });
      const big = await rawPost(
        '/api/auth/login',
        JSON.stringify({ tab: 'client', username: 'x'.repeat(120_000), password: 'p' }),
      );
      expect(big.status).toBe(413);
      expect(big.body).toMatchObject({ ...ERROR_SHAPE, statusCode: 413, code: 'payload_too_large' });
    });

    it('answers 431 with the error body when the headers are too large', async () => {
      await new Promise<void>((resolve) => portal.app.getHttpServer().listen(0, '127.0.0.1', resolve));
      try {
        const { port } = portal.app.getHttpServer().address() as { port: number };
        const res = await fetch(`http://127.0.0.1:${port}/api/session`, { headers: { 'X-Big': 'x'.repeat(20_000) } });
        expect(res.status).toBe(431);
        const body = await res.json();
        expect(body).toEqual({ ...ERROR_SHAPE, statusCode: 431, code: 'headers_too_large' });
        expect(res.headers.get('x-request-id')).toBe(body.requestId);
        expect(res.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      } finally {
        await new Promise((resolve) => portal.app.getHttpServer().close(resolve));
      }
    });

    it('refuses a client id sent as true or as a string where a number is expected', async () => {
      const b = await signedIn(portal.server, 'adviser', 'adviser');
      for (const clientId of [true, '10001', 10001.5]) {
        const res = await b.post('/api/advisers/client-in-context', { clientId });
        expect({ clientId, status: res.status }).toEqual({ clientId, status: 400 });
      }
    });
  });

  describe('headers', () => {
    it('sends Cache-Control: no-store on every API answer, errors included, and a Permissions-Policy', async () => {
      const b = new Browser(portal.server);
      for (const res of [
        await b.get('/api/health'),
        await b.get('/api/auth/csrf'),
        await b.get('/api/session'),
        await b.post('/api/auth/login', { tab: 'client', username: 'nobody', password: 'wrong' }),
        await request(portal.server).post('/api/auth/login'),
      ]) {
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
      }
      expect(PERMISSIONS_POLICY).toMatch(/camera=\(\)/);
      expect(PERMISSIONS_POLICY).toMatch(/microphone=\(\)/);
      expect(PERMISSIONS_POLICY).toMatch(/geolocation=\(\)/);
      const page = await request(portal.server).get('/core/');
      expect(page.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    });
  });
});

/** A source map the web build wrote (npm test builds the web app before the suites run). */
function realSourceMap(): string {
  const assets = join(WEB_DIST, 'assets');
  const map = existsSync(assets) ? readdirSync(assets).find((f) => f.endsWith('.js.map')) : undefined;
  if (!map) throw new Error(`No source map in ${assets}: run npm run build:web first (npm test does).`);
  return map;
}

describe('API docs, source maps and the sandbox outbox in production', () => {
  it('are not served unless API_DOCS=true (SANDBOX_OUTBOX=true for the outbox)', async () => {
    const prod = await startPortal({ production: true, apiDocs: false, sandboxOutbox: false });
    try {
      // The embedded sandbox of a production portal serves no outbox of the codes it sent.
      expect((await fetch(`${prod.sandbox!.origin}/sandbox/outbox`)).status).toBe(404);
      await request(prod.server).get('/api/docs').expect(404);
      await request(prod.server).get('/api/docs-json').expect(404);
      const js = realSourceMap().replace(/\.map$/, '');
      await request(prod.server).get(`/core/assets/${js}.map`).expect(404);
      // However the path is spelled: the static server decodes it before reading the file.
      for (const spelling of ['%2emap', '%2Emap', '.MAP', '%2e%6d%61%70']) {
        await request(prod.server).get(`/core/assets/${js}${spelling}`).expect(404);
      }
      await request(prod.server).get(`/core/assets/${js}`).expect(200);
    } finally {
      await prod.close();
    }
    const withDocs = await startPortal({ production: true, apiDocs: true, sandboxOutbox: true });
    try {
      expect((await fetch(`${withDocs.sandbox!.origin}/sandbox/outbox`)).status).toBe(200);
      await request(withDocs.server).get('/api/docs-json').expect(200);
      await request(withDocs.server).get('/api/docs/').expect(200);
      await request(withDocs.server).get(`/core/assets/${realSourceMap()}`).expect(200);
    } finally {
      await withDocs.close();
    }
  });
});
