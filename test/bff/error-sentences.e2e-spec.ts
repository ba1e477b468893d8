import request from 'supertest';
import { isSentence, PORTAL_ERROR_SENTENCES, readsAsWords } from '../../application/errors/error-sentences';
import { ERROR_CODES, type ErrorCode } from '../../bff/common/error-codes';
import { startSandboxPlatform, RunningSandbox } from '../../adapters/sandbox-platform/sandbox-server';
import { FaultProxy } from '../support/fault-proxy';
import { Browser, signedIn, startPortal } from '../support/portal-harness';
import { itemAt } from '../../domain/shared/present';

/**
 * Error messages a user can see are words, never a code: the platform's failures (a 404 with no
 * words of its own) and the portal's own refusals, over HTTP. bff/common/error-codes.spec.ts walks
 * every code of the table; this walks the ones a request can reach here.
 */
describe('error messages over HTTP', () => {
  let sandbox: RunningSandbox;
  let proxy: FaultProxy;
  let portal: Awaited<ReturnType<typeof startPortal>>;
  let amelia: Browser;
  let ameliaId: number;

  beforeAll(async () => {
    sandbox = await startSandboxPlatform({ port: 0 });
    proxy = new FaultProxy(sandbox.origin);
    const origin = await proxy.start();
    portal = await startPortal({ platformUrl: `${origin}/resourceful` });
    amelia = await signedIn(portal.server, 'amelia');
    ameliaId = (await amelia.get('/api/session').expect(200)).body.user.entityId;
  });
  afterAll(async () => {
    await portal.close();
    await proxy.close();
    await sandbox.close();
  });
  afterEach(() => {
    proxy.rules = [];
  });

  function expectWords(body: { code: ErrorCode; message: string }) {
    expect(ERROR_CODES).toHaveProperty(body.code);
    expect(readsAsWords(body.message)).toBe(true);
    expect(Object.keys(ERROR_CODES)).not.toContain(body.message);
  }

  it("answers a platform 404 with no words as a sentence, not 'not_found'", async () => {
    proxy.rules = [{ match: /^GET .*\/entity\/client-v4\//, status: 404 }];
    const res = await amelia.get(`/api/clients/${ameliaId}`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'not_found', message: PORTAL_ERROR_SENTENCES.not_found });
    expect(isSentence(res.body.message)).toBe(true);
  });

  it('answers a platform 403 and 400 with no words as sentences', async () => {
    proxy.rules = [{ match: /^GET .*\/entity\/client-v4\//, status: 403 }];
    const forbidden = await amelia.get(`/api/clients/${ameliaId}`);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toMatchObject({ code: 'forbidden', message: PORTAL_ERROR_SENTENCES.forbidden });
    proxy.rules = [{ match: /^GET .*\/entity\/client-v4\//, status: 400 }];
    const refused = await amelia.get(`/api/clients/${ameliaId}`);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'validation', message: PORTAL_ERROR_SENTENCES.validation });
  });

  it("answers every refusal a request can reach here in words, each code one of the table's", async () => {
    const anon = () => request(portal.server);
    const seen = new Map<string, string>();
    const answers = [
      await anon().get('/api/nothing-here'),
      await anon().get('/api/session'),
      await anon().post('/api/session/heartbeat').send({}),
      await amelia.agent.post('/api/session/heartbeat').set('Origin', 'https://elsewhere.example').send({}),
      await amelia.agent
        .post('/api/session/heartbeat')
        .set('X-CSRF-Token', amelia.csrf!)
        .set('Content-Type', 'text/plain')
        .send('hello'),
      await amelia.agent
        .post('/api/session/heartbeat')
        .set('X-CSRF-Token', amelia.csrf!)
        .set('Content-Type', 'application/json')
        .send('{ not json'),
      await amelia.agent
        .post('/api/session/heartbeat')
        .set('X-CSRF-Token', amelia.csrf!)
        .set('Content-Type', 'application/json')
        .send(JSON.stringify({ text: 'x'.repeat(200_000) })),
      await amelia.get('/api/signing/requests/not-a-number/signatories'),
      await amelia.get('/api/advisers/clients'),
    ];
    for (const res of answers) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expectWords(res.body);
      seen.set(res.body.code, res.body.message);
    }
    expect([...seen.keys()].sort()).toEqual([
      'cross_origin',
      'csrf',
      'forbidden',
      'no_session',
      'not_found',
      'payload_too_large',
      'unsupported_media_type',
      'validation',
    ]);
    expect(seen.get('not_found')).toBe(ERROR_CODES.not_found.sentence);
    // A path parameter that is not a number: the pipe's words stay in errors, the message is a sentence.
    expect(itemAt(answers, 7).body).toMatchObject({
      code: 'validation',
      message: ERROR_CODES.validation.sentence,
      errors: ['Validation failed (numeric string is expected)'],
    });
  });
});
