import { allowedStatuses, WRAPPER_PENSION_TYPES } from '../../domain/assets/asset-filters';
import type { RapidTotalFilters } from '../ports/assets.port';

/**
 * The list filters that make the platform's rapid totals (spec 2 §6, §9) count what the balance
 * sheet shows in its Everything view (spec 2 §5): each type's allowed statuses ('' for an empty
 * one) and, for pensions, no SIPP wrapper and only the types that are not wrappers. The platform
 * itself counts only rows the member owns a share of.
 */
export function rapidTotalFilters(region: string, pensionTypes: readonly string[]): RapidTotalFilters {
  const wrappers = new Set(WRAPPER_PENSION_TYPES.map((w) => w.toLowerCase()));
  return {
    investment: { status: ['', ...allowedStatuses('investment', region)] },
    pension: {
      policy_status: ['', ...allowedStatuses('pension', region)],
      // A boolean in a query string is 1 or 0 (adapters/PLATFORM-API.md "Query strings").
      is_sipp_wrapper: ['0'],
      type: ['', ...pensionTypes.filter((t) => !wrappers.has(t.trim().toLowerCase()))],
    },
    annuity: { policy_status: ['', ...allowedStatuses('annuity', region)] },
    liability: { status: ['', ...allowedStatuses('liability', region)] },
  };
}
