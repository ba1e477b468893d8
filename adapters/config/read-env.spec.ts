import { join } from 'node:path';
import { PORTAL_ENV, type PortalEnvName } from './env-schema';
import { PortalConfigError, readEnv, readPortalEnv, STANDALONE_SANDBOX } from './read-env';

/** A value that breaks each variable's rule. */
const BAD: Record<PortalEnvName, string> = {
  NODE_ENV: 'prod',
  HOST: 'every interface',
  PORT: '3000x',
  PLATFORM_URL: 'platform.example.com/resourceful',
  SANDBOX: 'yes',
  PLATFORM_TIMEOUT_MS: '10s',
  PLATFORM_APP_ID: 'the app id',
  PLATFORM_DEADLINE_MS: '0',
  REDIS_URL: 'http://user:hunter2@redis.internal:6379',
  REDIS_KEY_PREFIX: 'portal sess*',
  SESSION_SECRET: '',
  COOKIE_SECURE: 'maybe',
  TRUST_PROXY: '2',
  SITE_CONFIG: join(__dirname, 'no-such-settings.json'),
  FIRM_TIME_ZONE: 'London',
  PORTAL_ORIGIN: 'https://a.example, portal',
  API_DOCS: 'sometimes',
  SHUTDOWN_GRACE_MS: '-1',
  UPLOAD_DIR: join(__dirname, 'no-such-folder'),
  CLIENT_REPORTS_SCRIPT_URL: 'http://cdn.example.com/widget.js',
  LOG_FORMAT: 'yaml',
  METRICS_PORT: '65536',
  SANDBOX_PORT: '70000',
  SANDBOX_HOST: 'a host',
  SANDBOX_APP_ID: 'an app\tid',
  SANDBOX_OUTBOX: 'yes please',
  SANDBOX_SCALE: '0',
  SANDBOX_SESSION_TIMEOUT_MINUTES: '0',
  SANDBOX_PLATFORM_VERSION: 'latest',
  SANDBOX_UNDER_ADVICE: 'partly',
  SANDBOX_SIGNING_CODE_TTL_SECONDS: 'five',
  SANDBOX_REPORT_SECONDS: '-4',
  SANDBOX_FAIL_NEXT_ATTACHMENT: 'once',
  SANDBOX_FAIL_NEXT_REVIEW: 'once',
  SANDBOX_FAIL_NEXT_REPORT: 'once',
};

function problemsOf(env: Record<string, string | undefined>): PortalConfigError {
  try {
    readPortalEnv(env);
  } catch (e) {
    if (e instanceof PortalConfigError) return e;
    throw e;
  }
  throw new Error('the configuration was accepted');
}

