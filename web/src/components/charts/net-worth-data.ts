import { formatMoney } from '../../../../domain/format/figure-format';
import { DISPLAY_DECIMALS } from '../../../../domain/format/display-precision';

/** One group of columns: a member or the household, with what they own, owe and are worth. */
export interface NetWorthGroup {
  name: string;
  assets: number;
  liabilities: number;
  netWorth: number;
}

export type NetWorthMeasure = 'assets' | 'liabilities' | 'netWorth';
export const NET_WORTH_MEASURES: readonly NetWorthMeasure[] = ['assets', 'liabilities', 'netWorth'];

export interface NetWorthPoint {
  group: number;
  measure: NetWorthMeasure;
  value: number;
}

/** The columns in reading order (group by group, measure by measure): what the arrow keys walk. */
export function netWorthPoints(groups: readonly NetWorthGroup[]): NetWorthPoint[] {
  return groups.flatMap((g, group) => NET_WORTH_MEASURES.map((measure) => ({ group, measure, value: g[measure] })));
}

const money = (v: number, currency: string) => formatMoney(v, currency, DISPLAY_DECIMALS.assetAmount);

/** What the live region says for one column ('Ben Hartley, Total liabilities: £1,200'). */
export function describeNetWorthPoint(groups: readonly NetWorthGroup[], point: NetWorthPoint, labels: Record<NetWorthMeasure, string>, currency: string): string {
  return `${groups[point.group].name}, ${labels[point.measure]}: ${money(point.value, currency)}`;
}

/** The text summary: each group's three figures, in order. */
export function describeNetWorth(groups: readonly NetWorthGroup[], labels: Record<NetWorthMeasure, string>, currency: string): string | null {
  if (groups.length === 0) return null;
  return groups
    .map((g) => `${g.name}: ${labels.assets.toLowerCase()} ${money(g.assets, currency)}, ${labels.liabilities.toLowerCase()} ${money(g.liabilities, currency)}, ${labels.netWorth.toLowerCase()} ${money(g.netWorth, currency)}.`)
    .join(' ');
}
