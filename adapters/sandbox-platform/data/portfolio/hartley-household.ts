import { addDays, addYears } from '../../../../domain/shared/iso-date';
import type { ClientRecord } from '../records';
import { accountRecord } from './account-kinds';
import type { Market } from './market';
import { portfolioIdFor, type PortfolioRecord } from './portfolio-records';
import { universeFor } from './securities';
import { REGULAR_ACTIVITY, SCRIPTED_ONLY, type AccountPlan } from './simulate-account';

/**
 * Amelia, Ben and their son Oliver: the portfolios of PERSONAS.md. Amelia has one account for each
 * case other trackers get wrong (AccountRecord.demoCase names it); dates of those cases are set
 * against the as-of date so they fall inside the default one-year period.
 */

export interface HouseholdPlan {
  portfolios: PortfolioRecord[];
  /** In simulation order: a transfer's sending account comes before its receiving one. */
  plans: AccountPlan[];
  /** Transfers to mirror: after `from` is simulated, its transfer_out rows become transfer_in rows of `to`. */
  transfers: { from: number; to: number }[];
}

export const DEMO_CASES = {
  openedMidPeriod: 'opened-mid-default-period',
  nearlyEmptied: 'nearly-emptied-then-topped-up',
  foreignBoughtFarFromToday: 'usd-bought-far-from-todays-rate',
  pence: 'pence-priced-security',
  priceGap: 'security-with-price-gap',
  dividendsFirst: 'dividends-before-later-purchases',
  notManaged: 'not-managed',
  noTransactions: 'no-transactions',
  blocked: 'blocked',
  explicitLink: 'explicit-link',
} as const;

function portfolio(
  owner: ClientRecord,
  n: number,
  name: string,
  ptype: PortfolioRecord['ptype'],
  extra: Partial<PortfolioRecord> = {},
): PortfolioRecord {
  return {
    portfolioId: portfolioIdFor(owner.entityId, n),
    name,
    ptype,
    ownerEntityId: owner.entityId,
    jointEntityIds: [],
    sharedEntityIds: [],
    reportCurrency: owner.preferredCurrency,
    sortOrder: n,
    ...extra,
  };
}

/**
 * The business day between four years and one year ago when sterling per dollar was furthest from
 * today's rate: the USD account buys then.
 */
export function dayFurthestFromTodaysRate(market: Market, currency: string): string {
  const today = market.sterlingPer(currency, market.asOf)!;
  const from = addYears(market.asOf, -4);
  const to = addYears(market.asOf, -1);
  let best = from;
  let gap = -1;
  for (const d of market.calendar.businessDays) {
    if (d < from || d > to) continue;
    const g = Math.abs(market.sterlingPer(currency, d)! - today);
    if (g > gap) [best, gap] = [d, g];
  }
  return best;
}

