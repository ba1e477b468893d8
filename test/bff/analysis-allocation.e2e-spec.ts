import { NO_DATA_FOR_SELECTION } from '../../application/analysis/analysis-scope';
import { Browser, chooseClient, clientIdFromList, signedIn, startPortal } from '../support/portal-harness';
import { expectOtherAdviserRefused, expectRefusedBelowPortfolio } from '../support/refusals';
import { first, itemAt } from '../../domain/shared/present';

type Portal = Awaited<ReturnType<typeof startPortal>>;
const PATH = '/api/analysis/allocation';
const JOINT_PORTFOLIO = 100013;

interface Row {
  investment: string;
  code: string | null;
  accountId: number;
  account: string;
  amount: number;
  weight: number;
}
interface Group {
  title: string;
  value: number;
  weight: number;
  rows: Row[];
}
interface Section {
  type: string;
  title: string;
  chart: string;
  total: number;
  chartData: { title: string; value: number; weight: number; weightLabel: string }[];
  table: Group[];
}
interface Allocation {
  currency: string;
  valuationDate: string;
  total: number;
  columns: string[];
  amountDecimals: number;
  startCollapsed: boolean;
  sections: Section[];
  empty: string | null;
}

const cents = (x: number) => Math.round(x * 100);
const sumCents = (xs: number[]) => xs.reduce((s, x) => s + cents(x), 0);

