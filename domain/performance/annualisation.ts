import { ANNUALISE_FROM_DAYS, DAYS_PER_YEAR } from './conventions';

/** Whether a figure is the whole period's return or an annual rate. */
export type ReturnBasis = 'cumulative' | 'annualised';

/** A return for a period, saying which kind it is (GIPS). */
export interface PeriodReturn {
  /** The figure to show: cumulative under one year, annualised from one year. */
  value: number;
  basis: ReturnBasis;
  /** The whole period's return, whatever the basis. */
  cumulative: number;
  /** The annual rate (365-day years); null under one year, where GIPS forbids showing it. */
  annualised: number | null;
  days: number;
}

/** Whether a period of this many days is annualised (GIPS: 365 days or more). */
export function isAnnualised(days: number): boolean {
  return days >= ANNUALISE_FROM_DAYS;
}

/**
 * The annual rate of a cumulative return over `days` days: (1 + c)^(365 / days) − 1. Over exactly 365
 * days it is the cumulative return itself, to the last digit (no round trip through logarithms).
 */
export function annualRate(cumulative: number, days: number): number {
  if (!(days > 0)) throw new RangeError(`a period must have at least one day, got ${days}`);
  if (cumulative <= -1) return -1;
  if (days === DAYS_PER_YEAR) return cumulative;
  return Math.expm1((Math.log1p(cumulative) * DAYS_PER_YEAR) / days);
}

/** The cumulative return over `days` days of an annual rate: (1 + r)^(days / 365) − 1. */
export function periodRate(annual: number, days: number): number {
  if (annual <= -1) return -1;
  return Math.expm1((Math.log1p(annual) * days) / DAYS_PER_YEAR);
}

/** GIPS: a cumulative return under one year; from one year, the annual rate too, which is shown. */
export function fromCumulative(cumulative: number, days: number): PeriodReturn {
  if (isAnnualised(days)) {
    const annualised = annualRate(cumulative, days);
    return { value: annualised, basis: 'annualised', cumulative, annualised, days };
  }
  return { value: cumulative, basis: 'cumulative', cumulative, annualised: null, days };
}

/** The same from an annual rate (an IRR): under one year it is turned into the period's rate. */
export function fromAnnualRate(annual: number, days: number): PeriodReturn {
  return fromCumulative(periodRate(annual, days), days);
}
