import { EARLIER_START_DATE, validateCustomRange } from '../../domain/analysis/custom-range';
import {
  DEFAULT_RANGE_PRESET,
  holdBackEndDate,
  parseRangePreset,
  presetRange,
  rangeLabel,
  type RangePreset,
} from '../../domain/analysis/date-range';
import { isIsoDate } from '../../domain/shared/iso-date';
import { err, ok, type Result } from '../../domain/shared/result';
import { portalError, type PortalError } from '../errors/portal-error';

/** The date filter of every analysis read (spec 2 §2 "Date range filter", §5, §9). */

export const UNKNOWN_RANGE = 'The range must be one of 1y, 2y, 3y, ytd or inception, or a custom from and to.';

export interface RangeQuery {
  /** A preset (1y, 2y, 3y, ytd, inception); absent with from/to: custom; absent without: 1 year. */
  range?: string | null;
  /** Custom range, 'YYYY-MM-DD' or as typed, 'DD-MM-YYYY'. */
  from?: string | null;
  to?: string | null;
}

export interface ResolvedRange {
  preset: RangePreset;
  /** The range's label ('1 year', 'Custom'). */
  name: string;
  from: string;
  to: string;
}

const fail = (message: string): { ok: false; error: PortalError } => err(portalError('validation', message));

export function parsePreset(
  query: RangeQuery,
  fallback: Exclude<RangePreset, 'custom'> = DEFAULT_RANGE_PRESET,
): Result<RangePreset, PortalError> {
  const custom = !!(query.from || query.to);
  if (!query.range) return ok(custom ? 'custom' : fallback);
  const preset = parseRangePreset(query.range);
  if (!preset) return fail(UNKNOWN_RANGE);
  if (preset !== 'custom' && custom) return fail(UNKNOWN_RANGE);
  return ok(preset);
}

/**
 * The preset's dates (with the hold-back), or the custom dates checked with the spec's texts. A
 * custom start before the selection's inception (the start input's minimum, spec 2 §5) is refused
 * with the spec's text for it (§8), as the date modal refuses it, never moved.
 */
export function resolveRange(
  query: RangeQuery,
  context: { today: string; inceptionDate: string | null; holdBack: boolean },
  fallback: Exclude<RangePreset, 'custom'> = DEFAULT_RANGE_PRESET,
): Result<ResolvedRange, PortalError> {
  const preset = parsePreset(query, fallback);
  if (!preset.ok) return preset;
  if (preset.value !== 'custom') {
    const r = presetRange({
      preset: preset.value,
      today: context.today,
      inceptionDate: context.inceptionDate,
      holdBack: context.holdBack,
    });
    return ok({ preset: preset.value, name: rangeLabel(preset.value), from: r.startDate, to: r.endDate });
  }
  const check = validateCustomRange({
    start: asTyped(query.from),
    end: asTyped(query.to),
    inceptionDate: context.inceptionDate,
  });
  if (!check.canApply) return fail((check.startError ?? check.endError)!);
  // Nothing is valued after the latest valuation date (today, or the hold-back's day): a later end
  // stops there, as a preset does, so no read asks for prices or rates of days still to come.
  const latest = holdBackEndDate(context.today, context.today, context.holdBack);
  const to = check.endDate! > latest ? latest : check.endDate!;
  if (check.startDate! > to) return fail(EARLIER_START_DATE);
  return ok({ preset: 'custom', name: rangeLabel('custom'), from: check.startDate!, to });
}

/** 'YYYY-MM-DD' becomes the typed form 'DD-MM-YYYY' the spec's validation reads; anything else is kept. */
function asTyped(date: string | null | undefined): string | null | undefined {
  return date && isIsoDate(date) ? `${date.slice(8, 10)}-${date.slice(5, 7)}-${date.slice(0, 4)}` : date;
}
