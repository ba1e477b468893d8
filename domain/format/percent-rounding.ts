import { itemAt } from '../shared/present';

/** Percentage circles on the home dashboard (spec 2 §2 "Home dashboard"). */

/** spec 2 §2: the total the rounded percentages reach. */
export const PERCENT_TOTAL = 100;
/** spec 2 §2: an item bumped up while rounding never goes above this. */
export const MAX_BUMPED_PERCENT = 99;
/** spec 2 §2: shown for a percentage that rounds to 0 but is not a true zero. */
export const LESS_THAN_ONE_PERCENT = '<1%';

/**
 * Rounds percentages to whole numbers whose total reaches 100 (largest remainder: every value is
 * floored, then the values with the largest fractional parts are bumped by one). A bumped value
 * never exceeds 99, so a small share beside a dominant one still shows. When the inputs do not
 * add up to about 100 (a filtered subset), the target is their own rounded total instead.
 */
export function roundPercentages(percents: readonly number[]): number[] {
  const values = percents.map((p) => (Number.isFinite(p) ? p : 0));
  const floors = values.map((v) => Math.floor(v));
  const rawTotal = values.reduce((a, b) => a + b, 0);
  const target = Math.round(rawTotal) === PERCENT_TOTAL ? PERCENT_TOTAL : Math.round(rawTotal);
  let missing = target - floors.reduce((a, b) => a + b, 0);
  const order = values
    .map((v, i) => ({ i, fraction: v - itemAt(floors, i) }))
    .filter((x) => x.fraction > 0)
    .sort((a, b) => b.fraction - a.fraction || a.i - b.i);
  const result = [...floors];
  for (const { i } of order) {
    if (missing <= 0) break;
    const current = itemAt(result, i);
    if (current + 1 > MAX_BUMPED_PERCENT) continue;
    result[i] = current + 1;
    missing -= 1;
  }
  return result;
}

/** spec 2 §2: '<1%' for a value that rounds to 0 but is not a true zero, else the rounded value with '%'. */
export function percentLabel(rounded: number, raw: number): string {
  if (rounded === 0 && raw !== 0) return LESS_THAN_ONE_PERCENT;
  return `${rounded}%`;
}
