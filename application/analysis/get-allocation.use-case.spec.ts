import { SiteAccessLevel } from '../../domain/access/access-level';
import { NO_DATA_FOR_SELECTION } from './analysis-scope';
import { GetAllocationUseCase } from './get-allocation.use-case';
import { credential, fakePorts, position, scopedAccount, scopeOf } from './testing/analysis-fakes';
import { splitActor } from '../session/testing/test-actor';
import { first, itemAt } from '../../domain/shared/present';

const input = { clientId: 5, siteAccessLevel: SiteAccessLevel.Portfolio, today: '2026-06-30', range: '1y' };

// Three thirds that do not round evenly, a fund split 60/40, and a world tracker over three regions.
const fund = position({
  securityId: 1,
  code: 'VLS60',
  description: 'LifeStrategy 60',
  value: 100.005,
  sector: 'Diversified',
  assetClasses: [
    { title: 'Equities', value: 60, weight: 60 },
    { title: 'Fixed Interest', value: 40, weight: 40 },
  ],
  regions: [{ title: 'United Kingdom', value: 100, weight: 100 }],
});
const world = position({
  accountId: 2,
  securityId: 2,
  code: 'VWRL',
  description: 'All-World',
  value: 33.333333,
  sector: 'Diversified',
  assetClasses: [{ title: 'Equities', value: 1, weight: 100 }],
  regions: [
    { title: 'North America', value: 1, weight: 62 },
    { title: 'Europe', value: 1, weight: 16.000000000000004 },
    { title: 'Asia Pacific', value: 1, weight: 22 },
  ],
});
const cash = position({
  accountId: 2,
  securityId: null,
  code: null,
  description: 'Cash (GBP)',
  value: 66.666667,
  sector: 'Cash',
  assetClasses: [{ title: 'Cash', value: 1, weight: 100 }],
  regions: [{ title: 'United Kingdom', value: 1, weight: 100 }],
});
const accounts = [scopedAccount(1), scopedAccount(2)];

async function run(settings: Record<string, unknown> = {}, rows = [fund, world, cash], filter = {}) {
  const f = fakePorts(scopeOf(accounts, { settings }), rows);
  return {
    result: await new GetAllocationUseCase(f.port, f.loader).execute(
      ...splitActor({ ...input, filter }, { credential }),
    ),
    calls: f.calls,
  };
}
const cents = (x: number) => Math.round(x * 100);

describe('GetAllocationUseCase', () => {
  it("asks for the positions once, at the range's end, in the report currency", async () => {
    const { calls } = await run();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toEqual(
      expect.objectContaining({ accountIds: [1, 2], date: '2026-06-30', pricingType: 'delayed', currency: 'GBP' }),
    );
  });

  it("gives three sections whose amounts add up to the accounts' values rounded once, and weights to 100", async () => {
    const { result } = await run();
    if (!result.ok) throw new Error(result.error.message);
    // Account 1: 100.005 → 100.01; account 2: 33.333333 + 66.666667 = 100.00.
    expect(result.value).toMatchObject({ total: 200.01, startCollapsed: true, empty: null });
    for (const s of result.value.sections) {
      expect(s.chartData.reduce((a, c) => a + cents(c.value), 0)).toBe(20001);
      expect(s.chartData.reduce((a, c) => a + c.weight, 0)).toBe(100);
      for (const g of s.table) expect(g.rows.reduce((a, r) => a + cents(r.amount), 0)).toBe(cents(g.value));
    }
    const { sections } = result.value;
    const assets = itemAt(sections, 0);
    const sectors = itemAt(sections, 1);
    const regions = itemAt(sections, 2);
    // Exact 93.336333, 66.666667, 40.002 round to 93.34, 66.67, 40.00: the largest remainders take the two missing pennies.
    expect(assets.chartData.map((c) => [c.title, c.value])).toEqual([
      ['Equities', 93.34],
      ['Cash', 66.67],
      ['Fixed Interest', 40],
    ]);
    expect(assets.table.find((g) => g.title === 'Equities')!.rows.map((r) => [r.code, r.amount])).toEqual([
      ['VLS60', 60],
      ['VWRL', 33.34],
    ]);
    expect(sectors.chartData.map((c) => [c.title, c.value])).toEqual([
      ['Diversified', 133.34],
      ['Cash', 66.67],
    ]);
    expect(regions.chartData.map((c) => c.title)).toEqual([
      'United Kingdom',
      'North America',
      'Asia Pacific',
      'Europe',
    ]);
    expect(first(assets.chartData).weightLabel).toBe(`${first(assets.chartData).weight}%`);
    expect(first(first(sectors.table).rows)).toMatchObject({
      investment: 'LifeStrategy 60',
      account: 'Account 1',
      accountId: 1,
    });
  });

  it('shows only the types the settings leave on', async () => {
    const { result } = await run({ allocationSectorEnabled: false, allocationAssetClassEnabled: false });
    expect(result.ok && result.value.sections.map((s) => s.type)).toEqual(['region']);
    expect(result.ok && result.value.startCollapsed).toBe(false);
  });

  it("says 'No data available for this selection' with nothing held", async () => {
    const { result } = await run({}, []);
    expect(result.ok && result.value).toMatchObject({ sections: [], empty: NO_DATA_FOR_SELECTION, total: 0 });
  });

  it('refuses an unknown account without asking for positions', async () => {
    const { result, calls } = await run({}, [fund], { account: 42 });
    expect(result).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(calls).toHaveLength(0);
  });
});
