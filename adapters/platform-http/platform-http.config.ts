import { DEFAULT_PLATFORM_DEADLINE_MS, DEFAULT_PLATFORM_TIMEOUT_MS } from '../config/env-schema';
import { READ_ATTEMPTS, RETRY_DELAY_MS } from '../../domain/platform/platform-constants';

/** How the production platform client reaches the platform API (see adapters/PLATFORM-API.md). */
export interface PlatformHttpConfig {
  /** The API base, e.g. 'http://127.0.0.1:3001/resourceful'. */
  baseUrl: string;
  /** Time limit of one HTTP attempt. */
  timeoutMs: number;
  /** Attempts in total for a read (GET), READ_ATTEMPTS by default; writes are always attempted once. */
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
  /** The clock the circuit's cool-down is counted on (Date.now; a test moves its own). */
  circuitClock?: () => number;
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
  timeoutMs: DEFAULT_PLATFORM_TIMEOUT_MS,
  retryAttempts: READ_ATTEMPTS,
  retryDelayMs: RETRY_DELAY_MS,
  deadlineMs: DEFAULT_PLATFORM_DEADLINE_MS,
  circuitFailureThreshold: 5,
  circuitCooldownMs: 10_000,
};

export type PlatformHttpConfigInput = Partial<PlatformHttpConfig> & { baseUrl: string };

export function withPlatformHttpDefaults(input: PlatformHttpConfigInput): PlatformHttpConfig {
  const defined = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  return { ...DEFAULT_PLATFORM_HTTP_CONFIG, ...defined } as PlatformHttpConfig;
}
