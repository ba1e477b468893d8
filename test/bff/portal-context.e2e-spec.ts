import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CONTEXT_CHANGED_MESSAGE } from '../../domain/session/portal-context';
import { WEB_DIST } from '../../bff/web/core-static';
import { Browser, chooseClient, signedIn, startPortal } from '../support/portal-harness';

type Portal = Awaited<ReturnType<typeof startPortal>>;

const AMELIA = 10001;
const BEN = 10002;
const HEADER = 'x-portal-context';

/**
 * Every API answer names the context it was made for (who is signed in, and whose data it is), and a
 * page that says it shows another context than the session's is refused before anything runs: two
 * tabs of one browser share the session, so a tab left on one client must not read or change another.
 */
describe('the portal context of every answer', () => {
  let portal: Portal;

  beforeAll(async () => {
    portal = await startPortal();
  });
  afterAll(() => portal.close());

  it("names nobody before sign-in, the client's own entity for a client, and nobody again after sign-out", async () => {
    const b = new Browser(portal.server);
    expect((await b.get('/api/health')).headers[HEADER]).toBe('none');
    const login = await b.post('/api/auth/login', { tab: 'client', username: 'amelia', password: 'Demo-Passw0rd' });
    const userId = login.body.session.user.id as number;
    expect(login.headers[HEADER]).toBe(`${userId}:${AMELIA}`);
    const session = await b.get('/api/session').expect(200);
    expect(session.headers[HEADER]).toBe(`${userId}:${AMELIA}`);
    // Errors name it too.
    expect((await b.get('/api/messages/999999999')).headers[HEADER]).toBe(`${userId}:${AMELIA}`);
    const out = await b.post('/api/auth/logout');
    expect(out.status).toBe(204);
    expect(out.headers[HEADER]).toBe('none');
  });

  it("names an adviser's client in context as it changes: none, amelia, ben, none", async () => {
    const adviser = await signedIn(portal.server, 'adviser', 'adviser');
    const session = await adviser.get('/api/session').expect(200);
    const id = session.body.user.id as number;
    expect(session.headers[HEADER]).toBe(`${id}:none`);
    const amelia = await adviser.post('/api/advisers/client-in-context', { clientId: AMELIA });
    expect(amelia.headers[HEADER]).toBe(`${id}:${AMELIA}`);
    const ben = await adviser.post('/api/advisers/client-in-context', { clientId: BEN });
    expect(ben.headers[HEADER]).toBe(`${id}:${BEN}`);
    const left = await adviser.send('delete', '/api/advisers/client-in-context');
    expect(left.status).toBe(204);
    expect(left.headers[HEADER]).toBe(`${id}:none`);
  });

  it("names a preview of another portal view apart from the client's own", async () => {
    const adviser = await signedIn(portal.server, 'adviser', 'adviser');
    const res = await adviser.post('/api/advisers/client-in-context', { clientId: AMELIA, portalView: 'Messages' });
    expect(res.status).toBe(200);
    expect(res.headers[HEADER]).toBe(`${res.body.user.id}:${AMELIA}:preview-Messages`);
  });

  describe('a page left on amelia after another tab chose ben', () => {
    let adviser: Browser;
    let id: number;
    beforeEach(async () => {
      adviser = await signedIn(portal.server, 'adviser', 'adviser');
      id = (await adviser.get('/api/session')).body.user.id;
      await chooseClient(adviser, AMELIA);
    });

    it("reads amelia's messages while she is in context", async () => {
      const res = await adviser.get('/api/messages?folder=inbox').set('X-Portal-Context', `${id}:${AMELIA}`);
      expect(res.status).toBe(200);
      expect(res.headers[HEADER]).toBe(`${id}:${AMELIA}`);
    });

    it("is refused ben's messages with 409, naming ben, and nothing of his", async () => {
      await chooseClient(adviser, BEN);
      const res = await adviser.get('/api/messages?folder=inbox').set('X-Portal-Context', `${id}:${AMELIA}`);
      expect(res.status).toBe(409);
      expect(res.headers[HEADER]).toBe(`${id}:${BEN}`);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toMatchObject({ statusCode: 409, code: 'context_changed', message: CONTEXT_CHANGED_MESSAGE });
      expect(Object.keys(res.body).sort()).toEqual(['apiMessage', 'code', 'message', 'requestId', 'statusCode']);
      // A page that shows ben (or says nothing) reads his.
      expect((await adviser.get('/api/messages?folder=inbox').set('X-Portal-Context', `${id}:${BEN}`)).status).toBe(
        200,
      );
      expect((await adviser.get('/api/messages?folder=inbox')).status).toBe(200);
    });

    it('is refused a change (a heartbeat) before it runs, with the right anti-forgery token or not', async () => {
      await chooseClient(adviser, BEN);
      const res = await adviser.agent
        .post('/api/session/heartbeat')
        .set('X-CSRF-Token', adviser.csrf!)
        .set('X-Portal-Context', `${id}:${AMELIA}`)
        .send({});
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('context_changed');
    });

    it('is refused the assets load stream, which says its context in the query', async () => {
      await chooseClient(adviser, BEN);
      const res = await adviser
        .get(`/api/assets/load?portalContext=${encodeURIComponent(`${id}:${AMELIA}`)}`)
        .set('Accept', 'text/event-stream');
      expect(res.status).toBe(409);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers[HEADER]).toBe(`${id}:${BEN}`);
    });

    it('is refused after the other tab left the client for the list', async () => {
      await adviser.send('delete', '/api/advisers/client-in-context');
      const res = await adviser.get('/api/messages?folder=inbox').set('X-Portal-Context', `${id}:${AMELIA}`);
      expect(res.status).toBe(409);
      expect(res.headers[HEADER]).toBe(`${id}:none`);
    });

    it('after sign-out in the other tab gets the usual 401, naming nobody', async () => {
      await adviser.post('/api/auth/logout');
      const res = await adviser.get('/api/messages?folder=inbox').set('X-Portal-Context', `${id}:${AMELIA}`);
      expect(res.status).toBe(401);
      expect(res.headers[HEADER]).toBe('none');
    });

    it('after another user signed in on the browser is refused, naming that user', async () => {
      const login = await adviser.post('/api/auth/login', {
        tab: 'client',
        username: 'ben',
        password: 'Demo-Passw0rd',
      });
      expect(login.body.login.status).toBe('LoginSuccess');
      const benId = login.body.session.user.id as number;
      const res = await adviser.get('/api/messages?folder=inbox').set('X-Portal-Context', `${id}:${AMELIA}`);
      expect(res.status).toBe(409);
      expect(res.headers[HEADER]).toBe(`${benId}:${BEN}`);
    });
  });
});

describe('the web app pages are never kept', () => {
  let portal: Portal;
  beforeAll(async () => {
    portal = await startPortal();
  });
  afterAll(() => portal.close());

  it('answers every page of the app with Cache-Control: no-store', async () => {
    const b = new Browser(portal.server);
    for (const path of ['/core/', '/core/login', '/core/clients/home/', '/core/clients/documents-and-messages/']) {
      const res = await b.get(path);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  const built = existsSync(join(WEB_DIST, 'index.html'));
  (built ? it : it.skip)('keeps index.html itself no-store, and the hashed scripts cacheable', async () => {
    const b = new Browser(portal.server);
    const index = await b.get('/core/index.html');
    expect(index.status).toBe(200);
    expect(index.headers['cache-control']).toBe('no-store');
    const script = readdirSync(join(WEB_DIST, 'assets')).find((f) => f.endsWith('.js'))!;
    const asset = await b.get(`/core/assets/${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=3600');
  });
});
