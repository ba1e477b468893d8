import type { AssetTypeKey } from './asset-display-texts';

/**
 * The asset data filters (spec 2 §5 "Data filters"): only assets the member owns a share of, with a
 * status the type allows, and no wrapper among the pensions.
 */

/** spec 2 §5: only assets with percentOwned above 0 are shown. */
export function isOwned(percentOwned: number | null | undefined): boolean {
  return typeof percentOwned === 'number' && Number.isFinite(percentOwned) && percentOwned > 0;
}

/** Regions whose pensions also allow 'Inforce' (spec 2 §5). */
export const INFORCE_PENSION_REGIONS: readonly string[] = ['NA', 'AA', 'ZA'];
/** Regions whose pensions also allow 'Active' (spec 2 §5). */
export const ACTIVE_PENSION_REGIONS: readonly string[] = ['GB'];

/** spec 2 §5: the statuses each type allows besides an empty one. */
export const ALLOWED_STATUSES: Readonly<Record<AssetTypeKey, readonly string[]>> = {
  investment: ['Existing', 'Paid Up'],
  pension: ['Paid Up', 'Premium Holiday'],
  annuity: ['Inforce'],
  liability: ['Current'],
};

/** The statuses a type allows in a region, besides an empty status. */
export function allowedStatuses(type: AssetTypeKey, region: string | null | undefined): string[] {
  const list = [...ALLOWED_STATUSES[type]];
  if (type !== 'pension') return list;
  const r = (region ?? '').trim().toUpperCase();
  if (ACTIVE_PENSION_REGIONS.includes(r)) list.push('Active');
  if (INFORCE_PENSION_REGIONS.includes(r)) list.push('Inforce');
  return list;
}

const norm = (s: string) => s.trim().toLowerCase();

/** Whether an asset's status passes its type's filter in the region; an empty status always does. */
export function statusAllowed(
  type: AssetTypeKey,
  status: string | null | undefined,
  region: string | null | undefined,
): boolean {
  if (status == null || status.trim() === '') return true;
  return allowedStatuses(type, region).some((s) => norm(s) === norm(status));
}

/** spec 2 §5: wrapper types excluded from pensions. */
export const WRAPPER_PENSION_TYPES: readonly string[] = [
  'SIPP Wrapper',
  'QNUPs Wrapper',
  'QROPs Wrapper',
  'RNUPs Wrapper',
];

/** A pension that is a wrapper (by its type, or the platform's is_sipp_wrapper flag) is not shown as a pension. */
export function isWrapperPension(pension: {
  type: string | null | undefined;
  isSippWrapper?: boolean | null;
}): boolean {
  if (pension.isSippWrapper === true) return true;
  const t = pension.type == null ? '' : norm(pension.type);
  return t !== '' && WRAPPER_PENSION_TYPES.some((w) => norm(w) === t);
}

export interface FilterableAsset {
  type: AssetTypeKey;
  status: string | null | undefined;
  percentOwned: number | null | undefined;
  /** Pensions only: the wrapper or pension type. */
  pensionType?: string | null;
  isSippWrapper?: boolean | null;
}

/** All of spec 2 §5's asset filters at once. */
export function isShownAsset(asset: FilterableAsset, region: string | null | undefined): boolean {
  if (!isOwned(asset.percentOwned)) return false;
  if (!statusAllowed(asset.type, asset.status, region)) return false;
  if (asset.type === 'pension' && isWrapperPension({ type: asset.pensionType, isSippWrapper: asset.isSippWrapper }))
    return false;
  return true;
}
