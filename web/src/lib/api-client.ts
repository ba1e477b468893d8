import { AJAX_ERROR_0, errorToastFor } from '../../../domain/errors/error-toast';
import { isSignedInContext, PORTAL_CONTEXT_HEADER } from '../../../domain/session/portal-context';
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
  /**
   * The answer is good for whatever context the session has: it signs in or out, chooses or leaves a
   * client, or reads the session itself. It says no context and is never dropped.
   */
  anyContext?: boolean;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

let csrfToken: string | null = null;
let lostSessionHandler: (() => void) | null = null;

/**
 * The context (portal-context key) the page shows, from the session it holds; null while signed out.
 * Each change starts a new generation: an answer to a request sent in an earlier one is dropped.
 */
let shownContext: string | null = null;
let generation = 0;
let contextChangeHandler: ((answeredFor: string) => void) | null = null;

/** The page now shows this context (a sign-in, a client chosen or left, sign-out: null). */
export function showContext(key: string | null): void {
  if (key === shownContext) return;
  shownContext = key;
  generation += 1;
}

/** The context the page shows, for a request that cannot send the header (an event stream). */
export function shownContextKey(): string | null {
  return shownContext;
}

/** Called when an answer was made for another signed-in context than the page shows (another tab changed it). */
export function onContextChange(handler: (answeredFor: string) => void): void {
  contextChangeHandler = handler;
}

/**
 * An answer the page must not see: made for a context it has left, or for one it never showed. The
 * caller's promise never settles, so nothing of it (data, error, toast) reaches any page or store.
 */
function dropped<T>(): Promise<T> {
  return new Promise<T>(() => undefined);
}

/** The answer is for another context than the page shows: drop it, and have the page reload its session. */
function answeredForAnother(res: Response, options: RequestOptions): boolean {
  if (options.anyContext || !shownContext) return false;
  const answeredFor = res.headers?.get?.(PORTAL_CONTEXT_HEADER) ?? null;
  // Signed out elsewhere: the usual lost-session handling (401) applies.
  if (!isSignedInContext(answeredFor) || answeredFor === shownContext) return false;
  generation += 1;
  contextChangeHandler?.(answeredFor);
  return true;
}

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
  const { csrfToken: token } = await send<{ csrfToken: string }>('GET', '/auth/csrf', undefined, {
    silent: true,
    anonymousOk: true,
    anyContext: true,
  });
  csrfToken = token;
  return token;
}

/** The generation and the context a request was sent in (a retry keeps its request's). */
interface SentIn {
  generation: number;
  context: string | null;
}

async function send<T>(
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions,
  retried = false,
  sent: SentIn = { generation, context: shownContext },
): Promise<T> {
  const form = body instanceof FormData;
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  // A multipart body sets its own content type (with the boundary).
  if (body !== undefined && !form) headers['content-type'] = 'application/json';
  // The context the page shows: the server refuses the request when the session has another.
  if (sent.context && !options.anyContext) headers[PORTAL_CONTEXT_HEADER] = sent.context;
  // Sent for a context the page has since left. What is asked while nothing is shown (signed out: the
  // site's settings, a sign-in step) holds nobody's data and is kept.
  const stale = () => !options.anyContext && sent.context !== null && sent.generation !== generation;
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
    if (stale()) return dropped();
    if ((e as Error).name === 'AbortError') throw e;
    throw report(new ApiError(0, 'network', AJAX_ERROR_0, AJAX_ERROR_0), options);
  }

  // Before anything is read or reported (a 401 of a session since replaced is no lost session).
  if (stale() || answeredForAnother(res, options)) return dropped();
  const text = await res.text();
  if (stale()) return dropped();
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
    return send<T>(method, path, body, options, true, sent);
  }
  if (res.status === 401 && err?.code === 'no_session') {
    // The session is gone (signed out, timed out, lost in a restart), and its token with it.
    csrfToken = null;
    // A step that needs no session (a sign-in form) only needs a fresh token: it is tried once more.
    // Any other request goes to sign-in with the lost-session marker at once (report, below).
    if (method !== 'GET' && options.anonymousOk && !retried) return send<T>(method, path, body, options, true, sent);
  }
  throw report(
    new ApiError(
      res.status,
      err?.code ?? 'error',
      err?.message ?? res.statusText,
      err?.apiMessage ?? null,
      err?.errors ?? [],
      data,
    ),
    options,
  );
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
