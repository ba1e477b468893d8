import { DEFAULT_SANDBOX_PORT } from '../../application/ports/sandbox-outbox.port';
import { clientReportsScript } from '../../domain/shared/client-reports-script';
import { DEFAULT_FIRM_TIME_ZONE, isTimeZone } from '../../domain/shared/zoned-day';
import * as rules from './env-rules';
import type { EnvKind } from './env-rules';

/** One environment variable the portal reads: its kind and rule, what unset means, and what it is for. */
export interface EnvVariable<T> {
  kind: EnvKind<T>;
  /** What leaving it unset (or empty) means: the default column of docs/configuration.md. */
  unset: string;
  meaning: string;
  /** Its value is never repeated in an error: it is, or may hold, a secret. */
  secret?: boolean;
}

const v = <T>(kind: EnvKind<T>, unset: string, meaning: string, secret = false): EnvVariable<T> => ({
  kind,
  unset,
  meaning,
  secret,
});

export const DEFAULT_PORT = 3000;
export const DEFAULT_PLATFORM_TIMEOUT_MS = 10_000;
export const DEFAULT_PLATFORM_DEADLINE_MS = 8_000;
export const DEFAULT_SHUTDOWN_GRACE_MS = 10_000;
/** SANDBOX's one value: serve the embedded sandbox's demo firm, knowingly. */
export const SANDBOX_EMBEDDED = 'embedded';

const ms = rules.wholeNumber(1);

/**
 * Every environment variable of the portal, its support CLI and the standalone sandbox, in one place
 * (the table of docs/configuration.md): each checks them all at once at start-up, so one error names
 * every bad one.
 */
