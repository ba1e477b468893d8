import { chartFrequency } from '../../../domain/analysis/chart-frequency';
import { PERFORMANCE_CONVENTIONS } from '../../../domain/performance/conventions';
import { periodReturns } from '../../../domain/performance/explain';
import { first, itemAt, present } from '../../../domain/shared/present';
import { addDays } from '../../../domain/shared/iso-date';
import type { AccountRecord } from '../data/portfolio/portfolio-records';
import {
  cumulativeTwrr,
  sampleDates,
  selectionInception,
  selectionPerformance,
  selectionSeries,
  type Frequency,
} from '../compute/selection-performance';
import { validation } from '../http/errors';
import { ok, type Reply, type SignedInContext } from '../http/reply';
import { signedIn, type Route } from '../http/route';
import { bigDecimalValue, currencyValue, dateValue } from '../http/wire';
import { MONEY_DECIMALS, sumDecimals } from '../../../domain/money/decimal';
import {
  dateRange,
  feesAndTaxes,
  flag,
  pricingType,
  reportCurrency,
  selectedAccounts,
  withConversion,
} from './portfolio-query';
import { groupAccounts } from './portfolio.routes';

/**
 * Profit analysis (spec 2 §7): every figure from the accounts' daily values and flows, converted at
 * each day's rate, linked by the domain's TWRR and solved by its XIRR (PERFORMANCE_CONVENTIONS).
 */

/** The spec's chart series name when the range starts before the selection's first transaction (§8). */
export const NO_DATA_SERIES = 'no data available';
const FREQUENCIES: readonly Frequency[] = ['daily', 'weekly', 'monthly', 'quarterly', 'yearly'];
const GROUPINGS = ['all', 'portfolio', 'account', 'portfolio,account'] as const;
type Grouping = (typeof GROUPINGS)[number];

interface Part {
  key: string;
  grouping: 'all' | 'portfolio' | 'account' | 'group';
  name: string;
  portfolioid: number | null;
  accountid: number | null;
  nativeCurrency: string | null;
  accounts: AccountRecord[];
}

function grouping(ctx: SignedInContext): Grouping {
  const g = (ctx.query.get('grouping') ?? 'all').replace(/\s+/g, '');
  if (!(GROUPINGS as readonly string[]).includes(g))
    throw validation(`grouping must be one of ${GROUPINGS.join(', ')}`);
  return g as Grouping;
}

function partsOf(ctx: SignedInContext, accounts: AccountRecord[], g: Grouping): Part[] {
  const parts: Part[] = [];
  if (g === 'all')
    parts.push({
      key: 'all',
      grouping: 'all',
      name: 'All accounts',
      portfolioid: null,
      accountid: null,
      nativeCurrency: null,
      accounts,
    });
  if (g === 'portfolio' || g === 'portfolio,account') {
    for (const pid of [...new Set(accounts.map((a) => a.portfolioId))]) {
      const p = ctx.state.portfolios.portfolio(pid)!.portfolio;
      parts.push({
        key: `portfolio:${pid}`,
        grouping: 'portfolio',
        name: p.name,
        portfolioid: pid,
        accountid: null,
        nativeCurrency: null,
        accounts: accounts.filter((a) => a.portfolioId === pid),
      });
    }
  }
  if (g === 'account' || g === 'portfolio,account') {
    for (const a of accounts)
      parts.push({
        key: `account:${a.accountId}`,
        grouping: 'account',
        name: a.name,
        portfolioid: a.portfolioId,
        accountid: a.accountId,
        nativeCurrency: a.planCurrency,
        accounts: [a],
      });
  }
  return parts;
}

