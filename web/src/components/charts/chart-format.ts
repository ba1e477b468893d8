import { formatAxisValue, formatMoney, formatPercentFraction } from '../../../../domain/format/figure-format';

/** How a chart's values read: a return (fraction shown as %) or money in a currency. */
export type ChartValueKind = 'percent' | 'money';

export interface ChartValueFormat {
  kind: ChartValueKind;
  currency?: string | null;
  /** Decimals of money (spec 2 §9: 2, or 0 for allocation amounts); 2 when absent. */
  decimals?: number;
}

/** A value as the table, summary and announcements say it (spec 2 §9 precision). */
export function formatChartValue(value: number, format: ChartValueFormat): string {
  return format.kind === 'percent'
    ? formatPercentFraction(value)
    : formatMoney(value, format.currency, format.decimals);
}

/** A value as the y axis shows it. */
export function formatChartTick(value: number, format: ChartValueFormat, digits?: number): string {
  return formatAxisValue(value, format.kind === 'percent' ? 'percent' : 'money', format.currency, digits);
}

/** Most decimals an axis label takes to tell its ticks apart. */
const MAX_TICK_DIGITS = 4;

/** An axis's labels, with as few decimals as keep neighbouring ticks apart ('£1.2m' twice becomes '£1.22m', '£1.24m'). */
export function formatChartTicks(values: readonly number[], format: ChartValueFormat): string[] {
  let labels = values.map((v) => formatChartTick(v, format));
  for (let digits = 1; digits <= MAX_TICK_DIGITS && new Set(labels).size < labels.length; digits += 1) {
    labels = values.map((v) => formatChartTick(v, format, digits));
  }
  return labels;
}
