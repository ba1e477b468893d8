import { first } from '../../../../../domain/shared/present';

/** A fetch stand-in for jsdom tests: answers by "METHOD /api/path", records each call's body. */
export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

export type FakeRoute = FakeAnswer | ((body: unknown) => FakeAnswer) | FakeAnswer[];

export interface FakeFetch {
  fetch: jest.Mock;
  /** Bodies posted to a route, in order. */
  bodies(route: string): unknown[];
  calls(): string[];
}

export function installFakeFetch(routes: Record<string, FakeRoute>): FakeFetch {
  const seen: { route: string; body: unknown }[] = [];
  const queues = new Map<string, FakeAnswer[]>();
  const fetch = jest.fn(async (url: string, init: { method?: string; body?: string } = {}) => {
    const route = `${init.method ?? 'GET'} ${url}`;
    const body = init.body ? JSON.parse(init.body) : undefined;
    if (route === 'GET /api/auth/csrf') return reply({ body: { csrfToken: 'test-token' } });
    seen.push({ route, body });
    const handler = routes[route];
    if (handler === undefined)
      return reply({ status: 404, body: { statusCode: 404, code: 'not_found', message: `No fake for ${route}` } });
    if (Array.isArray(handler)) {
      if (!queues.has(route)) queues.set(route, [...handler]);
      const queue = queues.get(route)!;
      return reply(queue.length > 1 ? queue.shift()! : first(queue));
    }
    return reply(typeof handler === 'function' ? handler(body) : handler);
  });
  (globalThis as { fetch?: unknown }).fetch = fetch;
  return {
    fetch,
    bodies: (route) => seen.filter((s) => s.route === route).map((s) => s.body),
    calls: () => seen.map((s) => s.route),
  };
}

function reply({ status = 200, body }: FakeAnswer) {
  const text = body === undefined ? '' : JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, statusText: String(status), text: async () => text };
}

/** An error body as the BFF's exception filter shapes it. */
export function failure(status: number, code: string, message: string): FakeAnswer {
  return { status, body: { statusCode: status, code, message, apiMessage: null } };
}
