import { addDays, addYears, compareIsoDates, isIsoDate } from '../shared/iso-date';

/**
 * The report's dates (spec 3 §5 "Dates", §9): a custom range needs both dates as yyyy-MM-dd, the end
 * not before the start; it defaults to one year back. A single date is Today or Custom. With the
 * hold-back period on, today as the end date or the single date becomes yesterday. No date may be more than
 * 100 years before today.
 */

/** spec 3 §5 */
export const END_BEFORE_START = 'You cannot select an End date earlier than the Start date.';
/** Not in the spec: a date missing or not yyyy-MM-dd. */
export const DATE_NEEDED = 'Enter a date as yyyy-MM-dd.';
/** Not in the spec: a date after today (the platform refuses it). */
export const DATE_IN_FUTURE = 'The report date cannot be in the future.';
/** Not in the spec: report dates go back at most this many years from today (a floor against typos such as 1900). */
export const EARLIEST_REPORT_YEARS = 100;
/** The earliest report date: 100 years before today. */
export function earliestReportDate(today: string): string {
  return addYears(today, -EARLIEST_REPORT_YEARS);
}
/** Not in the spec: a date before the earliest report date. */
export function dateTooEarlyText(today: string): string {
  return `The report date cannot be before ${earliestReportDate(today)}.`;
}
/** A date before the floor: its message, else null. */
function tooEarly(date: string, today: string): string | null {
  return compareIsoDates(date, earliestReportDate(today)) < 0 ? dateTooEarlyText(today) : null;
}

/** spec 3 §5: the report range defaults to this many years back. */
export const DEFAULT_RANGE_YEARS = 1;

export type SingleDateChoice = 'today' | 'custom';
export const SINGLE_DATE_CHOICES: readonly { key: SingleDateChoice; label: string }[] = [
  { key: 'today', label: 'Today' },
  { key: 'custom', label: 'Custom' },
];

/** spec 3 §5: today becomes yesterday with the hold-back period; any other day stays. */
export function heldBack(date: string, today: string, holdBack: boolean): string {
  return holdBack && date === today ? addDays(today, -1) : date;
}

/** spec 3 §5: one year back to today (the end held back when the setting is on). */
export function defaultReportRange(today: string, holdBack: boolean): { from: string; to: string } {
  return { from: addYears(today, -DEFAULT_RANGE_YEARS), to: heldBack(today, today, holdBack) };
}

export interface RangeCheck {
  from: string | null;
  to: string | null;
  fromError: string | null;
  toError: string | null;
  valid: boolean;
}

/** Both dates yyyy-MM-dd, the end not before the start; the end held back when it is today. */
export function checkReportRange(input: { from: unknown; to: unknown; today: string; holdBack: boolean }): RangeCheck {
  const from = isIsoDate(input.from) ? input.from : null;
  const rawTo = isIsoDate(input.to) ? input.to : null;
  const to = rawTo ? heldBack(rawTo, input.today, input.holdBack) : null;
  const fromError = !from
    ? DATE_NEEDED
    : compareIsoDates(from, input.today) > 0
      ? DATE_IN_FUTURE
      : tooEarly(from, input.today);
  let toError = rawTo ? null : DATE_NEEDED;
  if (from && rawTo && compareIsoDates(rawTo, from) < 0) toError = END_BEFORE_START;
  else if (rawTo && compareIsoDates(rawTo, input.today) > 0) toError = DATE_IN_FUTURE;
  else if (rawTo) toError = tooEarly(rawTo, input.today);
  return { from, to, fromError, toError, valid: !fromError && !toError };
}

/** A custom single date: missing or malformed, after today, or fine (null). */
export function singleDateError(date: unknown, today: string): string | null {
  if (!isIsoDate(date)) return DATE_NEEDED;
  return compareIsoDates(date, today) > 0 ? DATE_IN_FUTURE : tooEarly(date, today);
}

/** The single date: today (held back) or a custom yyyy-MM-dd one (held back when it is today). */
export function singleReportDate(input: {
  choice: SingleDateChoice;
  date?: unknown;
  today: string;
  holdBack: boolean;
}): string | null {
  if (input.choice === 'today') return heldBack(input.today, input.today, input.holdBack);
  return isIsoDate(input.date) ? heldBack(input.date, input.today, input.holdBack) : null;
}
