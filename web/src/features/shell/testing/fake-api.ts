/** A scripted fetch for the one API client: answers by 'METHOD /api/path', records every call. */
export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

type Answer = { status?: number; body?: unknown } | ((call: FakeCall) => { status?: number; body?: unknown });

export function fakeFetch(answers: Record<string, Answer>) {
  const calls: FakeCall[] = [];
  const fn = jest.fn(async (url: string, init: { method?: string; body?: string } = {}) => {
    const method = init.method ?? 'GET';
    const path = url.replace(/^\/api/, '');
    const call = { method, path, body: init.body ? JSON.parse(init.body) : undefined };
    calls.push(call);
    const key = `${method} ${path}`;
    const found =
      answers[key] ??
      (key === 'GET /auth/csrf' ? { body: { csrfToken: 'token' } } : { status: 404, body: { message: 'Not found' } });
    const answer = typeof found === 'function' ? found(call) : found;
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return { ok: status >= 200 && status < 300, status, statusText: String(status), text: async () => text };
  });
  (globalThis as { fetch?: unknown }).fetch = fn;
  return {
    fn,
    calls,
    apiCalls: () => calls.filter((c) => c.path !== '/auth/csrf').map((c) => `${c.method} ${c.path}`),
  };
}

/** Lets pending promise callbacks (and the fake fetch) run. */
export async function flush(times = 5): Promise<void> {
  for (let i = 0; i < times; i++) await Promise.resolve();
}
