import { portalConfigFromEnv } from './portal-config';

const PROD = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) };

describe('portalConfigFromEnv', () => {
  it('outside production: API docs, source maps and the sandbox outbox on; plain cookie name', () => {
    const c = portalConfigFromEnv({});
    expect(c).toMatchObject({ apiDocs: true, sandboxOutbox: true, cookieName: 'portal.sid', allowedOrigins: [] });
  });

  it('in production: all off unless asked for, and the __Host- cookie over HTTPS', () => {
    expect(portalConfigFromEnv(PROD)).toMatchObject({ apiDocs: false, sandboxOutbox: false, cookieName: '__Host-portal.sid', cookieSecure: true });
    expect(portalConfigFromEnv({ ...PROD, API_DOCS: 'true', SANDBOX_OUTBOX: 'true' })).toMatchObject({ apiDocs: true, sandboxOutbox: true });
    // Plain HTTP (COOKIE_SECURE=false) cannot carry a __Host- cookie.
    expect(portalConfigFromEnv({ ...PROD, COOKIE_SECURE: 'false' }).cookieName).toBe('portal.sid');
  });

  it('reads PORTAL_ORIGIN as a comma-separated list', () => {
    expect(portalConfigFromEnv({ PORTAL_ORIGIN: 'https://a.example, https://b.example' }).allowedOrigins).toEqual(['https://a.example', 'https://b.example']);
  });

  it("reads the embedded sandbox's platform version and under-advice field, leaving them to the sandbox when unset", () => {
    expect(portalConfigFromEnv({})).toMatchObject({ sandboxPlatformVersion: undefined, sandboxUnderAdvice: undefined });
    expect(portalConfigFromEnv({ SANDBOX_PLATFORM_VERSION: ' 23.5.268 ', SANDBOX_UNDER_ADVICE: 'off' })).toMatchObject({ sandboxPlatformVersion: '23.5.268', sandboxUnderAdvice: false });
    expect(portalConfigFromEnv({ SANDBOX_UNDER_ADVICE: 'on' }).sandboxUnderAdvice).toBe(true);
  });

  it('refuses to start in production without SESSION_SECRET', () => {
    expect(() => portalConfigFromEnv({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
  });
});