function detailRow(ctx: SignedInContext, part: Part, range: { from: string; to: string }, currency: string) {
  const includeTwrr = flag(ctx, 'include_twrr', true);
  const includeIrr = flag(ctx, 'include_irr', true);
  const mode = feesAndTaxes(ctx);
  const base = {
    key: part.key,
    grouping: part.grouping,
    name: part.name,
    portfolioid: part.portfolioid,
    accountid: part.accountid,
    base_currency: currency,
    native_currency: part.nativeCurrency ?? currency,
    fees_and_taxes: mode.mode,
  };
  const series = selectionSeries(ctx.state.portfolios, part.accounts, range, currency);
  if (!series) {
    const zero = currencyValue(0, currency);
    return {
      ...base,
      start_date: dateValue(range.from),
      end_date: dateValue(range.to),
      no_data: true,
      market_value_from: zero,
      market_value_to: zero,
      net_cashflow: zero,
      movement: zero,
      twrr_period: null,
      twrr_cumulative: null,
      twrr_annualised: false,
      irr_period: null,
      irr_reason: 'No transactions in this range',
      period_days: 0,
      skipped_days: [],
    };
  }
  const perf = selectionPerformance(series, mode);
  const r = perf.returns;
  return {
    ...base,
    start_date: dateValue(perf.from),
    end_date: dateValue(perf.to),
    no_data: false,
    market_value_from: currencyValue(perf.openingValue, currency),
    market_value_to: currencyValue(perf.closingValue, currency),
    net_cashflow: currencyValue(perf.netFlows, currency),
    movement: currencyValue(perf.movement, currency),
    twrr_period: includeTwrr ? r.twrr.value : null,
    twrr_cumulative: includeTwrr ? r.twrr.cumulative : null,
    twrr_annualised: r.annualised,
    irr_period: includeIrr && r.irr.ok ? r.irr.value.value : null,
    irr_reason: includeIrr && !r.irr.ok ? r.irr.error.reason : null,
    period_days: r.days,
    skipped_days: r.skippedDays.map((d) => d.date),
  };
}

function detail(ctx: SignedInContext, accounts: AccountRecord[], g: Grouping = grouping(ctx)): Reply {
  pricingType(ctx);
  const range = dateRange(ctx);
  const currency = reportCurrency(ctx, accounts);
  return ok(partsOf(ctx, accounts, g).map((p) => detailRow(ctx, p, range, currency)));
}

function frequencyOf(ctx: SignedInContext, range: { from: string; to: string }): Frequency {
  const f = ctx.query.get('frequency') ?? chartFrequency(range.from, range.to);
  if (!(FREQUENCIES as readonly string[]).includes(f))
    throw validation(`frequency must be one of ${FREQUENCIES.join(', ')}`);
  return f as Frequency;
}

/** Cumulative TWRR, value and net flow at each sample date of the range, per part. */
function timeSeries(ctx: SignedInContext): Reply {
  pricingType(ctx);
  const accounts = selectedAccounts(ctx);
  const range = dateRange(ctx);
  const currency = reportCurrency(ctx, accounts);
  const frequency = frequencyOf(ctx, range);
  const mode = feesAndTaxes(ctx);
  const series = partsOf(ctx, accounts, grouping(ctx)).map((part) => {
    const s = selectionSeries(ctx.state.portfolios, part.accounts, range, currency);
    if (!s) return { key: part.key, name: part.name, report_currency: currency, dateValues: [] };
    const perf = selectionPerformance(s, mode);
    const cumulative = cumulativeTwrr(perf.rows);
    const byDate = new Map(perf.rows.map((r) => [r.date, r]));
    const dates = sampleDates(perf.from, perf.to, frequency);
    let cursor = perf.from;
    const dateValues = dates.map((d) => {
      // The day's value and the flows since the last sample, summed exactly and rounded once, as BigDecimals.
      const flows: number[] = [];
      for (; cursor <= d; cursor = addDays(cursor, 1)) flows.push(byDate.get(cursor)?.flow ?? 0);
      return {
        date: dateValue(d),
        twrr: cumulative.get(d) ?? 0,
        value: bigDecimalValue(byDate.get(d)!.value, MONEY_DECIMALS),
        cashflow: bigDecimalValue(sumDecimals(flows), MONEY_DECIMALS),
      };
    });
    return { key: part.key, name: part.name, report_currency: currency, dateValues };
  });
  const inception = selectionInception(ctx.state.portfolios, accounts);
  if (inception && range.from < inception) {
    series.push({
      key: 'no-data',
      name: NO_DATA_SERIES,
      report_currency: currency,
      dateValues: [range.from, addDays(inception, -1)].map((d) => ({
        date: dateValue(d),
        twrr: 0,
        value: bigDecimalValue(0, MONEY_DECIMALS),
        cashflow: bigDecimalValue(0, MONEY_DECIMALS),
      })),
    });
  }
  return ok({
    start_date: dateValue(range.from),
    end_date: dateValue(range.to),
    frequency,
    report_currency: currency,
    fees_and_taxes: mode.mode,
    conventions: PERFORMANCE_CONVENTIONS,
    series,
  });
}

