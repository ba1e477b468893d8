import { addDays, addYears, compareIsoDates, startOfYear, weekday } from '../shared/iso-date';

/** Date range presets, the default range and the hold-back (spec 2 §2 "Date range filter", §9). */

export type RangePreset = '1y' | '2y' | '3y' | 'inception' | 'ytd' | 'custom';

/** spec 2 §2: the radios, in the order shown, with their labels. */
export const RANGE_PRESETS: readonly { key: RangePreset; label: string }[] = [
  { key: '1y', label: '1 year' },
  { key: '2y', label: '2 years' },
  { key: '3y', label: '3 years' },
  { key: 'inception', label: 'Since inception' },
  { key: 'ytd', label: 'Year to date' },
  { key: 'custom', label: 'Custom' },
];

/** spec 2 §9: the default analysis range, 1 year back from today, named '1 year'. */
export const DEFAULT_RANGE_PRESET: Exclude<RangePreset, 'custom'> = '1y';

const YEARS: Partial<Record<RangePreset, number>> = { '1y': 1, '2y': 2, '3y': 3 };

export function rangeLabel(preset: RangePreset): string {
  return RANGE_PRESETS.find((p) => p.key === preset)!.label;
}

/** The preset named by a key ('ytd') or a label ('Year to date'), any case; null if none. */
export function parseRangePreset(value: unknown): RangePreset | null {
  const v = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return RANGE_PRESETS.find((p) => p.key === v || p.label.toLowerCase() === v)?.key ?? null;
}

/**
 * spec 2 §2: "some presets can be disabled by a comma-separated site setting". Each item names a
 * preset by key or label, in any case; unknown items are ignored. The result keeps the spec's order.
 */
export function enabledRangePresets(disabledSetting: string | null | undefined): RangePreset[] {
  const disabled = new Set(
    (disabledSetting ?? '')
      .split(',')
      .map(parseRangePreset)
      .filter((p): p is RangePreset => p !== null),
  );
  return RANGE_PRESETS.map((p) => p.key).filter((k) => !disabled.has(k));
}

/**
 * spec 2 §9: with the hold-back on, the end date moves back: to yesterday when the end date is
 * today, otherwise to the previous weekday (a Monday's goes back to Friday, a weekend's to Friday).
 * With it off the end date stays.
 */
export function holdBackEndDate(endDate: string, today: string, holdBack: boolean): string {
  if (!holdBack) return endDate;
  if (endDate === today) return addDays(today, -1);
  let d = addDays(endDate, -1);
  while (weekday(d) === 0 || weekday(d) === 6) d = addDays(d, -1);
  return d;
}

export interface DateRange {
  startDate: string;
  endDate: string;
  /** The selected range's label (spec 2 §3 "Date filter": name). */
  name: string;
}

/**
 * The range of a preset. The end is today, held back when the setting says so. A range's start is
 * its first day: flows on it count, and its opening value is the close of the day before. So the
 * years count back from the end to the opening valuation: '1 year' to 24 November 2026 opens at the
 * close of 24 November 2025 and starts on the 25th, one calendar year: 365 days, whose annualised
 * return is its cumulative one, or 366 across a 29 February, annualised with 365-day years like any
 * other period ((1 + c)^(365/366) − 1, a little under a gain, domain/performance). Year to date starts on 1 January of
 * the end's year (opening at 31 December's close); since inception on the inception date. Custom has
 * no preset range.
 */
export function presetRange(input: {
  preset: Exclude<RangePreset, 'custom'>;
  today: string;
  inceptionDate?: string | null;
  holdBack?: boolean;
}): DateRange {
  const endDate = holdBackEndDate(input.today, input.today, input.holdBack ?? false);
  const years = YEARS[input.preset];
  let startDate: string;
  if (years !== undefined) startDate = addDays(addYears(endDate, -years), 1);
  else if (input.preset === 'ytd') startDate = startOfYear(endDate);
  else startDate = input.inceptionDate ?? endDate;
  if (compareIsoDates(startDate, endDate) > 0) startDate = endDate;
  return { startDate, endDate, name: rangeLabel(input.preset) };
}

/** spec 2 §9: the default range, 1 year back from today. */
export function defaultRange(today: string, holdBack = false): DateRange {
  return presetRange({ preset: DEFAULT_RANGE_PRESET, today, holdBack });
}

/**
 * Not named by the spec: the site setting listing the presets to disable, comma-separated
 * ('2 years,3y'), read with `enabledRangePresets`.
 */
export const DISABLED_RANGE_PRESETS_SETTING = 'disabledDateRangePresets';
