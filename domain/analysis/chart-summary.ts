import { itemAt } from '../shared/present';

/**
 * The text summary beside every chart (issue 10 "Charts": period, start, end, change, best and
 * worst point for a line; largest and smallest for slices and columns). Pure, so the web app and
 * its tests read the same numbers the chart draws.
 */

export interface DatedValue {
  /** 'YYYY-MM-DD' */
  date: string;
  value: number;
}

export interface LineSummary {
  from: string;
  to: string;
  start: number;
  end: number;
  change: number;
  best: DatedValue;
  worst: DatedValue;
  points: number;
}

/** Null for a series without a finite point. Ties keep the earliest point. */
export function lineSummary(points: readonly DatedValue[]): LineSummary | null {
  const usable = points
    .filter((p) => Number.isFinite(p.value))
    .slice()
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const first = usable[0];
  if (first === undefined) return null;
  const last = itemAt(usable, -1);
  let best = first;
  let worst = first;
  for (const p of usable) {
    if (p.value > best.value) best = p;
    if (p.value < worst.value) worst = p;
  }
  return {
    from: first.date,
    to: last.date,
    start: first.value,
    end: last.value,
    change: last.value - first.value,
    best,
    worst,
    points: usable.length,
  };
}

export interface CategoryValue {
  title: string;
  value: number;
}

export interface CategorySummary {
  total: number;
  largest: CategoryValue & { share: number };
  smallest: CategoryValue & { share: number };
  count: number;
}

/** Largest and smallest item with their shares of the total (fractions); null when empty. */
export function categorySummary(items: readonly CategoryValue[]): CategorySummary | null {
  const usable = items.filter((i) => Number.isFinite(i.value));
  const firstItem = usable[0];
  if (firstItem === undefined) return null;
  const total = usable.reduce((sum, i) => sum + i.value, 0);
  let largest = firstItem;
  let smallest = firstItem;
  for (const i of usable) {
    if (i.value > largest.value) largest = i;
    if (i.value < smallest.value) smallest = i;
  }
  const share = (v: number) => (total === 0 ? 0 : v / total);
  return {
    total,
    largest: { ...largest, share: share(largest.value) },
    smallest: { ...smallest, share: share(smallest.value) },
    count: usable.length,
  };
}

/** The index reached by a navigation key from `current` among `count` points; null for other keys. */
export function nextPointIndex(key: string, current: number | null, count: number): number | null {
  if (count === 0) return null;
  const last = count - 1;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return current === null ? 0 : Math.min(current + 1, last);
    case 'ArrowLeft':
    case 'ArrowDown':
      return current === null ? last : Math.max(current - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}

const DAY_MS = 86_400_000;

/** The x domain of a line chart, widened to at least `minDays` around its middle (spec 2 §9). */
export function xDomain(from: string, to: string, minDays: number): [number, number] {
  const a = Date.parse(`${from}T00:00:00Z`);
  const b = Date.parse(`${to}T00:00:00Z`);
  const span = b - a;
  const min = minDays * DAY_MS;
  if (span >= min) return [a, b];
  const pad = (min - span) / 2;
  return [a - pad, b + pad];
}
