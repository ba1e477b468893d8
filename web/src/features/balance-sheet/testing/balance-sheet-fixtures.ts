import type { Asset, AssetMember, AssetTypeTotal, BalanceSheet, NetWorth } from '../../../lib/contract';
import type { ApiCall, ApiReply } from '../../../testing/api-fake';
import { fakeApi } from '../../../testing/api-fake';

export const AMELIA: AssetMember = {
  id: 10001,
  name: 'Amelia Hartley',
  relationship: 'self',
  preferredCurrency: 'GBP',
};
export const BEN: AssetMember = { id: 10002, name: 'Ben Hartley', relationship: 'partner', preferredCurrency: 'GBP' };

let nextId = 1;
/** One asset in GBP unless told; owned value is percentOwned of value, worked out by hand in each call. */
export function asset(
  type: Asset['type'],
  description: string,
  value: number,
  owned: number,
  over: Partial<Asset> = {},
): Asset {
  return {
    id: nextId++,
    type,
    description,
    typeDescription: null,
    provider: `${description} Ltd`,
    policyNumber: `P-${description.slice(0, 3).toUpperCase()}`,
    status: null,
    valuationDate: '2026-03-05',
    managed: true,
    percentOwned: 100,
    value: { plan: value, planCurrency: 'GBP', report: value },
    ownedValue: { plan: owned, planCurrency: 'GBP', report: owned },
    owners: [],
    ...over,
  };
}

/**
 * Amelia's sheet. Managed: 2 investments, 1 pension (EUR). Non-managed: 1 of each type.
 *   Everything: 3 investments, 2 pensions, 1 annuity, 1 liability.
 */
export function ameliaAssets(): Asset[] {
  return [
    asset('investment', 'Stocks and Shares ISA', 120000, 120000),
    // Joint with Ben, 50%: 80,000 x 0.5 = 40,000.
    asset('investment', 'Joint General Account', 80000, 40000, {
      percentOwned: 50,
      owners: ['Amelia Hartley', 'Ben Hartley'],
      valuationDate: '2025-12-31',
    }),
    asset('investment', 'Premium Bonds', 50000, 50000, {
      managed: false,
      provider: null,
      policyNumber: null,
      valuationDate: null,
    }),
    // EUR 200,000 at 0.8612 = GBP 172,240.
    asset('pension', 'Euro Pension', 0, 0, {
      value: { plan: 200000, planCurrency: 'EUR', report: 172240 },
      ownedValue: { plan: 200000, planCurrency: 'EUR', report: 172240 },
    }),
    asset('pension', 'Workplace Pension', 30000, 30000, { managed: false }),
    asset('annuity', 'Lifetime Annuity', 45000, 45000, { managed: false }),
    // 150,000 at 50% = 75,000 owed.
    asset('liability', 'Mortgage', 150000, 75000, { managed: false, percentOwned: 50 }),
  ];
}

/** Totals of owned values per type and view, added by hand from ameliaAssets. */
export function ameliaTotals(): AssetTypeTotal[] {
  const t = (type: string, view: string, count: number, ownedTotal: number): AssetTypeTotal => ({
    type,
    view,
    count,
    ownedTotal,
    source: 'computed',
  });
  return [
    t('investment', 'managed', 2, 160000), // 120,000 + 40,000
    t('investment', 'nonManaged', 1, 50000),
    t('investment', 'everything', 3, 210000), // 160,000 + 50,000
    t('pension', 'managed', 1, 172240),
    t('pension', 'nonManaged', 1, 30000),
    t('pension', 'everything', 2, 202240), // 172,240 + 30,000
    t('annuity', 'nonManaged', 1, 45000),
    t('annuity', 'everything', 1, 45000),
    t('liability', 'nonManaged', 1, 75000),
    t('liability', 'everything', 1, 75000),
  ];
}

export function sheet(over: Partial<BalanceSheet> = {}): BalanceSheet {
  return {
    enabled: true,
    members: [AMELIA, BEN],
    memberId: AMELIA.id,
    views: ['managed', 'nonManaged', 'everything'],
    defaultView: 'managed',
    underAdviceFeature: true,
    reportCurrency: 'GBP',
    multiCurrency: false,
    fxRates: [{ currency: 'EUR', rate: 0.8612, display: '0.8612', message: null }],
    assets: ameliaAssets(),
    totals: ameliaTotals(),
    problem: null,
    failedTypes: [],
    ...over,
  };
}

/**
 * Net worth per member: Amelia owns 120,000 + 40,000 + 50,000 + 172,240 + 30,000 + 45,000 = 457,240 and
 * owes 75,000 (net 382,240); Ben owns 40,000 and owes 75,000 (net -35,000). Household: 497,240 less
 * 150,000 = 347,240.
 */
export function netWorth(view = 'everything'): NetWorth {
  return {
    currency: 'GBP',
    view,
    members: [
      { memberId: AMELIA.id, name: AMELIA.name, assets: 457240, liabilities: 75000, netWorth: 382240 },
      { memberId: BEN.id, name: BEN.name, assets: 40000, liabilities: 75000, netWorth: -35000 },
    ],
    household: { memberId: null, name: 'Household', assets: 497240, liabilities: 150000, netWorth: 347240 },
    unconverted: [],
    problem: null,
    failedTypes: [],
  };
}

/** The balance sheet's reads behind fetch: Amelia's sheet, Ben's empty one, and the net worth. */
export function fakeBalanceSheetApi(override?: (call: ApiCall) => ApiReply | Promise<ApiReply> | undefined): ApiCall[] {
  return fakeApi((call) => {
    const custom = override?.(call);
    if (custom) return custom;
    if (call.path === '/assets/balance-sheet') {
      return call.query.get('memberId') === String(BEN.id)
        ? { body: sheet({ memberId: BEN.id, assets: [], totals: [] }) }
        : { body: sheet() };
    }
    if (call.path === '/assets/net-worth') return { body: netWorth(call.query.get('view') ?? 'everything') };
    return undefined;
  });
}
