import type { HttpService } from '@nestjs/axios';
import { Logger } from '@nestjs/common';
import { AxiosError, isAxiosError, type AxiosResponse } from 'axios';
import {
  catchError,
  defer,
  firstValueFrom,
  map,
  mergeMap,
  retry,
  throwError,
  timeout,
  timer,
  type Observable,
} from 'rxjs';
import type { PlatformCredential } from '../../application/ports/platform-credential';
import { PlatformError } from '../../application/ports/platform-error';
import { CircuitBreaker, type CircuitChangeSource, type CircuitState, type CircuitTicket } from './circuit-breaker';
import { entryPointOf, urlForLog } from './entry-point';
import { currentPlatformCallScope } from './platform-call-scope';
import { APP_ID_HEADER, type PlatformHttpConfig } from './platform-http.config';
import { toPlatformError, withheldMark } from './platform-error.mapping';
import { sessionCookieHeader } from './session-cookie';
import { SharedCircuit, type SharedCircuitStore } from './shared-circuit';
import { unwrapTyped } from './typed-values';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface PlatformCall {
  method: HttpMethod;
  /** Absolute URL, query included. */
  url: string;
  body?: unknown;
  cred?: PlatformCredential;
  /** Non-2xx statuses handed back as replies instead of errors (the sign-in steps come as 403). */
  passStatuses?: readonly number[];
  /** A tighter limit for this call alone (health checks), within the request's deadline. */
  timeLimitMs?: number;
  /** Attempts for a read, when fewer than the configured retryAttempts (1: no retry). */
  attempts?: number;
  /** Extra request headers (a multipart body's Content-Type and Content-Length). */
  headers?: Record<string, string>;
  /**
   * 'json' (the default): the body parsed, typed values unwrapped. 'text': the body as a string.
   * 'stream': the body as a Readable, not read (a file download); a failure's body is read for its error.
   */
  responseType?: 'json' | 'text' | 'stream';
  /**
   * A streamed request body (an upload): sent without following redirects, so nothing holds the
   * whole body in memory to replay it.
   */
  streamedBody?: boolean;
  /**
   * A sign-in call that carries the username and password (auth/*): its 401 says they are wrong
   * (invalid_credentials). Any other call's 401 says the platform session has gone (no_session).
   */
  signIn?: boolean;
  /** What logs and metrics call it, when its URL holds a name the platform chose (a file's): see entryPointOf. */
  entryPoint?: string;
}

export interface PlatformReply {
  status: number;
  /** The body with typed values unwrapped. */
  data: unknown;
  setCookies: string[];
  /** Response headers, lower-cased names (content-type, content-length, content-disposition). */
  headers: Record<string, string>;
}

/** The circuit is open: the platform is not called at all. Never retried. */
export class PlatformCircuitOpenError extends PlatformError {
  constructor() {
    super('unavailable', 0, 'The platform is not available (too many recent failures)');
  }
}

/** A retry that would have less than this left before the deadline is not started. */
const MIN_ATTEMPT_MS = 100;

/** Statuses that say the platform (or the gateway before it) is down, rather than that it answered with a fault. */
const OUTAGE_STATUSES: readonly number[] = [502, 503, 504];

/**
 * What says the platform is down, and so counts towards opening the circuit: no answer at all
 * (refused or reset connection, status 0), a timeout, or 502/503/504. A plain 500 is an answer: the
 * platform is up, one of its calls failed, and other calls (other lists, other clients) may still work.
 */
export const isOutage = (e: PlatformError) =>
  e.code === 'timeout' || (e.code === 'unavailable' && (e.status === 0 || OUTAGE_STATUSES.includes(e.status)));
/** Reads are retried on any 5xx, a timeout or no answer: a 500 may be passing. */
const retryable = (e: PlatformError) =>
  (e.code === 'unavailable' || e.code === 'timeout') && !(e instanceof PlatformCircuitOpenError);

