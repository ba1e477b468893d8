import { viewCurrency, type CurrencyView } from '../../../../../domain/analysis/currency-view';
import type { AccountsTab, AccountsTabRow, Explanation, PerformanceOverview } from '../../../lib/contract';

/** Reads shaped as the BFF answers them, small enough to read in a test. */

/** The '1 year' range's returns: an annual rate. */
export const YEAR = { from: '2025-11-25', to: '2026-11-24', annualised: true };
/** The view of a whole client in several currencies: the preferred one, no choice. */
export const GBP_VIEW = { choice: 'preferred', currency: 'GBP', preferred: 'GBP', original: null, offered: false };

export const account = (id: number, name: string, planCurrency = 'GBP', value = 1000): AccountsTabRow => ({
  kind: 'account',
  id: String(id),
  name,
  planCurrency,
  value,
  movement: 100,
  twrr: 0.05,
  period: YEAR,
  filter: { account: id },
  children: [],
});

export const portfolio = (id: number, name: string, children: AccountsTabRow[]): AccountsTabRow => ({
  kind: 'portfolio',
  id: String(id),
  name,
  planCurrency: null,
  value: children.reduce((s, c) => s + c.value, 0),
  movement: 100 * children.length,
  twrr: 0.04,
  period: YEAR,
  filter: { portfolio: id },
  children,
});

export const ISA = account(10001101, 'Stocks and Shares ISA');
export const USD_ACCOUNT = account(10001105, 'US Dollar Account', 'USD', 66751.61);
export const MAIN = portfolio(100011, 'Amelia Hartley – Investments', [ISA, USD_ACCOUNT]);
export const BEN_ISA = account(10002101, 'Ben ISA');
export const BEN = portfolio(100021, 'Ben Hartley – Investments', [BEN_ISA]);

const allTabs = {
  accounts: true,
  investments: true,
  allocation: true,
  transactions: true,
  investmentInstructions: false,
  paymentInformation: false,
};

export function accountsRead(over: Partial<AccountsTab> = {}): AccountsTab {
  return {
    heading: 'All portfolios',
    breadcrumb: [{ label: 'All portfolios', filter: null }],
    grouping: 'Split',
    groupingFilter: 'My',
    currency: 'GBP',
    currencyView: GBP_VIEW,
    range: { key: '1y', name: '1 year', from: '2025-11-25', to: '2026-11-24' },
    inceptionDate: '2019-01-15',
    selection: { kind: 'all', id: null },
    accountsTab: { title: 'Portfolios', shown: true },
    tabs: { ...allTabs },
    defaultTab: 'accounts',
    tables: [
      { key: 'my', heading: 'My', rows: [MAIN] },
      { key: 'linked', heading: 'Linked', rows: [BEN] },
    ],
    totals: { value: 0, movement: 0, accountCount: 3 },
    empty: null,
    ...over,
  };
}

/** The frame of one portfolio or account, as the read gives it for a filter. */
export function selectionRead(
  row: AccountsTabRow,
  parent?: AccountsTabRow,
  choice: CurrencyView | null = null,
): AccountsTab {
  const crumbs = [
    { label: 'All portfolios', filter: null },
    ...(parent ? [{ label: parent.name, filter: parent.filter }] : []),
    { label: row.name, filter: row.filter },
  ];
  const single = row.kind === 'account';
  return accountsRead({
    heading: row.name,
    breadcrumb: crumbs,
    selection: { kind: row.kind, id: row.id },
    accountsTab: { title: 'Accounts', shown: !single },
    tabs: { ...allTabs, accounts: !single, paymentInformation: single },
    defaultTab: single ? 'investments' : 'accounts',
    tables: [{ key: 'all', heading: null, rows: single ? [row] : row.children }],
    currencyView: viewCurrency({
      planCurrencies: single ? [row.planCurrency] : row.children.map((c) => c.planCurrency),
      preferred: 'GBP',
      choice,
    }),
  });
}

