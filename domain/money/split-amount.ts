import { roundDecimal, MONEY_DECIMALS, type Decimal } from './decimal';
import { itemAt } from '../shared/present';

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
    floors[i] = itemAt(floors, i) + 1n;
    missing -= 1n;
  }
  return floors.map((f) => ({ coefficient: negative ? -f : f, scale: places }));
}

/**
 * Rounds each amount to `places` so that the rounded amounts add up to `target` (by default the
 * exact sum rounded once): largest remainder, ties to the earlier amount. Rows of a table then add
 * up to the total shown beneath them, each within one minor unit of its own rounding.
 */
export function roundToTotal(
  amounts: readonly Decimal[],
  places: number = MONEY_DECIMALS,
  target?: Decimal,
): Decimal[] {
  if (!amounts.length) return [];
  const scale = Math.max(places, ...amounts.map((a) => a.scale));
  const factor = 10n ** BigInt(scale - places);
  const exact = amounts.map((a) => a.coefficient * 10n ** BigInt(scale - a.scale));
  const floors = exact.map((e) => (e >= 0n ? e / factor : -((-e + factor - 1n) / factor)));
  const sumExact = exact.reduce((x, y) => x + y, 0n);
  const goal = target
    ? roundDecimal(target, places).coefficient
    : roundDecimal({ coefficient: sumExact, scale }, places).coefficient;
  let missing = goal - floors.reduce((x, y) => x + y, 0n);
  const order = exact
    .map((e, i) => ({ i, remainder: e - itemAt(floors, i) * factor }))
    .sort((a, b) => (b.remainder > a.remainder ? 1 : b.remainder < a.remainder ? -1 : a.i - b.i));
  const out = [...floors];
  // Positive: bump the largest remainders up; negative: take back from the smallest.
  for (let k = 0; missing > 0n; k = (k + 1) % out.length, missing -= 1n) {
    const { i } = itemAt(order, k);
    out[i] = itemAt(out, i) + 1n;
  }
  for (let k = out.length - 1; missing < 0n; k = (k - 1 + out.length) % out.length, missing += 1n) {
    const { i } = itemAt(order, k);
    out[i] = itemAt(out, i) - 1n;
  }
  return out.map((c) => ({ coefficient: c, scale: places }));
}
