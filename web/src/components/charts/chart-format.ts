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
  return format.kind === 'percent' ? formatPercentFraction(value) : formatMoney(value, format.currency, format.decimals);
}

/** A value as the y axis shows it. */
export function formatChartTick(value: number, format: ChartValueFormat): string {
  return formatAxisValue(value, format.kind === 'percent' ? 'percent' : 'money', format.currency);
}