/** The Allocation tab (spec 2 §2, §3 "Allocation data", §5, §9), and who may read it. */
describe('GET /api/analysis/allocation', () => {
  let portal: Portal;
  let amelia: Browser;
  let whole: Allocation;
  beforeAll(async () => {
    portal = await startPortal();
    amelia = await signedIn(portal.server, 'amelia');
    whole = (await amelia.get(PATH).expect(200)).body as Allocation;
  });
  afterAll(() => portal.close());

  const read = async (b: Browser, query: Record<string, string | number>) =>
    (await b.get(PATH).query(query).expect(200)).body as Allocation;

  /** Every section adds up to the total to the penny, its weights to 100, tables sorted by weight. */
  function expectConsistent(body: Allocation) {
    for (const s of body.sections) {
      expect(cents(s.total)).toBe(cents(body.total));
      expect(sumCents(s.chartData.map((c) => c.value))).toBe(cents(body.total));
      expect(s.chartData.reduce((a, c) => a + c.weight, 0)).toBe(100);
      for (const c of s.chartData) expect(c.weightLabel).toBe(c.weight === 0 && c.value !== 0 ? '<1%' : `${c.weight}%`);
      for (let i = 1; i < s.table.length; i++)
        expect(itemAt(s.table, i - 1).value).toBeGreaterThanOrEqual(itemAt(s.table, i).value);
      for (const g of s.table) {
        expect(sumCents(g.rows.map((r) => r.amount))).toBe(cents(g.value));
        for (let i = 1; i < g.rows.length; i++)
          expect(itemAt(g.rows, i - 1).weight).toBeGreaterThanOrEqual(itemAt(g.rows, i).weight);
      }
    }
  }

  it("gives amelia's whole selection by asset class, sector and region, each adding up to the total", () => {
    expect(whole).toMatchObject({
      currency: 'GBP',
      columns: ['Investment', 'Account', 'Amount'],
      amountDecimals: 0,
      startCollapsed: true,
      empty: null,
    });
    expect(whole.sections.map((s) => [s.type, s.title, s.chart])).toEqual([
      ['assetClass', 'Asset class', 'pie'],
      ['sector', 'Sector', 'column'],
      ['region', 'Geographic region', 'pie'],
    ]);
    expectConsistent(whole);
    const classes = first(whole.sections).chartData.map((c) => c.title);
    expect(classes).toEqual(expect.arrayContaining(['Equities', 'Fixed Interest', 'Cash']));
  });

  it('totals the same value as the Investments tab and explain for the same range', async () => {
    const investments = (await amelia.get('/api/analysis/investments').expect(200)).body as {
      total: { value: number };
      valuationDate: string;
    };
    const explain = (await amelia.get('/api/analysis/explain').query({ range: '1y' }).expect(200)).body as {
      closingValue: number;
    };
    expect(whole.valuationDate).toBe(investments.valuationDate);
    expect(cents(whole.total)).toBe(cents(investments.total.value));
    expect(cents(whole.total)).toBe(cents(explain.closingValue));
  });

  it('splits a security held across several asset classes or regions by its shares (VLS60, VWRL)', () => {
    const assets = itemAt(whole.sections, 0);
    const regions = itemAt(whole.sections, 2);
    const rowsOf = (s: Section, code: string) =>
      s.table.flatMap((g) => g.rows.filter((r) => r.code === code).map((r) => ({ ...r, group: g.title })));
    const vls = rowsOf(assets, 'VLS60');
    expect(new Set(vls.map((r) => r.group))).toEqual(new Set(['Equities', 'Fixed Interest']));
    // In one account, 60% equities and 40% fixed interest, to the penny.
    const one = vls.filter((r) => r.accountId === first(vls).accountId);
    const eq = one.find((r) => r.group === 'Equities')!.amount;
    const fi = one.find((r) => r.group === 'Fixed Interest')!.amount;
    expect(Math.abs(cents(eq) - Math.round(cents(eq + fi) * 0.6))).toBeLessThanOrEqual(1);
    const vwrl = rowsOf(regions, 'VWRL');
    expect(new Set(vwrl.map((r) => r.group)).size).toBe(5);
  });

  it('answers for single accounts, each consistent, together adding up to the whole', async () => {
    const investments = (await amelia.get('/api/analysis/investments').expect(200)).body as {
      accounts: { id: number; reportCurrencyValue: number }[];
    };
    let total = 0;
    for (const a of investments.accounts) {
      const body = await read(amelia, { account: a.id });
      expect(cents(body.total)).toBe(cents(a.reportCurrencyValue));
      expectConsistent(body);
      for (const s of body.sections) expect(s.table.every((g) => g.rows.every((r) => r.accountId === a.id))).toBe(true);
      total += cents(body.total);
    }
    expect(total).toBe(cents(whole.total));
  });

  it("says 'No data available for this selection' for an account with nothing in it", async () => {
    const accounts = (await amelia.get('/api/dashboard/summary').expect(200)).body.portfolios.flatMap(
      (p: { accounts: { id: number; name: string }[] }) => p.accounts,
    );
    const cash = accounts.find((a: { name: string }) => a.name === 'Cash Reserve Account');
    const body = await read(amelia, { account: cash.id });
    expect(body).toMatchObject({ sections: [], empty: NO_DATA_FOR_SELECTION, total: 0 });
  });

  it('refuses an unknown account (404), two filters or a bad range (400)', async () => {
    await amelia.get(PATH).query({ account: 999999 }).expect(404);
    await amelia.get(PATH).query({ account: 1, portfolio: JOINT_PORTFOLIO }).expect(400);
    await amelia.get(PATH).query({ range: 'forever' }).expect(400);
    await amelia.get(PATH).query({ from: '2026-05-01', to: '2026-01-01' }).expect(400);
  });

  it("gives ben the joint portfolio's allocation, the same as amelia's", async () => {
    const ben = await signedIn(portal.server, 'ben');
    const b = await read(ben, { portfolio: JOINT_PORTFOLIO });
    const a = await read(amelia, { portfolio: JOINT_PORTFOLIO });
    expect(b.sections.length).toBe(3);
    expect(b).toEqual(a);
    expectConsistent(b);
  });

  it('refuses clients below Portfolio, anyone signed out and an adviser without a client in context', async () => {
    await expectRefusedBelowPortfolio(portal.server, (b) => b.get(PATH));
  });

  it("needs a client in context for an adviser, refuses adviser2 amelia, and gives the adviser amelia's allocation", async () => {
    const adviser = await signedIn(portal.server, 'adviser', 'adviser');
    await adviser.get(PATH).expect(403);
    const id = await clientIdFromList(adviser, 'Amelia');
    await expectOtherAdviserRefused(portal.server, id, (b) => b.get(PATH));
    await chooseClient(adviser, id);
    expect(await read(adviser, {})).toEqual(whole);
  });
});
