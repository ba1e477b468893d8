import { Browser, chooseClient, signedIn, startPortal } from '../support/portal-harness';
import { AMELIA, BASE, list, LENA, pending, REQ, req, signatories, type Portal } from '../support/signing-api';

const READS = [
  `${BASE}/requests`,
  `${BASE}/pending`,
  `${BASE}/terms`,
  req(REQ.awaiting, '/signatories'),
  req(REQ.awaiting, '/content'),
];
const ACTS: [string, object][] = [
  [req(REQ.awaiting, '/code'), { termsAccepted: true }],
  [req(REQ.awaiting, '/sign'), { termsAccepted: true, code: '123456' }],
  [req(REQ.awaiting, '/decline'), {}],
];

/** Who may read and act on signature requests (spec 3 §6; the portal's rules of CSRF, roles, client in context and ownership). */
describe('digital signing: access', () => {
  let portal: Portal;
  beforeAll(async () => {
    portal = await startPortal();
  });
  afterAll(() => portal.close());

  const signedAs = (username: string, tab: 'client' | 'adviser' = 'client') => signedIn(portal.server, username, tab);

  it('refuses anyone signed out', async () => {
    const nobody = new Browser(portal.server);
    for (const path of READS) await nobody.get(path).expect(401);
    for (const [path, body] of ACTS) expect((await nobody.post(path, body)).status).toBe(401);
  });

  it('refuses a mutation without the anti-forgery token, and signs nothing', async () => {
    const amelia = await signedAs('amelia');
    for (const [path, body] of ACTS) {
      const res = await amelia.agent.post(path).send(body);
      expect([res.status, res.body.code]).toEqual([403, 'csrf']);
    }
    expect((await list(amelia)).items.find((i) => i.id === REQ.awaiting)!.status).toBe('awaitingSignature');
  });

  it("treats another client's request as not found, for reads and acts alike", async () => {
    const ben = await signedAs('ben');
    for (const path of READS.slice(3)) await ben.get(path).expect(404);
    await ben.get(`${BASE}/terms`).query({ requestId: REQ.awaiting }).expect(404);
    for (const [path, body] of ACTS) expect((await ben.post(path, body)).status).toBe(404);
    const lena = await signedAs('lena');
    await lena.get(req(REQ.partSigned, '/signatories')).expect(404);
    expect((await lena.post(req(99999, '/code'), { termsAccepted: true })).status).toBe(404);
  });

  it.each(['dmitri', 'erin'])('lets %s (Messages level) reach signing, with nothing to sign', async (username) => {
    const b = await signedAs(username);
    expect(await list(b)).toEqual({ enabled: true, items: [], emptyText: 'No messages' });
    expect(await pending(b)).toEqual({ enabled: true, count: 0, items: [] });
    await b.get(req(REQ.awaiting, '/signatories')).expect(404);
  });

  it('refuses an adviser with no client in context', async () => {
    const adviser = await signedAs('adviser', 'adviser');
    for (const path of READS) await adviser.get(path).expect(403);
  });

  it('lets the adviser with amelia in context view her requests, read-only: no right to sign, no phone, every act refused', async () => {
    const adviser = await signedAs('adviser', 'adviser');
    await chooseClient(adviser, AMELIA);
    const items = (await list(adviser)).items;
    expect(items.map((i) => i.id).sort()).toEqual([
      REQ.awaiting,
      REQ.partSigned,
      REQ.signed,
      REQ.declined,
      REQ.pending,
    ]);
    expect(items.every((i) => !i.canSign)).toBe(true);
    const s = await signatories(adviser, REQ.partSigned);
    expect(s.signatories.every((x) => !x.isMe && x.maskedPhone === null)).toBe(true);
    expect(s.step).toBe('selectAction');
    await adviser.get(req(REQ.awaiting, '/content')).expect(200);
    // Nothing waits for the adviser to sign: the same as the attention counts say.
    expect(await pending(adviser)).toMatchObject({ enabled: true, count: null, items: [] });
    expect((await adviser.get('/api/messages/attention').expect(200)).body).toMatchObject({
      toBeSigned: 0,
      signatures: [],
    });
    for (const [path, body] of ACTS) expect((await adviser.post(path, body)).status).toBe(403);
    // lena is another client of the same adviser, but not the one in context.
    await adviser.get(req(REQ.lena, '/signatories')).expect(404);
    await chooseClient(adviser, LENA);
    expect((await list(adviser)).items.map((i) => i.id)).toEqual([REQ.lena]);
  });

  it('refuses adviser2 amelia, and so everything of hers', async () => {
    const other = await signedAs('adviser2', 'adviser');
    expect((await other.post('/api/advisers/client-in-context', { clientId: AMELIA })).status).toBe(403);
    for (const path of READS) await other.get(path).expect(403);
  });

  it('refuses an id that is not a number', async () => {
    const amelia = await signedAs('amelia');
    await amelia.get(`${BASE}/requests/abc/signatories`).expect(400);
  });
});

describe('digital signing: code requests are limited', () => {
  let portal: Portal;
  beforeAll(async () => {
    portal = await startPortal();
  });
  afterAll(() => portal.close());

  it('sends at most 10 signing codes per client in 15 minutes, then answers 429 with Retry-After', async () => {
    const lena = await signedIn(portal.server, 'lena');
    // lena's phone never receives a code, so the counting is the portal's alone.
    for (let i = 0; i < 10; i++)
      expect((await lena.post(req(REQ.lena, '/code'), { termsAccepted: true })).status).toBe(200);
    const refused = await lena.post(req(REQ.lena, '/code'), { termsAccepted: true });
    expect([refused.status, refused.body.code]).toEqual([429, 'throttled']);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(/^Too many codes have been requested\. Please try again in \d+ minutes?\.$/);
    // Another client is counted apart.
    expect(
      (await (await signedIn(portal.server, 'amelia')).post(req(REQ.awaiting, '/code'), { termsAccepted: true }))
        .status,
    ).toBe(200);
  });
});
