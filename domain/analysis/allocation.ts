import { roundPercentages } from '../format/percent-rounding';

/** The analysis page's Allocation tab (spec 2 §2 "Allocation tab", §3 "Allocation data", §9). */

export type AllocationType = 'assetClass' | 'sector' | 'region';

/** spec 2 §9: the allocation types, in the order the panels show. */
export const ALLOCATION_TYPES: readonly AllocationType[] = ['assetClass', 'sector', 'region'];
/** spec 2 §2, §9: the panels' titles. */
export const ALLOCATION_TITLES: Readonly<Record<AllocationType, string>> = {
  assetClass: 'Asset class',
  sector: 'Sector',
  region: 'Geographic region',
};
/** spec 2 §2: asset class and geographic region are pie charts, sector a column chart. */
export const ALLOCATION_CHARTS: Readonly<Record<AllocationType, 'pie' | 'column'>> = {
  assetClass: 'pie',
  sector: 'column',
  region: 'pie',
};
/** spec 2 §2: the table's columns. */
export const ALLOCATION_TABLE_COLUMNS = ['Investment', 'Account', 'Amount'] as const;
/** Site settings that switch a type off when false; a site without them shows all three. */
export const ALLOCATION_SETTINGS: Readonly<Record<AllocationType, string>> = {
  assetClass: 'allocationAssetClassEnabled',
  sector: 'allocationSectorEnabled',
  region: 'allocationGeographicRegionEnabled',
};

const isOff = (v: unknown): boolean => v === false || v === 'false' || v === 0 || v === '0';

/** The enabled types: all three unless the settings switch some off. */
export function enabledAllocationTypes(settings: Record<string, unknown>): AllocationType[] {
  return ALLOCATION_TYPES.filter((t) => !isOff(settings[ALLOCATION_SETTINGS[t]]));
}

/** spec 2 §2: panels start collapsed when more than one type is shown. */
export const panelsStartCollapsed = (types: readonly AllocationType[]): boolean => types.length > 1;

/**
 * spec 2 §2, §5 ("Percentages of allocation come from weights"): the displayed weights of a chart's
 * slices, whole percentages that add up to exactly 100 (largest remainder, see percent-rounding).
 * Slices must be non-negative; an all-zero chart gets zeros.
 */
export function displayedWeights(values: readonly number[]): number[] {
  const total = values.reduce((a, b) => a + b, 0);
  if (!(total > 0)) return values.map(() => 0);
  const raw = values.map((v) => (v / total) * 100);
  const rounded = roundPercentages(raw);
  // roundPercentages may not reach 100 when a bump would pass 99 (one slice near 100): top the largest up.
  const gap = 100 - rounded.reduce((a, b) => a + b, 0);
  if (gap !== 0) {
    const largest = raw.indexOf(Math.max(...raw));
    const top = rounded[largest];
    // Not found only when a slice is not finite (no largest to top up): the weights stay as rounded.
    if (top !== undefined) rounded[largest] = top + gap;
  }
  return rounded;
}
