/** A fake of the portal API behind fetch, for component and store tests (jsdom has no fetch). */
export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  /** The request headers (the idempotency key of a send). */
  headers: Record<string, string>;
}

export type ApiReply = { status?: number; body?: unknown };
export type ApiHandler = (call: ApiCall) => ApiReply | Promise<ApiReply> | undefined;

function reply({ status = 200, body }: ApiReply): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, statusText: String(status), text: async () => text } as Response;
}

/** The address a fetch was asked for, whether given as text, a URL or a Request. */
export function requestUrl(input: RequestInfo | URL): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
}

/** Installs the fake; the anti-forgery token is always answered. Returns the calls made, in order. */
export function fakeApi(handler: ApiHandler): ApiCall[] {
  const calls: ApiCall[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(requestUrl(input), 'http://portal.test');
    const call: ApiCall = {
      method: init.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, ''),
      query: url.searchParams,
      // A multipart body is passed as the FormData itself.
      body:
        typeof init.body === 'string' ? JSON.parse(init.body) : init.body instanceof FormData ? init.body : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    if (call.path === '/auth/csrf') return reply({ body: { csrfToken: 'test-token' } });
    calls.push(call);
    const answer = await handler(call);
    return reply(
      answer ?? { status: 404, body: { statusCode: 404, code: 'not_found', message: 'Not found', apiMessage: null } },
    );
  }) as typeof fetch;
  return calls;
}

/** An error body as the BFF shapes it. */
export function errorReply(status: number, code: string, message: string): ApiReply {
  return { status, body: { statusCode: status, code, message, apiMessage: message } };
}
