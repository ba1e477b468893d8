import request from 'supertest';
import type { App } from 'supertest/types';
import { createPortalApp, type PortalApp } from '../../bff/app.factory';
import { PASSWORD } from '../support/portal-harness';
import { first } from '../../domain/shared/present';

type Line = Record<string, unknown>;

/**
 * The portal's JSON log lines, read from a destination the test passes in: one line a request with its id, role,
 * route, status and duration; one a platform attempt; and never a password, code, token, cookie or body, even when
 * the request carried them.
 */
describe('structured logs (LOG_FORMAT=json)', () => {
  const written: string[] = [];
  let portal: PortalApp;
  let server: App;
  const lines = (): Line[] => written.map((l) => JSON.parse(l) as Line);
  const requestLine = (requestId: string) => lines().find((l) => l.requestId === requestId && l.route !== undefined);

  beforeAll(async () => {
    portal = await createPortalApp({
      config: {
        sandboxPort: 0,
        platformUrl: undefined,
        sandbox: 'embedded',
        redisUrl: undefined,
        sessionSecret: 'log-test-secret-'.padEnd(40, 'l'),
        logFormat: 'json',
      },
      logDestination: { write: (line: string) => void written.push(line) },
    });
    await portal.app.init();
    server = portal.app.getHttpServer();
  });
  afterAll(() => portal.close());

  it('writes every line as JSON, the start-up lines of Nest included', () => {
    expect(written.length).toBeGreaterThan(0);
    for (const line of written) expect(() => JSON.parse(line)).not.toThrow();
    expect(lines().some((l) => l.context === 'RoutesResolver' || l.context === 'RouterExplorer')).toBe(true);
  });

  it('logs a sign-in with its request id, role, route, status and duration, and its platform calls under the same id; no password, code, token or cookie, though the request carried them', async () => {
    const agent = request.agent(server);
    const csrf = await agent.get('/api/auth/csrf').expect(200);
    const token = csrf.body.csrfToken as string;
    const cookie = first(first(csrf.headers['set-cookie'] as unknown as string[]).split(';'));
    const cookieValue = cookie.slice(cookie.indexOf('=') + 1);

    const res = await agent
      .post('/api/auth/login?code=424242&access_token=query-token-77')
      .set('X-CSRF-Token', token)
      .set('Authorization', 'Bearer header-token-88')
      .send({ tab: 'client', username: 'amelia', password: PASSWORD });
    expect(res.status).toBe(200);
    const requestId = res.headers['x-request-id'] as string;

    expect(requestLine(requestId)).toEqual(
      expect.objectContaining({
        level: 'info',
        requestId,
        method: 'POST',
        route: '/api/auth/login',
        status: 200,
        role: 'client',
        durationMs: expect.any(Number),
        msg: 'POST /api/auth/login 200',
      }),
    );
    const platform = lines().filter((l) => l.requestId === requestId && l.context === 'Platform');
    expect(platform).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        entryPoint: 'auth/login',
        attempt: 1,
        status: 200,
        outcome: 'ok',
        durationMs: expect.any(Number),
      }),
    );

    const all = written.join('\n');
    for (const secret of [
      PASSWORD,
      '424242',
      'query-token-77',
      'header-token-88',
      token,
      cookieValue,
      decodeURIComponent(cookieValue),
    ]) {
      expect({ secret, logged: all.includes(secret) }).toEqual({ secret, logged: false });
    }
    expect(all).not.toMatch(/"(password|cookie|authorization|headers|body)"\s*:/i);
  });

  it('logs a request refused before its route (a session cookie the store does not have) by the route it was for, as anonymous', async () => {
    const res = await request(server)
      .post('/api/auth/logout')
      .set('Cookie', 'portal.sid=s%3Aforged.cookie-value-99')
      .send({ password: 'body-password-66' });
    expect(res.status).toBe(401);
    const line = requestLine(res.headers['x-request-id'] as string);
    expect(line).toEqual(expect.objectContaining({ route: '/api/auth/logout', status: 401, role: 'anonymous' }));
    expect(written.join('\n')).not.toMatch(/cookie-value-99|body-password-66/);
  });

  it("logs a wrong reset code's platform failure with the code's value hidden", async () => {
    const agent = request.agent(server);
    const token = (await agent.get('/api/auth/csrf').expect(200)).body.csrfToken as string;
    const res = await agent
      .post('/api/auth/forgot-password/verify')
      .set('X-CSRF-Token', token)
      .send({ username: 'amelia', resetCode: '918273' });
    expect(res.status).toBe(400);
    const requestId = res.headers['x-request-id'] as string;
    const ofRequest = lines().filter((l) => l.requestId === requestId);
    expect(ofRequest).toContainEqual(
      expect.objectContaining({ context: 'Platform', entryPoint: 'forgotten_password', status: 400 }),
    );
    expect(requestLine(requestId)).toEqual(
      expect.objectContaining({ route: '/api/auth/forgot-password/verify', status: 400, role: 'anonymous' }),
    );
    // The failure's own line keeps the URL it called, the code's value hidden.
    expect(
      ofRequest.some(
        (l) => l.context === 'Platform' && /forgotten_password\?.*reset_code=redacted/.test(String(l.msg)),
      ),
    ).toBe(true);
    expect(written.join('\n')).not.toContain('918273');
  });

  it('names the route pattern, never the ids of the URL', async () => {
    const agent = request.agent(server);
    const token = (await agent.get('/api/auth/csrf').expect(200)).body.csrfToken as string;
    await agent
      .post('/api/auth/login')
      .set('X-CSRF-Token', token)
      .send({ tab: 'client', username: 'amelia', password: PASSWORD })
      .expect(200);
    const res = await agent.get('/api/clients/7654321');
    const line = requestLine(res.headers['x-request-id'] as string);
    expect(line).toEqual(
      expect.objectContaining({ route: '/api/clients/:clientId', role: 'client', status: res.status }),
    );
    expect(written.join('\n')).not.toContain('7654321');
  });
});