export function performanceRead(
  over: Partial<Omit<PerformanceOverview, 'value'>> & { heroValue?: number } = {},
): PerformanceOverview {
  const { heroValue: value = 1339828.79, ...rest } = over;
  const currency = rest.currency ?? 'GBP';
  return {
    currency,
    currencyView: { ...GBP_VIEW, currency },
    range: { key: '1y', name: '1 year', from: '2025-11-25', to: '2026-11-24' },
    frequency: 'monthly',
    hero: {
      value,
      movement: 166392.99,
      twrr: 0.1466,
      irr: 0.1469,
      period: YEAR,
      accountCount: 3,
      acrossText: 'across 3 accounts',
      multiCurrency: true,
      fxNote: "Converted from GBP and USD at each day's rate",
    },
    percentageAvailable: true,
    percentage: {
      name: 'All accounts',
      points: [
        { date: '2025-11-30', value: -0.0035 },
        { date: '2025-12-31', value: 0.0218 },
      ],
    },
    value: {
      name: 'All accounts',
      points: [
        { date: '2025-11-30', value: 1123837.26 },
        { date: '2025-12-31', value: 1156351.95 },
      ],
    },
    cashflow: {
      name: 'Net transfers / payments',
      points: [
        { date: '2025-11-30', value: 0 },
        { date: '2025-12-31', value: 3818.5 },
      ],
    },
    beforeInception: null,
    benchmarks: [
      {
        id: 801,
        name: 'UK All-Share Index',
        points: [
          { date: '2025-11-30', twrr: 0.01 },
          { date: '2025-12-31', twrr: 0.02 },
        ],
      },
      {
        id: 802,
        name: 'World Equity Index',
        points: [
          { date: '2025-11-30', twrr: 0.015 },
          { date: '2025-12-31', twrr: 0.03 },
        ],
      },
    ],
    defaultBenchmarkId: 802,
    ...rest,
  };
}

export function explanation(): Explanation {
  return {
    currency: 'GBP',
    from: '2025-11-25',
    to: '2026-11-24',
    period: { range: '1y', name: '1 year', requestedFrom: '2025-11-25', requestedTo: '2026-11-24', days: 365 },
    selection: { kind: 'all', id: null },
    conventions: {
      flowTiming: 'start-of-day',
      annualised: true,
      dayCount: 365,
      twrrMethod: '',
      nonPositiveDenominator: '',
      irrMethod: '',
      annualisation: '',
      annualiseFromDays: 365,
      fx: '',
      moneyRounding: '',
      feesAndTaxes: 1,
      text: ['Time-weighted return links daily returns.'],
    },
    accounts: [
      {
        id: 10001101,
        name: 'Stocks and Shares ISA',
        planCurrency: 'GBP',
        portfolioId: 100011,
        portfolioName: 'Amelia Hartley – Investments',
      },
    ],
    openingValue: 1000,
    closingValue: 1150,
    movement: 100,
    netFlows: 50,
    dailyValues: [{ date: '2025-11-24', value: 1000, flow: 0 }],
    flows: [
      {
        date: '2025-12-01',
        amount: 50,
        nativeAmount: 61.2,
        nativeCurrency: 'EUR',
        fxRate: 0.816814,
        accountId: 10001102,
        type: 'contribution',
      },
    ],
    rates: [{ currency: 'EUR', date: '2025-11-30', rate: 0.816814 }],
    twrr: 0.0953,
    irr: 0.0961,
    twrrBasis: 'annualised',
    irrBasis: 'annualised',
    irrReason: null,
    skippedDays: [],
    platform: { twrr: 0.0953, irr: 0.0961 },
    reconciliation: { openingValue: '1000.00', closingValue: '1150.00', netFlows: '50.00', movement: '100.00' },
  };
}

export const fxRatesRead = (currency: string, codes: string[]) => ({
  currency,
  priceField: 'prev_close_price',
  rates: codes.map((c) => ({
    currency: c,
    rate: 0.8528,
    display: '0.8528',
    date: '2026-11-24',
    converted: true,
    message: null,
  })),
});
