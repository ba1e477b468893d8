import { isAnnualised } from '../performance/annualisation';
import { DAYS_PER_YEAR } from '../performance/conventions';
import { daysBetween } from '../shared/iso-date';
import { formatPercentage } from './quantity-format';

/**
 * How a return says what it measures, wherever it shows (home, the hero, the Accounts tab, explain):
 * an annual rate says so ('6.92% a year'); a period under a year is the whole period's return and
 * says how long that was ('3.10% over 5 months'; under a fortnight, 'over 9 days').
 */

/** The period a return measures: its first day (the opening valuation is the close before) to its last. */
export interface ReturnPeriod {
  from: string;
  to: string;
  /** The read's own word on whether the figure is an annual rate; by the period's length when absent. */
  annualised?: boolean;
}

/** A period as a read gives it, saying whether its returns are annual rates. */
export type MeasuredPeriod = Required<ReturnPeriod>;

export const A_YEAR = 'a year';
const DAYS_PER_MONTH = DAYS_PER_YEAR / 12;

/** Days the return covers: from the opening valuation (the close before `from`) to `to`. */
export function returnPeriodDays(p: Pick<ReturnPeriod, 'from' | 'to'>): number {
  return daysBetween(p.from, p.to) + 1;
}

/** 'a year', 'over 5 months', 'over 1 month', 'over 9 days'. */
export function returnPeriodText(p: ReturnPeriod): string {
  const days = returnPeriodDays(p);
  if (p.annualised ?? isAnnualised(days)) return A_YEAR;
  const months = Math.round(days / DAYS_PER_MONTH);
  if (months >= 1) return `over ${months} ${months === 1 ? 'month' : 'months'}`;
  return `over ${days} ${days === 1 ? 'day' : 'days'}`;
}

/** A return held as a fraction with what it measures: '6.92% a year', '-3.10% over 5 months'. */
export function formatReturn(fraction: number, period: ReturnPeriod): string {
  return `${formatPercentage(fraction)} ${returnPeriodText(period)}`;
}
