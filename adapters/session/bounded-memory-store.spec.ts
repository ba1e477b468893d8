import session from 'express-session';
import { BoundedMemoryStore } from './bounded-memory-store';
import { ANONYMOUS_SESSION_MS } from './session-lifetime';
import { SessionSealer } from './session-sealer';
import { markStored } from './stored-sessions';

const sealer = new SessionSealer('memory-store-test-secret-0123456789abcdef');
const get = (store: BoundedMemoryStore, sid: string) =>
  new Promise<unknown>((resolve, reject) =>
    store.get(sid, (e, v) =>
      e ? reject(e instanceof Error ? e : new Error('the store failed', { cause: e })) : resolve(v),
    ),
  );
const anon = (i = 0) => ({ cookie: { path: '/' }, csrfToken: `t${i}` }) as never;

describe('BoundedMemoryStore', () => {
  let clock = 1_000_000;
  const stores: BoundedMemoryStore[] = [];
  const make = (max?: number) => {
    const s = new BoundedMemoryStore(sealer, 12 * 3600_000, max, () => clock);
    stores.push(s);
    return s;
  };
  afterAll(() => stores.forEach((s) => s.close()));

  it('forgets a session once its lifetime has passed', async () => {
    const store = make();
    store.set('a', anon());
    expect(await get(store, 'a')).toMatchObject({ csrfToken: 't0' });
    clock += ANONYMOUS_SESSION_MS + 1;
    expect(await get(store, 'a')).toBeNull();
  });

  it('sweeps expired sessions, so its size falls back', () => {
    const store = make();
    for (let i = 0; i < 100; i++) store.set(`s${i}`, anon(i));
    expect(store.size).toBe(100);
    expect(store.sweep(clock + ANONYMOUS_SESSION_MS + 1)).toBe(100);
    expect(store.size).toBe(0);
  });

  it('never holds more than its bound, dropping the session written longest ago', async () => {
    const store = make(10);
    for (let i = 0; i < 25; i++) store.set(`s${i}`, anon(i));
    expect(store.size).toBe(10);
    expect(await get(store, 's0')).toBeNull();
    expect(await get(store, 's24')).toMatchObject({ csrfToken: 't24' });
  });

  it('does not write back a session that came from the store and was destroyed since', async () => {
    const store = make();
    const sess = anon();
    store.set('gone', sess);
    store.destroy('gone');
    markStored(sess);
    store.set('gone', sess);
    expect(await get(store, 'gone')).toBeNull();
  });

  it('tells a session loaded and left alone from one that changed, without another store call', async () => {
    const store = make();
    store.set('k', {
      cookie: Object.assign(new session.Cookie(), { path: '/', httpOnly: true, sameSite: 'lax' }),
      user: { name: 'amelia' },
      lastSeenAt: 1,
    } as never);
    const data = (await get(store, 'k')) as Record<string, unknown>;
    const sess = store.createSession(
      { sessionStore: store, sessionID: 'k' } as never,
      data as never,
    ) as unknown as Record<string, unknown>;
    expect(store.unchanged(sess)).toBe(true);
    sess.lastSeenAt = 2;
    expect(store.unchanged(sess)).toBe(false);
    // A session the store never had is unchanged only while it holds nothing but its cookie.
    expect(store.unchanged({ cookie: {} })).toBe(true);
    expect(store.unchanged({ cookie: {}, csrfToken: 't' })).toBe(false);
  });

  it('makes room by dropping sessions that are not signed in before any signed-in one', async () => {
    const store = make(10);
    const signedIn = (i: number) =>
      ({ cookie: { path: '/' }, user: { name: `u${i}` }, signedInAt: clock, lastSeenAt: clock }) as never;
    for (let i = 0; i < 5; i++) store.set(`user${i}`, signedIn(i));
    // A flood of anonymous sessions after them, twenty times the bound.
    for (let i = 0; i < 200; i++) store.set(`anon${i}`, anon(i));
    expect(store.size).toBe(10);
    for (let i = 0; i < 5; i++) expect(await get(store, `user${i}`)).toMatchObject({ user: { name: `u${i}` } });
    // Only when nothing else is left does the oldest signed-in session go.
    for (let i = 5; i < 16; i++) store.set(`user${i}`, signedIn(i));
    expect(store.size).toBe(10);
    expect(await get(store, 'user0')).toBeNull();
    expect(await get(store, 'user15')).not.toBeNull();
  });
});
