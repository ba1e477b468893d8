import { requestUrl } from '../testing/api-fake';

type ApiClient = typeof import('./api-client');

const LOST = 'This feature is not available without a valid session';
const noSession = { statusCode: 401, code: 'no_session', message: LOST, apiMessage: LOST };

/** Every request the client makes (the token fetches too), and a server that answers from a script. */
function fakeServer(answer: (method: string, path: string, n: number) => { status: number; body: unknown }) {
  const calls: Array<{ method: string; path: string; token?: string }> = [];
  let tokens = 0;
  global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = new URL(requestUrl(input), 'http://portal.test').pathname.replace(/^\/api/, '');
    const method = init.method ?? 'GET';
    const headers = (init.headers ?? {}) as Record<string, string>;
    calls.push({ method, path, token: headers['x-csrf-token'] });
    const { status, body } =
      path === '/auth/csrf'
        ? { status: 200, body: { csrfToken: `token-${++tokens}` } }
        : answer(method, path, calls.length);
    const text = JSON.stringify(body);
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: String(status),
      headers: new Headers(),
      text: async () => text,
    } as Response;
  }) as typeof fetch;
  return calls;
}

/** A fresh client (no token remembered), with a lost-session handler that counts. */
function freshClient(): { client: ApiClient; lost: jest.Mock } {
  let client!: ApiClient;
  jest.isolateModules(() => {
    client = jest.requireActual<ApiClient>('./api-client');
  });
  const lost = jest.fn();
  client.onLostSession(lost);
  return { client, lost };
}

describe('api client: a lost session (spec 1 §8)', () => {
  it('a change answered 401 no_session goes to sign-in at once: no retry, and the next change fetches a fresh token', async () => {
    const { client, lost } = freshClient();
    let gone = true;
    const calls = fakeServer(() => (gone ? { status: 401, body: noSession } : { status: 200, body: {} }));

    await expect(client.api.post('/session/heartbeat')).rejects.toMatchObject({ status: 401, code: 'no_session' });
    expect(lost).toHaveBeenCalledTimes(1);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /auth/csrf', 'POST /session/heartbeat']);

    gone = false;
    await client.api.post('/auth/login', { username: 'amelia' }, { silent: true, anonymousOk: true });
    expect(calls.slice(2).map((c) => `${c.method} ${c.path} ${c.token ?? ''}`)).toEqual([
      'GET /auth/csrf ',
      'POST /auth/login token-2',
    ]);
  });

  it('a read answered 401 no_session goes to sign-in and forgets the token', async () => {
    const { client, lost } = freshClient();
    client.rememberCsrfToken('token-of-the-lost-session');
    const calls = fakeServer((method) =>
      method === 'GET' ? { status: 401, body: noSession } : { status: 200, body: {} },
    );
    await expect(client.api.get('/session/timeout')).rejects.toMatchObject({ status: 401 });
    expect(lost).toHaveBeenCalledTimes(1);
    await client.api.post('/notifications/dismiss');
    expect(calls.map((c) => `${c.method} ${c.path} ${c.token ?? ''}`)).toEqual([
      'GET /session/timeout ',
      'GET /auth/csrf ',
      'POST /notifications/dismiss token-1',
    ]);
  });

  it('a sign-in step whose anonymous session was lost is sent once more with a fresh token, without the lost-session redirect', async () => {
    const { client, lost } = freshClient();
    client.rememberCsrfToken('token-of-the-lost-session');
    const calls = fakeServer((_m, _p, n) =>
      n === 1 ? { status: 401, body: noSession } : { status: 200, body: { login: { status: 'LoginSuccess' } } },
    );
    await expect(
      client.api.post('/auth/login', { username: 'amelia' }, { silent: true, anonymousOk: true }),
    ).resolves.toEqual({ login: { status: 'LoginSuccess' } });
    expect(lost).not.toHaveBeenCalled();
    expect(calls.map((c) => `${c.method} ${c.path} ${c.token ?? ''}`)).toEqual([
      'POST /auth/login token-of-the-lost-session',
      'GET /auth/csrf ',
      'POST /auth/login token-1',
    ]);
  });

  it('a sign-in step refused 401 no_session twice gives up after the one retry', async () => {
    const { client } = freshClient();
    const calls = fakeServer(() => ({ status: 401, body: noSession }));
    await expect(client.api.post('/auth/login', {}, { silent: true, anonymousOk: true })).rejects.toMatchObject({
      status: 401,
    });
    expect(calls.filter((c) => c.path === '/auth/login')).toHaveLength(2);
  });
});