/**
 * One HTTP exchange with the platform (or one not made: the circuit was open, the deadline had passed), for
 * structured logs and metrics. Never the URL's query, a body or a header.
 */
export interface PlatformAttempt {
  /** The portal request it served, if any. */
  requestId?: string;
  method: HttpMethod;
  /** See entryPointOf: `entity/client-v3/{id}`, `batch`. */
  entryPoint: string;
  /** 1 for the first attempt, 2 for the first retry… */
  attempt: number;
  /** The platform's HTTP status; 0 when it did not answer or was not called. */
  status: number;
  /** `ok` (an answer the call takes), a PlatformError code, `circuit_open` or `deadline` (not called). */
  outcome: string;
  /** Until the answer's headers (a download's body streams on after). */
  durationMs: number;
}

/** Where log lines go; Nest's Logger unless a test listens. */
export interface TransportLog {
  warn(message: string): void;
  log(message: string): void;
  /** Every attempt, as it ends (the portal logs and measures them). */
  attempt?(attempt: PlatformAttempt): void;
  /** The circuit changed state (the portal counts openings). */
  circuit?(state: CircuitState): void;
}

/**
 * One HTTP exchange with the platform: failures mapped to PlatformError, and reads (GET only)
 * retried on 5xx, timeouts and connection failures with a growing delay. Writes are attempted once:
 * the platform may have acted before failing.
 *
 * Every attempt keeps within the deadline of the portal request it serves (PlatformCallScope), so a
 * hung platform holds a request for deadlineMs at most, and passes through the circuit breaker, so
 * once the platform has been down repeatedly (no answer, timeouts, 502/503/504; not a 500, which is an
 * answer) later requests fail at once until a trial call succeeds. Given the portal's Redis, the
 * circuit is shared with every process calling the same platform (SharedCircuit): their failures
 * count together, and it opens and closes for all of them at once.
 * Failures are logged with the request id and the full URL and platform text, which never leave
 * the portal: the PlatformError carries the platform's texts scrubbed of URLs, hosts and paths.
 */
export class PlatformHttpTransport {
  private readonly breaker: CircuitBreaker;
  private readonly shared?: SharedCircuit;
  private readonly internalHosts: string[];
  /** The entry points already logged as missing (a 404 taken as "not on this platform version"). */
  private readonly missing = new Set<string>();

  constructor(
    private readonly http: HttpService,
    private readonly config: PlatformHttpConfig,
    private readonly logger: TransportLog = new Logger('Platform'),
    /** The portal's Redis (and its circuit key prefix): the circuit is shared with the other processes calling this platform. */
    sharedState?: SharedCircuitStore,
  ) {
    this.breaker = new CircuitBreaker({
      failureThreshold: config.circuitFailureThreshold,
      cooldownMs: config.circuitCooldownMs,
      now: config.circuitClock,
      onChange: (state, source) => {
        this.logger.warn(circuitChange(state, source, config.circuitCooldownMs));
        this.logger.circuit?.(state);
      },
    });
    if (sharedState) {
      this.shared = new SharedCircuit(sharedState.redis, this.breaker, {
        keyPrefix: sharedState.keyPrefix,
        platform: config.baseUrl,
        failureThreshold: config.circuitFailureThreshold,
        cooldownMs: config.circuitCooldownMs,
        onTrouble: (message) => this.logger.warn(message),
      });
    }
    const base = new URL(config.baseUrl);
    this.internalHosts = [base.host, base.hostname];
  }

  get circuitState() {
    return this.breaker.state;
  }

  /**
   * A 404 taken as "this entry point is not on this platform's version" (public evidence: a 404 may mean
   * that, and there is no way to ask for an entry point's version), where the spec gives a fallback: the
   * entry point and the fallback taken are logged once for the life of the process, not on every call.
   */
  noteMissingEntryPoint(entryPoint: string, fallback: string): void {
    if (this.missing.has(entryPoint)) return;
    this.missing.add(entryPoint);
    this.logger.warn(`Entry point ${entryPoint} answered 404 (not on this platform version?): ${fallback}. Said once.`);
  }