/** Each period's own TWRR (computed on its own rows) and the linked cumulative return, per period end. */
function historic(ctx: SignedInContext, accounts: AccountRecord[], key: string): Reply {
  pricingType(ctx);
  const range = dateRange(ctx);
  const currency = reportCurrency(ctx, accounts);
  const requested = ctx.query.get('frequency') ?? 'monthly';
  if (!['monthly', 'quarterly', 'yearly'].includes(requested))
    throw validation('frequency must be monthly, quarterly or yearly');
  const mode = feesAndTaxes(ctx);
  const s = selectionSeries(ctx.state.portfolios, accounts, range, currency);
  if (!s) return ok({ key, report_currency: currency, frequency: requested, periods: [] });
  const rows = selectionPerformance(s, mode).rows;
  const ends = sampleDates(s.from, s.to, requested as Frequency);
  const periods = [];
  let startIndex = 0;
  let linked = 1;
  for (const end of ends) {
    // Every sampled end is a day of the series, which has a row for each day from the opening one.
    const endIndex = rows.findIndex((r) => r.date === end);
    const startRow = itemAt(rows, startIndex);
    const endRow = present(rows[endIndex], `the row of ${end}`);
    const slice = [{ ...startRow, flow: 0 }, ...rows.slice(startIndex + 1, endIndex + 1)];
    const r = periodReturns(slice, end);
    linked *= 1 + r.twrr.cumulative;
    periods.push({
      start_date: dateValue(addDays(startRow.date, 1)),
      end_date: dateValue(end),
      market_value_from: currencyValue(startRow.value, currency),
      market_value_to: currencyValue(endRow.value, currency),
      twrr_period: r.twrr.cumulative,
      twrr_cumulative: linked - 1,
    });
    startIndex = endIndex;
  }
  return ok({
    key,
    report_currency: currency,
    frequency: requested,
    fees_and_taxes: mode.mode,
    start_date: dateValue(s.from),
    end_date: dateValue(s.to),
    periods,
  });
}

export const performanceRoutes: Route[] = [
  signedIn(
    'GET',
    'portfolio/profit_analysis/detail',
    withConversion((ctx) => detail(ctx, selectedAccounts(ctx))),
  ),
  signedIn('GET', 'portfolio/profit_analysis/time_series_twrr', withConversion(timeSeries)),
  signedIn(
    'GET',
    'portfolio/profit_analysis/historic_time_series_twrr',
    withConversion((ctx) => historic(ctx, selectedAccounts(ctx), 'selection')),
  ),
  signedIn(
    'GET',
    'portfolio/group/account/code/:code/profit_analysis/detail',
    withConversion((ctx) => {
      const accounts = groupAccounts(ctx);
      const g = grouping(ctx);
      if (g !== 'all') return detail(ctx, accounts, g);
      const rows = (detail(ctx, accounts, 'all').body as Record<string, unknown>[]).map((r) => ({
        ...r,
        key: `group:${ctx.params.code}`,
        grouping: 'group',
        name: first(accounts).groupName,
        group_code: ctx.params.code,
      }));
      return ok(rows);
    }),
  ),
  signedIn(
    'GET',
    'portfolio/group/account/code/:code/profit_analysis/historic_time_series_twrr',
    withConversion((ctx) => historic(ctx, groupAccounts(ctx), `group:${ctx.params.code}`)),
  ),
];
