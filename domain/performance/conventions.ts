import { addDays } from '../shared/iso-date';

/**
 * The conventions of every return the portal shows (issue 9, "The performance maths"), written once
 * here and repeated in every explanation, so a reader can recompute a figure without the portal.
 */

/** Years are 365 days long for the IRR and for annualising (actual/365, as Excel's XIRR). */
export const DAYS_PER_YEAR = 365;
/** GIPS: a return over at least this many days is annualised; a shorter one is cumulative. */
export const ANNUALISE_FROM_DAYS = 365;

export const PERFORMANCE_CONVENTIONS = {
  /** External flows count at the start of their day: r_t = V_t / (V_{t−1} + F_t) − 1. */
  flowTiming: 'start-of-day',
  /** Daily valuation, sub-period returns linked geometrically. */
  twrrMethod: 'daily-geometric-linking',
  /** A day whose opening value plus flow is not positive contributes nothing and is reported. */
  nonPositiveDenominator: 'skip-day-and-report',
  /** Money-weighted: XIRR conventions, opening value out first, closing value in last. */
  irrMethod: 'xirr-bracketed-newton-bisection',
  dayCount: DAYS_PER_YEAR,
  /** GIPS: under one year cumulative, never annualised; a year or more annualised. */
  annualisation: 'gips-cumulative-under-one-year',
  annualiseFromDays: ANNUALISE_FROM_DAYS,
  /**
   * A day's value converts at that day's rate; a flow, counted at the start of its day, at the rate of
   * the close it is added to (the day before's), never today's.
   */
  fx: 'value-at-its-day-flow-at-the-opening-rate',
  /** Sums of money are exact; rounded once, to 2 decimals, half away from zero. */
  moneyRounding: 'half-away-from-zero',
} as const;

export type PerformanceConventions = typeof PERFORMANCE_CONVENTIONS;

/** The conventions as the sentences every explanation repeats. */
export const PERFORMANCE_CONVENTIONS_TEXT: readonly string[] = [
  "Time-weighted return (TWRR): the selection is valued every day; each day returns V_t / (V_{t-1} + F_t) - 1, where F_t is that day's net external flow (contributions, withdrawals and transfers, positive into the selection), counted at the start of the day. The daily returns are linked: (1 + r_1) x (1 + r_2) x ... - 1.",
  'Income, fees and taxes stay inside the accounts unless the fee-and-tax mode measures a return before fees or taxes; then those fees or taxes count as external flows on their day.',
  'A day whose opening value plus flow is zero or negative has no return; it contributes nothing to the link and is listed, never shown as -100%.',
  "Internal rate of return (IRR): the rate r solving the sum of CF_i x (1 + r)^(-d_i / 365) = 0, with the opening value as the first outflow, each external flow as an outflow, and the closing value as the last inflow; d_i is the number of days since the opening valuation (actual/365, as Excel's XIRR). There is no IRR when no rate solves this, for example when every flow has the same sign.",
  'Periods shorter than 365 days show the cumulative return for the period, never annualised; periods of 365 days or more show the annual rate, with 365-day years (GIPS).',
  "Values in other currencies convert at the exchange rate of their own day, not today's. A flow counts at the start of its day, so it converts at the rate of the valuation it joins, the close of the day before: a large withdrawal then carries no exchange-rate move of its own into what remains.",
  'Money is summed exactly and rounded once, to the penny, half away from zero, so that closing value - opening value - net flows = value movement.',
];

/** The date whose exchange rate converts a flow of `date`: the close before the start of its day. */
export function flowRateDate(date: string): string {
  return addDays(date, -1);
}

/** The conventions of one explanation: the shared rules and whether this period is annualised. */
export function conventionsFor(periodDays: number): PerformanceConventions & { annualised: boolean } {
  return { ...PERFORMANCE_CONVENTIONS, annualised: periodDays >= ANNUALISE_FROM_DAYS };
}
