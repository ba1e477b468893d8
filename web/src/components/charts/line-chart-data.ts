import { lineSummary, type DatedValue } from '../../../../domain/analysis/chart-summary';
import { formatDisplayDate } from '../../../../domain/format/figure-format';
import { itemAt } from '../../../../domain/shared/present';
import { formatChartValue, type ChartValueFormat } from './chart-format';

export interface LineSeries {
  name: string;
  points: DatedValue[];
}

/** One date of the chart with every series' value on it (null where a series has none). */
export interface LineRow {
  date: string;
  time: number;
  values: (number | null)[];
}

export const toTime = (date: string): number => Date.parse(`${date.slice(0, 10)}T00:00:00Z`);

/** The dates of all series in order, each with the value of every series. */
export function lineRows(series: readonly LineSeries[]): LineRow[] {
  const maps = series.map((s) => new Map(s.points.map((p) => [p.date, p.value])));
  const dates = [...new Set(series.flatMap((s) => s.points.map((p) => p.date)))].sort();
  return dates.map((date) => ({ date, time: toTime(date), values: maps.map((m) => m.get(date) ?? null) }));
}

/** The sentence the live region says for one row: 'D MMM YYYY: Series £1.00, Other 2.00%'. */
export function describeRow(row: LineRow, names: readonly string[], formats: readonly ChartValueFormat[]): string {
  const parts = row.values.flatMap((v, i) =>
    v === null ? [] : [`${names[i]} ${formatChartValue(v, itemAt(formats, i))}`],
  );
  return `${formatDisplayDate(row.date)}: ${parts.join(', ')}`;
}

/** The line chart's text summary, of its first series. */
export function describeLine(
  series: LineSeries | undefined,
  format: ChartValueFormat,
  flows?: { series: LineSeries; format: ChartValueFormat },
): string | null {
  const s = series ? lineSummary(series.points) : null;
  if (!s || !series) return null;
  const f = (v: number) => formatChartValue(v, format);
  return (
    `${series.name} from ${formatDisplayDate(s.from)} to ${formatDisplayDate(s.to)}: ` +
    `started at ${f(s.start)}, ended at ${f(s.end)}, a change of ${f(s.change)}${flowsPart(flows, s.from, s.to)}. ` +
    `Highest ${f(s.best.value)} on ${formatDisplayDate(s.best.date)}; lowest ${f(s.worst.value)} on ${formatDisplayDate(s.worst.date)}.`
  );
}

/**
 * The part of a value change that is money paid in or out: the flows dated after the first point up to
 * the last (a flow on the first day is already in the starting value). ', including net transfers /
 * payments of £Y', or nothing without a flow series.
 */
export function netFlowsBetween(
  points: readonly { date: string; value: number | null }[],
  from: string,
  to: string,
): number {
  // Summed in pennies so many flows add without drift.
  const pennies = points
    .filter((p) => p.value !== null && p.date > from && p.date <= to)
    .reduce((sum, p) => sum + Math.round((p.value as number) * 100), 0);
  return pennies / 100;
}

function flowsPart(
  flows: { series: LineSeries; format: ChartValueFormat } | undefined,
  from: string,
  to: string,
): string {
  if (!flows) return '';
  const total = netFlowsBetween(flows.series.points, from, to);
  return `, including ${flows.series.name.toLowerCase()} of ${formatChartValue(total, flows.format)}`;
}
