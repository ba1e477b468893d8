import { ALLOCATION_CHARTS, ALLOCATION_TABLE_COLUMNS, ALLOCATION_TITLES, displayedWeights, enabledAllocationTypes, panelsStartCollapsed, type AllocationType } from '../../domain/analysis/allocation';
import { pricingTypeFor } from '../../domain/analysis/pricing-type';
import { DISPLAY_DECIMALS, PERCENT_FACTOR } from '../../domain/format/display-precision';
import { addDecimals, compareDecimals, decimal, decimalToNumber, divideDecimals, isZeroDecimal, multiplyDecimals, roundDecimal, sumDecimals, ZERO, type Decimal } from '../../domain/money/decimal';
import { roundToTotal, splitByShares } from '../../domain/money/split-amount';
import { err, ok, type Result } from '../../domain/shared/result';
import { fromPlatformError, type PortalError } from '../errors/portal-error';
import type { PlatformCredential } from '../ports/platform.port';
import { PortfolioPort, type Position } from '../ports/portfolio.port';
import { Injectable } from '../shared/injectable';
import { AnalysisScopeLoader, loadSelection, NO_DATA_FOR_SELECTION, type AnalysisQuery } from './analysis-scope';

/**
 * The analysis page's Allocation tab (spec 2 §2, §3 "Allocation data", §5, §9): the selection's
 * positions at the range's end, by asset class, sector and geographic region. A security split
 * over several classes or regions splits its value by its shares, exactly, so every section adds
 * up to the selection's value to the penny. One platform call after the scope.
 */

/** Decimals an amount keeps while it is split and summed; rounding to pennies happens once, at the end. */
const EXACT_PLACES = 10;
const PENNIES = DISPLAY_DECIMALS.money;

/** Sector of a position the platform names none for. */
export const UNCLASSIFIED = 'Other';

export interface AllocationRow {
  investment: string;
  code: string | null;
  accountId: number;
  account: string;
  amount: number;
  /** Percent of the section's total, 2 decimals. */
  weight: number;
}

export interface AllocationSlice {
  title: string;
  value: number;
  /** Whole percent; a section's weights add up to 100. */
  weight: number;
}

export interface AllocationGroup extends AllocationSlice {
  rows: AllocationRow[];
}

export interface AllocationSection {
  type: AllocationType;
  title: string;
  chart: 'pie' | 'column';
  total: number;
  chartData: AllocationSlice[];
  /** Groups by title, heaviest first, each with its Investment, Account, Amount rows heaviest first. */
  table: AllocationGroup[];
}

export interface Allocation {
  currency: string;
  valuationDate: string;
  range: { preset: string; name: string; from: string; to: string };
  total: number;
  columns: string[];
  /** spec 2 §9: allocation amounts show 0 decimals; the amounts here keep the pennies they sum by. */
  amountDecimals: number;
  startCollapsed: boolean;
  sections: AllocationSection[];
  empty: string | null;
}

const num = (x: Decimal): number => decimalToNumber(x);
const percentOf = (part: Decimal, whole: Decimal): number =>
  isZeroDecimal(whole) ? 0 : decimalToNumber(divideDecimals(multiplyDecimals(part, decimal(PERCENT_FACTOR)), whole, DISPLAY_DECIMALS.weight));

/** A position's parts under one type: its value split by the platform's shares. */
function parts(p: Position, type: AllocationType): { title: string; amount: Decimal }[] {
  const value = decimal(p.value);
  if (type === 'sector') return [{ title: p.sector || UNCLASSIFIED, amount: value }];
  const slices = type === 'assetClass' ? p.assetClasses : p.regions;
  if (!slices.length) return [{ title: UNCLASSIFIED, amount: value }];
  const amounts = splitByShares(value, slices.map((s) => s.weight), EXACT_PLACES);
  return slices.map((s, i) => ({ title: s.title, amount: amounts[i] }));
}

/**
 * One section. `total` is the selection's value as shown (each account's value rounded once, added
 * up); the groups' amounts are rounded to add up to it, and each group's rows to the group's amount.
 */
export function allocationSection(type: AllocationType, positions: readonly Position[], accountNames: ReadonlyMap<number, string>, total: Decimal): AllocationSection {
  const groups = new Map<string, { amount: Decimal; rows: { p: Position; amount: Decimal }[] }>();
  for (const p of positions) {
    for (const part of parts(p, type)) {
      const g = groups.get(part.title) ?? { amount: ZERO, rows: [] };
      g.amount = addDecimals(g.amount, part.amount);
      g.rows.push({ p, amount: part.amount });
      groups.set(part.title, g);
    }
  }
  const ordered = [...groups.entries()].sort((a, b) => compareDecimals(b[1].amount, a[1].amount) || a[0].localeCompare(b[0]));
  const shown = roundToTotal(ordered.map(([, g]) => g.amount), PENNIES, total);
  const weights = displayedWeights(shown.map((x) => Math.max(0, num(x))));
  const table = ordered.map(([title, g], i) => {
    const rows = [...g.rows].sort((a, b) => compareDecimals(b.amount, a.amount));
    const amounts = roundToTotal(rows.map((r) => r.amount), PENNIES, shown[i]);
    return {
      title,
      value: num(shown[i]),
      weight: weights[i],
      rows: rows.map(({ p }, k) => ({ investment: p.description, code: p.code, accountId: p.accountId!, account: accountNames.get(p.accountId!) ?? '', amount: num(amounts[k]), weight: percentOf(amounts[k], total) })),
    };
  });
  const chartData = table.map(({ title, value, weight }) => ({ title, value, weight }));
  return { type, title: ALLOCATION_TITLES[type], chart: ALLOCATION_CHARTS[type], total: num(total), chartData, table };
}

@Injectable()
export class GetAllocationUseCase {
  constructor(
    private readonly portfolio: PortfolioPort,
    private readonly scope: AnalysisScopeLoader,
  ) {}

  async execute(credential: PlatformCredential, input: AnalysisQuery): Promise<Result<Allocation, PortalError>> {
    try {
      const loaded = await loadSelection(this.scope, credential, input);
      if (!loaded.ok) return loaded;
      const { scope, selection, range } = loaded.value;
      const accountNames = new Map(selection.accounts.map((a) => [a.id, a.name]));
      const all = await this.portfolio.positions({
        credential, accountIds: [...accountNames.keys()], date: range.to, pricingType: pricingTypeFor(scope.capabilities), currency: scope.currency, aggregation: 'account',
      });
      const positions = all.filter((p) => p.accountId !== null && accountNames.has(p.accountId));
      // Each account's value rounded once, added up: the same total as the Investments tab and the dashboard.
      const total = sumDecimals([...accountNames.keys()].map((id) => roundDecimal(sumDecimals(positions.filter((p) => p.accountId === id).map((p) => decimal(p.value))), PENNIES)));
      const types = enabledAllocationTypes(scope.settings);
      const empty = !positions.length || isZeroDecimal(total);
      return ok({
        currency: scope.currency,
        valuationDate: range.to,
        range: { preset: range.preset, name: range.name, from: range.from, to: range.to },
        total: num(total),
        columns: [...ALLOCATION_TABLE_COLUMNS],
        amountDecimals: DISPLAY_DECIMALS.allocationAmount,
        startCollapsed: panelsStartCollapsed(types),
        sections: empty ? [] : types.map((t) => allocationSection(t, positions, accountNames, total)),
        empty: empty ? NO_DATA_FOR_SELECTION : null,
      });
    } catch (e) {
      return err(fromPlatformError(e));
    }
  }
}