  /** Nest calls this as the portal closes: the shared circuit stops listening. */
  onModuleDestroy(): void {
    this.shared?.close();
  }

  call(call: PlatformCall): Promise<PlatformReply> {
    const deadline = this.deadlineFor(call);
    let n = 0;
    const attempt$ = defer(() => this.attempt(call, deadline, ++n));
    const attempts =
      call.method === 'GET' ? Math.min(call.attempts ?? this.config.retryAttempts, this.config.retryAttempts) : 1;
    if (attempts <= 1) return firstValueFrom(attempt$);
    const { retryDelayMs } = this.config;
    const retried$ = attempt$.pipe(
      retry({
        count: attempts - 1,
        delay: (e: PlatformError, n: number) =>
          retryable(e) && Date.now() + retryDelayMs * n + MIN_ATTEMPT_MS <= deadline
            ? timer(retryDelayMs * n)
            : throwError(() => e),
      }),
    );
    return firstValueFrom(retried$);
  }

  /** The request's deadline, fixed by its first platform call; a call outside a request has its own. */
  private deadlineFor(call: PlatformCall): number {
    const now = Date.now();
    const scope = currentPlatformCallScope();
    if (scope && scope.deadline === undefined) scope.deadline = now + this.config.deadlineMs;
    const deadline = scope?.deadline ?? now + this.config.deadlineMs;
    return call.timeLimitMs === undefined ? deadline : Math.min(deadline, now + call.timeLimitMs);
  }

  private attempt(call: PlatformCall, deadline: number, n: number): Observable<PlatformReply> {
    const started = performance.now();
    const ended = (status: number, outcome: string) =>
      this.logger.attempt?.({
        requestId: currentPlatformCallScope()?.requestId,
        method: call.method,
        entryPoint: call.entryPoint ?? entryPointOf(call.url, this.config.baseUrl),
        attempt: n,
        status,
        outcome,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
      });
    const limitMs = Math.min(this.config.timeoutMs, deadline - Date.now());
    if (limitMs <= 0) {
      const late = new PlatformError(
        'timeout',
        0,
        'The platform did not answer within the time allowed for this request',
      );
      this.report(call, late, late.apiMessage);
      ended(0, 'deadline');
      return throwError(() => late);
    }
    const ticket = this.breaker.acquire();
    if (!ticket) {
      ended(0, 'circuit_open');
      return throwError(() => new PlatformCircuitOpenError());
    }
    return this.request(call, limitMs).pipe(
      timeout({ first: limitMs }),
      mergeMap((res) =>
        call.responseType === 'stream' && (res.status < 200 || res.status >= 300) ? streamFailure(res) : [res],
      ),
      map((res) => {
        ticket.success();
        ended(res.status, 'ok');
        return toReply(res, call.responseType ?? 'json');
      }),
      catchError((e: unknown) => {
        const error = this.failed(call, e, limitMs, ticket);
        ended(error.status, error.code);
        return throwError(() => error);
      }),
    );
  }

  private failed(call: PlatformCall, e: unknown, limitMs: number, ticket: CircuitTicket): PlatformError {
    const error = toPlatformError(e, limitMs, this.internalHosts, { signIn: call.signIn });
    if (isOutage(error)) ticket.failure();
    else ticket.success(); // the platform answered, if only with a refusal or a 500
    this.report(call, error, rawText(e) ?? error.apiMessage, withheldMark(e));
    return error;
  }