export const PORTAL_ENV = {
  NODE_ENV: v(
    rules.oneOf('production', 'development', 'test'),
    'development',
    '`production` requires `SESSION_SECRET` and `PLATFORM_URL` (or `SANDBOX=embedded`), `PLATFORM_APP_ID` with `PLATFORM_URL`, makes the cookie `__Host-portal.sid` and Secure, and turns off the API docs and the sandbox outbox',
  ),
  HOST: v(
    rules.hostName,
    'every interface (`::`, and IPv4 too; `0.0.0.0` where there is no IPv6)',
    'the address the portal listens on, e.g. `127.0.0.1` behind a proxy on the same machine; containers need every interface',
  ),
  PORT: v(rules.port, String(DEFAULT_PORT), 'where the portal listens'),
  PLATFORM_URL: v(
    rules.urlWith(['http:', 'https:'], 'an http or https URL, e.g. https://platform.example.com/resourceful'),
    'the embedded sandbox (refused in production unless `SANDBOX=embedded`)',
    'the platform API base, e.g. `https://platform.example.com/resourceful`',
  ),
  SANDBOX: v(
    rules.oneOf(SANDBOX_EMBEDDED),
    'unset',
    "`embedded`: serve the embedded sandbox's demo firm (its passwords are published) even in production; every page then says 'Demo data'. Not with `PLATFORM_URL`",
  ),
  PLATFORM_TIMEOUT_MS: v(ms, String(DEFAULT_PLATFORM_TIMEOUT_MS), 'time limit of one attempt of a platform call'),
  PLATFORM_APP_ID: v(
    rules.headerToken,
    'none sent; required when NODE_ENV=production and `PLATFORM_URL` is set',
    "the platform's application key for this portal, sent as `X-Xplan-App-id` on every platform call (batches included); the embedded sandbox then refuses calls without it",
    true,
  ),
  PLATFORM_DEADLINE_MS: v(
    ms,
    String(DEFAULT_PLATFORM_DEADLINE_MS),
    'one deadline for all the platform calls of one portal request, retries and pauses included; past it the request answers 503',
  ),
  REDIS_URL: v(
    rules.urlWith(['redis:', 'rediss:'], 'a redis:// or rediss:// URL'),
    'in-memory sessions (one process only; a warning says so)',
    'e.g. `redis://127.0.0.1:6379`',
    true,
  ),
  REDIS_KEY_PREFIX: v(
    rules.pattern(
      /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,99}$/,
      'up to 100 letters, digits, dots, underscores, hyphens and colons, the first a letter or digit, e.g. portal-staging:',
    ),
    '`portal:`',
    'the start of every Redis key the portal writes: sessions (`sess:`), throttling counters (`throttle:`), the shared circuit (`circuit:`), send idempotency keys (`idem:`), pending attachments (`pending-attachments:`) and the view-as log (`views:`); the same in every process of one portal, another for anything else sharing the Redis (each test run has its own)',
  ),
  SESSION_SECRET: v(rules.anyText, 'random per start; required in production', 'signs the session cookie', true),
  COOKIE_SECURE: v(
    rules.onOff,
    '`true` in production',
    '`false` to allow the cookie over plain HTTP (local runs only)',
  ),
  TRUST_PROXY: v(rules.onOff, 'off', '`1` behind a TLS-terminating proxy (client address and HTTPS from its headers)'),
  SITE_CONFIG: v(
    rules.existingFile,
    'the bundled demo file',
    'the settings-and-content file (branding, navigation, wording, toggles)',
  ),
  FIRM_TIME_ZONE: v(
    rules.custom('an IANA time zone, e.g. Europe/London or UTC', (t) => (isTimeZone(t) ? t : undefined)),
    DEFAULT_FIRM_TIME_ZONE,
    "the firm's time zone: the portal's 'today' (date presets, hold-back, '1 year', year to date, report dates, overdue signatures) is the day it is there, not in UTC",
  ),
  PORTAL_ORIGIN: v(
    rules.originList,
    'the host each request was sent to',
    'the public origin(s), comma-separated, that mutating requests may come from (behind a proxy that rewrites `Host`)',
  ),
  API_DOCS: v(
    rules.onOff,
    '`true` outside production',
    "`true` serves Swagger UI, the OpenAPI document and the web app's source maps in production too",
  ),
  UPLOAD_DIR: v(
    rules.existingFolder,
    "the system's temporary folder",
    "where uploads are written while they arrive (each request's files in a folder of their own, removed before its answer goes); the embedded sandbox keeps its stored attachments there too",
  ),
  SHUTDOWN_GRACE_MS: v(
    rules.wholeNumber(0),
    String(DEFAULT_SHUTDOWN_GRACE_MS),
    'after SIGTERM, how long accepted requests may run before connections are closed',
  ),
  CLIENT_REPORTS_SCRIPT_URL: v(
    rules.custom('an https URL (http only on localhost or 127.0.0.1)', (t) => (clientReportsScript(t) ? t : undefined)),
    'no widget',
    "the client-reports widget's script; with the `use-client-reports` toggle on it replaces the valuation report page, and its origin alone joins the CSP's `script-src`",
  ),
  LOG_FORMAT: v(
    rules.oneOf('json', 'text'),
    '`json` in production, `text` otherwise',
    "`json`: one JSON object a line (time, level, context, requestId and the line's fields), for a log collector; `text`: the same lines made readable",
  ),
  METRICS_PORT: v(
    rules.port,
    'no metrics endpoint',
    "where the Prometheus metrics endpoint (`GET /metrics`) listens, a port of its own at `HOST`, never the portal's; 0 for any free port",
  ),
  SANDBOX_PORT: v(
    rules.port,
    `${DEFAULT_SANDBOX_PORT} (a free port if taken)`,
    'where the embedded sandbox listens; 0 for any free port',
  ),
  SANDBOX_HOST: v(
    rules.hostName,
    '127.0.0.1',
    'where the standalone sandbox (`node dist/adapters/sandbox-platform/main.js`) listens',
  ),
  SANDBOX_APP_ID: v(
    rules.headerToken,
    'none asked for',
    'the application key the standalone sandbox requires in `X-Xplan-App-id` on every platform call (403 without it); give the portal the same as `PLATFORM_APP_ID`',
    true,
  ),
  SANDBOX_OUTBOX: v(
    rules.onOff,
    '`true` outside production',
    "serve the sandbox's outbox of every code sent and its maintenance switch",
  ),
  SANDBOX_SCALE: v(rules.wholeNumber(1), '1', 'size of the generated demo firm'),
  SANDBOX_SESSION_TIMEOUT_MINUTES: v(
    rules.positiveNumber,
    '20',
    "the sandbox's inactivity timeout (fractions allowed, to try the timeout)",
  ),
  SANDBOX_PLATFORM_VERSION: v(
    rules.pattern(/^\d+(\.\d+)*$/, 'a version such as 23.5.268'),
    '23.6.301',
    'the version the sandbox reports (below 23.5.269: no rapid totals)',
  ),
  SANDBOX_UNDER_ADVICE: v(
    rules.onOff,
    'on',
    "`off`: the sandbox's asset records have no custom field `nbr_under_advice`",
  ),
  SANDBOX_SIGNING_CODE_TTL_SECONDS: v(
    rules.positiveNumber,
    '300',
    "how long the sandbox's digital-signing code stays valid",
  ),
  SANDBOX_REPORT_SECONDS: v(
    rules.nonNegativeNumber,
    '4',
    "how long a sandbox valuation report job answers 'not complete' before it files its PDF",
  ),
  SANDBOX_FAIL_NEXT_ATTACHMENT: v(rules.onOff, 'off', "`true`: the sandbox's first attachment upload fails once"),
  SANDBOX_FAIL_NEXT_REVIEW: v(rules.onOff, 'off', "`true`: the sandbox's first annual review submission fails once"),
  SANDBOX_FAIL_NEXT_REPORT: v(
    rules.onOff,
    'off',
    "`true`: the sandbox's first valuation report job ends with status 500",
  ),
};

export type PortalEnvName = keyof typeof PORTAL_ENV;

/** The checked values: each as its kind reads it, undefined when unset. */
export type PortalEnv = {
  [K in PortalEnvName]: (typeof PORTAL_ENV)[K] extends EnvVariable<infer T> ? T | undefined : never;
};
