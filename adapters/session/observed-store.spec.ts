import session from 'express-session';
import { BoundedMemoryStore } from './bounded-memory-store';
import { observeSessionStore, type SessionStoreOperation } from './observed-store';
import { SessionSealer } from './session-sealer';

const sealer = new SessionSealer('observed-store-test-secret-0123456789abcdef');
const anon = () => ({ cookie: { path: '/' }, csrfToken: 't' }) as never;

function heard() {
  const calls: { operation: SessionStoreOperation; durationMs: number; failed: boolean }[] = [];
  return {
    calls,
    observe: (operation: SessionStoreOperation, durationMs: number, failed: boolean) =>
      calls.push({ operation, durationMs, failed }),
  };
}

/** A store whose every call fails as Redis would when it is away; or, for `gone`, says the session ended. */
class FailingStore extends session.Store {
  constructor(private readonly error: Error) {
    super();
  }
  get(_sid: string, cb: (err: unknown, sess?: session.SessionData | null) => void): void {
    setImmediate(() => cb(this.error));
  }
  set(_sid: string, _sess: session.SessionData, cb?: (err?: unknown) => void): void {
    setImmediate(() => cb?.(this.error));
  }
  destroy(_sid: string, cb?: (err?: unknown) => void): void {
    cb?.();
  }
}

describe('observeSessionStore', () => {
  it('tells each call as its callback runs, with or without a callback given, and the answers are unchanged', async () => {
    const store = new BoundedMemoryStore(sealer, 12 * 3600_000);
    const { calls, observe } = heard();
    observeSessionStore(store, observe);

    store.set('a', anon());
    const got = await new Promise((resolve) => store.get('a', (_e, s) => resolve(s)));
    store.destroy('a', undefined);
    store.close();

    expect(got).toMatchObject({ csrfToken: 't' });
    expect(calls.map((c) => [c.operation, c.failed])).toEqual([
      ['set', false],
      ['get', false],
      ['destroy', false],
    ]);
    expect(calls.every((c) => c.durationMs >= 0)).toBe(true);
  });

  it('counts a store error as a failure, but not a session that ended while its request ran', async () => {
    const down = new FailingStore(new Error('Connection is closed.'));
    const gone = new FailingStore(Object.assign(new Error('gone'), { sessionGone: true }));
    const { calls, observe } = heard();
    observeSessionStore(down, observe);
    observeSessionStore(gone, observe);

    const error = await new Promise((resolve) => down.get('x', (e) => resolve(e)));
    await new Promise((resolve) => gone.set('x', anon(), resolve));

    expect(error).toMatchObject({ message: 'Connection is closed.' });
    expect(calls.map((c) => [c.operation, c.failed])).toEqual([
      ['get', true],
      ['set', false],
    ]);
  });
});
