import request from 'supertest';
import { JSON_BODY_LIMIT } from '../../bff/common/json-parser.middleware';
import { Browser, sessionCookie, signedIn, startPortal } from '../support/portal-harness';
import {
  ContractDocument,
  DocumentedOperation,
  documentedOperations,
  fetchOpenApiDocument,
  ObservedAnswer,
  resolvedResponse,
  undocumentedAnswers,
} from '../support/openapi-contract';
import { present } from '../../domain/shared/present';

type Portal = Awaited<ReturnType<typeof startPortal>>;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

const WRITES = new Set(['post', 'put', 'patch', 'delete']);
const COMMON_WRITE_STATUSES = ['400', '401', '403', '413', '415', '503'];
/** Comfortably past the JSON body limit (100kb). */
const TOO_LARGE = JSON.stringify({ filler: 'x'.repeat(parseInt(JSON_BODY_LIMIT, 10) * 1024 + 10_000) });

/** A signed-in context that is not the session's (another tab's). */
const ANOTHER_CONTEXT = '999999:999999';

/** A path as sent: each path parameter filled with `value`. */
const filled = (path: string, value = '1') => path.replace(/\{[^}]+\}/g, encodeURIComponent(value));
const isWrite = (o: DocumentedOperation) => WRITES.has(o.method);
const needsSession = (o: DocumentedOperation) => (o.op.security ?? []).some((s) => 'session' in s);

/**
 * Issue 21 item 7: the document says what the API answers. Every operation is sent what a fuzzer would
 * send — signed out, a write without its anti-forgery token, with a session that has ended, from a page
 * showing another context, a body too large, not JSON, not UTF-8, not parseable, and reads with malformed
 * parameters, as a client and as an adviser with no client chosen — and every status that comes back must
 * be documented for it.
 */