describe('the configuration schema, checked at start-up', () => {
  it('describes every variable: a rule, what unset means and what it is for', () => {
    for (const [name, variable] of Object.entries(PORTAL_ENV)) {
      expect({ name, rule: !!variable.kind.rule, unset: !!variable.unset, meaning: !!variable.meaning }).toEqual({
        name,
        rule: true,
        unset: true,
        meaning: true,
      });
    }
  });

  it('names every bad variable in one error, never repeating a secret', () => {
    const error = problemsOf(BAD);
    const named = Object.keys(PORTAL_ENV).filter((n) => n !== 'SESSION_SECRET');
    expect(error.problems.map((p) => p.name)).toEqual(named);
    for (const name of named) expect(error.message).toContain(`${name} must be `);
    expect(error.message).toMatch(new RegExp(`^The portal cannot start: ${named.length} configuration problems`));
    expect(error.message).toContain("PORT must be a whole number from 0 to 65535, not '3000x'.");
    expect(error.message).toContain("NODE_ENV must be one of 'production', 'development', 'test', not 'prod'.");
    expect(error.message).toContain('REDIS_URL must be a redis:// or rediss:// URL, not the value given.');
    expect(error.message).not.toContain('hunter2');
    expect(error.message).toContain(
      'PLATFORM_APP_ID must be visible characters without spaces, as the platform issued it, not the value given.',
    );
    expect(error.message).not.toContain('the app id');
  });

  it('names a bad SANDBOX_SCALE and a bad PLATFORM_TIMEOUT_MS together, as readEnv does for the CLI and the standalone sandbox', () => {
    const bad = { SANDBOX_SCALE: 'abc', PLATFORM_TIMEOUT_MS: '10s' };
    const named = [
      "  - PLATFORM_TIMEOUT_MS must be a whole number, 1 or more, not '10s'.",
      "  - SANDBOX_SCALE must be a whole number, 1 or more, not 'abc'.",
    ];
    const error = problemsOf(bad);
    expect(error.problems.map((p) => p.name)).toEqual(['PLATFORM_TIMEOUT_MS', 'SANDBOX_SCALE']);
    expect(error.message).toBe(
      ['The portal cannot start: 2 configuration problems (see "Configuration" in the README).', ...named].join('\n'),
    );
    expect(() => readEnv(bad, STANDALONE_SANDBOX)).toThrow(
      [
        'The sandbox platform cannot start: 2 configuration problems (see "Configuration" in the README).',
        ...named,
      ].join('\n'),
    );
  });

  it('readEnv checks each variable but leaves the rules between them to the portal', () => {
    expect(readEnv({ NODE_ENV: 'production', SANDBOX_SCALE: '4' })).toEqual({
      NODE_ENV: 'production',
      SANDBOX_SCALE: 4,
    });
    expect(() => readPortalEnv({ NODE_ENV: 'production', SANDBOX_SCALE: '4' })).toThrow(/SESSION_SECRET is required/);
  });

  it('names the missing ones of production beside the bad ones', () => {
    const error = problemsOf({ NODE_ENV: 'production', PORT: 'eighty', REDIS_URL: 'redis.internal' });
    expect(error.problems.map((p) => p.name)).toEqual(['PORT', 'REDIS_URL', 'SESSION_SECRET', 'PLATFORM_URL']);
    expect(error.message).toContain('SESSION_SECRET is required when NODE_ENV=production');
    expect(error.message).toContain('PLATFORM_URL is required when NODE_ENV=production');
  });

  it('refuses production without PLATFORM_URL, naming it and the way to serve the demo firm on purpose', () => {
    const error = problemsOf({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40) });
    expect(error.problems).toEqual([
      { name: 'PLATFORM_URL', message: expect.stringContaining('set SANDBOX=embedded') },
    ]);
    expect(error.message).toMatch(/^The portal cannot start: a configuration problem/);
  });

  it('accepts production on the embedded sandbox with SANDBOX=embedded, or on a platform', () => {
    const secret = 's'.repeat(40);
    const demo = readPortalEnv({ NODE_ENV: 'production', SESSION_SECRET: secret, SANDBOX: 'embedded' });
    expect([demo.SANDBOX, demo.PLATFORM_URL]).toEqual(['embedded', undefined]);
    const real = readPortalEnv({
      NODE_ENV: 'production',
      SESSION_SECRET: secret,
      PLATFORM_URL: 'https://p.example/resourceful',
      PLATFORM_APP_ID: 'portal-app-7',
    });
    expect([real.PLATFORM_URL, real.PLATFORM_APP_ID]).toEqual(['https://p.example/resourceful', 'portal-app-7']);
  });

  it('refuses production on a platform without its application key (PLATFORM_APP_ID); elsewhere it is optional', () => {
    const secret = 's'.repeat(40);
    const error = problemsOf({
      NODE_ENV: 'production',
      SESSION_SECRET: secret,
      PLATFORM_URL: 'https://p.example/resourceful',
    });
    expect(error.problems).toEqual([{ name: 'PLATFORM_APP_ID', message: expect.stringContaining('X-Xplan-App-id') }]);
    expect(readPortalEnv({ PLATFORM_URL: 'https://p.example/resourceful' }).PLATFORM_APP_ID).toBeUndefined();
    expect(
      readPortalEnv({ NODE_ENV: 'production', SESSION_SECRET: secret, SANDBOX: 'embedded' }).PLATFORM_APP_ID,
    ).toBeUndefined();
  });

  it("refuses METRICS_PORT on the portal's own PORT; any other port, or 0, will do", () => {
    expect(problemsOf({ METRICS_PORT: '3000' }).problems).toEqual([
      { name: 'METRICS_PORT', message: expect.stringContaining('a port of its own') },
    ]);
    expect(problemsOf({ PORT: '8080', METRICS_PORT: '8080' }).problems.map((p) => p.name)).toEqual(['METRICS_PORT']);
    expect(readPortalEnv({ PORT: '8080', METRICS_PORT: '3000' }).METRICS_PORT).toBe(3000);
    expect(readPortalEnv({ METRICS_PORT: '9464' }).METRICS_PORT).toBe(9464);
    expect(readPortalEnv({ PORT: '0', METRICS_PORT: '0' }).METRICS_PORT).toBe(0);
  });

  it('refuses SANDBOX=embedded beside PLATFORM_URL: one platform, chosen knowingly', () => {
    expect(
      problemsOf({ SANDBOX: 'embedded', PLATFORM_URL: 'https://p.example/resourceful' }).problems.map((p) => p.name),
    ).toEqual(['SANDBOX']);
  });

  it('reads good values by kind, and empty ones as unset', () => {
    const env = readPortalEnv({
      HOST: '::1',
      PORT: '8080',
      COOKIE_SECURE: 'off',
      TRUST_PROXY: '1',
      PORTAL_ORIGIN: 'https://a.example/, https://b.example:8443',
      SANDBOX_SESSION_TIMEOUT_MINUTES: '0.5',
      REDIS_URL: ' ',
      REDIS_KEY_PREFIX: 'portal-staging:',
      SITE_CONFIG: __filename,
    });
    expect(env.REDIS_URL).toBeUndefined();
    expect(env).toMatchObject({
      HOST: '::1',
      PORT: 8080,
      COOKIE_SECURE: false,
      TRUST_PROXY: true,
      PORTAL_ORIGIN: ['https://a.example', 'https://b.example:8443'],
      SANDBOX_SESSION_TIMEOUT_MINUTES: 0.5,
      REDIS_KEY_PREFIX: 'portal-staging:',
      SITE_CONFIG: __filename,
    });
  });
});
