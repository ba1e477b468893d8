import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What the platform calls made for one portal request share: the request id their log lines carry,
 * and one deadline, fixed by the first call of the request, that every later call and retry of the
 * same request must also keep.
 */
export interface PlatformCallScope {
  readonly requestId?: string;
  /** Epoch milliseconds; unset until the request's first platform call. */
  deadline?: number;
}

const scopes = new AsyncLocalStorage<PlatformCallScope>();

/** Runs `fn` (and everything it starts) inside a fresh scope. */
export function runInPlatformCallScope<T>(requestId: string | undefined, fn: () => T): T {
  return scopes.run({ requestId }, fn);
}

/** The scope of the portal request being served; undefined outside one (the CLI, tests). */
export function currentPlatformCallScope(): PlatformCallScope | undefined {
  return scopes.getStore();
}

type Next = (err?: unknown) => void;

/**
 * Express middleware opening a scope per request. Register it late, after the session and body
 * middleware, so that no callback-based middleware stands between it and the handlers.
 */
export function platformCallScopeMiddleware(
  requestIdOf: (res: { locals?: Record<string, unknown> }) => string | undefined,
) {
  return (_req: unknown, res: { locals?: Record<string, unknown> }, next: Next): void => {
    runInPlatformCallScope(requestIdOf(res), () => next());
  };
}
