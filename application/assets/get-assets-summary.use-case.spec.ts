import { SiteAccessLevel } from '../../domain/access/access-level';
import { ASSET_LOAD_PROBLEM } from '../../domain/assets/asset-display-texts';
import { GetAssetsSummaryUseCase } from './get-assets-summary.use-case';
import { ameliaRecords } from './testing/amelia-assets';
import { AMELIA, client, fakes, investment, type FakeOptions } from './testing/assets-fakes';

function setUp(options: FakeOptions = {}) {
  const f = fakes(options);
  f.assets.lists.set(AMELIA, [
    ...ameliaRecords(),
    // Three more managed investments, so the card has more than 3 to choose from.
    investment(15, 800, { description: 'Cash ISA' }),
    investment(16, 12000, { description: 'Growth fund' }),
    investment(17, 300.25, { description: 'Bond' }),
  ]);
  const useCase = new GetAssetsSummaryUseCase(f.assets, f.portfolio, f.context);
  return { ...f, run: (over: Parameters<typeof client>[0] = {}) => useCase.execute(client(over)) };
}

describe('GetAssetsSummaryUseCase', () => {
  it('gives a card per type with managed data, at most 3 descriptions by owned value', async () => {
    const r = await setUp().run();
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.cards.map((c) => [c.type, c.label, c.tab, c.count])).toEqual([
      ['investment', 'Investments', 0, 4],
      ['pension', 'Pensions', 1, 1],
      ['annuity', 'Annuities', 2, 1],
      ['liability', 'Liabilities', 3, 1],
    ]);
    // Managed investments owned: Growth fund 12,000.00, Joint ISA 5,000.00, Cash ISA 800.00, Bond 300.25
    // (Premium Bonds is not under advice): total 18,100.25.
    expect(r.value.cards[0]).toMatchObject({ items: ['Growth fund', 'Joint ISA', 'Cash ISA'], total: 18100.25 });
    // Managed net: 18,100.25 + 17,224.00 + 50,000.00 − 75,000.00 = 10,324.25.
    expect(r.value).toMatchObject({ enabled: true, currency: 'GBP', managedNet: 10324.25, problem: null });
  });

  it('leaves out a type without managed data, and names a failed list', async () => {
    const f = setUp();
    f.assets.failing.add('annuity');
    const r = await f.run();
    if (!r.ok) throw new Error('failed');
    expect(r.value.cards.map((c) => c.type)).toEqual(['investment', 'pension', 'liability']);
    expect(r.value.problem).toBe(ASSET_LOAD_PROBLEM);
    expect(r.value.managedNet).toBeNull();
  });

  it('works at the Assets level and is disabled by the site setting', async () => {
    expect((await setUp().run({ siteAccessLevel: SiteAccessLevel.Assets })).ok).toBe(true);
    const off = setUp({ settings: { assetViewingDisabled: true } });
    expect(await off.run()).toEqual({
      ok: true,
      value: { enabled: false, currency: 'GBP', cards: [], managedNet: null, problem: null },
    });
    expect(off.assets.calls).toEqual([]);
    expect(await setUp().run({ siteAccessLevel: SiteAccessLevel.Messages })).toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    });
  });
});
