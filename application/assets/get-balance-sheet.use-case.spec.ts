import { decimal } from '../../domain/money/decimal';
import { SiteAccessLevel } from '../../domain/access/access-level';
import { ASSET_LOAD_PROBLEM } from '../../domain/assets/asset-display-texts';
import { GetBalanceSheetUseCase, type BalanceSheet } from './get-balance-sheet.use-case';
import { ameliaRecords, benRecords } from './testing/amelia-assets';
import { AMELIA, BEN, client, fakes, GRAN, investment, pension, type FakeOptions } from './testing/assets-fakes';
import { first } from '../../domain/shared/present';

function setUp(options: FakeOptions = {}) {
  const f = fakes(options);
  f.assets.lists.set(AMELIA, ameliaRecords());
  f.assets.lists.set(BEN, benRecords());
  const useCase = new GetBalanceSheetUseCase(f.assets, f.portfolio, f.context);
  const run = async ({ memberId, ...over }: Parameters<typeof client>[0] & { memberId?: number } = {}) =>
    useCase.execute(client(over), { memberId });
  const sheet = async (over: Parameters<typeof client>[0] & { memberId?: number } = {}) => {
    const r = await run(over);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    return r.value;
  };
  return { ...f, run, sheet };
}

const total = (s: BalanceSheet, type: string, view: string) =>
  s.totals.find((t) => t.type === type && t.view === view)!;

