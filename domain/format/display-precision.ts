/** Decimal places of displayed figures (spec 2 §9 "Display precision"). */

export type DisplayQuantity =
  'money' | 'moneyTile' | 'allocationAmount' | 'assetAmount' | 'units' | 'weight' | 'percentage' | 'fxRate';

/** spec 2 §9: money 2 decimals (0 in tiles, allocation amounts and asset amounts); units 4; weights and percentages 2; FX 4. */
export const DISPLAY_DECIMALS: Readonly<Record<DisplayQuantity, number>> = {
  money: 2,
  moneyTile: 0,
  allocationAmount: 0,
  assetAmount: 0,
  units: 4,
  weight: 2,
  percentage: 2,
  fxRate: 4,
};

/** spec 2 §5: "percent conversions use 100". */
export const PERCENT_FACTOR = 100;

/** A return or weight held as a fraction (0.1234) as a percentage (12.34). */
export function toPercent(fraction: number): number {
  return fraction * PERCENT_FACTOR;
}
