import { assertPlatformChosen, portalConfigFromEnv, servesDemoData } from './portal-config';

const PROD = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'x'.repeat(40),
  PLATFORM_URL: 'https://platform.example.com/resourceful',
  PLATFORM_APP_ID: 'portal-app-1',
};

describe('portalConfigFromEnv', () => {
  it("reads the firm's time zone, Europe/London when unset, and refuses an unknown one", () => {
    expect(portalConfigFromEnv({}).firmTimeZone).toBe('Europe/London');
    expect(portalConfigFromEnv({ FIRM_TIME_ZONE: 'UTC' }).firmTimeZone).toBe('UTC');
    expect(() => portalConfigFromEnv({ FIRM_TIME_ZONE: 'Europe/Atlantis' })).toThrow(/FIRM_TIME_ZONE/);
  });

  it('outside production: API docs, source maps and the sandbox outbox on; plain cookie name', () => {
    const c = portalConfigFromEnv({});
    expect(c).toMatchObject({ apiDocs: true, sandboxOutbox: true, cookieName: 'portal.sid', allowedOrigins: [] });
  });

  it('in production: all off unless asked for, and the __Host- cookie over HTTPS', () => {
    expect(portalConfigFromEnv(PROD)).toMatchObject({
      apiDocs: false,
      sandboxOutbox: false,
      cookieName: '__Host-portal.sid',
      cookieSecure: true,
    });
    expect(portalConfigFromEnv({ ...PROD, API_DOCS: 'true', SANDBOX_OUTBOX: 'true' })).toMatchObject({
      apiDocs: true,
      sandboxOutbox: true,
    });
    // Plain HTTP (COOKIE_SECURE=false) cannot carry a __Host- cookie.
    expect(portalConfigFromEnv({ ...PROD, COOKIE_SECURE: 'false' }).cookieName).toBe('portal.sid');
  });

  it('logs JSON lines in production and readable lines elsewhere, unless LOG_FORMAT says; no metrics endpoint unless METRICS_PORT is set', () => {
    expect(portalConfigFromEnv(PROD)).toMatchObject({ logFormat: 'json', metricsPort: undefined });
    expect(portalConfigFromEnv({})).toMatchObject({ logFormat: 'text', metricsPort: undefined });
    expect(portalConfigFromEnv({ LOG_FORMAT: 'json', METRICS_PORT: '9464' })).toMatchObject({
      logFormat: 'json',
      metricsPort: 9464,
    });
    expect(portalConfigFromEnv({ ...PROD, LOG_FORMAT: 'text' }).logFormat).toBe('text');
    expect(() => portalConfigFromEnv({ LOG_FORMAT: 'pretty' })).toThrow(/LOG_FORMAT must be one of 'json', 'text'/);
  });

  it('reads PORTAL_ORIGIN as a comma-separated list', () => {
    expect(portalConfigFromEnv({ PORTAL_ORIGIN: 'https://a.example, https://b.example' }).allowedOrigins).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });

  it("reads the embedded sandbox's platform version and under-advice field, leaving them to the sandbox when unset", () => {
    expect(portalConfigFromEnv({})).toMatchObject({ sandboxPlatformVersion: undefined, sandboxUnderAdvice: undefined });
    expect(portalConfigFromEnv({ SANDBOX_PLATFORM_VERSION: ' 23.5.268 ', SANDBOX_UNDER_ADVICE: 'off' })).toMatchObject({
      sandboxPlatformVersion: '23.5.268',
      sandboxUnderAdvice: false,
    });
    expect(portalConfigFromEnv({ SANDBOX_UNDER_ADVICE: 'on' }).sandboxUnderAdvice).toBe(true);
  });

  it('refuses to start in production without SESSION_SECRET', () => {
    expect(() => portalConfigFromEnv({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
  });

  it('reads HOST as the listening address, unset meaning every interface', () => {
    expect(portalConfigFromEnv({}).host).toBeUndefined();
    expect(portalConfigFromEnv({ HOST: ' 127.0.0.1 ' }).host).toBe('127.0.0.1');
    expect(portalConfigFromEnv({ HOST: '::' }).host).toBe('::');
  });

  it("serves the embedded sandbox's demo firm in production only with SANDBOX=embedded, and then says so", () => {
    const { PLATFORM_URL, ...noPlatform } = PROD;
    expect(() => portalConfigFromEnv(noPlatform)).toThrow(
      /PLATFORM_URL is required when NODE_ENV=production.*SANDBOX=embedded/s,
    );
    const demo = portalConfigFromEnv({ ...noPlatform, SANDBOX: 'embedded' });
    expect(demo).toMatchObject({ sandbox: 'embedded', platformUrl: undefined, production: true });
    expect(servesDemoData(demo)).toBe(true);
    expect(servesDemoData(portalConfigFromEnv({ ...PROD, PLATFORM_URL }))).toBe(false);
    // Outside production the sandbox needs no opt-in, and its data is still demo data.
    expect(servesDemoData(portalConfigFromEnv({}))).toBe(true);
  });

  it('refuses a final configuration (options included) that would serve the demo firm in production unasked', () => {
    expect(() => assertPlatformChosen({ production: true, platformUrl: undefined })).toThrow(/PLATFORM_URL/);
    expect(() => assertPlatformChosen({ production: true, platformUrl: undefined, sandbox: 'embedded' })).not.toThrow();
    expect(() => assertPlatformChosen({ production: false, platformUrl: 'http://p/r', sandbox: 'embedded' })).toThrow(
      /both set/,
    );
  });

  it('reads PLATFORM_APP_ID, and refuses production on a platform without it', () => {
    expect(portalConfigFromEnv(PROD).platformAppId).toBe('portal-app-1');
    expect(portalConfigFromEnv({}).platformAppId).toBeUndefined();
    const { PLATFORM_APP_ID, ...noAppId } = PROD;
    expect(() => portalConfigFromEnv(noAppId)).toThrow(/PLATFORM_APP_ID is required/);
    expect(() => assertPlatformChosen({ production: true, platformUrl: 'http://p/r' })).toThrow(/PLATFORM_APP_ID/);
    expect(() =>
      assertPlatformChosen({ production: true, platformUrl: 'http://p/r', platformAppId: PLATFORM_APP_ID }),
    ).not.toThrow();
    expect(() => assertPlatformChosen({ production: false, platformUrl: 'http://p/r' })).not.toThrow();
  });

  it('passes the sandbox switches for failure paths and timings on to the embedded sandbox', () => {
    expect(
      portalConfigFromEnv({
        SANDBOX_SIGNING_CODE_TTL_SECONDS: '1',
        SANDBOX_REPORT_SECONDS: '0',
        SANDBOX_FAIL_NEXT_REVIEW: 'on',
      }).sandboxTrials,
    ).toEqual({
      signingCodeTtlSeconds: 1,
      reportSeconds: 0,
      failNextAttachment: undefined,
      failNextReview: true,
      failNextReport: undefined,
    });
  });
});
