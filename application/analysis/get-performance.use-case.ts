import { chartFrequency, benchmarkFrequency, type ChartFrequency } from '../../domain/analysis/chart-frequency';
import { NET_TRANSFERS_SERIES } from '../../domain/analysis/chart-settings';
import { viewForRequest, type ViewCurrency } from '../../domain/analysis/currency-view';
import { RANGE_BEFORE_INCEPTION } from '../../domain/analysis/custom-range';
import type { RangePreset } from '../../domain/analysis/date-range';
import { acrossAccounts } from '../../domain/analysis/home-dashboard';
import type { MeasuredPeriod } from '../../domain/format/return-format';
import { decimalToNumber, roundDecimal } from '../../domain/money/decimal';
import { err, ok, type Result } from '../../domain/shared/result';
import { fromPlatformError, portalError, type PortalError } from '../errors/portal-error';
import { PortfolioPort, type ProfitAnalysisRow, type TwrrSeries } from '../ports/portfolio.port';
import { Injectable } from '../shared/injectable';
import { AnalysisScopeLoader, loadSelection, NO_DATA_FOR_SELECTION, type SelectionFilter } from './analysis-scope';
import { periodOf } from './collection-figures';
import type { PortalActor } from '../session/portal-actor';

/**
 * The analysis page's performance hero and charts (spec 2 §2 "Performance overview hero", §4 "Hero
 * tab", §7 "Performance", §8, §9): after the scope, one round trip asks side by side for the
 * profit analysis (the hero), the TWRR series at the chart frequency and the benchmarks.
 */

/** The platform's name for the part of a range before the selection's first transaction (spec 2 §8). */
export const NO_DATA_SERIES_NAME = 'no data available';

export interface PerformanceInput {
  filter?: SelectionFilter;
  range?: string | null;
  from?: string | null;
  to?: string | null;
  /** 'original' or 'preferred' (spec 2 §4 'Show in', the one rule of every view), or a currency code. */
  currency?: string | null;
}

export interface PerformancePoint {
  date: string;
  value: number;
}

export interface PerformanceOverview {
  /** The currency of every figure: currencyView.currency, or the code asked for. */
  currency: string;
  currencyView: ViewCurrency;
  range: { key: RangePreset; name: string; from: string; to: string };
  frequency: ChartFrequency;
  hero: {
    value: number;
    movement: number;
    twrr: number | null;
    irr: number | null;
    /** What the returns measure (from the first transaction when later than the range's start). */
    period: MeasuredPeriod | null;
    accountCount: number;
    acrossText: string;
    multiCurrency: boolean;
    fxNote: string | null;
  };
  percentageAvailable: boolean;
  percentage: { name: string; points: PerformancePoint[] };
  value: { name: string; points: PerformancePoint[] };
  cashflow: { name: string; points: PerformancePoint[] };
  beforeInception: { message: string } | null;
  benchmarks: { id: number; name: string; points: { date: string; twrr: number | null }[] }[];
  defaultBenchmarkId: number | null;
}

/** 'Converted from USD and EUR at each day's rate'. */
export function fxNote(currencies: readonly string[]): string {
  const list =
    currencies.length > 1
      ? `${currencies.slice(0, -1).join(', ')} and ${currencies[currencies.length - 1]}`
      : currencies[0];
  return `Converted from ${list} at each day's rate`;
}

/**
 * The series as the chart draws it, starting at the period's opening valuation: the platform samples at
 * period ends (30 Nov for a range from 26 Nov), so without it the chart's change starts late and
 * disagrees with the hero. The opening point has a cumulative return of 0 and no flow; the flows from
 * the opening to the first sample are in that sample's cashflow.
 */
export function withOpeningPoint(
  points: TwrrSeries['points'],
  opening: Pick<ProfitAnalysisRow, 'from' | 'openingValue'>,
): TwrrSeries['points'] {
  const firstPoint = points[0];
  if (firstPoint === undefined || firstPoint.date <= opening.from) return points;
  return [{ date: opening.from, twrr: 0, value: decimalToNumber(opening.openingValue), cashflow: 0 }, ...points];
}

const isNoData = (s: TwrrSeries): boolean => s.name.trim().toLowerCase() === NO_DATA_SERIES_NAME;

@Injectable()
export class GetPerformanceUseCase {
  constructor(
    private readonly portfolio: PortfolioPort,
    private readonly scope: AnalysisScopeLoader,
  ) {}

  async execute(actor: PortalActor, input: PerformanceInput): Promise<Result<PerformanceOverview, PortalError>> {
    const { credential } = actor;
    try {
      // Round trip 1.
      const loaded = await loadSelection(this.scope, actor, input);
      if (!loaded.ok) return loaded;
      const { scope, selection, range } = loaded.value;
      const accounts = selection.accounts;
      if (accounts.length === 0) return err(portalError('not_found', NO_DATA_FOR_SELECTION));

      const { from, to } = range;
      const planCurrencies = [...new Set(accounts.map((a) => a.planCurrency))];
      const view = viewForRequest(input.currency, planCurrencies, scope.currency);
      const currency = view.currency;
      const frequency = chartFrequency(from, to);
      const request = {
        credential,
        accountIds: accounts.map((a) => a.id),
        from,
        to,
        currency,
        feesAndTaxes: scope.config.feesAndTaxes,
      };

      // Round trip 2, side by side.
      const [rows, series, benchmarks] = await Promise.all([
        this.portfolio.profitAnalysis({ ...request, grouping: 'all' }),
        this.portfolio.twrrSeries({ ...request, grouping: 'all', frequency }),
        this.portfolio.benchmarks({ credential, from, to, frequency: benchmarkFrequency(from, to) }),
      ]);
      const row = rows.find((r) => !r.noData) ?? null;
      const measured = series.filter((s) => !isNoData(s));
      const main = measured[0] ?? null;
      if (!row || !main || main.points.length === 0) return err(portalError('not_found', NO_DATA_FOR_SELECTION));
      const points = withOpeningPoint(main.points, row);

      const multiCurrency = planCurrencies.some((c) => c !== currency);
      const percentageAvailable = scope.config.profitAnalysisType === 'twrr' && !accounts.some((a) => a.blocked);
      const name = selection.name ?? main.name;
      return ok({
        currency,
        currencyView: view,
        range: { key: range.preset, name: range.name, from, to },
        frequency,
        hero: {
          value: decimalToNumber(roundDecimal(row.closingValue)),
          movement: decimalToNumber(roundDecimal(row.movement)),
          twrr: row.twrr,
          irr: row.irr,
          period: periodOf(row),
          accountCount: accounts.length,
          acrossText: acrossAccounts(accounts.length),
          multiCurrency,
          // Only the currencies converted from, never the report currency itself.
          fxNote: multiCurrency ? fxNote(planCurrencies.filter((c) => c !== currency)) : null,
        },
        percentageAvailable,
        percentage: { name, points: points.map((p) => ({ date: p.date, value: p.twrr })) },
        value: { name, points: points.map((p) => ({ date: p.date, value: p.value })) },
        cashflow: { name: NET_TRANSFERS_SERIES, points: points.map((p) => ({ date: p.date, value: p.cashflow })) },
        beforeInception: series.some(isNoData) ? { message: RANGE_BEFORE_INCEPTION } : null,
        benchmarks: benchmarks.map((b) => ({
          id: b.id,
          name: b.name,
          points: b.points.map((p) => ({ date: p.date, twrr: p.twrr })),
        })),
        defaultBenchmarkId: benchmarks[0]?.id ?? null,
      });
    } catch (e) {
      return err(fromPlatformError(e));
    }
  }
}