describe('OpenAPI: every status an operation answers is documented', () => {
  let portal: Portal;
  let doc: ContractDocument;
  let ops: DocumentedOperation[];
  const answers: ObservedAnswer[] = [];

  beforeAll(async () => {
    portal = await startPortal();
    doc = await fetchOpenApiDocument(portal.server);
    ops = documentedOperations(doc);
  });
  afterAll(() => portal.close());

  function record(o: DocumentedOperation, probe: string, status: number): number {
    answers.push({ method: o.method, path: o.path, status, probe });
    return status;
  }

  /** A write from `agent`, with the token when given, and a body as a content type names it. */
  function write(
    agent: ReturnType<typeof request.agent>,
    o: DocumentedOperation,
    token: string | null,
    body: string | Buffer,
    headers: Record<string, string> = {},
  ) {
    let req = agent[o.method as Method](filled(o.path));
    if (token) req = req.set('X-CSRF-Token', token);
    for (const [name, value] of Object.entries({ 'Content-Type': 'application/json', ...headers }))
      req = req.set(name, value);
    return req.send(body);
  }

  it('documents the common error answers on every operation, each with the error body', () => {
    expect(ops.length).toBeGreaterThan(60);
    const schemas = doc.components.schemas as Record<
      string,
      { required?: string[]; properties?: Record<string, unknown> }
    >;
    for (const o of ops) {
      const statuses = Object.keys(o.op.responses ?? {});
      const expected = [
        ...(isWrite(o) ? COMMON_WRITE_STATUSES : []),
        ...(needsSession(o) ? ['401', '403'] : []),
        '409',
        '503',
      ];
      expect({ at: `${o.method} ${o.path}`, missing: expected.filter((s) => !statuses.includes(s)) }).toEqual({
        at: `${o.method} ${o.path}`,
        missing: [],
      });
      if ((o.op.parameters ?? []).length)
        expect({ at: `${o.method} ${o.path}`, documents400: statuses.includes('400') }).toEqual({
          at: `${o.method} ${o.path}`,
          documents400: true,
        });

      for (const status of statuses.filter((s) => Number(s) >= 400)) {
        const schema = resolvedResponse(doc, o.op, status)?.content?.['application/json']?.schema as
          { $ref?: string; oneOf?: { $ref?: string }[] } | undefined;
        const refs = [schema?.$ref, ...(schema?.oneOf ?? []).map((s) => s.$ref)]
          .filter((r): r is string => !!r)
          .map((r) => r.split('/').pop()!);
        // The error body itself, or one that extends it (message sends name each refused file).
        const errorBody = refs.some(
          (name) =>
            name === 'ErrorBodyDto' ||
            (present(schemas.ErrorBodyDto, 'the ErrorBodyDto schema').required ?? []).every(
              (p) => schemas[name]?.properties?.[p],
            ),
        );
        expect({ at: `${o.method} ${o.path} ${status}`, errorBody }).toEqual({
          at: `${o.method} ${o.path} ${status}`,
          errorBody: true,
        });
      }
      for (const status of ['429', '503'].filter((s) => statuses.includes(s))) {
        expect({
          at: `${o.method} ${o.path} ${status}`,
          retryAfter: !!resolvedResponse(doc, o.op, status)?.headers?.['Retry-After'],
        }).toEqual({
          at: `${o.method} ${o.path} ${status}`,
          retryAfter: true,
        });
      }
    }
  });

  it('gets only documented statuses from every operation, whatever it is sent', async () => {
    // Signed out: no cookie at all; for a write also a token from an anonymous session, and the token of a session that has since ended.
    for (const o of ops) {
      if (!isWrite(o)) {
        record(o, 'signed out', (await request(portal.server).get(filled(o.path))).status);
        continue;
      }
      record(o, 'signed out, no token', (await write(request.agent(portal.server), o, null, '{}')).status);
      const anonymous = new Browser(portal.server);
      record(
        o,
        'anonymous session with its token',
        (await write(anonymous.agent, o, await anonymous.token(), '{}')).status,
      );
      // The cookie of a session that has since ended (the browser kept it): refused as no_session.
      const csrf = await request(portal.server).get('/api/auth/csrf').expect(200);
      const cookie = sessionCookie(csrf)!;
      await request(portal.server)
        .post('/api/auth/logout')
        .set('Cookie', cookie)
        .set('X-CSRF-Token', csrf.body.csrfToken)
        .expect(204);
      record(
        o,
        'session ended',
        (await write(request.agent(portal.server), o, csrf.body.csrfToken, '{}', { Cookie: cookie })).status,
      );
    }

    // Reads as a client and as an adviser with no client chosen: plausible ids, malformed ids, malformed and unknown query parameters.
    const client = await signedIn(portal.server, 'amelia');
    const adviser = await signedIn(portal.server, 'adviser', 'adviser');
    for (const [who, browser] of [
      ['client', client],
      ['adviser', adviser],
    ] as const) {
      for (const o of ops.filter((x) => !isWrite(x))) {
        record(o, `${who}: id 1`, (await browser.get(filled(o.path))).status);
        if (o.path.includes('{'))
          record(o, `${who}: malformed id`, (await browser.get(filled(o.path, 'not-an-id'))).status);
        record(
          o,
          `${who}: another context`,
          (await browser.get(filled(o.path)).set('X-Portal-Context', ANOTHER_CONTEXT)).status,
        );
        record(o, `${who}: unknown parameter`, (await browser.get(`${filled(o.path)}?unexpected=1`)).status);
        for (const p of (o.op.parameters ?? []).filter((x) => x.in === 'query')) {
          for (const value of ['not-valid', '-1', 'x'.repeat(2000)]) {
            record(
              o,
              `${who}: ${p.name}=${value.slice(0, 12)}`,
              (await browser.get(filled(o.path)).query({ [p.name]: value })).status,
            );
          }
        }
      }
    }

    // Writes as a signed-in client: none of these bodies reaches an operation's work (each is refused on the way in).
    for (const o of ops.filter(isWrite)) {
      const token = client.csrf!;
      record(o, 'client, no token', (await write(client.agent, o, null, '{}')).status);
      // Without its token too: refused for the context first, and never reaching the operation if it were not.
      record(
        o,
        'client, another context',
        (await write(client.agent, o, null, '{}', { 'X-Portal-Context': ANOTHER_CONTEXT })).status,
      );
      record(o, 'client, wrong token', (await write(client.agent, o, 'not-the-token', '{}')).status);
      record(
        o,
        'client, another site',
        (await write(client.agent, o, token, '{}', { Origin: 'https://elsewhere.example' })).status,
      );
      record(o, 'client, body too large', (await write(client.agent, o, token, TOO_LARGE)).status);
      record(
        o,
        'client, not JSON',
        (await write(client.agent, o, token, 'plain words', { 'Content-Type': 'text/plain' })).status,
      );
      record(
        o,
        'client, latin-1',
        (
          await write(client.agent, o, token, '{"x":"caf\u00e9"}', {
            'Content-Type': 'application/json; charset=latin1',
          })
        ).status,
      );
      record(
        o,
        'client, unknown encoding',
        (await write(client.agent, o, token, '{}', { 'Content-Encoding': 'x-unknown' })).status,
      );
      record(o, 'client, not parseable', (await write(client.agent, o, token, '{"x":')).status);
    }

    expect(undocumentedAnswers(doc, answers)).toEqual([]);

    // The walk did what it says: every operation refused another context, every write an ended session, a body too large and one not JSON (or not multipart), every signed-in operation a signed-out request.
    const seen = (o: DocumentedOperation, status: number) =>
      answers.some((a) => a.method === o.method && a.path === o.path && a.status === status);
    for (const o of ops) {
      const expected = [...(isWrite(o) ? [401, 403, 413, 415] : []), ...(needsSession(o) ? [401] : []), 409];
      expect({ at: `${o.method} ${o.path}`, unseen: expected.filter((s) => !seen(o, s)) }).toEqual({
        at: `${o.method} ${o.path}`,
        unseen: [],
      });
    }
  }, 180_000);
});
