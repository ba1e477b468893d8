import { randomBytes } from 'node:crypto';
import { DEFAULT_SHUTDOWN_GRACE_MS } from '../lifecycle/graceful-shutdown';
import { DEFAULT_SANDBOX_PORT } from '../../application/ports/sandbox-outbox.port';

/** Run-time configuration from the environment (ARCHITECTURE.md "Run-time configuration"). */
export interface PortalConfig {
  port: number;
  /** Platform API base; unset means the embedded sandbox platform. */
  platformUrl: string | undefined;
  platformTimeoutMs: number;
  /** One deadline for all the platform calls of one portal request, retries included. */
  platformDeadlineMs: number;
  /** Unset means the in-memory session store (one process only). */
  redisUrl: string | undefined;
  sessionSecret: string;
  production: boolean;
  /** Secure cookies (HTTPS only): on in production unless COOKIE_SECURE=false (plain-HTTP local runs). */
  cookieSecure: boolean;
  /** Settings-and-content file; unset means the bundled demo file. */
  siteConfigPath: string | undefined;
  /** Where the embedded sandbox listens, so the support CLI can reach it (0 = any free port). */
  sandboxPort: number;
  sandboxScale: number;
  /** The embedded sandbox's outbox and maintenance switch: on outside production, or SANDBOX_OUTBOX=true. */
  sandboxOutbox: boolean;
  /** Login profile 1 of the embedded sandbox, in minutes (fractions allowed, for trying the timeout). */
  sandboxSessionTimeoutMinutes: number | undefined;
  /** SANDBOX_PLATFORM_VERSION: the version the embedded sandbox reports (rapid totals from 23.5.269); unset means its default. */
  sandboxPlatformVersion?: string;
  /** SANDBOX_UNDER_ADVICE=off: the embedded sandbox's asset entities lack the custom field nbr_under_advice; unset means it has it. */
  sandboxUnderAdvice?: boolean;
  /** Hard limit on a signed-in session, whatever the activity. */
  absoluteSessionMs: number;
  cookieName: string;
  trustProxy: boolean;
  /** SHUTDOWN_GRACE_MS: how long accepted requests may run on after SIGTERM before connections are closed. */
  shutdownGraceMs: number;
  /** Swagger UI, the OpenAPI document and the web app's source maps: on outside production, or API_DOCS=true. */
  apiDocs: boolean;
  /** PORTAL_ORIGIN: the public origin(s) mutating requests may come from; unset means the request's own host. */
  allowedOrigins: string[];
  /**
   * CLIENT_REPORTS_SCRIPT_URL: the client-reports widget's script (spec 3 §2), shown instead of the
   * valuation report page when the use-client-reports toggle is on. Its origin, and only it, joins the
   * Content-Security-Policy's script-src. Unset (the default) means no widget and no extra origin.
   */
  clientReportsScriptUrl?: string;
  /** Prefix of the throttling counters' Redis keys; unset means 'portal:throttle' (tests give each run its own). */
  throttleKeyPrefix?: string;
}

export const DEFAULT_PORT = 3000;
export const ABSOLUTE_SESSION_HOURS = 12;

export function portalConfigFromEnv(env: NodeJS.ProcessEnv = process.env): PortalConfig {
  const production = env.NODE_ENV === 'production';
  const secret = env.SESSION_SECRET?.trim();
  if (production && !secret) {
    throw new Error('SESSION_SECRET is required when NODE_ENV=production (a long random string shared by every portal process).');
  }
  return {
    port: intOr(env.PORT, DEFAULT_PORT),
    platformUrl: env.PLATFORM_URL?.trim() || undefined,
    platformTimeoutMs: intOr(env.PLATFORM_TIMEOUT_MS, 10_000),
    platformDeadlineMs: intOr(env.PLATFORM_DEADLINE_MS, 8_000) || 8_000,
    redisUrl: env.REDIS_URL?.trim() || undefined,
    sessionSecret: secret || randomBytes(32).toString('hex'),
    production,
    cookieSecure: env.COOKIE_SECURE ? env.COOKIE_SECURE !== 'false' : production,
    siteConfigPath: env.SITE_CONFIG?.trim() || undefined,
    sandboxPort: intOr(env.SANDBOX_PORT, DEFAULT_SANDBOX_PORT),
    sandboxScale: Math.max(1, intOr(env.SANDBOX_SCALE, 1)),
    sandboxOutbox: env.SANDBOX_OUTBOX ? env.SANDBOX_OUTBOX === 'true' : !production,
    sandboxSessionTimeoutMinutes: env.SANDBOX_SESSION_TIMEOUT_MINUTES ? Number(env.SANDBOX_SESSION_TIMEOUT_MINUTES) : undefined,
    sandboxPlatformVersion: env.SANDBOX_PLATFORM_VERSION?.trim() || undefined,
    sandboxUnderAdvice: env.SANDBOX_UNDER_ADVICE ? !['off', 'false', '0'].includes(env.SANDBOX_UNDER_ADVICE.trim().toLowerCase()) : undefined,
    absoluteSessionMs: ABSOLUTE_SESSION_HOURS * 3600_000,
    cookieName: sessionCookieName(production, env.COOKIE_SECURE ? env.COOKIE_SECURE !== 'false' : production),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    shutdownGraceMs: intOr(env.SHUTDOWN_GRACE_MS, DEFAULT_SHUTDOWN_GRACE_MS),
    apiDocs: env.API_DOCS ? env.API_DOCS === 'true' : !production,
    allowedOrigins: (env.PORTAL_ORIGIN ?? '').split(',').map((o) => o.trim()).filter(Boolean),
    clientReportsScriptUrl: env.CLIENT_REPORTS_SCRIPT_URL?.trim() || undefined,
  };
}

/**
 * In production over HTTPS the cookie carries the __Host- prefix: the browser then insists on
 * Secure, Path=/ and no Domain, so no sibling host can plant or widen it.
 */
export function sessionCookieName(production: boolean, secure: boolean): string {
  return production && secure ? '__Host-portal.sid' : 'portal.sid';
}

function intOr(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? NaN : Number(value);
  return Number.isInteger(n) && n >= 0 ? n : fallback;
}
