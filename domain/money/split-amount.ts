import { roundDecimal, MONEY_DECIMALS, type Decimal } from './decimal';

/**
 * Splits an amount into parts by shares so that the parts, each with `places` decimals, add up to
 * the amount rounded to `places` exactly (largest remainder on the minor units). A fund's value
 * split over its asset classes or regions, or over its underlying holdings, then sums back to the
 * fund's value to the penny, and a section of the allocation to the selection's total.
 */
export function splitByShares(amount: Decimal, shares: readonly number[], places: number = MONEY_DECIMALS): Decimal[] {
  if (!shares.length) return [];
  const total = roundDecimal(amount, places).coefficient;
  const weights = shares.map((s) => (Number.isFinite(s) && s > 0 ? s : 0));
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return shares.map((_, i) => ({ coefficient: i === 0 ? total : 0n, scale: places }));
  const negative = total < 0n;
  const abs = negative ? -total : total;
  // Shares are plain numbers (platform weights); scale them to integers so the split itself is exact.
  const SCALE = 1_000_000_000;
  const units = weights.map((w) => BigInt(Math.round((w / sum) * SCALE)));
  const unitSum = units.reduce((a, b) => a + b, 0n) || 1n;
  const floors = units.map((u) => (abs * u) / unitSum);
  let missing = abs - floors.reduce((a, b) => a + b, 0n);
  const order = units
    .map((u, i) => ({ i, remainder: (abs * u) % unitSum }))
    .sort((a, b) => (b.remainder > a.remainder ? 1 : b.remainder < a.remainder ? -1 : a.i - b.i));
  for (const { i } of order) {
    if (missing <= 0n) break;
    floors[i] += 1n;
    missing -= 1n;
  }
  return floors.map((f) => ({ coefficient: negative ? -f : f, scale: places }));
}
