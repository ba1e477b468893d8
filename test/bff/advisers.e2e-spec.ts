import request from 'supertest';
import { NOT_YOUR_CLIENT } from '../../domain/access/adviser-clients';
import { ACCESS_DENIED_MESSAGE } from '../../domain/access/page-access';
import { Browser, chooseClient, signedIn, startPortal } from '../support/portal-harness';
import { itemAt } from '../../domain/shared/present';

const AMELIA = 10001;
const BEN = 10002;

describe('adviser client list and client in context', () => {
  let portal: Awaited<ReturnType<typeof startPortal>>;
  let adviser: Browser;

  beforeAll(async () => {
    portal = await startPortal();
    adviser = await signedIn(portal.server, 'adviser', 'adviser');
  });
  afterAll(() => portal.close());

  it('pages 20 at a time by bookmark through every client, with no repeats', async () => {
    const first = (await adviser.get('/api/advisers/clients').expect(200)).body;
    expect(first.rows).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    expect(first.caption).toBe('Showing the first 20 clients that match the search criteria.');
    const seen = [...first.rows];
    let page = first;
    while (page.hasMore) {
      page = (await adviser.get('/api/advisers/clients').query({ bookmark: page.nextBookmark }).expect(200)).body;
      seen.push(...page.rows);
    }
    const ids = seen.map((r: { id: number }) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(60);
    expect(ids).toEqual(expect.arrayContaining([AMELIA, BEN]));
    expect(page.caption).toBe('Showing all clients that match the search criteria.');
  });

  it('sorts by name ascending by default and descending with a leading minus', async () => {
    const names = (body: { rows: { entityName: string }[] }) => body.rows.map((r) => r.entityName);
    const asc = names((await adviser.get('/api/advisers/clients').expect(200)).body);
    const desc = names((await adviser.get('/api/advisers/clients').query({ sort: '-entity_name' }).expect(200)).body);
    const cmp = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });
    expect(asc).toEqual([...asc].sort(cmp));
    expect(desc).toEqual([...desc].sort(cmp).reverse());
    expect(asc[0]).not.toEqual(desc[0]);
  });

  it('sorts by date of birth', async () => {
    const rows = (await adviser.get('/api/advisers/clients').query({ sort: 'dob' }).expect(200)).body.rows as {
      dob: string | null;
    }[];
    const dobs = rows.map((r) => r.dob).filter((d): d is string => !!d);
    expect(dobs).toEqual([...dobs].sort());
  });

  it('searches by name, postcode and date of birth', async () => {
    const byName = (await adviser.get('/api/advisers/clients').query({ name: 'Amelia' }).expect(200)).body;
    expect(byName.rows.map((r: { id: number }) => r.id)).toContain(AMELIA);
    expect(byName.caption).toBe('Showing all clients that match the search criteria.');
    const byPostcode = (await adviser.get('/api/advisers/clients').query({ postcode: 'GU1 3AJ' }).expect(200)).body;
    expect(byPostcode.rows.map((r: { id: number }) => r.id)).toContain(AMELIA);
    const byDob = (await adviser.get('/api/advisers/clients').query({ dob: '1968-04-12' }).expect(200)).body;
    expect(byDob.rows.map((r: { id: number }) => r.id)).toContain(AMELIA);
    const none = (await adviser.get('/api/advisers/clients').query({ name: 'Zzqxname' }).expect(200)).body;
    expect(none.rows).toEqual([]);
  });

  it('refuses invalid search criteria with the form messages', async () => {
    const res = await adviser
      .get('/api/advisers/clients')
      .query({ name: '<script>', postcode: 'AB$1', dob: '12/04/1968' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining(['Please enter a valid name', 'Please only enter a number or a letter']),
    );
    expect(res.body.errors.join(' ')).toMatch(/Please enter a date in a valid format of/);
    await adviser.get('/api/advisers/clients').query({ sort: 'password' }).expect(400);
    await adviser.get('/api/advisers/clients').query({ unexpected: '1' }).expect(400);
  });

  it.each(['Smith-Jones', 'St. John', "Mc'Donald"])(
    'searches for %p: hyphen, full stop and apostrophe after two characters (spec 1 §5)',
    async (name) => {
      const res = await adviser.get('/api/advisers/clients').query({ name });
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body.rows)).toBe(true);
    },
  );

  it("refuses O'Brien, as spec 1 §5's rule says: one character before the apostrophe", async () => {
    const res = await adviser.get('/api/advisers/clients').query({ name: "O'Brien" });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(['Please enter a valid name']);
  });

  it('marks clients without a portal user as having no client access', async () => {
    const rows: { userId: number | null; hasClientAccess: boolean }[] = [];
    let page = (await adviser.get('/api/advisers/clients').expect(200)).body;
    rows.push(...page.rows);
    while (page.hasMore) {
      page = (await adviser.get('/api/advisers/clients').query({ bookmark: page.nextBookmark })).body;
      rows.push(...page.rows);
    }
    const noUser = rows.filter((r) => r.userId === null);
    expect(noUser.length).toBeGreaterThan(0);
    expect(noUser.every((r) => !r.hasClientAccess)).toBe(true);
  });

  it('lists the portal views from the access-level choices', async () => {
    const views = (await adviser.get('/api/advisers/portal-views').expect(200)).body;
    expect(views.map((v: { view: string }) => v.view)).toEqual(['Portfolio', 'Assets', 'Messages']);
  });

  it('chooses amelia: a new session id, Viewing data and her access level; then clears', async () => {
    const before = (await adviser.get('/api/session').expect(200)).body;
    expect(before.clientInContext).toBeNull();
    const res = await adviser.post('/api/advisers/client-in-context', { clientId: AMELIA });
    expect(res.status).toBe(200);
    expect((res.headers['set-cookie'] as unknown as string[]).join(';')).toMatch(/portal\.sid=/);
    expect(res.body.clientInContext).toMatchObject({
      entityId: AMELIA,
      displayName: 'Amelia Hartley',
      siteAccessLevel: 'Portfolio',
      isPreviewMode: false,
    });
    expect(res.body.siteAccessLevel).toBe('Portfolio');
    const caps = (await adviser.get('/api/capabilities').expect(200)).body;
    expect(caps.view_portfolio).toBe(true);
    await adviser.send('delete', '/api/advisers/client-in-context').then((r) => expect(r.status).toBe(204));
    expect((await adviser.get('/api/session').expect(200)).body.clientInContext).toBeNull();
  });

  it('clears the client under a new session id: a read still holding the old one cannot put the client back', async () => {
    const adviser = await signedIn(portal.server, 'adviser', 'adviser');
    const chosen = await adviser.post('/api/advisers/client-in-context', { clientId: AMELIA });
    const withClient = itemAt(
      (chosen.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('portal.sid='))!.split(';'),
      0,
    );
    const cleared = await adviser.send('delete', '/api/advisers/client-in-context');
    expect(cleared.status).toBe(204);
    const fresh = (cleared.headers['set-cookie'] as unknown as string[] | undefined)
      ?.find((c) => c.startsWith('portal.sid='))
      ?.split(';')[0];
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(withClient);
    // The old id is gone: nothing sent with it reads, or writes, the client in context any more.
    await request(portal.server).get('/api/dashboard/summary').set('Cookie', withClient).expect(401);
    expect((await adviser.get('/api/session').expect(200)).body.clientInContext).toBeNull();
    // The anti-forgery token carries over: the adviser goes on without signing in again.
    await chooseClient(adviser, AMELIA);
  });

  it('clears nothing, under the same session id, when no client is in context (the client list asks on every visit)', async () => {
    const adviser = await signedIn(portal.server, 'adviser', 'adviser');
    const cleared = await adviser.send('delete', '/api/advisers/client-in-context');
    expect(cleared.status).toBe(204);
    expect(
      (cleared.headers['set-cookie'] as unknown as string[] | undefined)?.some((c) => c.startsWith('portal.sid=')),
    ).toBeFalsy();
    await adviser.get('/api/advisers/portal-views').expect(200);
  });

  it('a portal view other than the client’s own is preview mode', async () => {
    const res = await adviser.post('/api/advisers/client-in-context', { clientId: AMELIA, portalView: 'Messages' });
    expect(res.body.clientInContext).toMatchObject({ siteAccessLevel: 'Messages', isPreviewMode: true });
  });

  it('client endpoints need a client in context for an adviser', async () => {
    const fresh = await signedIn(portal.server, 'adviser', 'adviser');
    const res = await fresh.get('/api/capabilities');
    expect(res.status).toBe(403);
  });

  describe('refuses requests outside the user’s rights (IDOR)', () => {
    it('adviser2 cannot put amelia in context, nor read her record', async () => {
      const other = await signedIn(portal.server, 'adviser2', 'adviser');
      const choose = await other.post('/api/advisers/client-in-context', { clientId: AMELIA });
      expect(choose.status).toBe(403);
      expect((await other.get('/api/session')).body.clientInContext).toBeNull();
      const own = (await other.get('/api/advisers/clients').expect(200)).body.rows[0];
      await other.post('/api/advisers/client-in-context', { clientId: own.id }).then((r) => expect(r.status).toBe(200));
      await other.get(`/api/clients/${AMELIA}`).expect(403);
    });

    it("refuses another adviser's client, or no such client, in the portal's own words, not the platform's", async () => {
      const other = await signedIn(portal.server, 'adviser2', 'adviser');
      for (const clientId of [AMELIA, 99999999]) {
        const res = await other.post('/api/advisers/client-in-context', { clientId });
        expect([res.status, res.body.code, res.body.message, res.body.apiMessage]).toEqual([
          403,
          'forbidden',
          NOT_YOUR_CLIENT,
          null,
        ]);
      }
      const own = (await other.get('/api/advisers/clients').expect(200)).body.rows[0];
      await chooseClient(other, own.id);
      const record = await other.get(`/api/clients/${AMELIA}`);
      expect([record.status, record.body.message, record.body.apiMessage]).toEqual([403, ACCESS_DENIED_MESSAGE, null]);
    });

    it("reads only the client in context's record: with ben in context, amelia's (his partner, also the adviser's client) is refused", async () => {
      const b = await signedIn(portal.server, 'adviser', 'adviser');
      await chooseClient(b, BEN);
      expect((await b.get(`/api/clients/${BEN}`).expect(200)).body.entityId).toBe(BEN);
      const res = await b.get(`/api/clients/${AMELIA}`);
      expect([res.status, res.body.message, res.body.apiMessage]).toEqual([403, ACCESS_DENIED_MESSAGE, null]);
    });

    it("adviser2's client list holds none of adviser's clients", async () => {
      const other = await signedIn(portal.server, 'adviser2', 'adviser');
      const ids = (await other.get('/api/advisers/clients').expect(200)).body.rows.map((r: { id: number }) => r.id);
      expect(ids.length).toBeGreaterThanOrEqual(5);
      expect(ids).not.toContain(AMELIA);
    });

    it("amelia cannot read ben's client record, though she can read her own", async () => {
      const amelia = await signedIn(portal.server, 'amelia');
      await amelia.get(`/api/clients/${AMELIA}`).expect(200);
      const res = await amelia.get(`/api/clients/${BEN}`);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(
        'You are not authorised to view the page that you requested. Please contact your adviser if this problem persists.',
      );
    });

    it('a client cannot use the adviser endpoints', async () => {
      const amelia = await signedIn(portal.server, 'amelia');
      await amelia.get('/api/advisers/clients').expect(403);
      expect((await amelia.post('/api/advisers/client-in-context', { clientId: BEN })).status).toBe(403);
    });

    it('client-only pages are open to the client and closed to an adviser, even with a client in context', async () => {
      const carla = await signedIn(portal.server, 'carla');
      await carla.get('/api/account/verification').expect(200);
      const adviserB = await signedIn(portal.server, 'adviser', 'adviser');
      await adviserB.post('/api/advisers/client-in-context', { clientId: AMELIA });
      await adviserB.get('/api/account/verification').expect(403);
    });
  });
});
