import {
  addDecimals,
  decimal,
  multiplyDecimals,
  divideDecimals,
  ZERO,
  type Decimal,
} from '../../../domain/money/decimal';
import { first, last } from '../../../domain/shared/present';
import type { FeeTaxMode } from '../../../domain/performance/fee-tax-modes';
import type { ClientRecord } from '../data/records';
import type { AccountRecord } from '../data/portfolio/portfolio-records';
import { ASSET_LISTS, type SandboxAsset } from '../data/assets/asset-records';
import type { ReportPortfolio } from '../report/report-scope';
import type { SandboxState } from '../state/sandbox-state';
import { ConversionUnavailable, selectionPerformance, selectionSeries } from './selection-performance';

/**
 * The figures of a valuation report, from the generated records by the compute functions the
 * profit-analysis routes use (selectionSeries, selectionPerformance), so each account's value is the
 * portal's for the same date to the penny: its close on the date, in the report currency at the
 * day's rate. Over a range: the opening value (the close before the first day), the net flows and
 * the movement under the site's fee-and-tax mode, and the closing value. Totals are the exact sums of
 * the accounts' pennies, as the portal's are. With no account (a client at Assets level), the
 * entity's own share of each asset and liability at the asset's valuation.
 */

export interface ValueFigures {
  /** Date Range only. */
  opening: Decimal | null;
  netFlows: Decimal | null;
  movement: Decimal | null;
  closing: Decimal;
}

export interface ReportAccountLine {
  account: AccountRecord;
  /** null: no conversion rate from the plan currency to the report currency. */
  figures: ValueFigures | null;
}

export interface ReportPortfolioLines {
  name: string;
  isLinked: boolean;
  accounts: ReportAccountLine[];
  /** null when an account's figures are unavailable. */
  total: ValueFigures | null;
}

export interface ReportAssetLine {
  description: string;
  percentOwned: number;
  valuationDate: string;
  currency: string;
  /** The entity's share; negative for a liability. */
  value: Decimal;
}

export interface ReportFigures {
  currency: string;
  /** [as at] or [from, to]. */
  dates: string[];
  portfolios: ReportPortfolioLines[];
  total: ValueFigures | null;
  assets: ReportAssetLine[];
}

const ZERO_FIGURES = (range: boolean): ValueFigures => ({
  opening: range ? ZERO : null,
  netFlows: range ? ZERO : null,
  movement: range ? ZERO : null,
  closing: ZERO,
});

/** One account on a date, or over a range, as profit_analysis/detail answers it for that account. */
export function accountFigures(
  state: SandboxState,
  account: AccountRecord,
  dates: readonly string[],
  currency: string,
  mode: FeeTaxMode,
): ValueFigures | null {
  const range = dates.length === 2;
  try {
    const series = selectionSeries(state.portfolios, [account], { from: first(dates), to: last(dates) }, currency);
    if (!series) return ZERO_FIGURES(range);
    const p = selectionPerformance(series, mode);
    const closing = decimal(p.closingValue.toFixed(2));
    if (!range) return { ...ZERO_FIGURES(false), closing };
    return {
      opening: decimal(p.openingValue.toFixed(2)),
      netFlows: decimal(p.netFlows),
      movement: decimal(p.movement),
      closing,
    };
  } catch (e) {
    if (e instanceof ConversionUnavailable) return null;
    throw e;
  }
}

function sumFigures(list: readonly (ValueFigures | null)[], range: boolean): ValueFigures | null {
  if (list.some((f) => f === null)) return null;
  const add = (a: Decimal | null, b: Decimal | null) => (a === null || b === null ? null : addDecimals(a, b));
  return (list as ValueFigures[]).reduce<ValueFigures>(
    (s, f) => ({
      opening: add(s.opening, f.opening),
      netFlows: add(s.netFlows, f.netFlows),
      movement: add(s.movement, f.movement),
      closing: addDecimals(s.closing, f.closing),
    }),
    ZERO_FIGURES(range),
  );
}

export function portfolioFigures(
  state: SandboxState,
  scope: readonly ReportPortfolio[],
  dates: readonly string[],
  currency: string,
  mode: FeeTaxMode,
): ReportFigures {
  const range = dates.length === 2;
  const portfolios = scope.map((p): ReportPortfolioLines => {
    const accounts = p.accounts.map((account) => ({
      account,
      figures: accountFigures(state, account, dates, currency, mode),
    }));
    return {
      name: p.portfolio.name,
      isLinked: p.isLinked,
      accounts,
      total: sumFigures(
        accounts.map((a) => a.figures),
        range,
      ),
    };
  });
  return {
    currency,
    dates: [...dates],
    portfolios,
    total: sumFigures(
      portfolios.flatMap((p) => p.accounts.map((a) => a.figures)),
      range,
    ),
    assets: [],
  };
}

function assetAmount(asset: SandboxAsset): { value: string; currency: string } {
  switch (asset.list) {
    case 'asset':
      return asset.marketValue;
    case 'fund_za':
      return asset.fundValue;
    case 'annuity':
      return asset.currentValue;
    case 'liability':
      return { value: `-${asset.amount.value}`, currency: asset.amount.currency };
  }
}

/** The entity's own share of each asset and liability it holds a share in (spec 2 §5: percentOwned above 0), exact to the penny. */
export function assetFigures(state: SandboxState, client: ClientRecord): ReportFigures {
  const assets: ReportAssetLine[] = [];
  for (const list of ASSET_LISTS) {
    for (const row of state.assets.list(client.entityId, list)) {
      if (row.percentOwned <= 0) continue;
      const { value, currency } = assetAmount(row.asset);
      const share = divideDecimals(multiplyDecimals(decimal(value), decimal(row.percentOwned)), decimal(100), 2);
      assets.push({
        description: row.asset.description,
        percentOwned: row.percentOwned,
        valuationDate: row.asset.valuationDate,
        currency,
        value: share,
      });
    }
  }
  return { currency: client.preferredCurrency, dates: [state.portfolios.asOf], portfolios: [], total: null, assets };
}