export function hartleyHousehold(
  market: Market,
  amelia: ClientRecord,
  ben: ClientRecord,
  oliver: ClientRecord,
): HouseholdPlan {
  const asOf = market.asOf;
  const ago = (days: number): string => addDays(asOf, -days);
  const A = amelia.entityName;
  const B = ben.entityName;
  const O = oliver.entityName;
  const joint = `${A} & ${B}`;

  const investments = portfolio(amelia, 1, 'Amelia Hartley – Investments', 'PT_SINGLE');
  const pension = portfolio(amelia, 2, 'Amelia Hartley – Pension', 'PT_SINGLE');
  const jointPortfolio = portfolio(amelia, 3, 'Hartley Joint Portfolio', 'PT_JOINT', {
    jointEntityIds: [ben.entityId],
  });
  const benSingle = portfolio(ben, 1, 'Ben Hartley – Investments', 'PT_SINGLE');
  const trust = portfolio(oliver, 1, 'Hartley Family Trust', 'PT_SHARED', {
    sharedEntityIds: [amelia.entityId, ben.entityId],
  });
  const oliverSingle = portfolio(oliver, 2, 'Oliver Hartley – Savings', 'PT_SINGLE');

  const regular = (
    p: PortfolioRecord,
    n: number,
    spec: Parameters<typeof accountRecord>[2],
    initial: number,
    monthly = REGULAR_ACTIVITY.monthlyContribution,
  ): AccountPlan => ({
    account: accountRecord(p, n, spec),
    openDate: spec.activeDate,
    initialContribution: initial,
    universe: universeFor(spec.currency),
    activity: { ...REGULAR_ACTIVITY, monthlyContribution: monthly },
    script: [],
  });
  const scripted = (
    p: PortfolioRecord,
    n: number,
    spec: Parameters<typeof accountRecord>[2],
    initial: number,
    universe: readonly string[],
    script: AccountPlan['script'],
  ): AccountPlan => ({
    account: accountRecord(p, n, spec),
    openDate: spec.activeDate,
    initialContribution: initial,
    universe,
    activity: SCRIPTED_ONLY,
    script,
  });

  const usdBuyDay = dayFurthestFromTodaysRate(market, 'USD');
  const jointGia = regular(
    jointPortfolio,
    1,
    { kind: 'gia', name: 'Joint General Investment Account', currency: 'GBP', owner: joint, activeDate: '2019-02-01' },
    50000,
    600,
  );
  const ameliaIsa = regular(
    investments,
    1,
    { kind: 'isa', name: 'Stocks and Shares ISA', currency: 'GBP', owner: A, activeDate: '2019-03-01' },
    20000,
  );
  // Each April the joint account moves money into Amelia's ISA (a transfer out of one, into the other).
  for (let y = 2020; `${y}-04-08` <= asOf; y++) {
    jointGia.script.push({
      date: `${y}-04-08`,
      kind: 'transfer_out',
      amount: 5000,
      counterpartAccountId: ameliaIsa.account.accountId,
      comment: 'Transfer to ISA',
    });
  }

  const plans: AccountPlan[] = [
    jointGia,
    regular(
      jointPortfolio,
      2,
      {
        kind: 'gia',
        name: 'Joint US Dollar Account',
        currency: 'USD',
        owner: joint,
        activeDate: '2019-08-01',
        serviceType: 'Advisory',
      },
      40000,
      500,
    ),
    ameliaIsa,
    regular(
      investments,
      2,
      {
        kind: 'gia',
        name: 'Euro Investment Account',
        currency: 'EUR',
        owner: A,
        activeDate: '2019-06-03',
        serviceType: 'Advisory',
      },
      30000,
      300,
    ),
    regular(
      investments,
      3,
      {
        kind: 'gia',
        name: 'New Growth Account',
        currency: 'GBP',
        owner: A,
        activeDate: ago(182),
        demoCase: DEMO_CASES.openedMidPeriod,
      },
      25000,
      500,
    ),
    scripted(
      investments,
      4,
      {
        kind: 'gia',
        name: 'Rainy Day Account',
        currency: 'GBP',
        owner: A,
        activeDate: '2020-01-15',
        demoCase: DEMO_CASES.nearlyEmptied,
      },
      40000,
      universeFor('GBP'),
      [
        { date: '2020-01-15', kind: 'buy', code: 'VWRL', amount: 22000 },
        { date: '2020-01-15', kind: 'buy', code: 'VGOV', amount: 15000 },
        // Sold out first, then 99.5% of the cash withdrawn a few days later: the withdrawal never exceeds
        // the day before's value, whatever the market did on the day of the sale.
        { date: ago(303), kind: 'sell_share', share: 1 },
        { date: ago(300), kind: 'withdraw_share', share: 0.995, comment: 'House deposit' },
        { date: ago(200), kind: 'contribution', amount: 30000, comment: 'Top-up' },
        { date: ago(199), kind: 'buy', code: 'VWRL', amount: 28000 },
      ],
    ),
    scripted(
      investments,
      5,
      {
        kind: 'gia',
        name: 'US Dollar Account',
        currency: 'USD',
        owner: A,
        activeDate: usdBuyDay,
        serviceType: 'Advisory',
        demoCase: DEMO_CASES.foreignBoughtFarFromToday,
      },
      50000,
      universeFor('USD'),
      [
        { date: usdBuyDay, kind: 'buy', code: 'SPY', amount: 25000 },
        { date: usdBuyDay, kind: 'buy', code: 'MSFT', amount: 12000 },
        { date: usdBuyDay, kind: 'buy', code: 'BND', amount: 10000 },
      ],
    ),
    {
      ...regular(
        investments,
        6,
        {
          kind: 'gia',
          name: 'UK Shares Account',
          currency: 'GBP',
          owner: A,
          activeDate: '2020-09-01',
          demoCase: DEMO_CASES.pence,
        },
        30000,
        200,
      ),
      universe: ['BARC', 'LLOY', 'ULVR', 'VWRL'],
      script: [
        { date: '2020-09-01', kind: 'buy', code: 'BARC', amount: 8000 },
        { date: '2020-09-01', kind: 'buy', code: 'LLOY', amount: 6000 },
        { date: '2020-09-01', kind: 'buy', code: 'ULVR', amount: 7000 },
        { date: '2020-09-01', kind: 'buy', code: 'VWRL', amount: 8000 },
      ],
    },
    scripted(
      investments,
      7,
      {
        kind: 'gia',
        name: 'Property Income Account',
        currency: 'GBP',
        owner: A,
        activeDate: '2021-02-01',
        demoCase: DEMO_CASES.priceGap,
      },
      20000,
      ['NPPF', 'VGOV'],
      [
        { date: '2021-02-01', kind: 'buy', code: 'NPPF', amount: 12000 },
        { date: '2021-02-01', kind: 'buy', code: 'VGOV', amount: 6000 },
        { date: ago(150), kind: 'buy', code: 'NPPF', amount: 1500 },
      ],
    ),
    scripted(
      investments,
      8,
      {
        kind: 'isa',
        name: 'Dividend ISA',
        currency: 'GBP',
        owner: A,
        activeDate: '2021-05-04',
        demoCase: DEMO_CASES.dividendsFirst,
      },
      15000,
      ['ULVR'],
      [
        { date: '2021-05-04', kind: 'buy', code: 'ULVR', amount: 5000 },
        { date: ago(400), kind: 'buy', code: 'ULVR', amount: 4000 },
        { date: ago(120), kind: 'buy', code: 'ULVR', amount: 4000 },
      ],
    ),
    regular(
      investments,
      9,
      {
        kind: 'gia',
        name: 'Legacy Holdings',
        currency: 'GBP',
        owner: A,
        activeDate: '2019-05-01',
        serviceType: 'Not managed',
        demoCase: DEMO_CASES.notManaged,
      },
      10000,
      0,
    ),
    scripted(
      investments,
      10,
      {
        kind: 'gia',
        name: 'Cash Reserve Account',
        currency: 'GBP',
        owner: A,
        activeDate: ago(90),
        demoCase: DEMO_CASES.noTransactions,
      },
      0,
      universeFor('GBP'),
      [],
    ),
    regular(
      investments,
      11,
      {
        kind: 'offshore',
        name: 'Offshore Bond',
        currency: 'GBP',
        owner: A,
        activeDate: '2019-10-01',
        blocked: true,
        demoCase: DEMO_CASES.blocked,
      },
      50000,
      0,
    ),
    regular(
      pension,
      1,
      { kind: 'sipp', name: 'SIPP', currency: 'GBP', owner: A, activeDate: '2019-01-15' },
      60000,
      800,
    ),
    regular(
      benSingle,
      1,
      { kind: 'isa', name: 'Stocks and Shares ISA', currency: 'GBP', owner: B, activeDate: '2019-04-01' },
      20000,
    ),
    regular(
      benSingle,
      2,
      { kind: 'sipp', name: 'SIPP', currency: 'GBP', owner: B, activeDate: '2019-07-01' },
      45000,
      600,
    ),
    regular(
      trust,
      1,
      {
        kind: 'trust',
        name: 'Family Trust Account',
        currency: 'GBP',
        owner: O,
        activeDate: '2019-04-01',
        serviceType: 'Discretionary',
      },
      80000,
      0,
    ),
    regular(
      oliverSingle,
      1,
      {
        kind: 'jisa',
        name: 'Junior ISA',
        currency: 'GBP',
        owner: O,
        activeDate: '2019-09-02',
        explicitLinkEntityIds: [amelia.entityId],
        demoCase: DEMO_CASES.explicitLink,
      },
      3000,
      100,
    ),
    regular(
      oliverSingle,
      2,
      { kind: 'ctf', name: 'Child Trust Fund', currency: 'GBP', owner: O, activeDate: '2019-09-02' },
      2000,
      50,
    ),
  ];
  return {
    portfolios: [investments, pension, jointPortfolio, benSingle, trust, oliverSingle],
    plans,
    transfers: [{ from: jointGia.account.accountId, to: ameliaIsa.account.accountId }],
  };
}
