import { errorToastFor } from '../../../domain/errors/error-toast';
import { pushErrorToast } from './toast.store';

/** An error answer of the portal API (ErrorBodyDto), or a network failure (status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly apiMessage: string | null,
    readonly errors: string[] = [],
    /** The whole error body, for callers that read more of it (e.g. a refusal's per-file problems). */
    readonly body: unknown = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  /** The caller shows the error itself (forms, sign-in steps): no global toast. */
  silent?: boolean;
  /** A 401 is an expected answer (the session check): no lost-session redirect. */
  anonymousOk?: boolean;
  signal?: AbortSignal;
  /** Extra request headers (an idempotency key). */
  headers?: Record<string, string>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

let csrfToken: string | null = null;
let lostSessionHandler: (() => void) | null = null;

/** Where the app goes when the server says the session is gone (spec 1 §8). */
export function onLostSession(handler: () => void): void {
  lostSessionHandler = handler;
}

/** The anti-forgery token arrives with sign-in and session answers; remember the newest. */
export function rememberCsrfToken(token: string | null | undefined): void {
  if (token) csrfToken = token;
}

async function ensureCsrfToken(): Promise<string> {
  if (csrfToken) return csrfToken;
  const { csrfToken: token } = await send<{ csrfToken: string }>('GET', '/auth/csrf', undefined, { silent: true, anonymousOk: true });
  csrfToken = token;
  return token;
}

async function send<T>(method: Method, path: string, body: unknown, options: RequestOptions, retried = false): Promise<T> {
  const form = body instanceof FormData;
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  // A multipart body sets its own content type (with the boundary).
  if (body !== undefined && !form) headers['content-type'] = 'application/json';
  if (method !== 'GET') headers['x-csrf-token'] = await ensureCsrfToken();

  let res: Response;
  try {
    res = await fetch(`/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    throw report(new ApiError(0, 'network', 'ajax error 0', 'ajax error 0'), options);
  }

  const text = await res.text();
  const data = text ? safeJson(text) : undefined;
  if (res.ok) {
    const token = (data as { csrfToken?: string } | undefined)?.csrfToken;
    rememberCsrfToken(token);
    return data as T;
  }

  const err = data as { code?: string; message?: string; apiMessage?: string | null; errors?: string[] } | undefined;
  if (res.status === 403 && err?.code === 'csrf' && !retried) {
    // The session changed under us (a new sign-in elsewhere, a restart): fetch a fresh token once.
    csrfToken = null;
    return send<T>(method, path, body, options, true);
  }
  if (res.status === 401 && err?.code === 'no_session') {
    // The session is gone (signed out, timed out, lost in a restart), and its token with it.
    csrfToken = null;
    // A step that needs no session (a sign-in form) only needs a fresh token: it is tried once more.
    // Any other request goes to sign-in with the lost-session marker at once (report, below).
    if (method !== 'GET' && options.anonymousOk && !retried) return send<T>(method, path, body, options, true);
  }
  throw report(new ApiError(res.status, err?.code ?? 'error', err?.message ?? res.statusText, err?.apiMessage ?? null, err?.errors ?? [], data), options);
}

/** The global error handling of spec 1 §8: a toast, or the lost-session redirect. */
function report(error: ApiError, options: RequestOptions): ApiError {
  const decision = errorToastFor({ status: error.status, apiMessage: error.apiMessage ?? error.message });
  if (decision.kind === 'lostSession') {
    if (!options.anonymousOk) lostSessionHandler?.();
    return error;
  }
  if (!options.silent) pushErrorToast(decision.title, decision.message);
  return error;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}

/** The one client of the portal API: same-origin cookie, anti-forgery token on every change. */
export const api = {
  get: <T>(path: string, options: RequestOptions = {}) => send<T>('GET', path, undefined, options),
  post: <T>(path: string, body: unknown = {}, options: RequestOptions = {}) => send<T>('POST', path, body, options),
  put: <T>(path: string, body: unknown = {}, options: RequestOptions = {}) => send<T>('PUT', path, body, options),
  /** A multipart request (files), streamed by the browser as it reads them. */
  postForm: <T>(path: string, body: FormData, options: RequestOptions = {}) => send<T>('POST', path, body, options),
  patch: <T>(path: string, body: unknown = {}, options: RequestOptions = {}) => send<T>('PATCH', path, body, options),
  delete: <T>(path: string, options: RequestOptions = {}) => send<T>('DELETE', path, undefined, options),
};
