import { categorySummary } from '../../../../domain/analysis/chart-summary';
import { toPercent } from '../../../../domain/format/display-precision';
import { percentLabel, roundPercentages } from '../../../../domain/format/percent-rounding';
import { itemAt } from '../../../../domain/shared/present';
import { formatChartValue, type ChartValueFormat } from './chart-format';

/** A slice or column: its title, amount and weight (a fraction of the whole; from the amounts when absent). */
export interface CategoryItem {
  title: string;
  value: number;
  weight?: number;
}

export interface CategoryRow extends CategoryItem {
  weight: number;
  /** The whole-number share rounded so the shares reach 100, with '<1%' (spec 2 §2). */
  shareLabel: string;
}

/** Weights (given or from the amounts) and their rounded labels. */
export function categoryRows(items: readonly CategoryItem[]): CategoryRow[] {
  const total = items.reduce((sum, i) => sum + i.value, 0);
  const weights = items.map((i) => i.weight ?? (total === 0 ? 0 : i.value / total));
  const rounded = roundPercentages(weights.map(toPercent));
  return items.map((item, i) => {
    const weight = itemAt(weights, i);
    return { ...item, weight, shareLabel: percentLabel(itemAt(rounded, i), weight) };
  });
}

/** What the live region says for one slice or column. */
export function describeCategory(row: CategoryRow, format: ChartValueFormat): string {
  return `${row.title}: ${formatChartValue(row.value, format)}, ${row.shareLabel}`;
}

/** The text summary: how many items, the total, the largest and the smallest. */
export function describeCategories(rows: readonly CategoryRow[], format: ChartValueFormat): string | null {
  const s = categorySummary(rows);
  if (!s) return null;
  const label = (title: string) => rows.find((r) => r.title === title)?.shareLabel ?? '';
  const f = (v: number) => formatChartValue(v, format);
  return (
    `${s.count} item${s.count === 1 ? '' : 's'} totalling ${f(s.total)}. ` +
    `Largest ${s.largest.title}, ${f(s.largest.value)} (${label(s.largest.title)}); smallest ${s.smallest.title}, ${f(s.smallest.value)} (${label(s.smallest.title)}).`
  );
}
