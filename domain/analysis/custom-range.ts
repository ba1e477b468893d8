import { isIsoDate } from '../shared/iso-date';
import { present } from '../shared/present';

/** Custom date range validation (spec 2 §5 "Custom date range", §8). */

/** spec 2 §9: the input format of the custom range. */
export const CUSTOM_RANGE_INPUT_FORMAT = 'DD-MM-YYYY';
/** spec 2 §2 "Date range filter": Custom shows Start date and End date (the valuation report's date fields say the same, spec 3 §5). */
export const DATE_RANGE_LABELS = { start: 'Start date', end: 'End date' } as const;
/** spec 2 §5: a date that does not parse. */
export const INVALID_DATE_FORMAT = 'Invalid date format, please enter the date in the format "DD-MM-YYYY".';
/** spec 2 §5: a start after the end (on the start date). */
export const EARLIER_START_DATE = 'Please enter an earlier start date.';
/** spec 2 §5: an end before the start (on the end date). */
export const END_BEFORE_FROM_DATE = 'You cannot select an earlier date than the From date.';
/** spec 2 §5: an empty date. */
export const DATE_REQUIRED = 'Date is required';
/**
 * spec 2 §8: the range starts before the portfolio or account opened. The chart's note for a preset
 * that reaches back past the opening, and the start date's message for a custom start before the
 * since-inception date, the start input's minimum (spec 2 §5).
 */
export const RANGE_BEFORE_INCEPTION = 'The date range selected is earlier than the portfolio / account opening date.';

/** spec 2 §5: a year has at most this many digits. */
export const MAX_YEAR_DIGITS = 4;

const INPUT_RE = new RegExp(`^(\\d{1,2})-(\\d{1,2})-(\\d{1,${MAX_YEAR_DIGITS}})$`);

/** Parses a typed DD-MM-YYYY date (year of at most 4 digits) into YYYY-MM-DD, or null. */
export function parseRangeInput(input: string | null | undefined): string | null {
  const m = INPUT_RE.exec((input ?? '').trim());
  if (!m) return null;
  const day = present(m[1], 'the day the pattern requires');
  const month = present(m[2], 'the month the pattern requires');
  const year = present(m[3], 'the year the pattern requires');
  const iso = `${year.padStart(4, '0')}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isIsoDate(iso) && iso >= '0001-01-01' ? iso : null;
}

export interface CustomRangeCheck {
  startDate: string | null;
  endDate: string | null;
  startError: string | null;
  endError: string | null;
  /** spec 2 §4, §5: Apply is disabled until both dates are valid, in order and the start not before the inception. */
  canApply: boolean;
  /** spec 2 §5: the start input's minimum, the since-inception date. */
  minStartDate: string | null;
}

function fieldError(input: string | null | undefined, parsed: string | null): string | null {
  if ((input ?? '').trim() === '') return DATE_REQUIRED;
  return parsed ? null : INVALID_DATE_FORMAT;
}

/** Checks the two typed dates and says what each field shows. */
export function validateCustomRange(input: {
  start: string | null | undefined;
  end: string | null | undefined;
  inceptionDate?: string | null;
}): CustomRangeCheck {
  const startDate = parseRangeInput(input.start);
  const endDate = parseRangeInput(input.end);
  let startError = fieldError(input.start, startDate);
  let endError = fieldError(input.end, endDate);
  if (startDate && endDate && startDate > endDate) {
    startError = EARLIER_START_DATE;
    endError = END_BEFORE_FROM_DATE;
  }
  const minStartDate = input.inceptionDate ?? null;
  if (!startError && startDate && minStartDate && startDate < minStartDate) startError = RANGE_BEFORE_INCEPTION;
  return { startDate, endDate, startError, endError, canApply: !startError && !endError, minStartDate };
}
