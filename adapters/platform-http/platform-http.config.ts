/** How the production platform client reaches the platform API (see adapters/PLATFORM-API.md). */
export interface PlatformHttpConfig {
  /** The API base, e.g. 'http://127.0.0.1:3001/resourceful'. */
  baseUrl: string;
  /** Time limit of one HTTP attempt. */
  timeoutMs: number;
  /** Attempts in total for a read (GET); writes are always attempted once. */
  retryAttempts: number;
  /** The delay before retry n is retryDelayMs × n. */
  retryDelayMs: number;
  /**
   * One deadline for all the platform calls of one portal request, retries and pauses included,
   * counted from its first call: an attempt never runs past it and a retry starts only if it fits.
   */
  deadlineMs: number;
  /** Consecutive failures (5xx, timeouts, refused connections) that open the circuit. */
  circuitFailureThreshold: number;
  /** How long an open circuit fails calls at once before one trial call may go. */
  circuitCooldownMs: number;
  /**
   * The platform's application key (PLATFORM_APP_ID), sent as `X-Xplan-App-id` on every call, batches
   * and the origin-root calls included; none is sent without one.
   */
  appId?: string;
}

/** The header that carries the application key (public evidence: cl-xplan-api Documentation/api/Authentication.md). */
export const APP_ID_HEADER = 'X-Xplan-App-id';

/** DI token of the PlatformHttpConfig. */
export const PLATFORM_HTTP_CONFIG = Symbol('PLATFORM_HTTP_CONFIG');
/** Optional DI token: where the platform client's log lines go (Nest's Logger by default). */
export const PLATFORM_TRANSPORT_LOG = Symbol('PLATFORM_TRANSPORT_LOG');

export const DEFAULT_PLATFORM_HTTP_CONFIG: Omit<PlatformHttpConfig, 'baseUrl'> = {
  timeoutMs: 10_000,
  retryAttempts: 3,
  retryDelayMs: 500,
  deadlineMs: 8_000,
  circuitFailureThreshold: 5,
  circuitCooldownMs: 10_000,
};

export type PlatformHttpConfigInput = Partial<PlatformHttpConfig> & { baseUrl: string };

export function withPlatformHttpDefaults(input: PlatformHttpConfigInput): PlatformHttpConfig {
  const defined = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  return { ...DEFAULT_PLATFORM_HTTP_CONFIG, ...defined } as PlatformHttpConfig;
}

/**
 * Reads PLATFORM_URL, PLATFORM_TIMEOUT_MS, PLATFORM_DEADLINE_MS and PLATFORM_APP_ID. Without PLATFORM_URL the fallback base is used (the
 * embedded sandbox's URL); with neither the answer is undefined, meaning "start the sandbox first".
 * Malformed values throw at start-up rather than fail on the first call.
 */
export function platformHttpConfigFromEnv(
  env: Record<string, string | undefined>,
  fallbackBaseUrl?: string,
): PlatformHttpConfig | undefined {
  const baseUrl = env.PLATFORM_URL?.trim() || fallbackBaseUrl;
  if (!baseUrl) return undefined;
  if (!URL.canParse(baseUrl)) throw new Error(`PLATFORM_URL is not a URL: '${baseUrl}'`);
  const timeoutMs = positiveMs(env, 'PLATFORM_TIMEOUT_MS');
  const deadlineMs = positiveMs(env, 'PLATFORM_DEADLINE_MS');
  const appId = env.PLATFORM_APP_ID?.trim() || undefined;
  return withPlatformHttpDefaults({ baseUrl, timeoutMs, deadlineMs, appId });
}

function positiveMs(env: Record<string, string | undefined>, name: string): number | undefined {
  const raw = env[name]?.trim();
  const ms = raw ? Number(raw) : undefined;
  if (ms !== undefined && !(Number.isInteger(ms) && ms > 0)) {
    throw new Error(`${name} must be a positive whole number of milliseconds, not '${raw}'`);
  }
  return ms;
}
