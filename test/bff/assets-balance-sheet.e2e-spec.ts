import { AMELIA, BEN, inView, OLIVER, pennies, total, TYPES, VIEWS, type BalanceSheet } from '../support/assets-api';
import { Browser, startPortal } from '../support/portal-harness';
import { first } from '../../domain/shared/present';

type Portal = Awaited<ReturnType<typeof startPortal>>;
const PATH = '/api/assets/balance-sheet';

/** The balance sheet (spec 2 §2, §3, §5, §6, §8) on the embedded sandbox, and who may read it. */
describe('GET /api/assets/balance-sheet', () => {
  let portal: Portal;
  let amelia: Browser;
  let hers: BalanceSheet;
  beforeAll(async () => {
    portal = await startPortal();
    amelia = await signedIn('amelia');
    hers = await read(amelia);
  });
  afterAll(() => portal.close());

  async function signedIn(username: string, tab: 'client' | 'adviser' = 'client') {
    const b = new Browser(portal.server);
    await b.signIn(username, tab);
    return b;
  }
  const read = async (b: Browser, query: object = {}) =>
    (await b.get(PATH).query(query).expect(200)).body as BalanceSheet;

  it('lists amelia, then her partner ben (she holds view_partner), and never oliver, who is not login accessible', () => {
    expect(hers.members.map((m) => [m.id, m.relationship])).toEqual([
      [AMELIA, 'self'],
      [BEN, 'partner'],
    ]);
    expect(first(hers.members).name).toBe('Amelia Hartley');
    expect(hers).toMatchObject({
      enabled: true,
      memberId: AMELIA,
      views: VIEWS,
      defaultView: 'managed',
      underAdviceFeature: true,
      reportCurrency: 'GBP',
      problem: null,
      failedTypes: [],
    });
  });

  it('drops what spec 2 §5 drops: a 0% share, the statuses each type does not allow, and the wrappers', () => {
    expect(new Set(hers.assets.map((a) => a.type))).toEqual(new Set(TYPES));
    expect(hers.assets.every((a) => a.percentOwned > 0)).toBe(true);
    const names = hers.assets.map((a) => a.description);
    expect(names).not.toContain("Ben's Premium Bonds");
    for (const a of hers.assets) expect(['Surrendered', 'Transferred', 'Lapsed', 'Repaid']).not.toContain(a.status);
    expect(names.filter((n) => /wrapper/i.test(n))).toEqual([]);
    expect(hers.assets.filter((a) => a.type === 'pension').map((a) => a.typeDescription)).not.toContain('SIPP Wrapper');
    // Ordered by type, then owned value descending.
    expect(hers.assets.map((a) => a.type)).toEqual(
      [...hers.assets.map((a) => a.type)].sort((x, y) => TYPES.indexOf(x) - TYPES.indexOf(y)),
    );
    for (const type of TYPES) {
      const owned = hers.assets.filter((a) => a.type === type).map((a) => a.ownedValue.report!);
      expect(owned).toEqual([...owned].sort((x, y) => y - x));
    }
  });

  it('gives the owned value as the share of the value, to the penny, joint assets at 50%', () => {
    const joint = hers.assets.filter((a) => a.owners.length === 2);
    expect(joint.map((a) => a.description).sort()).toEqual([
      'Buy-to-let Flat, Guildford',
      'Joint Investment Bond',
      'Mortgage, Guildford home',
    ]);
    for (const a of hers.assets) {
      // Half a penny rounds away from zero (100.01 at 50% is 5,000.5p → 5,001p); amounts are positive, so Math.round does the same.
      expect(pennies(a.ownedValue.plan)).toBe(Math.round((pennies(a.value.plan) * a.percentOwned) / 100));
      expect(a.ownedValue.planCurrency).toBe(a.value.planCurrency);
    }
    expect(joint.every((a) => a.percentOwned === 50 && a.owners.join() === 'Amelia Hartley,Ben Hartley')).toBe(true);
  });

  it('converts the EUR pension and the USD shares into sterling at the rate it names', () => {
    const eur = hers.assets.find((a) => a.value.planCurrency === 'EUR')!;
    expect(eur).toMatchObject({ type: 'pension', description: 'Irish Personal Retirement Bond' });
    for (const a of hers.assets.filter((x) => x.value.planCurrency !== 'GBP')) {
      const note = hers.fxRates.find((r) => r.currency === a.value.planCurrency)!;
      expect(note.rate).toBeGreaterThan(0);
      expect(note.display).toMatch(/^\d+\.\d{4}$/);
      expect(Math.abs(a.value.report! - a.value.plan * note.rate!)).toBeLessThanOrEqual(0.005 + 1e-9);
    }
    expect(hers.fxRates.map((r) => r.currency).sort()).toEqual(['EUR', 'USD']);
    for (const a of hers.assets.filter((x) => x.value.planCurrency === 'GBP'))
      expect(a.value.report).toBe(a.value.plan);
  });

  it('totals each type and view from the owned values it lists; Everything comes from the rapid totals and agrees', () => {
    expect(hers.totals).toHaveLength(12);
    for (const type of TYPES) {
      for (const view of VIEWS) {
        const rows = hers.assets.filter((a) => a.type === type && inView(a, view));
        const t = total(hers, type, view);
        expect({ type, view, count: t.count, total: pennies(t.ownedTotal!) }).toEqual({
          type,
          view,
          count: rows.length,
          total: rows.reduce((s, a) => s + pennies(a.ownedValue.report!), 0),
        });
        expect(t.source).toBe(view === 'everything' ? 'rapid' : 'computed');
      }
      expect(total(hers, type, 'managed').count).toBeGreaterThan(0);
      expect(total(hers, type, 'nonManaged').count).toBeGreaterThan(0);
    }
  });

  it("shows amelia ben's balance sheet with his share of their joint assets", async () => {
    const his = await read(amelia, { memberId: BEN });
    expect(his.memberId).toBe(BEN);
    expect(his.assets.map((a) => a.description)).toEqual(
      expect.arrayContaining(["Ben's Stocks & Shares ISA", "Ben's Premium Bonds", 'Joint Investment Bond']),
    );
    const bond = (s: BalanceSheet) => s.assets.find((a) => a.description === 'Joint Investment Bond')!;
    expect(bond(his).value).toEqual(bond(hers).value);
    expect(bond(his).percentOwned).toBe(50);
  });

  it("gives ben, without view_partner, only himself; amelia's id is not found for him", async () => {
    const ben = await signedIn('ben');
    const his = await read(ben);
    expect(his.members.map((m) => m.id)).toEqual([BEN]);
    expect((await ben.get(PATH).query({ memberId: AMELIA }).expect(404)).body).toMatchObject({ code: 'not_found' });
  });

  it('gives carla, at the Assets level, her managed and non-managed assets', async () => {
    const carla = await read(await signedIn('carla'));
    expect(carla.members).toHaveLength(1);
    expect(carla.memberId).toBe(first(carla.members).id);
    expect(carla.assets.some((a) => a.managed)).toBe(true);
    expect(carla.assets.some((a) => !a.managed)).toBe(true);
    expect(carla.assets.map((a) => a.description)).toContain('Offshore Investment Bond');
  });

  it('refuses a memberId that is not a whole number of at least 1, and treats oliver or another client as not found', async () => {
    // 0x2711 and 1e3 would read as 10001 (amelia) and 1000 to Number(); each is refused, with one clear message.
    const bad = [
      'abc',
      '0',
      '-3',
      '1.5',
      '',
      '0x2711',
      '1e3',
      '10001.0',
      '+10001',
      '010001',
      ' 10001',
      '1234567890123456',
    ];
    for (const memberId of bad) {
      const res = await amelia.get(`${PATH}?memberId=${encodeURIComponent(memberId)}`);
      expect([memberId, res.status, res.body.message, res.body.errors]).toEqual([
        memberId,
        400,
        'memberId must be a whole number of 1 or more',
        ['memberId must be a whole number of 1 or more'],
      ]);
    }
    const repeated = await amelia.get(`${PATH}?memberId=${AMELIA}&memberId=${AMELIA}`);
    expect([repeated.status, repeated.body.errors]).toEqual([400, ['memberId must be a whole number of 1 or more']]);
    expect((await read(amelia, { memberId: AMELIA })).memberId).toBe(AMELIA);
    await amelia.get(PATH).query({ memberId: OLIVER }).expect(404);
    const carla = await read(await signedIn('carla'));
    await amelia.get(PATH).query({ memberId: carla.memberId }).expect(404);
    await amelia.get(PATH).query({ memberId: 99999999 }).expect(404);
  });

  it('refuses anyone signed out, dmitri (Messages) and an adviser without a client in context', async () => {
    await new Browser(portal.server).get(PATH).expect(401);
    await (await signedIn('dmitri')).get(PATH).expect(403);
    await (await signedIn('adviser', 'adviser')).get(PATH).expect(403);
  });

  it('gives an adviser with amelia in context her balance sheet; adviser2 cannot choose her', async () => {
    const adviser = await signedIn('adviser', 'adviser');
    expect((await adviser.post('/api/advisers/client-in-context', { clientId: AMELIA })).status).toBe(200);
    const theirs = await read(adviser);
    expect([theirs.members, theirs.assets, theirs.totals]).toEqual([hers.members, hers.assets, hers.totals]);
    expect((await read(adviser, { memberId: BEN })).memberId).toBe(BEN);
    // Another client in context: the balance sheet follows, and amelia's family is out of reach.
    expect(
      (
        await adviser.post('/api/advisers/client-in-context', {
          clientId: (await read(await signedIn('carla'))).memberId,
        })
      ).status,
    ).toBe(200);
    expect((await read(adviser)).members.map((m) => m.name)).toEqual(['Carla Bennett']);
    await adviser.get(PATH).query({ memberId: BEN }).expect(404);
    const other = await signedIn('adviser2', 'adviser');
    const refused = await other.post('/api/advisers/client-in-context', { clientId: AMELIA });
    expect(refused.status).toBe(403);
    // Spec 2 §8: the platform's 'Permission Error: ' prefix never reaches the browser.
    expect(JSON.stringify(refused.body)).not.toContain('Permission Error');
    await other.get(PATH).expect(403);
  });

  it('reads every page of a list longer than 50 rows (the scale client: 130 investments, 51 pensions, 100 liabilities)', async () => {
    const scale = await read(await signedIn('scale'));
    expect(['investment', 'pension', 'liability'].map((t) => total(scale, t, 'everything').count)).toEqual([
      130, 51, 100,
    ]);
    expect(scale.assets.filter((a) => a.type === 'investment')).toHaveLength(130);
    expect(new Set(scale.assets.filter((a) => a.type === 'investment').map((a) => a.id)).size).toBe(130);
  });
});