describe('GetBalanceSheetUseCase', () => {
  it("gives amelia's shown assets with owned values, dropping the 0% owned, the statuses §5 drops and the wrappers", async () => {
    const s = await setUp().sheet();
    expect(s.assets.map((a) => a.id)).toEqual([11, 12, 21, 31, 41]);
    expect(s.assets.find((a) => a.id === 11)).toMatchObject({
      type: 'investment',
      description: 'Joint ISA',
      percentOwned: 50,
      managed: true,
      owners: ['Amelia Hartley', 'Ben Hartley'],
      value: { plan: 10000, planCurrency: 'GBP', report: 10000 },
      ownedValue: { plan: 5000, planCurrency: 'GBP', report: 5000 },
      provider: 'Vanguard',
      policyNumber: 'INV-11',
      status: 'Existing',
      valuationDate: '2026-06-30',
    });
    expect(s.assets.find((a) => a.id === 12)).toMatchObject({
      managed: false,
      percentOwned: 100,
      ownedValue: { plan: 2500.5, report: 2500.5 },
    });
    // 20,000.00 EUR × 0.8612 = 17,224.00 GBP.
    expect(s.assets.find((a) => a.id === 21)).toMatchObject({
      type: 'pension',
      value: { plan: 20000, planCurrency: 'EUR', report: 17224 },
      provider: 'Aviva',
      policyNumber: 'PEN-21',
    });
    expect(s.assets.find((a) => a.id === 31)).toMatchObject({
      type: 'annuity',
      frequency: 'Monthly',
      rate: 4.5,
      income: { plan: 1200, planCurrency: 'GBP', report: 1200 },
    });
    expect(s.assets.find((a) => a.id === 41)).toMatchObject({
      type: 'liability',
      rate: 3.9,
      ownedValue: { report: 75000 },
    });
    expect(s).toMatchObject({
      enabled: true,
      memberId: AMELIA,
      reportCurrency: 'GBP',
      underAdviceFeature: true,
      multiCurrency: true,
      problem: null,
      failedTypes: [],
    });
    expect(s.fxRates).toEqual([{ currency: 'EUR', rate: 0.8612, display: '0.8612', message: null }]);
  });

  it('lists self then the partner, never the member who is not login accessible, with the default views', async () => {
    const s = await setUp().sheet();
    expect(s.members).toEqual([
      { id: AMELIA, name: 'Amelia Hartley', relationship: 'self', preferredCurrency: 'GBP' },
      { id: BEN, name: 'Ben Hartley', relationship: 'partner', preferredCurrency: 'GBP' },
    ]);
    expect([s.views, s.defaultView]).toEqual([['managed', 'nonManaged', 'everything'], 'managed']);
  });

  it('totals each type and view from the rounded owned values', async () => {
    const s = await setUp({ rates: { EUR: 0.8612 } }).sheet();
    expect(s.totals).toHaveLength(12);
    // Investments: managed 5,000.00 (11); non-managed 2,500.50 (12); everything 7,500.50.
    expect(
      [
        total(s, 'investment', 'managed'),
        total(s, 'investment', 'nonManaged'),
        total(s, 'investment', 'everything'),
      ].map((t) => [t.count, t.ownedTotal]),
    ).toEqual([
      [1, 5000],
      [1, 2500.5],
      [2, 7500.5],
    ]);
    expect(total(s, 'pension', 'nonManaged')).toMatchObject({ count: 0, ownedTotal: 0 });
    expect(total(s, 'pension', 'everything')).toMatchObject({ count: 1, ownedTotal: 17224 });
    expect(total(s, 'liability', 'managed')).toMatchObject({ count: 1, ownedTotal: 75000 });
  });

  it('reads the four lists side by side', async () => {
    const f = setUp();
    await f.sheet();
    expect(f.assets.calls.filter((c) => c.startsWith(`assets:${AMELIA}:`)).sort()).toEqual([
      `assets:${AMELIA}:annuity`,
      `assets:${AMELIA}:investment`,
      `assets:${AMELIA}:liability`,
      `assets:${AMELIA}:pension`,
    ]);
    expect(f.assets.maxInFlight).toBe(4);
  });

  it("says 'There was a problem retrieving one or more assets.' when a list fails, and still shows the rest", async () => {
    const f = setUp();
    f.assets.failing.add('pension');
    const s = await f.sheet();
    expect(s.problem).toBe(ASSET_LOAD_PROBLEM);
    expect(s.failedTypes).toEqual(['pension']);
    expect(s.assets.map((a) => a.id)).toEqual([11, 12, 31, 41]);
    expect(total(s, 'pension', 'everything')).toMatchObject({ count: 0, ownedTotal: null });
    expect(total(s, 'investment', 'everything')).toMatchObject({ count: 2, ownedTotal: 7500.5 });
  });

  it('fails the read when the session is lost, rather than calling it a partial failure', async () => {
    const f = setUp();
    f.assets.failing.add('session');
    expect(await f.run()).toMatchObject({ ok: false, error: { code: 'no_session' } });
  });

  it("shows ben's assets to amelia, who holds view_partner, with his own shares", async () => {
    const s = await setUp().sheet({ memberId: BEN });
    expect(s.memberId).toBe(BEN);
    // His half of the joint ISA 5,000.00; US shares 1,000.00 USD × 0.7512 = 751.20 GBP (by owned value, descending).
    expect(s.assets.map((a) => [a.id, a.ownedValue.report])).toEqual([
      [11, 5000],
      [51, 751.2],
      [41, 75000],
    ]);
    expect(s.fxRates.map((r) => r.currency)).toEqual(['USD']);
  });

  it('refuses the partner without view_partner, a member who is not login accessible and anyone outside the family as not found', async () => {
    const without = setUp({ capabilities: ['view_portfolio'] });
    expect(await without.run({ memberId: BEN })).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect((await without.sheet()).members.map((m) => m.id)).toEqual([AMELIA]);
    const f = setUp();
    expect(await f.run({ memberId: GRAN })).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(await f.run({ memberId: 999 })).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(f.assets.calls.some((c) => c.startsWith('assets:999') || c.startsWith(`assets:${GRAN}`))).toBe(false);
  });

  it('uses rapid totals for Everything when the version allows, and the computed ones otherwise', async () => {
    const f = setUp();
    f.assets.rapid = [{ kind: 'investment', total: { value: decimal('7500.5'), currency: 'GBP' }, records: 2 }];
    const s = await f.sheet();
    expect(f.assets.calls).toContain(`rapid:${AMELIA}:GBP`);
    expect(total(s, 'investment', 'everything')).toEqual({
      type: 'investment',
      view: 'everything',
      count: 2,
      ownedTotal: 7500.5,
      source: 'rapid',
    });
    expect(total(s, 'investment', 'managed').source).toBe('computed');
    expect(total(s, 'pension', 'everything').source).toBe('computed');

    const old = setUp();
    old.assets.version = '23.5.99';
    old.assets.rapid = [{ kind: 'investment', total: { value: decimal('1'), currency: 'GBP' }, records: 9 }];
    const o = await old.sheet();
    expect(old.assets.calls.some((c) => c.startsWith('rapid'))).toBe(false);
    expect(total(o, 'investment', 'everything')).toMatchObject({ count: 2, ownedTotal: 7500.5, source: 'computed' });
  });

  it("gives no Everything total, not the platform's rapid one, when a row of that type has no rate", async () => {
    const f = setUp({ rates: {} });
    // The platform's rapid total for pensions would be 17,224.00 GBP, but the EUR pension (21) has no rate:
    // its row shows 'Conversion rate unavailable', so no total can be given beside it.
    f.assets.rapid = [
      { kind: 'pension', total: { value: decimal('17224'), currency: 'GBP' }, records: 1 },
      { kind: 'investment', total: { value: decimal('7500.5'), currency: 'GBP' }, records: 2 },
    ];
    const s = await f.sheet();
    expect(s.assets.find((a) => a.id === 21)!.ownedValue.report).toBeNull();
    expect(total(s, 'pension', 'everything')).toEqual({
      type: 'pension',
      view: 'everything',
      count: 1,
      ownedTotal: null,
      source: 'computed',
    });
    // Every investment converts (both GBP), so the rapid total stands.
    expect(total(s, 'investment', 'everything')).toMatchObject({ ownedTotal: 7500.5, source: 'rapid' });
  });

  it('falls back to the computed totals when the rapid totals call fails', async () => {
    const f = setUp();
    f.assets.rapid = 'fail';
    const s = await f.sheet();
    expect(f.assets.calls).toContain(`rapid:${AMELIA}:GBP`);
    expect(s.totals.every((t) => t.source === 'computed')).toBe(true);
    expect(s.problem).toBeNull();
  });

  it('counts every asset as managed when the under-advice field is absent', async () => {
    const f = setUp();
    f.assets.underAdviceField = false;
    const s = await f.sheet();
    expect(s.underAdviceFeature).toBe(false);
    expect(s.assets.every((a) => a.managed)).toBe(true);
    expect(total(s, 'investment', 'managed')).toMatchObject({ count: 2, ownedTotal: 7500.5 });
    expect(total(s, 'investment', 'nonManaged')).toMatchObject({ count: 0, ownedTotal: 0 });
  });

  it("says 'Conversion rate unavailable' and leaves report values empty when a rate is missing", async () => {
    const s = await setUp({ rates: {} }).sheet();
    expect(s.fxRates).toEqual([{ currency: 'EUR', rate: null, display: null, message: 'Conversion rate unavailable' }]);
    expect(s.assets.find((a) => a.id === 21)!.value).toEqual({ plan: 20000, planCurrency: 'EUR', report: null });
    expect(total(s, 'pension', 'everything').ownedTotal).toBeNull();
    expect(total(s, 'investment', 'everything').ownedTotal).toBe(7500.5);
    const failing = await setUp({ fxFails: true }).sheet();
    expect(first(failing.fxRates).message).toBe('Conversion rate unavailable');
  });

  it('drops Active pensions outside GB and keeps Inforce ones in ZA', async () => {
    const f = setUp({ region: 'ZA' });
    f.assets.lists.get(AMELIA)!.push({
      ...f.assets.lists.get(AMELIA)!.find((r) => r.assetId === 21)!,
      assetId: 25,
      policyStatus: 'Inforce',
    } as never);
    const s = await f.sheet();
    expect(s.assets.filter((a) => a.type === 'pension').map((a) => a.id)).toEqual([25]);
  });

  it('describes type and supplier codes from the ufield choices, and shows a code without one as it is', async () => {
    const f = setUp();
    f.assets.lists.set(AMELIA, [
      investment(11, 10000, { typeCode: 'ISA', supplier: 'VANG' }),
      pension(26, 10, { productProvider: 'ZURI', type: 'Personal Pension' }),
    ]);
    f.assets.choices['entity_asset:type'] = [{ value: 'ISA', label: 'Individual Savings Account' }];
    f.assets.choices['entity_asset:supplier'] = [{ value: 'VANG', label: 'Vanguard Investments' }];
    f.assets.choices['entity_fund_za:product_provider'] = [{ value: 'ZURI', label: 'Zurich' }];
    const s = await f.sheet();
    expect(s.assets.map((a) => [a.typeDescription, a.provider])).toEqual([
      ['Individual Savings Account', 'Vanguard Investments'],
      [null, 'Zurich'],
    ]);
    expect(f.assets.calls.filter((c) => c.startsWith('choices:')).sort()).toEqual([
      'choices:entity_annuity:supplier',
      'choices:entity_annuity:type',
      'choices:entity_asset:supplier',
      'choices:entity_asset:type',
      'choices:entity_fund_za:product_provider',
      'choices:entity_fund_za:type',
      'choices:entity_liability:supplier',
      'choices:entity_liability:type',
    ]);
  });

  it('asks for rapid totals filtered as the Everything view is: allowed statuses, and pensions without wrappers', async () => {
    const f = setUp();
    f.assets.choices['entity_fund_za:type'] = [
      'Personal Pension',
      'SIPP Wrapper',
      'QROPs Wrapper',
      'Stakeholder Pension',
    ].map((t) => ({ value: t, label: t }));
    await f.sheet();
    expect(f.assets.rapidRequests).toEqual([
      {
        memberId: AMELIA,
        currency: 'GBP',
        filters: {
          investment: { status: ['', 'Existing', 'Paid Up'] },
          pension: {
            policy_status: ['', 'Paid Up', 'Premium Holiday', 'Active'],
            is_sipp_wrapper: ['0'],
            type: ['', 'Personal Pension', 'Stakeholder Pension'],
          },
          annuity: { policy_status: ['', 'Inforce'] },
          liability: { status: ['', 'Current'] },
        },
      },
    ]);
  });

  it('reads nothing but the settings when the site has switched asset viewing off', async () => {
    const f = setUp({ settings: { assetViewingDisabled: true } });
    const s = await f.sheet();
    expect(s).toMatchObject({ enabled: false, assets: [], members: [], totals: [] });
    expect(f.assets.calls).toEqual([]);
  });

  it('refuses the Messages access level', async () => {
    const f = setUp();
    expect(await f.run({ siteAccessLevel: SiteAccessLevel.Messages })).toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    });
    expect(f.assets.calls).toEqual([]);
  });
});
