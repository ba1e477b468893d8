import { addMonths, addYears } from '../shared/iso-date';

/** Chart frequency by range length (spec 2 §9 "Frequency for charts"). */

export type ChartFrequency = 'daily' | 'weekly' | 'monthly' | 'quarterly' | 'yearly';

/** spec 2 §9: up to 1 month daily. */
export const DAILY_UP_TO_MONTHS = 1;
/** spec 2 §9: up to 8 months weekly. */
export const WEEKLY_UP_TO_MONTHS = 8;
/** spec 2 §9: up to 2 years monthly (benchmarks too). */
export const MONTHLY_UP_TO_YEARS = 2;
/** spec 2 §9: up to 10 years quarterly (benchmarks too), else yearly. */
export const QUARTERLY_UP_TO_YEARS = 10;

/** Whether `end` is no later than `start` plus the given calendar months ("up to"). */
const within = (start: string, end: string, months: number): boolean => end <= addMonths(start, months);

/** spec 2 §9: daily ≤ 1 month, weekly ≤ 8 months, monthly ≤ 2 years, quarterly ≤ 10 years, else yearly. */
export function chartFrequency(startDate: string, endDate: string): ChartFrequency {
  if (within(startDate, endDate, DAILY_UP_TO_MONTHS)) return 'daily';
  if (within(startDate, endDate, WEEKLY_UP_TO_MONTHS)) return 'weekly';
  return benchmarkFrequency(startDate, endDate);
}

/** spec 2 §9: benchmarks: monthly ≤ 2 years, quarterly ≤ 10 years, else yearly. */
export function benchmarkFrequency(startDate: string, endDate: string): Exclude<ChartFrequency, 'daily' | 'weekly'> {
  if (endDate <= addYears(startDate, MONTHLY_UP_TO_YEARS)) return 'monthly';
  if (endDate <= addYears(startDate, QUARTERLY_UP_TO_YEARS)) return 'quarterly';
  return 'yearly';
}
