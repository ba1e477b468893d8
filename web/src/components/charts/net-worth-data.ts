import { formatMoney } from '../../../../domain/format/figure-format';
import { DISPLAY_DECIMALS } from '../../../../domain/format/display-precision';
// What a figure that is not known reads, in the table, the summary and the panel.
import { NOT_AVAILABLE } from '../../../../domain/analysis/investments';
import { itemAt } from '../../../../domain/shared/present';

/** One group of columns: a member or the household, with what they own, owe and are worth; null is unknown (a list failed). */
export interface NetWorthGroup {
  name: string;
  assets: number | null;
  liabilities: number | null;
  netWorth: number | null;
}

/** The summary's last sentence when some columns are not drawn. */
export const UNKNOWN_LEFT_OUT = 'Figures that are not available are left out of the chart.';

export type NetWorthMeasure = 'assets' | 'liabilities' | 'netWorth';
export const NET_WORTH_MEASURES: readonly NetWorthMeasure[] = ['assets', 'liabilities', 'netWorth'];

export interface NetWorthPoint {
  group: number;
  measure: NetWorthMeasure;
  value: number;
}

/** The columns in reading order (group by group, measure by measure): what the arrow keys walk. Unknown figures have no column. */
export function netWorthPoints(groups: readonly NetWorthGroup[]): NetWorthPoint[] {
  return groups.flatMap((g, group) =>
    NET_WORTH_MEASURES.flatMap((measure) => {
      const value = g[measure];
      return value === null ? [] : [{ group, measure, value }];
    }),
  );
}

/** A figure in whole units of the currency, or 'Not available' when unknown (never £0). */
export const netWorthMoney = (v: number | null, currency: string) =>
  v === null ? NOT_AVAILABLE : formatMoney(v, currency, DISPLAY_DECIMALS.assetAmount);
const money = netWorthMoney;

/** What the live region says for one column ('Ben Hartley, Total liabilities: £1,200'). */
export function describeNetWorthPoint(
  groups: readonly NetWorthGroup[],
  point: NetWorthPoint,
  labels: Record<NetWorthMeasure, string>,
  currency: string,
): string {
  return `${itemAt(groups, point.group).name}, ${labels[point.measure]}: ${money(point.value, currency)}`;
}

/** The text summary: each group's three figures, in order. */
export function describeNetWorth(
  groups: readonly NetWorthGroup[],
  labels: Record<NetWorthMeasure, string>,
  currency: string,
): string | null {
  if (groups.length === 0) return null;
  // Mid-sentence, an unknown figure reads 'not available'.
  const said = (v: number | null) => (v === null ? NOT_AVAILABLE.toLowerCase() : money(v, currency));
  const figures = groups.map(
    (g) =>
      `${g.name}: ${labels.assets.toLowerCase()} ${said(g.assets)}, ${labels.liabilities.toLowerCase()} ${said(g.liabilities)}, ${labels.netWorth.toLowerCase()} ${said(g.netWorth)}.`,
  );
  const unknown = groups.some((g) => NET_WORTH_MEASURES.some((m) => g[m] === null));
  return [...figures, ...(unknown ? [UNKNOWN_LEFT_OUT] : [])].join(' ');
}
