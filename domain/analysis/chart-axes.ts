import { itemAt, present } from '../shared/present';

/**
 * How a dated chart's axes read (issue 23, items 11 and 12; the spec is silent beyond 'y-axis shown').
 *
 * Dates: ticks fall on year starts, month starts or, in a range of a few weeks, days, all counted
 * in UTC so that a month start is the 1st wherever the browser is (British summer time made
 * '31 Mar' of 1 April). Labels name what the tick is: '2024' for a year start, 'Jan 2026' for a
 * month start (on a phone 'Jan 2026', 'Apr', 'Jul': the year only where it changes), '14 Mar 2026'
 * for a day ('14 Mar' on a phone).
 *
 * Values: a money axis spans the data rather than starting at zero, so a 19% year is not a flat
 * line; the chart then says where the axis starts ('Value axis starts at £1.1m, not zero'). A
 * return axis keeps zero, the line it is read against.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A tick's date, YYYY-MM-DD in UTC. */
export const tickDate = (t: Date | number): string => new Date(t).toISOString().slice(0, 10);

type Step = 'year' | 'month' | 'day';

function stepOf(dates: readonly string[]): Step {
  if (dates.every((d) => d.slice(5) === '01-01')) return 'year';
  if (dates.every((d) => d.slice(8) === '01')) return 'month';
  return 'day';
}

/** The labels of the x axis's ticks (YYYY-MM-DD), wide or on a phone. */
export function axisDateLabels(dates: readonly string[], narrow: boolean): string[] {
  const step = stepOf(dates);
  return dates.map((iso, i) => {
    const [y, m, d] = iso.split('-').map(Number);
    const month = present(m === undefined ? undefined : MONTHS[m - 1], `the month of the tick date ${iso}`);
    if (step === 'year') return String(y);
    if (step === 'month') {
      const yearChanged = i === 0 || itemAt(dates, i - 1).slice(0, 4) !== iso.slice(0, 4);
      return narrow && !yearChanged ? month : `${month} ${y}`;
    }
    return narrow ? `${d} ${month}` : `${d} ${month} ${y}`;
  });
}

/** Share of the data's span added above and below a money axis, so the line never touches its edges. */
export const VALUE_AXIS_PADDING = 0.08;

/**
 * The value axis's extent before rounding to nice ticks: around the data for money (zero only when
 * the data reach it or cross it), always with zero for returns.
 */
export function valueAxisExtent(values: readonly number[], kind: 'money' | 'percent'): [number, number] {
  if (values.length === 0) return [0, 1];
  let lo = Math.min(...values);
  let hi = Math.max(...values);
  if (kind === 'percent') {
    const [a, b] = [Math.min(0, lo), Math.max(0, hi)];
    return [a, b === a ? a + 0.01 : b];
  }
  const span = hi - lo || Math.abs(hi) * 0.1 || 1;
  lo -= span * VALUE_AXIS_PADDING;
  hi += span * VALUE_AXIS_PADDING;
  // A positive series' axis never dips below zero for padding's sake.
  if (Math.min(...values) >= 0 && lo < 0) lo = 0;
  return [lo, hi];
}

/** 'Value axis starts at £1.1m, not zero' when the axis's lowest tick is above zero; null otherwise. */
export function axisStartNote(lowest: number, formatted: string): string | null {
  return lowest > 0 ? `Value axis starts at ${formatted}, not zero` : null;
}
