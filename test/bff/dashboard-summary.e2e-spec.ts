import { Browser, chooseClient, signedIn, startPortal } from '../support/portal-harness';
import { expectOtherAdviserRefused } from '../support/refusals';

type Portal = Awaited<ReturnType<typeof startPortal>>;
const PATH = '/api/dashboard/summary';
const AMELIA = 10001;
const JOINT_PORTFOLIO = 100013;

interface Figures {
  value: number;
  movement: number;
  twrr: number | null;
  irr: number | null;
}
interface Summary {
  level: string;
  timeframe: { key: string; preset: string; name: string; from: string; to: string } | null;
  currency: string | null;
  accountCollectionTotals: (Figures & { accountCount: number }) | null;
  overview:
    (Figures & { accountCount: number; acrossText: string; multiCurrency: boolean; fxNote: string | null }) | null;
  layout: string | null;
  portfolios: (Figures & { id: number; name: string; isLinked: boolean; accounts: (Figures & { id: number })[] })[];
}

const cents = (x: number) => Math.round(x * 100);

/** The home dashboard's data (spec 2 §2 "Home dashboard", §3, §7), and who may read it. */
describe('GET /api/dashboard/summary', () => {
  let portal: Portal;
  let amelia: Browser;
  beforeAll(async () => {
    portal = await startPortal();
    amelia = await signedIn(portal.server, 'amelia');
  });
  afterAll(() => portal.close());

  it("shows amelia, who holds view_partner, her partner ben's own portfolio as linked; ben, without it, none of hers", async () => {
    const hers = (await amelia.get(PATH).expect(200)).body as Summary;
    const bens = (await (await signedIn(portal.server, 'ben')).get(PATH).expect(200)).body as Summary;
    const partnerOwn = hers.portfolios.find((p) => p.name === 'Ben Hartley – Investments');
    expect(partnerOwn).toMatchObject({ isLinked: true });
    expect(partnerOwn!.accounts.length).toBeGreaterThan(0);
    // Ranked after her own, joint and shared portfolios.
    expect(hers.portfolios.slice(hers.portfolios.indexOf(partnerOwn!)).every((p) => p.isLinked)).toBe(true);
    const hersOnly = hers.portfolios.filter((p) => !bens.portfolios.some((b) => b.id === p.id)).map((p) => p.name);
    expect(hersOnly.length).toBeGreaterThan(0);
    expect(bens.portfolios.some((p) => p.name === 'Ben Hartley – Investments')).toBe(true);
  });

  it('gives amelia different ranges and figures for the default and secondary time frames', async () => {
    const d = (await amelia.get(PATH).expect(200)).body as Summary;
    const s = (await amelia.get(PATH).query({ timeframe: 'secondary' }).expect(200)).body as Summary;
    expect(d.level).toBe('Portfolio');
    expect(d.timeframe).toMatchObject({ key: 'default', preset: '1y' });
    expect(s.timeframe).toMatchObject({ key: 'secondary', preset: 'inception' });
    expect(s.timeframe!.from < d.timeframe!.from).toBe(true);
    expect([d.accountCollectionTotals!.movement, d.accountCollectionTotals!.twrr]).not.toEqual([
      s.accountCollectionTotals!.movement,
      s.accountCollectionTotals!.twrr,
    ]);
    expect(d.portfolios.length).toBeGreaterThan(0);
    expect(['tiles', 'table']).toContain(d.layout);
    const n = d.accountCollectionTotals!.accountCount;
    expect(d.overview!.acrossText).toBe(n === 1 ? 'across 1 account' : `across ${n} accounts`);
    await amelia.get(PATH).query({ timeframe: 'nonsense' }).expect(400);
  });

  it('adds account values to portfolio and total values to the penny', async () => {
    for (const timeframe of ['default', 'secondary']) {
      const body = (await amelia.get(PATH).query({ timeframe }).expect(200)).body as Summary;
      let total = 0;
      let count = 0;
      for (const p of body.portfolios) {
        const sum = p.accounts.reduce((t, a) => t + cents(a.value), 0);
        expect(sum).toBe(cents(p.value));
        expect(p.accounts.reduce((t, a) => t + cents(a.movement), 0)).toBe(cents(p.movement));
        total += sum;
        count += p.accounts.length;
      }
      expect(total).toBe(cents(body.accountCollectionTotals!.value));
      expect(count).toBe(body.accountCollectionTotals!.accountCount);
      expect(body.overview).toMatchObject({ value: body.accountCollectionTotals!.value, accountCount: count });
    }
  });

  it("agrees with the explain document's closing value and platform TWRR for the same range", async () => {
    const body = (await amelia.get(PATH).expect(200)).body as Summary;
    const explain = (
      await amelia.get('/api/analysis/explain').query({ range: '1y', currency: body.currency }).expect(200)
    ).body as { closingValue: number; from: string; to: string; platform: { twrr: number | null } };
    expect(cents(explain.closingValue)).toBe(cents(body.accountCollectionTotals!.value));
    expect(explain.platform.twrr).not.toBeNull();
    expect(Math.abs(explain.platform.twrr! - body.accountCollectionTotals!.twrr!)).toBeLessThan(1e-9);
  });

  it('shows ben the joint portfolio with the same account values as amelia', async () => {
    const ben = (await (await signedIn(portal.server, 'ben')).get(PATH).expect(200)).body as Summary;
    const hers = (await amelia.get(PATH).expect(200)).body as Summary;
    const joint = (s: Summary) => s.portfolios.find((p) => p.id === JOINT_PORTFOLIO);
    expect(joint(hers)).toBeDefined();
    expect(joint(ben)).toBeDefined();
    expect(joint(ben)!.accounts.map((a) => [a.id, a.value])).toEqual(joint(hers)!.accounts.map((a) => [a.id, a.value]));
  });

  it('gives carla (Assets) the empty Assets-level answer', async () => {
    const body = (await (await signedIn(portal.server, 'carla')).get(PATH).expect(200)).body as Summary;
    expect(body).toMatchObject({ level: 'Assets', timeframe: null, portfolios: [] });
  });

  it('refuses dmitri, anyone signed out, and an adviser without a client in context', async () => {
    await (await signedIn(portal.server, 'dmitri')).get(PATH).expect(403);
    await new Browser(portal.server).get(PATH).expect(401);
    await (await signedIn(portal.server, 'adviser', 'adviser')).get(PATH).expect(403);
  });

  it('gives an adviser with amelia in context her dashboard; adviser2 cannot choose her', async () => {
    const adviser = await signedIn(portal.server, 'adviser', 'adviser');
    await chooseClient(adviser, AMELIA);
    const theirs = (await adviser.get(PATH).expect(200)).body as Summary;
    const hers = (await amelia.get(PATH).expect(200)).body as Summary;
    expect(theirs.portfolios.map((p) => [p.id, p.value])).toEqual(hers.portfolios.map((p) => [p.id, p.value]));
    await expectOtherAdviserRefused(portal.server, AMELIA, (b) => b.get(PATH));
  });
});
