import { randomBytes } from 'node:crypto';
import { DEFAULT_SANDBOX_PORT } from '../../application/ports/sandbox-outbox.port';
import {
  DEFAULT_PLATFORM_DEADLINE_MS,
  DEFAULT_PLATFORM_TIMEOUT_MS,
  DEFAULT_PORT,
  DEFAULT_SHUTDOWN_GRACE_MS,
  SANDBOX_EMBEDDED,
} from '../../adapters/config/env-schema';
import { platformChoiceProblems, PortalConfigError, readPortalEnv } from '../../adapters/config/read-env';
import { DEFAULT_FIRM_TIME_ZONE } from '../../domain/shared/zoned-day';

/** Run-time configuration from the environment (ARCHITECTURE.md "Run-time configuration"; every variable in adapters/config/env-schema.ts). */
export interface PortalConfig {
  /** HOST: the address to listen on; unset means every interface, as Node listens by default. */
  host?: string;
  port: number;
  /** Platform API base; unset means the embedded sandbox platform. */
  platformUrl: string | undefined;
  /** SANDBOX=embedded: the embedded sandbox's demo firm is served on purpose (required for it in production). */
  sandbox?: typeof SANDBOX_EMBEDDED;
  platformTimeoutMs: number;
  /** One deadline for all the platform calls of one portal request, retries included. */
  platformDeadlineMs: number;
  /**
   * PLATFORM_APP_ID: the platform's application key, sent as X-Xplan-App-id on every platform call
   * (required in production on a platform); the embedded sandbox is given it and refuses calls without it.
   */
  platformAppId?: string;
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
  /** The embedded sandbox's switches for trying failure paths and timings; unset ones are left to the sandbox. */
  sandboxTrials?: SandboxTrials;
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
  /** UPLOAD_DIR: where uploads are written while they arrive; the system's temporary folder when unset. */
  uploadDir?: string;
  /** REDIS_KEY_PREFIX: the start of every Redis key the portal writes; unset means 'portal:' (tests give each run its own). */
  redisKeyPrefix?: string;
  /** FIRM_TIME_ZONE: the zone whose day is the portal's 'today'; Europe/London when unset. */
  firmTimeZone?: string;
  /** The clock 'today' is read from, milliseconds since the epoch; unset means the system's (tests fix an instant). */
  now?: () => number;
  /** LOG_FORMAT: JSON lines (production's default) or readable lines (otherwise). */
  logFormat?: 'json' | 'text';
  /** METRICS_PORT: where the Prometheus endpoint listens (0: any free port); unset means none. */
  metricsPort?: number;
}

/** SANDBOX_SIGNING_CODE_TTL_SECONDS, SANDBOX_REPORT_SECONDS and SANDBOX_FAIL_NEXT_ATTACHMENT, _REVIEW and _REPORT. */
export interface SandboxTrials {
  signingCodeTtlSeconds?: number;
  reportSeconds?: number;
  failNextAttachment?: boolean;
  failNextReview?: boolean;
  failNextReport?: boolean;
}

export { DEFAULT_PORT, PortalConfigError };
export const ABSOLUTE_SESSION_HOURS = 12;

/**
 * The configuration from the environment, every variable checked against PORTAL_ENV at once: a
 * PortalConfigError names each one that is bad or missing (main.ts prints it and exits 1).
 */
export function portalConfigFromEnv(env: NodeJS.ProcessEnv = process.env): PortalConfig {
  const e = readPortalEnv(env);
  const production = e.NODE_ENV === 'production';
  const cookieSecure = e.COOKIE_SECURE ?? production;
  return {
    host: e.HOST,
    port: e.PORT ?? DEFAULT_PORT,
    platformUrl: e.PLATFORM_URL,
    sandbox: e.SANDBOX,
    platformTimeoutMs: e.PLATFORM_TIMEOUT_MS ?? DEFAULT_PLATFORM_TIMEOUT_MS,
    platformDeadlineMs: e.PLATFORM_DEADLINE_MS ?? DEFAULT_PLATFORM_DEADLINE_MS,
    platformAppId: e.PLATFORM_APP_ID,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    sessionSecret: e.SESSION_SECRET || randomBytes(32).toString('hex'),
    production,
    cookieSecure,
    siteConfigPath: e.SITE_CONFIG,
    sandboxPort: e.SANDBOX_PORT ?? DEFAULT_SANDBOX_PORT,
    sandboxScale: e.SANDBOX_SCALE ?? 1,
    sandboxOutbox: e.SANDBOX_OUTBOX ?? !production,
    sandboxSessionTimeoutMinutes: e.SANDBOX_SESSION_TIMEOUT_MINUTES,
    sandboxPlatformVersion: e.SANDBOX_PLATFORM_VERSION,
    sandboxUnderAdvice: e.SANDBOX_UNDER_ADVICE,
    sandboxTrials: {
      signingCodeTtlSeconds: e.SANDBOX_SIGNING_CODE_TTL_SECONDS,
      reportSeconds: e.SANDBOX_REPORT_SECONDS,
      failNextAttachment: e.SANDBOX_FAIL_NEXT_ATTACHMENT,
      failNextReview: e.SANDBOX_FAIL_NEXT_REVIEW,
      failNextReport: e.SANDBOX_FAIL_NEXT_REPORT,
    },
    absoluteSessionMs: ABSOLUTE_SESSION_HOURS * 3600_000,
    cookieName: sessionCookieName(production, cookieSecure),
    trustProxy: e.TRUST_PROXY ?? false,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS ?? DEFAULT_SHUTDOWN_GRACE_MS,
    apiDocs: e.API_DOCS ?? !production,
    allowedOrigins: e.PORTAL_ORIGIN ?? [],
    clientReportsScriptUrl: e.CLIENT_REPORTS_SCRIPT_URL,
    uploadDir: e.UPLOAD_DIR,
    firmTimeZone: e.FIRM_TIME_ZONE ?? DEFAULT_FIRM_TIME_ZONE,
    logFormat: e.LOG_FORMAT ?? (production ? 'json' : 'text'),
    metricsPort: e.METRICS_PORT,
  };
}

/** The embedded sandbox serves when no platform is named: its demo firm's passwords are published. */
export function servesDemoData(config: Pick<PortalConfig, 'platformUrl'>): boolean {
  return !config.platformUrl;
}

/** Refuses a final configuration (environment and options together) whose platform was not chosen knowingly. */
export function assertPlatformChosen(
  config: Pick<PortalConfig, 'production' | 'platformUrl' | 'sandbox' | 'platformAppId'>,
): void {
  const problems = platformChoiceProblems({
    production: config.production,
    platformUrl: !!config.platformUrl,
    sandboxEmbedded: config.sandbox === SANDBOX_EMBEDDED,
    appId: !!config.platformAppId?.trim(),
  });
  if (problems.length) throw new PortalConfigError(problems);
}

/**
 * In production over HTTPS the cookie carries the __Host- prefix: the browser then insists on
 * Secure, Path=/ and no Domain, so no sibling host can plant or widen it.
 */
export function sessionCookieName(production: boolean, secure: boolean): string {
  return production && secure ? '__Host-portal.sid' : 'portal.sid';
}
