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
}

/** DI token of the PlatformHttpConfig. */
export const PLATFORM_HTTP_CONFIG = Symbol('PLATFORM_HTTP_CONFIG');

export const DEFAULT_PLATFORM_HTTP_CONFIG: Omit<PlatformHttpConfig, 'baseUrl'> = {
  timeoutMs: 10_000,
  retryAttempts: 3,
  retryDelayMs: 500,
};

export type PlatformHttpConfigInput = Partial<PlatformHttpConfig> & { baseUrl: string };

export function withPlatformHttpDefaults(input: PlatformHttpConfigInput): PlatformHttpConfig {
  const defined = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  return { ...DEFAULT_PLATFORM_HTTP_CONFIG, ...defined } as PlatformHttpConfig;
}

/**
 * Reads PLATFORM_URL and PLATFORM_TIMEOUT_MS. Without PLATFORM_URL the fallback base is used (the
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
  const rawTimeout = env.PLATFORM_TIMEOUT_MS?.trim();
  const timeoutMs = rawTimeout ? Number(rawTimeout) : undefined;
  if (timeoutMs !== undefined && !(Number.isInteger(timeoutMs) && timeoutMs > 0)) {
    throw new Error(`PLATFORM_TIMEOUT_MS must be a positive whole number of milliseconds, not '${rawTimeout}'`);
  }
  return withPlatformHttpDefaults({ baseUrl, timeoutMs });
}