  /**
   * The log line that ties the request id to what the platform was asked and what it said. A text withheld
   * from the user as internal-looking is said so, with why, and logged as a warning.
   */
  private report(
    call: PlatformCall,
    error: PlatformError,
    platformText: string | null,
    withheld: string | null = null,
  ): void {
    const requestId = currentPlatformCallScope()?.requestId ?? '-';
    const said = `${platformText ? ` '${platformText}'` : ''}${withheld ? ` (withheld from the user: ${withheld})` : ''}`;
    const line = `request ${requestId}: ${call.method} ${urlForLog(call.url)} failed: ${error.status || 'no answer'} ${error.code}${said}`;
    if (withheld || isOutage(error) || error.code === 'unavailable' || error.code === 'unknown') this.logger.warn(line);
    else this.logger.log(line);
  }

  private request(call: PlatformCall, limitMs: number): Observable<AxiosResponse<unknown>> {
    const pass = call.passStatuses ?? [];
    const stream = call.responseType === 'stream';
    return this.http.request<unknown>({
      method: call.method,
      url: call.url,
      data: call.body,
      timeout: limitMs,
      headers: {
        Accept: call.responseType && call.responseType !== 'json' ? '*/*' : 'application/json',
        ...(this.config.appId ? { [APP_ID_HEADER]: this.config.appId } : {}),
        ...(call.cred ? { Cookie: sessionCookieHeader(call.cred) } : {}),
        ...(call.headers ?? {}),
      },
      // A failed download's body is read below for the platform's error.
      validateStatus: (s) => stream || (s >= 200 && s < 300) || pass.includes(s),
      ...(call.responseType ? { responseType: call.responseType } : {}),
      ...(call.streamedBody ? { maxRedirects: 0, maxBodyLength: Infinity } : {}),
      ...(stream ? { maxContentLength: Infinity } : {}),
    });
  }
}

/** The log line of a change of the circuit. */
function circuitChange(state: CircuitState, source: CircuitChangeSource, cooldownMs: number): string {
  const shared = source === 'shared' ? ' (the circuit shared by the portal processes calling this platform)' : '';
  if (state === 'closed') return `Circuit closed${shared}: a ${shared ? 'trial ' : ''}call to the platform succeeded`;
  if (state === 'half-open') return `Circuit half-open${shared}: the next platform call is a trial`;
  return `Circuit opened after repeated failures${shared}: platform calls fail at once for ${shared ? 'up to ' : ''}${cooldownMs} ms, then one trial call goes`;
}

/** The platform's own words (or the transport's), before scrubbing: for the log only. */
function rawText(e: unknown): string | null {
  if (!isAxiosError(e)) return e instanceof Error ? e.message : null;
  const data: unknown = e.response?.data;
  if (data === undefined || data === null || data === '') return e.message;
  const text = typeof data === 'string' ? data : JSON.stringify(data);
  return text.length > 500 ? `${text.slice(0, 500)}…` : text;
}

function toReply(res: AxiosResponse<unknown>, responseType: 'json' | 'text' | 'stream'): PlatformReply {
  const raw: unknown = res.headers['set-cookie'];
  const setCookies = Array.isArray(raw) ? raw.map(String) : typeof raw === 'string' ? [raw] : [];
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers ?? {}))
    if (typeof value === 'string' || typeof value === 'number') headers[name.toLowerCase()] = String(value);
  return { status: res.status, data: responseType === 'json' ? unwrapTyped(res.data) : res.data, setCookies, headers };
}

/** A download that failed: its (small) error body is read and the failure raised as axios would have. */
async function streamFailure(res: AxiosResponse<unknown>): Promise<never> {
  const chunks: Buffer[] = [];
  for await (const chunk of res.data as AsyncIterable<Buffer>) chunks.push(Buffer.from(chunk));
  const text = Buffer.concat(chunks).toString('utf8');
  let data: unknown = text;
  // A 500's body is never parsed: it may not be JSON (public evidence).
  if (res.status !== 500) {
    try {
      data = JSON.parse(text);
    } catch {
      // not JSON: the text itself
    }
  }
  throw new AxiosError(
    `Request failed with status code ${res.status}`,
    AxiosError.ERR_BAD_RESPONSE,
    res.config,
    res.request,
    { ...res, data },
  );
}
