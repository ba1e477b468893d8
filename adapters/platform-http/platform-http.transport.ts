import type { HttpService } from '@nestjs/axios';
import type { AxiosResponse } from 'axios';
import { catchError, defer, firstValueFrom, map, retry, throwError, timeout, timer, type Observable } from 'rxjs';
import type { PlatformCredential } from '../../application/ports/platform.port';
import { PlatformError } from '../../application/ports/platform-error';
import type { PlatformHttpConfig } from './platform-http.config';
import { toPlatformError } from './platform-error.mapping';
import { sessionCookieHeader } from './session-cookie';
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
}

export interface PlatformReply {
  status: number;
  /** The body with typed values unwrapped. */
  data: unknown;
  setCookies: string[];
}

const retryable = (e: PlatformError) => e.code === 'unavailable' || e.code === 'timeout';

/**
 * One HTTP exchange with the platform: a time limit on every attempt, failures mapped to
 * PlatformError, and reads (GET only) retried on 5xx, timeouts and connection failures with a
 * growing delay. Writes are attempted once: the platform may have acted before failing.
 */
export class PlatformHttpTransport {
  constructor(
    private readonly http: HttpService,
    private readonly config: PlatformHttpConfig,
  ) {}

  call(call: PlatformCall): Promise<PlatformReply> {
    const attempt$ = defer(() => this.request(call)).pipe(
      timeout({ first: this.config.timeoutMs }),
      map(toReply),
      catchError((e: unknown) => throwError(() => toPlatformError(e, this.config.timeoutMs))),
    );
    if (call.method !== 'GET') return firstValueFrom(attempt$);
    const { retryAttempts, retryDelayMs } = this.config;
    const retried$ = attempt$.pipe(
      retry({
        count: Math.max(0, retryAttempts - 1),
        delay: (e: PlatformError, n: number) => (retryable(e) ? timer(retryDelayMs * n) : throwError(() => e)),
      }),
    );
    return firstValueFrom(retried$);
  }

  private request(call: PlatformCall): Observable<AxiosResponse<unknown>> {
    const pass = call.passStatuses ?? [];
    return this.http.request<unknown>({
      method: call.method,
      url: call.url,
      data: call.body,
      timeout: this.config.timeoutMs,
      headers: { Accept: 'application/json', ...(call.cred ? { Cookie: sessionCookieHeader(call.cred) } : {}) },
      validateStatus: (s) => (s >= 200 && s < 300) || pass.includes(s),
    });
  }
}

function toReply(res: AxiosResponse<unknown>): PlatformReply {
  const raw: unknown = res.headers['set-cookie'];
  const setCookies = Array.isArray(raw) ? raw.map(String) : typeof raw === 'string' ? [raw] : [];
  return { status: res.status, data: unwrapTyped(res.data), setCookies };
}
