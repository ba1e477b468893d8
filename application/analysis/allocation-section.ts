import {
  ALLOCATION_CHARTS,
  ALLOCATION_TITLES,
  displayedWeights,
  type AllocationType,
} from '../../domain/analysis/allocation';
import { DISPLAY_DECIMALS, PERCENT_FACTOR } from '../../domain/format/display-precision';
import {
  addDecimals,
  compareDecimals,
  decimal,
  decimalToNumber,
  divideDecimals,
  isZeroDecimal,
  multiplyDecimals,
  ZERO,
  type Decimal,
} from '../../domain/money/decimal';
import { roundToTotal, splitByShares } from '../../domain/money/split-amount';
import { percentLabel } from '../../domain/format/percent-rounding';
import { itemAt } from '../../domain/shared/present';
import type { Position } from '../ports/portfolio.port';

/** One section of the Allocation tab (spec 2 §2, §3 "Allocation data"): chart data and table of one allocation type. */

/** Decimals an amount keeps while it is split and summed; rounding to pennies happens once, at the end. */
const EXACT_PLACES = 10;
export const PENNIES = DISPLAY_DECIMALS.money;

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
  /** The weight as shown: '<1%' for a share that rounds to 0 but is not a true zero (spec 2 §2). */
  weightLabel: string;
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

export const num = (x: Decimal): number => decimalToNumber(x);
const percentOf = (part: Decimal, whole: Decimal): number =>
  isZeroDecimal(whole)
    ? 0
    : decimalToNumber(divideDecimals(multiplyDecimals(part, decimal(PERCENT_FACTOR)), whole, DISPLAY_DECIMALS.weight));

/** A position's parts under one type: its value split by the platform's shares. */
function parts(p: Position, type: AllocationType): { title: string; amount: Decimal }[] {
  const value = decimal(p.value);
  if (type === 'sector') return [{ title: p.sector || UNCLASSIFIED, amount: value }];
  const slices = type === 'assetClass' ? p.assetClasses : p.regions;
  if (!slices.length) return [{ title: UNCLASSIFIED, amount: value }];
  const amounts = splitByShares(
    value,
    slices.map((s) => s.weight),
    EXACT_PLACES,
  );
  return slices.map((s, i) => ({ title: s.title, amount: itemAt(amounts, i) }));
}

/**
 * One section. `total` is the selection's value as shown (each account's value rounded once, added
 * up); the groups' amounts are rounded to add up to it, and each group's rows to the group's amount.
 */
export function allocationSection(
  type: AllocationType,
  positions: readonly Position[],
  accountNames: ReadonlyMap<number, string>,
  total: Decimal,
): AllocationSection {
  const groups = new Map<string, { amount: Decimal; rows: { p: Position; amount: Decimal }[] }>();
  for (const p of positions) {
    for (const part of parts(p, type)) {
      const g = groups.get(part.title) ?? { amount: ZERO, rows: [] };
      g.amount = addDecimals(g.amount, part.amount);
      g.rows.push({ p, amount: part.amount });
      groups.set(part.title, g);
    }
  }
  const ordered = [...groups.entries()].sort(
    (a, b) => compareDecimals(b[1].amount, a[1].amount) || a[0].localeCompare(b[0]),
  );
  const shown = roundToTotal(
    ordered.map(([, g]) => g.amount),
    PENNIES,
    total,
  );
  const weights = displayedWeights(shown.map((x) => Math.max(0, num(x))));
  // `shown` and `weights` hold one entry per group, in the order of `ordered`.
  const table = ordered.map(([title, g], i) => {
    const rows = [...g.rows].sort((a, b) => compareDecimals(b.amount, a.amount));
    const groupAmount = itemAt(shown, i);
    const weight = itemAt(weights, i);
    const amounts = roundToTotal(
      rows.map((r) => r.amount),
      PENNIES,
      groupAmount,
    );
    return {
      title,
      value: num(groupAmount),
      weight,
      weightLabel: percentLabel(weight, num(groupAmount)),
      rows: rows.map(({ p }, k) => {
        const amount = itemAt(amounts, k);
        return {
          investment: p.description,
          code: p.code,
          accountId: p.accountId!,
          account: accountNames.get(p.accountId!) ?? '',
          amount: num(amount),
          weight: percentOf(amount, total),
        };
      }),
    };
  });
  const chartData = table.map(({ title, value, weight, weightLabel }) => ({ title, value, weight, weightLabel }));
  return { type, title: ALLOCATION_TITLES[type], chart: ALLOCATION_CHARTS[type], total: num(total), chartData, table };
}
