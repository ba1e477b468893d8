import type session from 'express-session';

/** Told of every session-store call as it ends: its operation, how long it took, and whether the store failed. */
export type SessionStoreObserver = (operation: SessionStoreOperation, durationMs: number, failed: boolean) => void;

export type SessionStoreOperation = 'get' | 'set' | 'destroy' | 'touch' | 'regenerate';

const OPERATIONS: readonly SessionStoreOperation[] = ['get', 'set', 'destroy', 'touch', 'regenerate'];

/**
 * Has the store tell `observe` of each call of express-session's (get, set, destroy, touch, regenerate) when its
 * callback runs, for the portal's metrics. The store is the same object, its methods wrapped in place, so whoever
 * holds it (express-session, support tools) sees the calls measured. A session that ended while its request ran
 * (`sessionGone`) is not a store failure.
 */
export function observeSessionStore(store: session.Store, observe: SessionStoreObserver): void {
  const methods = store as unknown as Record<string, unknown>;
  for (const operation of OPERATIONS) {
    const original = methods[operation];
    if (typeof original !== 'function') continue;
    methods[operation] = function observed(this: unknown, ...args: unknown[]) {
      const started = performance.now();
      while (args.length && args[args.length - 1] === undefined) args.pop();
      const last = args.length - 1;
      const callback =
        typeof args[last] === 'function' ? (args[last] as (err?: unknown, ...rest: unknown[]) => void) : undefined;
      const told = (err: unknown) =>
        observe(operation, performance.now() - started, !!err && !(err as { sessionGone?: boolean }).sessionGone);
      if (callback) {
        args[last] = (err?: unknown, ...rest: unknown[]) => {
          told(err);
          callback(err, ...rest);
        };
        return (original as (...a: unknown[]) => unknown).apply(this, args);
      }
      // set, destroy and touch may be called without a callback: the observer hears of them all the same.
      args.push((err?: unknown) => told(err));
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    };
  }
}
